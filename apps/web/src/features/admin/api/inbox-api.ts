import {
  type ContactStatus,
  ContactStatusResponseSchema,
  InboxMessageSchema,
  InboxResponseSchema,
  InboxSummarySchema,
} from '@mustashar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** A refusal (no role, no two-factor, no such message) will not change on a second try; a failure might. */
const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  list: (status: string, page: number) => ['admin', 'inbox', 'list', status, page] as const,
  summary: ['admin', 'inbox', 'summary'] as const,
  message: (id: string) => ['admin', 'inbox', 'message', id] as const,
};

export function useInbox(status: ContactStatus | '', page: number) {
  return useQuery({
    queryKey: inboxKeys.list(status, page),
    queryFn: () => {
      const query = new URLSearchParams({ ...(status ? { status } : {}), page: String(page) });
      return apiFetch(`/api/admin/inbox?${query}`, { schema: InboxResponseSchema });
    },
    placeholderData: keepPreviousData,
    retry,
  });
}

/** New messages, for the console's menu; quietly absent when the console refuses (the page says why). */
export function useInboxSummary(enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.summary,
    queryFn: () => apiFetch('/api/admin/inbox/summary', { schema: InboxSummarySchema }),
    enabled,
    retry,
    refetchInterval: 60_000,
  });
}

export function useInboxMessage(id: string) {
  return useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: () => apiFetch(`/api/admin/inbox/${encodeURIComponent(id)}`, { schema: InboxMessageSchema }),
    retry,
  });
}

export function useReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch(`/api/admin/inbox/${encodeURIComponent(id)}/replies`, {
        method: 'POST',
        body: { text },
        schema: ContactStatusResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useChangeStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'close' | 'reopen') =>
      apiFetch(`/api/admin/inbox/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        body: { action },
        schema: ContactStatusResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
