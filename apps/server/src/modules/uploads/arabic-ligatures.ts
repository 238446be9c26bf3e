/**
 * Arabic fonts draw lam followed by alef as one ligature glyph (لا لأ لإ لآ). A PDF's text layer maps that glyph to
 * its two letters, and the extractors (pdf.js, poppler) then turn the right-to-left line, drawn in visual order,
 * back into reading order letter by letter — reversing the two letters too: "الإيجار" comes out as "اإليجار",
 * "والالتزام" as "وااللتزام", "لا يجوز" as "ال يجوز". Word processors and react-pdf alike write such PDFs.
 *
 * In such text no lam stands before an alef except before a reversed ligature (original "للا" reads "لال"), and
 * every reversed ligature reads alef-lam — like the article and words such as "مال". The repair puts back what is
 * certain: a lam-alef-lam (لأل ← للأ), alef before a hamza-alef and lam (األ اإل اآل ← الأ الإ الآ), alef alef lam
 * (اال ← الا), a hamza-alef and alef-lam ending a word (إال ← إلا), alef-lam-lam ending a word (خالل ← خلال), and
 * the article standing alone (ال ← لا; وال ← ولا, فال ← فلا). Other reversed ligatures spell real words too
 * ("سالم" for "سلام", "عالقة" for "علاقة") and are left as they are.
 */

const LETTER = '\\u0621-\\u064A';
const WORD_END = `(?![${LETTER}])`;
const WORD_START = `(?<![${LETTER}])`;

const REPAIRS: [RegExp, string][] = [
  [/ل([اأإآ])ل/g, 'لل$1'],
  [/ا([أإآ])ل/g, 'ال$1'],
  [/اال/g, 'الا'],
  [new RegExp(`([أإ])ال${WORD_END}`, 'g'), '$1لا'],
  [new RegExp(`الل${WORD_END}`, 'g'), 'لال'],
  [new RegExp(`${WORD_START}([وف]?)ال${WORD_END}`, 'g'), '$1لا'],
];

/** Sequences only a reversed ligature makes. */
const REVERSED = new RegExp(`ا[أإآ]ل|اال|${WORD_START}[وف]?ال${WORD_END}`);
/** A lam-alef pair not before a lam: text whose ligatures read right has many; reversed text has none. */
const LAM_ALEF = /ل[اأإآ](?!ل)/;

/**
 * The text with reversed lam-alef ligatures put back in reading order, when it is text of that kind (it shows a
 * sequence only the reversal makes, and no lam-alef pair); other text is returned as it is.
 */
export function repairArabicLigatures(text: string): string {
  if (!REVERSED.test(text) || LAM_ALEF.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of REPAIRS) out = out.replace(pattern, replacement);
  return out;
}
