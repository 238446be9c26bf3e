import type {
  CheckoutUrlResponse,
  CreateInvoiceResponse,
  DashboardStats,
  NotificationSettingsResponse,
  PaymentItem,
  PlanChange,
  QuoteResponse,
  SessionUser,
  Subscription,
  TeamMember,
  TeamResponse,
  VerifyPaymentResponse,
} from '@mustashar/contracts';
import { type ApiHandlers, json, mockApi, PLANS, sessionUser } from '@/test/api-mock';

/** Bodies typed by packages/contracts' billing schemas, for the web tests. */
export const SUBSCRIBER = sessionUser({ subscriptionActive: true, planDisplayName: 'Trainee lawyer' });
export const REGISTERED = sessionUser();

export const SUBSCRIPTION: Subscription = {
  id: 's1',
  planId: 2,
  planName: 'monthly',
  planDisplayName: 'Trainee lawyer',
  planDisplayNames: { ar: 'المحامي المتدرب', en: 'Trainee lawyer' },
  status: 'active',
  interval: 'monthly',
  priceCents: 24900,
  paidCents: null,
  currency: 'SAR',
  currentPeriodStart: '2026-01-01T09:00:00.000Z',
  currentPeriodEnd: '2026-02-01T09:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  daysLeft: 20,
  role: 'owner',
};

export function payment(id: string, extra: Partial<PaymentItem> = {}): PaymentItem {
  return {
    id,
    subscriptionId: 's1',
    provider: 'sandbox',
    providerPaymentId: `T-${id}`,
    transactionNo: `T-${id}`,
    orderNumber: `ORD-${id}`,
    amount: 249,
    amount_cents: 24900,
    vat_cents: 3248,
    currency: 'SAR',
    status: 'paid',
    method: 'mada',
    paymentType: 'subscription',
    metadata: {},
    date: '2026-01-01T09:00:00.000Z',
    created_at: '2026-01-01T09:00:00.000Z',
    paidAt: '2026-01-01T09:01:00.000Z',
    receiptUrl: null,
    invoiceUrl: `/api/billing/invoices/${id}.pdf`,
    invoiceNumber: 1,
    receiptPasscode: null,
    planName: 'monthly',
    planDisplayName: 'Trainee lawyer',
    discount: null,
    hiddenAt: null,
    ...extra,
  };
}

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

/** What POST /api/billing/paylink/create-invoice answers. */
export function invoice(paymentUrl: string): CreateInvoiceResponse {
  const { url: _url, ...rest } = checkout(paymentUrl);
  return { success: true, invoice: rest };
}

export function notificationSettings(
  extra: Partial<NotificationSettingsResponse> = {},
): NotificationSettingsResponse {
  return {
    emailInvoices: true,
    emailFailures: true,
    emailReminders: true,
    webhookUrl: null,
    webhookSecret: null,
    ...extra,
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

export function team(members: TeamMember[], extra: Partial<TeamResponse> = {}): TeamResponse {
  return { members, seats: { used: members.length, total: 3 }, canManage: true, planName: null, ...extra };
}

/** A verified payment as GET /api/billing/paylink/verify-payment answers a signed-in payer. */
export function verified(extra: Partial<VerifyPaymentResponse> = {}): VerifyPaymentResponse {
  return {
    verified: true,
    status: 'paid',
    payment: {
      id: 'p1',
      transactionNo: 'T-1',
      orderNumber: 'ORD-1',
      amount: 249,
      amountCents: 24900,
      currency: 'SAR',
      paymentMethod: 'mada',
      receiptUrl: null,
      invoiceUrl: '/api/billing/invoices/p1.pdf',
    },
    subscription: SUBSCRIPTION,
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

/** A signed-in subscriber whose billing calls answer with quiet defaults; tests override what they look at. */
export function billingApi<const K extends string = never>(
  overrides: ApiHandlers<K> = {} as ApiHandlers<K>,
  user: SessionUser = SUBSCRIBER,
) {
  mockApi({
    '/api/auth/me': () => ({ user }),
    '/api/billing/subscription': () => ({ subscription: SUBSCRIPTION }),
    '/api/billing/history': () => ({ payments: [] }),
    '/api/billing/methods': () => ({ methods: [] }),
    '/api/billing/contacts': () => ({ contact: null }),
    '/api/billing/notifications': () => notificationSettings(),
    '/api/team': () => ({ members: [], seats: { used: 1, total: 3 }, canManage: true, planName: null }),
    '/api/dashboard/stats': () => STATS,
    // The checkout dialog pays only what a quote showed: a plan's plain price unless a test says otherwise.
    '/api/billing/quote': (_url, init) => {
      const { planId } = JSON.parse(String(init?.body)) as { planId: number };
      const plan = PLANS.find((p) => p.id === planId);
      if (!plan) return json({ error: 'billing:plan_not_found', message: 'Plan not found' }, 404);
      const vatCents = Math.round(plan.price_cents - plan.price_cents / 1.15);
      return {
        quote: {
          planId,
          planName: plan.display_name,
          subtotalCents: plan.price_cents,
          currency: 'SAR',
          discount: null,
          change: null,
          totalCents: plan.price_cents,
          vatCents,
        },
      };
    },
  });
  mockApi(overrides);
}
