import { apiFetch } from '@/lib/api-client';

/** What verifying a payment returned. */
export interface VerifyPaymentResult {
  verified: boolean;
  status: string | null;
  error: string | null;
  payment: {
    transactionNo: string | null;
    amount: number | null;
    paymentMethod: string | null;
    receiptUrl: string | null;
  } | null;
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

export function readVerifyResult(raw: unknown): VerifyPaymentResult {
  const body = isDict(raw) ? raw : {};
  const payment = isDict(body.payment) ? body.payment : null;
  const amount = payment?.amount;
  return {
    verified: body.verified === true,
    status: text(body.status),
    error: text(body.error) ?? text(body.message),
    payment: payment
      ? {
          transactionNo: text(payment.transactionNo),
          amount:
            typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) || null : null,
          paymentMethod: text(payment.paymentMethod),
          receiptUrl: text(payment.receiptUrl),
        }
      : null,
  };
}

/** GET /api/billing/paylink/verify-payment?TransactionNo&OrderNumber — the server asks the provider itself. */
export async function verifyPayment(
  transactionNo: string,
  orderNumber: string,
): Promise<VerifyPaymentResult> {
  const query = new URLSearchParams({ TransactionNo: transactionNo, OrderNumber: orderNumber });
  return readVerifyResult(await apiFetch(`/api/billing/paylink/verify-payment?${query}`));
}
