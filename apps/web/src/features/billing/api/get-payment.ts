import { type PaymentItem, PaymentResponseSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/history/:id → one payment with its receipt and invoice links. */
export async function getPayment(id: string): Promise<PaymentItem> {
  return (await apiFetch(`/api/billing/history/${encodeURIComponent(id)}`, { schema: PaymentResponseSchema }))
    .payment;
}

export const paymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.payment(id), queryFn: () => getPayment(id) });

export function usePayment(id: string | null) {
  return useQuery({ ...paymentQueryOptions(id ?? ''), enabled: id !== null });
}
