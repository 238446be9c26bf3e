import { PLAN_CATALOGUE as CATALOGUE, CURRENCY, type Plan } from '@mustashar/contracts';
import type { Db } from '../../db/client.ts';
import { findPlanById, listActivePlans, type PlanRow, seedPlanRows } from '../billing/plans.ts';
import { PLAN_CATALOGUE } from './catalogue.ts';

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    display_name: row.displayName,
    display_names: { ar: row.displayNameAr, en: row.displayNameEn },
    price_cents: row.priceCents,
    currency: CURRENCY,
    interval: row.interval,
    active: row.active,
    popular: row.popular,
    description: { ar: row.descriptionAr, en: row.descriptionEn },
    features: { ar: row.featuresAr, en: row.featuresEn },
    includes: [...(CATALOGUE.find((plan) => plan.name === row.name)?.includes ?? [])],
  };
}

export async function listPlans(db: Db): Promise<Plan[]> {
  return (await listActivePlans(db)).map(toPlan);
}

export async function getPlan(db: Db, id: number): Promise<Plan | undefined> {
  const row = await findPlanById(db, id);
  return row ? toPlan(row) : undefined;
}

export function seedPlans(db: Db): Promise<void> {
  return seedPlanRows(db, PLAN_CATALOGUE);
}
