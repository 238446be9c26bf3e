import { describe, expect, it } from 'vitest';
import { hex, pdfWith } from '../../../test/support/pdf-bombs.ts';
import { extractText } from './files.ts';
import { pdfReaderEvents } from './pdf-reader.ts';

const smallPdf = (line: string) =>
  pdfWith('/ASCIIHexDecode', hex(Buffer.from(`BT /F1 12 Tf 72 720 Td (${line}) Tj ET`)));

/** Runs `work` and says which reader processes were started and which were given a file meanwhile. */
async function watchReaders(work: () => Promise<unknown>) {
  const forked: number[] = [];
  const given: number[] = [];
  const onFork = (pid: number) => forked.push(pid);
  const onSpawn = (pid: number) => given.push(pid);
  pdfReaderEvents.on('fork', onFork);
  pdfReaderEvents.on('spawn', onSpawn);
  try {
    await work();
  } finally {
    pdfReaderEvents.off('fork', onFork);
    pdfReaderEvents.off('spawn', onSpawn);
  }
  return { forked, given };
}

describe('the PDF reader process', () => {
  it('reads a small text PDF (under 1 KB) with a reader started before the file arrived', async () => {
    const first = smallPdf('Rent is due on the first day of each month.');
    const second = smallPdf('The deposit is returned at the end.');
    expect(first.length).toBeLessThan(1024);
    const one = await watchReaders(async () => {
      expect((await extractText('pdf', first)).text).toBe('Rent is due on the first day of each month.');
    });
    // The next file's reader was started while the first was read.
    expect(one.forked.length).toBeGreaterThanOrEqual(1);
    const spare = one.forked.at(-1)!;
    const two = await watchReaders(async () => {
      expect((await extractText('pdf', second)).text).toBe('The deposit is returned at the end.');
    });
    expect(two.given).toEqual([spare]);
  });

  it('gives each process one file: the one that read a file is gone when its text comes back', async () => {
    const { given } = await watchReaders(() => extractText('pdf', smallPdf('Notice period')));
    expect(given).toHaveLength(1);
    expect(() => process.kill(given[0]!, 0)).toThrow();
  });
});
