import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;

export function listActivePlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export function findPlanById(db: Db, id: number): Promise<PlanRow | undefined> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.id, id))
    .then((rows) => rows[0]);
}

/**
 * Seeds the catalogue by name (ADR 088): a missing plan is inserted with the catalogue's values; an existing one
 * keeps what operators edit in the console (names, descriptions, features, price, active) and takes from the code
 * only what the code owns (its interval, its place in the list and the "popular" badge). Seeding twice, or a
 * restart after an edit, changes nothing an operator set.
 */
export async function seedPlanRows(db: Db, rows: (typeof plans.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(plans)
    .values(rows)
    .onConflictDoUpdate({
      target: plans.name,
      set: {
        interval: sql`excluded.interval`,
        popular: sql`excluded.popular`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
