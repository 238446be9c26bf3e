import {
  type CreateShareLink,
  RevokeShareLinkResponseSchema,
  type ShareLink,
  ShareLinkListResponseSchema,
  ShareLinkResponseSchema,
} from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const linksPath = (conversationId: string) =>
  `/api/chat/conversations/${encodeURIComponent(conversationId)}/shares`;

/** GET /api/chat/conversations/:id/shares → the conversation's working links, newest first. */
export async function listShareLinks(conversationId: string, signal?: AbortSignal): Promise<ShareLink[]> {
  const data = await apiFetch(linksPath(conversationId), { signal, schema: ShareLinkListResponseSchema });
  return data.links;
}

export const shareLinksOptions = (conversationId: string) =>
  queryOptions({
    queryKey: ['chat', 'shares', conversationId],
    queryFn: ({ signal }) => listShareLinks(conversationId, signal),
  });

export function useShareLinks(conversationId: string | null) {
  return useQuery({ ...shareLinksOptions(conversationId ?? ''), enabled: conversationId !== null });
}

/** POST /api/chat/conversations/:id/shares → the new link. */
export async function createShareLink(conversationId: string, body: CreateShareLink): Promise<ShareLink> {
  const data = await apiFetch(linksPath(conversationId), {
    method: 'POST',
    body,
    schema: ShareLinkResponseSchema,
  });
  return data.link;
}

/** DELETE /api/chat/shares/:id: the link stops working. */
export async function revokeShareLink(id: string): Promise<void> {
  await apiFetch(`/api/chat/shares/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: RevokeShareLinkResponseSchema,
  });
}
