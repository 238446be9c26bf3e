import { ReadRefused } from './bounded-zip.ts';
import type { PdfReaderJob, PdfReaderResult } from './pdf-reader.ts';
import { readPdfTextLayer } from './pdf-text-layer.ts';

/**
 * The PDF reader process (started by pdf-reader.ts, one per file): reads one job from its parent, answers once and
 * exits. It has no database, network or secrets of the server, only the file's bytes.
 */

function answer(result: PdfReaderResult) {
  process.send?.(result, () => process.exit(0));
}

// The server went away: nothing is waiting for the answer.
process.on('disconnect', () => process.exit(0));

process.once('message', async (job: PdfReaderJob) => {
  try {
    const pages = await readPdfTextLayer(Buffer.from(job.bytes), job.limits, job.deadline, job.maxChars);
    answer({ ok: true, pages });
  } catch (error) {
    if (error instanceof ReadRefused) answer({ ok: false, refused: error.reason });
    else answer({ ok: false, refused: null });
  }
});
