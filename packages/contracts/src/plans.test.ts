import { describe, expect, it } from 'vitest';
import { acceptPlans, planForCard } from './plans.ts';

const plan = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'hourly',
  display_name: 'Hourly consultation',
  price_cents: 12900,
  interval: 'hourly',
  active: true,
  ...over,
});

describe('acceptPlans', () => {
  it('keeps only active plans with a numeric id and string name and interval', () => {
    const plans = acceptPlans({
      plans: [
        plan({}),
        plan({ id: '2' }),
        plan({ id: 3, active: false }),
        plan({ id: 4, name: 7 }),
        plan({ id: 5, interval: null }),
        null,
      ],
    });
    expect(plans.map((p) => p.id)).toEqual([1]);
  });

  it('defaults display_name to name and price_cents to 0', () => {
    const [p] = acceptPlans([plan({ display_name: undefined, price_cents: 'x' })]);
    expect(p?.display_name).toBe('hourly');
    expect(p?.price_cents).toBe(0);
  });

  it('accepts nothing from a malformed body', () => {
    expect(acceptPlans('oops')).toEqual([]);
    expect(acceptPlans({ plans: 'nope' })).toEqual([]);
  });
});

describe('planForCard', () => {
  const plans = acceptPlans([plan({ id: 1 }), plan({ id: 2, name: 'monthly', interval: 'monthly' })]);
  it('maps by interval first', () => {
    expect(planForCard(plans, { interval: 'monthly', index: 0 })?.id).toBe(2);
  });
  it('falls back to position', () => {
    expect(planForCard(plans, { interval: 'weekly', index: 0 })?.id).toBe(1);
    expect(planForCard(plans, { interval: 'weekly', index: 9 })).toBeUndefined();
  });
});
