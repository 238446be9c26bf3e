import { type ChatHistoryResponse, ChatHistoryResponseSchema } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/chat/history → the subscriber's newest conversations with their messages. */
export async function getChatHistory(): Promise<ChatHistoryResponse> {
  return apiFetch('/api/chat/history', { schema: ChatHistoryResponseSchema });
}
