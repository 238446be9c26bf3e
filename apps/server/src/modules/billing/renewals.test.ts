import { PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxFor, type TestApp, testClock, useTwoTestApps } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { invoices, payments, subscriptions } from '../../db/schema.ts';
import { reconcilePayments } from './jobs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function ownRow(t: TestApp, user: TestUser) {
  const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  if (!row) throw new Error(`no subscription for ${user.email}`);
  return row;
}

async function renewalPayments(t: TestApp, user: TestUser) {
  const rows = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
  return rows.filter((p) => p.renewalKey !== null).sort((a, b) => a.renewalKey!.localeCompare(b.renewalKey!));
}

describe('subscriptions renewing on a saved card, run by two instances at once', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const apps = useTwoTestApps(() => ({ deps: { clock: clock.now } }));

  /** The billing run on both instances at the same moment, as two copies of the server would. */
  async function runBoth() {
    await Promise.all([apps.first, apps.second].map((t) => reconcilePayments(t.app.billingDeps())));
  }

  function to(at: Date) {
    clock.advance(at.getTime() - clock.now().getTime());
  }

  it('charges the saved card once at the period end and extends one period, with an invoice and a receipt', async () => {
    const t = apps.first;
    const user = await createUser(t, 'renews@example.com');
    const { verification } = await subscribe(t, user, 'trainee-lawyer', { saveCard: true });
    const end = new Date(verification.subscription.currentPeriodEnd);
    const { methods } = PaymentMethodsResponseSchema.parse(
      (await api(t, user).get('/api/billing/methods')).json(),
    );
    // The owner is told the period's end will be charged to the card.
    expect((await api(t, user).get('/api/billing/subscription')).json().subscription.renewalCard).toEqual({
      brand: 'visa',
      last4: '4242',
    });
    expect(methods).toMatchObject([
      { brand: 'visa', last4: '4242', is_default: true, expMonth: 12, expYear: 2030 },
    ]);

    // The reminders say what will be charged, and when.
    to(new Date(end.getTime() - 7 * DAY + HOUR));
    await runBoth();
    const [reminder] = (await outboxFor(t, user.email)).filter((m) => m.subject.includes('renews in 7 days'));
    expect(reminder?.text).toMatch(/We will charge SAR\s249 to your card •••• 4242 on 1 July 2025/);
    expect(reminder?.text).toMatch(/سنخصم ٢٤٩\sر\.س من البطاقة •••• ٤٢٤٢ في ١ يوليو ٢٠٢٥/);

    // Two hours before the end nothing is due; in the last hour the card is charged.
    to(new Date(end.getTime() - 2 * HOUR));
    await runBoth();
    expect(await renewalPayments(t, user)).toHaveLength(0);
    to(new Date(end.getTime() - HOUR / 2));
    await runBoth();
    await runBoth();
    const charged = await renewalPayments(t, user);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ status: 'paid', amountCents: 24900, method: 'visa' });
    const row = await ownRow(t, user);
    expect(row.currentPeriodEnd?.toISOString()).toBe('2025-08-01T09:00:00.000Z');
    expect(row.status).toBe('active');
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, charged[0]!.id));
    expect(invoice?.totalCents).toBe(24900);
    const history = (await api(t, user).get('/api/billing/history')).json().payments;
    expect(history.filter((p: { status: string }) => p.status === 'paid')).toHaveLength(2);
    const receipts = (await outboxFor(t, user.email)).filter((m) => m.subject.includes('Payment received'));
    expect(receipts).toHaveLength(2);

    // After the old end, nothing more is charged for the period that was renewed.
    to(new Date(end.getTime() + 3 * DAY));
    await runBoth();
    expect(await renewalPayments(t, user)).toHaveLength(1);
  });

  it('retries a declined card on days 0, 2 and 5, tells the user each time, and ends after the last', async () => {
    clock.advance(-clock.now().getTime() + new Date('2025-09-01T09:00:00.000Z').getTime());
    const t = apps.second;
    const user = await createUser(t, 'declined@example.com');
    const { verification } = await subscribe(t, user, 'trainee-lawyer', {
      card: 'visa-declines-renewals',
      saveCard: true,
    });
    const end = new Date(verification.subscription.currentPeriodEnd);
    const declines = async () =>
      (await outboxFor(t, user.email)).filter((m) => /could not renew|renewal/i.test(m.subject));

    to(new Date(end.getTime() - HOUR / 2));
    await runBoth();
    let tries = await renewalPayments(t, user);
    expect(tries.map((p) => p.status)).toEqual(['failed']);
    expect(await declines()).toHaveLength(1);
    expect((await declines())[0]!.text).toContain('0002');

    // Access continues past the end and the grace days until the tries are over.
    to(new Date(end.getTime() + 2 * DAY - HOUR));
    await runBoth();
    expect(await renewalPayments(t, user)).toHaveLength(1);
    expect((await api(t, user).get('/api/auth/me')).json().user.subscriptionActive).toBe(true);
    to(new Date(end.getTime() + 2 * DAY));
    await runBoth();
    await runBoth();
    tries = await renewalPayments(t, user);
    expect(tries.map((p) => p.status)).toEqual(['failed', 'failed']);
    expect(await declines()).toHaveLength(2);

    to(new Date(end.getTime() + 4 * DAY));
    await runBoth();
    expect((await api(t, user).get('/api/auth/me')).json().user.subscriptionActive).toBe(true);
    expect((await ownRow(t, user)).status).toBe('active');

    to(new Date(end.getTime() + 5 * DAY));
    await runBoth();
    tries = await renewalPayments(t, user);
    expect(tries.map((p) => p.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await declines()).toHaveLength(3);
    expect((await ownRow(t, user)).status).toBe('expired');
    expect((await api(t, user).get('/api/auth/me')).json().user.subscriptionActive).toBe(false);

    to(new Date(end.getTime() + 9 * DAY));
    await runBoth();
    expect(await renewalPayments(t, user)).toHaveLength(3);
  });

  it('charges nothing after a cancel, and renews again once the cancel is undone', async () => {
    clock.advance(-clock.now().getTime() + new Date('2026-01-01T09:00:00.000Z').getTime());
    const t = apps.first;
    const user = await createUser(t, 'stops@example.com');
    const again = await createUser(t, 'changes-mind@example.com');
    const first = await subscribe(t, user, 'trainee-lawyer', { saveCard: true });
    await subscribe(t, again, 'trainee-lawyer', { saveCard: true });
    const canceled = await api(t, user).post('/api/billing/cancel');
    expect(canceled.statusCode).toBe(200);
    // A cancelled subscription does not renew: no card is shown as the one to be charged.
    expect(canceled.json().subscription.renewalCard).toBeNull();
    expect((await api(t, again).post('/api/billing/cancel')).statusCode).toBe(200);
    expect((await api(t, again).post('/api/billing/resume')).statusCode).toBe(200);
    const end = new Date(first.verification.subscription.currentPeriodEnd);

    to(new Date(end.getTime() - HOUR / 2));
    await runBoth();
    expect(await renewalPayments(t, user)).toHaveLength(0);
    expect(await renewalPayments(t, again)).toHaveLength(1);
    to(new Date(end.getTime() + DAY));
    await runBoth();
    expect(await renewalPayments(t, user)).toHaveLength(0);
    expect((await ownRow(t, user)).status).toBe('canceled');
    expect((await ownRow(t, again)).currentPeriodEnd!.getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
  });
});
