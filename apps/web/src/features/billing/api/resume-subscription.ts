import { type Subscription, SubscriptionCancelResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/billing/resume → the subscription with its cancel undone (it answers in the cancel's shape). */
export async function resumeSubscription(): Promise<Subscription> {
  return (await apiFetch('/api/billing/resume', { method: 'POST', schema: SubscriptionCancelResponseSchema }))
    .subscription;
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.subscription, subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
