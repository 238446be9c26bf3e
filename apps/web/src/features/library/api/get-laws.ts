import { type LawsResponse, LawsResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/legal/laws → every imported law (titles, status, article count, category). */
export async function getLaws(): Promise<LawsResponse> {
  return apiFetch('/api/legal/laws', { schema: LawsResponseSchema });
}

export const lawsQueryOptions = () =>
  queryOptions({ queryKey: ['legal', 'laws'], queryFn: getLaws, staleTime: 10 * 60 * 1000 });

export function useLaws() {
  return useQuery(lawsQueryOptions());
}
