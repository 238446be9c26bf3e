import { COOKIE_NAMES } from '@mustashar/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
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

type Identity = { sub: string; email: string; email_verified: boolean; name?: string };

describe('Google sign-in against a local OpenID Connect provider', () => {
  const issuer = new OAuth2Server();
  let t: TestApp;
  let next: Identity;
  let tamper = false;
  const logs = logCapture();
  const clock = testClock();

  beforeAll(async () => {
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, next);
    });
    // A tampered ID token: its claims changed after signing (another account's subject), the signature kept.
    issuer.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
      if (!tamper || typeof response.body.id_token !== 'string') return;
      const [header, payload, signature] = response.body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const changed = Buffer.from(JSON.stringify({ ...claims, sub: 'g-victim' })).toString('base64url');
      response.body.id_token = [header, changed, signature].join('.');
    });
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'mustashar-test-client',
        GOOGLE_CLIENT_SECRET: 'mustashar-test-secret',
        GOOGLE_ISSUER: issuer.issuer.url!,
        LOG_LEVEL: 'info',
      },
      deps: { logStream: logs.stream, clock: clock.now },
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.stop();
  });

  /** Browser navigation, over real HTTP to the provider: our redirect → its authorize → our callback. */
  async function signIn(mode: 'login' | 'register', identity: Identity) {
    next = identity;
    const start = await t.app.inject({ url: `/api/auth/google/redirect?mode=${mode}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(issuer.issuer.url!).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const flowCookie = (start.headers['set-cookie'] as string).split(';')[0]!;

    const provider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/google/callback');
    const res = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: flowCookie },
    });
    expect(res.statusCode).toBe(302);
    // The one-time authorization code never reaches the logs.
    const code = callback.searchParams.get('code')!;
    expect(logs.lines.join('\n')).not.toContain(code);
    const setCookie = [res.headers['set-cookie'] ?? []].flat() as string[];
    const session = setCookie.find((c) => c.startsWith(`${COOKIE_NAMES.session}=`))?.split(';')[0];
    return { location: res.headers.location as string, session };
  }

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  it('sends an unknown user back to register with their email', async () => {
    const res = await signIn('login', {
      sub: 'g-unknown',
      email: 'New.Person@gmail.com',
      email_verified: true,
    });
    expect(res.location).toBe('/?google=not-registered&email=new.person%40gmail.com');
    expect(res.session).toBeUndefined();
  });

  it('registers a new user, then signs the same Google account in', async () => {
    const identity = { sub: 'g-123', email: 'fresh@gmail.com', email_verified: true, name: 'Fresh' };
    const created = await signIn('register', identity);
    expect(created.location).toBe('/dashboard?registered=google&new=true');
    const user = (await me(created.session!)).json().user;
    expect(user).toMatchObject({ email: 'fresh@gmail.com', name: 'Fresh', emailVerified: true });

    const again = await signIn('login', identity);
    expect(again.location).toBe('/dashboard');
    expect((await me(again.session!)).json().user.id).toBe(user.id);
  });

  it('links an existing email account', async () => {
    const email = 'existing@example.com';
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: sameOrigin });
    await post('/api/auth/register', {
      name: 'Existing',
      email,
      password: 'Password-123',
      termsAccepted: true,
    });
    await post('/api/auth/verify-email', { email, code: await latestCodeFor(t, email) });
    const linked = await signIn('login', { sub: 'g-existing', email, email_verified: true });
    expect(linked.location).toBe('/dashboard?linked=google');
    expect((await me(linked.session!)).json().user.email).toBe(email);
    expect(
      (await t.app.inject({ url: '/api/account/security', headers: { cookie: linked.session! } })).json()
        .googleLinked,
    ).toBe(true);
  });

  /** A same-origin API call with the session cookie, as the settings screen makes it. */
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...sameOrigin, 'accept-language': 'en', cookie },
      ...(payload ? { payload } : {}),
    });

  it('lets a Google-only account set its first password without a current one', async () => {
    const { session } = await signIn('register', {
      sub: 'g-nopass',
      email: 'nopass@gmail.com',
      email_verified: true,
    });
    expect((await call('GET', '/api/account/security', session!)).json()).toMatchObject({
      hasPassword: false,
      googleLinked: true,
    });
    const set = await call('PUT', '/api/account/password', session!, {
      newPassword: 'First-Pass-123',
      confirmPassword: 'First-Pass-123',
    });
    expect(set.json()).toEqual({ ok: true, message: 'Password changed successfully' });
    expect((await call('GET', '/api/account/security', session!)).json().hasPassword).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: sameOrigin,
      payload: { email: 'nopass@gmail.com', password: 'First-Pass-123' },
    });
    expect(login.statusCode).toBe(200);
    // From now on the password is asked for, as for anyone else.
    const again = await call('PUT', '/api/account/password', session!, {
      newPassword: 'Second-Pass-123',
      confirmPassword: 'Second-Pass-123',
    });
    expect(again.json().error).toBe('account:fields_required');
  });

  it('deletes a Google-only account with an emailed code once its sign-in is no longer fresh', async () => {
    const email = 'leaving@gmail.com';
    const { session } = await signIn('register', { sub: 'g-leaving', email, email_verified: true });
    clock.advance(11 * 60_000);
    expect((await call('GET', '/api/account/security', session!)).json().recentProviderSignIn).toBe(false);
    // The word alone is not enough: whoever holds this browser is not proven to be the owner.
    const bare = await call('DELETE', '/api/account', session!, { confirmText: 'DELETE' });
    expect(bare.json()).toEqual({
      error: 'account:code_required',
      message: 'Enter the code we emailed you, or log in again with Google or Apple',
    });
    const sent = await call('POST', '/api/account/delete-code', session!);
    expect(sent.json()).toEqual({ ok: true, message: 'We emailed you a code to confirm the deletion.' });
    const [mail] = await outboxFor(t, email);
    expect(mail?.subject).toMatch(/account deletion code/);
    // The cooldown holds against a second send at once.
    expect((await call('POST', '/api/account/delete-code', session!)).json().error).toBe(
      'auth:resend_rate_limited',
    );
    const code = await latestCodeFor(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('DELETE', '/api/account', session!, { confirmText: 'DELETE', code: wrong });
    expect(refused.json().error).toBe('auth:invalid_code');
    const ok = await call('DELETE', '/api/account', session!, { confirmText: 'DELETE', code });
    expect(ok.json()).toEqual({ ok: true, message: 'Account deleted successfully' });
    expect((await me(session!)).statusCode).toBe(401);
    // The Google account is unlinked with the rest: signing in with it again finds nobody.
    const back = await signIn('login', { sub: 'g-leaving', email, email_verified: true });
    expect(back.location).toBe(`/?google=not-registered&email=${encodeURIComponent(email)}`);
  });

  it('deletes a Google-only account right after a fresh Google sign-in', async () => {
    const identity = { sub: 'g-fresh', email: 'fresh-leaver@gmail.com', email_verified: true };
    const first = await signIn('register', identity);
    clock.advance(60 * 60_000);
    expect(
      (await call('DELETE', '/api/account', first.session!, { confirmText: 'DELETE' })).json().error,
    ).toBe('account:code_required');
    const fresh = await signIn('login', identity);
    expect((await call('GET', '/api/account/security', fresh.session!)).json().recentProviderSignIn).toBe(
      true,
    );
    const ok = await call('DELETE', '/api/auth/account', fresh.session!, { confirmText: 'DELETE' });
    expect(ok.json()).toEqual({ ok: true, message: 'Account deleted successfully' });
    expect((await me(first.session!)).statusCode).toBe(401);
  });

  it('refuses an ID token whose claims were changed after it was signed', async () => {
    tamper = true;
    try {
      const res = await signIn('register', {
        sub: 'g-tampered',
        email: 'tampered@gmail.com',
        email_verified: true,
      });
      expect(res).toEqual({ location: '/login?google=error', session: undefined });
    } finally {
      tamper = false;
    }
  });

  it('refuses a callback without the flow cookie or with a forged state', async () => {
    const res = await t.app.inject({ url: '/api/auth/google/callback?code=x&state=y' });
    expect(res.headers.location).toBe('/login?google=error');
    const start = await t.app.inject({ url: '/api/auth/google/redirect?mode=login' });
    const flowCookie = (start.headers['set-cookie'] as string).split(';')[0]!;
    const forged = await t.app.inject({
      url: '/api/auth/google/callback?code=x&state=forged',
      headers: { cookie: flowCookie },
    });
    expect(forged.headers.location).toBe('/login?google=error');
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404', async () => {
    const res = await t.app.inject({ url: '/api/auth/google/redirect?mode=login' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('auth:google_not_configured');
  });
});
