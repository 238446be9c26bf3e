import type { ChatHistoryResponse } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/chat/history → the subscriber's newest conversations with their messages. */
export async function getChatHistory(): Promise<ChatHistoryResponse> {
  return (await apiFetch('/api/chat/history')) as ChatHistoryResponse;
}
