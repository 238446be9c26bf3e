import { json, mockApi, PLANS } from '@/test/api-mock';

/** Shapes of packages/contracts' billing schemas, for the web tests. */
export const SUBSCRIBER = {
  id: 'u1',
  name: 'Sara Ahmed',
  email: 'sara@example.sa',
  subscriptionActive: true,
};
export const REGISTERED = { ...SUBSCRIBER, subscriptionActive: false };

export const SUBSCRIPTION = {
  id: 's1',
  planId: 2,
  planName: 'monthly',
  planDisplayName: 'Trainee lawyer',
  planDisplayNames: { ar: 'المحامي المتدرب', en: 'Trainee lawyer' },
  status: 'active',
  interval: 'monthly',
  priceCents: 24900,
  currency: 'SAR',
  currentPeriodStart: '2026-01-01T09:00:00.000Z',
  currentPeriodEnd: '2026-02-01T09:00:00.000Z',
  cancelAtPeriodEnd: false,
  daysLeft: 20,
  role: 'owner',
};

export function payment(id: string, extra: Record<string, unknown> = {}) {
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
    hiddenAt: null,
    ...extra,
  };
}

export const STATS = {
  user: SUBSCRIBER,
  chatUsage: { used: 12, total: 999, resetDate: '2026-02-01T00:00:00.000Z', messages: 34 },
  subscription: {
    status: 'active',
    planName: 'trainee-lawyer',
    planDisplayName: 'Trainee lawyer',
    price: 24900,
    interval: 'monthly',
    expiresAt: '2026-02-01T09:00:00.000Z',
    daysLeft: 20,
    cancelAtPeriodEnd: false,
  },
  stats: { messagesThisMonth: 34, daysActive: 9, sessionsCompleted: 5, daysLeft: 20 },
};

/** A signed-in subscriber whose billing calls answer with quiet defaults; tests override what they look at. */
export function billingApi(overrides: Parameters<typeof mockApi>[0] = {}, user: object = SUBSCRIBER) {
  mockApi({
    '/api/auth/me': () => ({ user }),
    '/api/billing/subscription': () => ({ subscription: SUBSCRIPTION }),
    '/api/billing/history': () => ({ payments: [] }),
    '/api/billing/methods': () => ({ methods: [] }),
    '/api/billing/contacts': () => ({ contact: null }),
    '/api/billing/notifications': () => ({ emailInvoices: true, emailFailures: true, webhookUrl: null }),
    '/api/team': () => ({ members: [] }),
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
          totalCents: plan.price_cents,
          vatCents,
        },
      };
    },
    ...overrides,
  });
}
