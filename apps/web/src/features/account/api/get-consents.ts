import { ConsentRecordSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/account/consents → the policies in force, those not yet accepted, and every decision, newest first. */
export async function getConsents() {
  return apiFetch('/api/account/consents', { schema: ConsentRecordSchema });
}

export const consentsQueryKey = ['account', 'consents'] as const;
export const consentsQueryOptions = () => queryOptions({ queryKey: consentsQueryKey, queryFn: getConsents });

export function useConsents(enabled = true) {
  return useQuery({ ...consentsQueryOptions(), enabled });
}
