import { DataExportRequestResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dataExportQueryKey } from './get-data-export';

/** POST /api/account/export: the copy is built in the background and its link e-mailed. */
export async function requestDataExport() {
  return apiFetch('/api/account/export', { method: 'POST', schema: DataExportRequestResponseSchema });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: ({ message: _message, ...status }) => queryClient.setQueryData(dataExportQueryKey, status),
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportQueryKey }),
  });
}
