import { describe, expect, it } from 'vitest';
import { normalizeSubscription, type SubscriptionView } from '@/lib/api/subscription';
import { clearCheckoutMarker, readCheckoutMarker, writeCheckoutMarker } from './lib/checkout-marker';
import { normalizePayment, normalizePayments, parseAmount } from './lib/payment-item';
import { normalizeMethods, primaryMethodId } from './lib/payment-method';
import { paymentStatusDisplay } from './lib/payment-status';
import { pollCheckout } from './lib/poll-checkout';

describe('payment status display', () => {
  it.each([
    ['succeeded', 'paid'],
    ['SUCCEEDED', 'paid'],
    ['paid', 'paid'],
    ['Paid', 'paid'],
    ['pending', 'pending'],
    ['past_due', 'pastDue'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['unknown', 'failed'],
    ['', 'failed'],
    [undefined, 'failed'],
    [42, 'failed'],
  ])('%s → %s', (status, expected) => {
    expect(paymentStatusDisplay(status)).toBe(expected);
  });
});

describe('payment amounts', () => {
  it.each([
    [{ amount: 129 }, 129],
    [{ amount: '129.50' }, 129.5],
    [{ amount: '1,699.00' }, 1699],
    [{ amount_cents: 12900 }, 129],
    [{ amountCents: 24900 }, 249],
    [{ metadata: { amount: 99.5 } }, 99.5],
    [{ metadata: { amount_cents: 169900 } }, 1699],
    [{ metadata: '{"amount":"12.25"}' }, 12.25],
    [{ amount: 'lots' }, 0],
    [{ amount: null, metadata: 'not json' }, 0],
    [{}, 0],
  ])('%j → %d', (raw, expected) => {
    expect(parseAmount(raw)).toBe(expected);
  });

  it('prefers amount over amount_cents, as the server sends both', () => {
    expect(parseAmount({ amount: 129, amount_cents: 12900 })).toBe(129);
  });
});

describe('payment history items', () => {
  const now = () => new Date('2026-01-01T00:00:00.000Z');

  it('reads the id from id, paymentId or providerPaymentId and drops rows without one', () => {
    expect(normalizePayment({ paymentId: 'p2' }, now)?.id).toBe('p2');
    expect(normalizePayment({ providerPaymentId: 'T9' }, now)?.id).toBe('T9');
    expect(normalizePayment({ amount: 3 }, now)).toBeNull();
    expect(normalizePayments({ payments: [{ id: 'a' }, { nope: true }, 'junk'] }).map((p) => p.id)).toEqual([
      'a',
    ]);
  });

  it('fills the defaults: currency SAR, status unknown, date from created_at then now', () => {
    const item = normalizePayment({ id: 'p1', created_at: '2025-05-01T09:00:00Z' }, now)!;
    expect(item).toMatchObject({ currency: 'SAR', status: 'unknown', date: '2025-05-01T09:00:00Z' });
    expect(normalizePayment({ id: 'p1' }, now)?.date).toBe('2026-01-01T00:00:00.000Z');
  });

  it('takes the method from method, else metadata method, paymentMethod or cardBrand', () => {
    expect(normalizePayment({ id: '1', method: 'mada' })?.method).toBe('mada');
    expect(normalizePayment({ id: '1', metadata: { paymentMethod: 'visa' } })?.method).toBe('visa');
    expect(normalizePayment({ id: '1', metadata: '{"cardBrand":"mastercard"}' })?.method).toBe('mastercard');
    expect(normalizePayment({ id: '1' })?.method).toBeNull();
  });

  it('uses payment_url as the invoice link when invoiceUrl is missing', () => {
    expect(normalizePayment({ id: '1', payment_url: 'https://x/pay' })?.invoiceUrl).toBe('https://x/pay');
  });
});

describe('payment methods', () => {
  it('labels the default card Primary, else the first', () => {
    const methods = normalizeMethods({
      methods: [
        { id: 'a', brand: 'visa', last4: '4242', is_default: false },
        { id: 'b', brand: 'mada', last4: '1111', is_default: true },
      ],
    });
    expect(primaryMethodId(methods)).toBe('b');
    expect(primaryMethodId(methods.map((m) => ({ ...m, isDefault: false })))).toBe('a');
    expect(primaryMethodId([])).toBeNull();
  });
});

describe('checkout marker', () => {
  it('stores planId and timestamp, and drops a stale or unreadable one', () => {
    writeCheckoutMarker(3, 1000);
    expect(JSON.parse(window.localStorage.getItem('checkout_in_progress')!)).toEqual({
      planId: 3,
      timestamp: 1000,
    });
    expect(readCheckoutMarker(2000)).toEqual({ planId: 3, timestamp: 1000 });
    expect(readCheckoutMarker(1000 + 25 * 60 * 60 * 1000)).toBeNull();
    expect(window.localStorage.getItem('checkout_in_progress')).toBeNull();
    window.localStorage.setItem('checkout_in_progress', '{oops');
    expect(readCheckoutMarker()).toBeNull();
    clearCheckoutMarker();
  });
});

describe('checkout polling (8 tries 2 s apart)', () => {
  const active = (planId: number): SubscriptionView =>
    normalizeSubscription({ subscription: { id: 's', planId, status: 'active', cancelAtPeriodEnd: false } })!;
  const marker = { planId: 2, timestamp: 0 };

  it('stops as soon as the subscription is active on the bought plan', async () => {
    const answers = [null, null, active(2)];
    const sleeps: number[] = [];
    let calls = 0;
    const outcome = await pollCheckout({
      marker,
      getSubscription: async () => answers[calls++] ?? null,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(outcome).toBe('active');
    expect(calls).toBe(3);
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('gives up after 8 tries without an active subscription', async () => {
    let calls = 0;
    const sleeps: number[] = [];
    const outcome = await pollCheckout({
      marker,
      // Active, but still on the old plan: the switch has not gone through yet.
      getSubscription: async () => {
        calls += 1;
        return active(1);
      },
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(outcome).toBe('pending');
    expect(calls).toBe(8);
    expect(sleeps).toHaveLength(7);
  });

  it('reports an error when the subscription cannot be fetched', async () => {
    const outcome = await pollCheckout({
      marker,
      getSubscription: async () => {
        throw new Error('offline');
      },
      sleep: async () => {},
    });
    expect(outcome).toBe('error');
  });
});
