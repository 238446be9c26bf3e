import { type PaymentMethod, PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/billing/methods/:id/default → the cards, with this one the default (the one renewals charge). */
export async function setDefaultMethod(id: string): Promise<PaymentMethod[]> {
  return (
    await apiFetch(`/api/billing/methods/${encodeURIComponent(id)}/default`, {
      method: 'POST',
      schema: PaymentMethodsResponseSchema,
    })
  ).methods;
}

export function useSetDefaultMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultMethod,
    onSuccess: (methods) => queryClient.setQueryData(billingKeys.methods, methods),
  });
}
