import { ConsentRecordResponseSchema, type ConsentUpdate } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consentsQueryKey } from './get-consents';

/** PUT /api/account/consents: accept the policies in force by version, or record the cookie choice. */
export async function updateConsents(body: ConsentUpdate) {
  return apiFetch('/api/account/consents', { method: 'PUT', body, schema: ConsentRecordResponseSchema });
}

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: ({ message: _message, ...record }) => queryClient.setQueryData(consentsQueryKey, record),
  });
}
