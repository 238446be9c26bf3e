import type {
  CheckoutUrlResponse,
  DashboardStats,
  Offer,
  PlanChange,
  QuoteResponse,
} from '@mustashar/contracts';
import { PLANS, sessionUser } from './api-mock';

/** Billing bodies typed by packages/contracts' schemas, for the tests of every feature that shows them. */
export const SUBSCRIBER = sessionUser({ subscriptionActive: true, planDisplayName: 'Trainee lawyer' });

/** What create-checkout-session, renew and switch answer: the checkout and the payment page's url. */
export function checkout(url: string): CheckoutUrlResponse {
  return {
    paymentId: 'p-new',
    orderNumber: 'ORD-new',
    transactionNo: 'T-new',
    paymentUrl: url,
    amountCents: 24900,
    currency: 'SAR',
    url,
  };
}

/** A quote with no discount and no running subscription unless given. */
export function quote(
  planId: number,
  totalCents: number,
  extra: Partial<QuoteResponse['quote']> = {},
): QuoteResponse {
  return {
    quote: {
      planId,
      planName: PLANS.find((p) => p.id === planId)?.display_name ?? 'Monthly',
      subtotalCents: totalCents,
      discount: null,
      change: null,
      totalCents,
      vatCents: Math.round((totalCents * 15) / 115),
      currency: 'SAR',
      ...extra,
    },
  };
}

export function change(extra: Partial<PlanChange> = {}): PlanChange {
  return {
    kind: 'change',
    fromPlanName: 'Monthly',
    unusedCents: 0,
    creditCents: 0,
    extraDays: 0,
    periodStart: '2026-01-11T09:00:00.000Z',
    periodEnd: '2027-01-11T09:00:00.000Z',
    ...extra,
  };
}

export const STATS: DashboardStats = {
  user: { id: SUBSCRIBER.id, name: SUBSCRIBER.name, email: SUBSCRIBER.email, subscriptionActive: true },
  chatUsage: { used: 12, total: 999, resetDate: '2026-02-01T00:00:00.000Z', messages: 34 },
  subscription: {
    status: 'active',
    planName: 'trainee-lawyer',
    planDisplayName: 'Trainee lawyer',
    price: 24900,
    paid: null,
    interval: 'monthly',
    expiresAt: '2026-02-01T09:00:00.000Z',
    daysLeft: 20,
    cancelAtPeriodEnd: false,
  },
  stats: { messagesThisMonth: 34, daysActive: 9, sessionsCompleted: 5, daysLeft: 20 },
};

/** GET /api/billing/offer: the yearly offer's code, as the server seeds it (25% here, to tell it from a constant). */
export const OFFER: Offer = {
  code: 'ANNUAL25',
  percent: 25,
  quote: {
    planId: 4,
    planName: 'Yearly',
    subtotalCents: 169900,
    discount: { code: 'ANNUAL25', kind: 'percent', value: 25, amountCents: 42475 },
    change: null,
    totalCents: 127425,
    vatCents: 16621,
    currency: 'SAR',
  },
};
