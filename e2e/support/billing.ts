import { type APIRequestContext, expect } from '@playwright/test';
import { newNetworkAddress } from './fixtures';

/**
 * Makes the signed-in user of `request` (its session cookie) a subscriber the way a buyer does, over HTTP: create an
 * invoice, press Pay on the sandbox payment page, and verify as /payment/callback does. The browser flow itself is
 * covered by billing.spec.ts.
 */
export async function subscribeViaSandbox(
  request: APIRequestContext,
  opts: { planName?: string } = {},
): Promise<void> {
  const planName = opts.planName ?? 'trainee-lawyer';
  const plansResponse = await request.get('/api/plans');
  expect(plansResponse.ok()).toBe(true);
  // Mutating requests that carry the session cookie must come from our own origin. Each buyer comes from a network of
  // its own, as people do: every test's buyer from 127.0.0.1 would share one address's checkout limit.
  const origin = new URL(plansResponse.url()).origin;
  const buyer = { origin, 'x-forwarded-for': newNetworkAddress() };
  const { plans } = (await plansResponse.json()) as { plans: { id: number; name: string }[] };
  const plan = plans.find((p) => p.name === planName);
  if (!plan) throw new Error(`no plan named ${planName}`);

  const created = await request.post('/api/billing/paylink/create-invoice', {
    data: { planId: plan.id },
    headers: buyer,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { invoice } = (await created.json()) as { invoice: { paymentUrl: string } };

  const paid = await request.post(new URL(invoice.paymentUrl).pathname, {
    form: { outcome: 'paid', card: 'visa' },
    headers: buyer,
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers().location ?? '', origin);
  const transactionNo = back.searchParams.get('TransactionNo') ?? '';
  const orderNumber = back.searchParams.get('OrderNumber') ?? '';

  const verified = await request.get('/api/billing/paylink/verify-payment', {
    params: { TransactionNo: transactionNo, OrderNumber: orderNumber },
    headers: buyer,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(((await verified.json()) as { verified: boolean }).verified).toBe(true);
}
