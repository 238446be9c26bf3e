import type { Plan } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** One cache entry for the plans, whichever screen asks first. */
export const plansQueryKey = ['plans'] as const;

/** GET /api/plans → the active plans, in display order. */
export async function getPlans(): Promise<Plan[]> {
  // Loaded on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { PlansResponseSchema } = await import('@mustashar/contracts');
  return (await apiFetch('/api/plans', { schema: PlansResponseSchema })).plans;
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
