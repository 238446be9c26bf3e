import type { Plan } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/plans → the plans the client accepts (active, numeric id, string name and interval). */
export async function getPlans(): Promise<Plan[]> {
  const raw = await apiFetch('/api/plans');
  const { acceptPlans } = await import('@mustashar/contracts');
  return acceptPlans(raw);
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.plans, queryFn: getPlans, staleTime: 5 * 60 * 1000 });

export function usePlansQuery() {
  return useQuery(plansQueryOptions());
}
