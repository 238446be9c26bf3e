import {
  type CreateDraftDocument,
  DraftTemplateListResponseSchema,
  type ReviewExport,
  ReviewExportResponseSchema,
} from '@mustashar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchFile } from '@/lib/api-client';

// The forms save what they download with the shared helper.
export { saveFile } from '@/lib/save-file';

export const draftingKeys = { templates: ['drafting', 'templates'] as const };

/** GET /api/drafting/templates */
export function useTemplates() {
  return useQuery({
    queryKey: draftingKeys.templates,
    queryFn: () => apiFetch('/api/drafting/templates', { schema: DraftTemplateListResponseSchema }),
    staleTime: 60 * 60 * 1000,
  });
}

/** POST /api/drafting/documents → the filled template as DOCX or PDF. */
export function useDraftDocument() {
  return useMutation({
    mutationFn: (body: CreateDraftDocument) =>
      apiFetchFile('/api/drafting/documents', {
        method: 'POST',
        body,
        fallbackName: `${body.templateId}.${body.format}`,
      }),
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
      apiFetchFile('/api/drafting/review', {
        method: 'POST',
        body,
        fallbackName: `contract-review.${body.format}`,
      }),
  });
}
