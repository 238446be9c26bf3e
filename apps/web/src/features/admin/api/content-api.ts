import { AdminContentSchema, AdminReindexResponseSchema } from '@mustashar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

const contentKey = ['admin', 'content'] as const;

export function useAdminContent() {
  return useQuery({
    queryKey: contentKey,
    queryFn: () => apiFetch('/api/admin/content', { schema: AdminContentSchema }),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}

export function useReindex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/admin/content/reindex', { method: 'POST', schema: AdminReindexResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}
