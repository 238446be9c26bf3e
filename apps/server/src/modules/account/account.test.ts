import { COOKIE_NAMES } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestCodeFor,
  logCapture,
  outboxFor,
  sameOrigin,
  type TestApp,
  testClock,
} from '../../../test/helpers.ts';
import { auditLog, sessions, users } from '../../db/schema.ts';

const en = { ...sameOrigin, 'accept-language': 'en' };
const password = 'Correct-Horse-9';
// The smallest valid PNG (1×1, transparent).
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('account, profile and two-factor over HTTP', () => {
  const clock = testClock();
  const logs = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      deps: { clock: clock.now, logStream: logs.stream },
    });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...en, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Registers, verifies and signs in through the API; returns the token. */
  async function signUp(email: string, name = 'User'): Promise<string> {
    await call('POST', '/api/auth/register', null, { name, email, password, termsAccepted: true });
    await call('POST', '/api/auth/verify-email', null, { email, code: await latestCodeFor(t, email) });
    const res = await call('POST', '/api/auth/login', null, { email, password });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  }

  let alice: string;
  let bob: string;
  beforeAll(async () => {
    alice = await signUp('alice@example.com', 'Alice');
    bob = await signUp('bob@example.com', 'Bob');
  });

  it('needs a session for every account route', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/account/security'],
      ['GET', '/api/account/privacy'],
      ['GET', '/api/auth/sessions'],
    ] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
  });

  it('shows the default privacy and security settings, and saves changes', async () => {
    expect((await call('GET', '/api/account/privacy', alice)).json()).toEqual({
      privacy: {
        shareAnalytics: true,
        personalizedAds: false,
        activityTracking: true,
        emailMarketing: false,
      },
    });
    const saved = await call('PUT', '/api/account/privacy', alice, { personalizedAds: true });
    expect(saved.json()).toEqual({
      privacy: { shareAnalytics: true, personalizedAds: true, activityTracking: true, emailMarketing: false },
      message: 'Privacy settings saved',
    });
    expect((await call('GET', '/api/account/security', alice)).json()).toEqual({
      twoFactorEnabled: false,
      loginNotifications: true,
      hasPassword: true,
      googleLinked: false,
      appleLinked: false,
      recentProviderSignIn: false,
      recoveryCodesRemaining: 0,
    });
    const off = await call('PUT', '/api/account/login-notifications', alice, { enabled: false });
    expect(off.json()).toEqual({ loginNotifications: false, message: 'Login notification preference saved' });
    const on = await call('PUT', '/api/account/login-notifications', alice, { enabled: true });
    expect(on.json().loginNotifications).toBe(true);
  });

  it("keeps registration's marketing choice as the privacy setting the settings page shows", async () => {
    const optIn = async (email: string, marketing?: boolean) => {
      await call('POST', '/api/auth/register', null, {
        name: 'Marketing',
        email,
        password,
        termsAccepted: true,
        ...(marketing === undefined ? {} : { marketing }),
      });
      await call('POST', '/api/auth/verify-email', null, { email, code: await latestCodeFor(t, email) });
      const token = (await call('POST', '/api/auth/login', null, { email, password })).json().token;
      return (await call('GET', '/api/account/privacy', token)).json().privacy;
    };
    expect(await optIn('yes-please@example.com', true)).toEqual({
      shareAnalytics: true,
      personalizedAds: false,
      activityTracking: true,
      emailMarketing: true,
    });
    expect((await optIn('no-thanks@example.com', false)).emailMarketing).toBe(false);
    expect((await optIn('unsaid@example.com')).emailMarketing).toBe(false);
  });

  it('emails a sign-in notice with Riyadh time, device and address when enabled', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...en, 'user-agent': 'TestBrowser/1.0' },
      payload: { email: 'alice@example.com', password },
      remoteAddress: '192.0.2.33',
    });
    const [mail] = await outboxFor(t, 'alice@example.com');
    expect(mail?.subject).toMatch(/New login/);
    expect(mail?.text).toContain('TestBrowser/1.0');
    expect(mail?.text).toContain('192.0.2.33');
    // 09:00 UTC is 12:00 in Riyadh.
    expect(mail?.text).toMatch(/Time \(Riyadh\): .*12:00/);
  });

  it('keeps each user to their own profile, settings and sessions', async () => {
    await call('PUT', '/api/profile', alice, { name: 'Alice A.' });
    await call('PUT', '/api/account/privacy', bob, { emailMarketing: true });
    expect((await call('GET', '/api/profile', bob)).json().profile).toMatchObject({
      name: 'Bob',
      email: 'bob@example.com',
    });
    expect((await call('GET', '/api/profile', alice)).json().profile.name).toBe('Alice A.');
    expect((await call('GET', '/api/account/privacy', alice)).json().privacy.emailMarketing).toBe(false);

    const aliceSessions = (await call('GET', '/api/auth/sessions', alice)).json().sessions as {
      id: string;
    }[];
    const bobSessions = (await call('GET', '/api/auth/sessions', bob)).json().sessions as { id: string }[];
    expect(aliceSessions.some((s) => bobSessions.some((b) => b.id === s.id))).toBe(false);
    // Bob cannot end Alice's session: it looks like an unknown one, and it survives.
    const attempt = await call('DELETE', `/api/auth/sessions/${aliceSessions[0]!.id}`, bob);
    expect(attempt.statusCode).toBe(404);
    expect((await call('GET', '/api/auth/me', alice)).statusCode).toBe(200);
  });

  it('validates the profile: date of birth, age 13, real images only', async () => {
    const ok = await call('PUT', '/api/profile', alice, {
      dateOfBirth: '1990-04-05T00:00:00.000Z',
      avatar: `data:image/png;base64,${PNG_1PX}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      profile: { dateOfBirth: '1990-04-05', avatar: `data:image/png;base64,${PNG_1PX}` },
      message: 'Profile updated successfully',
    });
    // Clock is 2025-06-01: born 2012-06-02 is 12.
    const young = await call('PUT', '/api/profile', alice, { dateOfBirth: '2012-06-02' });
    expect(young.json()).toEqual({
      error: 'profile:too_young',
      message: 'You must be at least 13 years old.',
    });
    expect((await call('PUT', '/api/profile', alice, { dateOfBirth: '2012-06-01' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/profile', alice, { dateOfBirth: '2025-13-01' })).statusCode).toBe(400);

    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const svg = await call('PUT', '/api/profile', alice, { avatar: `data:image/png;base64,${fake}` });
    expect(svg.json().error).toBe('profile:invalid_avatar');
    const big = Buffer.alloc(1024 * 1024 + 10, 0);
    Buffer.from(PNG_1PX, 'base64').copy(big);
    const tooBig = await call('PUT', '/api/profile', alice, {
      avatar: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect([400, 413]).toContain(tooBig.statusCode);
    expect((await call('PUT', '/api/profile', alice, { avatar: null })).json().profile.avatar).toBeNull();
  });

  it('changes the email only after the code sent to the new address', async () => {
    const res = await call('PUT', '/api/profile', alice, { email: 'alice.new@example.com' });
    expect(res.json()).toMatchObject({
      profile: { email: 'alice@example.com', pendingEmail: 'alice.new@example.com', emailVerified: true },
      emailChangePending: true,
    });
    // Another account's address is answered like a free one and sent nothing (ADR 024); here the resend cooldown
    // of the first change answers first, and changes nothing.
    const taken = await call('PUT', '/api/profile', alice, { email: 'bob@example.com' });
    expect(taken.json().error).toBe('auth:resend_rate_limited');
    const code = await latestCodeFor(t, 'alice.new@example.com');
    const confirmed = await call('POST', '/api/profile/email/verify', alice, { code });
    expect(confirmed.json().profile).toMatchObject({ email: 'alice.new@example.com', pendingEmail: null });
    expect(
      (await call('POST', '/api/auth/login', null, { email: 'alice.new@example.com', password })).statusCode,
    ).toBe(200);
  });

  it('changes the password, saying why a change is refused, and ends the other sessions', async () => {
    const other = (await call('POST', '/api/auth/login', null, { email: 'bob@example.com', password })).json()
      .token;
    const put = (body: object) => call('PUT', '/api/account/password', bob, body);
    expect((await put({ currentPassword: password, newPassword: 'abcdefgh' })).json().message).toBe(
      'All fields are required',
    );
    expect(
      (await put({ currentPassword: password, newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' })).json()
        .message,
    ).toBe('New passwords do not match');
    expect(
      (await put({ currentPassword: password, newPassword: 'short', confirmPassword: 'short' })).json()
        .message,
    ).toBe('Password must be at least 8 characters');
    expect(
      (
        await put({ currentPassword: 'nope-nope', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })
      ).json().error,
    ).toBe('account:wrong_password');
    const ok = await put({
      currentPassword: password,
      newPassword: 'New-Pass-123',
      confirmPassword: 'New-Pass-123',
    });
    expect(ok.json()).toEqual({ ok: true, message: 'Password changed successfully' });
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', bob)).statusCode).toBe(200);
  });

  it('enrols TOTP, asks for a code at sign-in, and takes each recovery code once', async () => {
    const email = 'totp@example.com';
    const token = await signUp(email, 'Totp');
    expect(
      (await call('PUT', '/api/account/2fa', token, { enabled: true, code: '123456' })).json().error,
    ).toBe('account:2fa_setup_required');
    const setup = await call('POST', '/api/account/2fa/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Mustashar:totp%40example\.com\?.*secret=/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const codeNow = () => totp.generate({ timestamp: clock.now().getTime() });

    const wrongEnrol = await call('PUT', '/api/account/2fa', token, {
      enabled: true,
      code: codeNow() === '000000' ? '111111' : '000000',
    });
    expect(wrongEnrol.json().error).toBe('account:invalid_2fa_code');
    const enabled = await call('PUT', '/api/account/2fa', token, { enabled: true, code: codeNow() });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/api/account/security', token)).json()).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesRemaining: 10,
    });

    await call('POST', '/api/auth/logout', token);
    const first = await call('POST', '/api/auth/login', null, { email, password });
    expect(first.json()).toEqual({
      requiresTwoFactor: true,
      challenge: expect.any(String),
      requiresVerification: false,
    });
    const challenge = first.json().challenge as string;

    // The code used to enrol cannot be replayed; a wrong one is refused; the next step's code signs in.
    const replay = await call('POST', '/api/auth/login/2fa', null, { challenge, code: codeNow() });
    expect(replay.json().error).toBe('auth:invalid_2fa_code');
    clock.advance(30_000);
    const good = await call('POST', '/api/auth/login/2fa', null, { challenge, code: codeNow() });
    expect(good.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', good.json().token)).statusCode).toBe(200);
    // A used challenge is gone.
    expect(
      (await call('POST', '/api/auth/login/2fa', null, { challenge, code: codeNow() })).json().error,
    ).toBe('auth:invalid_challenge');

    const second = (await call('POST', '/api/auth/login', null, { email, password })).json().challenge;
    const recovered = await call('POST', '/api/auth/login/2fa', null, {
      challenge: second,
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(recovered.statusCode).toBe(200);
    const third = (await call('POST', '/api/auth/login', null, { email, password })).json().challenge;
    const reused = await call('POST', '/api/auth/login/2fa', null, {
      challenge: third,
      code: recoveryCodes[0],
    });
    expect(reused.json().error).toBe('auth:invalid_2fa_code');
    expect((await call('GET', '/api/account/security', token)).statusCode).toBe(401);
    const session = good.json().token as string;
    expect((await call('GET', '/api/account/security', session)).json().recoveryCodesRemaining).toBe(9);

    // Five wrong codes end the challenge.
    for (let i = 0; i < 5; i++)
      await call('POST', '/api/auth/login/2fa', null, { challenge: third, code: '000000' });
    clock.advance(30_000);
    expect(
      (await call('POST', '/api/auth/login/2fa', null, { challenge: third, code: codeNow() })).json().error,
    ).toBe('auth:invalid_challenge');

    const disabled = await call('PUT', '/api/account/2fa', session, { enabled: false, password });
    expect(disabled.json()).toEqual({
      twoFactorEnabled: false,
      message: 'Two-factor authentication disabled',
    });
    expect((await call('POST', '/api/auth/login', null, { email, password })).json().token).toEqual(
      expect.any(String),
    );
  });

  it('deletes an account: DELETE first, then the password; anonymised and signed out', async () => {
    const email = 'leaving@example.com';
    const token = await signUp(email, 'Leaving');
    const del = (url: string, body: object) => call('DELETE', url, token, body);
    expect((await del('/api/account', { password, confirmText: 'delete' })).json()).toEqual({
      error: 'account:confirm_text_required',
      message: 'Please type DELETE to confirm',
    });
    expect((await del('/api/account', { confirmText: 'DELETE' })).json()).toEqual({
      error: 'account:password_required',
      message: 'Please enter your current password',
    });
    expect(
      (await del('/api/auth/account', { password: 'wrong-one', confirmText: 'DELETE' })).json().error,
    ).toBe('account:wrong_password');
    const ok = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { ...en, cookie: `${COOKIE_NAMES.session}=${token}` },
      payload: { password, confirmText: 'DELETE' },
    });
    expect(ok.json()).toEqual({ ok: true, message: 'Account deleted successfully' });
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', null, { email, password })).statusCode).toBe(401);
    expect(await idOf(email)).toBeUndefined();
    const deleted = (await t.app.db.select().from(users)).find((u) => u.deletedAt !== null)!;
    expect(deleted).toMatchObject({ name: '', passwordHash: null });
    expect(deleted.email).toMatch(/@deleted\.invalid$/);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, deleted.id))).toHaveLength(0);
    // The same email can register again.
    const again = await call('POST', '/api/auth/register', null, {
      name: 'New',
      email,
      password,
      termsAccepted: true,
    });
    expect(again.statusCode).toBe(201);
  });

  it('writes the audit log and keeps passwords, codes and tokens out of every log line', async () => {
    const actions = new Set((await t.app.db.select().from(auditLog)).map((row) => row.action));
    for (const action of [
      'account.privacy',
      'account.login_notifications',
      'account.password_changed',
      'account.2fa_enabled',
      'account.2fa_disabled',
      'account.deleted',
      'profile.updated',
      'profile.email_changed',
    ]) {
      expect(actions).toContain(action);
    }
    const text = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(50);
    expect(text).not.toContain(password);
    expect(text).not.toContain(alice);
    expect(text).not.toContain(bob);
    const codes = (await outboxFor(t, 'alice@example.com')).flatMap((m) => m.text.match(/\b\d{6}\b/g) ?? []);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(text).not.toContain(code);
    // Responses never carry hashes either.
    const me = await call('GET', '/api/auth/me', alice);
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  async function idOf(email: string) {
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id;
  }
});
