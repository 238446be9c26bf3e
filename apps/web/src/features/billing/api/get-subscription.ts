import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { normalizeSubscription, type SubscriptionView } from '../lib/subscription';
import { billingKeys } from './keys';

/** GET /api/billing/subscription → the subscription, or null. */
export async function getSubscription(): Promise<SubscriptionView | null> {
  return normalizeSubscription(await apiFetch('/api/billing/subscription'));
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.subscription, queryFn: getSubscription });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
