import type { DashboardStats } from '@mustashar/contracts';
import { UNLIMITED_CHAT_TOTAL } from '@mustashar/contracts/constants';

/** What the home screen shows: the stats response without its user (the session has that). */
export type DashboardView = Omit<DashboardStats, 'user'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the stats call fails the client shows sample numbers (used 45; total 999 for a subscriber,
 * else 10; 120 messages; reset in 7 days; a Professional plan at 9900 monthly with 30 days left; 7 days active and
 * 12 sessions). The page says they are samples.
 */
export function sampleStats(subscribed: boolean, planName: string, now = new Date()): DashboardView {
  return {
    chatUsage: {
      used: 45,
      total: subscribed ? UNLIMITED_CHAT_TOTAL : 10,
      resetDate: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
      messages: 120,
    },
    subscription: subscribed
      ? {
          status: 'active',
          planName: '',
          planDisplayName: planName,
          price: 9900,
          paid: null,
          interval: 'monthly',
          expiresAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
          daysLeft: 30,
          cancelAtPeriodEnd: false,
        }
      : null,
    stats: { messagesThisMonth: 120, daysActive: 7, sessionsCompleted: 12, daysLeft: subscribed ? 30 : 0 },
  };
}

/** Above 70 % of a limited allowance, a non-subscriber is offered an upgrade. */
export function shouldOfferUpgrade(stats: DashboardView, subscribed: boolean, threshold: number): boolean {
  const { used, total } = stats.chatUsage;
  if (subscribed || total <= 0 || total >= UNLIMITED_CHAT_TOTAL) return false;
  return used / total > threshold;
}

/** The progress bar's value, 0–100 (the bar's max defaults to 100). */
export function usagePercent(stats: DashboardView): number {
  const { used, total } = stats.chatUsage;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((used / total) * 100)));
}
