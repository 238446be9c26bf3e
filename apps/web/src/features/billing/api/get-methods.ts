import { type PaymentMethod, PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/methods → the cards the payment provider reported. */
export async function getMethods(): Promise<PaymentMethod[]> {
  return (await apiFetch('/api/billing/methods', { schema: PaymentMethodsResponseSchema })).methods;
}

export const methodsQueryOptions = () => queryOptions({ queryKey: billingKeys.methods, queryFn: getMethods });

export function useMethods() {
  return useQuery(methodsQueryOptions());
}
