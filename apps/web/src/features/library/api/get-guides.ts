import { type GuidesResponse, GuidesResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/legal/guides → every built-in guide (both languages), in topic order. */
export async function getGuides(): Promise<GuidesResponse> {
  return apiFetch('/api/legal/guides', { schema: GuidesResponseSchema });
}

export const guidesQueryOptions = () =>
  queryOptions({ queryKey: ['legal', 'guides'], queryFn: getGuides, staleTime: 30 * 60 * 1000 });

export function useGuides() {
  return useQuery(guidesQueryOptions());
}
