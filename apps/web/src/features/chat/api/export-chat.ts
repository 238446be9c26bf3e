import { type ApiFile, apiFetchFile } from '@/lib/api-client';

export type ChatExportFormat = 'pdf' | 'csv';

/** GET /api/chat/export?format=pdf|csv[&conversationId=] → the file and the name the server gives it. */
export async function exportChat(format: ChatExportFormat, conversationId?: string): Promise<ApiFile> {
  const params = new URLSearchParams({ format });
  if (conversationId) params.set('conversationId', conversationId);
  return apiFetchFile(`/api/chat/export?${params}`, {
    fallbackName: `mustashar-chat-${new Date().toISOString().slice(0, 10)}.${format}`,
  });
}
