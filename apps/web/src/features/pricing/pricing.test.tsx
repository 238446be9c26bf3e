import type { Plan, Subscription } from '@mustashar/contracts';
import { PLAN_CATALOGUE } from '@mustashar/contracts/plan-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeSaudiMobile } from '@/lib/form-rules';
import { redirectTo } from '@/lib/redirect';
import { json, mockApi, PLANS, sessionUser } from '@/test/api-mock';
import { change, checkout, OFFER, quote } from '@/test/billing-fixtures';
import { renderApp } from '@/test/render';
import { cardPrice, catalogueCards, matchPlan, readPlanCards } from './plan-cards';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));
beforeEach(() => vi.mocked(redirectTo).mockClear());

const plans: Plan[] = PLANS;
const YEARLY: Subscription = {
  id: 's1',
  planId: 4,
  planName: 'yearly',
  planDisplayName: 'Yearly',
  planDisplayNames: { ar: 'سنوي', en: 'Yearly' },
  status: 'active',
  interval: 'yearly',
  priceCents: 169900,
  paidCents: null,
  currency: 'SAR',
  currentPeriodStart: '2026-01-01T09:00:00.000Z',
  currentPeriodEnd: '2027-01-01T09:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  daysLeft: 300,
  role: 'owner',
};
const USER = sessionUser({ id: 'u5', email: 'u@x.sa' });

describe('plan cards', () => {
  it('come from the plan catalogue the server seeds its plans from, in both languages', async () => {
    const en = catalogueCards('en', (interval) => interval);
    expect(en.map((c) => [c.name, c.price, c.features])).toEqual(
      PLAN_CATALOGUE.map((p) => [p.displayNameEn, p.priceCents / 100, p.featuresEn]),
    );
    const ar = catalogueCards('ar', (interval) => interval);
    expect(ar.map((c) => c.features)).toEqual(PLAN_CATALOGUE.map((p) => p.featuresAr));

    // Until the server's plans arrive (and in the prerendered page), the cards are the catalogue's.
    mockApi({ '/api/plans': () => new Promise<Response>(() => {}) });
    await renderApp('/pricing', { lng: 'en' });
    const cards = await screen.findAllByTestId('plan-card');
    PLAN_CATALOGUE.forEach((plan, i) => {
      const shown = within(cards[i]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(shown).toEqual(plan.featuresEn);
    });
    expect(cards[2]).toHaveTextContent('per 6 months');
  });

  it("show the database's names, descriptions, features and prices once GET /api/plans answers", async () => {
    const edited = PLANS.map((p, i) =>
      i === 1
        ? {
            ...p,
            display_names: { ar: 'متدرب', en: 'Trainee' },
            description: { ar: 'وصف عدّله المشغّل.', en: 'Edited by an operator.' },
            features: { ar: ['ميزة جديدة'], en: ['A new feature'] },
            price_cents: 19900,
          }
        : p,
    );
    mockApi({ '/api/plans': () => ({ plans: edited }) });
    await renderApp('/pricing', { lng: 'ar' });
    await waitFor(() => expect(screen.getAllByTestId('plan-card')[1]).toHaveTextContent('وصف عدّله المشغّل.'));
    const card = screen.getAllByTestId('plan-card')[1]!;
    expect(within(card).getByRole('heading')).toHaveTextContent('متدرب');
    expect(card).toHaveTextContent('١٩٩');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ميزة جديدة']);
  });

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

describe('Saudi mobile numbers', () => {
  it.each([
    ['0551234567', '+966551234567'],
    ['551234567', '+966551234567'],
    ['+966 55 123 4567', '+966551234567'],
    ['00966551234567', '+966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['0451234567', null],
    ['05512345', null],
    ['abc', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSaudiMobile(input)).toBe(expected);
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
    expect(cards[0]).not.toHaveTextContent('ر.س.');
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
    // English writes the unit first: "SAR 1,699".
    expect(cards[3]).toHaveTextContent(/SAR\s*1,699/);
    expect(screen.getByText('All prices include VAT • Cancel anytime')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Most popular')).toBeInTheDocument();
  });

  it('uses the server price when a plan maps to the card', async () => {
    mockApi({ '/api/plans': () => ({ plans: [{ ...PLANS[0]!, price_cents: 14900 }] }) });
    await renderApp('/pricing', { lng: 'en' });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[0]).toHaveTextContent('149'));
  });

  it('still shows the cards when plans fail to load', async () => {
    mockApi({ '/api/plans': () => new Response('boom', { status: 500 }) });
    await renderApp('/pricing', { lng: 'en' });
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(4);
  });

  it("sends a visitor to log in, coming back to the plan's checkout", async () => {
    const { router } = await renderApp('/pricing', { lng: 'en' });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[1]).toHaveTextContent('249'));
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /choose this plan/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=/dashboard/packages%3Fplan%3D2');
  });

  it("explains to a member of someone's team what buying means before the checkout", async () => {
    let sessions = 0;
    mockApi({
      '/api/team': () => ({
        members: [{ id: 'o1', name: 'Reem', email: 'reem@example.sa', role: 'owner' }],
        seats: { used: 2, total: 3 },
        canManage: false,
        planName: null,
      }),
      '/api/billing/quote': () => quote(2, 24900),
      '/api/billing/create-checkout-session': () => {
        sessions += 1;
        return checkout('http://localhost:3000/sandbox/pay/T2');
      },
    });
    await renderApp('/pricing', { lng: 'en', user: USER });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[1]).toHaveTextContent('249'));
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /choose this plan/i }));
    const notice = await screen.findByRole('dialog', { name: 'You are on Reem’s team' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Buy my own plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Monthly?' });
    expect(sessions).toBe(0);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost:3000/sandbox/pay/T2'));
    expect(sessions).toBe(1);
  });

  // A running plan's credit (another plan) or a renewal (the same one) is in the server's quote, shown in place.
  it.each([1, 3])(
    'opens the checkout with the server quote for a subscriber choosing card %i, never straight to a payment page',
    async (card) => {
      mockApi({
        '/api/billing/subscription': () => ({ subscription: YEARLY }),
        '/api/billing/quote': (_url, init) => {
          const { planId } = JSON.parse(String(init?.body)) as { planId: number };
          return quote(planId, 1000, {
            subtotalCents: PLANS[planId - 1]!.price_cents,
            change: change({
              kind: planId === 4 ? 'renew' : 'change',
              fromPlanName: 'Yearly',
              creditCents: 23900,
            }),
          });
        },
      });
      const { router } = await renderApp('/pricing', { lng: 'en', user: USER });
      const cards = await screen.findAllByTestId('plan-card');
      await waitFor(() => expect(cards[3]).toHaveTextContent('1,699'));
      await userEvent.click(within(cards[card]!).getByRole('button', { name: /choose this plan/i }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByTestId('checkout-total')).toHaveTextContent('SAR 10');
      expect(within(dialog).getByTestId('checkout-period')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/pricing');
      expect(redirectTo).not.toHaveBeenCalled();
    },
  );

  it("shows the yearly card's checkout with the server's offer applied, and pays that amount", async () => {
    let session: unknown;
    let release: () => void = () => {};
    mockApi({
      '/api/billing/offer': () => ({ offer: OFFER }),
      '/api/billing/quote': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { planId: number; discountCode?: string };
        return body.discountCode === 'ANNUAL25' ? { quote: OFFER.quote } : quote(body.planId, 169900);
      },
      '/api/billing/create-checkout-session': async (_url, init) => {
        session = JSON.parse(String(init?.body));
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return checkout('http://localhost:3000/sandbox/pay/T1');
      },
    });
    await renderApp('/pricing', { lng: 'en', user: USER });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[3]).toHaveTextContent('1,699'));
    await userEvent.click(within(cards[3]!).getByRole('button', { name: /choose this plan/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Yearly?' });
    expect(await within(dialog).findByTestId('checkout-total')).toHaveTextContent('SAR 1,274.25');
    expect(within(dialog).getByTestId('checkout-discount')).toHaveTextContent('ANNUAL25');
    // The offer applies by itself: no code was typed, so there is nothing to remove.
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('button', { name: /Redirecting/ })).toBeDisabled();
    release();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost:3000/sandbox/pay/T1'));
    expect(session).toMatchObject({ planId: 4, discountCode: 'ANNUAL25', quotedTotalCents: 127425 });
  });

  it('waits for the plans when a card is chosen before they arrive', async () => {
    let releasePlans: () => void = () => {};
    mockApi({
      '/api/plans': async () => {
        await new Promise<void>((resolve) => {
          releasePlans = resolve;
        });
        return { plans: PLANS };
      },
      '/api/billing/quote': () => quote(2, 24900),
    });
    await renderApp('/pricing', { lng: 'en', user: USER });
    const cards = await screen.findAllByTestId('plan-card');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /choose this plan/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    releasePlans();
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Monthly?' })).toBeInTheDocument();
    expect(screen.queryByText('Plan not found. Please try again.')).not.toBeInTheDocument();
  });

  it('says in the checkout why a payment could not start, and keeps it open', async () => {
    mockApi({
      '/api/billing/quote': () => quote(2, 24900),
      '/api/billing/create-checkout-session': () =>
        json({ error: 'billing:provider_error', message: 'The payment provider is unavailable.' }, 502),
    });
    await renderApp('/pricing', { lng: 'en', user: USER });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[1]).toHaveTextContent('249'));
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /choose this plan/i }));
    const dialog = await screen.findByRole('dialog');
    const pay = await within(dialog).findByRole('button', { name: 'Continue to payment' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await within(dialog).findByText('The payment provider is unavailable.')).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('asks for a Saudi mobile number when the provider needs one, then pays', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/api/billing/quote': () => quote(3, 99900),
      '/api/billing/create-checkout-session': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { mobile?: string };
        bodies.push(body);
        if (!body.mobile) {
          return json(
            { error: 'billing:mobile_required', message: 'A Saudi mobile number is required.' },
            422,
          );
        }
        return checkout('/sandbox/pay/T2');
      },
    });
    await renderApp('/pricing', { lng: 'en', user: USER });
    const cards = await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(cards[2]).toHaveTextContent('999'));
    await userEvent.click(within(cards[2]!).getByRole('button', { name: /choose this plan/i }));
    const summary = await screen.findByRole('dialog', { name: 'Subscribe to Biannual?' });
    const confirm = await within(summary).findByRole('button', { name: 'Continue to payment' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Your mobile number' });
    const field = within(dialog).getByLabelText('Saudi mobile number');
    await userEvent.type(field, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(
      within(dialog).getByText('Enter a 10-digit Saudi mobile number starting with 05.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    await userEvent.clear(field);
    await userEvent.type(field, '055 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/sandbox/pay/T2'));
    expect(bodies[1]).toMatchObject({ planId: 3, mobile: '+966551234567', quotedTotalCents: 99900 });
  });

  it('tells a signed-in user when no plan matches', async () => {
    mockApi({ '/api/plans': () => ({ plans: [] }) });
    const { router } = await renderApp('/pricing', { lng: 'en', user: USER });
    const cards = await screen.findAllByTestId('plan-card');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /choose this plan/i }));
    expect(await screen.findByText('Plan not found. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });
});
