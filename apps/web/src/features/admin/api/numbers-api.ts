import { AdminNumbersSchema } from '@mustashar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** The console's numbers for a range of days; both empty: the server's default (the last 30 days). */
export function useAdminNumbers(from: string, to: string) {
  const query = new URLSearchParams(Object.entries({ from, to }).filter(([, day]) => day !== '')).toString();
  return useQuery({
    queryKey: ['admin', 'numbers', from, to] as const,
    queryFn: () => apiFetch(`/api/admin/numbers${query ? `?${query}` : ''}`, { schema: AdminNumbersSchema }),
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
