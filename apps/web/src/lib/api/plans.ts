import type { Plan } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** One cache entry for the plans, whichever screen asks first. */
export const plansQueryKey = ['plans'] as const;

/** GET /api/plans → the plans the client accepts (contracts' acceptPlans: active, numeric id, ...). */
export async function getPlans(): Promise<Plan[]> {
  const raw = await apiFetch('/api/plans');
  // Loaded on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { acceptPlans } = await import('@mustashar/contracts');
  return acceptPlans(raw);
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: plansQueryKey,
    queryFn: getPlans,
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

export function usePlansQuery() {
  return useQuery(plansQueryOptions());
}
