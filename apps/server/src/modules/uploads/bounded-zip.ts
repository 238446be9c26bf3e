import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipLimits {
  /** Most entries in the archive. */
  entries: number;
  /** Most bytes one entry may inflate to. */
  entryBytes: number;
  /** Most bytes all entries together may inflate to. */
  totalBytes: number;
}

/** Why a file was refused while reading its text: it expands past a limit, or reading passed the deadline. */
export class ReadRefused extends Error {
  constructor(readonly reason: 'too_large' | 'timeout') {
    super(reason === 'too_large' ? 'file expands past its limits' : 'file read past its deadline');
    this.name = 'ReadRefused';
  }
}

export interface BoundedZip {
  names: readonly string[];
  /** Streams one entry's inflated bytes to `onChunk` until it returns false or the entry ends. */
  read(name: string, onChunk: (chunk: Buffer) => boolean): Promise<void>;
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Sizes in the headers are not trusted (a bomb declares small ones): every byte inflated is counted below.
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

function listEntries(zip: ZipFile, max: number): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > max) {
        zip.removeAllListeners();
        reject(new ReadRefused('too_large'));
      } else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}

/**
 * Opens a zip held in memory and inflates every entry once, counting the bytes that come out (and discarding
 * them), before anything reads it: more entries, or more bytes per entry or in all than `limits` allow, or a
 * `deadline` (epoch ms) passed, throws ReadRefused. Entries are then read as streams, never whole.
 */
export async function openBoundedZip(
  bytes: Buffer,
  limits: ZipLimits,
  deadline: number,
): Promise<BoundedZip> {
  const zip = await openZip(bytes);
  const entries = await listEntries(zip, limits.entries);

  async function pump(entry: Entry, onChunk: (chunk: Buffer) => boolean, budget: number): Promise<number> {
    if (entry.fileName.endsWith('/')) return 0;
    const stream = await openEntry(zip, entry);
    let inflated = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        if (inflated > Math.min(limits.entryBytes, budget)) throw new ReadRefused('too_large');
        if (Date.now() > deadline) throw new ReadRefused('timeout');
        if (!onChunk(chunk)) break;
      }
    } finally {
      stream.destroy();
    }
    return inflated;
  }

  let total = 0;
  for (const entry of entries) total += await pump(entry, () => true, limits.totalBytes - total);

  const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
  return {
    names: [...byName.keys()],
    async read(name, onChunk) {
      const entry = byName.get(name);
      if (entry) await pump(entry, onChunk, limits.entryBytes);
    },
  };
}
