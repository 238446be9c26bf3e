import type { PaymentStatus } from '@mustashar/contracts';
import {
  type CreatedInvoice,
  callProviderApi,
  type InvoiceOrder,
  type PaymentProvider,
  ProviderError,
  UnknownTransactionError,
  type VerifiedTransaction,
} from './provider.ts';

/**
 * Paylink's REST API (https://paylinksa.readme.io): `POST /api/auth` for a bearer token, `POST /api/addInvoice`,
 * `GET /api/getInvoice/{transactionNo}`. Amounts travel in riyals; we keep halalas.
 */

export type PaylinkOptions = {
  baseUrl: string;
  apiId: string;
  secretKey: string;
  /** Time source for token expiry (the app clock). */
  now?: () => Date;
  /** Per request; Paylink answers in well under this. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Paylink's card brands, all accepted. */
const SUPPORTED_CARD_BRANDS = ['mada', 'visaMastercard', 'amex', 'stcpay', 'urpay'];
/** A token without a readable expiry is trusted for this long (Paylink's non-persistent tokens last 30 minutes). */
const DEFAULT_TOKEN_TTL_MS = 25 * 60 * 1000;
/** Refresh a little before the stated expiry, so a request never leaves with a token about to lapse. */
const EXPIRY_MARGIN_MS = 60 * 1000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

/** The useful part of an error body, whatever shape Paylink gives it (detail/title/message/error). */
export function paylinkErrorMessage(body: unknown, status: number): string {
  if (isObject(body)) {
    for (const key of ['detail', 'message', 'error', 'title', 'errorMessage']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
      if (isObject(value) && typeof value.message === 'string') return value.message;
    }
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return `Paylink answered HTTP ${status}`;
}

/** The JWT's `exp`, when the token is one. */
function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Paylink's statuses: compared case-insensitively; a pending invoice with payment errors was declined. */
export function paylinkStatus(orderStatus: unknown, paymentErrors: unknown): PaymentStatus {
  const status = String(orderStatus ?? '')
    .trim()
    .toLowerCase();
  if (status === 'paid' || status === 'completed') return 'paid';
  if (status === 'canceled' || status === 'cancelled' || status === 'expired') return 'canceled';
  if (status === 'declined' || status === 'failed' || status === 'rejected') return 'failed';
  const hasErrors = Array.isArray(paymentErrors) ? paymentErrors.length > 0 : Boolean(paymentErrors);
  return hasErrors ? 'failed' : 'pending';
}

/** Paylink wants the local form of a Saudi mobile (05XXXXXXXX); we store E.164. */
export function localMobile(e164: string): string {
  return `0${e164.replace(/\D/g, '').slice(-9)}`;
}

function cardFrom(receipt: Json, method: string | null): VerifiedTransaction['card'] {
  const masked = ['bankCardNumber', 'cardNumber', 'maskedCardNumber', 'cardLast4']
    .map((key) => text(receipt[key]))
    .find((value) => value !== null);
  const last4 = masked?.match(/(\d{4})\s*$/)?.[1];
  return last4 && method ? { brand: method.toLowerCase(), last4 } : null;
}

export class PaylinkClient {
  #token: { value: string; expiresAt: number } | null = null;
  #pendingAuth: Promise<string> | null = null;
  readonly #fetch: typeof fetch;
  readonly #now: () => Date;

  constructor(private readonly options: PaylinkOptions) {
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? (() => new Date());
  }

  async #send(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
    return callProviderApi('Paylink', this.#fetch, {
      url: `${this.options.baseUrl}${path}`,
      path,
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
      timeoutMs: this.options.timeoutMs,
    });
  }

  /** A valid token, from the cache or a fresh `POST /api/auth` (one at a time). */
  async token(force = false): Promise<string> {
    const now = this.#now().getTime();
    if (!force && this.#token && this.#token.expiresAt - EXPIRY_MARGIN_MS > now) return this.#token.value;
    this.#pendingAuth ??= this.#authenticate().finally(() => {
      this.#pendingAuth = null;
    });
    return this.#pendingAuth;
  }

  async #authenticate(): Promise<string> {
    const res = await this.#send('POST', '/api/auth', {
      apiId: this.options.apiId,
      secretKey: this.options.secretKey,
      persistToken: false,
    });
    const token = isObject(res.body) ? text(res.body.id_token) : null;
    if (!res.ok || !token) {
      this.#token = null;
      throw new ProviderError(
        `Paylink auth: ${paylinkErrorMessage(res.body, res.status)}`,
        res.status,
        res.body,
      );
    }
    const now = this.#now().getTime();
    this.#token = { value: token, expiresAt: tokenExpiry(token) ?? now + DEFAULT_TOKEN_TTL_MS };
    return token;
  }

  /** An authenticated call; a 401 means the token lapsed early, so it is refreshed and the call made once more. */
  async #call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let res = await this.#send(method, path, body, await this.token());
    if (res.status === 401) res = await this.#send(method, path, body, await this.token(true));
    return res;
  }

  async addInvoice(input: {
    orderNumber: string;
    amount: number;
    callBackUrl: string;
    cancelUrl: string;
    clientName: string;
    clientMobile: string;
    clientEmail: string;
    products: { title: string; price: number; qty: number }[];
    note?: string;
  }): Promise<{ url: string; transactionNo: string }> {
    const res = await this.#call('POST', '/api/addInvoice', {
      ...input,
      currency: 'SAR',
      supportedCardBrands: SUPPORTED_CARD_BRANDS,
      displayPending: true,
    });
    const body = isObject(res.body) ? res.body : {};
    const url = text(body.url);
    const transactionNo = text(body.transactionNo);
    if (!res.ok || !url || !transactionNo) {
      throw new ProviderError(
        `Paylink addInvoice: ${paylinkErrorMessage(res.body, res.status)}`,
        res.status,
        res.body,
      );
    }
    return { url, transactionNo };
  }

  async getInvoice(transactionNo: string): Promise<Json> {
    const res = await this.#call('GET', `/api/getInvoice/${encodeURIComponent(transactionNo)}`);
    if (res.status === 404) {
      throw new UnknownTransactionError(
        `Paylink getInvoice: ${paylinkErrorMessage(res.body, res.status)}`,
        404,
      );
    }
    if (!res.ok || !isObject(res.body)) {
      throw new ProviderError(
        `Paylink getInvoice: ${paylinkErrorMessage(res.body, res.status)}`,
        res.status,
        res.body,
      );
    }
    return res.body;
  }
}

export class PaylinkProvider implements PaymentProvider {
  readonly name = 'paylink' as const;
  readonly requiresMobile = true;

  constructor(readonly client: PaylinkClient) {}

  async createInvoice(order: InvoiceOrder): Promise<CreatedInvoice> {
    if (!order.client.mobile) throw new ProviderError('Paylink needs a client mobile number');
    const created = await this.client.addInvoice({
      orderNumber: order.orderNumber,
      amount: order.amountCents / 100,
      callBackUrl: order.callbackUrl,
      cancelUrl: order.cancelUrl,
      clientName: order.client.name,
      clientMobile: localMobile(order.client.mobile),
      clientEmail: order.client.email,
      products: [
        { title: order.product.title, price: order.product.priceCents / 100, qty: order.product.qty },
      ],
    });
    return { paymentUrl: created.url, providerPaymentId: created.transactionNo };
  }

  async verify(transactionNo: string): Promise<VerifiedTransaction> {
    const invoice = await this.client.getInvoice(transactionNo);
    const receipt = isObject(invoice.paymentReceipt) ? invoice.paymentReceipt : {};
    const gateway = isObject(invoice.gatewayOrderRequest) ? invoice.gatewayOrderRequest : {};
    const amount = Number(invoice.amount ?? gateway.amount);
    const method = text(receipt.paymentMethod);
    const errors = invoice.paymentErrors;
    return {
      status: paylinkStatus(invoice.orderStatus, errors),
      amountCents: Number.isFinite(amount) ? Math.round(amount * 100) : -1,
      orderNumber: text(gateway.orderNumber) ?? text(invoice.orderNumber),
      method: method?.toLowerCase() ?? null,
      card: cardFrom(receipt, method),
      receiptUrl: text(receipt.receiptUrl),
      receiptPasscode: text(receipt.passcode),
      failureReason: Array.isArray(errors) && errors.length > 0 ? JSON.stringify(errors).slice(0, 500) : null,
    };
  }
}
