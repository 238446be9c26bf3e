import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { bundledExpansions, type Expansions, expansionKey } from '../expansions/expansions.ts';
import { normalizeArabic, STOP_WORDS, tokenize } from '../text/normalize.ts';
import { englishStem, lightStem, stemWith } from '../text/stem.ts';
import { bm25Idf, fieldFrequency, fieldNorm, saturation } from './bm25.ts';
import { indexCache, numberLaws } from './index-cache.ts';
import { type LawRouter, type RouterExample, route, trainRouter } from './law-router.ts';

/**
 * In-process ranking index over the statute articles (docs/decisions/031). The database stays the source of
 * truth: the index is built from `legal_articles.search_head`/`search_text` on first use, rebuilt after an import
 * (`invalidateSearchIndex`) and when the articles change under it (checked at most once a minute), the same on
 * PGlite and PostgreSQL. Ranking is BM25F over light stems (title/headings — with the law's English title, so an
 * English question naming its law meets it —, body, and the article's expansions —
 * how people ask about it, expansions.ts — as three fields; English words by their Porter stems), a bonus for
 * question bigrams found in the article, and a law-level score from the law's best articles.
 */

/** Tuning knobs, kept together so the benchmark's figures can be traced to them (docs/decisions/031). */
export const RANKING = {
  k1: 1.2,
  /** Length normalisation of the body and of the title/headings field. */
  bodyB: 0.75,
  headB: 0.5,
  /** A term in the law title or headings, relative to one in the article body (BM25F field weight). */
  headWeight: 2,
  /** A term in the article's expansions (lay Arabic and English lines), relative to one in the body. */
  expansionFieldWeight: 1,
  /** Length normalisation of the expansions field. */
  expB: 0.75,
  /** Weight of words that came from the synonyms table or the glossary rather than from the question. */
  expansionWeight: 0.5,
  /** Weight of the Arabic words the glossary put in for an English question's phrases: below the question's own
   * English words, which meet the English expansion lines of the right law, where a generic glossary word
   * ("company", "wife") matches every article of the law that uses it most. */
  glossaryWeight: 0.5,
  /** Words of the earlier turn a short follow-up question refers to. */
  contextWeight: 0.5,
  /** Two adjacent question stems found adjacent in the article: this × the pair's IDF. */
  bigramWeight: 0.3,
  /** Pairs in more articles than this say nothing. */
  bigramMaxDf: 2000,
  /** Articles re-ranked with bigrams and the law score, best unigram scores first. */
  rerankDepth: 400,
  /** Law score: mean of the law's best `lawTopK` article scores, added with this weight. */
  lawWeight: 0.3,
  lawTopK: 3,
  repealedFactor: 0.6,
  /** Articles of a law the question names. */
  namedLawFactor: 1.6,
  /** Articles of the law a question about "this law" means (named earlier in the conversation): its matching
   * articles come first, as if searched within it, and other laws' follow (the reference may be misread). */
  referredLawFactor: 10,
  /** Articles a confidently matching guide cites: + this × the guide's strength × the best score. */
  guideWeight: 0.5,
  /** The boost scales with the guide's coverage of the question to this power (statute-worded questions match
   * guides only in part; lay questions match them whole). */
  guideCoveragePower: 1,
  /** Laws an assistant prefers (its categories). */
  preferredLawFactor: 1.3,
  /** An article's score × (1 + this × the law router's posterior for its law), law-router.ts. */
  routerWeight: 0.25,
  /** The router is not used when the question is likelier (above this) about a law without expansions. */
  routerMaxOther: 0.02,
  /** An Arabic question stem of this many letters or more also matches its pattern variants (one of ا و ي ت more
   * or fewer: the verb اعترض and the noun اعتراض), at this weight of the word's own. */
  variantMinLength: 5,
  variantWeight: 0.5,
};

export type SearchHit = { id: string; score: number };
export type SearchQuery = {
  /** Content words (normalised) and their weights: 1 for the question's own words, less for expansions. */
  words: { word: string; weight: number }[];
  /** The normalised question, for adjacent pairs. */
  text: string;
  /** Laws the question names, best first. */
  named: string[];
  lawId?: string;
  limit: number;
  /** `lawId#number` → strength (0..1) of the guides citing that article. */
  boosts?: Map<string, number>;
  /** Laws to prefer (an assistant's filter). */
  prefer?: Set<string>;
  /** When none of the words is known: read them as the nearest known spellings (default true). */
  spelling?: boolean;
  /** The law "this law" refers to, from the conversation. */
  referred?: string;
};

type Postings = { docs: Int32Array; sat: Float32Array };

export type SearchIndex = {
  builtAt: number;
  checkedAt: number;
  signature: string;
  buildMs: number;
  articles: number;
  terms: number;
  /** Articles with expansion lines, and expansion entries whose article the corpus lacks (its law is present). */
  expanded: number;
  expansionsMissing: string[];
  ids: string[];
  /** `lawId#number` (not bis) → article index. */
  byKey: Map<string, number>;
  lawOf: Int32Array;
  lawIds: string[];
  repealed: Uint8Array;
  termIds: Map<string, number>;
  postings: Postings[];
  idf: Float64Array;
  /** Per article: head term ids, -1, body term ids, then -2 and the expansion lines separated by -1 (stop words
   * dropped), for adjacent pairs. */
  sequences: Int32Array[];
  /** Articles per adjacent pair (ids × 2^21 + id), for pairs in two articles or more. */
  bigramDf: Map<number, number>;
  /** Which laws a question is about (law-router.ts), trained on the expansions; null without any. */
  router: LawRouter | null;
  /** ل/ب/ك resolution (stem.ts) and a memo of word → stem. */
  stemDf: Map<string, number>;
  stems: Map<string, string>;
  scratch: Float64Array;
  /** Known stems by script and length, made the first time a question needs spelling correction. */
  spellings?: Map<string, string[]>;
  /** Known pattern variants of an Arabic term (verb and noun forms of a root: اعترض/اعتراض), memoised per term. */
  variants?: Map<number, number[]>;
  termList?: string[];
};

const PAIR = 2 ** 21;
const STOP = STOP_WORDS;
const CHECK_MS = 60_000;

type ArticleRow = {
  id: string;
  law_id: string;
  number: number;
  bis: boolean;
  status: string | null;
  head: string;
  body: string;
};
type SignatureRow = { n: number; at: string | null };

async function signature(db: Db): Promise<string> {
  const [row] = rowsOf<SignatureRow>(
    await db.execute(sql`
      select (select count(*) from legal_articles)::int as n, (select max(updated_at) from legal_laws)::text as at`),
  );
  return `${row?.n ?? 0}/${row?.at ?? ''}`;
}

const searchIndexes = indexCache({
  build: (db) => buildIndex(db),
  signature: (db) => signature(db),
  checkMs: CHECK_MS,
});

/** The index for this database: built once, shared by concurrent callers, rebuilt when the articles change. */
export const searchIndex = (db: Db): Promise<SearchIndex> => searchIndexes.get(db);

export function invalidateSearchIndex(db: Db) {
  searchIndexes.invalidate(db);
}

const termsOf = (text: string) => tokenize(text).filter((w) => !STOP.has(w));
const LATIN = /[a-z]/;

export async function buildIndex(db: Db, expansions: Expansions = bundledExpansions()): Promise<SearchIndex> {
  const started = performance.now();
  const sig = await signature(db);
  const rows = rowsOf<ArticleRow>(
    await db.execute(sql`
      select a.id, a.law_id, a.number, a.bis, l.status, a.search_head || ' ' || lower(coalesce(l.title_en, '')) as head, a.search_text as body
      from legal_articles a join legal_laws l on l.id = a.law_id
      order by a.law_id, a.number, a.bis`),
  );
  const n = rows.length;

  // Pass 1: document frequencies of plain light stems, which decide whether a leading ل/ب/ك is a prefix.
  const stemDf = new Map<string, number>();
  const words = rows.map((r) => ({ head: termsOf(r.head), body: termsOf(r.body) }));
  for (const w of words) {
    const seen = new Set<string>();
    for (const x of w.head) seen.add(lightStem(x));
    for (const x of w.body) seen.add(lightStem(x));
    for (const s of seen) stemDf.set(s, (stemDf.get(s) ?? 0) + 1);
  }
  const stems = new Map<string, string>();
  const stemOf = (word: string) => {
    let s = stems.get(word);
    if (s === undefined) {
      s = LATIN.test(word) ? englishStem(word) : stemWith(word, stemDf);
      stems.set(word, s);
    }
    return s;
  };
  // Expansion lines of each article (normalised words, one list a line); which keys the corpus lacks.
  const lawsPresent = new Set(rows.map((row) => row.law_id));
  const used = new Set<string>();
  const expansionLines = rows.map((row) => {
    const key = expansionKey(row.law_id, Number(row.number), row.bis);
    const lines = expansions.lines.get(key);
    if (!lines) return [];
    used.add(key);
    return lines.map((line) =>
      termsOf(normalizeArabic(line)).filter((w) => w.length > 1 && !/^\d+$/.test(w)),
    );
  });
  const expansionsMissing = [...expansions.lines.keys()].filter(
    (key) => !used.has(key) && lawsPresent.has(key.slice(0, key.indexOf('#'))),
  );

  // Pass 2: term ids, per-article sequences and field frequencies.
  const termIds = new Map<string, number>();
  const idOf = (stem: string) => {
    let id = termIds.get(stem);
    if (id === undefined) {
      id = termIds.size;
      termIds.set(stem, id);
    }
    return id;
  };
  const sequences: Int32Array[] = new Array(n);
  const headLen = new Float64Array(n);
  const bodyLen = new Float64Array(n);
  const expLen = new Float64Array(n);
  const bigramDf = new Map<number, number>();
  let headSum = 0;
  let bodySum = 0;
  let expSum = 0;
  let expanded = 0;
  for (let i = 0; i < n; i++) {
    const head = words[i]!.head.map((w) => idOf(stemOf(w)));
    const body = words[i]!.body.map((w) => idOf(stemOf(w)));
    const lines = expansionLines[i]!.map((line) => line.map((w) => idOf(stemOf(w))));
    const exp: number[] = [];
    let expWords = 0;
    for (const line of lines) {
      exp.push(-1, ...line);
      expWords += line.length;
    }
    expLen[i] = expWords;
    if (lines.length > 0) exp[0] = -2;
    const seq = new Int32Array(head.length + 1 + body.length + exp.length);
    seq.set(head, 0);
    seq[head.length] = -1;
    seq.set(body, head.length + 1);
    seq.set(exp, head.length + 1 + body.length);
    sequences[i] = seq;
    headLen[i] = head.length;
    bodyLen[i] = body.length;
    headSum += head.length;
    bodySum += body.length;
    if (expLen[i]! > 0) {
      expSum += expLen[i]!;
      expanded++;
    }
    const pairs = new Set<number>();
    for (let k = 1; k < seq.length; k++)
      if (seq[k - 1]! >= 0 && seq[k]! >= 0) pairs.add(seq[k - 1]! * PAIR + seq[k]!);
    for (const p of pairs) bigramDf.set(p, (bigramDf.get(p) ?? 0) + 1);
  }
  words.length = 0;
  expansionLines.length = 0;

  // The law router learns each expanded law from its expansion lines, and "other" from every other law's text.
  const expandedLaws = new Set([...used].map((key) => key.slice(0, key.indexOf('#'))));
  const router = trainRouter(
    (function* (): Generator<RouterExample> {
      for (let i = 0; i < n; i++) {
        const law = rows[i]!.law_id;
        const seq = sequences[i]!;
        if (!expandedLaws.has(law)) yield { law: null, terms: seq };
        else {
          const start = seq.indexOf(-2);
          if (start >= 0) yield { law, terms: seq.subarray(start + 1) };
        }
      }
    })(),
    termIds.size,
  );
  // Two thirds of the pairs occur in one article only: those are left out, and a missing pair counts as df 1.
  for (const [p, df] of bigramDf) if (df < 2) bigramDf.delete(p);

  // Pass 3: postings with the BM25F saturation precomputed (field lengths are fixed until the next build).
  const r = RANKING;
  const avgHead = Math.max(headSum / Math.max(n, 1), 1);
  const avgBody = Math.max(bodySum / Math.max(n, 1), 1);
  const avgExp = Math.max(expSum / Math.max(expanded, 1), 1);
  const lists: { docs: number[]; sat: number[] }[] = Array.from({ length: termIds.size }, () => ({
    docs: [],
    sat: [],
  }));
  for (let i = 0; i < n; i++) {
    const seq = sequences[i]!;
    const tf = new Map<number, { h: number; b: number; x: number }>();
    // 0: head, 1: body, 2: expansions (-1 ends the head, -2 starts the expansions, -1 inside them ends a line).
    let field = 0;
    for (const t of seq) {
      if (t === -2) field = 2;
      else if (t === -1) field = Math.max(field, 1);
      if (t < 0) continue;
      let e = tf.get(t);
      if (!e) {
        e = { h: 0, b: 0, x: 0 };
        tf.set(t, e);
      }
      if (field === 2) e.x++;
      else if (field === 1) e.b++;
      else e.h++;
    }
    const headNorm = fieldNorm(r.headB, headLen[i]!, avgHead);
    const bodyNorm = fieldNorm(r.bodyB, bodyLen[i]!, avgBody);
    const expNorm = fieldNorm(r.expB, expLen[i]!, avgExp);
    for (const [t, e] of tf) {
      const x =
        fieldFrequency(r.headWeight, e.h, headNorm) +
        fieldFrequency(1, e.b, bodyNorm) +
        fieldFrequency(r.expansionFieldWeight, e.x, expNorm);
      const list = lists[t]!;
      list.docs.push(i);
      list.sat.push(saturation(x, r.k1));
    }
  }
  const postings = lists.map((l) => ({ docs: Int32Array.from(l.docs), sat: Float32Array.from(l.sat) }));
  const idf = Float64Array.from(postings, (p) => bm25Idf(n, p.docs.length));

  const { lawIds, lawOf } = numberLaws(rows);
  const repealed = Uint8Array.from(rows, (row) => (row.status === 'repealed' ? 1 : 0));
  const now = Date.now();
  return {
    builtAt: now,
    checkedAt: now,
    signature: sig,
    buildMs: Math.round(performance.now() - started),
    articles: n,
    terms: termIds.size,
    expanded,
    expansionsMissing,
    ids: rows.map((row) => row.id),
    byKey: new Map(
      rows.flatMap((row, i) => (row.bis ? [] : [[`${row.law_id}#${Number(row.number)}`, i] as const])),
    ),
    lawOf,
    lawIds,
    repealed,
    termIds,
    postings,
    idf,
    sequences,
    bigramDf,
    router,
    stemDf,
    stems,
    scratch: new Float64Array(n),
  };
}

function stemIn(index: SearchIndex, word: string): string {
  let s = index.stems.get(word);
  if (s === undefined) {
    s = LATIN.test(word) ? englishStem(word) : stemWith(word, index.stemDf);
    if (index.stems.size < 500_000) index.stems.set(word, s);
  }
  return s;
}

/** The question's stems that the corpus knows, as term ids with weights (the largest weight wins). */
/** Whether an article (by id) has a word in one of its fields — head, body or expansions. */
export function articleHasWord(index: SearchIndex, articleId: string, word: string): boolean {
  const term = index.termIds.get(stemIn(index, word));
  const doc = index.ids.indexOf(articleId);
  if (term === undefined || doc < 0) return false;
  const { docs } = index.postings[term]!;
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (docs[mid] === doc) return true;
    if (docs[mid]! < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

export function queryTerms(index: SearchIndex, words: SearchQuery['words']): Map<number, number> {
  const terms = new Map<number, number>();
  for (const { word, weight } of words) {
    if (STOP.has(word)) continue;
    const id = index.termIds.get(stemIn(index, word));
    if (id === undefined) continue;
    if (weight > (terms.get(id) ?? 0)) terms.set(id, weight);
  }
  return terms;
}

/** Optimal string alignment distance (one transposition counts one edit), or `max + 1` once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Edits allowed between an unknown stem and a known one: none below four letters, two from eight. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * A misspelt question none of whose words the corpus knows ("my landlrod kept the deposite", "ايجاري انتها"):
 * each unknown word read as the known stem nearest in spelling (fewest edits, then the most articles), so a
 * question is never left without articles because of its typing. Only used when nothing else matched.
 */
export function nearestKnownTerms(index: SearchIndex, words: SearchQuery['words']): Map<number, number> {
  if (!index.spellings) {
    const byKey = new Map<string, string[]>();
    for (const term of index.termIds.keys()) {
      const latin = term.startsWith('e:');
      const key = `${latin ? 'e' : 'a'}${latin ? term.length - 2 : term.length}`;
      const list = byKey.get(key);
      if (list) list.push(term);
      else byKey.set(key, [term]);
    }
    index.spellings = byKey;
  }
  const terms = new Map<number, number>();
  for (const { word, weight } of words) {
    if (STOP.has(word)) continue;
    const stem = stemIn(index, word);
    const latin = stem.startsWith('e:');
    const bare = latin ? stem.slice(2) : stem;
    const max = allowedEdits(bare.length);
    if (max === 0 || /\d/.test(bare)) continue;
    let found: { id: number; edits: number; df: number } | null = null;
    for (let length = bare.length - max; length <= bare.length + max; length++) {
      for (const term of index.spellings.get(`${latin ? 'e' : 'a'}${length}`) ?? []) {
        const edits = editDistance(bare, latin ? term.slice(2) : term, max);
        if (edits > max) continue;
        const id = index.termIds.get(term)!;
        const df = index.postings[id]!.docs.length;
        if (!found || edits < found.edits || (edits === found.edits && df > found.df))
          found = { id, edits, df };
      }
    }
    if (found && weight > (terms.get(found.id) ?? 0)) terms.set(found.id, weight);
  }
  return terms;
}

/** Letters Arabic derivation patterns add to a root, one at a time (اعترض → اعتراض). */
const PATTERN_LETTERS = new Set(['ا', 'و', 'ي', 'ت']);

/** Whether one stem is the other with one pattern letter added (verb and noun forms of a root). */
export function patternVariant(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++)
    if (long.slice(0, i) + long.slice(i + 1) === short) return PATTERN_LETTERS.has(long[i]!);
  return false;
}

function variantsOf(index: SearchIndex, id: number, stem: string): number[] {
  index.variants ??= new Map();
  let list = index.variants.get(id);
  if (list) return list;
  list = [];
  if (!index.spellings) nearestKnownTerms(index, []);
  for (let length = stem.length - 1; length <= stem.length + 1; length++)
    for (const term of index.spellings!.get(`a${length}`) ?? [])
      if (term !== stem && patternVariant(stem, term)) list.push(index.termIds.get(term)!);
  if (index.variants.size < 100_000) index.variants.set(id, list);
  return list;
}

/** Adds, at a lower weight, the known pattern variants of each long Arabic question stem (اعترض → اعتراض). */
function addVariants(index: SearchIndex, terms: Map<number, number>) {
  const r = RANKING;
  index.termList ??= [...index.termIds.keys()];
  const byId = index.termList;
  for (const [id, weight] of [...terms]) {
    const stem = byId[id]!;
    if (stem.startsWith('e:') || stem.length < r.variantMinLength) continue;
    for (const n of variantsOf(index, id, stem)) {
      const w = weight * r.variantWeight;
      if (w > (terms.get(n) ?? 0)) terms.set(n, w);
    }
  }
}

/** The stems of the question's words that the corpus knows (for excerpts). */
export function questionStems(index: SearchIndex, words: SearchQuery['words']): string[] {
  const out = new Set<string>();
  for (const { word } of words) {
    const s = stemIn(index, word);
    if (!STOP.has(word) && index.termIds.has(s)) out.add(s);
  }
  return [...out];
}

/** Ranked article ids for a question (synchronous: the scratch buffer is never shared across awaits). */
export function search(index: SearchIndex, query: SearchQuery): SearchHit[] {
  const r = RANKING;
  let terms = queryTerms(index, query.words);
  if (terms.size === 0 && query.spelling !== false) terms = nearestKnownTerms(index, query.words);
  else if (r.variantWeight > 0) addVariants(index, terms);
  if (terms.size === 0 && !query.boosts?.size) return [];
  const scores = index.scratch;
  const touched: number[] = [];
  for (const [t, weight] of terms) {
    const w = index.idf[t]! * weight;
    const { docs, sat } = index.postings[t]!;
    for (let j = 0; j < docs.length; j++) {
      const d = docs[j]!;
      if (scores[d] === 0) touched.push(d);
      scores[d] = scores[d]! + w * sat[j]!;
    }
  }
  const only = query.lawId === undefined ? -1 : index.lawIds.indexOf(query.lawId);
  let candidates: { d: number; s: number }[] = [];
  for (const d of touched) {
    if (query.lawId === undefined || index.lawOf[d] === only) candidates.push({ d, s: scores[d]! });
    scores[d] = 0;
  }
  candidates.sort((a, b) => b.s - a.s);
  candidates = candidates.slice(0, r.rerankDepth);

  // Adjacent question stems found adjacent in the article (the questions reuse the statutes' wording).
  const pairs = new Map<number, number>();
  const seq = tokenize(query.text)
    .filter((w) => !STOP.has(w))
    .map((w) => index.termIds.get(stemIn(index, w)) ?? -1);
  for (let k = 1; k < seq.length; k++) {
    if (seq[k - 1]! < 0 || seq[k]! < 0) continue;
    const key = seq[k - 1]! * PAIR + seq[k]!;
    const df = index.bigramDf.get(key) ?? 1;
    if (df > r.bigramMaxDf) continue;
    pairs.set(key, r.bigramWeight * bm25Idf(index.articles, df));
  }
  if (pairs.size > 0) {
    for (const c of candidates) {
      const s = index.sequences[c.d]!;
      const found = new Set<number>();
      for (let k = 1; k < s.length; k++) {
        const key = s[k - 1]! * PAIR + s[k]!;
        if (s[k - 1]! >= 0 && s[k]! >= 0 && pairs.has(key)) found.add(key);
      }
      for (const key of found) c.s += pairs.get(key)!;
    }
  }

  // Law score: the mean of the law's best articles, so evidence spread over a law's articles counts.
  const byLaw = new Map<number, number[]>();
  for (const c of candidates) {
    const l = index.lawOf[c.d]!;
    const list = byLaw.get(l);
    if (list) list.push(c.s);
    else byLaw.set(l, [c.s]);
  }
  const lawScore = new Map<number, number>();
  for (const [l, list] of byLaw) {
    list.sort((a, b) => b - a);
    let sum = 0;
    for (let k = 0; k < Math.min(r.lawTopK, list.length); k++) sum += list[k]!;
    lawScore.set(l, sum / r.lawTopK);
  }
  const named = new Set(query.named.slice(0, 3));
  const routed =
    index.router && query.lawId === undefined ? route(index.router, terms.keys(), r.routerMaxOther) : null;
  const hits = candidates.map(({ d, s }) => {
    let score = s + r.lawWeight * lawScore.get(index.lawOf[d]!)!;
    if (index.repealed[d]) score *= r.repealedFactor;
    const law = index.lawIds[index.lawOf[d]!]!;
    if (named.has(law)) score *= r.namedLawFactor;
    if (law === query.referred) score *= r.referredLawFactor;
    if (query.prefer?.has(law)) score *= r.preferredLawFactor;
    if (routed) score *= 1 + r.routerWeight * (routed.get(law) ?? 0);
    return { d, id: index.ids[d]!, score };
  });
  // Articles cited by the guides the question matches (how English questions reach Arabic articles), added
  // relative to the best score so the boost means the same whatever the question's length.
  if (query.boosts && query.boosts.size > 0) {
    const best = hits.reduce((m, h) => Math.max(m, h.score), 0) || 1;
    const byDoc = new Map(hits.map((h) => [h.d, h]));
    for (const [key, strength] of query.boosts) {
      const d = index.byKey.get(key);
      if (d === undefined) continue;
      if (query.lawId !== undefined && index.lawOf[d] !== only) continue;
      const bonus = r.guideWeight * strength * best;
      const hit = byDoc.get(d);
      if (hit) hit.score += bonus;
      else {
        const added = { d, id: index.ids[d]!, score: bonus };
        hits.push(added);
        byDoc.set(d, added);
      }
    }
  }
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, query.limit).map(({ id, score }) => ({ id, score }));
}
