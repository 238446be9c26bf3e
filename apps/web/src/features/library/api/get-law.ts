import { type LawDetail, LawDetailSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { retryUnlessNotFound } from '../lib/errors';

/** GET /api/legal/laws/:id → the law with all its articles in order. */
export async function getLaw(id: string): Promise<LawDetail> {
  return apiFetch(`/api/legal/laws/${encodeURIComponent(id)}`, { schema: LawDetailSchema });
}

export const lawQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['legal', 'law', id],
    queryFn: () => getLaw(id),
    staleTime: 10 * 60 * 1000,
    retry: retryUnlessNotFound,
  });

export function useLaw(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...lawQueryOptions(id), enabled: options.enabled ?? true });
}
