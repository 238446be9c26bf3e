import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageSize } from './image-size.ts';

/**
 * Reading text from images and scanned PDF pages with Tesseract (Arabic and English), called as a process: never
 * through a shell, one job at a time per process, each job killed at its deadline, its temporary files always
 * removed. Scanned pages are first rasterised with poppler's pdftoppm. ADR 052 gives the bounds and why.
 */

export type OcrSettings = {
  /** The tesseract and pdftoppm programs (names on PATH, or paths). */
  tesseractPath: string;
  pdftoppmPath: string;
  /** Wall-clock budget of one file's OCR, from when its turn in the queue comes. */
  timeoutMs: number;
  /** Most scanned pages read from one PDF. */
  maxPages: number;
  /** Largest image read (megapixels); PDF pages are rasterised at a resolution that stays under it. */
  maxMegapixels: number;
  /** Where each job's temporary folder is made (default: the system's). */
  tmpRoot?: string;
  /** Told each process id started (tests check the process is gone after a timeout). */
  onSpawn?: (pid: number) => void;
};

/** ok: images and scanned PDFs; images: images only (no pdftoppm); off: neither (no tesseract or no Arabic data). */
export type OcrStatus = 'ok' | 'images' | 'off';
export type OcrAvailability = { status: OcrStatus; version: string | null; problem: string | null };

/** Languages read, as tesseract names them: Arabic and English on one page. */
export const OCR_LANGUAGES = 'ara+eng';
/** Resolution scanned pages are rasterised at: enough for 10-point text, twice as fast as 300 dpi. */
export const OCR_DPI = 200;
/** Jobs that may wait behind the running one; more are refused as busy rather than left hanging. */
export const OCR_QUEUE_LIMIT = 4;
/** Most characters of tesseract output kept from one page (a page holds far fewer). */
const OUTPUT_CHARS = 200_000;

export class OcrRefused extends Error {
  constructor(readonly reason: 'timeout' | 'too_large' | 'busy') {
    super(`OCR refused: ${reason}`);
    this.name = 'OcrRefused';
  }
}

/** Runs jobs one at a time, in order; with `limit` jobs already waiting behind the running one, refuses at once. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  /** Accepted and not yet finished: the running job and those waiting. */
  private pending = 0;

  constructor(private readonly limit: number) {}

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.pending > this.limit) return Promise.reject(new OcrRefused('busy'));
    this.pending += 1;
    const turn = this.tail.then(job);
    this.tail = turn
      .finally(() => {
        this.pending -= 1;
      })
      .catch(() => {});
    return turn;
  }
}

/** One queue for the whole process: every app instance in it shares the CPU. */
const queue = new SerialQueue(OCR_QUEUE_LIMIT);

type RunOptions = { deadline: number; onSpawn?: ((pid: number) => void) | undefined };

/**
 * Runs a program (no shell) and resolves with its stdout; rejects with OcrRefused('timeout') once the deadline
 * passes, after the process is killed and gone, so the caller may remove its files.
 */
function runProgram(file: string, args: string[], { deadline, onSpawn }: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(new OcrRefused('timeout'));
      return;
    }
    // One thread: with several cores busy serving requests, tesseract's own parallelism only slows the rest.
    const child = spawn(file, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    if (child.pid !== undefined) onSpawn?.(child.pid);
    let out = '';
    let err = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (out.length < OUTPUT_CHARS) out += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (err.length < 2_000) err += chunk;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, remaining);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new OcrRefused('timeout'));
      else if (code === 0) resolve(out.slice(0, OUTPUT_CHARS));
      else
        reject(
          new Error(
            `${path.basename(file)} failed (${signal ?? `exit ${code}`}): ${err.trim().slice(0, 300)}`,
          ),
        );
    });
  });
}

/** Tesseract's text tidied: no form feeds, no trailing spaces, at most one blank line in a row. */
function tidy(text: string): string {
  return text
    .replace(/\f/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether tesseract with Arabic and English, and pdftoppm, are on this machine (asked once, at start-up). */
export async function detectOcr(settings: OcrSettings): Promise<OcrAvailability> {
  const deadline = () => Date.now() + 10_000;
  let version: string | null = null;
  try {
    version = (await runProgram(settings.tesseractPath, ['--version'], { deadline: deadline() })).split(
      '\n',
    )[0]!;
    const listed = await runProgram(settings.tesseractPath, ['--list-langs'], { deadline: deadline() });
    const languages = new Set(listed.split('\n').map((line) => line.trim()));
    const missing = OCR_LANGUAGES.split('+').filter((language) => !languages.has(language));
    if (missing.length > 0)
      return {
        status: 'off',
        version,
        problem: `tesseract has no ${missing.join(', ')} language data (Debian: tesseract-ocr-${missing.join(' tesseract-ocr-')})`,
      };
  } catch (error) {
    const notFound = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      status: 'off',
      version,
      problem: notFound
        ? `tesseract not found at "${settings.tesseractPath}" (Debian: tesseract-ocr tesseract-ocr-ara)`
        : `tesseract does not run: ${(error as Error).message}`,
    };
  }
  try {
    await runProgram(settings.pdftoppmPath, ['-v'], { deadline: deadline() });
  } catch {
    return {
      status: 'images',
      version,
      problem: `pdftoppm not found at "${settings.pdftoppmPath}": scanned PDFs are not read (Debian: poppler-utils)`,
    };
  }
  return { status: 'ok', version, problem: null };
}

/** A scanned PDF page to read: its 1-based number and its size in points (as displayed, rotation applied). */
export type PdfPageBox = { page: number; width: number; height: number };

export class Ocr {
  constructor(
    readonly settings: OcrSettings,
    readonly availability: OcrAvailability,
  ) {}

  get readsImages(): boolean {
    return this.availability.status !== 'off';
  }

  get readsPdfs(): boolean {
    return this.availability.status === 'ok';
  }

  /** A job in the queue, with its deadline counted from its turn and a temporary folder removed whatever happens. */
  private job<T>(work: (dir: string, deadline: number) => Promise<T>): Promise<T> {
    return queue.run(async () => {
      const deadline = Date.now() + this.settings.timeoutMs;
      const dir = await mkdtemp(path.join(this.settings.tmpRoot ?? os.tmpdir(), 'mustashar-ocr-'));
      try {
        return await work(dir, deadline);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  private tesseract(file: string, deadline: number, dpi?: number): Promise<string> {
    const args = [file, 'stdout', '-l', OCR_LANGUAGES, ...(dpi ? ['--dpi', String(dpi)] : [])];
    return runProgram(this.settings.tesseractPath, args, { deadline, onSpawn: this.settings.onSpawn }).then(
      tidy,
    );
  }

  /**
   * The text in a PNG or JPEG ('' when none is found). OcrRefused: 'too_large' past the pixel cap, 'timeout',
   * 'busy'; any other error means the image could not be read.
   */
  image(bytes: Buffer): Promise<string> {
    const size = imageSize(bytes);
    if (!size) return Promise.reject(new Error('unreadable image header'));
    if (size.width * size.height > this.settings.maxMegapixels * 1_000_000)
      return Promise.reject(new OcrRefused('too_large'));
    return this.job(async (dir, deadline) => {
      const file = path.join(dir, 'image');
      await writeFile(file, await upright(bytes, this.settings.maxMegapixels));
      return this.tesseract(file, deadline);
    });
  }

  /**
   * The text of scanned pages of a PDF, by page number, read in order until the deadline. `complete` is false
   * when the deadline stopped it after at least one page; with none read, OcrRefused('timeout') is thrown.
   */
  pdfPages(
    bytes: Buffer,
    pages: readonly PdfPageBox[],
  ): Promise<{ texts: Map<number, string>; complete: boolean }> {
    return this.job(async (dir, deadline) => {
      const pdf = path.join(dir, 'document.pdf');
      await writeFile(pdf, bytes);
      const texts = new Map<number, string>();
      for (const box of pages) {
        // Under the pixel cap whatever size the page declares (a 5-metre page would otherwise be gigapixels).
        const inches = (Math.max(box.width, 1) / 72) * (Math.max(box.height, 1) / 72);
        const dpi = Math.max(
          1,
          Math.min(OCR_DPI, Math.floor(Math.sqrt((this.settings.maxMegapixels * 1_000_000) / inches))),
        );
        const image = path.join(dir, `page-${box.page}`);
        try {
          await runProgram(
            this.settings.pdftoppmPath,
            [
              '-f',
              String(box.page),
              '-l',
              String(box.page),
              '-r',
              String(dpi),
              '-gray',
              '-png',
              '-singlefile',
            ].concat([pdf, image]),
            { deadline, onSpawn: this.settings.onSpawn },
          );
          texts.set(box.page, await this.tesseract(`${image}.png`, deadline, dpi));
        } catch (error) {
          if (!(error instanceof OcrRefused)) continue; // this page cannot be rendered or read: the next may
          if (texts.size > 0) return { texts, complete: false };
          throw error;
        } finally {
          await rm(`${image}.png`, { force: true });
        }
      }
      return { texts, complete: true };
    });
  }
}

/**
 * A phone stores a portrait photo's pixels as the camera saw them and says in its EXIF orientation how to turn
 * them; tesseract ignores that and reads sideways or upside-down text as noise. Such an image is turned upright
 * (libvips, through sharp) before it is read; others are passed as they are, and so is every image where sharp's
 * native part cannot load (it is imported on first use, so the server starts without it).
 */
async function upright(bytes: Buffer, maxMegapixels: number): Promise<Buffer> {
  const sharp = await import('sharp').then(
    (module) => module.default,
    () => null,
  );
  if (!sharp) return bytes;
  const image = sharp(bytes, { limitInputPixels: maxMegapixels * 1_000_000 });
  const { orientation } = await image.metadata();
  if (!orientation || orientation === 1) return bytes;
  return image.rotate().png({ compressionLevel: 1 }).toBuffer();
}

// What the machine has does not change while the process runs: asked once per pair of programs.
const detected = new Map<string, Promise<OcrAvailability>>();

/** Finds out (once per process) what this machine can read, and gives the reader. */
export async function startOcr(settings: OcrSettings): Promise<Ocr> {
  const key = `${settings.tesseractPath}\0${settings.pdftoppmPath}`;
  let availability = detected.get(key);
  if (!availability) {
    availability = detectOcr(settings);
    detected.set(key, availability);
  }
  return new Ocr(settings, await availability);
}
