import type { Plan } from '@mustashar/contracts';
import type { SubscriptionView } from '@/lib/api/subscription';

/** A plan's name in the reading language (falls back to display_name, then name). */
export function planLabel(plan: Plan, lng: string | undefined): string {
  const names = plan.display_names;
  return (lng === 'en' ? names?.en : names?.ar) || plan.display_name || plan.name;
}

/** The subscription's plan, found in the catalogue by id when possible. */
export function subscriptionPlan(subscription: SubscriptionView, plans: Plan[]): Plan | undefined {
  return (
    plans.find((p) => p.id === subscription.planId) ??
    (subscription.planName ? plans.find((p) => p.name === subscription.planName) : undefined)
  );
}

export function subscriptionLabel(
  subscription: SubscriptionView,
  plans: Plan[],
  lng: string | undefined,
): string {
  const names = subscription.planDisplayNames;
  if (names) return lng === 'en' ? names.en : names.ar;
  const plan = subscriptionPlan(subscription, plans);
  if (plan) return planLabel(plan, lng);
  return subscription.planDisplayName ?? subscription.planName ?? '';
}

/** VAT included in a VAT-inclusive total: total × 15/115, rounded to the halala. */
export function includedVatCents(totalCents: number): number {
  return Math.round((totalCents * 15) / 115);
}
