import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Document, Image, Page } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { BidiText, renderPdf } from '../../src/lib/pdf/index.ts';
import { detectOcr } from '../../src/modules/uploads/ocr.ts';

/**
 * For the OCR tests: pictures of printed text made here, with nothing downloaded. Lines are typeset by react-pdf
 * (Noto Naskh Arabic, Noto Sans) and rasterised by poppler's pdftoppm, as a scanner or a phone sees a page.
 */

const run = promisify(execFile);

/** Lines (each in its own direction) as a picture of a printed page, in PNG or JPEG. */
export async function renderedPage(
  lines: readonly string[],
  {
    format = 'png',
    dpi = 150,
    fontSize = 22,
  }: { format?: 'png' | 'jpeg'; dpi?: number; fontSize?: number } = {},
): Promise<Buffer> {
  const pdf = await renderPdf(
    h(
      Document,
      null,
      h(
        Page,
        { size: [595, 120 + lines.length * fontSize * 2.2], style: { padding: 48 } },
        // biome-ignore lint/correctness/noChildrenProp: BidiText's props type requires children
        h(BidiText, { style: { fontSize }, gap: fontSize, children: lines.join('\n') }),
      ),
    ),
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-ocr-test-'));
  try {
    await writeFile(path.join(dir, 'page.pdf'), pdf);
    await run('pdftoppm', [`-${format}`, '-r', String(dpi), '-singlefile', 'page.pdf', 'page'], { cwd: dir });
    return await readFile(path.join(dir, format === 'png' ? 'page.png' : 'page.jpg'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF as a scanner makes it: each page one PNG picture on A4, no text layer. */
export async function imageOnlyPdf(pages: readonly Buffer[]): Promise<Buffer> {
  return renderPdf(
    h(
      Document,
      null,
      pages.map((png, index) =>
        h(
          Page,
          { key: index, size: 'A4' },
          h(Image, { src: { data: png, format: 'png' }, style: { width: 595 } }),
        ),
      ),
    ),
  );
}

/**
 * Words compared across OCR's usual confusions: Arabic diacritics and tatweel dropped, alef forms, final yeh /
 * alef maqsura and teh marbuta / heh made one, Latin lower-cased.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The share of a line's words that OCR found, in order (each found word after the one before it). */
export function shareRead(line: string, ocrText: string): number {
  const expected = words(line);
  const found = words(ocrText);
  let at = 0;
  let matched = 0;
  for (const word of expected) {
    const next = found.indexOf(word, at);
    if (next === -1) continue;
    matched += 1;
    at = next + 1;
  }
  return matched / expected.length;
}

/** For a test file's `skipIf`: whether tesseract (Arabic and English) and pdftoppm are here; says so when not. */
export async function ocrFor(tests: string): Promise<boolean> {
  const { status, problem } = await detectOcr({
    tesseractPath: 'tesseract',
    pdftoppmPath: 'pdftoppm',
    timeoutMs: 10_000,
    maxPages: 1,
    maxMegapixels: 1,
  });
  if (status !== 'ok') process.stderr.write(`${tests}: ${problem}; skipped\n`);
  return status === 'ok';
}
