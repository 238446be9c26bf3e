import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers.ts';
import { api, createUser, subscribe } from '../../../test/support/billing.ts';
import { subscriptions } from '../../db/schema.ts';
import { closeEndedSubscriptions } from './service.ts';

const HOUR = 3_600_000;

describe('a subscription nobody cancelled ends with its period', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('stops giving access at the period end, and the job closes it as expired', async () => {
    const user = await createUser(t, 'lapsing@example.com');
    const { verification } = await subscribe(t, user, 'hourly');
    const { id, currentPeriodEnd } = verification.subscription;
    const end = new Date(currentPeriodEnd).getTime();
    expect(end - clock.now().getTime()).toBe(HOUR);

    // A second before the end: still running.
    clock.advance(end - clock.now().getTime() - 1000);
    expect((await api(t, user).get('/api/billing/subscription')).json().subscription).toMatchObject({
      id,
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    // Past the end, before any job has run: no access anywhere.
    clock.advance(2000);
    expect((await api(t, user).get('/api/billing/subscription')).json()).toEqual({ subscription: null });
    expect((await api(t, user).get('/api/auth/me')).json().user.subscriptionActive).toBe(false);
    const [before] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(before?.status).toBe('active');

    await closeEndedSubscriptions({ db: t.app.db, clock: clock.now });
    const [after] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(after).toMatchObject({ status: 'expired', cancelAtPeriodEnd: false });
    expect(after?.currentPeriodEnd?.getTime()).toBe(end);
    expect((await api(t, user).get('/api/billing/subscription')).json()).toEqual({ subscription: null });
    expect((await api(t, user).post('/api/billing/cancel')).statusCode).toBe(404);
  });

  // The test clock sits far from the wall clock: /api/auth/me must judge the subscription by the app's clock.
  it('/api/auth/me reads the subscription against the app’s clock', async () => {
    const user = await createUser(t, 'me-clock@example.com');
    await subscribe(t, user, 'hourly');
    expect((await api(t, user).get('/api/billing/subscription')).json().subscription).not.toBeNull();
    expect((await api(t, user).get('/api/auth/me')).json().user.subscriptionActive).toBe(true);
  });
});
