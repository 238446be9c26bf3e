import { SubscriptionResponseSchema, VerifyPaymentResponseSchema } from '@mustashar/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock, useTestApp } from '../../../test/helpers.ts';
import {
  api,
  createInvoice,
  createUser,
  decide,
  planId,
  subscribe,
  verify,
} from '../../../test/support/billing.ts';
import { invoices, payments, subscriptions } from '../../db/schema.ts';
import { closeEndedSubscriptions } from './service.ts';

const HOUR = 3_600_000;

describe('checkout through the sandbox provider', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it.each([
    ['hourly', 12900, '2025-06-01T10:00:00.000Z'],
    ['trainee-lawyer', 24900, '2025-07-01T09:00:00.000Z'],
    ['practicing-lawyer', 99900, '2025-12-01T09:00:00.000Z'],
    ['national-consultant', 169900, '2026-06-01T09:00:00.000Z'],
  ])('%s: invoice → sandbox Pay → verify → active until the end of one period', async (plan, price, end) => {
    const user = await createUser(t, `${plan}@example.com`);
    const invoice = await createInvoice(t, user, plan);
    expect(invoice.amountCents).toBe(price);
    expect(invoice.paymentUrl).toBe(`http://mustashar.test/sandbox/pay/${invoice.transactionNo}`);

    // Nothing is granted before paying.
    const before = await api(t, user).get('/api/billing/subscription');
    expect(before.json()).toEqual({ subscription: null });

    const back = await decide(t, invoice, 'paid');
    expect(back.origin + back.pathname).toBe('http://mustashar.test/payment/callback');
    expect(back.searchParams.get('TransactionNo')).toBe(invoice.transactionNo);
    expect(back.searchParams.get('OrderNumber')).toBe(invoice.orderNumber);

    const res = await verify(t, user, invoice.transactionNo, invoice.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const body = VerifyPaymentResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      verified: true,
      status: 'paid',
      payment: {
        amount: price / 100,
        amountCents: price,
        paymentMethod: 'visa',
        transactionNo: invoice.transactionNo,
      },
      subscription: { planName: plan, status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: false },
    });
    expect(body.payment?.invoiceUrl).toBe(
      `http://mustashar.test/api/billing/invoices/${invoice.paymentId}.pdf`,
    );

    const sub = SubscriptionResponseSchema.parse(
      (await api(t, user).get('/api/billing/subscription')).json(),
    );
    expect(sub.subscription).toMatchObject({ planName: plan, status: 'active', currentPeriodEnd: end });
  });

  it('Decline → failed and Cancel → canceled, with no access', async () => {
    const user = await createUser(t, 'unlucky@example.com');
    const declined = await createInvoice(t, user, 'trainee-lawyer');
    await decide(t, declined, 'declined');
    const failed = await verify(t, user, declined.transactionNo, declined.orderNumber);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      verified: false,
      status: 'failed',
      error: 'Your payment could not be completed.',
      subscription: null,
    });

    const canceled = await createInvoice(t, user, 'trainee-lawyer');
    const back = await decide(t, canceled, 'canceled');
    expect(back.searchParams.get('OrderNumber')).toBe(canceled.orderNumber);
    const res = await verify(t, user, canceled.transactionNo, canceled.orderNumber);
    expect(res.json()).toMatchObject({ verified: false, status: 'canceled', subscription: null });

    // Arabic callers read the reason in Arabic.
    const query = new URLSearchParams({
      TransactionNo: canceled.transactionNo,
      OrderNumber: canceled.orderNumber,
    });
    const ar = await api(t, user, 'ar').get(`/api/billing/paylink/verify-payment?${query}`);
    expect(ar.json().error).toBe('أُلغيت عملية الدفع.');

    expect((await api(t, user).get('/api/billing/subscription')).json()).toEqual({ subscription: null });
    const me = await api(t, user).get('/api/auth/me');
    expect(me.json().user?.subscriptionActive ?? me.json().subscriptionActive).toBe(false);
    const rows = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'failed']);
  });

  it('a second press on the sandbox page changes nothing', async () => {
    const user = await createUser(t, 'double@example.com');
    const invoice = await createInvoice(t, user, 'trainee-lawyer');
    await decide(t, invoice, 'declined');
    const again = await decide(t, invoice, 'paid');
    expect(again.searchParams.get('TransactionNo')).toBe(invoice.transactionNo);
    expect((await verify(t, user, invoice.transactionNo, invoice.orderNumber)).json().status).toBe('failed');
  });

  it('verifying five times at once activates once: one paid payment, one period, one invoice', async () => {
    const user = await createUser(t, 'eager@example.com');
    const invoice = await createInvoice(t, user, 'trainee-lawyer');
    await decide(t, invoice, 'paid');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => verify(t, user, invoice.transactionNo, invoice.orderNumber)),
    );
    for (const res of results) expect(res.json()).toMatchObject({ verified: true, status: 'paid' });
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]!.currentPeriodEnd?.toISOString()).toBe('2025-07-01T09:00:00.000Z');
    const paid = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(paid.map((p) => p.status)).toEqual(['paid']);
    const issued = await t.app.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ totalCents: 24900, vatCents: 3248 });
  });

  it('refuses an unknown transaction, a transaction of another order, and a tampered amount', async () => {
    const user = await createUser(t, 'mallory@example.com');
    const unknown = await verify(t, user, '1234567890123456', 'MST-20250601-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'billing:unknown_transaction',
      message: 'Invalid transaction details.',
    });

    // Paying the cheap plan and presenting its transaction with the expensive order grants nothing.
    const cheap = await createInvoice(t, user, 'hourly');
    const dear = await createInvoice(t, user, 'national-consultant');
    await decide(t, cheap, 'paid');
    const swapped = await verify(t, user, cheap.transactionNo, dear.orderNumber);
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error).toBe('billing:transaction_mismatch');

    // The provider reports another amount than the plan's price: refused, the payment fails, nothing activates.
    const tampered = await createInvoice(t, user, 'practicing-lawyer');
    await decide(t, tampered, 'paid');
    await t.app.db
      .update(payments)
      .set({ metadata: sql`jsonb_set(${payments.metadata}, '{sandbox,amountCents}', '100'::jsonb)` })
      .where(eq(payments.id, tampered.paymentId));
    const refused = await verify(t, user, tampered.transactionNo, tampered.orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('billing:amount_mismatch');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, tampered.paymentId));
    expect(row).toMatchObject({ status: 'failed', subscriptionId: null });
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subs).toHaveLength(0);
  });

  it('a callback without a session still activates, but tells only the outcome', async () => {
    const user = await createUser(t, 'sessionless@example.com');
    const invoice = await createInvoice(t, user, 'hourly');
    await decide(t, invoice, 'paid');
    const res = await verify(t, null, invoice.transactionNo, invoice.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ verified: true, status: 'paid', payment: null, subscription: null });
    // Nothing about the payment or the buyer anywhere in the body.
    for (const secret of ['129', 'visa', 'invoices', invoice.paymentId, invoice.orderNumber, user.email]) {
      expect(res.body, secret).not.toContain(secret);
    }
    expect((await api(t, user).get('/api/billing/subscription')).json().subscription).toMatchObject({
      planName: 'hourly',
    });

    // The owner, signed in, still gets the details of the same payment.
    const own = VerifyPaymentResponseSchema.parse(
      (await verify(t, user, invoice.transactionNo, invoice.orderNumber)).json(),
    );
    expect(own).toMatchObject({
      verified: true,
      payment: { amountCents: 12900, paymentMethod: 'visa', orderNumber: invoice.orderNumber },
      subscription: { planName: 'hourly' },
    });
    expect(own.payment?.invoiceUrl).toMatch(/\/api\/billing\/invoices\/.+\.pdf$/);
  });

  it('a failed payment, signed out: the outcome and its reason only', async () => {
    const user = await createUser(t, 'sessionless-declined@example.com');
    const invoice = await createInvoice(t, user, 'hourly');
    await decide(t, invoice, 'declined');
    const res = await verify(t, null, invoice.transactionNo, invoice.orderNumber);
    expect(res.json()).toEqual({
      verified: false,
      status: 'failed',
      error: 'Your payment could not be completed.',
      payment: null,
      subscription: null,
    });
  });

  it('another user cannot verify my order', async () => {
    const owner = await createUser(t, 'owner-v@example.com');
    const other = await createUser(t, 'other-v@example.com');
    const invoice = await createInvoice(t, owner, 'hourly');
    await decide(t, invoice, 'paid');
    const res = await verify(t, other, invoice.transactionNo, invoice.orderNumber);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('129');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, invoice.paymentId));
    expect(row?.status).toBe('pending');
  });

  it('the same plan again extends the period; another plan replaces it from then', async () => {
    const user = await createUser(t, 'loyal@example.com');
    await subscribe(t, user, 'trainee-lawyer');
    const again = await subscribe(t, user, 'trainee-lawyer');
    expect(again.verification.subscription.currentPeriodEnd).toBe('2025-08-01T09:00:00.000Z');

    const switched = await api(t, user).post('/api/billing/switch', {
      planId: await planId(t, 'national-consultant'),
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const same = await api(t, user).post('/api/billing/switch', {
      planId: await planId(t, 'trainee-lawyer'),
    });
    expect(same.statusCode).toBe(409);
    const { url, transactionNo, orderNumber } = switched.json();
    await decide(t, { paymentUrl: url, transactionNo, orderNumber, paymentId: '' }, 'paid');
    const res = await verify(t, user, transactionNo, orderNumber);
    expect(res.json().subscription).toMatchObject({
      planName: 'national-consultant',
      currentPeriodEnd: '2026-06-01T09:00:00.000Z',
    });
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subs.map((s) => s.status).sort()).toEqual(['active', 'expired']);
  });

  it('renew takes the plan by name; checkout sessions come back to a same-origin returnUrl only', async () => {
    const user = await createUser(t, 'renew@example.com');
    const renew = await api(t, user).post('/api/billing/renew', {
      planId: 'hourly',
      email: 'finance@example.com',
    });
    expect(renew.statusCode, renew.body).toBe(200);
    expect(renew.json().url).toMatch(/\/sandbox\/pay\/\d{16}$/);
    const missing = await api(t, user).post('/api/billing/renew', { planId: 'no-such-plan' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Plan not found. Please try again.');

    const id = await planId(t, 'trainee-lawyer');
    const session = await api(t, user).post('/api/billing/create-checkout-session', {
      planId: id,
      returnUrl: 'http://mustashar.test/dashboard',
    });
    expect(session.statusCode, session.body).toBe(200);
    const back = await decide(t, { ...session.json(), paymentUrl: session.json().url }, 'paid');
    expect(back.pathname).toBe('/dashboard');
    // The packages page polls the subscription after checkout: that alone settles the fresh payment.
    const polled = await api(t, user).get('/api/billing/subscription');
    expect(polled.json().subscription).toMatchObject({ planName: 'trainee-lawyer', status: 'active' });

    const foreign = await api(t, user).post('/api/billing/create-checkout-session', {
      planId: id,
      returnUrl: 'https://evil.example/dashboard',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('billing:invalid_return_url');
  });

  it('cancel keeps access to the period end, then the subscription ends', async () => {
    const user = await createUser(t, 'leaving@example.com');
    await subscribe(t, user, 'hourly');
    const canceled = await api(t, user).post('/api/billing/cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await api(t, user).get('/api/billing/subscription')).json().subscription).not.toBeNull();

    clock.advance(HOUR + 1000);
    expect((await api(t, user).get('/api/billing/subscription')).json()).toEqual({ subscription: null });
    expect(await closeEndedSubscriptions({ db: t.app.db, clock: clock.now })).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.status).toBe('canceled');
    expect((await api(t, user).post('/api/billing/cancel')).statusCode).toBe(404);
  });

  it('needs a session to buy and validates the body', async () => {
    const anonymous = await api(t, null).post('/api/billing/paylink/create-invoice', { planId: 1 });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(t, 'typo@example.com');
    const bad = await api(t, user).post('/api/billing/paylink/create-invoice', { planId: 'x' });
    expect(bad.statusCode).toBe(400);
    const badMobile = await api(t, user).post('/api/billing/paylink/create-invoice', {
      planId: 1,
      mobile: '12345',
    });
    expect(badMobile.statusCode).toBe(400);
    const missingParam = await api(t, user).get('/api/billing/paylink/verify-payment?TransactionNo=1');
    expect(missingParam.statusCode).toBe(400);
  });
});

describe('the sandbox payment page', () => {
  const t = useTestApp();

  it('shows the order with VAT, in Arabic (RTL) by default and in English on request, with no script', async () => {
    const user = await createUser(t, 'page@example.com');
    const invoice = await createInvoice(t, user, 'hourly');
    const path = new URL(invoice.paymentUrl).pathname;

    const ar = await t.app.inject({ url: path, headers: { 'accept-language': 'ar-SA,ar;q=0.9' } });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toMatch(/^text\/html/);
    expect(ar.headers['content-security-policy']).toContain("script-src 'self'");
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('استشارة بالساعة');
    expect(ar.body).not.toMatch(/<script/i);
    expect(ar.body).toContain('prefers-color-scheme:dark');
    // SAR 129 with 16.83 VAT, in Arabic-Indic digits: whole riyals without decimals, 'ر.س' without a dot.
    expect(ar.body).toContain('١٢٩\u00a0ر.س');
    expect(ar.body).not.toContain('ر.س.');
    expect(ar.body).toContain('١٦٫٨٣');

    const en = await t.app.inject({ url: `${path}?lang=en` });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Hourly consultation');
    expect(en.body).toContain('SAR\u00a016.83');
    expect(en.body).toContain('SAR\u00a0129<');
    for (const outcome of ['paid', 'declined', 'canceled']) {
      expect(en.body).toContain(`name="outcome" value="${outcome}"`);
    }
    expect(en.body).toContain(`action="${path}"`);
    // Its own icon: without one the browser asks for /favicon.ico, a path the app has no page for (404).
    expect(en.body).toContain('<link rel="icon" href="/favicon.svg"');

    expect((await t.app.inject({ url: '/sandbox/pay/999999999' })).statusCode).toBe(404);
  });

  it('is not there in production', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), TOTP_ENCRYPTION_KEY: 't'.repeat(40) },
    });
    try {
      // GETs fall through to the single-page app; the form target does not exist at all.
      const page = await prod.app.inject({ url: '/sandbox/pay/1234567890123456' });
      expect(page.body).not.toContain('name="outcome"');
      const post = await prod.app.inject({
        method: 'POST',
        url: '/sandbox/pay/1234567890123456',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(post.statusCode).toBe(404);
      const user = await createUser(prod, 'prod@example.com');
      const invoice = await api(prod, user).post('/api/billing/paylink/create-invoice', { planId: 1 });
      expect(invoice.statusCode).toBe(503);
    } finally {
      await prod.close();
    }
  });
});
