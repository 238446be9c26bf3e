import type { VerifyPaymentResponse } from '@mustashar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/api-mock';
import { preloadRoutes, renderApp } from '@/test/render';
import { billingApi, REGISTERED, SUBSCRIPTION } from './test-fixtures';

const VERIFIED: VerifyPaymentResponse = {
  verified: true,
  status: 'paid',
  payment: {
    id: 'p1',
    transactionNo: 'T1',
    orderNumber: 'O1',
    amount: 249,
    amountCents: 24900,
    currency: 'SAR',
    paymentMethod: 'mada',
    receiptUrl: null,
    invoiceUrl: '/api/billing/invoices/p1.pdf',
  },
  subscription: SUBSCRIPTION,
};

const CALLBACK = '/payment/callback?TransactionNo=T1&OrderNumber=O1';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.removeItem('checkout_in_progress');
});

// The first render of a lazy route compiles its chunks: do it once, up front, on busy machines.
beforeAll(async () => {
  await Promise.all([
    import('./routes/billing'),
    import('./routes/payment-callback'),
    // The callback ends on the dashboard home, another feature's page: loaded through the app's routes.
    preloadRoutes('/dashboard'),
  ]);
}, 30_000);

// Lazy routes, a whole dashboard and a fake clock: generous limits for a busy machine.
describe('/payment/callback', { timeout: 30_000 }, () => {
  it('verifies with the server, unlocks the user, counts down from 5 and goes to /dashboard', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tick = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
        await new Promise((resolve) => setImmediate(resolve));
      });
    };
    // Lazy routes and texts load in real time: step fake time by 1 ms until the screen shows up.
    const until = async (shown: () => boolean) => {
      const deadline = performance.now() + 10_000;
      while (!shown() && performance.now() < deadline) await tick(1);
    };
    let user = REGISTERED;
    let query: URLSearchParams | null = null;
    billingApi(
      {
        '/api/billing/paylink/verify-payment': (url) => {
          query = url.searchParams;
          user = { ...REGISTERED, subscriptionActive: true };
          return VERIFIED;
        },
        '/api/auth/me': () => ({ user }),
      },
      REGISTERED,
    );
    window.localStorage.setItem('checkout_in_progress', JSON.stringify({ planId: 2, timestamp: Date.now() }));
    const { router } = await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    await until(() => screen.queryByText(/Taking you to your dashboard/) !== null);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(query!.get('TransactionNo')).toBe('T1');
    expect(query!.get('OrderNumber')).toBe('O1');
    expect(screen.getByText('Taking you to your dashboard in 5 seconds…')).toBeInTheDocument();
    expect(screen.getByText('SAR 249')).toBeInTheDocument();
    // The signed-in user now has an active subscription (stored too) and the marker is gone.
    expect(JSON.parse(window.localStorage.getItem('mustashar_user')!).subscriptionActive).toBe(true);
    expect(window.localStorage.getItem('checkout_in_progress')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'View billing' })).toHaveAttribute('href', '/dashboard/billing');

    await tick(1000);
    expect(screen.getByText('Taking you to your dashboard in 4 seconds…')).toBeInTheDocument();
    // One second at a time: each tick renders and schedules the next.
    for (const left of ['3 seconds', '2 seconds', '1 second']) {
      await tick(1000);
      expect(screen.getByText(`Taking you to your dashboard in ${left}…`)).toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/payment/callback');
    await tick(1000);
    await until(() => router.state.location.pathname === '/dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    // The dashboard opens unlocked: the chat link is there.
    await until(() => screen.queryAllByRole('link', { name: 'Chat' }).length > 0);
    expect(screen.getAllByRole('link', { name: 'Chat' }).length).toBeGreaterThan(0);
  });

  it('shows Arabic-Indic digits in the Arabic countdown', async () => {
    billingApi({ '/api/billing/paylink/verify-payment': () => VERIFIED });
    await renderApp(CALLBACK, { lng: 'ar', user: REGISTERED, token: 't' });
    expect(await screen.findByText('سننقلك إلى لوحة التحكم خلال ٥ ثوانٍ…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'تمت عملية الدفع بنجاح' })).toBeInTheDocument();
    expect(screen.getByText('٢٤٩ ر.س')).toBeInTheDocument();
    // The transaction number is what support and the payment provider look up: as issued, left to right.
    expect(screen.getByText('T1')).toHaveAttribute('dir', 'ltr');
  });

  it('a declined card has its own page: declined, nothing charged, try again', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () => ({ ...VERIFIED, verified: false, status: 'failed' }),
    });
    const { router } = await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment declined' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-result')).toHaveAttribute('data-state', 'declined');
    expect(
      screen.getByText(
        'Your card was declined, so the payment did not go through. You have not been charged.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'View billing' })).toHaveAttribute('href', '/dashboard/billing');
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/help');
    expect(screen.queryByText(/Taking you to your dashboard/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment/callback');
  });

  it('a payment canceled on the payment page is told as canceled, not as a failure', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () => ({
        ...VERIFIED,
        verified: false,
        status: 'canceled',
        error: 'The payment was canceled.',
      }),
    });
    window.localStorage.setItem('checkout_in_progress', JSON.stringify({ planId: 2, timestamp: Date.now() }));
    await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment canceled' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-result')).toHaveAttribute('data-state', 'canceled');
    expect(
      screen.getByText('You canceled the payment on the payment page. You have not been charged.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/declined|could not be completed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    // The checkout is over: nothing is left waiting for it.
    expect(window.localStorage.getItem('checkout_in_progress')).toBeNull();
  });

  it('in Arabic, declined and canceled read differently', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () => ({ ...VERIFIED, verified: false, status: 'canceled' }),
    });
    const first = await renderApp(CALLBACK, { lng: 'ar', user: REGISTERED, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'أُلغيت عملية الدفع' })).toBeInTheDocument();
    first.unmount();
    billingApi({
      '/api/billing/paylink/verify-payment': () => ({ ...VERIFIED, verified: false, status: 'failed' }),
    });
    await renderApp(CALLBACK, { lng: 'ar', user: REGISTERED, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'رُفضت عملية الدفع' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى' })).toHaveAttribute('href', '/pricing');
  });

  it('asks again while the payment is pending, then says it is still processing and can check again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tick = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
        await new Promise((resolve) => setImmediate(resolve));
      });
    };
    let status: 'pending' | 'paid' = 'pending';
    const verify = vi.fn(
      (): VerifyPaymentResponse =>
        status === 'paid' ? VERIFIED : { ...VERIFIED, verified: false, status: 'pending' },
    );
    billingApi({ '/api/billing/paylink/verify-payment': verify });
    await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    const deadline = performance.now() + 15_000;
    while (
      !screen.queryByRole('heading', { name: 'Payment still processing' }) &&
      performance.now() < deadline
    )
      await tick(500);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment still processing' })).toBeInTheDocument();
    // Eight questions, two seconds apart, before giving the answer.
    expect(verify).toHaveBeenCalledTimes(8);
    expect(screen.getByText('The payment provider has not confirmed this payment yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();

    status = 'paid';
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(9);
  });

  it('without the provider’s query, follows this browser’s checkout through the subscription', async () => {
    billingApi({ '/api/billing/subscription': () => ({ subscription: SUBSCRIPTION }) });
    window.localStorage.setItem('checkout_in_progress', JSON.stringify({ planId: 2, timestamp: Date.now() }));
    await renderApp('/payment/callback', { user: REGISTERED, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('Subscription active — thank you!')).toBeInTheDocument();
    expect(window.localStorage.getItem('checkout_in_progress')).toBeNull();
  });

  it('treats a refused verification (unknown transaction) as a failed payment', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () =>
        json(
          {
            error: 'billing:unknown_transaction',
            message: 'We could not find this transaction.',
            verified: false,
            status: 'failed',
          },
          404,
        ),
    });
    await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    expect(await screen.findByText('We could not find this transaction.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
  });

  it('says the transaction details are invalid when a parameter is missing, without calling the server', async () => {
    const verify = vi.fn(() => VERIFIED);
    billingApi({ '/api/billing/paylink/verify-payment': verify });
    await renderApp('/payment/callback?TransactionNo=T1', { user: REGISTERED, token: 't' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Invalid transaction details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    expect(verify).not.toHaveBeenCalled();
  });

  it('signed out (the session was lost on the way back): the outcome and a way to sign in, no details', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tick = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
        await new Promise((resolve) => setImmediate(resolve));
      });
    };
    const verify = vi.fn(
      (): VerifyPaymentResponse => ({ verified: true, status: 'paid', payment: null, subscription: null }),
    );
    billingApi({
      '/api/billing/paylink/verify-payment': verify,
      '/api/auth/me': () => json({ error: 'auth:unauthorized', message: 'Please sign in' }, 401),
    });
    // The browser still remembers a user, but the server saw no session.
    const { router } = await renderApp(CALLBACK, { user: REGISTERED });
    const deadline = performance.now() + 10_000;
    while (!screen.queryByTestId('payment-sign-in') && performance.now() < deadline) await tick(1);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('payment-sign-in')).toHaveTextContent(
      "Log in to see this payment's details and your subscription.",
    );
    expect(
      within(screen.getByTestId('payment-result')).getByRole('link', { name: 'Log in' }),
    ).toHaveAttribute('href', '/login?returnTo=/dashboard/billing');
    expect(screen.queryByText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByText(/Taking you to your dashboard/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    // No countdown: the visitor stays on the result rather than bouncing through the dashboard to the login page.
    await tick(7000);
    expect(router.state.location.pathname).toBe('/payment/callback');
  });

  it('signed out, in Arabic: a declined payment says so and offers to sign in', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () => ({
        verified: false,
        status: 'failed',
        error: 'تعذّر إتمام عملية الدفع.',
        payment: null,
        subscription: null,
      }),
      '/api/auth/me': () => json({ error: 'auth:unauthorized', message: 'سجّل الدخول' }, 401),
    });
    await renderApp(CALLBACK, { lng: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'رُفضت عملية الدفع' })).toBeInTheDocument();
    expect(screen.getByText('رُفضت بطاقتك فلم تتم عملية الدفع، ولم يُخصم منك أي مبلغ.')).toBeInTheDocument();
    expect(screen.getByText('سجّل الدخول لعرض تفاصيل هذه العملية واشتراكك.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('payment-result')).getByRole('link', { name: 'تسجيل الدخول' }),
    ).toHaveAttribute('href', '/login?returnTo=/dashboard/billing');
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى' })).toHaveAttribute('href', '/pricing');
  });

  it('signed in: a failed payment offers billing, not signing in', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () => ({ ...VERIFIED, verified: false, status: 'failed' }),
    });
    await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    expect(await screen.findByRole('link', { name: 'View billing' })).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-result')).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByTestId('payment-sign-in')).not.toBeInTheDocument();
  });

  it('shows the support message when the network fails', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    expect(
      await screen.findByText('An error occurred while verifying your payment. Please contact support.'),
    ).toBeInTheDocument();
  });

  it('shows the support message on a server error', async () => {
    billingApi({ '/api/billing/paylink/verify-payment': () => new Response('', { status: 500 }) });
    await renderApp(CALLBACK, { user: REGISTERED, token: 't' });
    await waitFor(() =>
      expect(
        screen.getByText('An error occurred while verifying your payment. Please contact support.'),
      ).toBeInTheDocument(),
    );
  });
});
