import { type Subscription, SubscriptionCancelResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/billing/cancel → the subscription, still giving access until the end of the paid period. */
export async function cancelSubscription(): Promise<Subscription> {
  return (await apiFetch('/api/billing/cancel', { method: 'POST', schema: SubscriptionCancelResponseSchema }))
    .subscription;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.subscription, subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
