import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaylinkDouble, startPaylinkDouble } from '../../../test/doubles/paylink.ts';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers.ts';
import { api, createUser, planId, verify } from '../../../test/support/billing.ts';
import { loadConfig } from '../../config.ts';
import { payments, subscriptions } from '../../db/schema.ts';
import { reconcilePayments } from './jobs.ts';
import { PaylinkClient, PaylinkProvider, paylinkStatus } from './paylink-provider.ts';
import { ProviderError, UnknownTransactionError } from './provider.ts';

const order = (orderNumber: string) => ({
  orderNumber,
  amountCents: 24900,
  currency: 'SAR' as const,
  callbackUrl: 'http://mustashar.test/payment/callback',
  cancelUrl: 'http://mustashar.test/payment/callback',
  client: { name: 'Noura', email: 'noura@example.com', mobile: '+966512345678' },
  product: { title: 'Trainee lawyer', priceCents: 24900, qty: 1 },
});

describe('Paylink configuration', () => {
  it('needs both credentials with PAYMENT_PROVIDER=paylink and picks the base address by PAYLINK_ENV', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paylink', PAYLINK_API_ID: 'id' })).toThrow(
      /^PAYLINK_API_ID/,
    );
    const test = loadConfig({ PAYMENT_PROVIDER: 'paylink', PAYLINK_API_ID: 'id', PAYLINK_SECRET_KEY: 'k' });
    expect(test.payment.paylink).toMatchObject({ secret: 'k', baseUrl: 'https://restpilot.paylink.sa' });
    const prod = loadConfig({ PAYLINK_ENV: 'production', PAYLINK_SECRET: 'old-name' });
    expect(prod.payment.paylink).toMatchObject({ secret: 'old-name', baseUrl: 'https://restapi.paylink.sa' });
    expect(() => loadConfig({ PAYLINK_BASE_URL: 'ftp://x' })).toThrow(/^PAYLINK_BASE_URL/);
  });
});

describe('Paylink client against the local Paylink double', () => {
  let double: PaylinkDouble;
  const clock = testClock('2025-06-01T09:00:00.000Z');
  beforeAll(async () => {
    double = await startPaylinkDouble();
  });
  afterAll(() => double.close());

  const client = (secretKey = double.secretKey) =>
    new PaylinkClient({ baseUrl: double.url, apiId: double.apiId, secretKey, now: clock.now });

  it('authenticates once, adds an invoice in riyals with the local mobile, and reads it back', async () => {
    const before = double.tokensIssued;
    const provider = new PaylinkProvider(client());
    const created = await provider.createInvoice(order('MST-A'));
    expect(created.paymentUrl).toBe(
      `https://paymentpilot.paylink.test/pay/info/${created.providerPaymentId}`,
    );
    const sent = double.invoices.get(created.providerPaymentId)!.request;
    expect(sent).toMatchObject({
      orderNumber: 'MST-A',
      amount: 249,
      clientMobile: '0512345678',
      clientName: 'Noura',
      clientEmail: 'noura@example.com',
      currency: 'SAR',
      products: [{ title: 'Trainee lawyer', price: 249, qty: 1 }],
    });
    expect(sent.supportedCardBrands).toContain('mada');

    expect(await provider.verify(created.providerPaymentId)).toMatchObject({
      status: 'pending',
      amountCents: 24900,
      orderNumber: 'MST-A',
    });
    double.pay(created.providerPaymentId);
    expect(await provider.verify(created.providerPaymentId)).toEqual({
      status: 'paid',
      amountCents: 24900,
      orderNumber: 'MST-A',
      method: 'mada',
      card: { brand: 'mada', last4: '1234' },
      receiptUrl: `https://paymentpilot.paylink.test/receipt/${created.providerPaymentId}`,
      receiptPasscode: 'R-4821',
      failureReason: null,
    });
    // One token served all four calls.
    expect(double.tokensIssued - before).toBe(1);
    const authed = double.calls.filter((c) => c.path !== '/api/auth');
    expect(authed.every((c) => c.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('refreshes a token the server stopped accepting (401) and retries once', async () => {
    const paylink = client();
    const created = await paylink.addInvoice({
      orderNumber: 'MST-B',
      amount: 129,
      callBackUrl: 'http://mustashar.test/payment/callback',
      cancelUrl: 'http://mustashar.test/payment/callback',
      clientName: 'Noura',
      clientMobile: '0512345678',
      clientEmail: 'noura@example.com',
      products: [{ title: 'Hourly', price: 129, qty: 1 }],
    });
    const issued = double.tokensIssued;
    double.revokeTokens();
    const invoice = await paylink.getInvoice(created.transactionNo);
    expect(invoice.transactionNo).toBe(created.transactionNo);
    expect(double.tokensIssued).toBe(issued + 1);
  });

  it('asks for a new token once the cached one expires by the clock', async () => {
    double.setTokenExpiry(Math.floor(clock.now().getTime() / 1000) + 30 * 60);
    const paylink = client();
    await paylink.token();
    const issued = double.tokensIssued;
    await paylink.token();
    expect(double.tokensIssued).toBe(issued);
    clock.advance(30 * 60 * 1000);
    await paylink.token();
    expect(double.tokensIssued).toBe(issued + 1);
    double.setTokenExpiry(null);
  });

  it('turns error bodies into provider errors with their message', async () => {
    await expect(client('wrong-secret').token()).rejects.toThrow(/Paylink auth: Bad credentials/);
    const noMobile = client().addInvoice({
      orderNumber: 'MST-C',
      amount: 129,
      callBackUrl: 'http://mustashar.test/payment/callback',
      cancelUrl: 'http://mustashar.test/payment/callback',
      clientName: 'Noura',
      clientMobile: '',
      clientEmail: 'noura@example.com',
      products: [],
    });
    await expect(noMobile).rejects.toThrow(ProviderError);
    await expect(noMobile).rejects.toThrow(/clientMobile is required/);
    await expect(client().getInvoice('0000000000000000')).rejects.toThrow(UnknownTransactionError);
    const unreachable = new PaylinkClient({ baseUrl: 'http://127.0.0.1:9', apiId: 'x', secretKey: 'y' });
    await expect(unreachable.token()).rejects.toThrow(ProviderError);
  });

  it('reads statuses case-insensitively; pending with payment errors is failed', () => {
    expect(paylinkStatus('Paid', null)).toBe('paid');
    expect(paylinkStatus('PAID', null)).toBe('paid');
    expect(paylinkStatus('pending', null)).toBe('pending');
    expect(paylinkStatus('Pending', [])).toBe('pending');
    expect(paylinkStatus('Pending', [{ errorCode: '05' }])).toBe('failed');
    expect(paylinkStatus('CANCELED', null)).toBe('canceled');
    expect(paylinkStatus('Cancelled', null)).toBe('canceled');
  });
});

describe('checkout with PAYMENT_PROVIDER=paylink', () => {
  let double: PaylinkDouble;
  let t: TestApp;
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const secret = 'whsec-test-0123456789';
  beforeAll(async () => {
    double = await startPaylinkDouble();
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'paylink',
        PAYLINK_API_ID: double.apiId,
        PAYLINK_SECRET_KEY: double.secretKey,
        PAYLINK_BASE_URL: double.url,
        PAYLINK_WEBHOOK_SECRET: secret,
      },
      deps: { clock: clock.now },
    });
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  const webhook = (payload: object, headers: Record<string, string> = { authorization: secret }) =>
    t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers });

  async function invoiceFor(email: string, plan = 'trainee-lawyer') {
    const user = await createUser(t, email);
    const res = await api(t, user).post('/api/billing/paylink/create-invoice', {
      planId: await planId(t, plan),
      mobile: '0551234567',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user, invoice: res.json().invoice };
  }

  it('needs a Saudi mobile number, then saves it as the billing contact', async () => {
    const user = await createUser(t, 'nomobile@example.com');
    const id = await planId(t, 'hourly');
    const missing = await api(t, user).post('/api/billing/paylink/create-invoice', { planId: id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'billing:mobile_required',
      message: 'Enter a Saudi mobile number (05XXXXXXXX) to complete the payment.',
    });
    const ar = await api(t, user, 'ar').post('/api/billing/paylink/create-invoice', { planId: id });
    expect(ar.json().message).toBe('أدخل رقم جوال سعودي (05XXXXXXXX) لإتمام الدفع.');

    const ok = await api(t, user).post('/api/billing/paylink/create-invoice', {
      planId: id,
      mobile: '+966 55 123 4567',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(double.invoices.get(ok.json().invoice.transactionNo)?.request.clientMobile).toBe('0551234567');
    // Saved: the next checkout needs no number.
    const again = await api(t, user).post('/api/billing/paylink/create-invoice', { planId: id });
    expect(again.statusCode).toBe(200);
  });

  it('paid at Paylink → verify activates, with the method and receipt Paylink reported', async () => {
    const { user, invoice } = await invoiceFor('paylink-paid@example.com');
    expect(invoice.paymentUrl).toMatch(/^https:\/\/paymentpilot\.paylink\.test\/pay\/info\/\d{16}$/);
    const pending = await verify(t, user, invoice.transactionNo, invoice.orderNumber);
    expect(pending.json()).toMatchObject({
      verified: false,
      status: 'pending',
      error: 'Payment not completed yet.',
    });

    double.pay(invoice.transactionNo);
    const paid = await verify(t, user, invoice.transactionNo, invoice.orderNumber);
    expect(paid.json()).toMatchObject({
      verified: true,
      status: 'paid',
      payment: {
        paymentMethod: 'mada',
        receiptUrl: `https://paymentpilot.paylink.test/receipt/${invoice.transactionNo}`,
      },
      subscription: { planName: 'trainee-lawyer', currentPeriodEnd: '2025-07-01T09:00:00.000Z' },
    });
  });

  it('the callback verified five times and the webhook once activate once', async () => {
    const { user, invoice } = await invoiceFor('paylink-race@example.com');
    double.pay(invoice.transactionNo);
    const all = await Promise.all([
      ...Array.from({ length: 5 }, () => verify(t, user, invoice.transactionNo, invoice.orderNumber)),
      webhook({
        transactionNo: invoice.transactionNo,
        merchantOrderNumber: invoice.orderNumber,
        orderStatus: 'Paid',
        amount: 249,
      }),
    ]);
    for (const res of all) expect(res.statusCode, res.body).toBe(200);
    expect(all.at(-1)?.json()).toEqual({ ok: true, status: 'paid' });
    const rows = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(['paid']);
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]?.currentPeriodEnd?.toISOString()).toBe('2025-07-01T09:00:00.000Z');
  });

  it('the webhook alone activates, after checking its secret and asking Paylink', async () => {
    const { user, invoice } = await invoiceFor('paylink-hook@example.com', 'hourly');
    const body = {
      transactionNo: invoice.transactionNo,
      merchantOrderNumber: invoice.orderNumber,
      orderStatus: 'Paid',
    };
    expect((await webhook(body, {})).statusCode).toBe(401);
    expect((await webhook(body, { authorization: 'wrong' })).statusCode).toBe(401);
    // The body says Paid but Paylink does not: nothing happens.
    const early = await webhook(body, { 'x-webhook-secret': secret });
    expect(early.json()).toEqual({ ok: true, status: 'pending' });
    double.pay(invoice.transactionNo);
    const res = await webhook(body, { authorization: `Bearer ${secret}` });
    expect(res.json()).toEqual({ ok: true, status: 'paid' });
    const sub = await api(t, user).get('/api/billing/subscription');
    expect(sub.json().subscription).toMatchObject({ planName: 'hourly', status: 'active' });
    const unknown = await webhook({ transactionNo: '9999999999999999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('declined at Paylink (pending with errors) → failed; another amount than the plan → refused', async () => {
    const declined = await invoiceFor('paylink-declined@example.com');
    double.decline(declined.invoice.transactionNo);
    const res = await verify(t, declined.user, declined.invoice.transactionNo, declined.invoice.orderNumber);
    expect(res.json()).toMatchObject({ verified: false, status: 'failed' });

    const tampered = await invoiceFor('paylink-tampered@example.com', 'national-consultant');
    double.pay(tampered.invoice.transactionNo);
    double.set(tampered.invoice.transactionNo, { amount: 1 });
    const refused = await verify(
      t,
      tampered.user,
      tampered.invoice.transactionNo,
      tampered.invoice.orderNumber,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('billing:amount_mismatch');
    expect((await api(t, tampered.user).get('/api/billing/subscription')).json()).toEqual({
      subscription: null,
    });
  });

  it('answers 502 when Paylink fails, leaving nothing half-made', async () => {
    const user = await createUser(t, 'paylink-down@example.com');
    const broken = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'paylink',
        PAYLINK_API_ID: double.apiId,
        PAYLINK_SECRET_KEY: 'not-the-secret',
        PAYLINK_BASE_URL: double.url,
      },
    });
    try {
      const other = await createUser(broken, user.email);
      const res = await api(broken, other).post('/api/billing/paylink/create-invoice', {
        planId: await planId(broken, 'hourly'),
        mobile: '0551234567',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'billing:provider_error',
        message: 'Failed to create payment. Please try again.',
      });
      const rows = await broken.app.db.select().from(payments);
      expect(rows.map((r) => [r.status, r.providerPaymentId])).toEqual([['failed', null]]);
    } finally {
      await broken.close();
    }
  });

  it('the reconcile job activates a paid payment nobody verified and closes abandoned ones', async () => {
    const forgotten = await invoiceFor('paylink-forgotten@example.com');
    const abandoned = await invoiceFor('paylink-abandoned@example.com');
    double.pay(forgotten.invoice.transactionNo);
    const deps = t.app.billingDeps();
    // Younger than a day: left alone.
    expect((await reconcilePayments(deps)).checked).toBe(0);
    clock.advance(25 * 60 * 60 * 1000);
    const report = await reconcilePayments(deps);
    // Earlier tests left unpaid invoices too; all of them are closed now.
    expect(report.settled.paid).toBe(1);
    expect(report.settled.canceled).toBeGreaterThanOrEqual(1);
    expect(report.errors).toBe(0);
    const sub = await api(t, forgotten.user).get('/api/billing/subscription');
    expect(sub.json().subscription).toMatchObject({ planName: 'trainee-lawyer', status: 'active' });
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, abandoned.invoice.paymentId));
    expect(row).toMatchObject({
      status: 'canceled',
      metadata: expect.objectContaining({ failureReason: 'expired_unpaid' }),
    });
  });
});
