import {
  AdminAuditResponseSchema,
  AdminUserDetailSchema,
  AdminUserSearchResponseSchema,
  type ComplimentaryDaysRequest,
  ComplimentaryDaysResponseSchema,
  MessageResponseSchema,
} from '@mustashar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** A refusal (no role, no two-factor, no such user) will not change on a second try; a failure might. */
const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const adminKeys = {
  all: ['admin'] as const,
  search: (q: string, page: number) => ['admin', 'users', q, page] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  audit: (action: string, actor: string, page: number) => ['admin', 'audit', action, actor, page] as const,
};

const params = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === '' ? [] : [[key, String(value)]])),
  ).toString();

export function useUserSearch(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.search(q, page),
    queryFn: () =>
      apiFetch(`/api/admin/users?${params({ q, page })}`, { schema: AdminUserSearchResponseSchema }),
    placeholderData: keepPreviousData,
    retry,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: () => apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { schema: AdminUserDetailSchema }),
    retry,
  });
}

export function useAuditLog(action: string, actor: string, page: number) {
  return useQuery({
    queryKey: adminKeys.audit(action, actor, page),
    queryFn: () =>
      apiFetch(`/api/admin/audit?${params({ action, actor, page })}`, { schema: AdminAuditResponseSchema }),
    placeholderData: keepPreviousData,
    retry,
  });
}

export function useGrantDays(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplimentaryDaysRequest) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/complimentary-days`, {
        method: 'POST',
        body,
        schema: ComplimentaryDaysResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Signs the user out of one session, or of all with `sessionId` null. */
export function useEndSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) =>
      apiFetch(
        `/api/admin/users/${encodeURIComponent(userId)}/sessions${sessionId ? `/${encodeURIComponent(sessionId)}` : ''}`,
        { method: 'DELETE', schema: MessageResponseSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
