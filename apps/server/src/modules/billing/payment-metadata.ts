import { z } from 'zod';

/**
 * What a payment row keeps in `payments.metadata` (jsonb). Every key is optional: each is written at its own
 * step (checkout, the provider's invoice, payment, failure). Reading never throws: a key that does not have its
 * shape reads as absent, and keys this schema does not know (the sandbox's record, say) are kept as they are.
 */

/** The discount code as it was at checkout, so its invoice and history show it as the user saw it. */
export const PaymentDiscountSchema = z.object({
  codeId: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  subtotalCents: z.number(),
  discountCents: z.number(),
});
export type PaymentDiscount = z.infer<typeof PaymentDiscountSchema>;

/**
 * A plan change: at checkout, what was quoted (the credit priced in); from activation on, what was actually
 * carried over from the subscription that ended then (null when none), which is what a later change counts as
 * that payment's value.
 */
export const PaymentPlanChangeSchema = z.object({
  fromSubscriptionId: z.string(),
  fromPlanId: z.number(),
  unusedCents: z.number(),
  creditCents: z.number(),
  extraMs: z.number(),
});
export type PaymentPlanChange = z.infer<typeof PaymentPlanChangeSchema>;

const CardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().nullish(),
  expYear: z.number().nullish(),
});

/** An optional key that reads as absent when it is not of its shape. */
const tolerant = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const PaymentMetadataSchema = z.looseObject({
  /** The checkout's kind: new, renew or change. */
  kind: tolerant(z.string()),
  planName: tolerant(z.string()),
  callbackUrl: tolerant(z.string()),
  paymentUrl: tolerant(z.string()),
  failureReason: tolerant(z.string()),
  card: tolerant(CardSchema.nullable()),
  receiptPasscode: tolerant(z.string().nullable()),
  paymentMethod: tolerant(z.string().nullable()),
  discount: tolerant(PaymentDiscountSchema),
  /** A code held at checkout but refused at payment (its limits were reached by then). */
  discountRefused: tolerant(z.object({ code: z.string(), discountCents: z.number() })),
  planChange: tolerant(PaymentPlanChangeSchema.nullable()),
  quotedPlanChange: tolerant(PaymentPlanChangeSchema),
  /** A renewal charged to a saved card: which period, which attempt (0, 1, 2) and which card. */
  renewal: tolerant(
    z.object({
      subscriptionId: z.string(),
      periodEnd: z.string(),
      attempt: z.number(),
      cardBrand: z.string(),
      cardLast4: z.string(),
    }),
  ),
  /** Owned by the sandbox provider, which reads and writes it in SQL. */
  sandbox: z.unknown().optional(),
});
export type PaymentMetadata = z.infer<typeof PaymentMetadataSchema>;

/** A payment's metadata, read through its schema: never throws, keeps keys it does not know. */
export function paymentMetadata(row: { metadata: unknown }): PaymentMetadata {
  const parsed = PaymentMetadataSchema.safeParse(row.metadata);
  return parsed.success ? parsed.data : {};
}
