import { COOKIE_NAMES } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestCodeFor,
  outboxFor,
  sameOrigin,
  type TestApp,
  testClock,
} from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema.ts';

const en = { ...sameOrigin, 'accept-language': 'en' };
const password = 'Correct-Horse-9';

function cookieFrom(res: { headers: Record<string, unknown> }): { header: string; value: string } {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const header = list.find(
    (c): c is string => typeof c === 'string' && c.startsWith(`${COOKIE_NAMES.session}=`),
  );
  if (!header) throw new Error('no session cookie');
  return { header, value: header.split(';')[0]!.split('=')[1]! };
}

describe('register → verify → login → logout over HTTP', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock: clock.now } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = en, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });

  it('runs the whole account flow: register, verify the email, log in', async () => {
    const email = 'Layla@Example.com';
    const address = 'layla@example.com';
    const reg = await post('/api/auth/register', {
      name: 'Layla',
      email,
      password,
      termsAccepted: true,
      marketing: false,
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({
      user: { id: expect.any(String), name: 'Layla', email: address, subscriptionActive: false },
      requiresVerification: true,
      message: 'Your account was created. We sent a 6-digit verification code to your email.',
      // The verify screen's resend countdown is the server's own cooldown.
      resendAfterSeconds: 60,
    });
    expect(reg.json()).not.toHaveProperty('token');
    // The registering browser keeps its registration proof and sends it with its resends (ADR 023).
    const registered = [reg.headers['set-cookie']]
      .flat()
      .find((c): c is string => typeof c === 'string' && c.startsWith(`${COOKIE_NAMES.registration}=`));
    const fromRegisteringBrowser = { ...en, cookie: registered!.split(';')[0]! };

    // The code arrives in the outbox, bilingual, English first for this caller.
    const [mail] = await outboxFor(t, address);
    expect(mail?.subject).toMatch(/^Mustashar: Your email verification code \| /);
    expect(mail?.text.indexOf('Use this code')).toBeLessThan(mail!.text.indexOf('استخدم الرمز'));
    expect(mail?.html).toContain('dir="rtl"');
    const firstCode = await latestCodeFor(t, address);

    // Unverified accounts cannot sign in; the answer says why.
    const unverified = await post('/api/auth/login', { email, password });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({
      error: 'auth:verification_required',
      requiresVerification: true,
      message: 'Please verify your email before logging in.',
      resendAfterSeconds: 60,
    });

    // Wrong codes are refused; the fifth voids the code, which then fails even when right.
    const wrong = firstCode === '000000' ? '111111' : '000000';
    const first = await post('/api/auth/verify-email', { email, code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      error: 'auth:invalid_code',
      message: 'Verification failed. Please check the code and try again.',
    });
    for (let i = 2; i <= 4; i++) {
      expect((await post('/api/auth/verify-email', { email, code: wrong })).json().error).toBe(
        'auth:invalid_code',
      );
    }
    expect((await post('/api/auth/verify-email', { email, code: wrong })).json().error).toBe(
      'auth:code_voided',
    );
    const voided = await post('/api/auth/verify-email', { email, code: firstCode });
    expect(voided.statusCode).toBe(400);
    expect(voided.json().error).toBe('auth:code_voided');

    // Resending within 60 s is refused with its own code and the seconds left.
    clock.advance(20_000);
    const early = await post('/api/auth/resend-verification', { email }, fromRegisteringBrowser);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ error: 'auth:resend_rate_limited', retryAfterSeconds: 40 });
    expect(early.headers['retry-after']).toBe('40');

    clock.advance(41_000);
    // Signing in unverified sends no code, so nothing holds the resend button back.
    const later = await post('/api/auth/login', { email, password });
    expect(later.json()).toMatchObject({ error: 'auth:verification_required', resendAfterSeconds: 0 });
    const resent = await post('/api/auth/resend-verification', { email }, fromRegisteringBrowser);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      ok: true,
      message: 'A new verification code has been sent to your email.',
      resendAfterSeconds: 60,
    });
    clock.advance(15_000);
    expect((await post('/api/auth/login', { email, password })).json().resendAfterSeconds).toBe(45);
    const code = await latestCodeFor(t, address);

    // The code is accepted with spaces and surrounding case noise in the email.
    const verified = await post('/api/auth/verify-email', {
      email: '  LAYLA@example.com ',
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      ok: true,
      message: 'Email verified successfully!',
      passwordKept: true,
    });

    // Sign in: the token works as Bearer and the cookie works on its own.
    const login = await post('/api/auth/login', { email, password, remember: false });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({
      requiresVerification: false,
      requiresTwoFactor: false,
      user: {
        email: address,
        name: 'Layla',
        emailVerified: true,
        subscriptionActive: false,
        planDisplayName: null,
      },
    });
    const token: string = body.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = cookieFrom(login);
    expect(cookie.value).toBe(token);
    expect(cookie.header).toMatch(/HttpOnly/);
    expect(cookie.header).toMatch(/SameSite=Lax/);
    expect(cookie.header).not.toMatch(/Max-Age|Expires/);
    expect(cookie.header).not.toMatch(/Secure/);

    const bearer = await me({ authorization: `Bearer ${token}` });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().user).toMatchObject({ email: address, subscriptionActive: false });
    expect((await me({ cookie: `${COOKIE_NAMES.session}=${token}` })).statusCode).toBe(200);

    // Logout (cookie-authenticated, same origin) ends the session server-side.
    const logout = await post('/api/auth/logout', {}, { ...en, cookie: `${COOKIE_NAMES.session}=${token}` });
    expect(logout.statusCode).toBe(200);
    expect(cookieFrom(logout).header).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await me({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'auth:unauthorized', message: 'Please log in to continue.' });
    expect((await me({ cookie: `${COOKIE_NAMES.session}=${token}` })).statusCode).toBe(401);

    const actions = (await t.app.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.register', 'auth.email_verified', 'auth.sign_in', 'auth.sign_out']),
    );
  });

  it('keeps a browser session 1 day on the server and a remembered one 30 days', async () => {
    const email = 'omar@example.com';
    await post('/api/auth/register', { name: 'Omar', email, password, termsAccepted: true });
    await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });

    const short = (await post('/api/auth/login', { email, password })).json().token as string;
    const long = await post('/api/auth/login', { email, password, remember: true });
    expect(cookieFrom(long).header).toMatch(/Max-Age=2592000/);
    const longToken = long.json().token as string;

    clock.advance(24 * 3600_000 + 1000);
    expect((await me({ authorization: `Bearer ${short}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${longToken}` })).statusCode).toBe(200);
    clock.advance(29 * 24 * 3600_000);
    expect((await me({ authorization: `Bearer ${longToken}` })).statusCode).toBe(401);
  });

  it('answers a verified email like a new registration and warns its owner', async () => {
    const email = 'owner@example.com';
    const fresh = await post('/api/auth/register', { name: 'Owner', email, password, termsAccepted: true });
    await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    const before = (await outboxFor(t, email)).length;

    const again = await post('/api/auth/register', {
      name: 'Someone',
      email,
      password: 'another-password',
      termsAccepted: true,
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(again.json()).toMatchObject({ requiresVerification: true, message: fresh.json().message });
    expect(again.json().user.id).not.toBe(fresh.json().user.id);

    const mails = await outboxFor(t, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toMatch(/tried to register/);
    expect(mails[0]?.text).not.toMatch(/\b\d{6}\b/);
    // The old password still works; the attempt changed nothing.
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('re-sends a code when an unverified email registers again, and caps codes per day', async () => {
    const email = 'again@example.com';
    await post('/api/auth/register', { name: 'A', email, password, termsAccepted: true });
    const firstCode = await latestCodeFor(t, email);
    clock.advance(61_000);
    await post('/api/auth/register', { name: 'A', email, password, termsAccepted: true });
    expect(await outboxFor(t, email)).toHaveLength(2);
    const secondCode = await latestCodeFor(t, email);
    if (firstCode !== secondCode) {
      expect((await post('/api/auth/verify-email', { email, code: firstCode })).statusCode).toBe(400);
    }

    for (let sent = 2; sent < 10; sent++) {
      clock.advance(61_000);
      expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const capped = await post('/api/auth/resend-verification', { email });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      error: 'auth:resend_daily_limit',
      message: 'You have reached the daily limit for codes. Please try again tomorrow.',
    });
    clock.advance(24 * 3600_000);
    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
  });

  it('gives unknown emails the same answers as known ones', async () => {
    const resend = await post('/api/auth/resend-verification', { email: 'nobody@example.com' });
    expect(resend.statusCode).toBe(200);
    const login = await post('/api/auth/login', { email: 'nobody@example.com', password }, en, '192.0.2.50');
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      error: 'auth:invalid_credentials',
      message: 'Login failed. Please check your email and password.',
    });
    const forgot = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(forgot.statusCode).toBe(200);
  });

  it('throttles after 5 failures per account and 20 per address, with Retry-After', async () => {
    const email = 'target@example.com';
    await post('/api/auth/register', { name: 'T', email, password, termsAccepted: true });
    await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/login', { email, password: 'wrong' }, en, `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
      clock.advance(1000);
    }
    const blocked = await post('/api/auth/login', { email, password }, en, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('auth:too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60 - 5);
    clock.advance(15 * 60_000);
    expect((await post('/api/auth/login', { email, password }, en, '198.51.100.99')).statusCode).toBe(200);

    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) {
      await post('/api/auth/login', { email: `spray${i}@example.com`, password: 'x' }, en, ip);
    }
    const sprayed = await post('/api/auth/login', { email, password }, en, ip);
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('resets a forgotten password with an emailed code and ends every session', async () => {
    const email = 'forgetful@example.com';
    await post('/api/auth/register', { name: 'F', email, password, termsAccepted: true });
    await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    const token = (await post('/api/auth/login', { email, password })).json().token as string;

    clock.advance(61_000);
    const forgot = await post('/api/auth/forgot-password', { email });
    expect(forgot.json()).toEqual({
      ok: true,
      message: 'If this email is registered, you will receive a code to reset your password.',
    });
    const [mail] = await outboxFor(t, email);
    expect(mail?.subject).toMatch(/password reset code/);
    const code = await latestCodeFor(t, email);

    const bad = await post('/api/auth/reset-password', {
      email,
      code: code === '123456' ? '654321' : '123456',
      password: 'New-Password-1',
    });
    expect(bad.json().error).toBe('auth:invalid_code');
    const reset = await post('/api/auth/reset-password', { email, code, password: 'New-Password-1' });
    expect(reset.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'New-Password-1' })).statusCode).toBe(200);
    // A code works once.
    expect(
      (await post('/api/auth/reset-password', { email, code, password: 'Other-Password-2' })).statusCode,
    ).toBe(400);
  });

  it('answers in Arabic by default and validates the body', async () => {
    const res = await post(
      '/api/auth/login',
      { email: 'nobody@example.com', password: 'x' },
      sameOrigin,
      '192.0.2.77',
    );
    expect(res.json().message).toBe('فشل تسجيل الدخول. تحقّق من البريد الإلكتروني وكلمة المرور.');
    const noTerms = await post('/api/auth/register', {
      name: 'X',
      email: 'x@example.com',
      password,
      termsAccepted: false,
    });
    expect(noTerms.statusCode).toBe(400);
    const short = await post('/api/auth/register', {
      name: 'X',
      email: 'x@example.com',
      password: 'short',
      termsAccepted: true,
    });
    expect(short.statusCode).toBe(400);
  });

  it('refuses a cookie-authenticated logout from another origin', async () => {
    const res = await post(
      '/api/auth/logout',
      {},
      { cookie: `${COOKIE_NAMES.session}=x`, origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});
