import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHAT_LIMITS, UploadNoticeCode, UploadResponseSchema } from '@mustashar/contracts';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantSubscription,
  sameOrigin,
  type TestApp,
  testClock,
} from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import { uploads } from '../../db/schema.ts';
import { PdfDocument, RtlText, renderPdf } from '../../lib/pdf/index.ts';
import { readOwnedUploads } from './owned.ts';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ARABIC = 'المادة ١٠٩ من نظام العمل';

function form(fileName: string, type: string, bytes: Buffer | string) {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), fileName);
  return body;
}

describe('/api/uploads', () => {
  const clock = testClock();
  let t: TestApp;
  let dir: string;
  let layla: User;
  let omar: User;

  const upload = (user: User | { cookie: string } | null, body: FormData, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      remoteAddress: ip,
      headers: {
        ...sameOrigin,
        'accept-language': 'en',
        ...(user ? { cookie: user.cookie } : {}),
      },
      body,
    });
  const fetchUpload = (user: User | { cookie: string } | null, url: string, ip = '127.0.0.1') =>
    t.app.inject({ url, remoteAddress: ip, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-uploads-'));
    t = await createTestApp({ env: { UPLOADS_DIR: dir }, deps: { clock: clock.now } });
    layla = await createUserWithSession(t.app.db, 'layla@example.com');
    omar = await createUserWithSession(t.app.db, 'omar@example.com');
    await grantSubscription(t, layla.userId);
    await grantSubscription(t, omar.userId);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function accepted(fileName: string, type: string, bytes: Buffer | string) {
    const res = await upload(layla, form(fileName, type, bytes));
    expect(res.statusCode, res.body).toBe(201);
    const body = UploadResponseSchema.parse(res.json());
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, body.id));
    return { body, row: row! };
  }

  it('stores a txt file with its text, hash and a generated name, and serves it to its owner', async () => {
    const { body, row } = await accepted('notes.txt', 'text/plain', `${ARABIC}\nLabour Law`);
    expect(body).toMatchObject({ fileName: 'notes.txt', hasText: true, url: `/api/uploads/${body.id}` });
    expect(row.userId).toBe(layla.userId);
    expect(row.extractedText).toBe(`${ARABIC}\nLabour Law`);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.storagePath).not.toContain('notes');
    expect(await readFile(path.join(dir, row.storagePath), 'utf8')).toBe(`${ARABIC}\nLabour Law`);

    const res = await fetchUpload(layla, body.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(`${ARABIC}\nLabour Law`);

    // The chat reads the same row for the answer, for its owner only.
    const [owned] = (await readOwnedUploads(t.app.db, { userId: layla.userId }, [body.id])) ?? [];
    expect(owned).toMatchObject({ uploadId: body.id, fileName: 'notes.txt', text: `${ARABIC}\nLabour Law` });
    expect(await readOwnedUploads(t.app.db, { userId: omar.userId }, [body.id])).toBeNull();
  });

  it('describes both routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/uploads', '/api/uploads/{id}', '/api/chat/export']),
    );
  });

  it('reads the text of a PDF made by lib/pdf', async () => {
    const pdf = await renderPdf(
      h(PdfDocument, { title: 'Test', lang: 'en' }, h(RtlText, null, 'Contract of employment 2025')),
    );
    const { body, row } = await accepted('contract.pdf', 'application/pdf', pdf);
    expect(body.mime).toBe('application/pdf');
    expect(body.hasText).toBe(true);
    expect(row.extractedText).toContain('Contract of employment 2025');
  });

  it("reads an Arabic PDF's lam-alef ligatures in reading order", async () => {
    const line = 'لا يجوز فسخ عقد الإيجار خلال مدته إلا بالتزام الطرفين والالتزام بالأنظمة للاستثمار';
    const pdf = await renderPdf(h(PdfDocument, { title: 'عقد', lang: 'ar' }, h(RtlText, null, line)));
    const { row } = await accepted('lease.pdf', 'application/pdf', pdf);
    // The extractor alone reads "ال يجوز فسخ عقد اإليجار خالل مدته إال …".
    expect(row.extractedText).toContain(line);
  });

  it('reads the text of a docx file', async () => {
    const doc = new Document({
      sections: [{ children: [new Paragraph({ children: [new TextRun('Termination notice: 60 days')] })] }],
    });
    const bytes = await Packer.toBuffer(doc);
    const { body, row } = await accepted('notice.docx', '', bytes);
    expect(body.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(row.extractedText).toContain('Termination notice: 60 days');
  });

  it('reads the cells of an xlsx file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Salaries');
    sheet.addRow(['الموظف', 'Salary']);
    sheet.addRow(['أحمد', 12000]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { body, row } = await accepted(
      'salaries.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes,
    );
    expect(body.hasText).toBe(true);
    expect(row.extractedText).toContain('الموظف\tSalary');
    expect(row.extractedText).toContain('أحمد\t12000');
  });

  it('keeps a png without text and serves it inline as an image', async () => {
    const { body } = await accepted('photo.PNG', 'image/png', PNG);
    expect(body).toMatchObject({ mime: 'image/png', hasText: false, size: PNG.length });
    const res = await fetchUpload(layla, body.url);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="photo.PNG"/);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps jpeg photos and legacy doc/xls files (compound documents) without text', async () => {
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(64),
    ]);
    expect((await accepted('scan.jpeg', 'image/jpeg', jpeg)).body).toMatchObject({
      mime: 'image/jpeg',
      hasText: false,
    });
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
    expect((await accepted('old.doc', 'application/msword', cfb)).body).toMatchObject({
      mime: 'application/msword',
      hasText: false,
      notice: {
        code: UploadNoticeCode.noText,
        message: 'No readable text was found in this file, so answers will not use its content.',
      },
    });
    expect((await accepted('old.xls', 'application/vnd.ms-excel', cfb)).body.mime).toBe(
      'application/vnd.ms-excel',
    );
  });

  it('refuses a renamed executable, a disallowed type and binary "text" with 415, storing nothing', async () => {
    const before = (await readdir(dir, { recursive: true })).length;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    for (const body of [
      form('report.pdf', 'application/pdf', exe),
      form('report.txt', 'text/plain', exe),
      form('photo.png', 'image/png', exe),
      form('setup.exe', 'application/octet-stream', exe),
      form('page.html', 'text/html', '<script>alert(1)</script>'),
      form('notes.txt', 'application/x-msdownload', 'hello'),
    ]) {
      const res = await upload(layla, body);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: 'http:unsupported_media_type' });
      expect(res.json().message).toContain('not supported');
    }
    expect((await readdir(dir, { recursive: true })).length).toBe(before);
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: layla.cookie, ...sameOrigin, 'accept-language': 'ar' },
      body: form('report.pdf', 'application/pdf', exe),
    });
    expect(ar.json().message).toContain('نوع الملف غير مدعوم');
  });

  it('refuses a file one byte over 10 MB with 413 and stores nothing', async () => {
    const before = await t.app.db.select().from(uploads);
    const res = await upload(
      layla,
      form('big.txt', 'text/plain', Buffer.alloc(CHAT_LIMITS.uploadBytes + 1, 'a')),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'http:payload_too_large' });
    expect(res.json().message).toContain('10 MB');
    expect(await t.app.db.select().from(uploads)).toHaveLength(before.length);
    const exact = await upload(
      layla,
      form('max.txt', 'text/plain', Buffer.alloc(CHAT_LIMITS.uploadBytes, 'a')),
    );
    expect(exact.statusCode).toBe(201);
  });

  it('names the download safely: an ASCII fallback and the real name encoded', async () => {
    const { body } = await accepted('عقد نهائي.txt', 'text/plain', 'x');
    expect(body.fileName).toBe('عقد نهائي.txt');
    const res = await fetchUpload(layla, body.url);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___ _____.txt"; filename*=UTF-8''${encodeURIComponent('عقد نهائي.txt')}`,
    );
  });

  it("answers 404 for another user's upload, and for anyone signed out", async () => {
    const { body } = await accepted('private.txt', 'text/plain', 'private');
    expect((await fetchUpload(omar, body.url)).statusCode).toBe(404);
    expect((await fetchUpload(null, body.url)).statusCode).toBe(404);
    expect((await fetchUpload(layla, body.url)).statusCode).toBe(200);
  });

  it('refuses a signed-in user without a subscription', async () => {
    const free = await createUserWithSession(t.app.db, 'free@example.com');
    const res = await upload(free, form('a.txt', 'text/plain', 'hello'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'chat:subscription_required' });
  });

  it('refuses a guest without a trial, and accepts one with a started trial (owned by the trial)', async () => {
    const ip = '203.0.113.77';
    const refused = await upload(null, form('a.txt', 'text/plain', 'hello'), ip);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'trial:not_started' });

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/trial/start',
      remoteAddress: ip,
      headers: { ...sameOrigin },
    });
    expect(start.statusCode).toBe(200);
    const cookie = [start.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    const guest = { cookie };
    const res = await upload(guest, form('guest.txt', 'text/plain', 'guest question'), ip);
    expect(res.statusCode, res.body).toBe(201);
    const body = UploadResponseSchema.parse(res.json());
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ userId: null, extractedText: 'guest question' });
    expect(row!.trialId).not.toBeNull();
    expect((await fetchUpload(guest, body.url, ip)).statusCode).toBe(200);
    // A subscriber does not see the guest's file.
    expect((await fetchUpload(layla, body.url)).statusCode).toBe(404);

    // Once the trial is over the guest may upload no more, but still sees the files of the conversation.
    clock.advance(t.config.trial.windowMs + 1000);
    const ended = await upload(guest, form('late.txt', 'text/plain', 'late'), ip);
    expect(ended.statusCode).toBe(440);
    expect(ended.json()).toMatchObject({ error: 'trial:ended' });
    expect((await fetchUpload(guest, body.url, ip)).statusCode).toBe(200);
  });
});
