import type { Plan } from '@mustashar/contracts';
import { type CataloguePlan, PLAN_CATALOGUE } from '@mustashar/contracts/plan-catalogue';

/** A landing plan card as written in the locale files; shown only with a name, price and period. */
export interface PlanCard {
  interval: string;
  name: string;
  /** One line under the name; empty when the plan has none. */
  description: string;
  price: string | number;
  period: string;
  features: string[];
  popular: boolean;
  /** Position in the locale list, used to map to a server plan when no interval matches. */
  index: number;
}

/** Keeps only cards that have a name, a price and a period. */
export function readPlanCards(raw: unknown): PlanCard[] {
  if (!Array.isArray(raw)) return [];
  const cards: PlanCard[] = [];
  raw.forEach((item: unknown, index) => {
    if (!item || typeof item !== 'object') return;
    const c = item as Record<string, unknown>;
    const name = typeof c.name === 'string' ? c.name.trim() : '';
    const period = typeof c.period === 'string' ? c.period.trim() : '';
    const price = typeof c.price === 'string' || typeof c.price === 'number' ? c.price : '';
    if (!name || !period || price === '') return;
    cards.push({
      interval: typeof c.interval === 'string' ? c.interval : '',
      name,
      description: typeof c.description === 'string' ? c.description.trim() : '',
      price,
      period,
      features: Array.isArray(c.features) ? c.features.filter((f): f is string => typeof f === 'string') : [],
      popular: c.popular === true,
      index,
    });
  });
  return cards;
}

/**
 * The cards' raw form from the plan catalogue in contracts, the one source the server seeds its plans from: the
 * same names, prices and features as GET /api/plans and the Plans page, in the page's language. Only the period's
 * word ("month") comes from the locale files.
 */
export function catalogueCards(
  lng: string | undefined,
  period: (interval: string) => string,
  catalogue: readonly CataloguePlan[] = PLAN_CATALOGUE,
): PlanCard[] {
  const en = lng === 'en';
  return readPlanCards(
    catalogue.map((plan) => ({
      interval: plan.interval,
      name: en ? plan.displayNameEn : plan.displayNameAr,
      description: en ? plan.descriptionEn : plan.descriptionAr,
      price: plan.priceCents / 100,
      period: period(plan.interval),
      features: en ? plan.featuresEn : plan.featuresAr,
      popular: plan.popular,
    })),
  );
}

/**
 * The cards from the server's plans (GET /api/plans), which operators edit in the console: names, prices and
 * features as the database holds them now. Shown as soon as the plans have arrived; the catalogue's cards are only
 * what the prerendered page and its hydration show until then (ADR 088).
 */
export function serverCards(
  plans: readonly Plan[],
  lng: string | undefined,
  period: (interval: string) => string,
): PlanCard[] {
  const en = lng === 'en';
  return readPlanCards(
    plans.map((plan) => ({
      interval: plan.interval,
      name: en ? plan.display_names.en : plan.display_names.ar,
      description: en ? plan.description.en : plan.description.ar,
      price: plan.price_cents / 100,
      period: period(plan.interval),
      features: en ? plan.features.en : plan.features.ar,
      popular: plan.popular,
    })),
  );
}

/** A card maps to a server plan by interval, else by position (same rule as contracts' planForCard). */
export function matchPlan(plans: Plan[], card: Pick<PlanCard, 'interval' | 'index'>): Plan | undefined {
  return plans.find((p) => p.interval === card.interval) ?? plans[card.index];
}

/** The price a card shows: the mapped server plan's price_cents / 100 when there is one. */
export function cardPrice(card: PlanCard, plan: Plan | undefined): number | string {
  return plan ? plan.price_cents / 100 : card.price;
}
