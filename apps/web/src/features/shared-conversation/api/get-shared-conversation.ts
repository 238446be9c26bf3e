import { type SharedConversation, SharedConversationResponseSchema } from '@mustashar/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** GET /api/shared/:id → the conversation as it is now (404: revoked, deleted or unknown). */
export async function getSharedConversation(id: string, signal?: AbortSignal): Promise<SharedConversation> {
  const data = await apiFetch(`/api/shared/${encodeURIComponent(id)}`, {
    signal,
    schema: SharedConversationResponseSchema,
  });
  return data.conversation;
}

export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useSharedConversation(id: string) {
  return useQuery({
    queryKey: ['shared', id],
    queryFn: ({ signal }) => getSharedConversation(id, signal),
    // A dead link stays dead; a network hiccup gets one more try.
    retry: (failures, error) => !isGone(error) && failures < 1,
  });
}
