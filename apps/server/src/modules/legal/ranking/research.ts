import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { articleUrl } from '../api/library.ts';
import type { ArticleAmendment } from '../corpus/schema.ts';
import type { GuideTopic } from '../guides/index.ts';
import { findLawsInText, lawIndex, mainLawInText, resolveCitationLaw } from '../text/law-index.ts';
import { normalizeArabic, tokenize } from '../text/normalize.ts';
import { type ParsedQuestion, parseQuestion, refersToUnnamedLaw } from '../text/query.ts';
import { fuseRankings, SEMANTIC, semanticQuery, semanticSearchEnabled } from './embeddings.ts';
import { type GuideHit, isConfident, searchGuides } from './guide-index.ts';
import {
  articleHasWord,
  queryTerms,
  questionStems,
  RANKING,
  type SearchIndex,
  search,
  searchIndex,
} from './statute-index.ts';

export type RetrievedArticle = {
  articleId: string;
  lawId: string;
  lawTitle: string;
  /** The law's English title when the corpus gives one (answers in English name the law by it). */
  lawTitleEn: string | null;
  lawStatus: 'in_force' | 'amended' | 'repealed' | null;
  articleNumber: number;
  articleLabel: string;
  bis: boolean;
  excerpt: string;
  url: string | null;
  score: number;
  /** Whether the excerpt is the in-force wording ('original' / 'amended'), or the article was amended without the
   * amended wording in this copy ('amended-unknown': the excerpt is the original, marked so), or repealed. */
  wording: Wording;
  /** The decree of the last amendment and its date as the note writes it (Hijri), when amended or repealed. */
  amendedBy: string | null;
  inForceAsOf: string | null;
};

export type Wording = 'original' | 'amended' | 'amended-unknown' | 'repealed';

export type RetrieveOptions = {
  locale?: 'ar' | 'en';
  limit?: number;
  lawId?: string;
  /** An assistant's retrieval filter: laws of these categories and guides of these topics rank higher. */
  prefer?: { categories?: readonly string[]; topics?: readonly GuideTopic[] };
  /** Extra Arabic wording for the question (e.g. an LLM's translation of an English question). */
  expansion?: string;
  /** Earlier text the question follows up on ("and the notice period?"): its words count at half weight. */
  context?: string;
  /** The answer before the question: when the question says "this law" and nothing else names one, the law that
   * answer is about is the one meant. */
  lawContext?: string;
};

export type Research = {
  /** Guides that match the question confidently, best first (at most 3). */
  guides: GuideHit[];
  articles: RetrievedArticle[];
  /** The question cites an article ("المادة ٧٧ من نظام العمل") and it was found: it is `articles[0]`. */
  cited: boolean;
  /** The question's words that no statute (or, for English, no glossary phrase) contains, and the share of its
   * words that were matched (1 when nothing could be measured: no corpus imported). */
  unmatched: string[];
  matchedShare: number;
  /** The question points at "this law" or "the authority" without naming it and nothing earlier in the conversation
   * names one: the answer asks which is meant. */
  unnamedLaw: boolean;
};

/** How many of the best confident guides lend their cited articles a boost. */
const BOOSTING_GUIDES = 2;
/** The laws of a private-sector job (normalised titles; an exact title, or the title and a year). */
const EMPLOYMENT_LAWS = [
  'نظام العمل',
  'نظام التأمينات الاجتماعية',
  'نظام التأمين ضد التعطل عن العمل',
  'اللائحة التنفيذية لضبط أعمال تفتيش العمل وتنظيمها',
].map(normalizeArabic);
/** The laws of a government job (normalised titles, as above). */
const PUBLIC_SERVICE_LAWS = [
  'نظام الخدمة المدنية',
  'نظام الموارد البشرية في الخدمة المدنية',
  'نظام الانضباط الوظيفي',
  'نظام التقاعد المدني',
].map(normalizeArabic);
const titled = (titles: string[]) => (norm: string) =>
  titles.some((t) => norm === t || (norm.startsWith(`${t} `) && /^\d/.test(norm.slice(t.length + 1))));
const isEmploymentLaw = titled(EMPLOYMENT_LAWS);
const isPublicServiceLaw = titled(PUBLIC_SERVICE_LAWS);

export { RANKING };

type Row = {
  id: string;
  law_id: string;
  title: string;
  title_en: string | null;
  status: RetrievedArticle['lawStatus'];
  url: string | null;
  number: number;
  label: string;
  bis: boolean;
  text_ar: string;
  score: number;
} & WordingRow;

/** The columns the in-force wording is read from (written by corpus/importer.ts). */
export type WordingRow = {
  text_ar: string;
  text_current: string | null;
  /** Null only on rows imported before the wording columns existed: their text is the original. */
  wording: Wording | null;
  amendments: ArticleAmendment[] | null;
  in_force_as_of: string | null;
};
const WORDING_COLUMNS = sql`a.text_ar, a.text_current, a.wording, a.amendments, a.in_force_as_of`;

/**
 * Ranked statute articles for a question: any term matches; BM25F over light stems with a
 * bigram bonus and a law score (statute-index.ts), in-force laws and laws the question names first; an article the
 * question cites comes first. The database is read twice at most: the cited article, and the rows of the hits.
 */
export async function retrieve(
  db: Db,
  question: string,
  options: RetrieveOptions = {},
): Promise<RetrievedArticle[]> {
  return (await research(db, question, options)).articles;
}

/**
 * Guides and articles for a question. Guides need no database (a fresh machine without a corpus still finds
 * them); the articles their confident matches cite are boosted in the statute ranking, which is how an English
 * question reaches Arabic articles beyond the glossary.
 */
export async function research(db: Db, question: string, options: RetrieveOptions = {}): Promise<Research> {
  const guides = searchGuides(question, {
    limit: 3,
    topics: options.prefer?.topics,
    confidentOnly: true,
    context: options.context,
  });
  return rankArticles(db, question, options, guides);
}

/**
 * How much of the question the search could use. English: glossary phrases found against the English words left
 * over. Arabic: the words some statute contains or the synonyms table reads. Unmatched words are given as the
 * user wrote them.
 */
function matching(
  question: string,
  parsed: ParsedQuestion,
  index: SearchIndex | null,
  top: string[] = [],
): Pick<Research, 'unmatched' | 'matchedShare'> {
  const asWritten = new Map(
    question.split(/\s+/).map((raw) => [normalizeArabic(raw), raw.replace(/[^\p{L}\p{N}'’]+/gu, '')]),
  );
  const shown = (words: string[]) => words.map((w) => asWritten.get(w) ?? w);
  if (parsed.glossaryPhrases > 0 || parsed.untranslated.length > 0) {
    // An English word the glossary does not translate still matches when one of the best articles has it (in its
    // English expansion lines): "fired", "custody" and "deposit" are not unknown words. A word found only in
    // articles that did not come first ("Riyadh" in a weather question) does not count.
    const unknown = parsed.untranslated.filter(
      (word) => !(index && top.some((id) => articleHasWord(index, id, word))),
    );
    const total = parsed.glossaryPhrases + parsed.untranslated.length;
    return { unmatched: shown(unknown), matchedShare: 1 - unknown.length / total };
  }
  if (!index || parsed.words.length === 0) return { unmatched: [], matchedShare: 1 };
  const unmatched = parsed.words.filter(
    (word) => !parsed.readBySynonyms.includes(word) && queryTerms(index, [{ word, weight: 1 }]).size === 0,
  );
  return { unmatched: shown(unmatched), matchedShare: 1 - unmatched.length / parsed.words.length };
}

async function rankArticles(
  db: Db,
  question: string,
  options: RetrieveOptions,
  matchedGuides: GuideHit[],
): Promise<Research> {
  let guides = matchedGuides;
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
  const parsed = parseQuestion(options.expansion ? `${question} ${options.expansion}` : question);
  const laws = (await lawIndex(db)).laws;
  if (laws.length === 0)
    return { guides, articles: [], cited: false, unnamedLaw: false, ...matching(question, parsed, null) };
  const named = findLawsInText(laws, parsed.original);
  if (parsed.normalized !== parsed.original) {
    for (const id of findLawsInText(laws, parsed.normalized)) if (!named.includes(id)) named.push(id);
  }
  // "ما عقوبة مخالفة هذا النظام؟" after a question that named a law, or an answer about one, means that law; and
  // only guides resting on it apply.
  const unnamed = named.length === 0 && refersToUnnamedLaw(parsed.original);
  const referred = !unnamed
    ? undefined
    : ((options.context ? findLawsInText(laws, normalizeArabic(options.context))[0] : undefined) ??
      (options.lawContext ? mainLawInText(laws, options.lawContext) : undefined));
  if (referred)
    guides = guides.filter((hit) =>
      hit.guide.citations.some((c) => resolveCitationLaw(laws, c)?.id === referred),
    );
  // Semantic search, when configured: the question's embedding is fetched while the lexical ranking runs.
  const semantic = semanticQuery(db, question);

  const results: RetrievedArticle[] = [];
  const seen = new Set<string>();
  let cited = false;

  if (parsed.article) {
    const lawIds = options.lawId ? [options.lawId] : named.slice(0, 1);
    if (lawIds.length > 0) {
      const rows = rowsOf<Row>(
        await db.execute(sql`
          select a.id, a.law_id, l.title_ar as title, l.title_en, l.status, l.url, a.number, a.label, a.bis,
                 ${WORDING_COLUMNS}, 1000::float8 as score
          from legal_articles a join legal_laws l on l.id = a.law_id
          where a.law_id = ${lawIds[0]} and a.number = ${parsed.article.number} and a.bis = ${parsed.article.bis}`),
      );
      for (const row of rows) {
        seen.add(row.id);
        cited = true;
        // A cited article is shown from its start (its newest wording), not around the question's words.
        results.push(toResult(row, []));
      }
    }
  }

  const words = [
    ...parsed.words.map((word) => ({
      word,
      weight: parsed.glossaryWords.includes(word) ? RANKING.glossaryWeight : 1,
    })),
    ...parsed.english.map((word) => ({ word, weight: 1 })),
    ...parsed.expansions.flatMap((e) =>
      tokenize(e).map((word) => ({ word, weight: RANKING.expansionWeight })),
    ),
  ];
  if (options.context) {
    const context = parseQuestion(options.context);
    const weight = parsed.words.length > 0 ? RANKING.contextWeight : 1;
    for (const word of [...context.words, ...context.expansions.flatMap(tokenize)])
      words.push({ word, weight });
  }
  const boosts = new Map<string, number>();
  const top = guides.find(isConfident)?.score ?? 0;
  for (const hit of guides.filter(isConfident).slice(0, BOOSTING_GUIDES)) {
    const strength = (hit.score / top) * hit.coverage ** RANKING.guideCoveragePower;
    for (const c of hit.guide.citations) {
      const law = resolveCitationLaw(laws, c);
      if (!law) continue;
      for (const n of c.articles) {
        const key = `${law.id}#${n}`;
        boosts.set(key, Math.max(boosts.get(key) ?? 0, strength));
      }
    }
  }
  const categories = options.prefer?.categories ?? [];
  const preferred = laws.filter(
    (l) =>
      (l.category && categories.includes(l.category)) ||
      (parsed.employment && isEmploymentLaw(l.norm)) ||
      (parsed.government && isPublicServiceLaw(l.norm)),
  );
  const prefer = preferred.length ? new Set(preferred.map((l) => l.id)) : undefined;

  let index: SearchIndex | null = null;
  const wanted = limit + results.length;
  let hits: { id: string; score: number }[] = [];
  if (words.length > 0 || boosts.size > 0) {
    index = await searchIndex(db);
    hits = search(index, {
      words,
      text: parsed.normalized,
      named,
      lawId: options.lawId,
      limit: semanticSearchEnabled(db) ? Math.max(wanted, SEMANTIC.depth) : wanted,
      boosts,
      prefer,
      referred,
    }).filter((h) => !seen.has(h.id));
  }
  // Reciprocal rank fusion of the lexical list (its boosts applied) and the nearest articles by meaning, within
  // the law searched or the law "this law" means (embeddings.ts, docs/decisions/035).
  const near = await semantic;
  if (near) {
    const semanticHits = near
      .nearest(SEMANTIC.depth + seen.size, options.lawId ?? referred)
      .filter((h) => !seen.has(h.id));
    hits = fuseRankings(hits.slice(0, SEMANTIC.depth), semanticHits.slice(0, SEMANTIC.depth));
  }
  hits = hits.slice(0, wanted);
  if (hits.length > 0) {
    const rows = rowsOf<Row>(
      await db.execute(sql`
        select a.id, a.law_id, l.title_ar as title, l.title_en, l.status, l.url, a.number, a.label, a.bis,
               ${WORDING_COLUMNS}
        from legal_articles a join legal_laws l on l.id = a.law_id
        where a.id in (${sql.join(
          hits.map((h) => sql`${h.id}`),
          sql`, `,
        )})`),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const highlight = index ? questionStems(index, words).map((lexeme) => ({ lexeme })) : [];
    for (const hit of hits) {
      const row = byId.get(hit.id);
      if (!row) continue;
      seen.add(row.id);
      results.push(toResult({ ...row, score: hit.score }, highlight));
    }
  }
  const articles = results.slice(0, limit);
  return {
    guides,
    articles,
    cited,
    // Asked even when the best articles share one law: the law score gathers them, it does not identify the law.
    unnamedLaw: unnamed && !referred && articles.length > 0,
    ...matching(
      question,
      parsed,
      index,
      articles.slice(0, 3).map((a) => a.articleId),
    ),
  };
}

function toResult(row: Row, terms: { lexeme: string }[]): RetrievedArticle {
  const w = wordingOf(row);
  const marker = wordingNotice(w);
  return {
    articleId: row.id,
    lawId: row.law_id,
    lawTitle: row.title,
    lawTitleEn: row.title_en ?? null,
    lawStatus: row.status,
    articleNumber: Number(row.number),
    articleLabel: row.label,
    bis: row.bis,
    // A superseded or repealed text is never shown bare: its notice comes first, whatever the window.
    excerpt: marker ? `${marker} ${excerpt(w.text, terms)}` : excerpt(w.text, terms),
    url: row.url,
    score: Number(row.score),
    wording: w.wording,
    amendedBy: w.amendedBy,
    inForceAsOf: w.inForceAsOf,
  };
}

export type ArticleWording = {
  wording: Wording;
  /** The in-force wording; for 'amended-unknown' and 'repealed', the original text (never in force). */
  text: string;
  amendedBy: string | null;
  inForceAsOf: string | null;
};

/** An article's wording as the importer consolidated it (corpus/consolidate.ts). */
export function wordingOf(row: WordingRow): ArticleWording {
  const wording = row.wording ?? 'original';
  const last = [...(row.amendments ?? [])].reverse().find((a) => a.decree && a.kind !== 'add-article');
  return {
    wording,
    text: (wording === 'original' || wording === 'amended' ? row.text_current : null) ?? row.text_ar,
    amendedBy: last?.decree ?? null,
    inForceAsOf: row.in_force_as_of ?? last?.date ?? null,
  };
}

/** The Arabic notice put before a text that is not the in-force wording, or null when it is. */
export function wordingNotice(
  w: Pick<ArticleWording, 'wording' | 'amendedBy' | 'inForceAsOf'>,
): string | null {
  const by = [w.amendedBy ? `بـ${w.amendedBy}` : '', w.inForceAsOf ? `وتاريخ ${w.inForceAsOf}` : '']
    .filter(Boolean)
    .join(' ');
  if (w.wording === 'amended-unknown')
    return `[عُدّلت هذه المادة${by ? ` ${by}` : ''}، والنص المعدّل ليس في هذه النسخة؛ ما يلي نصها الأصلي:]`;
  if (w.wording === 'repealed') return `[أُلغيت هذه المادة${by ? ` ${by}` : ''}؛ ما يلي نصها قبل الإلغاء:]`;
  return null;
}

/** The text shown and quoted for an article: the in-force wording, or the original behind its notice. */
export function displayText(row: WordingRow): string {
  const w = wordingOf(row);
  const marker = wordingNotice(w);
  return marker ? `${marker}\n${w.text}` : w.text;
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

export type SearchResult = {
  kind: 'article' | 'guide';
  lawId: string;
  lawTitle: string;
  articleNumber: number;
  articleLabel: string;
  excerpt: string;
  url: string;
  score: number;
  /** The article's id (articles only), for `/library/articles/:id`. */
  articleId?: string;
  guideId?: string;
};

/**
 * The library search (GET /api/legal/search): articles best first with the best matching guides among them: a
 * cited article stays first, the best guide comes right after the best article (first when no article matched),
 * further guides after the third article. Guides are filtered by `lawId` like articles.
 */
export async function searchLibrary(
  db: Db,
  question: string,
  options: RetrieveOptions = {},
): Promise<SearchResult[]> {
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
  const found = await research(db, question, { ...options, limit });
  const laws = (await lawIndex(db)).laws;
  const locale = options.locale ?? 'ar';
  const guides: SearchResult[] = [];
  for (const hit of found.guides.slice(0, 2)) {
    const first = hit.guide.citations[0]!;
    const law = resolveCitationLaw(laws, first);
    if (options.lawId && !hit.guide.citations.some((c) => resolveCitationLaw(laws, c)?.id === options.lawId))
      continue;
    guides.push({
      kind: 'guide',
      lawId: law?.id ?? first.lawId ?? '',
      lawTitle: law?.title ?? first.lawTitle,
      articleNumber: first.articles[0]!,
      articleLabel: hit.guide.title[locale],
      excerpt: hit.guide.summary[locale],
      url: `/library/guides/${hit.guide.id}`,
      score: hit.score,
      guideId: hit.guide.id,
    });
  }
  const articles: SearchResult[] = found.articles.map((r) => ({
    kind: 'article',
    lawId: r.lawId,
    lawTitle: r.lawTitle,
    articleNumber: r.articleNumber,
    articleLabel: r.articleLabel,
    excerpt: r.excerpt,
    url: articleUrl(r.lawId, r.articleNumber, r.bis),
    score: r.score,
    articleId: r.articleId,
  }));
  const merged = [...articles];
  if (guides[0]) merged.splice(Math.min(1, merged.length), 0, guides[0]);
  if (guides[1]) merged.splice(Math.min(4, merged.length), 0, guides[1]);
  return merged.slice(0, limit);
}

/** Whole article texts by id, for prompts: the in-force wording, or the original behind a notice saying so. */
export async function articleTexts(db: Db, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [id, w] of await articleWordings(db, ids)) out.set(id, displayText(w));
  return out;
}

/** The consolidated wording columns by id, for callers that say "amended by …" themselves. */
export async function articleWordings(
  db: Db,
  ids: string[],
): Promise<Map<string, WordingRow & ArticleWording>> {
  const out = new Map<string, WordingRow & ArticleWording>();
  if (ids.length === 0) return out;
  const rows = rowsOf<{ id: string } & WordingRow>(
    await db.execute(sql`
      select a.id, ${WORDING_COLUMNS} from legal_articles a
      where a.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  for (const row of rows) out.set(row.id, { ...row, ...wordingOf(row) });
  return out;
}
