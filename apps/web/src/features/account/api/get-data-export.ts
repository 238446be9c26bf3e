import { DataExportStatusSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/account/export → the newest request for a copy of the user's data, and when the next may be made. */
export async function getDataExport() {
  return apiFetch('/api/account/export', { schema: DataExportStatusSchema });
}

export const dataExportQueryKey = ['account', 'data-export'] as const;
export const dataExportQueryOptions = () =>
  queryOptions({ queryKey: dataExportQueryKey, queryFn: getDataExport });

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}
