import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findLawsInText, lawIndex } from './law-index.ts';
import { normalizeArabic } from './normalize.ts';
import { parseQuestion } from './query.ts';

export type RetrievedArticle = {
  articleId: string;
  lawId: string;
  lawTitle: string;
  lawStatus: 'in_force' | 'amended' | 'repealed' | null;
  articleNumber: number;
  articleLabel: string;
  bis: boolean;
  excerpt: string;
  url: string | null;
  score: number;
};

export type RetrieveOptions = { locale?: 'ar' | 'en'; limit?: number; lawId?: string };

/** Tuning knobs, kept together so the benchmark's figures can be traced to them (docs/decisions/031). */
export const RANKING = {
  /** Terms kept per question, highest IDF first: bounds the cost of ranking. */
  maxTerms: 10,
  /** Weight of words that came from the synonyms table or the glossary rather than from the question. */
  expansionWeight: 0.5,
  repealedFactor: 0.6,
  /** Articles of a law the question names. */
  namedLawFactor: 1.6,
  /** Proximity and density of all terms together (ts_rank_cd), beside the per-term IDF sum. */
  coverWeight: 0.5,
  /** A question term found in the law title or headings, relative to one found in the article body. */
  headWeight: 0.5,
  /** Candidate generation: the rarest terms whose document frequencies add up to at most this… */
  maxCandidates: 800,
  /** …but never fewer than this many terms. */
  minCandidateTerms: 2,
};

type Term = { lexeme: string; weight: number; df: number };
type Row = {
  id: string;
  law_id: string;
  title: string;
  status: RetrievedArticle['lawStatus'];
  url: string | null;
  number: number;
  label: string;
  bis: boolean;
  text_ar: string;
  amendment_notes: string[];
  score: number;
};

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

/**
 * Ranked statute articles for a question (DESIGN.md section 6): any term matches, IDF-weighted per-term ranks plus
 * cover density, in-force laws and laws the question names first; an article the question cites comes first.
 */
export async function retrieve(
  db: Db,
  question: string,
  options: RetrieveOptions = {},
): Promise<RetrievedArticle[]> {
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
  const parsed = parseQuestion(question);
  const index = await lawIndex(db);
  if (index.laws.length === 0) return [];
  const named = findLawsInText(index.laws, parsed.original);
  if (parsed.normalized !== parsed.original) {
    for (const id of findLawsInText(index.laws, parsed.normalized)) if (!named.includes(id)) named.push(id);
  }

  const results: RetrievedArticle[] = [];
  const seen = new Set<string>();
  const terms = await questionTerms(db, parsed.words, parsed.expansions, index.articleTotal);

  if (parsed.article) {
    const lawIds = options.lawId ? [options.lawId] : named.slice(0, 1);
    if (lawIds.length > 0) {
      const rows = rowsOf<Row>(
        await db.execute(sql`
          select a.id, a.law_id, l.title_ar as title, l.status, l.url, a.number, a.label, a.bis, a.text_ar,
                 a.amendment_notes, 1000::float8 as score
          from legal_articles a join legal_laws l on l.id = a.law_id
          where a.law_id = ${lawIds[0]} and a.number = ${parsed.article.number} and a.bis = ${parsed.article.bis}`),
      );
      for (const row of rows) {
        seen.add(row.id);
        // A cited article is shown from its start (its newest wording), not around the question's words.
        results.push(toResult(row, []));
      }
    }
  }

  if (terms.length > 0) {
    const rows = await rank(db, terms, named, options.lawId, limit + results.length);
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      results.push(toResult(row, terms));
    }
  }
  return results.slice(0, limit);
}

/** The question's stemmed lexemes with their weights: IDF × (1, or less for expansions). */
async function questionTerms(db: Db, words: string[], expansions: string[], total: number): Promise<Term[]> {
  if (words.length === 0 && expansions.length === 0) return [];
  const rows = rowsOf<{ lexeme: string; src: number; ndoc: number | null }>(
    await db.execute(sql`
      select t.lexeme, 0 as src, s.ndoc from unnest(to_tsvector('arabic', ${words.join(' ')})) t
        left join legal_term_stats s on s.lexeme = t.lexeme
      union all
      select t.lexeme, 1 as src, s.ndoc from unnest(to_tsvector('arabic', ${expansions.join(' ')})) t
        left join legal_term_stats s on s.lexeme = t.lexeme`),
  );
  const weights = new Map<string, { weight: number; df: number }>();
  const n = Math.max(total, 1);
  for (const r of rows) {
    const df = Number(r.ndoc ?? 0);
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const w = idf * (Number(r.src) === 0 ? 1 : RANKING.expansionWeight);
    if (w > (weights.get(r.lexeme)?.weight ?? 0)) weights.set(r.lexeme, { weight: w, df });
  }
  return [...weights.entries()]
    .map(([lexeme, { weight, df }]) => ({ lexeme, weight, df }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, RANKING.maxTerms);
}

async function rank(db: Db, terms: Term[], named: string[], lawId: string | undefined, limit: number) {
  const any = terms.map((t) => quoteLexeme(t.lexeme)).join(' | ');
  // Candidates come from the rarer terms only: a common word (عمل, مجلس) would pull a third of the corpus into
  // ranking. Every term still scores the candidates.
  const byRarity = [...terms].sort((a, b) => a.df - b.df);
  const candidateTerms: Term[] = [];
  let pulled = 0;
  for (const t of byRarity) {
    if (candidateTerms.length >= RANKING.minCandidateTerms && pulled + t.df > RANKING.maxCandidates) break;
    candidateTerms.push(t);
    pulled += t.df;
  }
  const candidates = candidateTerms.map((t) => quoteLexeme(t.lexeme)).join(' | ');
  // A term counts once per article (a cheap lookup, not a rank): in the body fully, in the law title or
  // headings (weight A) a little more. Term frequency and proximity come from one ts_rank_cd over all terms.
  const perTerm = sql.join(
    terms.map(
      (t) =>
        sql`${t.weight}::float8 * ((a.tsv @@ ${`${quoteLexeme(t.lexeme)}:D`}::tsquery)::int + ${RANKING.headWeight}::float8 * (a.tsv @@ ${`${quoteLexeme(t.lexeme)}:A`}::tsquery)::int)`,
    ),
    sql` + `,
  );
  const boosted = named.slice(0, 3);
  const lawBoost =
    boosted.length > 0
      ? sql`case when a.law_id in (${sql.join(
          boosted.map((id) => sql`${id}`),
          sql`, `,
        )}) then ${RANKING.namedLawFactor}::float8 else 1 end`
      : sql`1`;
  return rowsOf<Row>(
    await db.execute(sql`
      with ranked as (
        select a.id, (${perTerm} + ${RANKING.coverWeight}::float8 * ts_rank_cd(a.tsv, q.q, 1))
                 * case when l.status = 'repealed' then ${RANKING.repealedFactor}::float8 else 1 end
                 * ${lawBoost} as score
        from legal_articles a
          join legal_laws l on l.id = a.law_id,
          (select ${any}::tsquery as q) q
        where a.tsv @@ ${candidates}::tsquery ${lawId ? sql`and a.law_id = ${lawId}` : sql``}
        order by score desc
        limit ${limit}
      )
      select a.id, a.law_id, l.title_ar as title, l.status, l.url, a.number, a.label, a.bis, a.text_ar,
             a.amendment_notes, r.score
      from ranked r join legal_articles a on a.id = r.id join legal_laws l on l.id = a.law_id
      order by r.score desc`),
  );
}

function toResult(row: Row, terms: Term[]): RetrievedArticle {
  const notes = row.amendment_notes ?? [];
  return {
    articleId: row.id,
    lawId: row.law_id,
    lawTitle: row.title,
    lawStatus: row.status,
    articleNumber: Number(row.number),
    articleLabel: row.label,
    bis: row.bis,
    excerpt: excerpt(displayText(row.text_ar, notes), terms),
    url: row.url,
    score: Number(row.score),
  };
}

/** Amended wording first: the newest note (the source lists them oldest first), then the original text. */
export function displayText(text: string, notes: string[]): string {
  return notes.length > 0 ? `${notes[notes.length - 1]}\n${text}` : text;
}

const EXCERPT_MAX = 300;

/** A window of at most 300 characters around the densest run of matched terms. */
export function excerpt(text: string, terms: { lexeme: string }[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_MAX) return flat;
  const words = flat.split(' ');
  const stems = terms.map((t) => t.lexeme).filter((l) => l.length >= 2);
  const hits = words.map((w) => {
    const n = normalizeArabic(w);
    return stems.some((s) => n.includes(s)) ? 1 : 0;
  });
  let best = 0;
  let bestStart = 0;
  for (let start = 0; start < words.length; start++) {
    let len = 0;
    let score = 0;
    for (let i = start; i < words.length && len + words[i]!.length + 1 <= EXCERPT_MAX - 2; i++) {
      len += words[i]!.length + 1;
      score += hits[i]!;
    }
    if (score > best) {
      best = score;
      bestStart = start;
    }
  }
  let out = '';
  let i = bestStart;
  while (i < words.length && out.length + words[i]!.length + 1 <= EXCERPT_MAX - 2)
    out += `${out ? ' ' : ''}${words[i++]}`;
  return `${bestStart > 0 ? '…' : ''}${out}${i < words.length ? '…' : ''}`;
}
