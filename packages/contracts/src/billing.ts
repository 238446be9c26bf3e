import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { PlanIntervalSchema } from './plans.ts';

/** Billing. Money is integer halalas (`*Cents`). */

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'canceled'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'canceled', 'expired'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const PAYMENT_PROVIDERS = ['sandbox', 'paylink', 'moyasar'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Prices include 15% VAT: the VAT part of a total, rounded to the halala (12900 → 1683). */
export function vatFromTotalCents(totalCents: number): number {
  return Math.round((totalCents * 15) / 115);
}

/** People on one subscription, the owner included. */
export const PLAN_SEATS: Record<string, number> = {
  hourly: 1,
  'trainee-lawyer': 1,
  'practicing-lawyer': 3,
  'national-consultant': 10,
};

/**
 * A Saudi mobile number in any usual spelling (05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX, 009665XXXXXXXX), normalised to
 * E.164 (+9665XXXXXXXX). Paylink requires one for every invoice.
 */
export const SaudiMobileSchema = z
  .string()
  .trim()
  // Arabic-Indic digits (٠٥…) are typed on Arabic keyboards: read them as the digits they are.
  .transform((value) =>
    value.replace(/[\s()-]/g, '').replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)),
  )
  .pipe(
    z.string().regex(/^(?:\+?966|00966|0)?5\d{8}$/, { error: 'expected a Saudi mobile number (05XXXXXXXX)' }),
  )
  .transform((value) => `+966${value.slice(-9)}`);

/** PostgreSQL's int4 (plans.id is a serial): a larger id would reach the query and fail there as a 500. */
export const INT4_MAX = 2_147_483_647;

const PlanIdSchema = z.coerce.number().int().positive().max(INT4_MAX);

/** A discount code as typed at checkout; blank means none (the server matches it whatever its case). */
export const DiscountCodeInputSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(1).max(64).optional(),
);

export const CreateInvoiceRequestSchema = z.object({
  planId: PlanIdSchema,
  /** Saved as the billing contact's mobile; required by Paylink when none is saved yet. */
  mobile: SaudiMobileSchema.optional(),
  discountCode: DiscountCodeInputSchema,
  /** The total of the quote the user saw: a checkout that would charge anything else is refused (409). */
  quotedTotalCents: z.number().int().nonnegative().optional(),
});
export type CreateInvoiceRequest = z.infer<typeof CreateInvoiceRequestSchema>;

/** The pending payment a checkout created and where to pay it. */
export const CheckoutSchema = z.object({
  paymentId: z.string(),
  orderNumber: z.string(),
  transactionNo: z.string(),
  paymentUrl: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('SAR'),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** POST /api/billing/paylink/create-invoice → `{success, invoice: {paymentUrl, …}}`. */
export const CreateInvoiceResponseSchema = z.object({ success: z.literal(true), invoice: CheckoutSchema });
export type CreateInvoiceResponse = z.infer<typeof CreateInvoiceResponseSchema>;

export const CheckoutSessionRequestSchema = z.object({
  planId: PlanIdSchema,
  /** Where the provider sends the browser back (same origin as the app only). */
  returnUrl: z.url().max(2000),
  mobile: SaudiMobileSchema.optional(),
  discountCode: DiscountCodeInputSchema,
  /** The total of the quote the user saw: a checkout that would charge anything else is refused (409). */
  quotedTotalCents: z.number().int().nonnegative().optional(),
});
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequestSchema>;

/** Renew sends the plan's name (not its number) as `planId`, and the email for the receipt. */
export const RenewRequestSchema = z.object({
  planId: z.string().trim().min(1).max(100),
  email: EmailSchema.optional(),
  mobile: SaudiMobileSchema.optional(),
  discountCode: DiscountCodeInputSchema,
  /** The total of the quote the user saw: a checkout that would charge anything else is refused (409). */
  quotedTotalCents: z.number().int().nonnegative().optional(),
});
export type RenewRequest = z.infer<typeof RenewRequestSchema>;

export const SwitchPlanRequestSchema = z.object({
  planId: PlanIdSchema,
  mobile: SaudiMobileSchema.optional(),
  discountCode: DiscountCodeInputSchema,
  /** The total of the quote the user saw: a checkout that would charge anything else is refused (409). */
  quotedTotalCents: z.number().int().nonnegative().optional(),
});

/** POST /api/billing/quote: what a checkout for this plan (with this code) will charge, before paying. */
export const QuoteRequestSchema = z.object({ planId: PlanIdSchema, discountCode: DiscountCodeInputSchema });
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** A code as applied to a price: percent (1–100) or a fixed number of halalas. */
export const AppliedDiscountSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  amountCents: z.number().int(),
});
export type AppliedDiscount = z.infer<typeof AppliedDiscountSchema>;

/**
 * What buying the plan does to the buyer's own running subscription (ADR 062): `new` (none runs), `renew` (the same
 * plan: the period is added after the current end) or `change` (another plan from now; the unused value of the
 * current one, `unusedCents`, is taken off the price as `creditCents`, and what exceeds the price adds time).
 * `periodEnd` is when the new period ends if paid now.
 */
export const PlanChangeSchema = z.object({
  kind: z.enum(['new', 'renew', 'change']),
  fromPlanName: z.string().nullable(),
  unusedCents: z.number().int(),
  creditCents: z.number().int(),
  /** Whole days (hours on the hourly plan are not whole days: 0) added to the period by the rest of the credit. */
  extraDays: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;

/**
 * Every amount is VAT-inclusive halalas; `vatCents` is the VAT within `totalCents` (what is paid: price − discount −
 * credit). The browser shows, never computes. `change` is null when nobody is signed in.
 */
export const QuoteSchema = z.object({
  planId: z.number().int(),
  planName: z.string(),
  subtotalCents: z.number().int(),
  discount: AppliedDiscountSchema.nullable(),
  change: PlanChangeSchema.nullable(),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  currency: z.literal('SAR'),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteResponseSchema = z.object({ quote: QuoteSchema });
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** GET /api/billing/offer: the yearly offer's code and its price, or null when there is no valid offer. */
export const OfferSchema = z.object({ code: z.string(), percent: z.number().int(), quote: QuoteSchema });
export type Offer = z.infer<typeof OfferSchema>;
export const OfferResponseSchema = z.object({ offer: OfferSchema.nullable() });
export type OfferResponse = z.infer<typeof OfferResponseSchema>;
export type SwitchPlanRequest = z.infer<typeof SwitchPlanRequestSchema>;

/** create-checkout-session, renew and switch answer `{url}` plus the checkout. */
export const CheckoutUrlResponseSchema = CheckoutSchema.extend({ url: z.string() });
export type CheckoutUrlResponse = z.infer<typeof CheckoutUrlResponseSchema>;

/** Both are required: a payment cannot be verified without either. */
export const VerifyPaymentQuerySchema = z.preprocess(
  // Paylink's own callback names are lowercase (transactionNo, orderNumber); both spellings are read.
  (value) =>
    value && typeof value === 'object'
      ? {
          TransactionNo:
            (value as Record<string, unknown>).TransactionNo ??
            (value as Record<string, unknown>).transactionNo,
          OrderNumber:
            (value as Record<string, unknown>).OrderNumber ?? (value as Record<string, unknown>).orderNumber,
        }
      : value,
  z.object({
    TransactionNo: z.string().trim().min(1).max(100),
    OrderNumber: z.string().trim().min(1).max(100),
  }),
);
export type VerifyPaymentQuery = z.infer<typeof VerifyPaymentQuerySchema>;

/** The user's subscription (or, for a team member, the owner's). */
export const SubscriptionSchema = z.object({
  id: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  planDisplayName: z.string(),
  planDisplayNames: z.object({ ar: z.string(), en: z.string() }),
  status: SubscriptionStatusSchema,
  interval: PlanIntervalSchema,
  priceCents: z.number().int(),
  /**
   * What the payment that bought the running period charged (an offer or a credit included), which the screens
   * show rather than the list price; null when nobody paid for it here (granted, or a team member's view).
   */
  paidCents: z.number().int().nullable(),
  currency: z.literal('SAR'),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Nothing renews by itself: after the period, access lasts until here (grace days) unless renewed; else null. */
  graceEndsAt: z.string().nullable(),
  /** Whole days of access left (rounded up), 0 when ended. */
  daysLeft: z.number().int(),
  /** `member` when access comes from someone else's subscription through their team. */
  role: z.enum(['owner', 'member']),
  /**
   * The saved card the period's end will be charged to (the owner's view of a subscription that renews by itself);
   * null or absent when it will not renew by itself.
   */
  renewalCard: z.object({ brand: z.string(), last4: z.string() }).nullish(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionResponseSchema = z.object({ subscription: SubscriptionSchema.nullable() });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;
export const SubscriptionCancelResponseSchema = z.object({
  subscription: SubscriptionSchema,
  message: z.string(),
});
export type SubscriptionCancelResponse = z.infer<typeof SubscriptionCancelResponseSchema>;

/** What verifying a payment returns. `amount` is in riyals. */
export const VerifyPaymentResponseSchema = z.object({
  verified: z.boolean(),
  status: PaymentStatusSchema,
  error: z.string().optional(),
  /** Null for a signed-out caller: the callback without a session learns only the outcome, not the payment. */
  payment: z
    .object({
      id: z.string(),
      transactionNo: z.string(),
      orderNumber: z.string(),
      amount: z.number(),
      amountCents: z.number().int(),
      currency: z.string(),
      paymentMethod: z.string().nullable(),
      receiptUrl: z.string().nullable(),
      invoiceUrl: z.string().nullable(),
    })
    .nullable(),
  subscription: SubscriptionSchema.nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

/** A payment history item; `amount` is riyals, `amount_cents` halalas. */
export const PaymentItemSchema = z.object({
  id: z.string(),
  subscriptionId: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerPaymentId: z.string().nullable(),
  transactionNo: z.string().nullable(),
  orderNumber: z.string(),
  amount: z.number(),
  amount_cents: z.number().int(),
  vat_cents: z.number().int(),
  currency: z.string(),
  status: PaymentStatusSchema,
  method: z.string().nullable(),
  paymentType: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  date: z.string(),
  created_at: z.string(),
  paidAt: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
  receiptPasscode: z.string().nullable(),
  planName: z.string(),
  planDisplayName: z.string(),
  /** The discount code used and what it took off (amount_cents is what was paid). */
  discount: AppliedDiscountSchema.nullable(),
  /** Only administrators ever get a hidden payment; then this is when the user hid it. */
  hiddenAt: z.string().nullable(),
  /** The credit note of the payment's refund (ADR 087); absent or null when it was not refunded. */
  creditNoteUrl: z.string().nullable().optional(),
});
export type PaymentItem = z.infer<typeof PaymentItemSchema>;

export const PaymentHistoryResponseSchema = z.object({ payments: z.array(PaymentItemSchema) });
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponseSchema>;
export const PaymentResponseSchema = z.object({ payment: PaymentItemSchema });
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const HistoryExportQuerySchema = z.object({ format: z.enum(['pdf', 'csv']).default('pdf') });

/** A card saved at the provider with the buyer's consent (its token stays on the server); the default is charged on renewal. */
export const PaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  name: z.string().nullable(),
  is_default: z.boolean(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodsResponseSchema = z.object({ methods: z.array(PaymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

export const BillingContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type BillingContact = z.infer<typeof BillingContactSchema>;
export const BillingContactResponseSchema = z.object({ contact: BillingContactSchema.nullable() });
export type BillingContactResponse = z.infer<typeof BillingContactResponseSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const UpdateBillingContactSchema = z.object({
  name: z.preprocess(blankToNull, z.string().trim().max(100).nullable()).optional(),
  email: z.preprocess(blankToNull, EmailSchema.nullable()).optional(),
  mobile: z.preprocess(blankToNull, SaudiMobileSchema.nullable()).optional(),
});
export type UpdateBillingContact = z.infer<typeof UpdateBillingContactSchema>;

export const NotificationSettingsSchema = z.object({
  emailInvoices: z.boolean(),
  emailFailures: z.boolean(),
  /** Renewal reminders 7 days and 1 day before the end and on the day. */
  emailReminders: z.boolean(),
  webhookUrl: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
/** GET/PUT /api/billing/notifications: the settings, the key webhook calls are signed with, and (PUT) a message. */
export const NotificationSettingsResponseSchema = NotificationSettingsSchema.extend({
  /** Only the account's owner gets it: null for a member of someone else's team. */
  webhookSecret: z.string().nullable(),
  message: z.string().optional(),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;

export const UpdateNotificationSettingsSchema = z.object({
  emailInvoices: z.boolean().optional(),
  emailFailures: z.boolean().optional(),
  emailReminders: z.boolean().optional(),
  /** https only, to a public address (checked by the server); empty clears it. */
  webhookUrl: z.preprocess(blankToNull, z.url().max(2000).nullable()).optional(),
});
export type UpdateNotificationSettings = z.infer<typeof UpdateNotificationSettingsSchema>;

/** What Paylink posts to the webhook; only the transaction number is trusted, and only to re-fetch it. */
export const PaymentWebhookSchema = z
  .object({
    transactionNo: z.union([z.string(), z.number()]).transform(String),
    orderNumber: z.union([z.string(), z.number()]).transform(String).optional(),
    merchantOrderNumber: z.union([z.string(), z.number()]).transform(String).optional(),
  })
  .passthrough();
export type PaymentWebhook = z.infer<typeof PaymentWebhookSchema>;

/**
 * Moyasar's webhook: the event type, the secret token configured in its dashboard (checked by the server), and
 * the payment it is about. Only the ids are used: the truth is read back from Moyasar.
 */
export const MoyasarWebhookSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    secret_token: z.string().optional(),
    data: z.object({ id: z.string(), invoice_id: z.string().nullish() }).passthrough(),
  })
  .passthrough();
export type MoyasarWebhook = z.infer<typeof MoyasarWebhookSchema>;

export const WebhookResponseSchema = z.object({ ok: z.literal(true), status: PaymentStatusSchema });

export const OkResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

/** The JSON body POSTed (HMAC-SHA256 signed) to a user's webhookUrl on payment events. */
export const PaymentEventSchema = z.object({
  id: z.string(),
  type: z.enum(['payment.paid', 'payment.failed', 'payment.canceled']),
  createdAt: z.string(),
  payment: z.object({
    id: z.string(),
    orderNumber: z.string(),
    transactionNo: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: PaymentStatusSchema,
    planName: z.string(),
    invoiceUrl: z.string().nullable(),
  }),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

export const BillingErrorCode = {
  planNotFound: 'billing:plan_not_found',
  mobileRequired: 'billing:mobile_required',
  invalidMobile: 'billing:invalid_mobile',
  invalidReturnUrl: 'billing:invalid_return_url',
  providerError: 'billing:provider_error',
  unknownTransaction: 'billing:unknown_transaction',
  transactionMismatch: 'billing:transaction_mismatch',
  amountMismatch: 'billing:amount_mismatch',
  noSubscription: 'billing:no_subscription',
  samePlan: 'billing:same_plan',
  paymentNotFound: 'billing:payment_not_found',
  invoiceNotFound: 'billing:invoice_not_found',
  webhookUnauthorized: 'billing:webhook_unauthorized',
  invalidWebhookUrl: 'billing:invalid_webhook_url',
  ownerOnly: 'billing:owner_only',
  alreadyProcessed: 'billing:already_processed',
  discountUnknown: 'billing:discount_unknown',
  discountExpired: 'billing:discount_expired',
  discountNotStarted: 'billing:discount_not_started',
  discountUsedUp: 'billing:discount_used_up',
  discountAlreadyUsed: 'billing:discount_already_used',
  discountNotForPlan: 'billing:discount_not_for_plan',
  quoteChanged: 'billing:quote_changed',
  notRefundable: 'billing:not_refundable',
  alreadyRefunded: 'billing:already_refunded',
  creditNoteNotFound: 'billing:credit_note_not_found',
  cardNotFound: 'billing:card_not_found',
} as const;
