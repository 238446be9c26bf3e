import { type ApiFile, apiFetchFile } from '@/lib/api-client';

export type ExportFormat = 'pdf' | 'csv';

/** GET /api/billing/history/export (PDF, or ?format=csv) → the file, with the name the server gives it. */
export function exportHistory(format: ExportFormat): Promise<ApiFile> {
  return apiFetchFile(
    format === 'csv' ? '/api/billing/history/export?format=csv' : '/api/billing/history/export',
    {
      fallbackName: `billing-history-${new Date().toISOString().slice(0, 10)}.${format}`,
    },
  );
}
