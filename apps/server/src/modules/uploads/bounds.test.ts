import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { UploadErrorCode } from '@mustashar/contracts';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import { uploads } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { EXTRACTED_TEXT_CHARS, EXTRACTION_LIMITS, extractText } from './files.ts';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Raw deflate of `size` bytes of one character, built from one flushed 1 MiB block repeated (about 1:1000). */
function deflatedRun(char: string, size: number) {
  const chunk = Buffer.alloc(MiB, char);
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [];
  let crc = 0;
  for (let done = 0; done < size; done += MiB) {
    parts.push(block);
    crc = crc32(chunk, crc);
  }
  parts.push(deflateRawSync(Buffer.alloc(0)));
  return { deflated: Buffer.concat(parts), size, crc };
}

type ZipEntry =
  | { name: string; text: string }
  | { name: string; deflated: Buffer; size: number; crc: number };

/** A zip of deflated entries; `declare` overrides the uncompressed size the headers state. */
function zipOf(entries: ZipEntry[], declare?: (name: string) => number | undefined): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { deflated, size, crc } =
      'text' in entry
        ? {
            deflated: deflateRawSync(Buffer.from(entry.text)),
            size: Buffer.byteLength(entry.text),
            crc: crc32(entry.text),
          }
        : entry;
    const declared = declare?.(entry.name) ?? size;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, deflated);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = { name: '[Content_Types].xml', text: '<?xml version="1.0"?><Types/>' };
const rels = { name: '_rels/.rels', text: '<?xml version="1.0"?><Relationships/>' };
const docxBomb = (declare?: (name: string) => number | undefined) =>
  zipOf([contentTypes, rels, { name: 'word/document.xml', ...deflatedRun('a', GiB) }], declare);

/** A one-page PDF whose content stream is `size` bytes of spaces, deflated (zlib-wrapped, as FlateDecode is). */
function pdfBomb(size: number): Buffer {
  const { deflated } = deflatedRun(' ', size);
  const stream = Buffer.concat([Buffer.from([0x78, 0x9c]), deflated, Buffer.alloc(4)]);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n' +
        `4 0 obj << /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
    ),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

function form(fileName: string, type: string, bytes: Buffer) {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), fileName);
  return body;
}

describe('upload bounds (decompression bombs)', () => {
  let t: TestApp;
  let dir: string;
  let cookie: string;

  const upload = (body: FormData, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...sameOrigin, 'accept-language': lang, cookie },
      body,
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-bounds-'));
    t = await createTestApp({ env: { UPLOADS_DIR: dir } });
    const user = await createUserWithSession(t.app.db, 'bombs@example.com');
    await grantSubscription(t, user.userId);
    cookie = user.cookie;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Uploads `body` and expects a 422 with `code`, no new file on disk and no new row. */
  async function refused(body: FormData, code: string) {
    const files = (await readdir(dir, { recursive: true })).length;
    const rows = (await t.app.db.select().from(uploads)).length;
    const res = await upload(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe(code);
    expect((await readdir(dir, { recursive: true })).length).toBe(files);
    expect(await t.app.db.select().from(uploads)).toHaveLength(rows);
    return res;
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

  it('refuses a 1 MB docx that unpacks to 1 GiB with 422 in both languages, in bounded memory', async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(2 * MiB);
    const started = Date.now();
    const growth = await rssGrowth(() =>
      refused(form('bomb.docx', DOCX_MIME, bomb), UploadErrorCode.expandsTooLarge),
    );
    expect(growth).toBeLessThan(100 * MiB);
    expect(Date.now() - started).toBeLessThan(5000);

    const en = await upload(form('bomb.docx', DOCX_MIME, bomb));
    expect(en.json().message).toContain(`${EXTRACTION_LIMITS.zipTotalBytes / MiB} MB`);
    const ar = await upload(form('bomb.docx', DOCX_MIME, bomb), 'ar');
    expect(ar.json()).toMatchObject({ error: UploadErrorCode.expandsTooLarge });
    expect(ar.json().message).toContain('٦٤ ميغابايت');
  });

  it('counts the bytes actually inflated: a bomb whose headers declare 1 KB is refused too', async () => {
    const growth = await rssGrowth(() =>
      refused(
        form(
          'liar.docx',
          DOCX_MIME,
          docxBomb(() => 1024),
        ),
        UploadErrorCode.expandsTooLarge,
      ),
    );
    expect(growth).toBeLessThan(100 * MiB);
    const sheet = zipOf(
      [
        contentTypes,
        { name: 'xl/workbook.xml', text: '<workbook/>' },
        { name: 'xl/sharedStrings.xml', ...deflatedRun('b', GiB) },
      ],
      () => 100,
    );
    await refused(form('liar.xlsx', XLSX_MIME, sheet), UploadErrorCode.expandsTooLarge);
  });

  it('refuses a docx of more entries than allowed, and one whose small entries add up past the total', async () => {
    const many = Array.from({ length: EXTRACTION_LIMITS.zipEntries + 1 }, (_, i) => ({
      name: `word/media/${i}.xml`,
      text: 'x',
    }));
    await refused(
      form('many.docx', DOCX_MIME, zipOf([contentTypes, rels, ...many])),
      UploadErrorCode.expandsTooLarge,
    );
    const piece = deflatedRun('c', EXTRACTION_LIMITS.zipEntryBytes - MiB);
    const pieces = [0, 1, 2].map((i) => ({ name: `word/part${i}.xml`, ...piece }));
    await refused(
      form('pieces.docx', DOCX_MIME, zipOf([contentTypes, rels, ...pieces])),
      UploadErrorCode.expandsTooLarge,
    );
  });

  it('refuses a PDF whose FlateDecode content stream unpacks to 1 GiB, in bounded memory', async () => {
    const bomb = pdfBomb(GiB);
    const growth = await rssGrowth(() =>
      refused(form('bomb.pdf', 'application/pdf', bomb), UploadErrorCode.expandsTooLarge),
    );
    expect(growth).toBeLessThan(100 * MiB);
  });

  it('still reads a docx within the bounds, keeping at most the text cap', async () => {
    const paragraph = 'Termination notice: sixty days. '.repeat(40);
    const doc = new Document({
      sections: [
        {
          children: Array.from({ length: 200 }, () => new Paragraph({ children: [new TextRun(paragraph)] })),
        },
      ],
    });
    const { text } = await extractText('docx', await Packer.toBuffer(doc));
    expect(text).toHaveLength(EXTRACTED_TEXT_CHARS);
    expect(text?.startsWith('Termination notice')).toBe(true);
  });

  it('gives up at the deadline with 422 uploads:read_timeout', async () => {
    const doc = new Document({
      sections: [{ children: [new Paragraph({ children: [new TextRun('On time')] })] }],
    });
    const bytes = await Packer.toBuffer(doc);
    const late = { ...EXTRACTION_LIMITS, timeoutMs: -1 };
    const error = await extractText('docx', bytes, { limits: late }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: UploadErrorCode.readTimeout });
    expect((await extractText('docx', bytes)).text).toBe('On time');
  });
});
