import type { Subscription } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function isActive(subscription: Subscription | null | undefined): boolean {
  return subscription?.status === 'active';
}

/** Under the billing keys, so invalidating all of billing refreshes it too. */
export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** GET /api/billing/subscription → the subscription, or null. */
export async function getSubscription(): Promise<Subscription | null> {
  // The schemas load on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { SubscriptionResponseSchema } = await import('@mustashar/contracts');
  return (await apiFetch('/api/billing/subscription', { schema: SubscriptionResponseSchema })).subscription;
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
