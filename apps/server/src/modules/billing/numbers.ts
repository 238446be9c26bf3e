import { and, count, countDistinct, desc, eq, gt, gte, inArray, lt, lte, max, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices, payments, plans, refunds, subscriptions } from '../../db/schema.ts';
import type { DayRange } from '../../lib/day-range.ts';
import { accessEnd } from './entitlements.ts';

/** Months one period of each interval lasts, for MRR; an hour's plan is not recurring revenue. */
const MONTHS = { monthly: 1, biannual: 6, yearly: 12 } as const;

/**
 * Had access at `at` (ADR 090): bought or granted (a period start at or before it; renewals keep the start, a
 * switch starts a new subscription) and its access (period, then grace days) not yet ended.
 */
const accessAt = (at: Date) =>
  and(
    inArray(subscriptions.status, ['active', 'canceled', 'expired']),
    lte(subscriptions.currentPeriodStart, at),
    gt(accessEnd, at),
  );

/** Invoices issued in a range: what was paid, VAT included and apart (an invoice's figures never change). */
export async function revenueIn(db: Executor, range: DayRange) {
  const [row] = await db
    .select({ gross: sum(invoices.totalCents), vat: sum(invoices.vatCents) })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, range.start), lt(invoices.issuedAt, range.end)));
  const grossCents = Number(row?.gross ?? 0);
  const vatCents = Number(row?.vat ?? 0);
  return { grossCents, vatCents, netCents: grossCents - vatCents };
}

/** Refunds made in a range (each is its own row; an invoice's figures never change): how many, and their total. */
export async function refundsIn(db: Executor, range: DayRange) {
  const [row] = await db
    .select({ refunds: count(), cents: sum(refunds.amountCents) })
    .from(refunds)
    .where(and(gte(refunds.createdAt, range.start), lt(refunds.createdAt, range.end)));
  return { refunds: Number(row?.refunds ?? 0), refundsCents: Number(row?.cents ?? 0) };
}

/** Subscriptions with access at `at`, by plan (plans without any are left out). */
export async function activeByPlan(db: Executor, at: Date) {
  const rows = await db
    .select({
      planId: plans.id,
      nameAr: plans.displayNameAr,
      nameEn: plans.displayNameEn,
      sortOrder: plans.sortOrder,
      active: count(),
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(accessAt(at))
    .groupBy(plans.id, plans.displayNameAr, plans.displayNameEn, plans.sortOrder)
    .orderBy(plans.sortOrder, plans.id);
  return rows.map((row) => ({
    planId: row.planId,
    name: { ar: row.nameAr, en: row.nameEn },
    active: Number(row.active),
  }));
}

/**
 * Churn over a range: of the people with access at its start, those with none at `at` (its end, or now). A plan
 * switch ends one subscription and starts another, so it is not churn; someone who came and went inside the range
 * was never in the base.
 */
export async function churnIn(db: Executor, range: DayRange, at: Date) {
  const stillIn = db.select({ userId: subscriptions.userId }).from(subscriptions).where(accessAt(at));
  const [row] = await db
    .select({
      base: countDistinct(subscriptions.userId),
      churned: sql<number>`count(distinct ${subscriptions.userId}) filter (where ${subscriptions.userId} not in ${stillIn})`,
    })
    .from(subscriptions)
    .where(accessAt(range.start));
  const base = Number(row?.base ?? 0);
  const churned = Number(row?.churned ?? 0);
  return { churned, churnRate: base === 0 ? null : churned / base };
}

/**
 * Monthly recurring revenue at `at`, without VAT: for each subscription whose paid period runs at `at`, the last
 * payment made for it (its invoice's total less VAT) spread over the months that payment's period lasts. Given days
 * (no payment), an hour's plan and grace days add nothing. Rounded to the halala once, at the end.
 */
export async function mrrAt(db: Executor, at: Date): Promise<number> {
  const rows = await db
    .selectDistinctOn([payments.subscriptionId], {
      interval: plans.interval,
      netCents: sql<number>`${invoices.totalCents} - ${invoices.vatCents}`,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(invoices, eq(invoices.paymentId, payments.id))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(payments.status, 'paid'),
        lte(payments.paidAt, at),
        accessAt(at),
        gt(subscriptions.currentPeriodEnd, at),
      ),
    )
    .orderBy(payments.subscriptionId, desc(payments.paidAt));
  // In twelfths of a halala, so the sum is exact before the one rounding.
  let twelfths = 0;
  for (const row of rows) {
    if (row.interval === 'hourly') continue;
    twelfths += (Number(row.netCents) * 12) / MONTHS[row.interval];
  }
  return Math.round(twelfths / 12);
}

/** Of these people, how many paid for something at or after the given instant (a trial turned into a purchase). */
export async function paidSince(db: Executor, people: { userId: string; since: Date }[]): Promise<number> {
  if (people.length === 0) return 0;
  const rows = await db
    .select({ userId: payments.userId, last: max(payments.paidAt) })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'paid'),
        inArray(
          payments.userId,
          people.map((p) => p.userId),
        ),
      ),
    )
    .groupBy(payments.userId);
  const last = new Map(rows.map((row) => [row.userId, row.last ? new Date(row.last) : null]));
  return people.filter((p) => {
    const paid = last.get(p.userId);
    return paid != null && paid >= p.since;
  }).length;
}
