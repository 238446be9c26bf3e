/**
 * Client-side matching for highlights and the in-law filter. A lighter cousin of the server's normalizeArabic:
 * enough that a query typed without hamza or tashkeel, or with Arabic-Indic digits, still finds its words.
 */
const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

export function normalizeForMatch(text: string): string {
  return text
    .replace(TASHKEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase();
}

const STOP_WORDS = new Set([
  'من',
  'في',
  'على',
  'عن',
  'الي',
  'الا',
  'ما',
  'ماذا',
  'هل',
  'كم',
  'كيف',
  'او',
  'ان',
  'اذا',
  'مع',
  'هو',
  'هي',
  'the',
  'of',
  'and',
  'or',
  'to',
  'in',
  'for',
  'on',
  'is',
  'are',
  'what',
  'how',
  'can',
  'my',
  'an',
]);

// و/ف/ب/ك/ل + ال: "والعامل", "للعامل" and "العامل" all find "عامل".
const ARTICLE_PREFIX = /^(?:[وفبكل]?ال|لل)(?=..)/;

/** The words of a query worth matching: normalised, without the Arabic article and stop words. */
export function queryTerms(query: string): string[] {
  const words = normalizeForMatch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const terms = new Set<string>();
  for (const word of words) {
    if (STOP_WORDS.has(word)) continue;
    if (/^\d+$/.test(word)) {
      terms.add(word);
      continue;
    }
    const stem = word.replace(ARTICLE_PREFIX, '');
    if (stem.length >= 2) terms.add(stem);
  }
  return [...terms];
}

const LATIN = /^[a-z]/;

/**
 * Whether one word of a text matches a term: numbers whole; Latin words by their start ("award" → "awards");
 * Arabic words by containment (prefixes such as و، ب، لل stay on the word), a final ة/ه optional so that
 * "الخدمة" also finds "خدمته".
 */
export function wordMatches(word: string, terms: string[]): boolean {
  if (terms.length === 0) return false;
  const normal = normalizeForMatch(word);
  return terms.some((term) => {
    if (/^\d+$/.test(term)) return normal.replace(/\D+/g, ' ').split(' ').includes(term);
    if (LATIN.test(term)) return normal.replace(/^[^a-z]+/, '').startsWith(term);
    const root = term.length >= 4 && term.endsWith('ه') ? term.slice(0, -1) : term;
    return normal.includes(root);
  });
}

/** Every term occurs somewhere in the text (the in-law filter narrows as the user types more words). */
export function textMatchesAll(text: string, terms: string[]): boolean {
  const normal = normalizeForMatch(text);
  return terms.every((term) =>
    /^\d+$/.test(term) ? new RegExp(`(^|\\D)${term}(\\D|$)`).test(normal) : normal.includes(term),
  );
}
