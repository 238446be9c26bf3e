import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Test helpers that read a PDF's words and their positions with poppler's `pdftotext -bbox-layout`, so a test can
 * check Arabic word order by x-position (a picture of the page can look right with the words in the wrong order).
 * Needs Debian's poppler-utils.
 */

const run = promisify(execFile);

export type PdfWord = { text: string; xMin: number; xMax: number };
export type PdfLine = { page: number; yMin: number; words: PdfWord[] };

export async function hasPoppler(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v']);
    return true;
  } catch {
    return false;
  }
}

/** For a test file's `skipIf`: whether poppler is here, saying on stderr which tests it skips when it is not. */
export async function popplerFor(tests: string): Promise<boolean> {
  const found = await hasPoppler();
  if (!found) process.stderr.write(`${tests}: pdftotext (Debian poppler-utils) is missing; skipped\n`);
  return found;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every text line of the PDF with its words, words in the order pdftotext found them (not sorted). */
export async function pdfLines(pdf: Uint8Array): Promise<PdfLine[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-bbox-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    const lines: PdfLine[] = [];
    const pages = stdout.split('<page ').slice(1);
    pages.forEach((pageXml, pageIndex) => {
      for (const lineMatch of pageXml.matchAll(
        /<line xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g,
      )) {
        const words = [
          ...lineMatch[2]!.matchAll(
            /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g,
          ),
        ].map((m) => ({ text: decode(m[3]!), xMin: Number(m[1]), xMax: Number(m[2]) }));
        lines.push({ page: pageIndex + 1, yMin: Number(lineMatch[1]), words });
      }
    });
    return lines;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '«': '»',
  '»': '«',
};

/**
 * pdftotext writes an Arabic word's glyphs in visual (left-to-right) order; this gives back the logical word:
 * letters reversed, digit runs kept as they are (numbers are drawn left to right), brackets mirrored.
 */
export function logicalWord(visual: string): string {
  if (!ARABIC.test(visual)) return visual;
  const tokens = visual.match(/[0-9\u0660-\u0669\u06F0-\u06F9]+|[^0-9\u0660-\u0669\u06F0-\u06F9]+/g) ?? [];
  return tokens
    .reverse()
    .map((token) =>
      /^[0-9\u0660-\u0669\u06F0-\u06F9]+$/.test(token)
        ? token
        : [...token]
            .reverse()
            .map((char) => MIRROR[char] ?? char)
            .join(''),
    )
    .join('');
}

/** The line's words from right to left (reading order of an RTL line), as logical words. */
export function rightToLeft(line: PdfLine): string[] {
  return [...line.words].sort((a, b) => b.xMin - a.xMin).map((word) => logicalWord(word.text));
}

/** The line's words from left to right, as logical words. */
export function leftToRight(line: PdfLine): string[] {
  return [...line.words].sort((a, b) => a.xMin - b.xMin).map((word) => logicalWord(word.text));
}
