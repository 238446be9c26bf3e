import { Font } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { paragraphDirection, splitParagraphs } from './bidi.ts';
import { BidiText, PdfDocument, PdfTable } from './components.ts';
import { ARABIC_FAMILY } from './fonts.ts';
import { leftToRight, logicalWord, type PdfLine, pdfLines, popplerFor, rightToLeft } from './pdf-text.ts';
import { renderPdf } from './render.ts';

const poppler = await popplerFor('lib/pdf: PDF layout tests');

const lineWith = (lines: PdfLine[], logical: string) =>
  lines.find((line) => line.words.some((word) => logicalWord(word.text) === logical));

describe('paragraph direction', () => {
  it('follows the first strong letter', () => {
    expect(paragraphDirection('نظام العمل Labour Law')).toBe('rtl');
    expect(paragraphDirection('2025: Labour Law نظام العمل')).toBe('ltr');
    expect(paragraphDirection('١٢٣ 456', 'ltr')).toBe('ltr');
    expect(paragraphDirection('', 'rtl')).toBe('rtl');
    expect(splitParagraphs('a\r\n\n  \nب')).toEqual(['a', 'ب']);
  });

  it('reads pdftotext words back in logical order', () => {
    expect(logicalWord('ماظن')).toBe('نظام');
    expect(logicalWord('٪١٥')).toBe('١٥٪');
    expect(logicalWord('(سرامم)')).toBe('(ممارس)');
    expect(logicalWord('2025')).toBe('2025');
  });
});

// Before the layout test: it draws these letters itself, and a process that drew them first would hide the bug.
describe.skipIf(!poppler)('fonts between renders', () => {
  it('keeps every letter in the text of a PDF whatever the process rendered before', async () => {
    // Naskh draws ج with the glyph of ح plus a dot, and ش with that of س plus dots: fonts kept from a PDF with ج and
    // ش dropped ح and س from the text of the next one.
    const page = (text: string) =>
      // biome-ignore lint/correctness/noChildrenProp: BidiText's props type requires children
      renderPdf(h(PdfDocument, { title: 'اختبار', lang: 'ar' }, h(BidiText, { children: text })));
    const words = async (pdf: Buffer) =>
      (await pdfLines(pdf)).flatMap((line) => line.words.map((word) => logicalWord(word.text)));
    const earlier = await page('جمع شهر الإيجار');
    const fontsOfEarlier = Font.getFont({ fontFamily: ARABIC_FAMILY });
    const later = await page('حق ستون تحديد');
    expect(await words(earlier)).toEqual(expect.arrayContaining(['جمع', 'شهر']));
    expect(await words(later)).toEqual(expect.arrayContaining(['حق', 'ستون', 'تحديد']));
    // Each render reads the fonts afresh, so this holds whatever rendered earlier in this process.
    expect(Font.getFont({ fontFamily: ARABIC_FAMILY })).not.toBe(fontsOfEarlier);
  });
});

describe.skipIf(!poppler)('Arabic PDF layout (pdftotext -bbox)', () => {
  it('lays out Arabic right to left, English left to right, digits in order, with page numbers', async () => {
    const pdf = await renderPdf(
      h(
        PdfDocument,
        { title: 'اختبار', lang: 'ar', subtitle: 'سجل المحادثات' },
        h(
          BidiText,
          null,
          [
            'مرحبا بكم في مستشار القانوني',
            'تنص المادة ١٢٣ من نظام العمل لسنة 2025 (Saudi Labour Law) على ما يلي',
            'The Labour Law نظام العمل applies from 2025 to ١٢٣ workers',
          ].join('\n'),
        ),
        h(PdfTable, {
          lang: 'ar',
          columns: [
            { header: 'البند', width: '60%' },
            { header: 'المبلغ', width: '40%', dir: 'ltr' },
          ],
          rows: [['اشتراك شهري', '129.00 SAR']],
        }),
      ),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await pdfLines(pdf);

    const arabic = lineWith(lines, 'مرحبا')!;
    expect(rightToLeft(arabic)).toEqual(['مرحبا', 'بكم', 'في', 'مستشار', 'القانوني']);

    // In an RTL paragraph the Arabic words and numbers run right to left; the embedded English phrase keeps its
    // own left-to-right order.
    const mixed = rightToLeft(lineWith(lines, 'تنص')!);
    expect(mixed.slice(0, 7)).toEqual(['تنص', 'المادة', '١٢٣', 'من', 'نظام', 'العمل', 'لسنة']);
    expect(mixed[7]).toBe('2025');
    expect(mixed.slice(-3)).toEqual(['على', 'ما', 'يلي']);
    expect(leftToRight(lineWith(lines, 'تنص')!).filter((w) => /[A-Za-z]/.test(w))).toEqual([
      '(Saudi',
      'Labour',
      'Law)',
    ]);

    // In an LTR paragraph an Arabic phrase is still drawn right to left: its first word is on its right.
    expect(leftToRight(lineWith(lines, 'applies')!)).toEqual([
      'The',
      'Labour',
      'Law',
      'العمل',
      'نظام',
      'applies',
      'from',
      '2025',
      'to',
      '١٢٣',
      'workers',
    ]);

    // Table: first column on the right in Arabic.
    const row = lineWith(lines, 'اشتراك')!;
    const amount = lineWith(lines, '129.00')!;
    expect(Math.min(...row.words.map((w) => w.xMin))).toBeGreaterThan(
      Math.max(...amount.words.map((w) => w.xMax)),
    );

    expect(rightToLeft(lineWith(lines, 'صفحة')!)).toEqual(['صفحة', '١', 'من', '١']);
  });
});
