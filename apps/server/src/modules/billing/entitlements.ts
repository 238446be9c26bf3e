import { PLAN_SEATS, type PlanFeature, planIncludes } from '@mustashar/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema.ts';
import { seatedMembers, teamsJoined } from '../team/repo.ts';

// Billing's public answer to "what may this user use now": the other modules ask here, never the tables.

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

export type CurrentSubscription = {
  subscription: SubscriptionRow;
  plan: PlanRow;
  /** `member`: access through the team of `ownerId`'s subscription. */
  role: 'owner' | 'member';
  ownerId: string;
};

/** People on a plan, the owner included; an unknown plan has the owner only. */
export function seatsFor(planName: string): number {
  return PLAN_SEATS[planName] ?? 1;
}

/** When access through a subscription ends: its period end, or the end of its grace days after it (ADR 062). */
export const accessEnd = sql<Date>`coalesce(${subscriptions.graceEndsAt}, ${subscriptions.currentPeriodEnd})`;

/**
 * The user's own subscription that gives access now (active, or canceled but inside its paid period, or in its
 * grace days after an end without renewal).
 */
export async function ownSubscription(db: Db, userId: string, now: Date = new Date()) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'canceled']),
        gt(accessEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

/**
 * The subscription that gives access now: the user's own, else that of an owner whose team they joined — while the
 * owner's plan has a seat for them (members keep their seats in the order they joined). The one place that answers
 * it: me, register, login, the chat gate, the dashboard, team and billing all ask here.
 */
export async function currentSubscription(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<CurrentSubscription | null> {
  const own = await ownSubscription(db, userId, now);
  if (own) return { ...own, role: 'owner', ownerId: userId };

  for (const ownerId of await teamsJoined(db, userId)) {
    const owners = await ownSubscription(db, ownerId, now);
    if (!owners) continue;
    const seated = await seatedMembers(db, ownerId, seatsFor(owners.plan.name) - 1);
    if (seated.includes(userId)) return { ...owners, role: 'member', ownerId };
  }
  return null;
}

export async function isSubscriptionActive(db: Db, userId: string, now?: Date): Promise<boolean> {
  return (await currentSubscription(db, userId, now)) !== null;
}

/** The plan name shown beside the user; null without a current subscription. */
export async function planDisplayName(db: Db, userId: string, now?: Date): Promise<string | null> {
  return (await currentSubscription(db, userId, now))?.plan.displayName ?? null;
}

/**
 * Whether the user's current subscription (their own, or the team's they sit in) includes a feature of the plan
 * catalogue's table, which the pricing cards and the subscription gate list in words.
 */
export async function hasFeature(db: Db, userId: string, feature: PlanFeature, now?: Date): Promise<boolean> {
  const current = await currentSubscription(db, userId, now);
  return current !== null && planIncludes(current.plan.name, feature);
}
