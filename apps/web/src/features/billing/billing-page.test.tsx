import type { BillingContact } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { json } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { billingApi, change, checkout, payment, quote, SUBSCRIBER, SUBSCRIPTION } from './test-fixtures';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));
beforeEach(() => vi.mocked(redirectTo).mockClear());

const options = { user: SUBSCRIBER, token: 't' };

async function openRowMenu(row: HTMLElement) {
  const trigger = within(row).getByRole('button', { name: /Actions for the payment/ });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

// The first render of a lazy route compiles its chunks: do it once, up front, on busy machines.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/dashboard-layout'),
    import('./routes/billing'),
    import('./routes/payment-callback'),
  ]);
});

describe('billing page: subscription', { timeout: 20_000 }, () => {
  it('shows the plan, its status and the period end in Riyadh time', async () => {
    billingApi();
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByText('Trainee lawyer')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    // 09:00 UTC is 12:00 in Riyadh.
    expect(within(card).getByTestId('subscription-period')).toHaveTextContent(
      'Ends on February 1, 2026 at 12:00 PM',
    );
    expect(within(card).getByText('Riyadh time')).toBeInTheDocument();
  });

  it('says the saved card will be charged at the end when the subscription renews by itself', async () => {
    billingApi({
      '/api/billing/subscription': () => ({
        subscription: { ...SUBSCRIPTION, renewalCard: { brand: 'mada', last4: '0464' } },
      }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'ar' });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByTestId('subscription-period')).toHaveTextContent(
      /^يتجدد في .+، ويُخصم من mada تنتهي بـ ٠٤٦٤$/,
    );
  });

  it('cancels after confirmation, reads as ending on its date, and the cancel can be undone', async () => {
    let cancelled = false;
    const calls: string[] = [];
    billingApi({
      // The server keeps a cancelled subscription active until its period ends.
      '/api/billing/subscription': () => ({
        subscription: { ...SUBSCRIPTION, cancelAtPeriodEnd: cancelled, status: 'active' },
      }),
      '/api/billing/cancel': (_url, init) => {
        expect(init?.method).toBe('POST');
        calls.push('cancel');
        cancelled = true;
        return { subscription: { ...SUBSCRIPTION, cancelAtPeriodEnd: true }, message: 'Canceled.' };
      },
      '/api/billing/resume': (_url, init) => {
        expect(init?.method).toBe('POST');
        calls.push('resume');
        cancelled = false;
        return { subscription: { ...SUBSCRIPTION, cancelAtPeriodEnd: false }, message: 'Resumed.' };
      },
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    // Nothing renews by itself, so the dialog says what does happen: access until the date, then the end.
    expect(dialog).toHaveTextContent('Your access continues until February 1, 2026 and then ends');
    expect(dialog).not.toHaveTextContent(/renew\b(?! reminders)/);
    // Keeping it closes the dialog and calls nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText(
        'Subscription canceled. Your access continues until February 1, 2026 and then ends.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByTestId('subscription-period')).toHaveTextContent(
        'Your access continues until February 1, 2026 at 12:00 PM and then ends',
      ),
    );
    // One story on the card: a cancelled subscription that ends on its date, not "Active" beside "Canceled".
    expect(within(card).getByRole('heading', { name: 'Canceled subscription' })).toBeInTheDocument();
    expect(within(card).getByTestId('subscription-badge')).toHaveTextContent('Ends on Feb 1, 2026');
    expect(within(card).queryByText('Active subscription')).not.toBeInTheDocument();
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Resume subscription' }));
    expect(
      await screen.findByText('Your subscription is no longer canceled. It runs until February 1, 2026.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByTestId('subscription-period')).toHaveTextContent(
        'Ends on February 1, 2026 at 12:00 PM',
      ),
    );
    expect(within(card).getByRole('heading', { name: 'Active subscription' })).toBeInTheDocument();
    expect(within(card).getByTestId('subscription-badge')).toHaveTextContent('Active');
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(calls).toEqual(['cancel', 'resume']);
  });

  it('says why when the cancel can no longer be undone', async () => {
    billingApi({
      '/api/billing/subscription': () => ({ subscription: { ...SUBSCRIPTION, cancelAtPeriodEnd: true } }),
      '/api/billing/resume': () =>
        json(
          {
            error: 'billing:resume_too_late',
            message: 'This subscription’s period has ended, so its cancellation can no longer be undone.',
          },
          409,
        ),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Resume subscription' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This subscription’s period has ended, so its cancellation can no longer be undone.',
    );
  });

  it('in Arabic, a cancelled subscription reads as ending, with a button to resume it', async () => {
    billingApi({
      '/api/billing/subscription': () => ({ subscription: { ...SUBSCRIPTION, cancelAtPeriodEnd: true } }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'ar' });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByRole('heading', { name: 'اشتراك ملغى' })).toBeInTheDocument();
    expect(within(card).getByTestId('subscription-badge')).toHaveTextContent(/^ينتهي في /);
    expect(within(card).getByTestId('subscription-period')).toHaveTextContent(
      /^يستمر وصولك حتى .* ثم ينتهي$/,
    );
    expect(within(card).getByRole('button', { name: 'استئناف الاشتراك' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('لن يتجدد');
  });

  it('keeps the dialog open with the reason when cancelling fails', async () => {
    billingApi({
      '/api/billing/cancel': () =>
        json({ error: 'billing:no_subscription', message: 'No subscription to cancel.' }, 409),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No subscription to cancel.');
    expect(within(card).getByTestId('subscription-period')).toHaveTextContent('Ends on');
  });

  const quoteFor = (planId: number, totalCents: number) => () =>
    quote(planId, totalCents, {
      planName: planId === 4 ? 'Yearly' : 'Monthly',
      vatCents: 0,
      change: change({ kind: planId === 2 ? 'renew' : 'change' }),
    });

  it('switches plan through the checkout dialog: Redirecting… while the checkout is made, then the payment page', async () => {
    let release: () => void = () => {};
    let body: unknown;
    billingApi({
      '/api/billing/quote': quoteFor(4, 169900),
      '/api/billing/create-checkout-session': async (_url, init) => {
        body = JSON.parse(String(init?.body));
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return checkout('/sandbox/pay/T5');
      },
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    const select = await within(card).findByLabelText('Change plan');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, '4');
    await userEvent.click(within(card).getByRole('button', { name: 'Switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Yearly?' });
    await within(dialog).findByTestId('checkout-total');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('button', { name: 'Redirecting…' })).toBeDisabled();
    release();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T5'));
    expect(body).toMatchObject({ planId: 4, quotedTotalCents: 169900 });
  });

  it('renews the same plan through the checkout dialog, after the current end', async () => {
    let body: unknown;
    billingApi({
      '/api/billing/quote': quoteFor(2, 24900),
      '/api/billing/create-checkout-session': (_url, init) => {
        body = JSON.parse(String(init?.body));
        return checkout('/sandbox/pay/T6');
      },
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const card = await screen.findByTestId('subscription-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Monthly?' });
    expect(await within(dialog).findByTestId('checkout-period')).toHaveTextContent(
      'Added after your current period: your subscription runs until January 11, 2027.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T6'));
    expect(body).toMatchObject({ planId: 2, quotedTotalCents: 24900 });
  });
});

describe('billing page: methods and contacts', { timeout: 20_000 }, () => {
  it('labels the default card Primary and says when there is none', async () => {
    billingApi({
      '/api/billing/methods': () => ({
        methods: [
          {
            id: 'a',
            brand: 'Visa',
            last4: '4242',
            name: null,
            is_default: false,
            expMonth: 4,
            expYear: 2029,
          },
          {
            id: 'b',
            brand: 'mada',
            last4: '0005',
            name: null,
            is_default: true,
            expMonth: null,
            expYear: null,
          },
        ],
      }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const primary = await screen.findByText('Primary');
    expect(primary.closest('li')).toHaveTextContent('mada ending in 0005');
    expect(screen.getByText('Expires 04/29')).toBeInTheDocument();
  });

  it('shows the empty methods text and an empty contacts state (no sample values), then saves a contact', async () => {
    let saved: unknown;
    billingApi({
      '/api/billing/contacts': (_url, init) => {
        if (init?.method === 'PUT') {
          const contact = JSON.parse(String(init.body)) as BillingContact;
          saved = contact;
          return { contact };
        }
        return { contact: null };
      },
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    expect(await screen.findByText('No payment methods')).toBeInTheDocument();
    const empty = await screen.findByTestId('contacts-empty');
    expect(empty).toHaveTextContent('No billing contact added');
    expect(screen.queryByText(/Finance team|your-company/)).toBeNull();
    await userEvent.click(within(empty).getByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing contact' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Accounts');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'accounts@firm.sa');
    await userEvent.type(within(dialog).getByLabelText('Saudi mobile number'), '0551234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Billing contact saved')).toBeInTheDocument();
    expect(saved).toEqual({ name: 'Accounts', email: 'accounts@firm.sa', mobile: '+966551234567' });
    expect(await screen.findByText('accounts@firm.sa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit contact' })).toBeInTheDocument();
  });
});

describe('billing page: payment history', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows amounts, the status rule and an empty state', async () => {
    billingApi({
      '/api/billing/history': () => ({
        payments: [
          payment('p1'),
          payment('p2', { status: 'pending', amount: 129, date: '2026-01-05T09:00:00Z' }),
          payment('p3', { status: 'canceled', amount: 0, date: 'not a date', amount_cents: 0 }),
        ],
      }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/SAR 249(?![.\d])/);
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent(/SAR 129(?![.\d])/);
    expect(rows[1]).toHaveTextContent('Pending');
    // A payment the buyer canceled is Canceled, not Failed; an unreadable date is shown as it came.
    expect(rows[2]).toHaveTextContent(/SAR 0(?![.\d])/);
    expect(rows[2]).toHaveTextContent('Canceled');
    expect(rows[2]).not.toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('not a date');
  });

  it('says so when there are no payments, or when they cannot be loaded', async () => {
    billingApi();
    const first = await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
    first.unmount();
    billingApi({ '/api/billing/history': () => new Response('', { status: 500 }) });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    expect(await screen.findByText('Failed to load payment history')).toBeInTheDocument();
  });

  it('filters the table with the search box', async () => {
    billingApi({
      '/api/billing/history': () => ({
        payments: [payment('p1'), payment('p2', { status: 'pending', providerPaymentId: 'ZX-77' })],
      }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Search payments'), 'zx-77');
    expect(screen.getAllByTestId('payment-row')).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Search payments'));
    await userEvent.type(screen.getByLabelText('Search payments'), 'nothing like it');
    expect(screen.getByText('No payments match your search.')).toBeInTheDocument();
  });

  it('opens the details with receipt disabled when missing and the invoice linked', async () => {
    billingApi({
      '/api/billing/history': () => ({ payments: [payment('p1')] }),
      '/api/billing/history/p1': () => ({ payment: payment('p1', { metadata: { cardBrand: 'mada' } }) }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const [row] = await screen.findAllByTestId('payment-row');
    const menu = await openRowMenu(row!);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(within(dialog).getByText('T-p1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View receipt' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'View receipt' })).toHaveAttribute(
      'title',
      'Link unavailable for this payment',
    );
    expect(within(dialog).getByRole('link', { name: 'Tax invoice (PDF)' })).toHaveAttribute(
      'href',
      'http://localhost:3000/api/billing/invoices/p1.pdf'.replace('localhost:3000', window.location.host),
    );
    expect(await within(dialog).findByText(/"cardBrand": "mada"/)).toBeInTheDocument();
  });

  it('says when the details cannot be loaded', async () => {
    billingApi({
      '/api/billing/history': () => ({ payments: [payment('p1')] }),
      '/api/billing/history/p1': () => new Response('', { status: 500 }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const [row] = await screen.findAllByTestId('payment-row');
    const menu = await openRowMenu(row!);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(await within(dialog).findByText('Unable to load payment details')).toBeInTheDocument();
  });

  it('removes a hidden payment at once and puts it back when the server refuses', async () => {
    let release: (response: Response) => void = () => {};
    billingApi({
      '/api/billing/history': () => ({ payments: [payment('p1'), payment('p2')] }),
      '/api/billing/history/p1': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const rows = await screen.findAllByTestId('payment-row');
    const menu = await openRowMenu(rows[0]!);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove from my view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this payment from your view?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // Gone before the server answers…
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(1));
    release(json({ error: 'billing:payment_not_found', message: 'Not found' }, 404));
    // …and back when it refuses.
    expect(await screen.findByText('Failed to delete payment')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(2));
  });

  it('keeps a hidden payment out of the list and says so', async () => {
    let hidden = false;
    billingApi({
      '/api/billing/history': () => ({ payments: hidden ? [payment('p2')] : [payment('p1'), payment('p2')] }),
      '/api/billing/history/p1': (_url, init) => {
        expect(init?.method).toBe('DELETE');
        hidden = true;
        return { ok: true };
      },
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    const rows = await screen.findAllByTestId('payment-row');
    const menu = await openRowMenu(rows[0]!);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove from my view' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment removed from your view')).toBeInTheDocument();
    expect(screen.getAllByTestId('payment-row')).toHaveLength(1);
  });

  it('downloads the PDF export under the name the server gives, and says when it fails', async () => {
    const created: Blob[] = [];
    const downloads: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    let fail = false;
    billingApi({
      '/api/billing/history': () => ({ payments: [payment('p1')] }),
      '/api/billing/history/export': (url) =>
        fail
          ? new Response('', { status: 500 })
          : new Response('%PDF-1.7', {
              headers: {
                'Content-Type': url.searchParams.get('format') === 'csv' ? 'text/csv' : 'application/pdf',
                'Content-Disposition': `attachment; filename="billing-history-2026-01-02.${url.searchParams.get('format') ?? 'pdf'}"`,
              },
            }),
    });
    await renderApp('/dashboard/billing', { ...options, lng: 'en' });
    await screen.findAllByTestId('payment-row');
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(downloads).toEqual(['billing-history-2026-01-02.pdf']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]).toBe('billing-history-2026-01-02.csv');
    expect(created[0]!.type).toBe('application/pdf');
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText('Failed to export billing history')).toBeInTheDocument();
  });
});
