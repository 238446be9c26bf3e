import type { PaymentStatus } from '@mustashar/contracts';

/** What the history table and detail dialog call a payment's status. */
export type PaymentStatusDisplay = 'paid' | 'pending' | 'failed';

/** Paid → Paid; pending → Pending; failed or canceled → Failed. */
export function paymentStatusDisplay(status: PaymentStatus): PaymentStatusDisplay {
  return status === 'paid' || status === 'pending' ? status : 'failed';
}
