import { COOKIE_NAMES } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoTestApps,
  latestCodeFor,
  outboxFor,
  sameOrigin,
  type TestApp,
  type TwoTestApps,
  testClock,
} from '../../../test/helpers.ts';
import { emailCodes, users } from '../../db/schema.ts';

/**
 * Account takeover and attempt limits, as an attacker tries them: parallel requests spread over two app instances
 * on one database (on PostgreSQL each instance has its own connection pool, so the races are real).
 */

const en = { ...sameOrigin, 'accept-language': 'en' };
const ownerPassword = 'Owner-Password-1';
const otherPassword = 'Other-Password-2';
const MINUTE = 60_000;

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

function setCookie(res: Res, name: string): string | null {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const header = list.find((c) => typeof c === 'string' && c.startsWith(`${name}=`));
  return header ? header.split(';')[0]!.slice(name.length + 1) : null;
}

const tally = (responses: Res[]) => {
  const counts: Record<string, number> = {};
  for (const res of responses) {
    const key = res.statusCode === 200 ? 'ok' : String(res.json().error);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe('auth hardening over two instances', () => {
  const clock = testClock();
  let apps: TwoTestApps;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    apps = await createTwoTestApps(() => ({ deps: { clock: clock.now } }));
    ({ first, second } = apps);
  });
  afterAll(() => apps?.close());

  let addressCounter = 0;
  /** A fresh client address each call, so the per-address request caps stay out of the way of the attempt limits. */
  const freshAddress = () => {
    addressCounter += 1;
    return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };
  const instance = (i: number) => (i % 2 === 0 ? first : second);
  const post = (
    url: string,
    payload: object,
    opts: { on?: TestApp; ip?: string; cookies?: Record<string, string> } = {},
  ) =>
    (opts.on ?? first).app.inject({
      method: 'POST',
      url,
      payload,
      headers: en,
      remoteAddress: opts.ip ?? freshAddress(),
      ...(opts.cookies ? { cookies: opts.cookies } : {}),
    });

  const register = (email: string, password: string, name = 'Owner', ip?: string) =>
    post('/api/auth/register', { name, email, password, termsAccepted: true, marketing: false }, { ip });

  async function verifiedUser(email: string, password = ownerPassword) {
    expect((await register(email, password)).statusCode).toBe(201);
    const code = await latestCodeFor(first, email);
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  }

  const wrongCode = (right: string, i: number) => {
    const wrong = String(i % 1_000_000).padStart(6, '0');
    return wrong === right ? String((i + 1) % 1_000_000).padStart(6, '0') : wrong;
  };

  it('a second registration with another password takes nothing over (ADR 023)', async () => {
    const email = 'victim@example.com';
    const ownerRegistration = await register(email, ownerPassword, 'Owner');
    expect(ownerRegistration.statusCode).toBe(201);
    const proof = setCookie(ownerRegistration, COOKIE_NAMES.registration)!;
    // Someone else registers the same address inside the resend cooldown, with their own password and name…
    expect((await register(email, otherPassword, 'Taker')).statusCode).toBe(201);
    // …and again after it: the mailbox gets a code, which can only activate the password of the browser entering it.
    clock.advance(2 * MINUTE);
    expect((await register(email, otherPassword, 'Taker')).statusCode).toBe(201);
    const code = await latestCodeFor(first, email);

    const verified = await post(
      '/api/auth/verify-email',
      { email, code },
      { on: second, cookies: { [COOKIE_NAMES.registration]: proof } },
    );
    expect(verified.statusCode).toBe(200);
    const owner = await post('/api/auth/login', { email, password: ownerPassword });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.name).toBe('Owner');
    const other = await post('/api/auth/login', { email, password: otherPassword });
    expect(other.statusCode).toBe(401);
  });

  it('the same person registering again with the same password gets a fresh code for it', async () => {
    const email = 'again@example.com';
    expect((await register(email, ownerPassword, 'First name')).statusCode).toBe(201);
    const firstCode = await latestCodeFor(first, email);
    clock.advance(2 * MINUTE);
    expect((await register(email, ownerPassword, 'Second name')).statusCode).toBe(201);
    const secondCode = await latestCodeFor(first, email);
    expect(secondCode).not.toBe(firstCode);
    expect((await post('/api/auth/verify-email', { email, code: secondCode })).statusCode).toBe(200);
    const login = await post('/api/auth/login', { email, password: ownerPassword });
    expect(login.json().user.name).toBe('Second name');
  });

  it('150 parallel guesses at one reset code check at most 5, and the voided code is refused after', async () => {
    const email = 'reset-race@example.com';
    await verifiedUser(email);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCodeFor(first, email);
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        post(
          '/api/auth/reset-password',
          { email, code: i === 119 ? code : wrongCode(code, i), password: otherPassword },
          { on: instance(i) },
        ),
      ),
    );
    const counts = tally(responses);
    const checked = (counts.ok ?? 0) + (counts['auth:invalid_code'] ?? 0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(counts['auth:code_voided']).toBeGreaterThanOrEqual(145);
    // Every comparison is recorded as a try on the code: at most five were made.
    const [user] = await first.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const tries = await first.app.db
      .select({ attempts: emailCodes.attempts })
      .from(emailCodes)
      .where(eq(emailCodes.userId, user!.id));
    expect(Math.max(...tries.map((row) => row.attempts))).toBeLessThanOrEqual(5);
    const after = await post('/api/auth/reset-password', { email, code, password: otherPassword });
    expect(after.json().error).toMatch(/^auth:(code_voided|invalid_code)$/);
    if (!counts.ok) {
      expect((await post('/api/auth/login', { email, password: ownerPassword })).statusCode).toBe(200);
    }
  });

  it('bursts of guesses at a verify code check at most 5 between them; after voiding the right code fails', async () => {
    const email = 'verify-race@example.com';
    expect((await register(email, ownerPassword)).statusCode).toBe(201);
    const code = await latestCodeFor(first, email);
    let checked = 0;
    let accepted = 0;
    for (let burst = 0; burst < 3; burst++) {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(
            '/api/auth/verify-email',
            { email, code: i === 20 ? code : wrongCode(code, burst * 100 + i) },
            { on: instance(i) },
          ),
        ),
      );
      const counts = tally(responses);
      checked += (counts.ok ?? 0) + (counts['auth:invalid_code'] ?? 0);
      accepted += counts.ok ?? 0;
      // Once the right code is in, later guesses compare nothing (a used code, a verified account) and answer
      // invalid_code: the code's own try count says how many were compared.
      if (accepted) break;
    }
    const [account] = await first.app.db.select().from(users).where(eq(users.email, email));
    const tries = await first.app.db.select().from(emailCodes).where(eq(emailCodes.userId, account!.id));
    expect(tries.map((row) => row.attempts)).toEqual([expect.any(Number)]);
    expect(tries[0]!.attempts).toBeLessThanOrEqual(5);
    if (!accepted) expect(checked).toBeLessThanOrEqual(5);
    const after = await post('/api/auth/verify-email', { email, code });
    expect(after.statusCode).toBe(400);
    if (!accepted) {
      expect((await post('/api/auth/login', { email, password: ownerPassword })).statusCode).toBe(403);
    }
  });

  it('100 parallel guesses on one two-factor challenge check at most 5', async () => {
    const email = 'totp-race@example.com';
    await verifiedUser(email);
    const login = await post('/api/auth/login', { email, password: ownerPassword });
    const token = login.json().token as string;
    const auth = { ...en, authorization: `Bearer ${token}` };
    const setup = await first.app.inject({ method: 'POST', url: '/api/account/2fa/setup', headers: auth });
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(setup.json().secret),
      digits: 6,
      period: 30,
    });
    const codeNow = () => totp.generate({ timestamp: clock.now().getTime() });
    const enable = await first.app.inject({
      method: 'PUT',
      url: '/api/account/2fa',
      headers: auth,
      payload: { enabled: true, code: codeNow() },
    });
    expect(enable.statusCode).toBe(200);
    clock.advance(MINUTE);
    const step = await post('/api/auth/login', { email, password: ownerPassword });
    const challenge = step.json().challenge as string;
    expect(challenge).toBeTruthy();
    const right = codeNow();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(
          '/api/auth/login/2fa',
          { challenge, code: i === 79 ? right : wrongCode(right, i) },
          { on: instance(i) },
        ),
      ),
    );
    const counts = tally(responses);
    expect((counts.ok ?? 0) + (counts['auth:invalid_2fa_code'] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts['auth:invalid_challenge']).toBeGreaterThanOrEqual(95);
  });

  it('40 parallel sign-ins on one account from 40 addresses check at most 5 passwords', async () => {
    const email = 'login-race@example.com';
    await verifiedUser(email);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          '/api/auth/login',
          { email, password: i === 39 ? ownerPassword : `Wrong-${i}-xx` },
          { on: instance(i) },
        ),
      ),
    );
    const counts = tally(responses);
    expect((counts.ok ?? 0) + (counts['auth:invalid_credentials'] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts['auth:too_many_attempts']).toBeGreaterThanOrEqual(35);
  });

  it('60 parallel sign-ins from one address check at most 20 passwords', async () => {
    const ip = '203.0.113.60';
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(
          '/api/auth/login',
          { email: `nobody${i}@example.com`, password: 'Wrong-pass-1' },
          { on: instance(i), ip },
        ),
      ),
    );
    const counts = tally(responses);
    expect(counts['auth:invalid_credentials'] ?? 0).toBeLessThanOrEqual(20);
    expect(counts['auth:too_many_attempts']).toBeGreaterThanOrEqual(40);
  });

  it("strangers' failures never lock out a browser that has signed in before", async () => {
    const email = 'owner-device@example.com';
    await verifiedUser(email);
    const signIn = await post('/api/auth/login', { email, password: ownerPassword });
    expect(signIn.statusCode).toBe(200);
    const device = setCookie(signIn, COOKIE_NAMES.trustedDevice);
    expect(device).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Five wrong passwords from five addresses, then more: the account's shared budget is spent.
    for (let i = 0; i < 8; i++) await post('/api/auth/login', { email, password: `Wrong-${i}-xx` });
    const stranger = await post('/api/auth/login', { email, password: ownerPassword });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ error: 'auth:too_many_attempts', unlockAvailable: true });
    // The owner's browser, from a fresh address, on the other instance, still gets in.
    const owner = await post(
      '/api/auth/login',
      { email, password: ownerPassword },
      { on: second, cookies: { [COOKIE_NAMES.trustedDevice]: device! } },
    );
    expect(owner.statusCode).toBe(200);
    // A forged or foreign device token is just an unknown browser.
    const forged = await post(
      '/api/auth/login',
      { email, password: ownerPassword },
      { cookies: { [COOKIE_NAMES.trustedDevice]: 'x'.repeat(43) } },
    );
    expect(forged.statusCode).toBe(429);
  });

  it("20 failures from one address do not lock out another user's known browser behind it", async () => {
    const email = 'nat-neighbour@example.com';
    await verifiedUser(email);
    const ip = '203.0.113.20';
    const signIn = await post('/api/auth/login', { email, password: ownerPassword }, { ip });
    const device = setCookie(signIn, COOKIE_NAMES.trustedDevice)!;
    for (let i = 0; i < 21; i++) {
      await post('/api/auth/login', { email: `spray${i}@example.com`, password: 'Wrong-pass-1' }, { ip });
    }
    const blocked = await post('/api/auth/login', { email, password: ownerPassword }, { ip });
    expect(blocked.statusCode).toBe(429);
    const known = await post(
      '/api/auth/login',
      { email, password: ownerPassword },
      { ip, cookies: { [COOKIE_NAMES.trustedDevice]: device } },
    );
    expect(known.statusCode).toBe(200);
  });

  it('an owner on a new browser gets in with an emailed sign-in code while the account is locked', async () => {
    const email = 'owner-new-device@example.com';
    await verifiedUser(email);
    for (let i = 0; i < 6; i++) await post('/api/auth/login', { email, password: `Wrong-${i}-xx` });
    expect((await post('/api/auth/login', { email, password: ownerPassword })).statusCode).toBe(429);

    const unlock = await post('/api/auth/login/unlock', { email });
    expect(unlock.statusCode).toBe(200);
    // Unknown addresses get the same answer.
    const unknown = await post('/api/auth/login/unlock', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(unlock.json());
    const code = await latestCodeFor(first, email);
    // The code is no password: with a wrong one it does not sign in.
    const wrongPassword = await post('/api/auth/login', {
      email,
      password: 'Not-my-pass-1',
      unlockCode: code,
    });
    expect(wrongPassword.statusCode).toBe(401);
    // Used once already (a code is single-use), so a second one is asked for.
    clock.advance(2 * MINUTE);
    expect((await post('/api/auth/login/unlock', { email })).statusCode).toBe(200);
    const fresh = await latestCodeFor(first, email);
    const ok = await post('/api/auth/login', { email, password: ownerPassword, unlockCode: fresh });
    expect(ok.statusCode).toBe(200);
    expect(setCookie(ok, COOKIE_NAMES.trustedDevice)).toBeTruthy();
  });

  it('repeated registrations of a verified address send its owner one notice, not one each', async () => {
    const email = 'flooded@example.com';
    await verifiedUser(email);
    const ip = '203.0.113.12';
    for (let i = 0; i < 12; i++) {
      expect((await register(email, `Flood-pass-${i}`, 'Flood', ip)).statusCode).toBe(201);
      clock.advance(61_000);
    }
    const notices = (await outboxFor(first, email)).filter((m) => /register/i.test(m.subject));
    expect(notices).toHaveLength(1);
  });

  it('answers register and resend the same whatever state the address is in', async () => {
    await verifiedUser('state-verified@example.com');
    clock.advance(2 * MINUTE);
    const states = ['state-new@example.com', 'state-verified@example.com', 'state-pending@example.com'];
    expect((await register('state-pending@example.com', ownerPassword)).statusCode).toBe(201);
    clock.advance(2 * MINUTE);

    const shape = (res: Res) => ({ status: res.statusCode, body: res.json() });
    const outcomes = [];
    for (const email of states) {
      const reg = await register(email, otherPassword, 'Someone');
      const [row] = await first.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      // The id in the answer is never the account's.
      expect(reg.json().user.id).not.toBe(row?.id);
      const resend = await post('/api/auth/resend-verification', { email });
      const { user: _user, ...regBody } = reg.json();
      outcomes.push({ reg: { status: reg.statusCode, body: regBody }, resend: shape(resend) });
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[2]).toEqual(outcomes[0]);
    expect(outcomes[0]!.resend.status).toBe(429);

    // After the cooldown every address may resend, and a stranger's address reaches the daily cap like any other.
    clock.advance(2 * MINUTE);
    const later = [];
    for (const email of states) later.push(shape(await post('/api/auth/resend-verification', { email })));
    expect(later[1]).toEqual(later[0]);
    expect(later[2]).toEqual(later[0]);
    expect(later[0]!.status).toBe(200);
  });
});
