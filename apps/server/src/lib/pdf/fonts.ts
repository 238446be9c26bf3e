import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

type FontStore = typeof import('@react-pdf/renderer').Font;

/** Noto Naskh Arabic (TTF) has Arabic letters, Arabic-Indic and Latin digits, but no Latin letters. */
export const ARABIC_FAMILY = 'Mustashar Naskh';
/** Noto Sans, Latin and Latin Extended subsets (WOFF1: fontkit crashes on WOFF2). */
export const LATIN_FAMILY = 'Mustashar Sans';
export const LATIN_EXT_FAMILY = 'Mustashar Sans Ext';

/** Fallback chains: react-pdf takes each character from the first family that has a glyph for it. */
export const RTL_FONTS = [ARABIC_FAMILY, LATIN_FAMILY, LATIN_EXT_FAMILY];
export const LTR_FONTS = [LATIN_FAMILY, LATIN_EXT_FAMILY, ARABIC_FAMILY];

const naskhDir = path.join(path.dirname(require.resolve('@embedpdf/fonts-arabic')), '..', 'fonts');
const notoSans = (subset: string, weight: number, style: 'normal' | 'italic') =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff`);

// Latin words longer than this may break anywhere (URLs in citations); Arabic words never break.
const LONG_WORD = 28;
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Gives react-pdf's global font store new font objects, so a PDF comes out as if it were the process's first.
 * fontkit keeps glyph objects on a font between renders, and Naskh shares glyphs between letters (the body of ح
 * inside ج, of س inside ش): after a PDF with ج and ش, the next one lost ح and س from its copyable, searchable text.
 * Called by `renderPdf` only, one render at a time, with the renderer's font store (the renderer loads on first use).
 */
export function resetPdfFonts(Font: FontStore): void {
  // Only our families: Font.clear() would also drop react-pdf's built-in Helvetica, its default.
  const registered = Font.getRegisteredFonts();
  for (const family of [ARABIC_FAMILY, LATIN_FAMILY, LATIN_EXT_FAMILY])
    Reflect.deleteProperty(registered, family);
  Font.register({
    family: ARABIC_FAMILY,
    fonts: [
      { src: path.join(naskhDir, 'NotoNaskhArabic-Regular.ttf'), fontWeight: 400 },
      { src: path.join(naskhDir, 'NotoNaskhArabic-Bold.ttf'), fontWeight: 700 },
      // Naskh has no italic; an italic request falls back to the upright face rather than failing.
      { src: path.join(naskhDir, 'NotoNaskhArabic-Regular.ttf'), fontWeight: 400, fontStyle: 'italic' },
      { src: path.join(naskhDir, 'NotoNaskhArabic-Bold.ttf'), fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  for (const [family, subset] of [
    [LATIN_FAMILY, 'latin'],
    [LATIN_EXT_FAMILY, 'latin-ext'],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: notoSans(subset, 400, 'normal'), fontWeight: 400 },
        { src: notoSans(subset, 700, 'normal'), fontWeight: 700 },
        { src: notoSans(subset, 400, 'italic'), fontWeight: 400, fontStyle: 'italic' },
        { src: notoSans(subset, 700, 'italic'), fontWeight: 700, fontStyle: 'italic' },
      ],
    });
  }
  // The default hyphenator splits words with English rules, which tears Arabic words apart.
  Font.registerHyphenationCallback((word) => {
    if (word.length <= LONG_WORD || ARABIC_LETTER.test(word)) return [word];
    const parts: string[] = [];
    for (let i = 0; i < word.length; i += LONG_WORD) parts.push(word.slice(i, i + LONG_WORD));
    return parts;
  });
}
