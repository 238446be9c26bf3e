import type { Plan } from '@mustashar/contracts';
import { acceptPlans } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, PLANS } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { cardPrice, matchPlan, readPlanCards } from './plan-cards';

const plans: Plan[] = acceptPlans({ plans: PLANS });

describe('plan cards', () => {
  it('keeps only cards with a name, a price and a period', () => {
    const cards = readPlanCards([
      { name: 'A', price: 1, period: 'hour', interval: 'hourly' },
      { name: '', price: 1, period: 'hour' },
      { name: 'C', period: 'month' },
      { name: 'D', price: '5', period: '' },
      'junk',
      { name: 'E', price: '0', period: 'year', popular: true, features: ['x', 3] },
    ]);
    expect(cards.map((c) => c.name)).toEqual(['A', 'E']);
    expect(cards[1]).toMatchObject({ index: 5, popular: true, features: ['x'] });
  });

  it('maps a card to a server plan by interval, else by position', () => {
    expect(matchPlan(plans, { interval: 'yearly', index: 0 })?.id).toBe(4);
    expect(matchPlan(plans, { interval: 'weekly', index: 1 })?.id).toBe(2);
    expect(matchPlan([], { interval: 'yearly', index: 0 })).toBeUndefined();
  });

  it('shows the mapped server price (price_cents / 100), else the advertised one', () => {
    const card = readPlanCards([{ name: 'A', price: '129', period: 'hour', interval: 'hourly' }])[0]!;
    expect(cardPrice(card, { ...plans[0]!, price_cents: 13900 })).toBe(139);
    expect(cardPrice(card, undefined)).toBe('129');
  });
});

describe('PricingCards on /pricing', () => {
  it('shows Arabic-Indic prices in Arabic', async () => {
    await renderApp('/pricing', { lng: 'ar' });
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('١٢٩');
    expect(cards[1]).toHaveTextContent('٢٤٩');
    expect(cards[2]).toHaveTextContent('٩٩٩');
    expect(cards[3]).toHaveTextContent('١٬٦٩٩');
    expect(cards[0]).toHaveTextContent('ر.س');
    expect(within(cards[2]!).getByText('الأكثر طلبًا')).toBeInTheDocument();
    expect(
      screen.getByText('جميع الأسعار شاملة ضريبة القيمة المضافة • يمكنك الإلغاء في أي وقت'),
    ).toBeInTheDocument();
  });

  it('shows Western digits in English, with the VAT note', async () => {
    await renderApp('/pricing', { lng: 'en' });
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards[0]).toHaveTextContent('129');
    expect(cards[3]).toHaveTextContent('1,699');
    expect(cards[3]).toHaveTextContent('SAR');
    expect(screen.getByText('All prices include VAT • Cancel anytime')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Most popular')).toBeInTheDocument();
  });

  it('uses the server price when a plan maps to the card', async () => {
    mockApi({ '/api/plans': () => ({ plans: [{ ...PLANS[0], price_cents: 14900 }] }) });
    await renderApp('/pricing', { lng: 'en' });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[0]).toHaveTextContent('149'));
  });

  it('still shows the cards when plans fail to load', async () => {
    mockApi({ '/api/plans': () => new Response('boom', { status: 500 }) });
    await renderApp('/pricing', { lng: 'en' });
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(4);
  });

  it('sends a visitor to log in, coming back to /pricing', async () => {
    const { router } = await renderApp('/pricing', { lng: 'en' });
    const cards = await screen.findAllByTestId('plan-card');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /choose this plan/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=/pricing');
  });

  it('takes a signed-in user to the packages page with the mapped plan', async () => {
    const { router } = await renderApp('/pricing', { lng: 'en', user: { id: 5, email: 'u@x.sa' } });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[3]).toHaveTextContent('1,699'));
    await userEvent.click(within(cards[3]!).getByRole('button', { name: /choose this plan/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/packages'));
    expect(router.state.location.search).toBe('?plan=4');
  });

  it('tells a signed-in user when no plan matches', async () => {
    mockApi({ '/api/plans': () => ({ plans: [] }) });
    const { router } = await renderApp('/pricing', { lng: 'en', user: { id: 5 } });
    const cards = await screen.findAllByTestId('plan-card');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /choose this plan/i }));
    expect(await screen.findByText('Plan not found. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });
});
