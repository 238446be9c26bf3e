import type { ReactElement } from 'react';
import { resetPdfFonts } from './fonts.ts';

// Renders run one at a time: each starts by replacing react-pdf's global fonts, which a render in progress reads.
let previous: Promise<unknown> = Promise.resolve();

/** Renders a `PdfDocument` (or any react-pdf `<Document>`) to the bytes of a PDF file. */
export function renderPdf(element: ReactElement): Promise<Buffer> {
  const result = previous.then(async () => {
    // Loaded with the first render, not with every module that builds a PDF's elements (see primitives.ts).
    const { Font, renderToBuffer } = await import('@react-pdf/renderer');
    resetPdfFonts(Font);
    // react-pdf's types want DocumentProps; our wrappers return a Document element.
    return renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
  });
  previous = result.catch(() => undefined);
  return result;
}
