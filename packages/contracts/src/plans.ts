import { z } from 'zod';

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
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({ plans: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/**
 * The client's acceptance rule: only plans with active true, a numeric id and string name
 * and interval are kept; display_name defaults to name and price_cents to 0.
 */
export function acceptPlans(raw: unknown): Plan[] {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as { plans?: unknown }).plans)
      ? (raw as { plans: unknown[] }).plans
      : [];
  const accepted: Plan[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const p = item as Record<string, unknown>;
    if (p.active !== true || typeof p.id !== 'number' || typeof p.name !== 'string') continue;
    if (typeof p.interval !== 'string') continue;
    const interval = PlanIntervalSchema.safeParse(p.interval);
    const displayName = typeof p.display_name === 'string' && p.display_name ? p.display_name : p.name;
    const names = LocalizedSchema.safeParse(p.display_names);
    const description = LocalizedSchema.safeParse(p.description);
    const features = LocalizedListSchema.safeParse(p.features);
    accepted.push({
      id: p.id,
      name: p.name,
      display_name: displayName,
      display_names: names.success ? names.data : { ar: displayName, en: displayName },
      price_cents: typeof p.price_cents === 'number' && p.price_cents >= 0 ? p.price_cents : 0,
      currency: 'SAR',
      // An interval we do not know still counts as a plan; cards then map to it by position.
      interval: interval.success ? interval.data : (p.interval as PlanInterval),
      active: true,
      popular: p.popular === true,
      description: description.success
        ? description.data
        : { ar: String(p.description ?? ''), en: String(p.description ?? '') },
      features: features.success ? features.data : { ar: [], en: [] },
    });
  }
  return accepted;
}

/**
 * Maps a landing card to a server plan: by interval first, else by the card's position.
 */
export function planForCard(plans: Plan[], card: { interval: string; index: number }): Plan | undefined {
  return plans.find((p) => p.interval === card.interval) ?? plans[card.index];
}
