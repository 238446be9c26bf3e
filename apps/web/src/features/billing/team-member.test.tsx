import type { Subscription, TeamResponse } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { type ApiHandlers, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { billingApi, checkout, SUBSCRIBER, SUBSCRIPTION } from './test-fixtures';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));
beforeEach(() => vi.mocked(redirectTo).mockClear());

const options = { user: SUBSCRIBER, token: 't', lng: 'en' as const };
const MEMBER_SUBSCRIPTION: Subscription = { ...SUBSCRIPTION, role: 'member' };
// GET /api/team as a member sees it: the owner's team, read-only.
const OWNERS_TEAM: TeamResponse = {
  members: [
    { id: 'o1', name: 'Reem', email: 'reem@example.sa', role: 'owner' },
    { id: 'm1', name: 'Sara Ahmed', email: 'sara@example.sa', role: 'member' },
  ],
  seats: { used: 2, total: 3 },
  canManage: false,
  planName: 'practicing-lawyer',
};

function memberApi<const K extends string = never>(overrides: ApiHandlers<K> = {} as ApiHandlers<K>) {
  billingApi({
    '/api/billing/subscription': () => ({ subscription: MEMBER_SUBSCRIPTION }),
    '/api/team': () => OWNERS_TEAM,
  });
  mockApi(overrides);
}

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/dashboard-layout'),
    import('./routes/billing'),
    import('./routes/packages'),
  ]);
});

describe('a team member on the billing screens', { timeout: 20_000 }, () => {
  it('sees whose subscription it is, and no renew, cancel, switch or payment methods', async () => {
    memberApi();
    await renderApp('/dashboard/billing', options);
    const card = await screen.findByTestId('subscription-card');
    expect(await within(card).findByTestId('member-note')).toHaveTextContent(
      'You use Reem’s subscription as a member of their team.',
    );
    expect(within(card).queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Switch/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Paying with card' })).toBeNull();
  });

  it('the owner still sees them', async () => {
    billingApi();
    await renderApp('/dashboard/billing', options);
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByRole('button', { name: /Renew/ })).toBeInTheDocument();
    expect(within(card).queryByTestId('member-note')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Paying with card' })).toBeInTheDocument();
  });

  it('is told what buying a plan means before the checkout, and can step back', async () => {
    let checkouts = 0;
    memberApi({
      '/api/billing/create-checkout-session': () => {
        checkouts += 1;
        return checkout('/sandbox/pay/T1');
      },
    });
    await renderApp('/dashboard/packages', options);
    const cards = await screen.findAllByTestId('package-card');
    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'Select: Yearly' }));
    const notice = await screen.findByRole('dialog', { name: 'You are on Reem’s team' });
    expect(notice).toHaveTextContent('Buying a plan starts a subscription of your own, paid by you');
    await userEvent.click(within(notice).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checkouts).toBe(0);

    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'Select: Yearly' }));
    const again = await screen.findByRole('dialog', { name: 'You are on Reem’s team' });
    await userEvent.click(within(again).getByRole('button', { name: 'Buy my own plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Subscribe to Yearly?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T1'));
    expect(checkouts).toBe(1);
  });
});
