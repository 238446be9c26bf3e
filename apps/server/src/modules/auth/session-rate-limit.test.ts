import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { api, createUser, planId } from '../../../test/support/billing.ts';

// Signed-in writes are limited per session: people behind one address (an office, a carrier's NAT) each have their
// own allowance, while one session still meets the limit.
describe('rate limits of signed-in writes', () => {
  const t = useTestApp();

  it('checkout: a session past its 20 in 10 minutes is refused, another person on the same address is not', async () => {
    const [first, second] = [
      await createUser(t, 'limit-one@example.com'),
      await createUser(t, 'limit-two@example.com'),
    ];
    const body = { planId: await planId(t, 'trainee-lawyer') };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await api(t, first).post('/api/billing/paylink/create-invoice', body)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await api(t, second).post('/api/billing/paylink/create-invoice', body)).statusCode).toBe(200);
  });

  it('consent updates: 30 per 15 minutes per session, counted apart for each person', async () => {
    const [first, second] = [
      await createUser(t, 'consent-one@example.com'),
      await createUser(t, 'consent-two@example.com'),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await api(t, first).put('/api/account/consents', { cookies: true })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await api(t, second).put('/api/account/consents', { cookies: true })).statusCode).toBe(200);
  });
});
