import { GUIDES, type Guide, type GuideTopic } from '../guides/index.ts';
import { ENGLISH_STOP_WORDS as EN_STOP, normalizeArabic, STOP_WORDS, tokenize } from '../text/normalize.ts';
import { englishStem, lightStem } from '../text/stem.ts';
import { SYNONYMS } from '../text/synonyms.ts';
import { bm25Idf, fieldFrequency, fieldNorm, saturation } from './bm25.ts';

/**
 * In-process BM25F index over the built-in guides (both languages in one document: Arabic and English words never
 * collide). Needs no database, so a fresh machine without an imported corpus still finds guides. Fields: title and
 * keywords weigh most, then the summary, then the body.
 */

export type GuideHit = {
  guide: Guide;
  score: number;
  /** Share of the question's known terms (IDF-weighted) that the guide contains, 0..1. */
  coverage: number;
  /**
   * Whether the match rests on more than English words in the body. Porter stems loosely and the English bodies
   * mention many things in passing ("restaurants" among one-year claims, "visas" under Nitaqat), so an English word
   * found only in the body does not make a guide confident; in the lay sets such matches were all off-topic or
   * secondary. Arabic words and article numbers count wherever they are (Arabic body matches do find right guides).
   */
  topical: boolean;
};

export const GUIDE_RANKING = {
  k1: 1.2,
  b: 0.6,
  fields: { title: 3, keywords: 3, summary: 1.5, body: 1 } as Record<Field, number>,
  expansionWeight: 0.5,
  /** Each adjacent pair of question stems found adjacent in the guide: this × the pair's IDF over the guides. */
  pairWeight: 0.5,
  /** A keyword of several words found whole in the question: this × its word count. */
  phraseWeight: 1,
  /** A guide is "confident" (shown in answers, used to boost its cited articles) from these on. */
  minScore: 3,
  minCoverage: 0.45,
};

type Field = 'title' | 'keywords' | 'summary' | 'body';

const LATIN = /^[a-z0-9]+$/;
const ARTICLE_WORDS = new Set(['المادة', 'مادة', 'م', 'article', 'art', 'للمادة', 'بالمادة', 'والمادة']);
const SYNONYMS_NORM = SYNONYMS.map(
  ([k, v]) => [tokenize(normalizeArabic(k)), v.map(normalizeArabic)] as const,
);

/** Stems of a normalised text: English words by Porter, Arabic words by the light stemmer; stop words dropped. */
export function guideTerms(normalized: string): string[] {
  const out: string[] = [];
  let previous = '';
  for (const w of tokenize(normalized)) {
    const after = previous;
    previous = w;
    // A number counts only as an article reference ("المادة 77", "article 84").
    if (/^\d+$/.test(w)) {
      if (ARTICLE_WORDS.has(after)) out.push(`art:${w}`);
      continue;
    }
    if (w.length < 2) continue;
    if (LATIN.test(w)) {
      if (!EN_STOP.has(w)) out.push(englishStem(w));
    } else if (!STOP_WORDS.has(w)) out.push(lightStem(w));
  }
  return out;
}

type Doc = {
  guide: Guide;
  tf: Map<string, Map<Field, number>>;
  len: Record<Field, number>;
  /** Adjacent stem pairs in any field ("a b"). */
  pairs: Set<string>;
  /** Keywords of two stems or more, as stem sequences. */
  phrases: string[][];
};
type Index = {
  idf: Map<string, number>;
  pairIdf: Map<string, number>;
  maxIdf: number;
  docs: Doc[];
  avg: Record<Field, number>;
};

let built: Index | null = null;
const FIELDS: Field[] = ['title', 'keywords', 'summary', 'body'];

function pairsOf(terms: string[], into: Set<string>) {
  for (let k = 1; k < terms.length; k++) into.add(`${terms[k - 1]} ${terms[k]}`);
}

function build(): Index {
  const docs: Doc[] = GUIDES.map((guide) => {
    const pieces: Record<Field, string[]> = {
      title: [guide.title.ar, guide.title.en],
      keywords: [...guide.keywords.ar, ...guide.keywords.en],
      summary: [guide.summary.ar, guide.summary.en],
      body: [guide.body.ar, guide.body.en],
    };
    const tf = new Map<string, Map<Field, number>>();
    const len = { title: 0, keywords: 0, summary: 0, body: 0 };
    const pairs = new Set<string>();
    const phrases: string[][] = [];
    for (const f of FIELDS) {
      for (const piece of pieces[f]) {
        const terms = guideTerms(normalizeArabic(piece));
        if (f === 'keywords' && terms.length >= 2) phrases.push(terms);
        pairsOf(terms, pairs);
        len[f] += terms.length;
        for (const t of terms) {
          let e = tf.get(t);
          if (!e) {
            e = new Map();
            tf.set(t, e);
          }
          e.set(f, (e.get(f) ?? 0) + 1);
        }
      }
    }
    return { guide, tf, len, pairs, phrases };
  });
  const n = Math.max(docs.length, 1);
  const avg = { title: 0, keywords: 0, summary: 0, body: 0 };
  for (const d of docs) for (const f of FIELDS) avg[f] += d.len[f] / n;
  const df = new Map<string, number>();
  const pairDf = new Map<string, number>();
  for (const d of docs) {
    for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    for (const p of d.pairs) pairDf.set(p, (pairDf.get(p) ?? 0) + 1);
  }
  const idf = new Map<string, number>();
  for (const [t, k] of df) idf.set(t, bm25Idf(n, k));
  const pairIdf = new Map<string, number>();
  for (const [p, k] of pairDf) pairIdf.set(p, bm25Idf(n, k));
  return { idf, pairIdf, maxIdf: bm25Idf(n, 1), docs, avg };
}

function index(): Index {
  if (!built || built.docs.length !== GUIDES.length) built = build();
  return built;
}

export type GuideSearchOptions = {
  limit?: number;
  /** Guides of these topics rank higher (an assistant's preference), ×1.5. */
  topics?: readonly GuideTopic[];
  /** Only confident matches (GUIDE_RANKING.minScore / minCoverage). */
  confidentOnly?: boolean;
  /** Earlier text a follow-up question refers to: its words count at `expansionWeight` (fully when the question
   * has no words of its own). */
  context?: string;
};

const containsRun = (seq: string[], run: string[]) => {
  outer: for (let i = 0; i + run.length <= seq.length; i++) {
    for (let k = 0; k < run.length; k++) if (seq[i + k] !== run[k]) continue outer;
    return true;
  }
  return false;
};

/** Guides for a question, best first. */
export function searchGuides(question: string, options: GuideSearchOptions = {}): GuideHit[] {
  const r = GUIDE_RANKING;
  const { idf, pairIdf, maxIdf, docs, avg } = index();
  const normalized = normalizeArabic(question);
  const sequence = guideTerms(normalized);
  const query = new Map<string, number>();
  for (const t of sequence) query.set(t, 1);
  const present = new Set(tokenize(normalized));
  for (const [keys, values] of SYNONYMS_NORM) {
    if (!keys.every((k) => present.has(k))) continue;
    for (const t of guideTerms(values.join(' '))) if (!query.has(t)) query.set(t, r.expansionWeight);
  }
  if (options.context) {
    // A follow-up with no words of its own ("and in Saudi Arabia?") is its context.
    const weight = sequence.length > 0 ? r.expansionWeight : 1;
    for (const t of guideTerms(normalizeArabic(options.context))) if (!query.has(t)) query.set(t, weight);
  }
  // Words no guide contains lower the coverage (at half the weight of the rarest known word).
  let total = 0;
  let knownAny = false;
  for (const [t, w] of query) {
    const termIdf = idf.get(t);
    if (termIdf !== undefined) knownAny = true;
    total += (termIdf ?? maxIdf * 0.5) * w;
  }
  if (!knownAny) return [];
  const questionPairs = new Set<string>();
  pairsOf(sequence, questionPairs);

  const hits: GuideHit[] = [];
  for (const d of docs) {
    let score = 0;
    let matched = 0;
    let topical = false;
    for (const [t, w] of query) {
      const e = d.tf.get(t);
      if (!e) continue;
      if (!t.startsWith('e:') || [...e.keys()].some((f) => f !== 'body')) topical = true;
      let x = 0;
      for (const [f, count] of e)
        x += fieldFrequency(r.fields[f], count, fieldNorm(r.b, d.len[f], Math.max(avg[f], 1)));
      const termIdf = idf.get(t) ?? 0;
      score += termIdf * w * saturation(x, r.k1);
      matched += termIdf * w;
    }
    if (score === 0) continue;
    for (const p of questionPairs) if (d.pairs.has(p)) score += r.pairWeight * (pairIdf.get(p) ?? 0);
    for (const phrase of d.phrases)
      if (containsRun(sequence, phrase)) score += r.phraseWeight * phrase.length;
    if (options.topics?.includes(d.guide.topic)) score *= 1.5;
    hits.push({ guide: d.guide, score, coverage: matched / total, topical });
  }
  hits.sort((a, b) => b.score - a.score);
  const out = options.confidentOnly ? hits.filter(isConfident) : hits;
  return out.slice(0, options.limit ?? 5);
}

export const isConfident = (hit: GuideHit) =>
  hit.score >= GUIDE_RANKING.minScore && hit.coverage >= GUIDE_RANKING.minCoverage && hit.topical;
