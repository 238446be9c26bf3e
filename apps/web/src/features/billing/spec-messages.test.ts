import { describe, expect, it } from 'vitest';
import arBilling from '@/locales/ar/billing.json';
import arCommon from '@/locales/ar/common.json';
import enBilling from '@/locales/en/billing.json';
import enCommon from '@/locales/en/common.json';

/**
 * The product's agreed English messages for billing, payment, checkout, team and notifications (and the validation
 * lines for plan selection and team invites): each English text is in the app's dictionaries word for word (texts
 * shown with a status carry it after them), and the same key has a non-empty Arabic text.
 */
const SPEC_MESSAGES = [
  'Plan not found. Please try again.',
  'Failed to create payment. Please try again.',
  'Failed to create invoice',
  'No payment URL returned',
  'Your payment could not be completed.',
  'An error occurred while verifying your payment. Please contact support.',
  'Failed to load payment history',
  'Failed to export billing history',
  'Link unavailable for this payment',
  'Unable to open link',
  'Unable to load payment details',
  'Failed to delete payment',
  'Payment removed from your view',
  'No payments found',
  'No payment methods',
  'No payment selected',
  'Subscription active — thank you!',
  'Checkout completed. We are verifying your subscription — please refresh in a moment.',
  'Could not verify subscription status. Please check your billing page.',
  'Invitation sent',
  'Failed to send invite',
  'Member removed',
  'Failed to remove member',
  'Enter an email',
  'Notification settings saved',
  'Failed to save notification settings',
];
const WITH_STATUS = [
  'Failed to load plans',
  'Failed to fetch subscription',
  'Failed to create checkout session',
];

type Dict = Record<string, unknown>;

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value as Dict).flatMap(([key, child]) =>
      entries(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

function lookup(dict: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Dict | undefined)?.[key], dict);
}

const dictionaries = [
  { en: enBilling, ar: arBilling },
  { en: enCommon, ar: arCommon },
];

function find(match: (text: string) => boolean): { ar: string; text: string } | null {
  for (const { en, ar } of dictionaries) {
    const hit = entries(en).find(([, text]) => match(text));
    if (hit) return { ar: String(lookup(ar, hit[0]) ?? ''), text: hit[1] };
  }
  return null;
}

describe('agreed billing messages', () => {
  it.each(SPEC_MESSAGES)('has "%s" in English and Arabic', (message) => {
    const hit = find((text) => text === message || text.startsWith(`${message} `));
    expect(hit, message).not.toBeNull();
    expect(hit!.ar.trim()).not.toBe('');
  });

  it.each(WITH_STATUS)('has "%s" with its status', (message) => {
    const hit = find((text) => text === `${message} ({{status}})`);
    expect(hit, message).not.toBeNull();
    expect(hit!.ar).toContain('{{status}}');
  });
});
