import type { PaymentStatus } from '@mustashar/contracts';

/** What the history table and detail dialog call a payment's status. */
export type PaymentStatusDisplay = 'paid' | 'pending' | 'failed' | 'canceled';

/**
 * Paid → Paid; pending → Pending; canceled → Canceled (the buyer stopped it: nothing failed); anything else →
 * Failed.
 */
export function paymentStatusDisplay(status: PaymentStatus): PaymentStatusDisplay {
  return status === 'paid' || status === 'pending' || status === 'canceled' ? status : 'failed';
}
