import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type DashboardStats, readStats } from '../lib/stats';

/** GET /api/dashboard/stats → usage, subscription and activity figures. */
export async function getStats(): Promise<DashboardStats> {
  return readStats(await apiFetch('/api/dashboard/stats'));
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'stats'], queryFn: getStats, retry: 1 });

export function useStats() {
  return useQuery(statsQueryOptions());
}
