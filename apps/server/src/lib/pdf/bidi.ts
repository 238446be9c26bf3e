export type TextDirection = 'rtl' | 'ltr';

// Strong right-to-left letters: Hebrew, Arabic, Syriac, Thaana, NKo and the Arabic presentation forms; not the
// Arabic-Indic digits, number signs or the Arabic comma, which are weak.
const STRONG_RTL =
  /[\u0590-\u05FF\u0606-\u060B\u060D-\u065F\u066A-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE]/u;
// Strong left-to-right letters (Latin, Greek, Cyrillic and other alphabets; not digits or punctuation).
const STRONG_LTR = /[A-Za-z\u00C0-\u024F\u0370-\u052F\u1E00-\u1FFF]/u;

/**
 * The base direction of a paragraph by its first strong letter (Unicode bidi rules P2–P3); a paragraph with
 * no letters (digits only, empty) takes the fallback.
 */
export function paragraphDirection(text: string, fallback: TextDirection = 'rtl'): TextDirection {
  for (const char of text) {
    if (STRONG_RTL.test(char)) return 'rtl';
    if (STRONG_LTR.test(char)) return 'ltr';
  }
  return fallback;
}

/** Splits text into paragraphs on line breaks, dropping empty ones. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
}
