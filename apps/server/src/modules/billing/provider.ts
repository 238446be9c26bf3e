import type { PaymentProviderName, PaymentStatus } from '@mustashar/contracts';

/** What we ask a provider to charge. Amounts are halalas. */
export type InvoiceOrder = {
  orderNumber: string;
  amountCents: number;
  currency: 'SAR';
  /** Where the provider sends the browser back; it adds TransactionNo and OrderNumber. */
  callbackUrl: string;
  cancelUrl: string;
  client: { name: string; email: string; mobile: string | null };
  product: { title: string; priceCents: number; qty: number };
};

export type CreatedInvoice = { paymentUrl: string; providerPaymentId: string };

/** The provider's own account of a transaction: the only source we trust for status and amount. */
export type VerifiedTransaction = {
  status: PaymentStatus;
  amountCents: number;
  orderNumber: string | null;
  /** How it was paid, as the provider names it (e.g. "visa", "mada"). */
  method: string | null;
  card: { brand: string; last4: string; expMonth?: number | null; expYear?: number | null } | null;
  receiptUrl: string | null;
  receiptPasscode: string | null;
  /** The provider's reason for a failure, when it gives one (logged and kept in metadata). */
  failureReason: string | null;
  /**
   * A card the provider saved on this payment with the buyer's consent (a token, never the number): renewals charge
   * it. Absent when nothing was saved.
   */
  savedCard?: SavedCardToken | null;
};

export type SavedCardToken = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
};

/**
 * A charge of a saved card without the buyer present (a renewal). `idempotencyKey` is stable per attempt, so a
 * call repeated after a lost answer gets the same transaction back instead of a second charge.
 */
export type TokenCharge = {
  token: string;
  orderNumber: string;
  amountCents: number;
  currency: 'SAR';
  description: string;
  idempotencyKey: string;
  callbackUrl: string;
};

/** A full refund of a settled transaction. The idempotency key (our payment id) makes a repeated call a no-op. */
export type RefundRequest = {
  transactionNo: string;
  orderNumber: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
};

/** The provider's record of the refund; the same key always gives back the same refund. */
export type ProviderRefund = { refundId: string; amountCents: number };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Paylink refuses invoices without a client mobile number. */
  readonly requiresMobile: boolean;
  createInvoice(order: InvoiceOrder): Promise<CreatedInvoice>;
  verify(transactionNo: string, orderNumber: string): Promise<VerifiedTransaction>;
  /**
   * Refunds through the provider's API. Absent when the provider offers none to a merchant (Paylink): the operator
   * refunds in its dashboard and the console records a manual refund (ADR 087).
   */
  refund?(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * Charges a saved card; the answer is only the transaction's number: its outcome is read through `verify`, like
   * any other payment's. Absent when the provider keeps no cards (Paylink).
   */
  chargeToken?(charge: TokenCharge): Promise<{ transactionNo: string }>;
  /** Forgets a saved card at the provider (the user removed it). */
  deleteToken?(token: string): Promise<void>;
}

/** A provider that could not answer (network, 5xx, bad credentials): the caller retries later. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly detail: unknown = null,
  ) {
    super(message);
  }
}

/** The provider does not know this transaction. */
export class UnknownTransactionError extends ProviderError {
  override name = 'UnknownTransactionError';
}

/**
 * One JSON call to a provider's API. A network failure or timeout is a `ProviderError` named after the provider;
 * a body that is not JSON (a proxy's error page) is kept as text for the message. The status is the caller's to judge.
 */
export async function callProviderApi(
  provider: string,
  fetchImpl: typeof fetch,
  request: {
    url: string;
    path: string;
    method: string;
    headers: Record<string, string>;
    body?: unknown;
    timeoutMs?: number;
  },
): Promise<{ status: number; ok: boolean; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    });
  } catch (err) {
    throw new ProviderError(
      `${provider} ${request.path}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const raw = await response.text();
  let parsed: unknown = raw;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // Kept as text for the message.
  }
  return { status: response.status, ok: response.ok, body: parsed };
}
