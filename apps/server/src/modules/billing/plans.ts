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

/** Insert or update by name, so seeding twice leaves one row per plan with the catalogue's values. */
export async function upsertPlans(db: Db, rows: (typeof plans.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(plans)
    .values(rows)
    .onConflictDoUpdate({
      target: plans.name,
      set: {
        displayName: sql`excluded.display_name`,
        displayNameAr: sql`excluded.display_name_ar`,
        displayNameEn: sql`excluded.display_name_en`,
        priceCents: sql`excluded.price_cents`,
        interval: sql`excluded.interval`,
        active: sql`excluded.active`,
        popular: sql`excluded.popular`,
        descriptionAr: sql`excluded.description_ar`,
        descriptionEn: sql`excluded.description_en`,
        featuresAr: sql`excluded.features_ar`,
        featuresEn: sql`excluded.features_en`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
