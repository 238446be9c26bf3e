import { type LegalSearchResponse, LegalSearchResponseSchema } from '@mustashar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';

export interface LegalSearchParams {
  q: string;
  law?: string;
  limit?: number;
}

/** GET /api/legal/search?q=&law=&limit= → articles and guides, best first. */
export async function searchLegal(params: LegalSearchParams): Promise<LegalSearchResponse> {
  const query = new URLSearchParams({ q: params.q });
  if (params.law) query.set('law', params.law);
  if (params.limit) query.set('limit', String(params.limit));
  return apiFetch(`/api/legal/search?${query}`, { schema: LegalSearchResponseSchema });
}

// The language is part of the key: English questions are expanded through the glossary on the server.
export const legalSearchQueryOptions = (params: LegalSearchParams, lang: string) =>
  queryOptions({
    queryKey: ['legal', 'search', lang, params.q, params.law ?? null, params.limit ?? null],
    queryFn: () => searchLegal(params),
    staleTime: 5 * 60 * 1000,
    enabled: params.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export function useLegalSearch(params: LegalSearchParams) {
  const { i18n } = useTranslation();
  return useQuery(legalSearchQueryOptions(params, i18n.resolvedLanguage ?? 'ar'));
}
