import { useQuery } from '@tanstack/react-query';
import { plansQueryOptions } from '@/lib/api/plans';

/** The plan's name in the reading language, when the catalogue knows it. */
export function usePlanLabel(planKey: string | null | undefined, lng: string | undefined): string | null {
  const { data } = useQuery(plansQueryOptions());
  const plan = planKey ? data?.find((p) => p.name === planKey) : undefined;
  if (!plan) return null;
  return (lng === 'en' ? plan.display_names.en : plan.display_names.ar) || plan.display_name;
}
