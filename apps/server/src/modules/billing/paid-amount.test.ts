import { DashboardStatsSchema, SubscriptionResponseSchema } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { grantSubscription, testClock, useTestApp } from '../../../test/helpers.ts';
import { api, createUser, decide, planId, verify } from '../../../test/support/billing.ts';

// The subscription shows what its buyer paid for the running period, not the list price: with the yearly offer
// that is 1,359.20 SAR for the 1,699 SAR plan.
describe('what a subscription was paid', () => {
  const clock = testClock('2026-03-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('is the offer price after buying the yearly plan with the offer, on billing and on the dashboard', async () => {
    const user = await createUser(t, 'yearly-offer@example.com');
    const yearly = await planId(t, 'national-consultant');
    const res = await api(t, user).post('/api/billing/create-checkout-session', {
      planId: yearly,
      returnUrl: 'http://mustashar.test/dashboard',
      discountCode: 'ANNUAL20',
      quotedTotalCents: 135920,
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = await decide(t, res.json(), 'paid');
    const paid = await verify(
      t,
      user,
      back.searchParams.get('TransactionNo')!,
      back.searchParams.get('OrderNumber')!,
    );
    expect(paid.json().subscription).toMatchObject({ priceCents: 169900, paidCents: 135920 });

    const { subscription } = SubscriptionResponseSchema.parse(
      (await api(t, user).get('/api/billing/subscription')).json(),
    );
    expect(subscription).toMatchObject({ interval: 'yearly', priceCents: 169900, paidCents: 135920 });

    const stats = DashboardStatsSchema.parse((await api(t, user).get('/api/dashboard/stats')).json());
    expect(stats.subscription).toMatchObject({ price: 169900, paid: 135920, interval: 'yearly' });
  });

  it('is null for a subscription nobody paid for here (an operator grant)', async () => {
    const user = await createUser(t, 'granted@example.com');
    await grantSubscription(t, user.id, 'practicing-lawyer');
    const { subscription } = SubscriptionResponseSchema.parse(
      (await api(t, user).get('/api/billing/subscription')).json(),
    );
    expect(subscription).toMatchObject({ priceCents: 99900, paidCents: null });
    const stats = DashboardStatsSchema.parse((await api(t, user).get('/api/dashboard/stats')).json());
    expect(stats.subscription?.paid).toBeNull();
  });
});
