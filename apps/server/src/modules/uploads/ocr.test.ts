import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { UploadErrorCode, UploadNoticeCode, UploadResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { ChatClient, chatUrl, createUserWithSession, scriptedAnswerer } from '../../../test/support/chat.ts';
import { imageOnlyPdf, ocrFor, renderedPage, shareRead } from '../../../test/support/uploads.ts';
import { uploads } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { extractText } from './files.ts';
import { imageSize } from './image-size.ts';
import { type OcrSettings, SerialQueue, startOcr } from './ocr.ts';

const ocrHere = await ocrFor('uploads: OCR tests');

const ARABIC = 'ينتهي عقد الإيجار في نهاية شهر مايو';
const ENGLISH = 'The tenant pays rent every month';
const ARABIC_2 = 'يلتزم المؤجر بإصلاح الأعطال خلال أسبوع';
const ENGLISH_2 = 'Notice of termination takes sixty days';

/** OCR's output holds the line: at least four words in five, in order (OCR noise allowed, not a blank page). */
const READ = 0.8;

const settings = (overrides: Partial<OcrSettings> = {}): OcrSettings => ({
  tesseractPath: 'tesseract',
  pdftoppmPath: 'pdftoppm',
  timeoutMs: 30_000,
  maxPages: 10,
  maxMegapixels: 25,
  ...overrides,
});

/** The header of a PNG declaring a size, with no pixels after it (an image bomb is refused before decoding). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0, 'latin1');
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr.set([8, 2, 0, 0, 0], 12);
  const chunk = Buffer.alloc(25);
  chunk.writeUInt32BE(13, 0);
  ihdr.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(ihdr), 21);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk]);
}

/** Whether a process id is still in the process table. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('SerialQueue', () => {
  it('runs one job at a time, in order, and refuses a job past its waiting limit', async () => {
    const queue = new SerialQueue(1);
    const events: string[] = [];
    let release!: () => void;
    const first = queue.run(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push('first ends');
    });
    const second = queue.run(async () => {
      events.push('second starts');
    });
    await expect(queue.run(async () => {})).rejects.toMatchObject({ reason: 'busy' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });
});

describe('OCR where tesseract is not installed', () => {
  it('is off, says what is missing, and keeps images without text with the notice that says why', async () => {
    const ocr = await startOcr(settings({ tesseractPath: '/nonexistent/tesseract' }));
    expect(ocr.availability).toMatchObject({ status: 'off', problem: expect.stringMatching(/not found/) });
    const png = pngHeader(100, 100);
    expect(await extractText('png', png, { ocr })).toEqual({
      text: null,
      notice: { code: UploadNoticeCode.ocrUnavailable, message: messages.uploadOcrUnavailable },
    });
  });
});

describe.skipIf(!ocrHere)('OCR (tesseract, Arabic and English)', () => {
  let tmpRoot: string;
  let png: Buffer;
  let scanned: Buffer;
  beforeAll(async () => {
    tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'mustashar-ocr-jobs-'));
    png = await renderedPage([ARABIC, ENGLISH]);
    scanned = await imageOnlyPdf([png, await renderedPage([ARABIC_2, ENGLISH_2])]);
  });
  afterAll(() => rm(tmpRoot, { recursive: true, force: true }));

  it('reads the size PNG and JPEG headers declare', async () => {
    const jpeg = await renderedPage([ENGLISH], { format: 'jpeg' });
    expect(imageSize(png)).toEqual({ width: 1240, height: expect.any(Number) });
    expect(imageSize(jpeg)?.width).toBe(1240);
    expect(imageSize(Buffer.from('not an image'))).toBeNull();
  });

  it('reads an Arabic line and an English line from a picture of a page, before the time allowed', async () => {
    const ocr = await startOcr(settings({ tmpRoot }));
    const started = Date.now();
    const { text, notice } = await extractText('png', png, { ocr });
    expect(Date.now() - started).toBeLessThan(ocr.settings.timeoutMs);
    expect(notice).toBeNull();
    expect(shareRead(ARABIC, text!)).toBeGreaterThanOrEqual(READ);
    expect(shareRead(ENGLISH, text!)).toBeGreaterThanOrEqual(READ);
    // The Arabic line comes first, as on the page.
    expect(text!.search(/[a-z]/i)).toBeGreaterThan(text!.search(/\p{Script=Arabic}/u));
    expect(await readdir(tmpRoot)).toEqual([]);
  });

  it('reads a phone photo whose pixels lie sideways or upside down, turned as its EXIF orientation says', async () => {
    const ocr = await startOcr(settings());
    // A portrait photo (pixels turned a quarter left, EXIF 6: "turn right to show") and an upside-down one (EXIF 3).
    for (const [turn, orientation] of [
      [270, 6],
      [180, 3],
    ] as const) {
      const photo = await sharp(png)
        .rotate(turn)
        .withMetadata({ orientation })
        .jpeg({ quality: 90 })
        .toBuffer();
      const { text } = await extractText('jpg', photo, { ocr });
      expect(shareRead(ARABIC, text!), `EXIF ${orientation}`).toBeGreaterThanOrEqual(READ);
      expect(shareRead(ENGLISH, text!), `EXIF ${orientation}`).toBeGreaterThanOrEqual(READ);
    }
  });

  it('finds no text on a blank page, and says so', async () => {
    const ocr = await startOcr(settings());
    const blank = await renderedPage([' ']);
    expect(await extractText('png', blank, { ocr })).toEqual({
      text: null,
      notice: { code: UploadNoticeCode.noText, message: messages.uploadNoText },
    });
  });

  it('reads every page of a scanned PDF (no text layer), in page order, before the time allowed', async () => {
    // Without OCR the file has no text at all: it is a scan.
    expect((await extractText('pdf', scanned)).text).toBeNull();
    const ocr = await startOcr(settings({ tmpRoot }));
    const started = Date.now();
    const { text, notice } = await extractText('pdf', scanned, { ocr });
    expect(Date.now() - started).toBeLessThan(ocr.settings.timeoutMs);
    expect(notice).toBeNull();
    for (const line of [ARABIC, ENGLISH, ARABIC_2, ENGLISH_2])
      expect(shareRead(line, text!), line).toBeGreaterThanOrEqual(READ);
    expect(shareRead(`${ENGLISH} ${ENGLISH_2}`, text!)).toBeGreaterThanOrEqual(READ);
    expect(await readdir(tmpRoot)).toEqual([]);
  });

  it('reads no more scanned pages than OCR_MAX_PAGES, and says how many it read', async () => {
    const ocr = await startOcr(settings({ maxPages: 1 }));
    const { text, notice } = await extractText('pdf', scanned, { ocr });
    expect(shareRead(ENGLISH, text!)).toBeGreaterThanOrEqual(READ);
    expect(shareRead(ENGLISH_2, text!)).toBeLessThan(0.5);
    expect(notice).toEqual({
      code: UploadNoticeCode.pagesLimited,
      message: {
        ar: 'قُرئت الصفحة الأولى فقط من الصفحات الممسوحة ضوئيًا في هذا الملف.',
        en: 'Only the first scanned page of this file was read.',
      },
    });
  });

  it('runs no OCR on a PDF that has its text', async () => {
    const started: number[] = [];
    const ocr = await startOcr(settings({ onSpawn: (pid) => started.push(pid) }));
    const { renderPdf, PdfDocument, RtlText } = await import('../../lib/pdf/index.ts');
    const { createElement: h } = await import('react');
    const pdf = await renderPdf(h(PdfDocument, { title: 'عقد', lang: 'ar' }, h(RtlText, null, ARABIC)));
    const { text } = await extractText('pdf', pdf, { ocr });
    expect(text).toContain('مايو');
    expect(started).toEqual([]);
  });

  it('kills tesseract at OCR_TIMEOUT_MS, removes its files and refuses the upload with a clear message', async () => {
    const dense = await renderedPage(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? ENGLISH : ARABIC)),
      {
        dpi: 300,
      },
    );
    const pids: number[] = [];
    const ocr = await startOcr(settings({ timeoutMs: 400, tmpRoot, onSpawn: (pid) => pids.push(pid) }));
    const started = Date.now();
    const error = await extractText('png', dense, { ocr }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: UploadErrorCode.readTimeout });
    expect((error as AppError).messageFor('en')).toMatch(/^Reading the text in this image .* took longer/);
    expect((error as AppError).messageFor('ar')).toMatch(/^استغرقت قراءة النص في هذه الصورة/);
    expect(pids).toHaveLength(1);
    expect(alive(pids[0]!)).toBe(false);
    expect(await readdir(tmpRoot)).toEqual([]);
  });

  it('refuses an image past OCR_MAX_MEGAPIXELS from its header, without starting tesseract', async () => {
    const pids: number[] = [];
    const ocr = await startOcr(settings({ maxMegapixels: 25, onSpawn: (pid) => pids.push(pid) }));
    const error = await extractText('png', pngHeader(8000, 8000), { ocr }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: UploadErrorCode.imageTooLarge });
    expect((error as AppError).messageFor('en')).toContain('over 25 megapixels');
    expect((error as AppError).messageFor('ar')).toContain('أكثر من ٢٥ ميغابكسل');
    expect(pids).toEqual([]);
  });
});

function form(fileName: string, type: string, bytes: Buffer) {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), fileName);
  return body;
}

describe('POST /api/uploads on a server without tesseract', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { OCR_TESSERACT_PATH: '/nonexistent/tesseract' } });
    const user = await createUserWithSession(t.app.db, 'huda@example.com');
    await grantSubscription(t, user.userId);
    cookie = user.cookie;
  });
  afterAll(() => t?.close());

  it('stores the photo and tells the user, in their language, that its text could not be read here', async () => {
    const png = pngHeader(100, 100);
    for (const [language, message] of [
      ['ar', messages.uploadOcrUnavailable.ar],
      ['en', messages.uploadOcrUnavailable.en],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...sameOrigin, cookie, 'accept-language': language },
        body: form('contract.png', 'image/png', png),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(UploadResponseSchema.parse(res.json())).toMatchObject({
        hasText: false,
        notice: { code: UploadNoticeCode.ocrUnavailable, message },
      });
    }
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ ocr: 'off' });
  });
});

describe.skipIf(!ocrHere)('a photographed page in the chat', () => {
  const answerer = scriptedAnswerer();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUserWithSession>>;
  beforeAll(async () => {
    t = await createTestApp({ deps: { answerer } });
    user = await createUserWithSession(t.app.db, 'salem@example.com');
    await grantSubscription(t, user.userId);
  });
  afterAll(() => t?.close());

  it('has its text read on upload, and the answer is given that text with the question', async () => {
    const jpeg = await renderedPage([ARABIC, ENGLISH], { format: 'jpeg' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' },
      body: form('lease.jpg', 'image/jpeg', jpeg),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = UploadResponseSchema.parse(res.json());
    expect(body).toMatchObject({ mime: 'image/jpeg', hasText: true });
    expect(body.notice).toBeUndefined();
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(shareRead(ARABIC, row!.extractedText!)).toBeGreaterThanOrEqual(READ);
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ ocr: 'ok' });

    const socket = await ChatClient.open(await chatUrl(t.app), {
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' },
    });
    const { frame } = await socket.ask({ message: 'When does my lease end?', attachments: [body.id] });
    await socket.close();
    expect(frame).toMatchObject({ type: 'reply' });
    const [attachment] = answerer.calls.at(-1)!.attachments;
    expect(attachment).toMatchObject({ fileName: 'lease.jpg', mime: 'image/jpeg' });
    expect(shareRead(ARABIC, attachment!.text!)).toBeGreaterThanOrEqual(READ);
    expect(shareRead(ENGLISH, attachment!.text!)).toBeGreaterThanOrEqual(READ);
  });
});
