import { ChatReplyFrameSchema, GuideDetailSchema } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { ChatClient, chatUrl } from '../../../test/support/chat.ts';
import { legalLaws } from '../legal/corpus/schema.ts';

const EOS_AR = 'كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟';
const EOS_EN = 'How much is the end of service award for a worker who served 6 years?';
const GUIDE_URL = /^\/library\/guides\/[a-z0-9-]+$/;

/**
 * The acceptance path of a fresh `npm start`: the app as built for production (the default legal answerer from
 * app.ts, no scripted one), no statute corpus imported, LLM_PROVIDER=none. A guest starts the trial over HTTP and
 * asks over a real WebSocket; the answer is the offline research answer, resting on the built-in guides.
 */
describe('/ws/chat with the default legal engine (no corpus, no model)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', LLM_PROVIDER: 'none' } });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A guest at this address with a started trial, and a chat socket carrying its cookies. */
  async function guestSocket(ip: string, locale: 'ar' | 'en'): Promise<ChatClient> {
    const headers = { ...sameOrigin, 'x-forwarded-for': ip, 'accept-language': locale };
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/trial/start',
      remoteAddress: '127.0.0.1',
      headers,
    });
    expect(start.statusCode).toBe(200);
    const cookie = [start.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    return ChatClient.open(url, { headers: { ...headers, cookie } });
  }

  /** Each guide citation opens its guide (the page the chat links to), and the guide cites the Labour Law. */
  async function expectGuidesOpen(citations: { url: string }[]) {
    for (const c of citations) {
      const res = await t.app.inject({ url: `/api/legal${c.url.replace(/^\/library/, '')}` });
      expect(res.statusCode, c.url).toBe(200);
      const guide = GuideDetailSchema.parse(res.json());
      expect(guide.citations.some((g) => g.lawTitle === 'نظام العمل')).toBe(true);
    }
  }

  it('has no statutes imported', async () => {
    expect(await t.app.db.select().from(legalLaws)).toEqual([]);
  });

  it('answers an Arabic labour question with a streamed research answer citing the Labour Law guides', async () => {
    const socket = await guestSocket('203.0.113.50', 'ar');
    const { deltas, frame } = await socket.ask({ message: EOS_AR, clientId: 'ar1', locale: 'ar' });
    await socket.close();

    expect(deltas.length).toBeGreaterThanOrEqual(3);
    const reply = ChatReplyFrameSchema.parse(frame);
    expect(reply).toMatchObject({ type: 'reply', clientId: 'ar1', trial: { messagesLeft: 4 } });
    expect(deltas.join('')).toBe(reply.reply);
    // Answer first (the guide's sentence that answers), then where it comes from, then the disclaimer.
    expect(reply.reply).toMatch(/^عند انتهاء علاقة العمل/);
    expect(reply.reply).toContain('مكافأة');
    // Numbers in Arabic text use Arabic-Indic digits; only link targets stay Latin.
    expect(reply.reply).toContain('يستند إلى نظام العمل، المواد ٨٤، ');
    expect(reply.reply.replace(/\]\([^)]*\)/g, ']')).not.toMatch(/[0-9]/);
    expect(reply.reply).toContain('لا تغني عن استشارة محامٍ مرخّص');

    const citations = reply.citations ?? [];
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) {
      expect(c.kind).toBe('guide');
      expect(c.url).toMatch(GUIDE_URL);
    }
    expect(citations[0]).toMatchObject({
      kind: 'guide',
      law: 'نظام العمل',
      article: '84',
      url: '/library/guides/end-of-service-award',
      label: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(reply.reply).toContain(`(${citations[0]!.url})`);
    await expectGuidesOpen(citations);
  });

  it('answers the English question in English, with the same Labour Law guide', async () => {
    const socket = await guestSocket('203.0.113.51', 'en');
    const { deltas, frame } = await socket.ask({ message: EOS_EN, clientId: 'en1', locale: 'en' });
    await socket.close();

    expect(deltas.length).toBeGreaterThanOrEqual(3);
    const reply = ChatReplyFrameSchema.parse(frame);
    expect(reply).toMatchObject({ type: 'reply', clientId: 'en1' });
    expect(deltas.join('')).toBe(reply.reply);
    expect(reply.reply).toContain('**Source:** guide “Calculating the end-of-service award”');
    expect(reply.reply).toContain('Read the guide');
    expect(reply.reply).toMatch(/not a substitute for advice from a licensed lawyer/);
    // The prose is English: with no corpus imported there are no English law titles, so Arabic appears only in
    // the statute names the guides rest on; the article numbers are Latin.
    expect(reply.reply).toContain('resting on نظام العمل, Articles 84, ');
    const prose = reply.reply.replace(/resting on [^\n]*/g, '');
    expect(prose).not.toMatch(/[\u0600-\u06FF]/);

    const citations = reply.citations ?? [];
    expect(citations[0]).toMatchObject({
      kind: 'guide',
      law: 'نظام العمل',
      article: '84',
      url: '/library/guides/end-of-service-award',
      label: expect.stringMatching(/^[^\u0600-\u06FF]+$/),
    });
    for (const c of citations) expect(c.url).toMatch(GUIDE_URL);
    await expectGuidesOpen(citations);
  });

  it('answers in the language of the question, whatever the interface language', async () => {
    const socket = await guestSocket('203.0.113.52', 'ar');
    // An English question from the Arabic interface (the default) gets an English answer…
    const english = ChatReplyFrameSchema.parse(
      (await socket.ask({ message: EOS_EN, clientId: 'mix1', locale: 'ar' })).frame,
    );
    // …and an Arabic question from the English interface an Arabic one.
    const arabic = ChatReplyFrameSchema.parse(
      (await socket.ask({ message: EOS_AR, clientId: 'mix2', locale: 'en' })).frame,
    );
    await socket.close();
    expect(english.reply).toContain('**Source:** guide');
    expect(english.reply).toContain('not a substitute for advice from a licensed lawyer');
    expect(english.citations?.[0]?.label).toMatch(/^[^\u0600-\u06FF]+$/);
    expect(arabic.reply).toContain('**المصدر:** دليل');
    expect(arabic.reply).toContain('لا تغني عن استشارة محامٍ مرخّص');
    expect(arabic.reply.replace(/\]\([^)]*\)/g, ']')).not.toMatch(/[0-9]/);
  });
});
