import { renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { registerPdfFonts } from './fonts.ts';

/** Renders a `PdfDocument` (or any react-pdf `<Document>`) to the bytes of a PDF file. */
export async function renderPdf(element: ReactElement): Promise<Buffer> {
  registerPdfFonts();
  // react-pdf's types want DocumentProps; our wrappers return a Document element.
  return renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
}
