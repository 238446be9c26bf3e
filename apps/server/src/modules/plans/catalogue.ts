import { PLAN_CATALOGUE as CATALOGUE } from '@mustashar/contracts';
import type { plans } from '../../db/schema.ts';

/**
 * The plan catalogue lives in contracts (one source for the server and the web app); seeded at start-up by name.
 * What a plan includes is not a column: it is read from the catalogue by the plan's name wherever it is checked.
 */
export const PLAN_CATALOGUE: (typeof plans.$inferInsert)[] = CATALOGUE.map(({ includes: _, ...plan }) => ({
  ...plan,
  featuresAr: [...plan.featuresAr],
  featuresEn: [...plan.featuresEn],
}));
