import type { Plan } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { useIsClient } from '@/lib/use-is-client';

/** GET /api/plans → the plans the client accepts (contracts' acceptPlans: active, numeric id, ...). */
export async function getPlans(): Promise<Plan[]> {
  const raw = await apiFetch('/api/plans');
  // Loaded on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { acceptPlans } = await import('@mustashar/contracts');
  return acceptPlans(raw);
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: getPlans,
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

/** A plan-load failure is only logged; the list stays empty and the cards still show. */
export function usePlans(): Plan[] {
  const { data, error } = useQuery(plansQueryOptions());
  // While hydrating the prerendered landing page: what the prerender had (no plans yet), then the answer.
  const isClient = useIsClient();
  useEffect(() => {
    if (error) console.info('Could not load plans; showing the advertised prices', error);
  }, [error]);
  return (isClient ? data : undefined) ?? [];
}
