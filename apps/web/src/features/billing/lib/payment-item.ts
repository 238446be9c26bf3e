import { toNumber } from '@/lib/format';

/** A payment history row as the screens use it. */
export interface PaymentItem {
  id: string;
  subscriptionId: string | null;
  provider: string | null;
  reference: string | null;
  orderNumber: string | null;
  /** In currency units (riyals), not halalas. */
  amount: number;
  currency: string;
  status: string;
  method: string | null;
  metadata: Record<string, unknown> | string | null;
  date: string;
  receiptUrl: string | null;
  invoiceUrl: string | null;
  receiptPasscode: string | null;
  /** The plan's display name as the server gave it, and its machine name (to localize from the catalogue). */
  planName: string | null;
  planKey: string | null;
  /** The discount code used and what it took off, in halalas (the amount above is what was paid). */
  discount: { code: string; amountCents: number } | null;
}

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** metadata may come as an object or as a JSON string; a string that is not JSON stays as it is. */
export function readMetadata(value: unknown): Dict | string | null {
  if (isDict(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    try {
      const parsed: unknown = JSON.parse(value);
      return isDict(parsed) ? parsed : value;
    } catch {
      return value;
    }
  }
  return null;
}

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.replace(/,/g, '')));
}

function amountFrom(source: Dict): number | null {
  if (isNumeric(source.amount)) return toNumber(source.amount);
  const cents = source.amount_cents ?? source.amountCents;
  if (isNumeric(cents)) return toNumber(cents) / 100;
  return null;
}

/**
 * The amount is a number, a numeric string, or amount_cents / 100, possibly inside metadata;
 * anything else shows 0.
 */
export function parseAmount(raw: unknown): number {
  if (!isDict(raw)) return 0;
  const direct = amountFrom(raw);
  if (direct !== null) return direct;
  const metadata = readMetadata(raw.metadata);
  if (isDict(metadata)) return amountFrom(metadata) ?? 0;
  return 0;
}

/** A history row from whatever the server sent; null when it has no id at all. */
export function normalizePayment(raw: unknown, now: () => Date = () => new Date()): PaymentItem | null {
  if (!isDict(raw)) return null;
  const id = text(raw.id) ?? text(raw.paymentId) ?? text(raw.providerPaymentId);
  if (!id) return null;
  const metadata = readMetadata(raw.metadata);
  const meta = isDict(metadata) ? metadata : {};
  return {
    id,
    subscriptionId: text(raw.subscriptionId),
    provider: text(raw.provider),
    reference: text(raw.providerPaymentId) ?? text(raw.transactionNo),
    orderNumber: text(raw.orderNumber),
    amount: parseAmount(raw),
    currency: text(raw.currency) ?? 'SAR',
    status: text(raw.status) ?? 'unknown',
    method: text(raw.method) ?? text(meta.method) ?? text(meta.paymentMethod) ?? text(meta.cardBrand) ?? null,
    metadata,
    date: text(raw.date) ?? text(raw.created_at) ?? text(raw.createdAt) ?? now().toISOString(),
    receiptUrl: text(raw.receiptUrl),
    invoiceUrl: text(raw.invoiceUrl) ?? text(raw.payment_url),
    receiptPasscode: text(raw.receiptPasscode),
    planName: text(raw.planDisplayName) ?? text(raw.planName),
    planKey: text(raw.planName),
    discount: discountFrom(raw.discount),
  };
}

function discountFrom(value: unknown): PaymentItem['discount'] {
  if (!isDict(value)) return null;
  const code = text(value.code);
  return code && typeof value.amountCents === 'number' ? { code, amountCents: value.amountCents } : null;
}

/** The list from `{payments: [...]}` or a bare array. */
export function normalizePayments(raw: unknown): PaymentItem[] {
  const list = Array.isArray(raw) ? raw : isDict(raw) && Array.isArray(raw.payments) ? raw.payments : [];
  return list.map((item) => normalizePayment(item)).filter((p): p is PaymentItem => p !== null);
}
