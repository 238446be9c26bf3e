import { z } from 'zod';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './billing.ts';

/** The console's payments and refunds (ADR 087). */

/** A payment's status as the console filters it: `refunded` is a paid payment with a refund row. */
export const ADMIN_PAYMENT_STATUSES = [...PAYMENT_STATUSES, 'refunded'] as const;
export const REFUND_REASON_LENGTH = { min: 3, max: 500 } as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const sar = z.coerce.number().min(0).max(1_000_000);
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const AdminPaymentsQuerySchema = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(ADMIN_PAYMENT_STATUSES).optional()),
    provider: z.preprocess(blankToUndefined, z.enum(PAYMENT_PROVIDERS).optional()),
    /** Days in Riyadh time, both included. */
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
    /** Riyals, VAT included. */
    minAmount: z.preprocess(blankToUndefined, sar.optional()),
    maxAmount: z.preprocess(blankToUndefined, sar.optional()),
    /** The payer's email or id. */
    user: z.string().trim().max(254).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    /** The CSV's language, for a download link (which sends the browser's own Accept-Language). */
    lang: z.enum(['ar', 'en']).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount, {
    path: ['maxAmount'],
    message: 'maxAmount must not be below minAmount',
  });
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuerySchema>;

const Names = z.object({ ar: z.string(), en: z.string() });

export const AdminPaymentRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  orderNumber: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  refunded: z.boolean(),
  /** The user hid it from their own history; the console still lists it. */
  hidden: z.boolean(),
  amountCents: z.number().int(),
  currency: z.string(),
  planDisplayNames: Names,
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminPaymentRow = z.infer<typeof AdminPaymentRowSchema>;

export const AdminPaymentsResponseSchema = z.object({
  payments: z.array(AdminPaymentRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;

export const AdminRefundSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  vatCents: z.number().int(),
  /** `manual`: the operator refunded in the provider's dashboard and the console recorded it. */
  kind: z.enum(['provider', 'manual']),
  providerRefundId: z.string().nullable(),
  reason: z.string(),
  creditNoteNumber: z.number().int(),
  invoiceNumber: z.number().int(),
  endedAccess: z.boolean(),
  actorEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
  creditNoteUrl: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminPaymentDetailSchema = z.object({
  payment: AdminPaymentRowSchema.extend({
    transactionNo: z.string().nullable(),
    method: z.string().nullable(),
    planName: z.string(),
    vatCents: z.number().int(),
    /** The plan's price before a discount code or credit, VAT included. */
    subtotalCents: z.number().int(),
    discount: z.object({ code: z.string().nullable(), amountCents: z.number().int() }).nullable(),
    creditCents: z.number().int(),
    /** What the provider and checkout recorded, flattened to readable key/value pairs. */
    metadata: z.array(z.object({ key: z.string(), value: z.string() })),
    invoice: z.object({ number: z.number().int(), url: z.string() }).nullable(),
  }),
  refund: AdminRefundSchema.nullable(),
  /** How a refund would be made now: through the provider, by hand in its dashboard, or not at all. */
  refundMode: z.enum(['provider', 'manual']).nullable(),
});
export type AdminPaymentDetail = z.infer<typeof AdminPaymentDetailSchema>;

export const AdminRefundRequestSchema = z.object({
  reason: z.string().trim().min(REFUND_REASON_LENGTH.min).max(REFUND_REASON_LENGTH.max),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

export const AdminRefundResponseSchema = z.object({ refund: AdminRefundSchema, message: z.string() });
