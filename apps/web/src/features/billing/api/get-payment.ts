import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { normalizePayment, type PaymentItem } from '../lib/payment-item';
import { billingKeys } from './keys';

/** GET /api/billing/history/:id → one payment with its receipt and invoice links. */
export async function getPayment(id: string): Promise<PaymentItem | null> {
  const data = (await apiFetch(`/api/billing/history/${encodeURIComponent(id)}`)) as Record<string, unknown>;
  return normalizePayment(data && typeof data === 'object' && 'payment' in data ? data.payment : data);
}

export const paymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.payment(id), queryFn: () => getPayment(id) });

export function usePayment(id: string | null) {
  return useQuery({ ...paymentQueryOptions(id ?? ''), enabled: id !== null });
}
