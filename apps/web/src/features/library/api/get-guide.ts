import { type GuideDetail, GuideDetailSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { retryUnlessNotFound } from '../lib/errors';

/** GET /api/legal/guides/:id → the guide in both languages, its citations resolved to library articles. */
export async function getGuide(id: string): Promise<GuideDetail> {
  return apiFetch(`/api/legal/guides/${encodeURIComponent(id)}`, { schema: GuideDetailSchema });
}

export const guideQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['legal', 'guide', id],
    queryFn: () => getGuide(id),
    staleTime: 30 * 60 * 1000,
    retry: retryUnlessNotFound,
  });

export function useGuide(id: string) {
  return useQuery(guideQueryOptions(id));
}
