import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { normalizeMethods, type PaymentMethodView } from '../lib/payment-method';
import { billingKeys } from './keys';

/** GET /api/billing/methods → the cards the payment provider reported. */
export async function getMethods(): Promise<PaymentMethodView[]> {
  return normalizeMethods(await apiFetch('/api/billing/methods'));
}

export const methodsQueryOptions = () => queryOptions({ queryKey: billingKeys.methods, queryFn: getMethods });

export function useMethods() {
  return useQuery(methodsQueryOptions());
}
