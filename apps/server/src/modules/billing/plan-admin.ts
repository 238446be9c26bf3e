import {
  AdminCatalogueErrorCode,
  type AdminPlan,
  type AdminPlanUpdateSchema,
  PLAN_CATALOGUE,
} from '@mustashar/contracts';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { announceChange } from '../../db/changes.ts';
import type { Db } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { accessEnd } from './entitlements.ts';
import type { PlanRow } from './plans.ts';

/**
 * Plans as the console edits them (ADR 088): names, descriptions, features, price for new purchases and whether the
 * plan is on sale. The price lives on the plan only; a subscription or a pending payment carries what was charged,
 * so a change here never reaches them.
 */

type PlanUpdate = z.output<typeof AdminPlanUpdateSchema>;

const planNotFound = new AppError(404, AdminCatalogueErrorCode.planNotFound, {
  ar: 'لا توجد باقة بهذا المعرّف.',
  en: 'No plan has this id.',
});
const lastActivePlan = new AppError(409, AdminCatalogueErrorCode.lastActivePlan, {
  ar: 'لا يمكن إيقاف آخر باقة معروضة للبيع: فعّل باقة أخرى أولًا.',
  en: 'The last plan on sale cannot be deactivated: activate another plan first.',
});

function toAdminPlan(row: PlanRow, running: number): AdminPlan {
  return {
    id: row.id,
    name: row.name,
    interval: row.interval,
    active: row.active,
    popular: row.popular,
    priceCents: row.priceCents,
    displayNames: { ar: row.displayNameAr, en: row.displayNameEn },
    descriptions: { ar: row.descriptionAr, en: row.descriptionEn },
    features: { ar: row.featuresAr, en: row.featuresEn },
    includes: [...(PLAN_CATALOGUE.find((plan) => plan.name === row.name)?.includes ?? [])],
    runningSubscriptions: running,
  };
}

/** Every plan, active or not, in display order, with how many subscriptions on it still run. */
export async function listPlansForConsole(db: Db, now: Date): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
  const counts = await db
    .select({ planId: subscriptions.planId, n: count() })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'canceled']), gt(accessEnd, now)))
    .groupBy(subscriptions.planId);
  const running = new Map(counts.map((c) => [c.planId, Number(c.n)]));
  return rows.map((row) => toAdminPlan(row, running.get(row.id) ?? 0));
}

/** The fields of a plan as the audit log shows them, by the names the console uses. */
function auditFields(row: PlanRow) {
  return {
    displayNames: { ar: row.displayNameAr, en: row.displayNameEn },
    descriptions: { ar: row.descriptionAr, en: row.descriptionEn },
    features: { ar: row.featuresAr, en: row.featuresEn },
    priceCents: row.priceCents,
    active: row.active,
  };
}

type AuditFields = ReturnType<typeof auditFields>;

/** Before and after of the fields that differ; nothing when the update changed nothing. */
function changedFields(before: AuditFields, after: AuditFields) {
  const was: Partial<AuditFields> = {};
  const now: Partial<AuditFields> = {};
  for (const key of Object.keys(before) as (keyof AuditFields)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      Object.assign(was, { [key]: before[key] });
      Object.assign(now, { [key]: after[key] });
    }
  }
  return { before: was, after: now };
}

/**
 * Applies an edit under a lock on the active plans, so two operators deactivating the last two plans at once cannot
 * both succeed. Returns the plan and the changed fields (empty when nothing differed).
 */
export async function updatePlan(db: Db, id: number, update: PlanUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!row) throw planNotFound;
    if (update.active === false && row.active) {
      const others = await tx
        .select({ id: plans.id })
        .from(plans)
        .where(eq(plans.active, true))
        .for('update');
      if (others.filter((p) => p.id !== id).length === 0) throw lastActivePlan;
    }
    const [updated] = await tx
      .update(plans)
      .set({
        ...(update.displayNames && {
          displayNameAr: update.displayNames.ar,
          displayNameEn: update.displayNames.en,
          // The legacy single name is the English one.
          displayName: update.displayNames.en,
        }),
        ...(update.descriptions && {
          descriptionAr: update.descriptions.ar,
          descriptionEn: update.descriptions.en,
        }),
        ...(update.features && { featuresAr: update.features.ar, featuresEn: update.features.en }),
        ...(update.priceCents !== undefined && { priceCents: update.priceCents }),
        ...(update.active !== undefined && { active: update.active }),
      })
      .where(eq(plans.id, id))
      .returning();
    // Subscribers see the plan's name beside their own.
    announceChange(tx, { kind: 'entitlements' });
    const changes = changedFields(auditFields(row), auditFields(updated!));
    const [running] = await tx
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.planId, id),
          inArray(subscriptions.status, ['active', 'canceled']),
          gt(accessEnd, now),
        ),
      );
    return { plan: toAdminPlan(updated!, Number(running?.n ?? 0)), ...changes };
  });
}
