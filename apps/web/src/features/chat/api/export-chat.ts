import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { readStorage } from '@/lib/storage';

export type ChatExportFormat = 'pdf' | 'csv';

function filenameFrom(disposition: string | null, format: ChatExportFormat): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  if (plain) return plain;
  return `mustashar-chat-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** GET /api/chat/export?format=pdf|csv[&conversationId=] → the file and the name the server gives it. */
export async function exportChat(
  format: ChatExportFormat,
  conversationId?: string,
): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.resolvedLanguage ?? 'ar' };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const params = new URLSearchParams({ format });
  if (conversationId) params.set('conversationId', conversationId);
  let response: Response;
  try {
    response = await fetch(`/api/chat/export?${params}`, { headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'network:error', i18n.t('common:errors.network'));
  }
  if (!response.ok) {
    let message = '';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // No JSON body: the caller's generic message.
    }
    throw new ApiError(response.status, 'http:error', message);
  }
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition'), format),
  };
}

/** Saves a file through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
