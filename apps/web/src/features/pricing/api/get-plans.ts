import type { Plan } from '@mustashar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { plansQueryOptions } from '@/lib/api/plans';
import { useIsClient } from '@/lib/use-is-client';

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
