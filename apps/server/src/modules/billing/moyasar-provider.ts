import type { PaymentStatus } from '@mustashar/contracts';
import {
  type CreatedInvoice,
  callProviderApi,
  type InvoiceOrder,
  type PaymentProvider,
  ProviderError,
  type SavedCardToken,
  type TokenCharge,
  UnknownTransactionError,
  type VerifiedTransaction,
} from './provider.ts';

/**
 * Moyasar's REST API (https://docs.moyasar.com), authenticated with the secret key as Basic auth. The first
 * payment goes through Moyasar's hosted invoice page (`POST /v1/invoices` → `url`), where the card is typed and,
 * with the buyer's consent, saved as a token; renewals charge that token (`POST /v1/payments` with
 * `source.type = token` and our payment's id as `given_id`, which makes a repeated call return the same payment).
 * Amounts are halalas on both sides. No card number ever reaches us.
 */

export type MoyasarOptions = {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** A payment's status: `authorized` waits for a capture we never ask for, so it is still pending. */
export function moyasarPaymentStatus(status: unknown): PaymentStatus {
  switch (status) {
    case 'paid':
    case 'captured':
    case 'refunded':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'voided':
      return 'canceled';
    default:
      return 'pending';
  }
}

/** An invoice's status (initiated, paid, failed, refunded, canceled, on_hold, expired, voided). */
export function moyasarInvoiceStatus(status: unknown): PaymentStatus {
  switch (status) {
    case 'paid':
    case 'refunded':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'canceled':
    case 'expired':
    case 'voided':
      return 'canceled';
    default:
      return 'pending';
  }
}

/** Moyasar names Mastercard `master`. */
function brandOf(company: string | null): string | null {
  if (!company) return null;
  const lower = company.toLowerCase();
  return lower === 'master' ? 'mastercard' : lower;
}

export class MoyasarClient {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: MoyasarOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return callProviderApi('Moyasar', this.#fetch, {
      url: `${this.options.baseUrl}${path}`,
      path,
      method,
      headers: { authorization: `Basic ${Buffer.from(`${this.options.secretKey}:`).toString('base64')}` },
      body,
      timeoutMs: this.options.timeoutMs,
    });
  }

  /** The object at `path`, or UnknownTransactionError on 404; any other failure is a ProviderError. */
  async read(path: string): Promise<Json> {
    const res = await this.send('GET', path);
    if (res.status === 404) throw new UnknownTransactionError(`Moyasar: ${path} not found`, 404);
    if (!res.ok || !isObject(res.body)) throw this.error(path, res);
    return res.body;
  }

  error(path: string, res: { status: number; body: unknown }): ProviderError {
    const message = isObject(res.body) ? (text(res.body.message) ?? text(res.body.type)) : null;
    return new ProviderError(`Moyasar ${path}: ${message ?? `HTTP ${res.status}`}`, res.status, res.body);
  }
}

export class MoyasarProvider implements PaymentProvider {
  readonly name = 'moyasar' as const;
  readonly requiresMobile = false;

  constructor(readonly client: MoyasarClient) {}

  async createInvoice(order: InvoiceOrder): Promise<CreatedInvoice> {
    const res = await this.client.send('POST', '/v1/invoices', {
      amount: order.amountCents,
      currency: order.currency,
      description: order.product.title,
      success_url: order.callbackUrl,
      back_url: order.cancelUrl,
      metadata: { order_number: order.orderNumber },
    });
    if (!res.ok || !isObject(res.body) || !text(res.body.id) || !text(res.body.url)) {
      throw this.client.error('/v1/invoices', res);
    }
    return { paymentUrl: text(res.body.url)!, providerPaymentId: text(res.body.id)! };
  }

  /**
   * A checkout's transaction is an invoice; a renewal's is a payment. Both ids are UUIDs, so the invoice is asked
   * first and the payment when no invoice has that id.
   */
  async verify(transactionNo: string): Promise<VerifiedTransaction> {
    const id = encodeURIComponent(transactionNo);
    try {
      const invoice = await this.client.read(`/v1/invoices/${id}`);
      return this.fromInvoice(invoice);
    } catch (err) {
      if (!(err instanceof UnknownTransactionError)) throw err;
    }
    return this.fromPayment(await this.client.read(`/v1/payments/${id}`), null);
  }

  private async fromInvoice(invoice: Json): Promise<VerifiedTransaction> {
    const list = Array.isArray(invoice.payments) ? invoice.payments.filter(isObject) : [];
    const paid = list.find((p) => moyasarPaymentStatus(p.status) === 'paid') ?? list.at(-1) ?? null;
    const fromPayment = paid ? await this.fromPayment(paid, invoice) : null;
    const metadata = isObject(invoice.metadata) ? invoice.metadata : {};
    return {
      status: moyasarInvoiceStatus(invoice.status),
      amountCents: typeof invoice.amount === 'number' ? invoice.amount : -1,
      orderNumber: text(metadata.order_number),
      method: fromPayment?.method ?? null,
      card: fromPayment?.card ?? null,
      receiptUrl: null,
      receiptPasscode: null,
      failureReason: fromPayment?.failureReason ?? null,
      savedCard: moyasarInvoiceStatus(invoice.status) === 'paid' ? (fromPayment?.savedCard ?? null) : null,
    };
  }

  private async fromPayment(payment: Json, invoice: Json | null): Promise<VerifiedTransaction> {
    const source = isObject(payment.source) ? payment.source : {};
    const metadata = isObject(payment.metadata) ? payment.metadata : {};
    const brand = brandOf(text(source.company));
    const last4 = text(source.number)?.match(/(\d{4})\s*$/)?.[1] ?? null;
    const status = moyasarPaymentStatus(payment.status);
    const token = text(source.token);
    return {
      status,
      amountCents: typeof payment.amount === 'number' ? payment.amount : -1,
      orderNumber: text(metadata.order_number),
      method: brand,
      card: brand && last4 ? { brand, last4 } : null,
      receiptUrl: null,
      receiptPasscode: null,
      failureReason: status === 'failed' ? (text(source.message) ?? 'declined') : null,
      // A token saved on this payment (the buyer ticked "save card"); its details are read from the token itself.
      savedCard: invoice && token && status === 'paid' ? await this.tokenDetails(token) : null,
    };
  }

  private async tokenDetails(token: string): Promise<SavedCardToken | null> {
    const found = await this.client.read(`/v1/tokens/${encodeURIComponent(token)}`);
    // Only an active token can be charged later.
    if (found.status !== 'active') return null;
    const brand = brandOf(text(found.brand));
    const last4 = text(found.last_four);
    if (!brand || !last4) return null;
    const month = Number(found.month);
    const year = Number(found.year);
    return {
      token,
      brand,
      last4,
      expMonth: Number.isInteger(month) && month > 0 ? month : null,
      expYear: Number.isInteger(year) && year > 0 ? (year < 100 ? 2000 + year : year) : null,
    };
  }

  async chargeToken(charge: TokenCharge): Promise<{ transactionNo: string }> {
    const res = await this.client.send('POST', '/v1/payments', {
      given_id: charge.idempotencyKey,
      amount: charge.amountCents,
      currency: charge.currency,
      description: charge.description,
      callback_url: charge.callbackUrl,
      source: { type: 'token', token: charge.token },
      metadata: { order_number: charge.orderNumber },
    });
    // A declined card is still a payment (status failed), read back through verify like any other.
    if (!res.ok || !isObject(res.body) || !text(res.body.id)) throw this.client.error('/v1/payments', res);
    return { transactionNo: text(res.body.id)! };
  }

  async deleteToken(token: string): Promise<void> {
    const res = await this.client.send('DELETE', `/v1/tokens/${encodeURIComponent(token)}`);
    if (!res.ok && res.status !== 404) throw this.client.error('/v1/tokens', res);
  }
}
