import { COOKIE_NAMES } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestCodeFor, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { trustedDevices } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';

const PASSWORD = 'correct horse battery 9';

function cookieFrom(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  for (const line of [res.headers['set-cookie'] ?? []].flat() as string[]) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`)) return decodeURIComponent(pair.slice(name.length + 1));
  }
  return undefined;
}

/**
 * A trusted device earns its own attempt budget (ADR 022), so its token must be one the server made: a value the
 * client (or a cookie planted on it) chose is neither stored nor honoured, and a fresh random token replaces it.
 */
describe('the trusted-device cookie holds only tokens the server minted', () => {
  let t: TestApp;
  const login = (email: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        ...sameOrigin,
        'accept-language': 'en',
        ...(device ? { cookie: `${COOKIE_NAMES.trustedDevice}=${device}` } : {}),
      },
      payload: { email, password: PASSWORD },
    });
  const deviceRows = async (token: string) =>
    t.app.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.tokenHash, hashToken(token)));

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['dana@example.com', 'fahad@example.com']) {
      const headers = { ...sameOrigin, 'accept-language': 'en' };
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { name: 'Dana', email, password: PASSWORD, termsAccepted: true },
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers,
        payload: { email, code: await latestCodeFor(t, email) },
      });
      expect(verified.statusCode, verified.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('replaces a client-chosen token with a fresh one and stores only that', async () => {
    const chosen = 'attacker-chosen-token-0123456789abcdef';
    const res = await login('dana@example.com', chosen);
    expect(res.statusCode, res.body).toBe(200);
    const issued = cookieFrom(res, COOKIE_NAMES.trustedDevice);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(chosen);
    expect(issued).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await deviceRows(chosen)).toHaveLength(0);
    expect(await deviceRows(issued!)).toHaveLength(1);
  });

  it('keeps a token it minted: the same browser signing in to another account reuses it', async () => {
    const first = cookieFrom(await login('dana@example.com'), COOKIE_NAMES.trustedDevice)!;
    const again = await login('fahad@example.com', first);
    expect(cookieFrom(again, COOKIE_NAMES.trustedDevice)).toBe(first);
    expect((await deviceRows(first)).map((row) => row.userId)).toHaveLength(2);
  });
});
