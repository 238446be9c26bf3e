import { COOKIE_NAMES } from '@mustashar/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppleDouble, startAppleDouble } from '../../../test/doubles/apple.ts';
import {
  createTestApp,
  createTwoTestApps,
  latestCodeFor,
  outboxFor,
  sameOrigin,
  type TestApp,
  type TwoTestApps,
  testClock,
} from '../../../test/helpers.ts';

/**
 * The takeover rule (ADR 023): a stranger who registers someone else's address first, or after them, never gets a
 * password that signs in, whichever code or provider the mailbox owner then uses.
 */

const en = { ...sameOrigin, 'accept-language': 'en' };
const ownerPassword = 'Owner-Password-1';
const strangerPassword = 'Stranger-Password-2';
const MINUTE = 60_000;

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

const cookieOf = (res: Res, name: string) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith(`${name}=`))?.split(';')[0];
const sessionCookie = (res: Res) => cookieOf(res, COOKIE_NAMES.session);
/** The value of the registration proof cookie a register answer sets. */
const registrationCookie = (res: Res) =>
  cookieOf(res, COOKIE_NAMES.registration)?.slice(COOKIE_NAMES.registration.length + 1);

describe('registering an address someone else registered', () => {
  const clock = testClock();
  const google = new OAuth2Server();
  let googleNext: { sub: string; email: string; email_verified: boolean };
  let apple: AppleDouble;
  let t: TestApp;

  beforeAll(async () => {
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, googleNext);
    });
    apple = await startAppleDouble();
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'mustashar-test-client',
        GOOGLE_CLIENT_SECRET: 'mustashar-test-secret',
        GOOGLE_ISSUER: google.issuer.url!,
        APPLE_CLIENT_ID: apple.clientId,
        APPLE_TEAM_ID: apple.teamId,
        APPLE_KEY_ID: apple.keyId,
        APPLE_PRIVATE_KEY: apple.privateKey.replace(/\n/g, '\\n'),
        APPLE_ISSUER: apple.issuer,
      },
      deps: { clock: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google.stop();
    await apple?.close();
  });

  let addressCounter = 0;
  /** A fresh client address per request, so per-address caps stay out of the way. */
  const freshAddress = () => {
    addressCounter += 1;
    return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { ...en, cookie } : en,
      remoteAddress: freshAddress(),
    });
  const register = (email: string, password: string, name: string) =>
    post('/api/auth/register', { name, email, password, termsAccepted: true, marketing: false });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  async function googleSignIn(email: string) {
    googleNext = { sub: `g-${email}`, email, email_verified: true };
    const start = await t.app.inject({ url: '/api/auth/google/redirect?mode=login' });
    const flowCookie = (start.headers['set-cookie'] as string).split(';')[0]!;
    const provider = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location')!);
    const res = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: flowCookie },
    });
    return { location: res.headers.location as string, session: sessionCookie(res) };
  }

  async function appleSignIn(email: string) {
    apple.next = { sub: `a-${email}`, email, email_verified: 'true' };
    const start = await t.app.inject({ url: '/api/auth/apple/redirect?mode=login' });
    const flowCookie = (start.headers['set-cookie'] as string).split(';')[0]!;
    const page = await (await fetch(new URL(start.headers.location as string))).text();
    const action = new URL(/action="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&'));
    const form = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
      form.set(name!, value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    }
    const res = await t.app.inject({
      method: 'POST',
      url: action.pathname,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(apple.issuer).origin,
        cookie: flowCookie,
      },
      payload: form.toString(),
    });
    return { location: res.headers.location as string, session: sessionCookie(res) };
  }

  /** The owner sets a password of their own with the mailbox, as the verify answer tells them to. */
  async function ownerSetsPassword(email: string) {
    clock.advance(2 * MINUTE);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCodeFor(t, email);
    const reset = await post('/api/auth/reset-password', { email, code, password: ownerPassword });
    expect(reset.statusCode).toBe(200);
  }

  const orders = ['stranger first', 'owner first'] as const;
  const ways = [
    'code from the first mail',
    'code from the second mail',
    'resend',
    'Google',
    'Apple',
  ] as const;

  /** Both register the address, in `order`; the second inside the resend cooldown unless `apart`. */
  async function bothRegister(email: string, order: (typeof orders)[number], apart: boolean) {
    const proofs: Record<'owner' | 'stranger', string> = { owner: '', stranger: '' };
    const who =
      order === 'stranger first' ? (['stranger', 'owner'] as const) : (['owner', 'stranger'] as const);
    let firstCode = '';
    for (const [i, person] of who.entries()) {
      if (i === 1 && apart) clock.advance(2 * MINUTE);
      const password = person === 'owner' ? ownerPassword : strangerPassword;
      const res = await register(email, password, person === 'owner' ? 'Owner' : 'Stranger');
      expect(res.statusCode).toBe(201);
      proofs[person] = registrationCookie(res)!;
      expect(proofs[person]).toBeTruthy();
      if (i === 0) firstCode = await latestCodeFor(t, email);
    }
    return { proofs, firstCode };
  }

  let cell = 0;
  for (const order of orders) {
    for (const way of ways) {
      it(`${order}, then the owner uses the ${way}: the stranger's password never signs in`, async () => {
        cell += 1;
        const email = `victim${cell}@example.com`;
        const { proofs, firstCode } = await bothRegister(email, order, way === 'code from the second mail');
        // Before anyone proves the mailbox, neither password opens a session.
        for (const password of [strangerPassword, ownerPassword]) {
          const early = await login(email, password);
          expect(early.statusCode).not.toBe(200);
          expect(sessionCookie(early)).toBeUndefined();
        }

        if (way === 'Google' || way === 'Apple') {
          const signedIn = way === 'Google' ? await googleSignIn(email) : await appleSignIn(email);
          expect(signedIn.location).toBe(`/dashboard?linked=${way.toLowerCase()}`);
          const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: signedIn.session! } });
          expect(me.json().user).toMatchObject({ email, emailVerified: true });
          const security = await t.app.inject({
            url: '/api/account/security',
            headers: { cookie: signedIn.session! },
          });
          // The pending password was nobody's proven one: it is gone, and the owner sets one with the mailbox.
          expect(security.json().hasPassword).toBe(false);
          expect((await login(email, strangerPassword)).statusCode).toBe(401);
          await ownerSetsPassword(email);
        } else {
          let code = firstCode;
          if (way === 'code from the second mail') {
            code = await latestCodeFor(t, email);
            expect(code).not.toBe(firstCode);
          }
          if (way === 'resend') {
            clock.advance(2 * MINUTE);
            const resent = await post('/api/auth/resend-verification', { email });
            expect(resent.statusCode).toBe(200);
            code = await latestCodeFor(t, email);
            expect(code).not.toBe(firstCode);
          }
          // The owner enters the code in the browser they registered from.
          const verified = await post(
            '/api/auth/verify-email',
            { email, code },
            `${COOKIE_NAMES.registration}=${proofs.owner}`,
          );
          expect(verified.statusCode).toBe(200);
          expect((await login(email, strangerPassword)).statusCode).toBe(401);
          expect(verified.json()).toMatchObject({
            message: 'Email verified successfully!',
            passwordKept: true,
          });
        }

        const owner = await login(email, ownerPassword);
        expect(owner.statusCode).toBe(200);
        expect(sessionCookie(owner)).toBeDefined();
        expect((await login(email, strangerPassword)).statusCode).toBe(401);
      });
    }
  }

  for (const order of orders) {
    it(`${order}, the code entered in a browser that registered nothing keeps no password`, async () => {
      cell += 1;
      const email = `elsewhere${cell}@example.com`;
      const { firstCode } = await bothRegister(email, order, false);
      const verified = await post('/api/auth/verify-email', { email, code: firstCode });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toMatch(/so none was kept: choose yours with "Forgot password\?"/);
      expect(verified.json().passwordKept).toBe(false);
      expect((await login(email, strangerPassword)).statusCode).toBe(401);
      expect((await login(email, ownerPassword)).statusCode).toBe(401);
      await ownerSetsPassword(email);
      expect((await login(email, ownerPassword)).statusCode).toBe(200);
      expect((await login(email, strangerPassword)).statusCode).toBe(401);
    });
  }

  it('in Arabic, the answer without a kept password says to use "forgot password"', async () => {
    const email = 'arabic@example.com';
    const { firstCode } = await bothRegister(email, 'stranger first', false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email, code: firstCode },
      headers: { ...sameOrigin, 'accept-language': 'ar' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('«نسيت كلمة المرور؟»');
  });

  const badProofs = ['another address', 'forged', 'garbage', 'a day old'] as const;
  for (const bad of badProofs) {
    it(`a registration proof that is ${bad} activates nothing`, async () => {
      cell += 1;
      const email = `bad-proof${cell}@example.com`;
      const { proofs, firstCode } = await bothRegister(email, 'stranger first', false);
      let proof = proofs.owner;
      let code = firstCode;
      if (bad === 'another address') {
        proof = registrationCookie(await register(`other${cell}@example.com`, ownerPassword, 'Owner'))!;
      }
      if (bad === 'forged') proof = `${proof.slice(0, -6)}${proof.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
      if (bad === 'garbage') proof = 'not.a.proof';
      if (bad === 'a day old') {
        clock.advance(24 * 60 * MINUTE + MINUTE);
        expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
        code = await latestCodeFor(t, email);
      }
      const verified = await post(
        '/api/auth/verify-email',
        { email, code },
        `${COOKIE_NAMES.registration}=${proof}`,
      );
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toMatch(/none was kept/);
      expect((await login(email, ownerPassword)).statusCode).toBe(401);
      expect((await login(email, strangerPassword)).statusCode).toBe(401);
    });
  }

  it("the stranger's own browser proof is worth nothing without the mailbox's code", async () => {
    const email = 'no-code@example.com';
    const { proofs, firstCode } = await bothRegister(email, 'owner first', false);
    const guess = firstCode === '123456' ? '654321' : '123456';
    const res = await post(
      '/api/auth/verify-email',
      { email, code: guess },
      `${COOKIE_NAMES.registration}=${proofs.stranger}`,
    );
    expect(res.statusCode).toBe(400);
    expect((await login(email, strangerPassword)).statusCode).not.toBe(200);
    // The owner's code from the owner's browser still activates the owner's password.
    const ok = await post(
      '/api/auth/verify-email',
      { email, code: firstCode },
      `${COOKIE_NAMES.registration}=${proofs.owner}`,
    );
    expect(ok.statusCode).toBe(200);
    expect((await login(email, ownerPassword)).statusCode).toBe(200);
    expect((await login(email, strangerPassword)).statusCode).toBe(401);
  });

  it('a stranger registers, the owner presses resend on a browser that registered nothing: that code keeps no password', async () => {
    const email = 'resend-only@example.com';
    expect((await register(email, strangerPassword, 'Stranger')).statusCode).toBe(201);
    clock.advance(2 * MINUTE);
    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const verified = await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    expect(verified.statusCode).toBe(200);
    expect((await login(email, strangerPassword)).statusCode).toBe(401);
    expect(verified.json().message).toMatch(/none was kept/);
    await ownerSetsPassword(email);
    expect((await login(email, ownerPassword)).statusCode).toBe(200);
    expect((await login(email, strangerPassword)).statusCode).toBe(401);
  });

  it('a resend from the browser that registered keeps its password', async () => {
    const email = 'resend-mine@example.com';
    const proof = registrationCookie(await register(email, ownerPassword, 'Owner'))!;
    clock.advance(2 * MINUTE);
    const resent = await post(
      '/api/auth/resend-verification',
      { email },
      `${COOKIE_NAMES.registration}=${proof}`,
    );
    expect(resent.statusCode).toBe(200);
    const verified = await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    expect(verified.json().message).toBe('Email verified successfully!');
    expect((await login(email, ownerPassword)).statusCode).toBe(200);
  });

  it('a lone registration still activates its own password with its code', async () => {
    const email = 'lone@example.com';
    expect((await register(email, ownerPassword, 'Owner')).statusCode).toBe(201);
    const code = await latestCodeFor(t, email);
    const verified = await post('/api/auth/verify-email', { email, code });
    expect(verified.json()).toEqual({
      ok: true,
      message: 'Email verified successfully!',
      passwordKept: true,
    });
    expect((await login(email, ownerPassword)).statusCode).toBe(200);
  });

  it('a pending password never signs in, so it can never turn on two-factor', async () => {
    const email = 'pending@example.com';
    expect((await register(email, strangerPassword, 'Stranger')).statusCode).toBe(201);
    const res = await login(email, strangerPassword);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'auth:verification_required' });
    expect(sessionCookie(res)).toBeUndefined();
    expect(res.json().token).toBeUndefined();
  });

  it('Google on a pending account of one registration discards its password too', async () => {
    const email = 'pending-google@example.com';
    expect((await register(email, strangerPassword, 'Stranger')).statusCode).toBe(201);
    const signedIn = await googleSignIn(email);
    expect(signedIn.session).toBeDefined();
    expect((await login(email, strangerPassword)).statusCode).toBe(401);
    // A late code for the pending registration verifies nothing any more.
    const late = await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    expect(late.statusCode).toBe(400);
    expect((await login(email, strangerPassword)).statusCode).toBe(401);
    // The mailbox was told about the registration only by its code mail; no password is set behind its back.
    expect((await outboxFor(t, email)).length).toBeGreaterThan(0);
  });
});

describe('parallel registrations of one address over two instances', () => {
  let apps: TwoTestApps;
  beforeAll(async () => {
    apps = await createTwoTestApps();
  });
  afterAll(() => apps?.close());

  it('20 at once all get the normal answer, and no password of theirs signs in unproven', async () => {
    const email = 'crowd@example.com';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? apps.first : apps.second).app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: `R${i}`, email, password: `Password-${i}-x`, termsAccepted: true },
          headers: en,
          remoteAddress: `198.18.0.${i + 1}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    for (const res of responses) expect(res.json()).toMatchObject({ requiresVerification: true });
    // Twenty passwords met on one pending account: the code proves the mailbox and keeps none of them.
    const code = await latestCodeFor(apps.first, email);
    const verified = await apps.second.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email, code },
      headers: en,
    });
    expect(verified.statusCode).toBe(200);
    for (const i of [0, 1, 19]) {
      const res = await apps.first.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `Password-${i}-x` },
        headers: en,
        remoteAddress: `198.18.1.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('20 at once with one password are one person: its code activates that password', async () => {
    const email = 'same@example.com';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? apps.first : apps.second).app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Same', email, password: ownerPassword, termsAccepted: true },
          headers: en,
          remoteAddress: `198.18.2.${i + 1}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const code = await latestCodeFor(apps.first, email);
    const verified = await apps.first.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email, code },
      headers: en,
    });
    expect(verified.json().message).toBe('Email verified successfully!');
    const res = await apps.second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: ownerPassword },
      headers: en,
      remoteAddress: '198.18.3.1',
    });
    expect(res.statusCode).toBe(200);
  });
});
