import { ASSISTANT_IDS, type AssistantId } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface Assistant {
  id: AssistantId;
  name: { ar: string; en: string } | null;
  description: { ar: string; en: string } | null;
}

const isText = (value: unknown): value is { ar: string; en: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { ar?: unknown }).ar === 'string' &&
  typeof (value as { en?: unknown }).en === 'string';

/** Until the legal engine lists its assistants, the known ids (named from our own texts). */
export const FALLBACK_ASSISTANTS: Assistant[] = ASSISTANT_IDS.map((id) => ({
  id,
  name: null,
  description: null,
}));

/**
 * GET /api/legal/assistants → the specialised assistants ("gems"). Unknown ids are left out (the chat frame only
 * accepts ASSISTANT_IDS); when the call fails the known list is shown.
 */
export async function getAssistants(): Promise<Assistant[]> {
  try {
    const data = (await apiFetch('/api/legal/assistants')) as { assistants?: unknown };
    if (!Array.isArray(data?.assistants)) return FALLBACK_ASSISTANTS;
    const list = data.assistants.flatMap((raw): Assistant[] => {
      const item = raw as { id?: unknown; name?: unknown; description?: unknown };
      if (!(ASSISTANT_IDS as readonly unknown[]).includes(item.id)) return [];
      return [
        {
          id: item.id as AssistantId,
          name: isText(item.name) ? item.name : null,
          description: isText(item.description) ? item.description : null,
        },
      ];
    });
    return list.length > 0 ? list : FALLBACK_ASSISTANTS;
  } catch {
    return FALLBACK_ASSISTANTS;
  }
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
