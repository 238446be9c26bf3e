import {
  type Conversation,
  ConversationListResponseSchema,
  ConversationResponseSchema,
  type ConversationSummary,
  ConversationSummaryResponseSchema,
  DeleteConversationResponseSchema,
  type UpdateConversation,
} from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/chat/conversations?q= → summaries, pinned first (the server searches titles and messages). */
export async function searchConversations(q: string, signal?: AbortSignal): Promise<ConversationSummary[]> {
  const params = new URLSearchParams({ q, limit: '50' });
  const data = await apiFetch(`/api/chat/conversations?${params}`, {
    signal,
    schema: ConversationListResponseSchema,
  });
  return data.conversations;
}

export const conversationSearchOptions = (q: string) =>
  queryOptions({
    queryKey: ['chat', 'conversations', 'search', q],
    queryFn: ({ signal }) => searchConversations(q, signal),
    staleTime: 10_000,
  });

export function useConversationSearch(q: string, enabled: boolean) {
  return useQuery({ ...conversationSearchOptions(q), enabled: enabled && q.length > 0 });
}

/** GET /api/chat/conversations/:id → one conversation with its messages. */
export async function getConversation(id: string): Promise<Conversation> {
  const data = await apiFetch(`/api/chat/conversations/${encodeURIComponent(id)}`, {
    schema: ConversationResponseSchema,
  });
  return data.conversation;
}

/** PATCH /api/chat/conversations/:id {title?, pinned?} → the summary. */
export async function updateConversation(
  id: string,
  patch: UpdateConversation,
): Promise<ConversationSummary> {
  const data = await apiFetch(`/api/chat/conversations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    schema: ConversationSummaryResponseSchema,
  });
  return data.conversation;
}

/** PUT /api/chat/conversations/:id/version {messageId} → the conversation showing that version. */
export async function showVersion(conversationId: string, messageId: string): Promise<Conversation> {
  const data = await apiFetch(`/api/chat/conversations/${encodeURIComponent(conversationId)}/version`, {
    method: 'PUT',
    body: { messageId },
    schema: ConversationResponseSchema,
  });
  return data.conversation;
}

/** DELETE /api/chat/conversations/:id → {ok}. */
export async function deleteConversation(id: string): Promise<void> {
  await apiFetch(`/api/chat/conversations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: DeleteConversationResponseSchema,
  });
}
