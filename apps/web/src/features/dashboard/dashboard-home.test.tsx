import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchMock, mockApi, sessionUser } from '@/test/api-mock';
import { OFFER, STATS } from '@/test/billing-fixtures';
import { renderApp } from '@/test/render';
import { sampleStats, shouldOfferUpgrade, usagePercent } from './lib/stats';

const SARA = sessionUser({ subscriptionActive: true });

describe('usage rules', { timeout: 20_000 }, () => {
  const now = new Date('2026-01-01T00:00:00.000Z');

  it('offers an upgrade to a non-subscriber above 70% of a limited allowance only', () => {
    const at = (used: number, total: number) => ({
      ...sampleStats(false, 'x', now),
      chatUsage: { used, total, resetDate: '2026-01-08T00:00:00.000Z', messages: 0 },
    });
    expect(shouldOfferUpgrade(at(8, 10), false, 0.7)).toBe(true);
    expect(shouldOfferUpgrade(at(7, 10), false, 0.7)).toBe(false);
    expect(shouldOfferUpgrade(at(8, 10), true, 0.7)).toBe(false);
    expect(shouldOfferUpgrade(at(998, 999), false, 0.7)).toBe(false);
    expect(usagePercent(at(45, 10))).toBe(100);
    expect(usagePercent(at(3, 0))).toBe(0);
  });

  it('uses the agreed sample numbers', () => {
    const subscribed = sampleStats(true, 'Professional', now);
    expect(subscribed.chatUsage).toEqual({
      used: 45,
      total: 999,
      resetDate: '2026-01-08T00:00:00.000Z',
      messages: 120,
    });
    expect(subscribed.subscription).toMatchObject({
      planDisplayName: 'Professional',
      price: 9900,
      interval: 'monthly',
      daysLeft: 30,
    });
    expect([subscribed.stats.daysActive, subscribed.stats.sessionsCompleted]).toEqual([7, 12]);
    expect(sampleStats(false, 'Professional', now).chatUsage.total).toBe(10);
  });
});

describe('dashboard home', { timeout: 20_000 }, () => {
  // The first render of a lazy route compiles its chunks: do it once, up front, on busy machines.
  beforeAll(async () => {
    await Promise.all([import('@/app/layouts/dashboard-layout'), import('./routes/dashboard-home')]);
  });

  it('shows real figures from the stats call', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: SARA }),
      '/api/dashboard/stats': () => STATS,
      '/api/billing/offer': () => ({ offer: OFFER }),
      '/api/billing/quote': () => ({ quote: OFFER.quote }),
    });
    await renderApp('/dashboard', { user: SARA, token: 't', lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara Ahmed' })).toBeInTheDocument();
    const stats = await screen.findByTestId('stats');
    expect(stats).toHaveTextContent('34Messages this month');
    expect(stats).toHaveTextContent('9Days active');
    expect(stats).toHaveTextContent('5Sessions completed');
    expect(stats).toHaveTextContent('20Subscription days left');
    const usage = screen.getByTestId('usage-card');
    expect(usage).toHaveTextContent('12 messages · unlimited');
    expect(within(usage).getByRole('progressbar', { name: 'Chat usage' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(within(usage).queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
    const subscription = screen.getByTestId('home-subscription');
    expect(subscription).toHaveTextContent('Trainee lawyer');
    expect(subscription).toHaveTextContent('Ends on February 1, 2026');
    expect(within(subscription).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    // The offer is the discount code's: its percentage, and its button opens the one checkout with the offer.
    expect(
      await screen.findByRole('heading', { name: 'Save up to 25% with the yearly plan' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View yearly plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Yearly?' });
    expect(await within(dialog).findByTestId('checkout-total')).toHaveTextContent('SAR 1,274.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    for (const [name, href] of [
      ['Start chat', '/chat'],
      ['Renew', '/dashboard/billing'],
      ['Change plan', '/dashboard/packages'],
      ['Settings', '/dashboard/settings'],
    ]) {
      expect(screen.getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
    const exports = screen.getByRole('region', { name: 'Export chat history' });
    expect(within(exports).getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      '/api/chat/export?format=pdf&lang=en',
    );
    expect(within(exports).getByRole('link', { name: 'CSV (Excel)' })).toHaveAttribute(
      'href',
      '/api/chat/export?format=csv&lang=en',
    );
  });

  it('shows what was paid, not the list price, and no yearly offer to a yearly subscriber', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: SARA }),
      '/api/dashboard/stats': () => ({
        ...STATS,
        subscription: { ...STATS.subscription!, price: 169900, paid: 135920, interval: 'yearly' as const },
      }),
      '/api/billing/offer': () => ({ offer: OFFER }),
    });
    await renderApp('/dashboard', { user: SARA, token: 't', lng: 'en' });
    expect(await screen.findByTestId('home-subscription-price')).toHaveTextContent('SAR 1,359.20 per year');
    expect(screen.getByTestId('home-subscription')).not.toHaveTextContent('1,699');
    // Once the plans and the offer have come, the yearly plan is still not offered to whom it already serves.
    const asked = (path: string) => fetchMock.mock.calls.some(([url]) => String(url).includes(path));
    await waitFor(() => expect(asked('/api/billing/offer') && asked('/api/plans')).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: /with the yearly plan/ })).not.toBeInTheDocument();
  });

  it('shows the sample numbers, said to be samples, when the stats call fails', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: SARA }),
      '/api/dashboard/stats': () => new Response('', { status: 500 }),
    });
    await renderApp('/dashboard', { user: SARA, token: 't', lng: 'en' });
    expect(
      await screen.findByText('We could not load your latest figures; sample numbers are shown.'),
    ).toBeInTheDocument();
    const stats = screen.getByTestId('stats');
    expect(stats).toHaveTextContent('120Messages this month');
    expect(stats).toHaveTextContent('7Days active');
    expect(stats).toHaveTextContent('12Sessions completed');
    expect(stats).toHaveTextContent('30Subscription days left');
    expect(screen.getByTestId('home-subscription')).toHaveTextContent('Professional');
  });

  it('writes zero in words, never as a lone "٠" that reads as a dot', async () => {
    const fresh = {
      ...STATS,
      chatUsage: { ...STATS.chatUsage, used: 0, messages: 0 },
      subscription: null,
      stats: { messagesThisMonth: 0, daysActive: 0, sessionsCompleted: 0, daysLeft: 0 },
    };
    mockApi({ '/api/auth/me': () => ({ user: SARA }), '/api/dashboard/stats': () => fresh });
    await renderApp('/dashboard', { user: SARA, token: 't', lng: 'ar' });
    const stats = await screen.findByTestId('stats');
    expect(stats).toHaveTextContent('لا رسائل بعدرسائل هذا الشهر');
    expect(stats).toHaveTextContent('لا نشاط بعدأيام النشاط');
    expect(stats).toHaveTextContent('لا جلسات بعدالجلسات المكتملة');
    expect(stats).toHaveTextContent('لا اشتراك جارٍالأيام المتبقية في الاشتراك');
    expect(screen.getByTestId('usage-card')).toHaveTextContent('لم ترسل أي رسالة بعد، ورسائلك غير محدودة');
    const lone = [...document.querySelectorAll('main *')].filter((el) =>
      /^\s*[0٠]\s*$/.test(el.textContent ?? ''),
    );
    expect(lone).toEqual([]);
  });

  it('uses Arabic-Indic digits in Arabic', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: SARA }),
      '/api/dashboard/stats': () => STATS,
      '/api/billing/offer': () => ({ offer: OFFER }),
    });
    await renderApp('/dashboard', { user: SARA, token: 't', lng: 'ar' });
    const stats = await screen.findByTestId('stats');
    expect(stats).toHaveTextContent('٣٤رسائل هذا الشهر');
    expect(
      await screen.findByRole('heading', { name: /^وفّر حتى ٢٥٪\S* مع الباقة السنوية$/ }),
    ).toBeInTheDocument();
  });

  it('shows no offer when there is no valid offer code', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: SARA }),
      '/api/dashboard/stats': () => STATS,
      '/api/billing/offer': () => ({ offer: null }),
    });
    await renderApp('/dashboard', { user: SARA, token: 't', lng: 'en' });
    await screen.findByTestId('stats');
    await waitFor(() => expect(screen.queryByRole('region', { name: /Save up to/ })).not.toBeInTheDocument());
    expect(screen.queryByText(/Save up to/)).not.toBeInTheDocument();
  });
});
