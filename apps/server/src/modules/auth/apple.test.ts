import { COOKIE_NAMES } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppleDouble, type AppleDoubleIdentity, startAppleDouble } from '../../../test/doubles/apple.ts';
import { createTestApp, latestCodeFor, sameOrigin, type TestApp } from '../../../test/helpers.ts';

describe('Sign in with Apple against a local double over HTTP', () => {
  let apple: AppleDouble;
  let t: TestApp;

  beforeAll(async () => {
    apple = await startAppleDouble();
    t = await createTestApp({
      env: {
        APPLE_CLIENT_ID: apple.clientId,
        APPLE_TEAM_ID: apple.teamId,
        APPLE_KEY_ID: apple.keyId,
        // As a deployment tool would pass it: one line, newlines written as \n.
        APPLE_PRIVATE_KEY: apple.privateKey.replace(/\n/g, '\\n'),
        APPLE_ISSUER: apple.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await apple.close();
  });

  /** Our redirect → Apple's authorize (real HTTP) → the form Apple's page posts back → our callback. */
  async function signIn(mode: 'login' | 'register', identity: AppleDoubleIdentity) {
    apple.next = identity;
    const start = await t.app.inject({ url: `/api/auth/apple/redirect?mode=${mode}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(apple.issuer).origin);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const flowCookie = start.headers['set-cookie'] as string;
    // A cross-site form post carries only SameSite=None cookies.
    expect(flowCookie).toMatch(/SameSite=None/i);
    expect(flowCookie).toMatch(/Secure/i);

    const page = await (await fetch(authorize)).text();
    const action = new URL(/action="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&'));
    expect(action.pathname).toBe('/api/auth/apple/callback');
    const form = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
      form.set(
        name!,
        value!
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      );
    }
    const res = await t.app.inject({
      method: 'POST',
      url: action.pathname,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // The browser says where the post came from: Apple's origin.
        origin: new URL(apple.issuer).origin,
        cookie: flowCookie.split(';')[0]!,
      },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(303);
    const setCookie = [res.headers['set-cookie'] ?? []].flat() as string[];
    const session = setCookie.find((c) => c.startsWith(`${COOKIE_NAMES.session}=`))?.split(';')[0];
    return { location: res.headers.location as string, session };
  }

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  it('registers with the name Apple shares once, then signs the same Apple ID in', async () => {
    const identity: AppleDoubleIdentity = {
      sub: '001234.abcd.apple',
      email: 'hidden@privaterelay.appleid.com',
      email_verified: 'true',
      name: { firstName: 'Noura', lastName: 'Alotaibi' },
    };
    const created = await signIn('register', identity);
    expect(created.location).toBe('/dashboard?registered=apple&new=true');
    const user = (await me(created.session!)).json().user;
    expect(user).toMatchObject({
      email: 'hidden@privaterelay.appleid.com',
      name: 'Noura Alotaibi',
      emailVerified: true,
    });
    const again = await signIn('login', { sub: identity.sub, email: identity.email, email_verified: true });
    expect(again.location).toBe('/dashboard');
    expect((await me(again.session!)).json().user.id).toBe(user.id);
    const security = await t.app.inject({
      url: '/api/account/security',
      headers: { cookie: again.session! },
    });
    expect(security.json()).toMatchObject({
      appleLinked: true,
      hasPassword: false,
      recentProviderSignIn: true,
    });
    // The double checked each client secret: ES256, the key's id, the team, the Services ID, Apple's audience.
    expect(apple.refusals).toEqual([]);
  });

  it('links an existing account only when Apple vouches for its email, and sends strangers to register', async () => {
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
    const unverified = await signIn('login', { sub: 'apple-x', email, email_verified: 'false' });
    expect(unverified).toEqual({ location: '/login?apple=error', session: undefined });
    const linked = await signIn('login', { sub: 'apple-existing', email, email_verified: 'true' });
    expect(linked.location).toBe('/dashboard?linked=apple');
    expect((await me(linked.session!)).json().user.email).toBe(email);

    const stranger = await signIn('login', { sub: 'apple-new', email: 'new@icloud.com' });
    expect(stranger).toEqual({
      location: '/?apple=not-registered&email=new%40icloud.com',
      session: undefined,
    });
  });

  it('refuses an ID token not signed by a key in the JWKS', async () => {
    apple.forgeIdTokens = true;
    try {
      const res = await signIn('register', { sub: 'apple-forged', email: 'forged@icloud.com' });
      expect(res).toEqual({ location: '/login?apple=error', session: undefined });
    } finally {
      apple.forgeIdTokens = false;
    }
  });

  it('refuses a callback without the flow cookie or with a forged state', async () => {
    const post = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/apple/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        payload: 'code=x&state=forged',
      });
    expect((await post()).headers.location).toBe('/login?apple=error');
    const start = await t.app.inject({ url: '/api/auth/apple/redirect?mode=login' });
    const forged = await post((start.headers['set-cookie'] as string).split(';')[0]!);
    expect(forged.headers.location).toBe('/login?apple=error');
  });

  it('tells the web app it is configured', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().appleSignIn).toBe(true);
  });
});

describe('Sign in with Apple when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 and the public config says so', async () => {
    const res = await t.app.inject({ url: '/api/auth/apple/redirect?mode=login' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('auth:apple_not_configured');
    expect((await t.app.inject({ url: '/api/config' })).json().appleSignIn).toBe(false);
  });
});
