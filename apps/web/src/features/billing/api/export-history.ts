import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { readStorage } from '@/lib/storage';

export type ExportFormat = 'pdf' | 'csv';

function filenameFrom(disposition: string | null, format: ExportFormat): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return `billing-history-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** GET /api/billing/history/export (PDF, or ?format=csv) → the file, with the name the server gives it. */
export async function exportHistory(format: ExportFormat): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.resolvedLanguage ?? 'ar' };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const path = format === 'csv' ? '/api/billing/history/export?format=csv' : '/api/billing/history/export';
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'network:error', i18n.t('common:errors.network'));
  }
  if (!response.ok) throw new ApiError(response.status, 'http:error', '');
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
