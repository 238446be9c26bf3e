import type {
  CreateInvoiceResponse,
  NotificationSettingsResponse,
  PaymentItem,
  SessionUser,
  Subscription,
  TeamMember,
  TeamResponse,
  VerifyPaymentResponse,
} from '@mustashar/contracts';
import { type ApiHandlers, json, mockApi, PLANS, sessionUser } from '@/test/api-mock';
import { checkout, quote, STATS, SUBSCRIBER } from '@/test/billing-fixtures';

/** Bodies typed by packages/contracts' billing schemas, for the billing tests; those other features show are shared. */
export { change, checkout, quote, STATS, SUBSCRIBER } from '@/test/billing-fixtures';

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
      return quote(planId, plan.price_cents);
    },
  });
  mockApi(overrides);
}
