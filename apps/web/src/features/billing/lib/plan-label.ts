import type { Plan, Subscription } from '@mustashar/contracts';

/** A plan's name in the reading language. */
export function planLabel(plan: Plan, lng: string | undefined): string {
  return lng === 'en' ? plan.display_names.en : plan.display_names.ar;
}

/** The subscription's plan in the catalogue. */
export function subscriptionPlan(subscription: Subscription, plans: Plan[]): Plan | undefined {
  return plans.find((p) => p.id === subscription.planId);
}

export function subscriptionLabel(subscription: Subscription, lng: string | undefined): string {
  const names = subscription.planDisplayNames;
  return lng === 'en' ? names.en : names.ar;
}

/** VAT included in a VAT-inclusive total: total × 15/115, rounded to the halala. */
export function includedVatCents(totalCents: number): number {
  return Math.round((totalCents * 15) / 115);
}
