import { type AssistantSummary, AssistantsResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/legal/assistants → the specialised assistants ("gems"), named in both languages. */
export async function getAssistants(): Promise<AssistantSummary[]> {
  const data = await apiFetch('/api/legal/assistants', { schema: AssistantsResponseSchema });
  return data.assistants;
}

export function useAssistants(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['legal', 'assistants'],
      queryFn: getAssistants,
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}
