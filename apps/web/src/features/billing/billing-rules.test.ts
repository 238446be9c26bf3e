import type { PaymentMethod, Subscription } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { clearCheckoutMarker, readCheckoutMarker, writeCheckoutMarker } from './lib/checkout-marker';
import { primaryMethodId } from './lib/payment-method';
import { paymentStatusDisplay } from './lib/payment-status';
import { pollCheckout } from './lib/poll-checkout';
import { SUBSCRIPTION } from './test-fixtures';

describe('payment status display', () => {
  it.each([
    ['paid', 'paid'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
  ] as const)('%s → %s', (status, expected) => {
    expect(paymentStatusDisplay(status)).toBe(expected);
  });
});

describe('payment methods', () => {
  it('labels the default card Primary, else the first', () => {
    const card = (id: string, isDefault: boolean): PaymentMethod => ({
      id,
      brand: 'visa',
      last4: '4242',
      name: null,
      is_default: isDefault,
      expMonth: null,
      expYear: null,
    });
    expect(primaryMethodId([card('a', false), card('b', true)])).toBe('b');
    expect(primaryMethodId([card('a', false), card('b', false)])).toBe('a');
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
  const active = (planId: number): Subscription => ({ ...SUBSCRIPTION, planId, status: 'active' });
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
