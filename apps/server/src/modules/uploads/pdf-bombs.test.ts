import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, deflateSync } from 'node:zlib';
import { UploadErrorCode } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import {
  ascii85,
  hex,
  lzwLiteral,
  lzwRun,
  pdfWith,
  runLength,
  runLengthLiteral,
  spaces,
  zlibRepeat,
} from '../../../test/support/pdf-bombs.ts';
import { uploads } from '../../db/schema.ts';
import { ReadRefused } from './bounded-zip.ts';
import { EXTRACTION_LIMITS, extractText } from './files.ts';
import { checkPdfStreams } from './pdf-filters.ts';
import { type PdfReaderExit, pdfReaderEvents } from './pdf-reader.ts';

/** PDFs whose content stream expands far past the bounds through each filter pdf.js decodes (ADR 053). */

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/** What each bomb expands to: past the per-stream and total bounds, small to send. */
const BOMB = Number(process.env.PDF_BOMB_BYTES ?? GiB);

/** Each filter pdf.js decodes, alone and chained, around a stream of spaces that expands to BOMB bytes. */
const bombs: [string, () => Buffer][] = [
  ['ASCIIHex and Flate', () => pdfWith('[/ASCIIHexDecode /FlateDecode]', hex(spaces(BOMB)))],
  ['ASCII85 and Flate', () => pdfWith('[/ASCII85Decode /FlateDecode]', ascii85(spaces(BOMB)))],
  ['LZW', () => pdfWith('/LZWDecode', lzwRun(0x20, BOMB))],
  ['RunLength', () => pdfWith('/RunLengthDecode', runLength(0x20, Math.min(BOMB, 320 * MiB)))],
  [
    'abbreviated ASCIIHex, Flate and RunLength chained',
    () =>
      pdfWith('[/AHx /Fl /RL]', hex(zlibRepeat(Buffer.from('\x81 '.repeat(MiB / 2), 'latin1'), BOMB / 64))),
  ],
  ['LZW behind ASCII85', () => pdfWith('[/A85 /LZW]', ascii85(lzwRun(0x20, BOMB)))],
];

function form(fileName: string, bytes: Buffer) {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  return body;
}

/** The most the process's resident memory grows above where it starts while `work` runs (bytes). */
async function rssGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

describe('PDF bombs through every filter', () => {
  let t: TestApp;
  let dir: string;
  let subscriber: string;
  let guest: string;
  const guestIp = '203.0.113.53';
  /** The reader process's peak memory for a small PDF: what a bomb may add to is measured from it. */
  let restingPeak = 0;
  const exits: PdfReaderExit[] = [];
  const onExit = (exit: PdfReaderExit) => exits.push(exit);

  const upload = (cookie: string, body: FormData, ip = '127.0.0.1', lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      remoteAddress: ip,
      headers: { ...sameOrigin, 'accept-language': lang, cookie },
      body,
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-pdf-bombs-'));
    t = await createTestApp({ env: { UPLOADS_DIR: dir } });
    const user = await createUserWithSession(t.app.db, 'pdf-bombs@example.com');
    await grantSubscription(t, user.userId);
    subscriber = user.cookie;
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/trial/start',
      remoteAddress: guestIp,
      headers: { ...sameOrigin },
    });
    expect(start.statusCode).toBe(200);
    guest = [start.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    pdfReaderEvents.on('exit', onExit);
    await extractText('pdf', pdfWith('/AHx', hex(Buffer.from('BT (small) Tj ET'))));
    restingPeak = exits.at(-1)!.peakBytes;
  });
  afterAll(async () => {
    pdfReaderEvents.off('exit', onExit);
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(bombs)(
    'refuses a PDF bomb through %s, from a guest and a subscriber, within the deadline and in bounded memory',
    async (_, make) => {
      const bomb = make();
      expect(bomb.length).toBeLessThan(10 * MiB);
      for (const [cookie, ip] of [
        [guest, guestIp],
        [subscriber, '127.0.0.1'],
      ] as const) {
        const files = (await readdir(dir, { recursive: true })).length;
        const rows = (await t.app.db.select().from(uploads)).length;
        const started = Date.now();
        let res: Awaited<ReturnType<typeof upload>> | undefined;
        const growth = await rssGrowth(async () => {
          res = await upload(cookie, form('bomb.pdf', bomb), ip);
        });
        expect(res!.statusCode, res!.body).toBe(422);
        expect(res!.json().error).toBe(UploadErrorCode.expandsTooLarge);
        expect(Date.now() - started).toBeLessThan(EXTRACTION_LIMITS.timeoutMs);
        expect(growth).toBeLessThan(100 * MiB);
        // The reader process too: the stream check keeps only the stage that feeds the next.
        expect(exits.at(-1)).toMatchObject({ outcome: 'too_large' });
        expect(exits.at(-1)!.peakBytes - restingPeak).toBeLessThan(100 * MiB);
        expect((await readdir(dir, { recursive: true })).length).toBe(files);
        expect(await t.app.db.select().from(uploads)).toHaveLength(rows);
      }
    },
  );

  it('says why in Arabic too', async () => {
    const res = await upload(subscriber, form('bomb.pdf', bombs[2]![1]()), '127.0.0.1', 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('ميغابايت');
  });

  it('answers /api/health while a bomb is being read', async () => {
    const spawned = new Promise<number>((resolve) => pdfReaderEvents.once('spawn', resolve));
    let done = false;
    const res = upload(subscriber, form('bomb.pdf', bombs[2]![1]())).then((r) => {
      done = true;
      return r;
    });
    await spawned;
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(done).toBe(false);
    expect((await res).statusCode).toBe(422);
  });

  it('still reads text through each of these filters when it is within the bounds', async () => {
    const line = 'Rent is due on the first day';
    const content = Buffer.from(`BT /F1 12 Tf 72 720 Td (${line}) Tj ET`);
    const readable = [
      pdfWith('[/ASCIIHexDecode /FlateDecode]', hex(deflateSync(content))),
      pdfWith('[/ASCII85Decode /FlateDecode]', ascii85(deflateSync(content))),
      pdfWith('/ASCIIHexDecode', hex(content)),
      pdfWith('/LZWDecode', lzwLiteral(content)),
      pdfWith('[/A85 /RL]', ascii85(runLengthLiteral(content))),
      pdfWith('/BrotliDecode', brotliCompressSync(content)),
    ];
    for (const pdf of readable) expect((await extractText('pdf', pdf)).text).toBe(line);
  });
});

describe('decoding a PDF stream through its filters, within bounds', () => {
  const limits = { streamBytes: 1000, totalBytes: 2500 };
  const deadline = () => Date.now() + 10_000;
  const of = (size: number) => Buffer.alloc(size, 'a');
  const encoders: [string, (data: Buffer) => Buffer][] = [
    ['/FlateDecode', (data) => deflateSync(data)],
    ['/Fl#61teDecode', (data) => deflateSync(data)],
    ['/ASCIIHexDecode', hex],
    ['/ASCII85Decode', ascii85],
    ['/LZWDecode', lzwLiteral],
    ['/RunLengthDecode', runLengthLiteral],
    ['/BrotliDecode', (data) => brotliCompressSync(data)],
  ];

  it.each(encoders)(
    'counts every byte %s decodes to, up to the bound and not one past it',
    async (filter, encode) => {
      await expect(checkPdfStreams(pdfWith(filter, encode(of(1000))), limits, deadline())).resolves.toEqual({
        checked: 1,
        unknown: 0,
      });
      await expect(checkPdfStreams(pdfWith(filter, encode(of(1001))), limits, deadline())).rejects.toThrow(
        ReadRefused,
      );
    },
  );

  it('bounds every stage of a chain and all streams together, and says which filters it cannot follow', async () => {
    // Each stage counts: 499 bytes hex-encoded twice pass (999 bytes after the first stage), 500 do not (1,001),
    // though the last stage's output is well within the bound.
    await expect(
      checkPdfStreams(pdfWith('[/AHx /AHx]', hex(hex(of(499)))), limits, deadline()),
    ).resolves.toMatchObject({ checked: 1 });
    await expect(
      checkPdfStreams(pdfWith('[/AHx /AHx]', hex(hex(of(500)))), limits, deadline()),
    ).rejects.toThrow(ReadRefused);
    const three = Buffer.concat([0, 1, 2].map(() => pdfWith('/AHx', hex(of(900)))));
    await expect(checkPdfStreams(three, limits, deadline())).rejects.toThrow(ReadRefused);
    await expect(checkPdfStreams(pdfWith('5 0 R', hex(of(5000))), limits, deadline())).resolves.toEqual({
      checked: 0,
      unknown: 1,
    });
    // A decoy /Filter inside a nested dictionary is not the stream's.
    const decoy = pdfWith('/AHx /DecodeParms << /Filter /DCTDecode >>', hex(of(1001)));
    await expect(checkPdfStreams(decoy, limits, deadline())).rejects.toThrow(ReadRefused);
  });
});

describe('the PDF reader process', () => {
  /** Bounds no stream check stops, so pdf.js itself decodes the bomb in the reader process. */
  const unchecked = { ...EXTRACTION_LIMITS, pdfStreamBytes: 64 * GiB, pdfTotalBytes: 64 * GiB };
  const lzwBomb = () => pdfWith('/LZWDecode', lzwRun(0x20, 4 * BOMB));

  /** The longest the event loop went without running a timer while `work` ran (ms). */
  async function longestStall(work: () => Promise<unknown>): Promise<number> {
    let last = Date.now();
    let longest = 0;
    const ticker = setInterval(() => {
      longest = Math.max(longest, Date.now() - last);
      last = Date.now();
    }, 20);
    try {
      await work();
    } finally {
      clearInterval(ticker);
    }
    return Math.max(longest, Date.now() - last);
  }

  it('is killed at the deadline while pdf.js is decoding, the server answering all along', async () => {
    const limits = { ...unchecked, timeoutMs: 2000, pdfReaderBytes: 4 * GiB };
    const exited = new Promise<PdfReaderExit>((resolve) => pdfReaderEvents.once('exit', resolve));
    const bomb = lzwBomb();
    const started = Date.now();
    let error: unknown;
    const stall = await longestStall(async () => {
      error = await extractText('pdf', bomb, { limits }).catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ status: 422, code: UploadErrorCode.readTimeout });
    expect(Date.now() - started).toBeLessThan(limits.timeoutMs + 5000);
    expect(stall).toBeLessThan(1000);
    const { pid, outcome } = await exited;
    expect(outcome).toBe('timeout');
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('is killed once its resident memory passes its cap, refused as too large', async () => {
    // A cap below what Node and pdf.js hold at rest: on a busy machine pdf.js can take longer than the deadline
    // to fill hundreds of megabytes, and it is the watch on memory that is tested here.
    const limits = { ...unchecked, pdfReaderBytes: 16 * MiB };
    const exited = new Promise<PdfReaderExit>((resolve) => pdfReaderEvents.once('exit', resolve));
    const error = await extractText('pdf', pdfWith('/AHx', hex(Buffer.from('BT (small) Tj ET'))), {
      limits,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: UploadErrorCode.expandsTooLarge });
    const { outcome, peakBytes } = await exited;
    expect(outcome).toBe('too_large');
    expect(peakBytes).toBeGreaterThan(limits.pdfReaderBytes);
    expect(peakBytes).toBeLessThan(limits.pdfReaderBytes + 100 * MiB);
  });
});
