import { UNLIMITED_CHAT_TOTAL } from '@mustashar/contracts/constants';

/** The dashboard stats response, with the activity figures the server now counts. */
export interface DashboardStats {
  chatUsage: { used: number; total: number; resetDate: string | null; messages: number };
  subscription: {
    status: string;
    /** The plan's machine name (to find its localized name in the catalogue). */
    planKey: string | null;
    planName: string;
    price: number | null;
    interval: string | null;
    expiresAt: string | null;
    daysLeft: number;
    cancelAtPeriodEnd: boolean;
  } | null;
  messagesThisMonth: number;
  daysActive: number;
  sessionsCompleted: number;
  daysLeft: number;
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback = 0): number => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() && Number.isFinite(Number(v))) return Number(v);
  return fallback;
};
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function readStats(raw: unknown): DashboardStats {
  const body = isDict(raw) ? raw : {};
  const usage = isDict(body.chatUsage) ? body.chatUsage : {};
  const sub = isDict(body.subscription) ? body.subscription : null;
  // The activity figures come under `stats` (contracts' DashboardStatsSchema); older shapes had them at the root.
  const activity = isDict(body.stats) ? body.stats : isDict(body.activity) ? body.activity : body;
  const messages = num(usage.messages);
  const subscriptionDaysLeft = sub ? num(sub.daysLeft) : 0;
  return {
    chatUsage: {
      used: num(usage.used),
      total: num(usage.total, UNLIMITED_CHAT_TOTAL),
      resetDate: text(usage.resetDate),
      messages,
    },
    subscription: sub
      ? {
          status: text(sub.status) ?? 'active',
          planKey: text(sub.planName),
          planName: text(sub.planDisplayName) ?? text(sub.planName) ?? '',
          price: typeof sub.price === 'number' ? sub.price : null,
          interval: text(sub.interval),
          expiresAt: text(sub.expiresAt),
          daysLeft: subscriptionDaysLeft,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd === true,
        }
      : null,
    messagesThisMonth: num(activity.messagesThisMonth, messages),
    daysActive: num(activity.daysActive),
    sessionsCompleted: num(activity.sessionsCompleted),
    daysLeft: num(activity.daysLeft, subscriptionDaysLeft),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the stats call fails the client shows sample numbers (used 45; total 999 for a subscriber,
 * else 10; 120 messages; reset in 7 days; a Professional plan at 9900 monthly with 30 days left; 7 days active and
 * 12 sessions). The page says they are samples.
 */
export function sampleStats(subscribed: boolean, planName: string, now = new Date()): DashboardStats {
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
          planKey: null,
          planName,
          price: 9900,
          interval: 'monthly',
          expiresAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
          daysLeft: 30,
          cancelAtPeriodEnd: false,
        }
      : null,
    messagesThisMonth: 120,
    daysActive: 7,
    sessionsCompleted: 12,
    daysLeft: subscribed ? 30 : 0,
  };
}

/** Above 70 % of a limited allowance, a non-subscriber is offered an upgrade. */
export function shouldOfferUpgrade(stats: DashboardStats, subscribed: boolean, threshold: number): boolean {
  const { used, total } = stats.chatUsage;
  if (subscribed || total <= 0 || total >= UNLIMITED_CHAT_TOTAL) return false;
  return used / total > threshold;
}

/** The progress bar's value, 0–100 (the bar's max defaults to 100). */
export function usagePercent(stats: DashboardStats): number {
  const { used, total } = stats.chatUsage;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((used / total) * 100)));
}
