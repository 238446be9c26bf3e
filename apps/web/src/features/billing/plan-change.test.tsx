import type { Subscription } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { json } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { billingApi, change, checkout, quote, SUBSCRIBER, SUBSCRIPTION } from './test-fixtures';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));
beforeEach(() => vi.mocked(redirectTo).mockClear());

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/dashboard-layout'), import('./routes/billing')]);
});

const YEARLY: Subscription = {
  ...SUBSCRIPTION,
  planId: 4,
  planName: 'yearly',
  planDisplayName: 'Yearly',
  planDisplayNames: { ar: 'سنوي', en: 'Yearly' },
  interval: 'yearly',
  priceCents: 169900,
  graceEndsAt: '2026-02-04T09:00:00.000Z',
};

/** The server's quote for a yearly subscriber moving to the monthly plan: its numbers, never the browser's. */
function monthlyQuote(totalCents: number, extraDays = 0) {
  return quote(2, totalCents, {
    planName: 'Monthly',
    subtotalCents: 24900,
    change: change({
      fromPlanName: 'Yearly',
      unusedCents: 20947,
      creditCents: 20947,
      extraDays,
      periodStart: '2026-01-20T09:00:00.000Z',
      periodEnd: '2026-02-20T09:00:00.000Z',
    }),
    vatCents: 516,
  });
}

describe('changing plan from the billing page', { timeout: 20_000 }, () => {
  it('says the subscription ends (nothing renews by itself), and Switch shows the credit and the new end first', async () => {
    let session: Record<string, unknown> | undefined;
    billingApi({
      '/api/billing/subscription': () => ({ subscription: YEARLY }),
      '/api/billing/quote': () => monthlyQuote(3953),
      '/api/billing/create-checkout-session': (_url, init) => {
        session = JSON.parse(String(init?.body));
        return checkout('/sandbox/pay/T1');
      },
    });
    await renderApp('/dashboard/billing', { user: SUBSCRIBER, token: 't', lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByTestId('subscription-period')).toHaveTextContent('Ends on February 1, 2026');
    expect(card).not.toHaveTextContent('Renews');

    await userEvent.selectOptions(within(card).getByLabelText('Change plan'), '2');
    await userEvent.click(within(card).getByRole('button', { name: 'Switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Monthly?' });
    expect(await within(dialog).findByTestId('checkout-credit')).toHaveTextContent(
      'Credit for unused time on Yearly−SAR 209.47',
    );
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('SAR 39.53');
    // What is paid now, not a price "per month" that the monthly plan does not cost.
    expect(dialog).toHaveTextContent('You will pay SAR 39.53 now on the secure payment page.');
    expect(dialog).not.toHaveTextContent('per month on the secure payment page');
    expect(within(dialog).getByTestId('checkout-period')).toHaveTextContent(
      'Yearly ends now; Monthly runs until February 20, 2026.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T1'));
    expect(session).toMatchObject({ planId: 2, quotedTotalCents: 3953 });
  });

  it('in Arabic, and a stale quote is refused and replaced by the new one instead of charged', async () => {
    let quotes = 0;
    billingApi({
      '/api/billing/subscription': () => ({ subscription: YEARLY }),
      '/api/billing/quote': () => monthlyQuote(++quotes === 1 ? 3953 : 3900),
      '/api/billing/create-checkout-session': () =>
        json({ error: 'billing:quote_changed', message: 'تغيّر المبلغ منذ عرضه عليك.' }, 409),
    });
    await renderApp('/dashboard/billing?renew=monthly', { user: SUBSCRIBER, token: 't', lng: 'ar' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('checkout-credit')).toHaveTextContent('٢٠٩٫٤٧');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('٣٩٫٥٣');
    expect(within(dialog).getByTestId('checkout-period')).toHaveTextContent('تنتهي باقة Yearly الآن');
    await userEvent.click(within(dialog).getByRole('button', { name: 'المتابعة إلى الدفع' }));
    expect(await within(dialog).findByText('تغيّر المبلغ منذ عرضه عليك.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('٣٩'));
    await waitFor(() => expect(quotes).toBe(2));
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("says the extra days a larger credit buys in the language's plural form and digits", async () => {
    billingApi({
      '/api/billing/subscription': () => ({ subscription: YEARLY }),
      '/api/billing/quote': () => monthlyQuote(0, 175),
    });
    await renderApp('/dashboard/billing?renew=monthly', { user: SUBSCRIBER, token: 't', lng: 'ar' });
    const dialog = await screen.findByRole('dialog');
    // 175 takes the Arabic "many" form (11–99 after the hundreds), with Arabic-Indic digits.
    expect(await within(dialog).findByTestId('checkout-period')).toHaveTextContent(
      'يضيف رصيدك الزائد على السعر ١٧٥ يومًا.',
    );
    // Nothing to pay: the dialog does not promise a payment page.
    expect(dialog).toHaveTextContent('لا شيء تدفعه الآن');
    expect(dialog).not.toHaveTextContent('صفحة الدفع الآمنة');
  });

  it('in its grace days the card says when it ended and until when access lasts', async () => {
    billingApi({
      '/api/billing/subscription': () => ({ subscription: { ...YEARLY, daysLeft: 0 } }),
    });
    await renderApp('/dashboard/billing', { user: SUBSCRIBER, token: 't', lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByTestId('subscription-period')).toHaveTextContent('Ended on February 1, 2026');
    expect(within(card).getByTestId('subscription-grace')).toHaveTextContent(
      'Your access continues until February 4, 2026',
    );
  });
});
