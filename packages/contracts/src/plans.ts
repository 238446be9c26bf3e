import { z } from 'zod';
import { PLAN_FEATURES } from './plan-catalogue.ts';

export const PLAN_INTERVALS = ['hourly', 'monthly', 'biannual', 'yearly'] as const;
export const PlanIntervalSchema = z.enum(PLAN_INTERVALS);
export type PlanInterval = z.infer<typeof PlanIntervalSchema>;

const LocalizedSchema = z.object({ ar: z.string(), en: z.string() });
const LocalizedListSchema = z.object({ ar: z.array(z.string()), en: z.array(z.string()) });

/** A plan as the server sends it, plus the localized texts we add. */
export const PlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  display_names: LocalizedSchema,
  price_cents: z.number().int().nonnegative(),
  currency: z.literal('SAR'),
  interval: PlanIntervalSchema,
  active: z.boolean(),
  popular: z.boolean(),
  description: LocalizedSchema,
  features: LocalizedListSchema,
  /** What the server lets a subscriber of the plan use beyond chat (the catalogue's table). */
  includes: z.array(z.enum(PLAN_FEATURES)),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({ plans: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/**
 * Maps a landing card to a server plan: by interval first, else by the card's position.
 */
export function planForCard(plans: Plan[], card: { interval: string; index: number }): Plan | undefined {
  return plans.find((p) => p.interval === card.interval) ?? plans[card.index];
}
