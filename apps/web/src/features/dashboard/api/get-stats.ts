import { type DashboardStats, DashboardStatsSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/dashboard/stats → usage, subscription and activity figures. */
export async function getStats(): Promise<DashboardStats> {
  return apiFetch('/api/dashboard/stats', { schema: DashboardStatsSchema });
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'stats'], queryFn: getStats, retry: 1 });

export function useStats() {
  return useQuery(statsQueryOptions());
}
