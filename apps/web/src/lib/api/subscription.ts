import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The signed-in user's subscription as the billing screens use it. */
export interface SubscriptionView {
  id: string | null;
  planId: number | null;
  /** The plan's machine name (renew sends it as planId). */
  planName: string | null;
  planDisplayName: string | null;
  planDisplayNames: { ar: string; en: string } | null;
  status: string;
  interval: string | null;
  priceCents: number | null;
  currency: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** After the end, access lasts until here unless renewed (grace days); null when there are none. */
  graceEndsAt: string | null;
  daysLeft: number | null;
  /** `member`: access through someone else's subscription (their team). */
  role: 'owner' | 'member';
}

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** `{subscription: {...} | null}` or the object itself; null when there is none. */
export function normalizeSubscription(raw: unknown): SubscriptionView | null {
  const source = isDict(raw) && 'subscription' in raw ? raw.subscription : raw;
  if (!isDict(source)) return null;
  const plan = isDict(source.plan) ? source.plan : {};
  const status = text(source.status);
  if (!status) return null;
  return {
    id: text(source.id),
    planId: num(source.planId) ?? num(source.plan_id) ?? num(plan.id),
    planName: text(source.planName) ?? text(plan.name),
    planDisplayName:
      text(source.planDisplayName) ?? text(source.display_name) ?? text(plan.display_name) ?? null,
    planDisplayNames:
      isDict(source.planDisplayNames) && text(source.planDisplayNames.ar) && text(source.planDisplayNames.en)
        ? { ar: String(source.planDisplayNames.ar), en: String(source.planDisplayNames.en) }
        : null,
    status,
    interval: text(source.interval) ?? text(plan.interval),
    priceCents: num(source.priceCents) ?? num(source.price_cents) ?? num(plan.price_cents),
    currency: text(source.currency) ?? 'SAR',
    currentPeriodEnd:
      text(source.currentPeriodEnd) ?? text(source.current_period_end) ?? text(source.expiresAt) ?? null,
    cancelAtPeriodEnd: source.cancelAtPeriodEnd === true || source.cancel_at_period_end === true,
    graceEndsAt: text(source.graceEndsAt),
    daysLeft: num(source.daysLeft),
    role: source.role === 'member' ? 'member' : 'owner',
  };
}

export function isActive(subscription: SubscriptionView | null | undefined): boolean {
  return subscription?.status.toLowerCase() === 'active';
}

/** Under the billing keys, so invalidating all of billing refreshes it too. */
export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** GET /api/billing/subscription → the subscription, or null. */
export async function getSubscription(): Promise<SubscriptionView | null> {
  return normalizeSubscription(await apiFetch('/api/billing/subscription'));
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
