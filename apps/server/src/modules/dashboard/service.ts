import { type DashboardStats, UNLIMITED_CHAT_TOTAL } from '@mustashar/contracts';
import type { Db } from '../../db/client.ts';
import type { CurrentSubscription } from '../billing/entitlements.ts';
import { daysLeft, monthStart, nextMonthStart } from '../billing/periods.ts';
import { lastPaidCents } from '../billing/repo.ts';
import { messageFigures } from '../chat/repo.ts';

/**
 * The dashboard's figures, from the messages the user sent and received and their subscription (`current`, as
 * billing's `currentSubscription` answers now).
 */
export async function dashboardStats(
  db: Db,
  user: { id: string; email: string; name: string },
  current: CurrentSubscription | null,
  now: Date,
  trialMessages: number,
): Promise<DashboardStats> {
  const since = monthStart(now);
  const { month, activeDays, conversationsAnswered } = await messageFigures(db, user.id, since);

  const left = current ? daysLeft(current.subscription.currentPeriodEnd, now) : 0;
  const questions = month.questions;
  return {
    user: { id: user.id, email: user.email, name: user.name, subscriptionActive: current !== null },
    chatUsage: {
      used: questions,
      total: current ? UNLIMITED_CHAT_TOTAL : trialMessages,
      resetDate: nextMonthStart(now).toISOString(),
      messages: month.all,
    },
    subscription: current
      ? {
          status: current.subscription.status,
          planName: current.plan.name,
          planDisplayName: current.plan.displayName,
          price: current.plan.priceCents,
          // What the buyer paid (an offer or a credit makes it differ from the price); a member paid nothing.
          paid: current.role === 'owner' ? await lastPaidCents(db, current.subscription.id) : null,
          interval: current.plan.interval,
          expiresAt: current.subscription.currentPeriodEnd?.toISOString() ?? null,
          daysLeft: left,
          cancelAtPeriodEnd: current.subscription.cancelAtPeriodEnd,
        }
      : null,
    stats: {
      messagesThisMonth: questions,
      daysActive: activeDays,
      sessionsCompleted: conversationsAnswered,
      daysLeft: left,
    },
  };
}
