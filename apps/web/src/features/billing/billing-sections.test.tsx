import type { TeamMember } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { json, PLANS } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import {
  billingApi,
  checkout,
  notificationSettings,
  quote,
  REGISTERED,
  SUBSCRIBER,
  SUBSCRIPTION,
  team as teamOf,
  verified as verifiedPayment,
} from './test-fixtures';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));
beforeEach(() => vi.mocked(redirectTo).mockClear());

const options = { user: SUBSCRIBER, token: 't', lng: 'en' as const };

// The first render of a lazy route compiles its chunks: do it once, up front, on busy machines.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/dashboard-layout'),
    import('./routes/billing'),
    import('./routes/payment-callback'),
    import('./routes/developers'),
  ]);
});

describe('billing sidebar', { timeout: 20_000 }, () => {
  it('lists Team Members, Subscription and Notifications and remembers being collapsed', async () => {
    billingApi();
    const first = await renderApp('/dashboard/team', options);
    const sidebar = await screen.findByTestId('billing-sidebar');
    const nav = within(sidebar).getByRole('navigation', { name: 'Billing navigation' });
    expect(within(nav).getByRole('link', { name: 'Team Members' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(sidebar).toHaveClass('w-56');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Collapse billing menu' }));
    expect(sidebar).toHaveClass('w-14');
    expect(window.localStorage.getItem('billing_sidebar_collapsed')).toBe('true');
    first.unmount();
    await renderApp('/dashboard/notifications', options);
    expect(await screen.findByTestId('billing-sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: 'Expand billing menu' })).toBeInTheDocument();
  });

  it('has a top bar with the language toggle and the user menu', async () => {
    billingApi();
    await renderApp('/dashboard/billing', options);
    const header = (await screen.findByTestId('billing-sidebar')).parentElement!.querySelector('header')!;
    expect(within(header).getByRole('button', { name: /العربية/ })).toBeInTheDocument();
    expect(
      within(header).getByRole('button', { name: 'SA: account menu for Sara Ahmed' }),
    ).toBeInTheDocument();
  });
});

describe('a return from the payment page on the dashboard', { timeout: 20_000 }, () => {
  it('goes to the payment result page with the provider’s query, which confirms it and unlocks the user', async () => {
    let user = REGISTERED;
    const verified: string[] = [];
    billingApi(
      {
        '/api/auth/me': () => ({ user }),
        '/api/billing/paylink/verify-payment': (url) => {
          verified.push(`${url.searchParams.get('TransactionNo')}|${url.searchParams.get('OrderNumber')}`);
          user = SUBSCRIBER;
          return verifiedPayment();
        },
      },
      REGISTERED,
    );
    window.localStorage.setItem('checkout_in_progress', JSON.stringify({ planId: 2, timestamp: Date.now() }));
    const { router } = await renderApp('/dashboard?TransactionNo=T7&OrderNumber=O7', {
      ...options,
      user: REGISTERED,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment/callback');
    expect(router.state.location.search).toBe('?TransactionNo=T7&OrderNumber=O7');
    expect(verified).toEqual(['T7|O7']);
    expect(window.localStorage.getItem('checkout_in_progress')).toBeNull();
    // Told once, on the result page: no passing message on top of it.
    expect(screen.queryByText('Subscription active — thank you!')).not.toBeInTheDocument();
  });

  it('a declined card is told on the result page too, not as a passing message', async () => {
    billingApi({
      '/api/billing/paylink/verify-payment': () =>
        verifiedPayment({ verified: false, status: 'failed', subscription: null }),
    });
    window.localStorage.setItem('checkout_in_progress', JSON.stringify({ planId: 4, timestamp: Date.now() }));
    const { router } = await renderApp('/dashboard/billing?TransactionNo=T8&OrderNumber=O8', options);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment declined' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment/callback');
    expect(screen.getByTestId('payment-result')).toHaveAttribute('data-state', 'declined');
    expect(
      screen.queryByText('Your payment could not be completed. You have not been charged.'),
    ).not.toBeInTheDocument();
    expect(window.localStorage.getItem('checkout_in_progress')).toBeNull();
  });

  it('stays on the dashboard without the provider’s query, marker or not', async () => {
    const subscription = vi.fn(() => ({ subscription: SUBSCRIPTION }));
    billingApi({ '/api/billing/subscription': subscription });
    window.localStorage.setItem('checkout_in_progress', JSON.stringify({ planId: 2, timestamp: Date.now() }));
    const { router } = await renderApp('/dashboard', options);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara Ahmed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(subscription).not.toHaveBeenCalled();
  });
});

describe('packages page', { timeout: 20_000 }, () => {
  it('shows 3 skeleton cards while loading, then the plans with the current one disabled', async () => {
    let release: () => void = () => {};
    billingApi({
      '/api/plans': async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const { PLANS } = await import('@/test/api-mock');
        return { plans: PLANS };
      },
    });
    await renderApp('/dashboard/packages', options);
    expect(await screen.findAllByTestId('plan-skeleton')).toHaveLength(3);
    release();
    const cards = await screen.findAllByTestId('package-card');
    expect(cards).toHaveLength(4);
    await waitFor(() =>
      expect(within(cards[1]!).getByRole('button', { name: 'Current plan' })).toBeDisabled(),
    );
    expect(within(cards[0]!).getByRole('button', { name: /Select/ })).toBeEnabled();
  });

  it('shows details, confirms, creates a checkout session, stores the marker and leaves', async () => {
    let body: Record<string, unknown> | undefined;
    billingApi({
      '/api/billing/create-checkout-session': (_url, init) => {
        body = JSON.parse(String(init?.body));
        return checkout('/sandbox/pay/T9');
      },
    });
    await renderApp('/dashboard/packages', options);
    const cards = await screen.findAllByTestId('package-card');
    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'View details' }));
    const details = await screen.findByRole('dialog', { name: 'Yearly' });
    expect(details).toHaveTextContent('SAR 1,699');
    expect(details).not.toHaveTextContent('1,699.00');
    expect(details).toHaveTextContent('Price includes 15% VAT (SAR 221.61).');
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'Select: Yearly' }));
    const confirm = await screen.findByRole('dialog', { name: 'Subscribe to Yearly?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T9'));
    expect(body).toEqual({
      planId: 4,
      returnUrl: `${window.location.origin}/payment/callback`,
      quotedTotalCents: 169900,
    });
    expect(JSON.parse(window.localStorage.getItem('checkout_in_progress')!)).toMatchObject({ planId: 4 });
  });

  it('says why the checkout failed and leaves no marker', async () => {
    billingApi({ '/api/billing/create-checkout-session': () => new Response('', { status: 503 }) });
    await renderApp('/dashboard/packages', options);
    const cards = await screen.findAllByTestId('package-card');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Select/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue to payment' }),
    );
    expect(await screen.findByText('Failed to create checkout session (503)')).toBeInTheDocument();
    expect(window.localStorage.getItem('checkout_in_progress')).toBeNull();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says when plans cannot be loaded, with the status', async () => {
    billingApi({ '/api/plans': () => new Response('', { status: 502 }) });
    await renderApp('/dashboard/packages', options);
    expect(await screen.findByText('Failed to load plans (502)')).toBeInTheDocument();
  });

  it('reports a failed subscription fetch, but not a 401', async () => {
    billingApi({ '/api/billing/subscription': () => json({ error: 'x', message: '' }, 500) });
    const first = await renderApp('/dashboard/packages', options);
    expect(await screen.findByText('Failed to fetch subscription (500)')).toBeInTheDocument();
    first.unmount();
    billingApi({ '/api/billing/subscription': () => json({ error: 'auth:unauthorized', message: '' }, 401) });
    await renderApp('/dashboard/packages', options);
    await screen.findAllByTestId('package-card');
    expect(screen.queryByText(/Failed to fetch subscription/)).not.toBeInTheDocument();
  });
});

describe('team page', { timeout: 20_000 }, () => {
  const OWNER: TeamMember = { id: 'm0', name: 'Sara Ahmed', email: 'sara@example.sa', role: 'owner' };
  const team = (members: TeamMember[], used = members.length) =>
    teamOf(members, { seats: { used, total: 3 }, planName: 'Practicing lawyer' });

  it('asks for an email, adds the invite at once, then shows the server member', async () => {
    let release: () => void = () => {};
    const members: TeamMember[] = [OWNER];
    billingApi({
      '/api/team': () => team(members),
      '/api/team/invite': async (_url, init) => {
        const { email } = JSON.parse(String(init?.body)) as { email: string };
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const member: TeamMember = { id: 'm1', name: null, email, role: 'invited' };
        members.push(member);
        return { member, message: 'Invitation sent' };
      },
    });
    await renderApp('/dashboard/team', options);
    expect(await screen.findAllByTestId('team-member')).toHaveLength(1);
    expect(screen.getByTestId('team-seats')).toHaveTextContent('Seats: 1 of 3 used · Practicing lawyer');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(screen.getByText('Enter an email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'omar@firm.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    const rows = await screen.findAllByTestId('team-member');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('omar@firm.sa');
    expect(rows[1]).toHaveTextContent('Sending…');
    expect(screen.getByTestId('team-seats')).toHaveTextContent('Seats: 2 of 3 used');
    release();
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('team-member')[1]).toHaveTextContent('Invited'));
    expect(screen.getByRole('button', { name: 'Remove omar@firm.sa' })).toBeInTheDocument();
  });

  it("takes a refused invite back off the list with the server's reason", async () => {
    billingApi({
      '/api/team': () => team([OWNER]),
      '/api/team/invite': () =>
        json(
          { error: 'team:seat_limit', message: 'Your plan allows 1 person. Upgrade to add members.' },
          409,
        ),
    });
    await renderApp('/dashboard/team', options);
    await screen.findAllByTestId('team-member');
    await userEvent.type(screen.getByLabelText('Email address'), 'omar@firm.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Your plan allows 1 person. Upgrade to add members.')).toBeInTheDocument();
    expect(screen.getAllByTestId('team-member')).toHaveLength(1);
    expect(screen.getByLabelText('Email address')).toHaveValue('omar@firm.sa');
  });

  it('removes a member at once and restores them when removal fails', async () => {
    let fail = true;
    let members: TeamMember[] = [OWNER, { id: 'm1', name: 'Omar', email: 'omar@firm.sa', role: 'member' }];
    billingApi({
      '/api/team': () => team(members),
      '/api/team/m1': () => {
        if (fail) return new Response('', { status: 500 });
        members = [OWNER];
        return { ok: true, message: 'Member removed' };
      },
    });
    await renderApp('/dashboard/team', options);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove omar@firm.sa' }));
    expect(await screen.findByText('Failed to remove member')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(2));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Remove omar@firm.sa' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();
    expect(screen.getAllByTestId('team-member')).toHaveLength(1);
  });

  it('says when every seat is taken', async () => {
    billingApi({ '/api/team': () => ({ ...team([OWNER], 3), seats: { used: 3, total: 3 } }) });
    await renderApp('/dashboard/team', options);
    expect(await screen.findByText(/All the seats of your plan are taken/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invite' })).toBeDisabled();
  });

  it('lets a member see the team and leave it, but not invite', async () => {
    let left = false;
    billingApi({
      '/api/team': () => ({
        members: [
          { id: 'm0', name: 'Huda Owner', email: 'huda@firm.sa', role: 'owner' },
          { id: 'm1', name: 'Sara Ahmed', email: 'sara@example.sa', role: 'member' },
        ],
        seats: { used: 2, total: 3 },
        canManage: false,
        planName: 'Practicing lawyer',
      }),
      '/api/team/m1': () => {
        left = true;
        return { ok: true, message: 'Member removed' };
      },
    });
    await renderApp('/dashboard/team', options);
    expect(await screen.findByText(/You are a member of this team/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText('You left the team')).toBeInTheDocument();
    expect(left).toBe(true);
  });

  it('shows two sample members, marked as examples, when the team cannot be loaded', async () => {
    billingApi({ '/api/team': () => new Response('', { status: 500 }) });
    await renderApp('/dashboard/team', options);
    expect(await screen.findByText(/The members below are examples only/)).toBeInTheDocument();
    const rows = screen.getAllByTestId('team-member');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveTextContent('Example');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});

describe('team invitation link', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to log in, coming back to the link', async () => {
    billingApi();
    await renderApp('/team/accept?token=tok-1234567890', { lng: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're invited to a team" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to accept' })).toHaveAttribute(
      'href',
      '/login?returnTo=/team/accept%3Ftoken%3Dtok-1234567890',
    );
  });

  it('joins the team and unlocks the account', async () => {
    let user = REGISTERED;
    let sent: unknown;
    billingApi(
      {
        '/api/auth/me': () => ({ user }),
        '/api/team/accept': (_url, init) => {
          sent = JSON.parse(String(init?.body));
          user = SUBSCRIBER;
          return {
            ok: true,
            message: 'You joined the team. Its subscription is yours to use now.',
            ownerName: 'Huda',
          };
        },
      },
      REGISTERED,
    );
    await renderApp('/team/accept?token=tok-1234567890', { ...options, user: REGISTERED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeInTheDocument();
    expect(sent).toEqual({ token: 'tok-1234567890' });
    expect(JSON.parse(window.localStorage.getItem('mustashar_user')!).subscriptionActive).toBe(true);
  });

  it("says why an invitation is refused and offers to switch accounts for another address's invite", async () => {
    billingApi({
      '/api/team/accept': () =>
        json(
          {
            error: 'team:wrong_account',
            message:
              'This invitation is for another email address. Sign in with the address the invitation was sent to.',
          },
          403,
        ),
    });
    await renderApp('/team/accept?token=tok-1234567890', options);
    expect(await screen.findByText(/This invitation is for another email address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in with another account' })).toBeInTheDocument();
  });
});

describe('notifications page', { timeout: 20_000 }, () => {
  it('saves the e-mail switches alone (no webhook on this page); the other tabs are coming soon', async () => {
    let saved: unknown;
    billingApi({
      '/api/billing/notifications': (_url, init) => {
        if (init?.method === 'PUT') {
          saved = JSON.parse(String(init.body));
          return notificationSettings({ ...(saved as object), webhookSecret: 'whsec_test_123' });
        }
        return notificationSettings({ emailFailures: false, webhookSecret: 'whsec_test_123' });
      },
    });
    await renderApp('/dashboard/notifications', options);
    const failures = await screen.findByRole('switch', { name: 'Email me failed payments' });
    await waitFor(() => expect(failures).toHaveAttribute('aria-checked', 'false'));
    // Webhooks live on the owners' Developers page, not on this consumer page.
    expect(screen.queryByText(/webhook|HMAC|whsec_/i)).toBeNull();
    await userEvent.click(failures);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(saved).toEqual({ emailInvoices: true, emailFailures: true, emailReminders: true });

    await userEvent.click(screen.getByRole('tab', { name: 'Summary Reports' }));
    expect(screen.getByRole('tab', { name: 'Summary Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'System' })).toHaveFocus();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});

describe('developers page', { timeout: 20_000 }, () => {
  it('lets the owner set the webhook address, with the whole signing secret shown', async () => {
    let saved: unknown;
    billingApi({
      '/api/team': () => teamOf([]),
      '/api/billing/notifications': (_url, init) => {
        if (init?.method === 'PUT') {
          saved = JSON.parse(String(init.body));
          return notificationSettings({
            emailFailures: false,
            ...(saved as object),
            webhookSecret: 'whsec_test_123',
          });
        }
        return notificationSettings({ emailFailures: false, webhookSecret: 'whsec_test_123' });
      },
    });
    await renderApp('/dashboard/developers', options);
    const nav = within(await screen.findByTestId('billing-sidebar')).getByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Developers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const field = await screen.findByLabelText('Receiving address (https)');
    expect(field).not.toHaveAttribute('placeholder');
    expect(await screen.findByText('whsec_test_123')).toBeInTheDocument();
    await userEvent.type(field, 'http://hooks.firm.sa/pay');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an https:// address.')).toBeInTheDocument();
    expect(saved).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://hooks.firm.sa/pay');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Receiving address saved')).toBeInTheDocument();
    // Only the webhook: the e-mail switches stay as they are.
    expect(saved).toEqual({ webhookUrl: 'https://hooks.firm.sa/pay' });
  });

  it("says when saving fails, with the server's reason", async () => {
    billingApi({
      '/api/team': () => teamOf([]),
      '/api/billing/notifications': (_url, init) =>
        init?.method === 'PUT'
          ? json({ error: 'billing:invalid_webhook_url', message: 'Use a public https address.' }, 400)
          : new Response('', { status: 500 }),
    });
    await renderApp('/dashboard/developers', options);
    await userEvent.type(await screen.findByLabelText('Receiving address (https)'), 'https://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a public https address.')).toBeInTheDocument();
  });

  it("is not offered to a member of someone else's team", async () => {
    billingApi({ '/api/team': () => teamOf([], { canManage: false }) });
    await renderApp('/dashboard/developers', options);
    expect(await screen.findByText("Only the account's owner manages these settings.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Receiving address (https)')).toBeNull();
    const nav = within(await screen.findByTestId('billing-sidebar')).getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Developers' })).toBeNull();
  });
});

describe('payment methods page', { timeout: 20_000 }, () => {
  it('explains how cards are added', async () => {
    billingApi();
    await renderApp('/dashboard/payment-methods', options);
    expect(await screen.findByText('No payment methods')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
    expect(screen.getByText(/Cards are saved on the payment provider's secure page/)).toBeInTheDocument();
  });

  it('makes a saved card the default and removes one after confirming', async () => {
    const visa = {
      id: 'c1',
      brand: 'visa',
      last4: '4242',
      name: null,
      is_default: true,
      expMonth: 12,
      expYear: 2030,
    };
    const mada = {
      id: 'c2',
      brand: 'mada',
      last4: '4464',
      name: null,
      is_default: false,
      expMonth: 11,
      expYear: 2029,
    };
    const calls: string[] = [];
    billingApi({
      '/api/billing/methods': () => ({ methods: [visa, mada] }),
      '/api/billing/methods/c2/default': (url, init) => {
        calls.push(`${init?.method} ${url.pathname}`);
        // A Response: in the mock's types this path matches both card routes (its body is checked at run time).
        return json({
          methods: [
            { ...mada, is_default: true },
            { ...visa, is_default: false },
          ],
        });
      },
      '/api/billing/methods/c1': (url, init) => {
        calls.push(`${init?.method} ${url.pathname}`);
        return json({ methods: [{ ...mada, is_default: true }] });
      },
    });
    await renderApp('/dashboard/payment-methods', options);
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText(/renews automatically on the default card/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Visa ending in 4242 the default' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Make mada ending in 4464 the default' }));
    expect(await screen.findByText('mada ending in 4464 is now your default card.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make mada ending in 4464 the default' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Visa ending in 4242 was removed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Visa ending in 4242' })).toBeNull(),
    );
    expect(calls).toEqual(['POST /api/billing/methods/c2/default', 'DELETE /api/billing/methods/c1']);
  });

  it("tells a member of someone else's team that the owner manages them", async () => {
    billingApi({ '/api/team': () => teamOf([], { canManage: false }) });
    await renderApp('/dashboard/payment-methods', options);
    expect(
      await screen.findByText("Payment methods are managed by the account's owner."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payment method' })).toBeNull();
    expect(screen.queryByText('No payment methods')).toBeNull();
  });
});

describe('subscription gate', { timeout: 20_000 }, () => {
  it("Get Started opens the checkout with the server's quote, never straight to a payment page", async () => {
    let body: unknown;
    billingApi(
      {
        '/api/billing/quote': () => quote(2, 24900),
        '/api/billing/create-checkout-session': (_url, init) => {
          body = JSON.parse(String(init?.body));
          return checkout('/sandbox/pay/T10');
        },
      },
      REGISTERED,
    );
    await renderApp('/dashboard', { ...options, user: REGISTERED });
    const plans = await screen.findAllByTestId('gate-plan');
    await userEvent.click(within(plans[1]!).getByRole('button', { name: /Get Started/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Monthly?' });
    expect(await within(dialog).findByTestId('checkout-total')).toHaveTextContent('SAR 249');
    expect(redirectTo).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T10'));
    expect(body).toMatchObject({ planId: 2, quotedTotalCents: 24900 });
  });

  it("lists each plan's features as the server's plans say, as the pricing cards do", async () => {
    billingApi(
      {
        '/api/plans': () => ({
          plans: PLANS.map((plan) => ({
            ...plan,
            features: { ar: [`ميزة ${plan.id}`], en: [`Feature ${plan.id}`, 'Documents'] },
          })),
        }),
      },
      REGISTERED,
    );
    await renderApp('/dashboard', { ...options, user: REGISTERED });
    const plans = await screen.findAllByTestId('gate-plan');
    expect(
      within(within(plans[2]!).getByTestId('gate-features'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Feature 3', 'Documents']);
  });
});
