import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { normalizePayments, type PaymentItem } from '../lib/payment-item';
import { billingKeys } from './keys';

/** GET /api/billing/history → the user's payments (hidden ones left out), newest first. */
export async function getHistory(): Promise<PaymentItem[]> {
  return normalizePayments(await apiFetch('/api/billing/history'));
}

export const historyQueryOptions = () => queryOptions({ queryKey: billingKeys.history, queryFn: getHistory });

export function useHistory() {
  return useQuery(historyQueryOptions());
}
