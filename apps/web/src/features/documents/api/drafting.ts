import {
  type CreateDraftDocument,
  DraftTemplateListResponseSchema,
  type ReviewExport,
  ReviewExportResponseSchema,
} from '@mustashar/contracts';
import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { readStorage } from '@/lib/storage';

export const draftingKeys = { templates: ['drafting', 'templates'] as const };

/** GET /api/drafting/templates */
export function useTemplates() {
  return useQuery({
    queryKey: draftingKeys.templates,
    queryFn: () => apiFetch('/api/drafting/templates', { schema: DraftTemplateListResponseSchema }),
    staleTime: 60 * 60 * 1000,
  });
}

export type DownloadedFile = { blob: Blob; filename: string };

function filenameFrom(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? fallback;
}

/** POSTs JSON and answers the file the server sends back; an error answer becomes an ApiError with its body. */
async function postForFile(path: string, body: unknown, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? 'ar',
  };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'network:error', i18n.t('common:errors.network'));
  }
  if (!response.ok) {
    let data: Record<string, unknown> = {};
    try {
      data = (await response.json()) as Record<string, unknown>;
    } catch {
      // Not JSON: the generic message below.
    }
    const message =
      typeof data.message === 'string' && data.message
        ? data.message
        : i18n.t('common:errors.http', { status: response.status });
    throw new ApiError(
      response.status,
      typeof data.error === 'string' ? data.error : 'http:error',
      message,
      data,
    );
  }
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition'), fallbackName),
  };
}

/** POST /api/drafting/documents → the filled template as DOCX or PDF. */
export function useDraftDocument() {
  return useMutation({
    mutationFn: (body: CreateDraftDocument) =>
      postForFile('/api/drafting/documents', body, `${body.templateId}.${body.format}`),
  });
}

/** POST /api/drafting/review with format json → the findings. */
export function useReviewContract() {
  return useMutation({
    mutationFn: async (body: Omit<ReviewExport, 'format'>) => {
      const data = await apiFetch('/api/drafting/review', {
        method: 'POST',
        body: { ...body, format: 'json' },
        schema: ReviewExportResponseSchema,
      });
      return data.review;
    },
  });
}

/** POST /api/drafting/review → the report as DOCX or PDF. */
export function useReviewReport() {
  return useMutation({
    mutationFn: (body: ReviewExport) =>
      postForFile('/api/drafting/review', body, `contract-review.${body.format}`),
  });
}

/** Saves a file through a temporary link (the browser's own download). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
