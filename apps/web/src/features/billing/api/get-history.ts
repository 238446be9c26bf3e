import { PaymentHistoryResponseSchema, type PaymentItem } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/history → the user's payments (hidden ones left out), newest first. */
export async function getHistory(): Promise<PaymentItem[]> {
  return (await apiFetch('/api/billing/history', { schema: PaymentHistoryResponseSchema })).payments;
}

export const historyQueryOptions = () => queryOptions({ queryKey: billingKeys.history, queryFn: getHistory });

export function useHistory() {
  return useQuery(historyQueryOptions());
}
