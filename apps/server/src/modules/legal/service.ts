import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findLawsInText, lawIndex } from './law-index.ts';
import { normalizeArabic, tokenize } from './normalize.ts';
import { parseQuestion } from './query.ts';
import { questionStems, RANKING, search, searchIndex } from './search-index.ts';

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

export { RANKING };

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

/**
 * Ranked statute articles for a question (DESIGN.md section 6): any term matches; BM25F over light stems with a
 * bigram bonus and a law score (search-index.ts), in-force laws and laws the question names first; an article the
 * question cites comes first. The database is read twice at most: the cited article, and the rows of the hits.
 */
export async function retrieve(
  db: Db,
  question: string,
  options: RetrieveOptions = {},
): Promise<RetrievedArticle[]> {
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
  const parsed = parseQuestion(question);
  const laws = (await lawIndex(db)).laws;
  if (laws.length === 0) return [];
  const named = findLawsInText(laws, parsed.original);
  if (parsed.normalized !== parsed.original) {
    for (const id of findLawsInText(laws, parsed.normalized)) if (!named.includes(id)) named.push(id);
  }

  const results: RetrievedArticle[] = [];
  const seen = new Set<string>();

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

  const words = [
    ...parsed.words.map((word) => ({ word, weight: 1 })),
    ...parsed.expansions.flatMap((e) =>
      tokenize(e).map((word) => ({ word, weight: RANKING.expansionWeight })),
    ),
  ];
  if (words.length > 0) {
    const index = await searchIndex(db);
    const hits = search(index, {
      words,
      text: parsed.normalized,
      named,
      lawId: options.lawId,
      limit: limit + results.length,
    }).filter((h) => !seen.has(h.id));
    if (hits.length > 0) {
      const rows = rowsOf<Row>(
        await db.execute(sql`
          select a.id, a.law_id, l.title_ar as title, l.status, l.url, a.number, a.label, a.bis, a.text_ar,
                 a.amendment_notes
          from legal_articles a join legal_laws l on l.id = a.law_id
          where a.id in (${sql.join(
            hits.map((h) => sql`${h.id}`),
            sql`, `,
          )})`),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const highlight = questionStems(index, words).map((lexeme) => ({ lexeme }));
      for (const hit of hits) {
        const row = byId.get(hit.id);
        if (!row) continue;
        seen.add(row.id);
        results.push(toResult({ ...row, score: hit.score }, highlight));
      }
    }
  }
  return results.slice(0, limit);
}

function toResult(row: Row, terms: { lexeme: string }[]): RetrievedArticle {
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
