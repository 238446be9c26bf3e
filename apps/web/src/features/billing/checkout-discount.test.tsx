import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { json } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { billingApi, checkout, payment, quote, REGISTERED, SUBSCRIBER } from './test-fixtures';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));
beforeEach(() => vi.mocked(redirectTo).mockClear());

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/dashboard-layout'),
    import('./routes/packages'),
    import('./routes/billing'),
  ]);
});

const PRICE = 169900;

/**
 * A stand-in for POST /api/billing/quote: ANNUAL25 takes 25% off, anything else is refused as the server would; the
 * amounts are the server's (the page must show them, not work them out).
 */
function quoteApi(calls: Record<string, unknown>[]) {
  return (_url: URL, init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as { planId: number; discountCode?: string };
    calls.push(body);
    if (!body.discountCode) return quote(body.planId, PRICE, { planName: 'Yearly', vatCents: 22161 });
    if (body.discountCode.toUpperCase() === 'ANNUAL25') {
      return quote(body.planId, 127425, {
        planName: 'Yearly',
        subtotalCents: PRICE,
        discount: { code: 'ANNUAL25', kind: 'percent', value: 25, amountCents: 42475 },
        vatCents: 16621,
      });
    }
    const error = body.discountCode === 'OLD' ? 'billing:discount_expired' : 'billing:discount_unknown';
    return json({ error, message: 'server text' }, 400);
  };
}

describe('discount codes at checkout', { timeout: 20_000 }, () => {
  it('shows the quote, applies a code, shows the discount line and pays with the code (English)', async () => {
    const quotes: Record<string, unknown>[] = [];
    let session: Record<string, unknown> | undefined;
    billingApi({
      '/api/billing/quote': quoteApi(quotes),
      '/api/billing/create-checkout-session': (_url, init) => {
        session = JSON.parse(String(init?.body));
        return checkout('/sandbox/pay/T1');
      },
    });
    await renderApp('/dashboard/packages', { user: SUBSCRIBER, token: 't', lng: 'en' });
    const cards = await screen.findAllByTestId('package-card');
    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'Select: Yearly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Yearly?' });
    expect(await within(dialog).findByTestId('checkout-total')).toHaveTextContent('SAR 1,699');
    expect(within(dialog).getByText('Includes VAT (15%): SAR 221.61')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Discount code'), 'annual25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('SAR 1,274.25'),
    );
    expect(within(dialog).getByTestId('checkout-discount')).toHaveTextContent(
      'Discount (ANNUAL25)−SAR 424.75',
    );
    expect(within(dialog).getByText('Includes VAT (15%): SAR 166.21')).toBeInTheDocument();
    expect(within(dialog).getByText('Code ANNUAL25 applied')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('You will pay SAR 1,274.25');
    expect(quotes).toContainEqual({ planId: 4, discountCode: 'annual25' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T1'));
    expect(session).toEqual({
      planId: 4,
      returnUrl: `${window.location.origin}/payment/callback`,
      discountCode: 'annual25',
      quotedTotalCents: 127425,
    });
  });

  it("says why a code was refused, in the screen's language, and pays the full price without it (Arabic)", async () => {
    let session: Record<string, unknown> | undefined;
    billingApi({
      '/api/billing/quote': quoteApi([]),
      '/api/billing/create-checkout-session': (_url, init) => {
        session = JSON.parse(String(init?.body));
        return checkout('/sandbox/pay/T2');
      },
    });
    await renderApp('/dashboard/packages', { user: SUBSCRIBER, token: 't', lng: 'ar' });
    const cards = await screen.findAllByTestId('package-card');
    await userEvent.click(within(cards[3]!).getByRole('button', { name: /Yearly/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('رمز الخصم');
    await userEvent.type(field, 'NOPE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'رمز الخصم غير معروف. تحقّق من كتابته.',
    );
    expect(within(dialog).getByLabelText('رمز الخصم')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('١٬٦٩٩ ر.س');
    expect(within(dialog).queryByTestId('checkout-discount')).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('رمز الخصم'));
    await userEvent.type(within(dialog).getByLabelText('رمز الخصم'), 'OLD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('انتهت صلاحية رمز الخصم.'),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'المتابعة إلى الدفع' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T2'));
    expect(session).not.toHaveProperty('discountCode');
  });

  it("opens the offer's plan with its code applied from /dashboard/packages?plan=…&code=…", async () => {
    billingApi({ '/api/billing/quote': quoteApi([]) });
    await renderApp('/dashboard/packages?plan=4&code=ANNUAL25', { user: SUBSCRIBER, token: 't', lng: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Yearly?' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('SAR 1,274.25'),
    );
    expect(within(dialog).getByText('Code ANNUAL25 applied')).toBeInTheDocument();
    // Removing it goes back to the full price.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('SAR 1,699'));
  });

  it('gives someone without a subscription the offer too: the gate opens the checkout with the code', async () => {
    let session: Record<string, unknown> | undefined;
    billingApi(
      {
        '/api/billing/subscription': () => ({ subscription: null }),
        '/api/billing/quote': quoteApi([]),
        '/api/billing/create-checkout-session': (_url, init) => {
          session = JSON.parse(String(init?.body));
          return checkout('/sandbox/pay/T3');
        },
      },
      REGISTERED,
    );
    await renderApp('/dashboard/packages?plan=4&code=ANNUAL25', { user: REGISTERED, token: 't', lng: 'ar' });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('١٬٢٧٤٫٢٥ ر.س'),
    );
    expect(within(dialog).getByTestId('checkout-discount')).toHaveTextContent('الخصم (ANNUAL25)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'المتابعة إلى الدفع' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T3'));
    expect(session).toMatchObject({ planId: 4, discountCode: 'ANNUAL25' });
  });

  it("shows a paid payment's discount code and what it took off in the payment details", async () => {
    const paid = payment('p9', {
      amount: 1274.25,
      amount_cents: 127425,
      discount: { code: 'ANNUAL25', kind: 'percent', value: 25, amountCents: 42475 },
    });
    billingApi({
      '/api/billing/history': () => ({ payments: [paid] }),
      '/api/billing/history/p9': () => ({ payment: paid }),
    });
    await renderApp('/dashboard/billing', { user: SUBSCRIBER, token: 't', lng: 'en' });
    const [row] = await screen.findAllByTestId('payment-row');
    within(row!)
      .getByRole('button', { name: /Actions for the payment/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'View details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(dialog).toHaveTextContent('Discount (ANNUAL25)−SAR 424.75');
    expect(dialog).toHaveTextContent('SAR 1,274.25');
  });
});
