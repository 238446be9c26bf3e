import { z } from 'zod';
import { INT4_MAX } from './billing.ts';
import { PLAN_FEATURES } from './plan-catalogue.ts';
import { PlanIntervalSchema } from './plans.ts';

/** Plans and discount codes in the operator console (ADR 088); admin only. */

export const AdminCatalogueErrorCode = {
  planNotFound: 'admin:plan_not_found',
  /** Deactivating the only active plan would leave nothing to buy. */
  lastActivePlan: 'admin:last_active_plan',
  codeNotFound: 'admin:code_not_found',
  /** The kind or value of a code someone has already redeemed. */
  codeLocked: 'admin:code_locked',
  /** A redemption limit under the redemptions already held. */
  codeLimitBelowUsed: 'admin:code_limit_below_used',
  /** The console and `npm run discounts` share these: one create function (billing/discount-admin.ts). */
  codeExists: 'billing:discount_code_exists',
  codeTermsInvalid: 'billing:discount_terms_invalid',
} as const;

/** How long a plan's texts may be: the cards and the invoice have room for this much. */
export const PLAN_TEXT_LIMITS = { name: 60, description: 400, feature: 160, features: 12 } as const;

/** One line of text: trimmed, not empty, no line breaks (a name or a feature is shown on one line). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n\t]/.test(value), { error: 'one line' });

const Localized = <T extends z.ZodType>(schema: T) => z.object({ ar: schema, en: schema });

export const AdminPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  interval: PlanIntervalSchema,
  active: z.boolean(),
  popular: z.boolean(),
  priceCents: z.number().int().nonnegative(),
  displayNames: Localized(z.string()),
  descriptions: Localized(z.string()),
  features: Localized(z.array(z.string())),
  /** What the plan unlocks: code (the catalogue), not editable. */
  includes: z.array(z.enum(PLAN_FEATURES)),
  /** Subscriptions on this plan still running now; a price change never touches them. */
  runningSubscriptions: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

export const AdminPlansResponseSchema = z.object({ plans: z.array(AdminPlanSchema) });

/** Every field optional: only what is given changes (the form sends all of them; the audit keeps what differed). */
export const AdminPlanUpdateSchema = z.object({
  displayNames: Localized(line(PLAN_TEXT_LIMITS.name)).optional(),
  descriptions: Localized(z.string().trim().min(1).max(PLAN_TEXT_LIMITS.description)).optional(),
  features: Localized(
    z.array(line(PLAN_TEXT_LIMITS.feature)).min(1).max(PLAN_TEXT_LIMITS.features),
  ).optional(),
  /** Halalas, VAT included; for purchases from now on only. */
  priceCents: z.number().int().min(0).max(INT4_MAX).optional(),
  active: z.boolean().optional(),
});
export type AdminPlanUpdate = z.input<typeof AdminPlanUpdateSchema>;

export const PlanIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
/** Letters, digits, - and _; stored in capitals, matched whatever the case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{2,64}$/;

export const AdminDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent (1–100) or halalas. */
  value: z.number().int(),
  validFrom: z.iso.datetime().nullable(),
  validTo: z.iso.datetime().nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxPerUser: z.number().int(),
  /** Empty: every plan. */
  planIds: z.array(z.number().int()),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Held now: paid payments' and pending checkouts'. */
  redemptions: z.number().int(),
  paidRedemptions: z.number().int(),
  /** Null: no limit. */
  remaining: z.number().int().nullable(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;

export const AdminDiscountCodesResponseSchema = z.object({ codes: z.array(AdminDiscountCodeSchema) });

const codeText = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, { error: '2 to 64 letters, digits, - or _' }));
const moment = z.iso.datetime({ offset: true }).nullable();
const count = z.number().int().min(1).max(INT4_MAX);
const planIds = z.array(z.number().int().positive().max(INT4_MAX)).max(50);

const discountTerms = {
  validFrom: moment.default(null),
  validTo: moment.default(null),
  maxRedemptions: count.nullable().default(null),
  maxPerUser: count.default(1),
  planIds: planIds.default([]),
};

function valueFits(body: { kind?: 'percent' | 'fixed'; value?: number }) {
  return body.kind !== 'percent' || body.value === undefined || body.value <= 100;
}

export const AdminDiscountCreateSchema = z
  .object({
    code: codeText,
    kind: z.enum(DISCOUNT_KINDS),
    value: count,
    active: z.boolean().default(true),
    ...discountTerms,
  })
  .refine(valueFits, { error: 'a percentage is 1 to 100', path: ['value'] });
export type AdminDiscountCreate = z.input<typeof AdminDiscountCreateSchema>;

/** What may change: the code's name never; kind and value only until someone redeems it (ADR 088). */
export const AdminDiscountUpdateSchema = z
  .object({
    kind: z.enum(DISCOUNT_KINDS).optional(),
    value: count.optional(),
    active: z.boolean().optional(),
    validFrom: moment.optional(),
    validTo: moment.optional(),
    maxRedemptions: count.nullable().optional(),
    maxPerUser: count.optional(),
    planIds: planIds.optional(),
  })
  .refine(valueFits, { error: 'a percentage is 1 to 100', path: ['value'] });
export type AdminDiscountUpdate = z.input<typeof AdminDiscountUpdateSchema>;

export const AdminRedemptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  paymentId: z.string(),
  orderNumber: z.string(),
  paymentStatus: z.string(),
  amountOffCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminRedemption = z.infer<typeof AdminRedemptionSchema>;

export const AdminRedemptionsResponseSchema = z.object({
  code: AdminDiscountCodeSchema,
  redemptions: z.array(AdminRedemptionSchema),
});
