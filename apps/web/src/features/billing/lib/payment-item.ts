import type { PaymentItem } from '@mustashar/contracts';

/** The provider's reference for a payment, as its receipts show it. */
export function paymentReference(payment: PaymentItem): string | null {
  return payment.providerPaymentId ?? payment.transactionNo;
}
