import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, sameOrigin, type TestApp } from '../../test/helpers.ts';
import { emailChangeCodeEmail, verificationCodeEmail } from './account-emails.ts';

/**
 * A code e-mail goes to an address nobody has proved yet, so whoever registers (or changes an account's address)
 * chooses the recipient: a name printed in it would let anyone send our official mail, saying anything, to anyone.
 */
const NAME = 'Win 5000 SAR now at https://evil.example/claim or www.evil.example';

describe('e-mails to an unverified address carry no user-chosen name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registration: the verification code e-mail greets generically, in both languages', async () => {
    const email = 'victim@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...sameOrigin, 'accept-language': 'en' },
      payload: { name: NAME, email, password: 'correct horse battery 9', termsAccepted: true },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [mail] = await outboxFor(t, email);
    expect(mail).toBeDefined();
    for (const part of [mail!.subject, mail!.text, mail!.html ?? '']) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('5000 SAR');
      expect(part).not.toMatch(/https?:\/\//);
    }
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    expect(mail!.text).toContain('Hello,');
    expect(mail!.text).toContain('مرحبًا،');
  });

  it.each([
    ['verification', verificationCodeEmail],
    ['e-mail change', emailChangeCodeEmail],
  ])('%s: the template prints no name', (_kind, template) => {
    for (const locale of ['ar', 'en'] as const) {
      const mail = template('someone@example.com', locale, NAME, '123456');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('evil.example');
      expect(mail.text).toContain('123456');
    }
  });
});
