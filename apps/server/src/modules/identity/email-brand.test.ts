import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { EMAIL_BRAND } from '../../lib/bilingual-email.ts';

const password = 'Correct-Horse-9';
const recipient = (mail: ParsedMail) => [mail.to ?? []].flat()[0]?.text;
const header = (mail: ParsedMail) => `${mail.html}`.match(/<td data-brand="header"[\s\S]*?<\/td>/)?.[0];
const footer = (mail: ParsedMail) => `${mail.html}`.match(/<td data-brand="footer"[\s\S]*?<\/td>/)?.[0];

// The first e-mail a new user gets is the verification code: it looks like the rest of our mail, not like a bare
// note anyone could have sent.
describe('account e-mails carry the brand, read from a real SMTP server', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...sameOrigin, ...(lang ? { 'accept-language': lang } : {}) },
    });
  const mailTo = async (to: string, count: number) => {
    await t.app.jobs.drain();
    await vi.waitFor(() => expect(smtp.received.filter((m) => recipient(m) === to)).toHaveLength(count));
    return smtp.received.filter((m) => recipient(m) === to);
  };

  for (const [locale, other] of [
    ['ar', 'en'],
    ['en', 'ar'],
  ] as const) {
    it(`the verification code, in ${locale} first: brand header, the code, and the footer, in HTML and text`, async () => {
      const email = `brand.${locale}@example.com`;
      expect(
        (await post('/api/auth/register', { name: 'Noura', email, password, termsAccepted: true }, locale))
          .statusCode,
      ).toBe(201);
      const [mail] = await mailTo(email, 1);
      const brand = EMAIL_BRAND[locale];

      const top = header(mail!);
      expect(top).toContain(`lang="${locale}"`);
      expect(top).toContain(brand.name);
      expect(top).toContain(brand.tagline);
      const bottom = footer(mail!)!;
      expect(bottom.indexOf(brand.footer)).toBeGreaterThan(-1);
      expect(bottom.indexOf(brand.footer)).toBeLessThan(bottom.indexOf(EMAIL_BRAND[other].footer));
      expect(mail!.html).toMatch(
        new RegExp(`^<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`),
      );

      const text = mail!.text!;
      expect(text.startsWith(`${brand.name} | ${brand.tagline}\n`)).toBe(true);
      expect(text.trimEnd().endsWith(`${brand.footer}\n${EMAIL_BRAND[other].footer}`)).toBe(true);
      // The code is still the only six-digit number, and the brand adds no link.
      expect(new Set(text.match(/\b\d{6}\b/g))).toHaveProperty('size', 1);
      expect(`${text}${mail!.html}`).not.toMatch(/https?:\/\//);
    });
  }

  it('the same header and footer as the other account e-mails', async () => {
    const email = 'brand.reset@example.com';
    await post('/api/auth/register', { name: 'Noura', email, password, termsAccepted: true });
    const [verification] = await mailTo(email, 1);
    const code = verification!.text!.match(/\b(\d{6})\b/)![1]!;
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const [, reset] = await mailTo(email, 2);
    expect(reset!.subject).toMatch(/كلمة المرور/);
    expect(header(reset!)).toBe(header(verification!));
    expect(footer(reset!)).toBe(footer(verification!));
  });
});
