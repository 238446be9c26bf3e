import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_EXPORT_SECTIONS, DataExportStatusSchema } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, type TestApp, testClock } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { consents, conversations, messages, uploads } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { pdfLines, popplerFor, rightToLeft } from '../../lib/pdf/pdf-text.ts';
import { collectUserData } from './collect.ts';
import { dataExportPdf } from './pdf.ts';

const poppler = await popplerFor('data export: PDF text tests');
const HOUR = 60 * 60 * 1000;

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'data-export-')), 'export.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** The two links of the newest export mail to `to`. */
async function exportLinks(t: TestApp, to: string) {
  const mail = (await outboxFor(t, to)).find((email) => email.text.includes('/api/data-exports/'));
  if (!mail) throw new Error(`no export mail to ${to}`);
  const urls = [
    ...mail.text.matchAll(/http:\/\/mustashar\.test(\/api\/data-exports\/[A-Za-z0-9_-]+\.(json|pdf))/g),
  ];
  const byFormat = new Map(urls.map((match) => [match[2], match[1]!]));
  return { json: byFormat.get('json')!, pdf: byFormat.get('pdf')!, mail };
}

describe('download my data', () => {
  const clock = testClock('2026-03-01T09:00:00.000Z');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mustashar-exports-'));
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const seeded = { conversationId: '', questionId: '', answerId: '', uploadId: '', paymentId: '' };

  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: dataDir, UPLOADS_DIR: path.join(dataDir, 'uploads') },
      deps: { clock: clock.now },
    });
    alice = await createUser(t, 'alice@example.com', { name: 'Alice Export', locale: 'en' });
    bob = await createUser(t, 'bob@example.com', { name: 'Bob Other' });
    // One of each record the app shows Alice.
    const [conversation] = await t.app.db
      .insert(conversations)
      .values({ userId: alice.id, title: 'Notice period question' })
      .returning();
    seeded.conversationId = conversation!.id;
    const [question] = await t.app.db
      .insert(messages)
      .values({
        conversationId: conversation!.id,
        userId: alice.id,
        sender: 'user',
        text: 'How long is my notice period?',
      })
      .returning();
    const [answer] = await t.app.db
      .insert(messages)
      .values({
        conversationId: conversation!.id,
        userId: alice.id,
        sender: 'bot',
        parentId: question!.id,
        text: 'Sixty days for a monthly-paid worker.',
        citations: [
          {
            law: 'Labour Law',
            article: '75',
            label: 'Article 75',
            url: '/laws/labour/75',
            excerpt: 'notice of at least sixty days',
          },
        ],
      })
      .returning();
    seeded.questionId = question!.id;
    seeded.answerId = answer!.id;
    const [upload] = await t.app.db
      .insert(uploads)
      .values({
        userId: alice.id,
        fileName: 'employment-contract.pdf',
        mime: 'application/pdf',
        size: 1234,
        sha256: 'a'.repeat(64),
        storagePath: 'ab/employment-contract',
        extractedText: 'The employee shall give notice.',
      })
      .returning();
    seeded.uploadId = upload!.id;
    seeded.paymentId = (await subscribe(t, alice)).invoice.paymentId;
    await t.app.db.insert(consents).values([
      { userId: alice.id, subject: 'terms', version: '2026-01-01', granted: true, createdAt: clock.now() },
      { userId: alice.id, subject: 'marketing', granted: false, createdAt: clock.now() },
    ]);
    await writeAudit(t.app.db, { userId: alice.id, action: 'auth.sign_in', ip: '203.0.113.7' });
  });
  afterAll(() => t.close());

  it('refuses a guest', async () => {
    expect((await api(t, null).post('/api/account/export')).statusCode).toBe(401);
  });

  it('accepts one request an hour, and says so in the user’s language', async () => {
    const before = DataExportStatusSchema.parse((await api(t, alice).get('/api/account/export')).json());
    expect(before).toEqual({ latest: null, nextAllowedAt: null });

    const first = await api(t, alice).post('/api/account/export');
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().latest.state).toBe('preparing');
    expect(first.json().message).toMatch(/e-mail you a link/);

    const again = await api(t, alice, 'ar').post('/api/account/export');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('data:export_too_soon');
    expect(again.json().message).toMatch(/ساعة/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    const againEn = await api(t, alice, 'en').post('/api/account/export');
    expect(againEn.json().message).toMatch(/one hour/);
  });

  it('mails a link whose JSON archive holds every record the user can see', async () => {
    const { json, mail } = await exportLinks(t, alice.email);
    expect(mail.subject).toMatch(/ready to download/);
    const status = DataExportStatusSchema.parse((await api(t, alice).get('/api/account/export')).json());
    expect(status.latest?.state).toBe('ready');
    expect(status.latest?.expiresAt).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());

    // No session needed: the link is the key (ADR 100).
    const res = await t.app.inject({ url: json });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="mustashar-data-2026-03-01\.json"/,
    );
    const archive = res.json();
    for (const section of DATA_EXPORT_SECTIONS) expect(archive, section).toHaveProperty(section);

    expect(archive.profile).toMatchObject({ id: alice.id, email: 'alice@example.com', name: 'Alice Export' });
    expect(JSON.stringify(archive.profile)).not.toMatch(/password|secret/i);
    const [conversation] = archive.conversations;
    expect(conversation.id).toBe(seeded.conversationId);
    expect(conversation.messages.map((m: { id: string }) => m.id)).toEqual([
      seeded.questionId,
      seeded.answerId,
    ]);
    expect(conversation.messages[0].text).toBe('How long is my notice period?');
    expect(conversation.messages[1].citations[0]).toMatchObject({ law: 'Labour Law', article: '75' });
    expect(archive.uploads).toEqual([
      expect.objectContaining({
        id: seeded.uploadId,
        fileName: 'employment-contract.pdf',
        extractedText: 'The employee shall give notice.',
      }),
    ]);
    expect(archive.payments).toEqual([expect.objectContaining({ id: seeded.paymentId, status: 'paid' })]);
    expect(archive.invoices).toEqual([
      expect.objectContaining({ paymentId: seeded.paymentId, buyerEmail: 'alice@example.com' }),
    ]);
    expect(archive.consents).toEqual([
      expect.objectContaining({ subject: 'terms', version: '2026-01-01', granted: true }),
      expect.objectContaining({ subject: 'marketing', granted: false }),
    ]);
    expect(archive.sessions).toHaveLength(1);
    expect(archive.signInHistory).toEqual([
      expect.objectContaining({ action: 'auth.sign_in', ip: '203.0.113.7' }),
    ]);
    expect(JSON.stringify(archive)).not.toContain(bob.email);
  });

  it.skipIf(!poppler)('the PDF shows the same records, readable, in the user’s language', async () => {
    const { pdf } = await exportLinks(t, alice.email);
    const res = await t.app.inject({ url: pdf });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'A copy of your data',
      'Alice Export',
      'How long is my notice period?',
      'Sixty days for a monthly-paid worker.',
      'Labour Law — Article 75',
      'employment-contract.pdf',
      'Terms of use',
      'Log-in history',
      '203.0.113.7',
    ])
      expect(text).toContain(expected);
  });

  it.skipIf(!poppler)('in Arabic, the PDF reads right to left, with Arabic-Indic digits', async () => {
    const data = await collectUserData(t.app.db, alice.id, clock.now());
    const lines = await pdfLines(await dataExportPdf(data!, 'ar', 'http://mustashar.test'));
    const title = lines.find((line) => rightToLeft(line).join(' ') === 'نسخة من بياناتك');
    expect(title, lines.map((line) => rightToLeft(line).join(' ')).join('\n')).toBeDefined();
    const heading = lines.find((line) => rightToLeft(line).join(' ') === 'سجل الدخول');
    expect(heading).toBeDefined();
    expect(lines.some((line) => /٢٠٢٦/.test(rightToLeft(line).join(' ')))).toBe(true);
  });

  it('a user’s archive holds only their own records', async () => {
    clock.advance(HOUR);
    expect((await api(t, bob).post('/api/account/export')).statusCode).toBe(202);
    const { json } = await exportLinks(t, bob.email);
    const archive = (await t.app.inject({ url: json })).json();
    expect(archive.profile.email).toBe(bob.email);
    expect(archive.conversations).toEqual([]);
    expect(archive.uploads).toEqual([]);
    expect(archive.payments).toEqual([]);
    expect(JSON.stringify(archive)).not.toContain('notice period');
  });

  it('answers 404 to an unknown link, and 410 once the day is over; then the files go', async () => {
    const { json, pdf } = await exportLinks(t, alice.email);
    const unknown = await t.app.inject({
      url: `/api/data-exports/${'x'.repeat(43)}.json`,
      headers: { 'accept-language': 'ar' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('data:export_not_found');

    // Alice's link (made an hour before Bob's) has run out; Bob's has not.
    clock.advance(23.5 * HOUR);
    const expired = await t.app.inject({ url: pdf, headers: { 'accept-language': 'ar' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('data:export_expired');
    expect(expired.json().message).toMatch(/انتهت صلاحية/);
    const exportsDir = path.join(dataDir, 'exports');
    const filesBefore = execFileSync('ls', [exportsDir]).toString().trim().split('\n');
    expect(filesBefore).toHaveLength(4);

    // The daily retention run deletes expired exports' files.
    await t.app.jobs.enqueueScheduled();
    await t.app.jobs.drain();
    const status = DataExportStatusSchema.parse((await api(t, alice).get('/api/account/export')).json());
    expect(status.latest?.state).toBe('expired');
    expect(status.nextAllowedAt).toBeNull();
    expect((await t.app.inject({ url: pdf })).statusCode).toBe(404);
    expect((await t.app.inject({ url: json })).statusCode).toBe(404);
    // Bob's export is still within its day.
    expect(execFileSync('ls', [exportsDir]).toString().trim().split('\n')).toHaveLength(2);
    expect(existsSync(exportsDir)).toBe(true);
  });
});
