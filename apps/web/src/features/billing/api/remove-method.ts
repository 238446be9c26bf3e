import { type PaymentMethod, PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** DELETE /api/billing/methods/:id → the cards left (the server also forgets the card at the provider). */
export async function removeMethod(id: string): Promise<PaymentMethod[]> {
  return (
    await apiFetch(`/api/billing/methods/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: PaymentMethodsResponseSchema,
    })
  ).methods;
}

export function useRemoveMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMethod,
    onSuccess: (methods) => queryClient.setQueryData(billingKeys.methods, methods),
  });
}
