import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeSubscription, type SubscriptionView } from '@/lib/api/subscription';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/billing/cancel → the subscription, still giving access until the end of the paid period. */
export async function cancelSubscription(): Promise<SubscriptionView | null> {
  return normalizeSubscription(await apiFetch('/api/billing/cancel', { method: 'POST' }));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      if (subscription) queryClient.setQueryData(billingKeys.subscription, subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
