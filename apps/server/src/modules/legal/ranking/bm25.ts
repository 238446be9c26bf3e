/**
 * The one BM25F core every legal index ranks with: statute articles (title/headings, body and expansion lines as
 * fields, statute-index.ts) and the built-in guides (title, keywords, summary, body, guide-index.ts). A term's
 * frequencies are summed over the fields, each weighted and normalised by its length, then saturated once —
 * BM25F as in Robertson & Zaragoza, "The Probabilistic Relevance Framework: BM25 and Beyond" (2009).
 */

/** Inverse document frequency of a term found in `df` of `n` documents (the "+1" form: never negative). */
export const bm25Idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** A field's length normalisation: 1 at the average length, `b` deciding how much length counts. */
export const fieldNorm = (b: number, length: number, averageLength: number) =>
  1 - b + (b * length) / averageLength;

/** A field's contribution to the pseudo-frequency: its weight × the term's count there, over its normalisation. */
export const fieldFrequency = (weight: number, count: number, norm: number) => (weight * count) / norm;

/** Saturation of the summed pseudo-frequency: the term's share of its IDF that a document earns (0..1). */
export const saturation = (frequency: number, k1: number) => frequency / (k1 + frequency);
