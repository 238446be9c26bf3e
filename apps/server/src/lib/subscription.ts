import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plans, subscriptions } from '../db/schema.ts';

/**
 * The subscription that gives access now: active, or canceled but still inside its paid period (cancel keeps access
 * to period end). The one place that answers it: me, register, login, the chat gate and billing all ask here.
 */
export async function currentSubscription(db: Db, userId: string, now: Date = new Date()) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'canceled']),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

export async function isSubscriptionActive(db: Db, userId: string, now?: Date): Promise<boolean> {
  return (await currentSubscription(db, userId, now)) !== null;
}

/** The plan name shown beside the user; null without a current subscription. */
export async function planDisplayName(db: Db, userId: string, now?: Date): Promise<string | null> {
  return (await currentSubscription(db, userId, now))?.plan.displayName ?? null;
}
