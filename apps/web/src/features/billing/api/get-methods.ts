import { type PaymentMethod, PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/methods → the cards saved at the provider with the owner's consent (members are refused). */
export async function getMethods(): Promise<PaymentMethod[]> {
  return (await apiFetch('/api/billing/methods', { schema: PaymentMethodsResponseSchema })).methods;
}

export const methodsQueryOptions = () => queryOptions({ queryKey: billingKeys.methods, queryFn: getMethods });

/** `enabled: false` for a team member, whom the server refuses. */
export function useMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...methodsQueryOptions(), enabled });
}
