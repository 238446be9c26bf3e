import { stemmer } from 'stemmer';

/**
 * A light Arabic stemmer for ranking (after Larkey et al.'s "light10"), applied to normalised words
 * (normalize.ts) on documents and questions alike. Postgres' `arabic` snowball stemmer keeps ال on short words
 * (الهيية → الهي) and never merges لل/ب/ل forms; this one strips the article and common prefixes and suffixes,
 * and a leading ل/ب/ك only where the corpus says the shorter stem is the word (see `stemWith`).
 */

const PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ية', 'ه', 'ة', 'ي'];

export function lightStem(word: string): string {
  let w = word;
  if (w.length >= 4 && w[0] === 'و') w = w.slice(1);
  for (const p of PREFIXES) {
    if (w.startsWith(p) && w.length - p.length >= 2) {
      w = w.slice(p.length);
      break;
    }
  }
  for (const s of SUFFIXES) if (w.endsWith(s) && w.length - s.length >= 2) w = w.slice(0, -s.length);
  // The alef of an accusative ending (شيكا, وفقا): the tanween itself went with the tashkeel.
  if (w.length >= 4 && w.endsWith('ا')) w = w.slice(0, -1);
  return w;
}

const CLITICS = 'لبك';

/**
 * `lightStem`, and for a word of five letters or more that starts with ل, ب or ك (لاحكام, باخطار, لمزاولة): the
 * stem without that letter when the corpus holds that stem in at least as many articles. `df` is the document
 * frequency of plain light stems (null while it is being counted).
 */
export function stemWith(word: string, df: Map<string, number> | null): string {
  const s = lightStem(word);
  if (!df || word.length < 5 || !CLITICS.includes(word[0]!)) return s;
  const alt = lightStem(word.slice(1));
  return (df.get(alt) ?? 0) >= (df.get(s) ?? 0) ? alt : s;
}

/** Plurals Porter folds into a word of another sense ("goods" are not "good"): kept whole so the senses stay apart. */
const OWN_SENSE_PLURALS = new Set(['goods', 'customs', 'premises']);

/** An English word's stem (Porter), marked `e:` so it never meets an Arabic stem. */
export function englishStem(word: string): string {
  return `e:${OWN_SENSE_PLURALS.has(word) ? word : stemmer(word)}`;
}
