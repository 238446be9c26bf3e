import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { contactMessages } from '../../db/schema.ts';

const valid = {
  name: 'Sara Al-Qahtani',
  email: 'Sara@Example.com',
  subject: 'Question about my contract',
  message: 'Hello, I would like to know how the contract review works.',
  locale: 'en',
};

const post = (
  t: TestApp,
  body: unknown,
  headers: Record<string, string> = sameOrigin,
  remoteAddress?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/contact over SMTP', () => {
  let smtp: SmtpCatcher;
  let received: ParsedMail[];
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    received = smtp.received;
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@mustashar.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores the message and emails support with reply-to the sender', async () => {
    const res = await post(t, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: "Thanks — we'll reply within about 24 hours." });

    const rows = await t.app.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'sara@example.com', subject: valid.subject, locale: 'en' });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('[Contact] Question about my contract');
    expect(mail.replyTo?.value[0]?.address).toBe('sara@example.com');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(
      'help@mustashar.test',
    );
    expect(mail.text).toContain(valid.message);
  });

  it('answers in Arabic by default', async () => {
    const res = await post(t, { ...valid, locale: undefined });
    expect(res.json().message).toContain('٢٤');
  });

  it('refuses a foreign Origin, and cookies without an Origin', async () => {
    const foreign = await post(t, valid, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('http:forbidden_origin');
    const cookieOnly = await post(t, valid, { cookie: 'mustashar_session=abc' });
    expect(cookieOnly.statusCode).toBe(403);
    const apiClient = await post(t, valid, {});
    expect(apiClient.statusCode).toBe(200);
    // Cookies that grant nothing (consent, trial) do not make a request need an Origin.
    const consentOnly = await post(t, valid, { cookie: 'mustashar_cookie_consent=accepted' });
    expect(consentOnly.statusCode).toBe(200);
  });

  it('rejects a message that is too short, naming the field', async () => {
    const res = await post(t, { ...valid, message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'http:bad_request',
      message: expect.stringContaining('message'),
    });
  });

  it('limits each address to 5 messages per 10 minutes', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await post(t, valid, sameOrigin, ip)).statusCode).toBe(200);
    const limited = await post(t, valid, { ...sameOrigin, 'accept-language': 'en' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'http:rate_limited',
      message: expect.stringMatching(/Too many/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/contact with the embedded outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the email at /dev/outbox', async () => {
    expect(t.app.mailer.transport).toBe('outbox');
    expect((await post(t, { ...valid, subject: 'Outbox <check>' })).statusCode).toBe(200);
    const outbox = await t.app.inject({ url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    const [email] = outbox.json().emails;
    expect(email).toMatchObject({ to: 'support@mustashar.sa', subject: '[Contact] Outbox <check>' });
    expect(email.text).toContain(valid.message);
    expect(new Date(email.sentAt).getTime()).toBeLessThanOrEqual(Date.now());

    const html = await t.app.inject({ url: '/dev/outbox.html' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('[Contact] Outbox &lt;check&gt;');
    expect(html.body).not.toContain('Outbox <check>');
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    redis = new Redis(process.env.TEST_REDIS_URL!);
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('counts in Redis, shared by every copy of the server', async () => {
    expect(t.app.rateLimitStore).toBe('redis');
    // A fresh address per run: counters outlive the test in a shared Redis.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    for (let i = 0; i < 5; i++) expect((await post(t, valid, sameOrigin, ip)).statusCode).toBe(200);
    expect((await post(t, valid, sameOrigin, ip)).statusCode).toBe(429);
    const keys = await redis.keys(`mustashar-rl-*${ip}*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
