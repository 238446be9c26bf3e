import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, type TestApp, testClock } from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import { conversations, messages } from '../../db/schema.ts';
import { popplerFor } from '../../lib/pdf/pdf-text.ts';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

const poppler = await popplerFor('chat export: PDF layout tests');

const ARTEFACTS = path.resolve(import.meta.dirname, '../../../test-results/chat-export');
const TITLE = 'إشعار إنهاء عقد العمل';
const QUESTION = 'ما مدة الإشعار عند إنهاء العقد؟';
const ANSWER = 'مدة الإشعار ستون يومًا وفق المادة ١٢٣ لعام 2025 من نظام العمل';
const MIXED = 'راجع Labour Law 2025 والمادة ١٢٣';
const ENGLISH = 'What does article 109 of the Labour Law say?';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const CITATION = {
  law: 'نظام العمل',
  article: '75',
  label: 'المادة ٧٥',
  url: '/library/labour/75',
  excerpt: '',
};

type Word = { text: string; xMin: number; yMin: number };

/** The words pdftotext finds, with their boxes. */
function pdfWords(file: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    text: m[3]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
  }));
}

// pdftotext gives an Arabic word's glyphs in visual order (last letter first; a lam-alef ligature is one glyph
// holding both letters); digits and Latin words stay as written.
const ARABIC_LETTER = /[\u0621-\u064A]/;
const visual = (word: string) =>
  ARABIC_LETTER.test(word)
    ? (word.match(/\u0644[\u0622\u0623\u0625\u0627]|./gsu) ?? []).reverse().join('')
    : word;
const visualWords = (text: string) => text.split(' ').map(visual);

/** The words of the line holding `anchor` (a word as written), from right to left, as pdftotext extracts them. */
function lineRightToLeft(words: Word[], anchor: string): string[] {
  const hit = words.find((w) => w.text === visual(anchor));
  if (!hit) throw new Error(`no word ${anchor} in the PDF`);
  return words
    .filter((w) => Math.abs(w.yMin - hit.yMin) < 3)
    .sort((a, b) => b.xMin - a.xMin)
    .map((w) => w.text);
}

describe('GET /api/chat/export', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  let t: TestApp;
  let layla: User;
  let omar: User;
  let conversationId: string;
  let omarsConversation: string;

  const get = (user: User | null, query: string, lang = 'ar') =>
    t.app.inject({
      url: `/api/chat/export?${query}`,
      headers: { 'accept-language': lang, ...(user ? { cookie: user.cookie } : {}) },
    });

  beforeAll(async () => {
    mkdirSync(ARTEFACTS, { recursive: true });
    t = await createTestApp({ deps: { clock: clock.now } });
    layla = await createUserWithSession(t.app.db, 'layla@example.com', { now: clock.now() });
    omar = await createUserWithSession(t.app.db, 'omar@example.com', { now: clock.now() });
    await grantSubscription(t, layla.userId);
    await grantSubscription(t, omar.userId);
    const [conversation] = await t.app.db
      .insert(conversations)
      .values({ userId: layla.userId, title: TITLE })
      .returning();
    conversationId = conversation!.id;
    const at = (minutes: number) => new Date(Date.parse('2025-06-01T09:00:00.000Z') + minutes * 60_000);
    await t.app.db.insert(messages).values([
      { conversationId, userId: layla.userId, sender: 'user', text: QUESTION, createdAt: at(0) },
      {
        conversationId,
        userId: layla.userId,
        sender: 'bot',
        text: `${ANSWER}\n${MIXED}`,
        citations: [CITATION],
        createdAt: at(1),
      },
      { conversationId, userId: layla.userId, sender: 'user', text: ENGLISH, createdAt: at(2) },
      { conversationId, userId: layla.userId, sender: 'user', text: FORMULA, createdAt: at(3) },
    ]);
    const [other] = await t.app.db
      .insert(conversations)
      .values({ userId: omar.userId, title: 'Omar' })
      .returning();
    omarsConversation = other!.id;
    await t.app.db
      .insert(messages)
      .values({ conversationId: omarsConversation, userId: omar.userId, sender: 'user', text: 'سر عمر' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses without a session (401), without a subscription (403) and for another user’s conversation (404)', async () => {
    expect((await get(null, 'format=csv')).statusCode).toBe(401);
    const free = await createUserWithSession(t.app.db, 'free@example.com', { now: clock.now() });
    const refused = await get(free, 'format=pdf', 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'chat:subscription_required' });
    const notHers = await get(layla, `format=csv&conversationId=${omarsConversation}`);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.body).not.toContain('سر عمر');
    expect((await get(layla, 'format=docx')).statusCode).toBe(400);
  });

  it('exports CSV in UTF-8 with a BOM that parses back to the exact Arabic text, guarded against formulas', async () => {
    const res = await get(layla, `format=csv&conversationId=${conversationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mustashar-chat-2025-06-01.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    writeFileSync(path.join(ARTEFACTS, 'chat-export.csv'), res.rawPayload);

    const rows: string[][] = parse(res.rawPayload, { bom: true });
    expect(rows[0]).toEqual(['معرّف المحادثة', 'العنوان', 'الوقت (الرياض)', 'المرسل', 'النص', 'المصادر']);
    expect(rows.slice(1)).toEqual([
      [conversationId, TITLE, '2025-06-01 12:00', 'أنت', QUESTION, ''],
      [conversationId, TITLE, '2025-06-01 12:01', 'مستشار', `${ANSWER}\n${MIXED}`, 'نظام العمل — المادة ٧٥'],
      [conversationId, TITLE, '2025-06-01 12:02', 'أنت', ENGLISH, ''],
      [conversationId, TITLE, '2025-06-01 12:03', 'أنت', `'${FORMULA}`, ''],
    ]);

    const english: string[][] = parse((await get(layla, 'format=csv&lang=en', 'ar')).rawPayload, {
      bom: true,
    });
    expect(english[0]?.[0]).toBe('Conversation ID');
    expect(english.slice(1).map((row) => row[3])).toEqual(['You', 'Mustashar', 'You', 'You']);
  });

  it('exports an answer as plain text: no Markdown marks, its links as absolute addresses', async () => {
    const [conversation] = await t.app.db
      .insert(conversations)
      .values({ userId: layla.userId, title: 'روابط' })
      .returning();
    const answer = '**المصدر:** نظام العمل — المادة ٧٥  \n[النص الكامل](/library/articles/a75)';
    await t.app.db
      .insert(messages)
      .values({ conversationId: conversation!.id, userId: layla.userId, sender: 'bot', text: answer });
    const rows: string[][] = parse(
      (await get(layla, `format=csv&conversationId=${conversation!.id}`)).rawPayload,
      { bom: true },
    );
    expect(rows[1]?.[4]).toBe(
      'المصدر: نظام العمل — المادة ٧٥\nالنص الكامل: http://mustashar.test/library/articles/a75',
    );
    if (!poppler) return;
    const file = path.join(ARTEFACTS, 'chat-export-links.pdf');
    writeFileSync(file, (await get(layla, `format=pdf&conversationId=${conversation!.id}`)).rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('http://mustashar.test/library/articles/a75');
    expect(text).not.toMatch(/\*\*|\]\(/);
  });

  it.skipIf(!poppler)(
    'exports a PDF whose Arabic lines run right to left in logical word order with digits in order',
    async () => {
      const res = await get(layla, `format=pdf&conversationId=${conversationId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="mustashar-chat-2025-06-01.pdf"');
      const file = path.join(ARTEFACTS, 'chat-export-ar.pdf');
      writeFileSync(file, res.rawPayload);
      const words = pdfWords(file);

      // The first word of each Arabic line is rightmost, and reading right to left gives the text as written.
      expect(lineRightToLeft(words, 'إشعار')).toEqual(visualWords(TITLE));
      expect(lineRightToLeft(words, 'عند')).toEqual(visualWords(QUESTION));
      expect(lineRightToLeft(words, 'ستون')).toEqual(visualWords(ANSWER));
      // A Latin run inside an Arabic line keeps its own left-to-right order (2025 belongs to it).
      expect(lineRightToLeft(words, 'راجع')).toEqual(visualWords('راجع 2025 Law Labour والمادة ١٢٣'));
      // Citations, sender, Riyadh time (09:00 UTC is 12:00 in Riyadh) and the disclaimer.
      expect(lineRightToLeft(words, '٧٥')).toEqual(visualWords('نظام العمل — المادة ٧٥'));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('١٢:٠٠');
      expect(words.map((w) => w.text)).toEqual(
        expect.arrayContaining(visualWords('أنت مستشار المصادر محامٍ')),
      );
      // The disclaimer is there in English too.
      expect(text.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ')).toContain(
        'not a substitute for consulting a licensed lawyer',
      );
      expect(words.some((w) => w.text === 'What')).toBe(true);

      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        file,
        path.join(ARTEFACTS, 'chat-export-ar'),
      ]);
    },
  );

  it.skipIf(!poppler)(
    'exports every conversation in English when asked, with the English labels and disclaimer',
    async () => {
      const res = await get(layla, 'format=pdf&lang=en', 'ar');
      expect(res.statusCode).toBe(200);
      const file = path.join(ARTEFACTS, 'chat-export-en.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Chat history');
      expect(text).toMatch(/You — 1 June 2025 at 12:00/);
      expect(text).toMatch(/Mustashar — 1 June 2025 at 12:01/);
      expect(text).toContain(ENGLISH);
      expect(text).toContain('not legal advice');
      // The Arabic disclaimer follows the English one, laid out right to left.
      expect(lineRightToLeft(pdfWords(file), 'بمساعدة').slice(0, 4)).toEqual(
        visualWords('يقدّم مستشار معلومات قانونية'),
      );
      expect(text).not.toContain('سر عمر');
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        file,
        path.join(ARTEFACTS, 'chat-export-en'),
      ]);
    },
  );
});
