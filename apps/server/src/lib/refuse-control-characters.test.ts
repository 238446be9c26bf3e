import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DISALLOWED_CONTROL_MESSAGE, type Locale } from '@mustashar/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, sameOrigin, type TestApp } from '../../test/helpers.ts';
import { ChatClient, chatUrl, createUserWithSession, scriptedAnswerer } from '../../test/support/chat.ts';
import { contactMessages, conversations, messages, uploads, users } from '../db/schema.ts';
import { invalidField } from './messages.ts';

const NUL = '\u0000';
const LOCALES: Locale[] = ['ar', 'en'];
const refusal = (field: string, locale: Locale) => ({
  error: 'http:bad_request',
  message: invalidField(field, DISALLOWED_CONTROL_MESSAGE[locale], locale),
});

describe('NUL and other control characters are refused with a 400 by one rule', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUserWithSession>>;
  let calls = 0;
  let uploadsDir: string;
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    locale: Locale,
    payload?: object,
    token: string | null = user.token,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...sameOrigin,
        'accept-language': locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload ? { payload } : {}),
      // Each call from its own address, so per-address rate limits (contact: a few a minute) stay out of it.
      remoteAddress: `192.0.2.${++calls}`,
    });
  const rows = async (
    table: typeof users | typeof contactMessages | typeof conversations | typeof messages | typeof uploads,
  ) => (await t.app.db.select({ n: count() }).from(table))[0]?.n;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-control-'));
    t = await createTestApp({
      env: { UPLOADS_DIR: uploadsDir },
      deps: {
        answerer: scriptedAnswerer(),
        chatLimits: { perConnectionPerMinute: 1000, perUserPerMinute: 1000 },
      },
    });
    user = await createUserWithSession(t.app.db, 'nul.tester@example.com', { locale: 'en' });
    await grantSubscription(t, user.userId);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it.each(LOCALES)('a path parameter (%s): GET /api/legal/laws/ with a NUL as the id', async (locale) => {
    const res = await call('GET', '/api/legal/laws/%00', locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('id', locale));
  });

  it.each(LOCALES)('query values (%s), which are single-line', async (locale) => {
    for (const q of ['%00', 'a%0Ab', '%EF%BF%BF']) {
      const res = await call('GET', `/api/legal/search?q=${q}`, locale);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual(refusal('q', locale));
    }
  });

  it.each(LOCALES)('PUT /api/profile (%s) changes nothing', async (locale) => {
    const before = (await call('GET', '/api/profile', locale)).json();
    const res = await call('PUT', '/api/profile', locale, { name: `Na${NUL}dia`, dateOfBirth: '1990-01-02' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('name', locale));
    expect((await call('GET', '/api/profile', locale)).json()).toEqual(before);
  });

  it.each(LOCALES)('PUT /api/billing/contacts (%s) changes nothing', async (locale) => {
    const before = (await call('GET', '/api/billing/contacts', locale)).json();
    const res = await call('PUT', '/api/billing/contacts', locale, {
      name: 'Finance',
      email: `a${NUL}@b.sa`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('email', locale));
    expect((await call('GET', '/api/billing/contacts', locale)).json()).toEqual(before);
  });

  it.each(LOCALES)(
    'POST /api/contact (%s) stores nothing; newlines and tabs in a message are fine',
    async (locale) => {
      const valid = {
        name: 'Sara',
        email: 'sara@example.com',
        subject: 'About my contract',
        message: 'Hello,\r\n\tI would like to know how the review works.',
      };
      const stored = await rows(contactMessages);
      for (const bad of [
        `Hello${NUL} there, a question`,
        'Hello there\u0007, a question',
        'Hello there\u007f, a question',
      ]) {
        const res = await call('POST', '/api/contact', locale, { ...valid, message: bad }, null);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(refusal('message', locale));
      }
      expect(await rows(contactMessages)).toBe(stored);
      expect((await call('POST', '/api/contact', locale, valid, null)).statusCode).toBe(200);
    },
  );

  it.each(LOCALES)('POST /api/chat/conversations (%s) creates nothing', async (locale) => {
    const before = await rows(conversations);
    const res = await call('POST', '/api/chat/conversations', locale, { title: `Rent${NUL}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('title', locale));
    // A key counts too: it would reach a jsonb column as it is.
    const key = await call('POST', '/api/chat/conversations', locale, { [`ti${NUL}tle`]: 'Rent' });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(refusal(`ti${NUL}tle`, locale));
    expect(await rows(conversations)).toBe(before);
  });

  it.each(LOCALES)('POST /api/auth/register (%s) creates no account', async (locale) => {
    const before = await rows(users);
    const res = await call(
      'POST',
      '/api/auth/register',
      locale,
      { name: `Omar${NUL}`, email: 'omar.nul@example.com', password: 'Correct-Horse-9', termsAccepted: true },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('name', locale));
    expect(await rows(users)).toBe(before);
  });

  it.each(LOCALES)('POST /api/uploads (%s): a file name is held to the rule too', async (locale) => {
    const body = new FormData();
    body.append('file', new Blob(['A lease for review.'], { type: 'text/plain' }), `lease${NUL}.txt`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': locale },
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('file', locale));
    expect(await rows(uploads)).toBe(0);
  });

  it('the chat socket answers bad_request, in the frame language, and stores nothing', async () => {
    const socket = await ChatClient.open(await chatUrl(t.app), {
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'ar' },
    });
    const before = await rows(messages);
    for (const locale of LOCALES) {
      const { frame } = await socket.ask({ message: `My question${NUL}`, clientId: `nul-${locale}`, locale });
      expect(frame).toEqual({
        type: 'error',
        error: 'bad_request',
        message: refusal('message', locale).message,
        clientId: `nul-${locale}`,
      });
    }
    const history = await socket.ask({
      message: 'A question',
      history: [{ sender: 'user', text: `earlier\uFFFE` }],
      locale: 'en',
    });
    expect(history.frame).toMatchObject({
      error: 'bad_request',
      message: refusal('history.0.text', 'en').message,
    });
    expect(await rows(messages)).toBe(before);
    // Newlines in a question are fine.
    const ok = await socket.ask({ message: 'Line one\nLine two', locale: 'en' });
    expect(ok.frame).toMatchObject({ type: 'reply' });
    await socket.close();
  });
});
