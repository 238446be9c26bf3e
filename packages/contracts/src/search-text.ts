/**
 * Arabic normalisation, applied identically to documents and questions so that both sides match. The output is
 * plain words separated by single spaces, ready for `to_tsvector('arabic', …)`. The server stores conversations'
 * searchable text this way; the web app highlights a search's matches in the opened conversation with the same rules.
 */

const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x0660 + i)] = String(i);
  DIGITS[String.fromCharCode(0x06f0 + i)] = String(i);
}
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
// و/ف + ال: split only when at least two letters follow ال, so words such as والد or والي stay whole.
const CONJ_BEFORE_AL = /(^| )([وف])(ال\p{L}{2,})/gu;
// Word-final ه → ة (never the reverse): the stemmer strips ة but not ه.
const FINAL_HA = /\u0647(?= |$)/g;

/** The letter-by-letter part: marks and tatweel dropped, letter forms and digits unified, anything else a space. */
function fold(input: string): string {
  return input
    .replace(TASHKEEL, '')
    .replace(TATWEEL, '')
    .replace(EASTERN_DIGIT, (d) => DIGITS[d]!)
    .replace(ALEF_FORMS, 'ا')
    .replace(/\u0624/g, 'و')
    .replace(/[\u0626\u0649]/g, 'ي')
    .toLowerCase()
    .replace(NOT_WORD, ' ');
}

export function normalizeArabic(input: string): string {
  return fold(input.normalize('NFC')).trim().replace(CONJ_BEFORE_AL, '$1$2 $3').replace(FINAL_HA, 'ة');
}

export function tokenize(normalized: string): string[] {
  return normalized ? normalized.split(' ') : [];
}

/** A search's terms as the server matches them: each must appear in the conversation's normalised text. */
export function searchTerms(query: string): string[] {
  return tokenize(normalizeArabic(query));
}

// ه and ة are one letter for finding a term (the stored text turns a word's last ه into ة).
const foldForMatch = (text: string) => fold(text).replace(/\u0647/g, '\u0629');

/**
 * Where a search's terms appear in a text, as [start, end) offsets into the text itself, sorted and merged: the
 * same folding as the stored search text, letter by letter, so a marked-up "الإجازة" is found by "الاجازه". Terms of
 * one letter (a split-off و or ف) are not marked.
 */
export function searchMatches(text: string, terms: readonly string[]): [number, number][] {
  const wanted = [...new Set(terms.map(foldForMatch).filter((term) => term.trim().length > 1))];
  if (wanted.length === 0 || !text) return [];
  let folded = '';
  /** For each letter of `folded`, the text's offsets it came from. */
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const char of text) {
    const out = foldForMatch(char);
    for (let i = 0; i < out.length; i++) {
      from.push(offset);
      to.push(offset + char.length);
    }
    folded += out;
    offset += char.length;
  }
  const ranges: [number, number][] = [];
  for (const term of wanted) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      ranges.push([from[at]!, to[at + term.length - 1]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
