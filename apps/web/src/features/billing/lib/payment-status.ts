/** What the history table and detail dialog call a payment's status. */
export type PaymentStatusDisplay = 'paid' | 'pending' | 'pastDue' | 'failed';

/** succeeded or paid (any case) → Paid; pending → Pending; past_due → Past due; anything else → Failed. */
export function paymentStatusDisplay(status: unknown): PaymentStatusDisplay {
  const value = typeof status === 'string' ? status.trim().toLowerCase() : '';
  if (value === 'succeeded' || value === 'paid') return 'paid';
  if (value === 'pending') return 'pending';
  if (value === 'past_due') return 'pastDue';
  return 'failed';
}
