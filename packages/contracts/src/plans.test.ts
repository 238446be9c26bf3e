import { describe, expect, it } from 'vitest';
import { type Plan, PlanSchema, planForCard } from './plans.ts';

const plan = (over: Partial<Plan>): Plan =>
  PlanSchema.parse({
    id: 1,
    name: 'hourly',
    display_name: 'Hourly consultation',
    display_names: { ar: 'استشارة بالساعة', en: 'Hourly consultation' },
    price_cents: 12900,
    currency: 'SAR',
    interval: 'hourly',
    active: true,
    popular: false,
    description: { ar: '', en: '' },
    features: { ar: [], en: [] },
    includes: [],
    ...over,
  });

describe('planForCard', () => {
  const plans = [plan({ id: 1 }), plan({ id: 2, name: 'monthly', interval: 'monthly' })];
  it('maps a card by interval first, else by position', () => {
    expect(planForCard(plans, { interval: 'monthly', index: 0 })?.id).toBe(2);
    expect(planForCard(plans, { interval: 'weekly', index: 0 })?.id).toBe(1);
    expect(planForCard(plans, { interval: 'weekly', index: 9 })).toBeUndefined();
  });
});
