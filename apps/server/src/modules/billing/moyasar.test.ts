import { PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoyasarDouble, startMoyasarDouble } from '../../../test/doubles/moyasar.ts';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers.ts';
import { api, createInvoice, createUser, type TestUser } from '../../../test/support/billing.ts';
import { loadConfig } from '../../config.ts';
import { invoices, payments, subscriptions } from '../../db/schema.ts';
import { reconcilePayments } from './jobs.ts';

const HOUR = 3_600_000;

describe('Moyasar configuration', () => {
  it('needs the secret key with PAYMENT_PROVIDER=moyasar and defaults to Moyasar’s API', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'moyasar' })).toThrow(/^MOYASAR_SECRET_KEY/);
    const config = loadConfig({ PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_test_x' });
    expect(config.payment.moyasar).toEqual({
      secretKey: 'sk_test_x',
      baseUrl: 'https://api.moyasar.com',
      webhookSecret: null,
    });
  });
});

describe('PAYMENT_PROVIDER=moyasar against the local Moyasar double', () => {
  const secret = 'moyasar-webhook-secret';
  const clock = testClock('2025-06-01T09:00:00.000Z');
  let double: MoyasarDouble;
  let t: TestApp;
  beforeAll(async () => {
    double = await startMoyasarDouble();
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: double.secretKey,
        MOYASAR_BASE_URL: double.url,
        MOYASAR_WEBHOOK_SECRET: secret,
      },
      deps: { clock: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  const webhook = (payment: Record<string, unknown>, secretToken: string | null = secret) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/moyasar/webhook',
      payload: {
        id: crypto.randomUUID(),
        type: payment.status === 'paid' ? 'payment_paid' : 'payment_failed',
        created_at: clock.now().toISOString(),
        ...(secretToken === null ? {} : { secret_token: secretToken }),
        account_name: 'Mustashar',
        live: false,
        data: payment,
      },
    });

  async function subscribeWithCard(user: TestUser, card: Parameters<MoyasarDouble['payInvoice']>[1]) {
    const invoice = await createInvoice(t, user, 'trainee-lawyer');
    expect(invoice.paymentUrl).toBe(`${double.url}/i/${invoice.transactionNo}`);
    expect(double.invoices.get(invoice.transactionNo)).toMatchObject({
      amount: 24900,
      currency: 'SAR',
      metadata: { order_number: invoice.orderNumber },
    });
    return { invoice, payment: double.payInvoice(invoice.transactionNo, card, true) };
  }

  it('refuses a webhook without the secret token, then activates once from twenty replays', async () => {
    const user = await createUser(t, 'moyasar@example.com');
    const { invoice, payment } = await subscribeWithCard(user, 'visa');
    expect((await webhook(payment, null)).statusCode).toBe(401);
    expect((await webhook(payment, 'wrong')).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, invoice.paymentId));
    expect(row?.status).toBe('pending');

    const replies = await Promise.all(Array.from({ length: 20 }, () => webhook(payment)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(replies.every((r) => r.json().status === 'paid')).toBe(true);
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]!.currentPeriodEnd?.toISOString()).toBe('2025-07-01T09:00:00.000Z');
    expect(
      await t.app.db.select().from(invoices).where(eq(invoices.paymentId, invoice.paymentId)),
    ).toHaveLength(1);

    // The card Moyasar saved with the buyer's consent: its token's details, never its number.
    const { methods } = PaymentMethodsResponseSchema.parse(
      (await api(t, user).get('/api/billing/methods')).json(),
    );
    expect(methods).toMatchObject([
      { brand: 'visa', last4: '1111', expMonth: 12, expYear: 2030, is_default: true },
    ]);

    // An unknown payment is not ours.
    expect((await webhook({ ...payment, id: crypto.randomUUID(), invoice_id: null })).statusCode).toBe(404);
  });

  it('renews on the saved token once (given_id), and a replayed renewal webhook changes nothing', async () => {
    const user = await createUser(t, 'renews-moyasar@example.com');
    const { payment } = await subscribeWithCard(user, 'mada');
    await webhook(payment);
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const end = sub!.currentPeriodEnd!;
    clock.advance(end.getTime() - HOUR / 2 - clock.now().getTime());
    await Promise.all([reconcilePayments(t.app.billingDeps()), reconcilePayments(t.app.billingDeps())]);
    const renewal = (await t.app.db.select().from(payments).where(eq(payments.userId, user.id))).find(
      (p) => p.renewalKey,
    )!;
    expect(renewal).toMatchObject({
      status: 'paid',
      amountCents: 24900,
      provider: 'moyasar',
      method: 'mada',
    });
    const charged = double.payments.get(renewal.providerPaymentId!)!;
    // Our payment's id is Moyasar's given_id, so a repeated call could not charge twice.
    expect(charged).toMatchObject({ id: renewal.id, status: 'paid', amount: 24900 });
    expect(charged.metadata).toEqual({ order_number: renewal.orderNumber });
    const renewed = (
      await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    )[0]!;
    expect(renewed.currentPeriodEnd?.toISOString()).toBe('2025-08-01T09:00:00.000Z');

    for (let i = 0; i < 3; i += 1) expect((await webhook(charged)).json().status).toBe('paid');
    const again = (await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]!;
    expect(again.currentPeriodEnd).toEqual(renewed.currentPeriodEnd);

    // Removing the card deletes its token at Moyasar too.
    const [card] = PaymentMethodsResponseSchema.parse(
      (await api(t, user).get('/api/billing/methods')).json(),
    ).methods;
    const tokensBefore = double.tokens.size;
    expect((await api(t, user).delete(`/api/billing/methods/${card!.id}`)).statusCode).toBe(200);
    expect(double.tokens.size).toBe(tokensBefore - 1);
  });

  it('a declined token charge fails the renewal with Moyasar’s reason', async () => {
    const user = await createUser(t, 'declined-moyasar@example.com');
    const { payment } = await subscribeWithCard(user, 'declines-renewals');
    await webhook(payment);
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    clock.advance(sub!.currentPeriodEnd!.getTime() - HOUR / 2 - clock.now().getTime());
    await reconcilePayments(t.app.billingDeps());
    const renewal = (await t.app.db.select().from(payments).where(eq(payments.userId, user.id))).find(
      (p) => p.renewalKey,
    )!;
    expect(renewal.status).toBe('failed');
    expect(renewal.metadata.failureReason).toBe('INSUFFICIENT_FUNDS');
  });
});
