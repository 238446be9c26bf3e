import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { LOGIN_LIMITS } from './service.ts';

/** The sign-in address budget (ADR 022) counts an IPv6 client by its /64, as every per-address count does. */
describe('sign-in address budget over one IPv6 /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`refuses the attempt after ${LOGIN_LIMITS.ip} failures from as many addresses of one /64`, async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.ip + 1; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `2001:db8:44:55:${i.toString(16)}::1`,
        headers: { ...sameOrigin, 'accept-language': 'en' },
        payload: { email: `nobody${i}@example.com`, password: 'wrong password 1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.ip).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another /64 has its own budget.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '2001:db8:44:56::1',
      headers: { ...sameOrigin, 'accept-language': 'en' },
      payload: { email: 'nobody-else@example.com', password: 'wrong password 1' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
