import type { PaymentItem } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** DELETE /api/billing/history/:id — hides the payment from the user's view (administrators still see it). */
export async function hidePayment(id: string): Promise<void> {
  await apiFetch(`/api/billing/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Optimistic: the row leaves the table at once and comes back if the server refuses. */
export function useHidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hidePayment,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: billingKeys.history, exact: true });
      const previous = queryClient.getQueryData<PaymentItem[]>(billingKeys.history);
      if (previous) {
        queryClient.setQueryData(
          billingKeys.history,
          previous.filter((p) => p.id !== id),
        );
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(billingKeys.history, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.history, exact: true }),
  });
}
