import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';

/**
 * An IPv6 subscriber is handed a whole /64, so counting per /128 would give one household 2⁶⁴ "addresses": the
 * trial's daily budget and the HTTP rate limits count an IPv6 client by its /64; IPv4 (also when written as
 * ::ffff:a.b.c.d) stays per address. Addresses arrive as the trusted proxy's X-Forwarded-For.
 */
const BUDGET = 3;

/** 30 spellings of 30 different addresses of 2001:db8:<a>:<b>::/64 (compressed, padded, upper case). */
const addressesOf = (a: number, b: number) =>
  Array.from({ length: 30 }, (_, i) => {
    const n = (i + 1).toString(16);
    if (i % 3 === 0) return `2001:db8:${a}:${b}::${n}`;
    if (i % 3 === 1) return `2001:0DB8:000${a}:000${b}:${n}:0:0:1`;
    return `2001:db8:${a}:${b}:ffff:${n}::`;
  });
const ONE_SLASH_64 = addressesOf(5, 6);

describe('a client address is counted by its IPv6 /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', TRIAL_NEW_PER_ADDRESS_PER_DAY: String(BUDGET) },
    });
  });
  afterAll(() => t.close());

  const start = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/trial/start',
      remoteAddress: '127.0.0.1',
      headers: { ...sameOrigin, 'x-forwarded-for': ip, 'accept-language': 'en' },
    });

  it('30 addresses of one /64 share one daily trial budget', async () => {
    const statuses: number[] = [];
    // One after another, each a fresh browser (no cookies): the budget, not a cookie, must stop them.
    for (const ip of ONE_SLASH_64) statuses.push((await start(ip)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET);
    expect(statuses.slice(BUDGET).every((s) => s === 440)).toBe(true);

    const status = await t.app.inject({
      url: '/api/trial/status',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '2001:db8:5:6:1234:5678:9abc:def0' },
    });
    expect(status.json().blocked).toBe(true);
    // The neighbouring /64 is someone else.
    expect((await start('2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('keeps IPv4 per address, whether written plainly or IPv4-mapped', async () => {
    for (let i = 0; i < BUDGET; i += 1) expect((await start('198.51.100.20')).statusCode).toBe(200);
    expect((await start('::ffff:198.51.100.20')).statusCode).toBe(440);
    expect((await start('198.51.100.21')).statusCode).toBe(200);
  });

  const contact = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '127.0.0.1',
      headers: { ...sameOrigin, 'x-forwarded-for': ip },
      payload: {
        name: 'Guest',
        email: 'guest@example.com',
        subject: 'A question',
        message: 'About the service, please.',
        locale: 'en',
      },
    });

  it('rate-limits HTTP routes per /64 (contact: 5 in 10 minutes)', async () => {
    const statuses: number[] = [];
    for (const ip of addressesOf(9, 9).slice(0, 6)) statuses.push((await contact(ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('rate-limits IPv4-mapped clients per IPv4 address, not all as one', async () => {
    for (let i = 0; i < 5; i += 1) expect((await contact('::ffff:198.51.100.30')).statusCode).toBe(200);
    expect((await contact('198.51.100.30')).statusCode).toBe(429);
    expect((await contact('::ffff:198.51.100.31')).statusCode).toBe(200);
  });
});
