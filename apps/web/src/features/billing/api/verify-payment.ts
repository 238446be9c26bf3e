import { type VerifyPaymentResponse, VerifyPaymentResponseSchema } from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/billing/paylink/verify-payment?TransactionNo&OrderNumber — the server asks the provider itself. */
export async function verifyPayment(
  transactionNo: string,
  orderNumber: string,
): Promise<VerifyPaymentResponse> {
  const query = new URLSearchParams({ TransactionNo: transactionNo, OrderNumber: orderNumber });
  return apiFetch(`/api/billing/paylink/verify-payment?${query}`, { schema: VerifyPaymentResponseSchema });
}
