import { type ArticleResponse, ArticleResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { retryUnlessNotFound } from '../lib/errors';

/** GET /api/legal/articles/:id → one article with its law's title and status. */
export async function getArticle(id: string): Promise<ArticleResponse> {
  return apiFetch(`/api/legal/articles/${encodeURIComponent(id)}`, { schema: ArticleResponseSchema });
}

export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['legal', 'article', id],
    queryFn: () => getArticle(id),
    staleTime: 10 * 60 * 1000,
    retry: retryUnlessNotFound,
  });

export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}
