import { repairArabicLigatures } from './arabic-ligatures.ts';
import { ReadRefused } from './bounded-zip.ts';
import type { PdfPageBox } from './ocr.ts';
import { checkPdfStreams, type StreamLimits } from './pdf-filters.ts';

export type PdfPage = PdfPageBox & { text: string };

/**
 * Each page's text layer and size, until `maxChars` is reached, after every stream's filter chain was decoded
 * within `limits`. Runs inside the PDF reader process (pdf-reader.ts), never in the server's own: pdf.js decodes
 * synchronously, and only a process can be stopped in the middle of that.
 */
export async function readPdfTextLayer(
  bytes: Buffer,
  limits: StreamLimits,
  deadline: number,
  maxChars: number,
): Promise<PdfPage[]> {
  await checkPdfStreams(bytes, limits, deadline);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages: PdfPage[] = [];
    let length = 0;
    for (let number = 1; number <= doc.numPages && length < maxChars; number++) {
      if (Date.now() > deadline) throw new ReadRefused('timeout');
      const page = await doc.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      let text = '';
      for (const item of (await page.getTextContent()).items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text = repairArabicLigatures(text);
      pages.push({ page: number, width, height, text });
      length += text.length;
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
