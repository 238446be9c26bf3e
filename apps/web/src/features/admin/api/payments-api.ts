import {
  AdminPaymentDetailSchema,
  AdminPaymentsResponseSchema,
  type AdminRefundRequest,
  AdminRefundResponseSchema,
} from '@mustashar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-api';

/** The console's payments filter, as the page's address holds it (empty strings: no filter). */
export type PaymentFilters = {
  status: string;
  provider: string;
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  user: string;
};

export const PAYMENT_FILTER_KEYS = [
  'status',
  'provider',
  'from',
  'to',
  'minAmount',
  'maxAmount',
  'user',
] as const;

const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function paymentsQuery(filters: PaymentFilters, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filters, ...extra }).filter(([, value]) => value.trim() !== '');
  return new URLSearchParams(entries).toString();
}

export function usePayments(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: [...adminKeys.all, 'payments', filters, page],
    queryFn: () =>
      apiFetch(`/api/admin/payments?${paymentsQuery(filters, { page: String(page) })}`, {
        schema: AdminPaymentsResponseSchema,
      }),
    placeholderData: keepPreviousData,
    retry,
  });
}

export function usePayment(id: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'payment', id],
    queryFn: () =>
      apiFetch(`/api/admin/payments/${encodeURIComponent(id)}`, { schema: AdminPaymentDetailSchema }),
    retry,
  });
}

export function useRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) =>
      apiFetch(`/api/admin/payments/${encodeURIComponent(id)}/refund`, {
        method: 'POST',
        body,
        schema: AdminRefundResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
