import { type ChildProcess, fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ReadRefused } from './bounded-zip.ts';
import type { StreamLimits } from './pdf-filters.ts';
import type { PdfPage } from './pdf-text-layer.ts';

/**
 * Reading a PDF's text layer in a process of its own, one per file (ADR 053): pdf.js decodes synchronously and
 * holds what it decodes in typed arrays, outside any V8 heap limit, so neither a timer nor a worker thread's
 * resourceLimits can stop it. A process can be killed at the deadline or when its resident memory passes its cap,
 * and then gives all its memory back; the server's event loop only waits for its answer.
 */

export type PdfReaderLimits = StreamLimits & {
  /** Most resident memory of the reader process (bytes); past it, it is killed and the file refused. */
  readerBytes: number;
};

export type PdfReaderJob = {
  bytes: Uint8Array;
  limits: StreamLimits;
  deadline: number;
  maxChars: number;
};

export type PdfReaderResult =
  | { ok: true; pages: PdfPage[] }
  | { ok: false; refused: ReadRefused['reason'] | null };

/** How one reader process ended, and the most resident memory it was seen to hold (bytes, 0 where unknown). */
export type PdfReaderExit = {
  pid: number;
  outcome: 'read' | 'too_large' | 'timeout' | 'failed';
  peakBytes: number;
};

/** Told when a reader process is started, given a file, and gone (tests, and anyone watching memory). */
export const pdfReaderEvents = new EventEmitter<{
  /** A reader process was started (it may wait as the spare). */
  fork: [pid: number];
  /** A reader process was given a file. */
  spawn: [pid: number];
  exit: [PdfReaderExit];
}>();

/** Readers running at once in this process (the machine has two cores); the rest wait within their deadline. */
export const PDF_READERS = 2;

class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(count: number) {
    this.free = count;
  }

  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}

const slots = new Slots(PDF_READERS);

// A JavaScript entry that loads pdf.js, then tsx for the rest (see there): it runs the same from tsx in
// development and tests and from `npm start`, whatever options or directory the server was started with.
const entry = fileURLToPath(new URL('./pdf-reader-child.mjs', import.meta.url));

/** How often the reader's memory is looked at. */
const WATCH_MS = 10;

/** The process's resident memory now and its peak (bytes), from Linux's /proc; null elsewhere or once it is gone. */
async function residentMemory(pid: number): Promise<{ now: number; peak: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'latin1');
    const kB = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
    return { now: kB('VmRSS') * 1024, peak: kB('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

/** The reader's V8 heap cap (MB): half its memory cap; typed arrays are not on the heap, which is what the watch on its resident memory is for. */
const heapMegabytes = (limits: PdfReaderLimits) =>
  Math.max(64, Math.floor(limits.readerBytes / 2 / 1024 / 1024));

function start(heapMb: number): ChildProcess {
  const child = fork(entry, [], {
    execArgv: [`--max-old-space-size=${heapMb}`],
    // None of the server's settings (database, keys) are passed to it.
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  // A process that could not start reports it here; runReader listens for it on the one it uses.
  child.on('error', () => {});
  if (child.pid) pdfReaderEvents.emit('fork', child.pid);
  return child;
}

/**
 * A reader process started ahead of the next PDF: loading pdf.js and the reader takes a second on an idle machine
 * and many on a busy one, and a small file should not wait for it (nor spend its deadline on it). Each process
 * still reads one file only; taking the spare starts the next one. An idle spare keeps nothing alive: it is
 * unreferenced, and it exits when this process goes away (its channel closes).
 */
let spare: { child: ChildProcess; heapMb: number } | null = null;

const alive = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null && child.connected;

function takeReader(limits: PdfReaderLimits): ChildProcess {
  const heapMb = heapMegabytes(limits);
  let child: ChildProcess | null = null;
  if (spare && spare.heapMb === heapMb && alive(spare.child)) child = spare.child;
  else spare?.child.kill('SIGKILL');
  child ??= start(heapMb);
  child.ref();
  child.channel?.ref();
  const next = start(heapMb);
  next.unref();
  next.channel?.unref();
  spare = { child: next, heapMb };
  return child;
}

/**
 * The text layer of each page of a PDF, read in a reader process within `limits` and before `deadline` (epoch
 * ms): throws ReadRefused('too_large') when a stream decodes past the bounds or the process passes its memory cap,
 * ReadRefused('timeout') at the deadline (the process killed, and gone before this returns), and an Error when
 * pdf.js cannot read the file.
 */
export async function readPdfPages(
  bytes: Buffer,
  limits: PdfReaderLimits,
  deadline: number,
  maxChars: number,
): Promise<PdfPage[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  const turn = slots.take();
  const release = await Promise.race([turn, late]);
  clearTimeout(timer);
  if (!release) {
    // Its turn came too late: hand the slot on as soon as it comes.
    void turn.then((next) => next());
    throw new ReadRefused('timeout');
  }
  try {
    return await runReader(bytes, limits, deadline, maxChars);
  } finally {
    release();
  }
}

function runReader(
  bytes: Buffer,
  limits: PdfReaderLimits,
  deadline: number,
  maxChars: number,
): Promise<PdfPage[]> {
  return new Promise((resolve, reject) => {
    const child = takeReader(limits);
    const pid = child.pid ?? 0;
    let result: PdfReaderResult | null = null;
    let killedFor: 'too_large' | 'timeout' | null = null;
    let peak = 0;
    let watching = false;

    const kill = (reason: 'too_large' | 'timeout') => {
      if (killedFor || result) return;
      killedFor = reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), Math.max(0, deadline - Date.now()));
    const watch = setInterval(() => {
      if (watching || !pid) return;
      watching = true;
      void residentMemory(pid).then((memory) => {
        watching = false;
        if (!memory) return;
        peak = Math.max(peak, memory.peak);
        if (memory.now > limits.readerBytes) kill('too_large');
      });
    }, WATCH_MS);

    child.on('message', (message: PdfReaderResult) => {
      result ??= message;
    });
    let settled = false;
    const settle = (code: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      // No answer and not killed here: V8 aborts at its heap cap (and the system's OOM killer uses SIGKILL);
      // any other end is a reader that failed, not a file too large.
      const outOfMemory = signal === 'SIGABRT' || signal === 'SIGKILL' || code === 134;
      const outcome: PdfReaderExit['outcome'] =
        killedFor ??
        (result ? (result.ok ? 'read' : (result.refused ?? 'failed')) : outOfMemory ? 'too_large' : 'failed');
      pdfReaderEvents.emit('exit', { pid, outcome, peakBytes: peak });
      if (result?.ok) resolve(result.pages);
      else if (outcome === 'timeout' || outcome === 'too_large') reject(new ReadRefused(outcome));
      else reject(new Error('pdf.js could not read the file'));
    };
    // Settled only once the process is gone, so its memory is back when the caller goes on.
    child.on('exit', settle);
    // Not started at all (no 'exit' follows).
    child.on('error', () => {
      if (child.pid === undefined) {
        result = { ok: false, refused: null };
        settle(null, null);
      }
    });

    if (pid) pdfReaderEvents.emit('spawn', pid);
    const job: PdfReaderJob = {
      bytes,
      limits: { streamBytes: limits.streamBytes, totalBytes: limits.totalBytes },
      deadline,
      maxChars,
    };
    // A failed send means the process is already gone; 'exit' says how.
    child.send(job, () => {});
  });
}
