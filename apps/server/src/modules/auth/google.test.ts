import { COOKIE_NAMES } from '@mustashar/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestCodeFor, logCapture, sameOrigin, type TestApp } from '../../../test/helpers.ts';

type Identity = { sub: string; email: string; email_verified: boolean; name?: string };

describe('Google sign-in against a local OpenID Connect provider', () => {
  const issuer = new OAuth2Server();
  let t: TestApp;
  let next: Identity;
  const logs = logCapture();

  beforeAll(async () => {
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, next);
    });
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'mustashar-test-client',
        GOOGLE_CLIENT_SECRET: 'mustashar-test-secret',
        GOOGLE_ISSUER: issuer.issuer.url!,
        LOG_LEVEL: 'info',
      },
      deps: { logStream: logs.stream },
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
