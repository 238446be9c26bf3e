import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestCodeFor, outboxFor, sameOrigin, type TestApp } from '../../../test/helpers.ts';

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

  it('e-mail change: the code sent to the new address greets generically', async () => {
    const email = 'named@example.com';
    const password = 'correct horse battery 9';
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: sameOrigin, payload });
    await post('/api/auth/register', { name: NAME, email, password, termsAccepted: true });
    await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    const token = (await post('/api/auth/login', { email, password })).json().token;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...sameOrigin, authorization: `Bearer ${token}` },
      payload: { email: 'someone.else@example.com' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [mail] = await outboxFor(t, 'someone.else@example.com');
    expect(mail).toBeDefined();
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    for (const part of [mail!.subject, mail!.text, mail!.html ?? '']) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('5000 SAR');
    }
  });
});
