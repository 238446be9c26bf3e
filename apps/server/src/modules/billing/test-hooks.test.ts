import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTestHooks } from '../../../test/e2e/billing-hooks.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { api, createUser, planId, subscribe, type TestUser } from '../../../test/support/billing.ts';

const ROUTE = '/dev/test/backdate-subscription';
const DAY_MS = 86_400_000;

describe('the end-to-end test hooks', () => {
  it('are not in the app: only the end-to-end server adds them', async () => {
    const t = await createTestApp();
    try {
      const user = await createUser(t, 'off@example.com');
      await subscribe(t, user, 'national-consultant');
      const res = await api(t, user).post(ROUTE, { days: 10 });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('POST /dev/test/backdate-subscription on the end-to-end server', () => {
  let t: TestApp;
  let yearly: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ deps: { extraRoutes: billingTestHooks } });
    yearly = await createUser(t, 'yearly@example.com');
    await subscribe(t, yearly, 'national-consultant');
  });
  afterAll(() => t.close());

  it("moves the caller's own subscription back, so a plan change 320 days in has less credit and costs more", async () => {
    const before = (await api(t, yearly).get('/api/billing/subscription')).json().subscription;
    const res = await api(t, yearly).post(ROUTE, { days: 320 });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().subscription;
    expect(Date.parse(moved.currentPeriodStart)).toBe(Date.parse(before.currentPeriodStart) - 320 * DAY_MS);
    expect(Date.parse(moved.currentPeriodEnd)).toBe(Date.parse(before.currentPeriodEnd) - 320 * DAY_MS);

    const after = (await api(t, yearly).get('/api/billing/subscription')).json().subscription;
    expect(after.currentPeriodEnd).toBe(moved.currentPeriodEnd);
    const periodDays = Math.round(
      (Date.parse(moved.currentPeriodEnd) - Date.parse(moved.currentPeriodStart)) / DAY_MS,
    );
    // A day begun counts as used, and the credit is rounded down (ADR 063).
    const daysLeft = Math.floor((Date.parse(moved.currentPeriodEnd) - t.app.clock().getTime()) / DAY_MS);
    const credit = Math.floor((169900 * daysLeft) / periodDays);
    const quote = await api(t, yearly).post('/api/billing/quote', {
      planId: await planId(t, 'trainee-lawyer'),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().quote).toMatchObject({ totalCents: 24900 - credit, change: { creditCents: credit } });
    expect(quote.json().quote.totalCents).toBeGreaterThan(0);
  });

  it("never moves a subscription later, and only the signed-in subscriber's own", async () => {
    expect((await api(t, yearly).post(ROUTE, { days: 0 })).statusCode).toBe(400);
    expect((await api(t, yearly).post(ROUTE, { days: -5 })).statusCode).toBe(400);
    expect((await api(t, null).post(ROUTE, { days: 5 })).statusCode).toBe(401);
    const unsubscribed = await createUser(t, 'none@example.com');
    const res = await api(t, unsubscribed).post(ROUTE, { days: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('billing:no_subscription');
  });
});
