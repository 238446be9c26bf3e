import type { Plan } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/plans, under the same query key as the pricing and billing features (one cache entry). */
export async function getPlans(): Promise<Plan[]> {
  const raw = await apiFetch('/api/plans');
  const { acceptPlans } = await import('@mustashar/contracts');
  return acceptPlans(raw);
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60 * 1000 });

/** The plan's name in the reading language, when the catalogue knows it. */
export function usePlanLabel(planKey: string | null | undefined, lng: string | undefined): string | null {
  const { data } = useQuery(plansQueryOptions());
  const plan = planKey ? data?.find((p) => p.name === planKey) : undefined;
  if (!plan) return null;
  return (lng === 'en' ? plan.display_names.en : plan.display_names.ar) || plan.display_name;
}
