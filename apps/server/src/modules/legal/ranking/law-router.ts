/**
 * Law routing: which laws a question is about, from a small model trained on how people ask about each law's
 * articles (the expansions, expansions.ts). Multinomial naive Bayes over the ranking index's stems: one class per law
 * that has expansion lines, and one "other" class trained on the statute text of every law that has none, so a
 * question about a law the expansions do not cover is not pushed towards one they do. The ranking multiplies an
 * article's score by 1 + RANKING.routerWeight × the posterior of its law (statute-index.ts).
 */

export type LawRouter = {
  /** Law ids of the classes; the last class is "other" (null). */
  laws: (string | null)[];
  /** Per class: log P(term | class) for every term id, smoothed. */
  logLikelihood: Float32Array[];
  logPrior: Float64Array;
};

export type RouterExample = { law: string | null; terms: ArrayLike<number> };

/** Smoothing of the per-class term counts (additive). */
const ALPHA = 0.1;

export function trainRouter(examples: Iterable<RouterExample>, vocabulary: number): LawRouter | null {
  const classOf = new Map<string | null, number>();
  const counts: Float64Array[] = [];
  const docs: number[] = [];
  for (const { law, terms } of examples) {
    let c = classOf.get(law);
    if (c === undefined) {
      c = counts.length;
      classOf.set(law, c);
      counts.push(new Float64Array(vocabulary));
      docs.push(0);
    }
    docs[c]! += 1;
    const row = counts[c]!;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i]!;
      if (t >= 0) row[t]! += 1;
    }
  }
  // A router needs at least one law besides "other".
  if ([...classOf.keys()].filter((law) => law !== null).length === 0) return null;
  const laws = [...classOf.keys()];
  const logLikelihood = counts.map((row) => {
    let total = 0;
    for (let t = 0; t < vocabulary; t++) total += row[t]!;
    const denominator = Math.log(total + ALPHA * vocabulary);
    const out = new Float32Array(vocabulary);
    for (let t = 0; t < vocabulary; t++) out[t] = Math.log(row[t]! + ALPHA) - denominator;
    return out;
  });
  // Uniform prior over classes: a law is not likelier because more lines were written for it.
  const logPrior = new Float64Array(laws.length).fill(-Math.log(laws.length));
  return { laws, logLikelihood, logPrior };
}

/**
 * Posterior probability of each law for a question's term ids; none when the question is likelier about a law the
 * expansions do not cover ("other" above `maxOther`), so such a question is left to the ranking alone.
 */
export function route(router: LawRouter, terms: Iterable<number>, maxOther = 1): Map<string, number> {
  const ids = [...terms];
  const out = new Map<string, number>();
  if (ids.length === 0) return out;
  const scores = router.laws.map((_, c) => {
    let s = router.logPrior[c]!;
    const row = router.logLikelihood[c]!;
    for (const t of ids) s += row[t]!;
    return s;
  });
  const best = Math.max(...scores);
  const weights = scores.map((s) => Math.exp(s - best));
  const sum = weights.reduce((a, b) => a + b, 0);
  const other = router.laws.indexOf(null);
  if (other >= 0 && weights[other]! / sum > maxOther) return out;
  router.laws.forEach((law, c) => {
    if (law !== null) out.set(law, weights[c]! / sum);
  });
  return out;
}
