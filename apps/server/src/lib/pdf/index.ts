export { paragraphDirection, splitParagraphs, type TextDirection } from './bidi.ts';
export {
  BidiText,
  directionStyle,
  formatPdfNumber,
  LtrText,
  PdfDocument,
  type PdfLang,
  PdfTable,
  type PdfTableColumn,
  RtlText,
} from './components.ts';
export { ARABIC_FAMILY, LATIN_FAMILY, LTR_FONTS, RTL_FONTS } from './fonts.ts';
export { renderPdf } from './render.ts';
