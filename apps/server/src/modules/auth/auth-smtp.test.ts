import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sameOrigin, type TestApp, testClock } from '../../../test/helpers.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher.ts';

const password = 'Correct-Horse-9';

describe('verification codes over real SMTP', () => {
  const clock = testClock();
  let smtp: SmtpCatcher;
  let received: ParsedMail[];
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    received = smtp.received;
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, deps: { clock: clock.now } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a bilingual code, Arabic first, that verifies the account', async () => {
    const email = 'smtp.user@example.com';
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: sameOrigin });
    const reg = await post('/api/auth/register', { name: 'Noura <b>', email, password, termsAccepted: true });
    expect(reg.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toMatch(/^مستشار: رمز التحقق من بريدك الإلكتروني \| Your email verification code$/);
    expect(mail.text!.indexOf('استخدم الرمز')).toBeLessThan(mail.text!.indexOf('Use this code'));
    // Sent to an address nobody has proved yet, it greets no one by name.
    expect(mail.html).not.toContain('Noura');
    const code = mail.text!.match(/\b(\d{6})\b/)![1]!;
    expect(mail.html).toContain(code);

    const verified = await post('/api/auth/verify-email', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('تم التحقق من بريدك الإلكتروني بنجاح!');
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);

    // Mail to the proved address greets by name, escaped in HTML.
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await t.app.jobs.drain();
    await vi.waitFor(() => expect(received.some((m) => `${m.html}`.includes('Noura &lt;b&gt;'))).toBe(true));
    expect(received.some((m) => `${m.html}`.includes('Noura <b>'))).toBe(false);
  });
});

describe('when the mail server is down', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: connections are refused at once.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, deps: { clock: clock.now } });
  });
  afterAll(() => t.close());

  it('answers resend with auth:email_failed and no cooldown', async () => {
    const email = 'down@example.com';
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { ...sameOrigin, 'accept-language': 'en' } });
    expect(
      (await post('/api/auth/register', { name: 'D', email, password, termsAccepted: true })).statusCode,
    ).toBe(201);
    const res = await post('/api/auth/resend-verification', { email });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'auth:email_failed',
      message: 'We could not send the email. Please try again later.',
    });
    // A failed send does not start the 60 s cooldown.
    expect((await post('/api/auth/resend-verification', { email })).json().error).toBe('auth:email_failed');
  });
});
