import { describe, expect, it } from 'vitest';
import { paymentDiscount } from './discounts.ts';
import { type PaymentMetadata, paymentMetadata } from './payment-metadata.ts';
import { paymentPlanChange } from './plan-change.ts';

const discount = {
  codeId: '6f1f1d2e-0000-4000-8000-000000000001',
  code: 'WELCOME',
  kind: 'percent',
  value: 10,
  subtotalCents: 10_000,
  discountCents: 1_000,
} as const;
const planChange = {
  fromSubscriptionId: '6f1f1d2e-0000-4000-8000-000000000002',
  fromPlanId: 2,
  unusedCents: 500,
  creditCents: 500,
  extraMs: 0,
};

describe('paymentMetadata', () => {
  it('reads every known key and keeps the ones it does not know', () => {
    const metadata = {
      kind: 'change',
      planName: 'pro',
      callbackUrl: 'https://app.test/billing/callback',
      paymentUrl: 'https://pay.test/1',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      receiptPasscode: null,
      paymentMethod: 'visa',
      discount,
      planChange,
      quotedPlanChange: planChange,
      sandbox: { transactionNo: 'SBX-1', outcome: 'paid' },
      addedLater: { anything: true },
    };
    expect(paymentMetadata({ metadata })).toEqual(metadata);
    expect(paymentDiscount({ metadata })).toEqual(discount);
    expect(paymentPlanChange({ metadata })).toEqual(planChange);
  });

  it('reads a key not of its shape as absent and keeps the others', () => {
    const metadata = {
      kind: 7,
      card: { brand: 'visa' },
      discount: { code: 'WELCOME', discountCents: '1000' },
      planChange: { unusedCents: 500 },
      failureReason: 'declined',
    } as unknown as PaymentMetadata; // as an old or hand-edited row might hold
    const read = paymentMetadata({ metadata });
    expect(read.kind).toBeUndefined();
    expect(read.card).toBeUndefined();
    expect(read.failureReason).toBe('declined');
    expect(paymentDiscount({ metadata })).toBeNull();
    expect(paymentPlanChange({ metadata })).toBeNull();
  });

  it('reads no change carried over (null) as none', () => {
    expect(paymentPlanChange({ metadata: { planChange: null } })).toBeNull();
  });

  it('reads a value that is not an object as empty', () => {
    for (const metadata of [null, [], 'text', 3]) {
      expect(paymentMetadata({ metadata })).toEqual({});
    }
  });
});
