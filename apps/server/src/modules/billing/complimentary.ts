import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { announceChange } from '../../db/changes.ts';
import type { Db } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import * as identity from '../identity/index.ts';
import * as repo from './repo.ts';
import { graceEnd } from './service.ts';

const DAY_MS = 86_400_000;

/** What a subscription looked like before and after complimentary days, for the audit log. */
export type SubscriptionState = {
  subscriptionId: string;
  planId: number;
  status: string;
  currentPeriodEnd: string;
};

export type ComplimentaryResult = {
  /** `extended`: the running subscription's end moved; `granted`: a new subscription without a payment. */
  kind: 'extended' | 'granted';
  before: SubscriptionState | null;
  after: SubscriptionState;
};

const stateOf = (row: typeof subscriptions.$inferSelect): SubscriptionState => ({
  subscriptionId: row.id,
  planId: row.planId,
  status: row.status,
  currentPeriodEnd: row.currentPeriodEnd!.toISOString(),
});

/**
 * Complimentary days (ADR 085), never a payment: a running own subscription (paid or earlier complimentary) ends
 * `days` later, on its plan, its grace days moved with it; without one, a new subscription on `planId` runs from now
 * for `days`. Returns null when a new one is needed and `planId` names no plan.
 */
export async function grantComplimentaryDays(
  deps: { db: Db; clock: Clock; config: Config },
  userId: string,
  days: number,
  planId: number | null,
): Promise<ComplimentaryResult | null> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    // The same lock checkout's activation takes: a payment settling meanwhile sees the moved end, or moves it first.
    await identity.lockUser(tx, userId);
    const running = await repo.lockRunningSubscription(tx, userId, now);
    if (running?.currentPeriodEnd) {
      const plan = await repo.findPlan(tx, running.planId);
      // In grace days the paid period is over: the days count from now, not from the past end.
      const from = running.currentPeriodEnd > now ? running.currentPeriodEnd : now;
      const end = new Date(from.getTime() + days * DAY_MS);
      const [moved] = await tx
        .update(subscriptions)
        .set({
          currentPeriodEnd: end,
          graceEndsAt: running.graceEndsAt && plan ? graceEnd(deps.config, plan.interval, end) : null,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, running.id))
        .returning();
      announceChange(tx, { kind: 'entitlements' });
      return { kind: 'extended', before: stateOf(running), after: stateOf(moved!) };
    }
    const plan = planId === null ? undefined : await repo.findPlan(tx, planId);
    if (!plan) return null;
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId,
        planId: plan.id,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + days * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    announceChange(tx, { kind: 'entitlements' });
    return { kind: 'granted', before: null, after: stateOf(created!) };
  });
}

/** A user's subscriptions (newest first, with their plan's names) and payments, hidden ones included: for the console. */
export async function billingRecord(db: Db, userId: string) {
  const [subs, pays] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        currentPeriodStart: subscriptions.currentPeriodStart,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        planName: plans.name,
        planNameAr: plans.displayNameAr,
        planNameEn: plans.displayNameEn,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(50),
    db
      .select({
        id: payments.id,
        orderNumber: payments.orderNumber,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        provider: payments.provider,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(50),
  ]);
  return { subscriptions: subs, payments: pays };
}
