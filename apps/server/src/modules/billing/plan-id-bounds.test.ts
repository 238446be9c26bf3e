import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';

/**
 * A plan id is looked up in an int4 column: one past its range (or a float too large to be an exact integer) must be
 * refused as bad input with the usual translated message, not reach PostgreSQL and come back as a 500.
 */
describe('plan ids outside PostgreSQL int4', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, 'bounds@example.com');
    await subscribe(t, user, 'trainee-lawyer');
  });
  afterAll(() => t.close());

  const routes: [string, Record<string, unknown>][] = [
    ['/api/billing/quote', {}],
    ['/api/billing/paylink/create-invoice', {}],
    ['/api/billing/create-checkout-session', { returnUrl: 'http://mustashar.test/billing/return' }],
    ['/api/billing/switch', {}],
  ];
  const values: unknown[] = [2147483648, 1e20, '2147483648', '1e20', 0, -1];

  for (const [url, extra] of routes) {
    it.each(values)(`${url} refuses planId %s with 400`, async (planId) => {
      for (const lang of ['en', 'ar'] as const) {
        const res = await api(t, user, lang).post(url, { ...extra, planId });
        expect(res.statusCode, res.body).toBe(400);
        const body = res.json();
        expect(body.error).toBe('http:bad_request');
        expect(body.message).toContain('planId');
        if (lang === 'ar') expect(body.message).toMatch(/[\u0600-\u06FF]/);
      }
    });
  }

  it('still takes the largest int4 as an id (an unknown plan, not bad input)', async () => {
    const res = await api(t, user).post('/api/billing/quote', { planId: 2147483647 });
    expect(res.statusCode, res.body).not.toBe(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
