import { type DashboardStats, UNLIMITED_CHAT_TOTAL } from '@mustashar/contracts';
import { and, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { currentSubscription } from '../../lib/subscription.ts';
import { BUSINESS_TIME_ZONE, daysLeft, monthStart, nextMonthStart } from '../billing/periods.ts';

/** The dashboard's figures, from the messages the user sent and received and their subscription. */
export async function dashboardStats(
  db: Db,
  user: { id: string; email: string; name: string },
  now: Date,
  trialMessages: number,
): Promise<DashboardStats> {
  const since = monthStart(now);
  const [month] = await db
    .select({
      questions: sql<number>`count(*) filter (where ${messages.sender} = 'user')`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(messages)
    .where(and(eq(messages.userId, user.id), gte(messages.createdAt, since)));
  const [activity] = await db
    .select({
      days: sql<number>`count(distinct (${messages.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date)`.mapWith(
        Number,
      ),
    })
    .from(messages)
    .where(and(eq(messages.userId, user.id), eq(messages.sender, 'user')));
  const [sessions] = await db
    .select({ count: countDistinct(messages.conversationId) })
    .from(messages)
    .where(and(eq(messages.userId, user.id), eq(messages.sender, 'bot')));

  const current = await currentSubscription(db, user.id, now);
  const left = current ? daysLeft(current.subscription.currentPeriodEnd, now) : 0;
  const questions = month?.questions ?? 0;
  return {
    user: { id: user.id, email: user.email, name: user.name, subscriptionActive: current !== null },
    chatUsage: {
      used: questions,
      total: current ? UNLIMITED_CHAT_TOTAL : trialMessages,
      resetDate: nextMonthStart(now).toISOString(),
      messages: month?.all ?? 0,
    },
    subscription: current
      ? {
          status: current.subscription.status,
          planName: current.plan.name,
          planDisplayName: current.plan.displayName,
          price: current.plan.priceCents,
          interval: current.plan.interval,
          expiresAt: current.subscription.currentPeriodEnd?.toISOString() ?? null,
          daysLeft: left,
          cancelAtPeriodEnd: current.subscription.cancelAtPeriodEnd,
        }
      : null,
    stats: {
      messagesThisMonth: questions,
      daysActive: activity?.days ?? 0,
      sessionsCompleted: Number(sessions?.count ?? 0),
      daysLeft: left,
    },
  };
}
