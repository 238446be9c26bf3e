import { BillingErrorCode, type Locale, type PaymentItem, vatFromTotalCents } from '@mustashar/contracts';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, payments, plans, refunds } from '../../db/schema.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { billingMessages as m } from './messages.ts';
import { paymentMetadata } from './payment-metadata.ts';

/**
 * Payment history, payment methods and exports. Every query is scoped to one user; only an administrator's call
 * includes payments the user hid: hiding removes a payment from the user's view only.
 */

type Row = {
  payment: typeof payments.$inferSelect;
  plan: typeof plans.$inferSelect;
  invoiceNumber: number | null;
  vatCents: number | null;
  refundId?: string | null;
};

export type Viewer = { id: string; role: 'user' | 'admin' | 'support' };

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      payment: payments,
      plan: plans,
      invoiceNumber: invoices.number,
      vatCents: invoices.vatCents,
      refundId: refunds.id,
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export function toPaymentItem(row: Row): PaymentItem {
  const { payment: p, plan } = row;
  const meta = paymentMetadata(p);
  // What the user may read: how it was paid and why it failed; not our internal links or the sandbox's record.
  const { sandbox: _sandbox, callbackUrl: _callback, paymentUrl: _url, discount, ...visible } = meta;
  const date = (p.paidAt ?? p.createdAt).toISOString();
  return {
    id: p.id,
    subscriptionId: p.subscriptionId,
    provider: p.provider,
    providerPaymentId: p.providerPaymentId,
    transactionNo: p.providerPaymentId,
    orderNumber: p.orderNumber,
    amount: p.amountCents / 100,
    amount_cents: p.amountCents,
    vat_cents: row.vatCents ?? vatFromTotalCents(p.amountCents),
    currency: p.currency,
    status: p.status,
    method: p.method,
    paymentType: meta.kind ?? 'checkout',
    metadata: visible,
    date,
    created_at: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    receiptUrl: p.receiptUrl,
    invoiceUrl: p.invoiceUrl,
    invoiceNumber: row.invoiceNumber,
    receiptPasscode: meta.receiptPasscode ?? null,
    planName: plan.name,
    planDisplayName: plan.displayName,
    discount: discount
      ? {
          code: discount.code,
          kind: discount.kind,
          value: discount.value,
          amountCents: discount.discountCents,
        }
      : null,
    hiddenAt: p.hiddenByUserAt?.toISOString() ?? null,
    creditNoteUrl: row.refundId ? `/api/billing/credit-notes/${p.id}.pdf` : null,
  };
}

/** The user's payments, newest first; hidden ones only for an administrator. */
export async function listPayments(db: Db, userId: string, includeHidden: boolean): Promise<PaymentItem[]> {
  const rows = await select(
    db,
    includeHidden
      ? eq(payments.userId, userId)
      : and(eq(payments.userId, userId), isNull(payments.hiddenByUserAt)),
  );
  return rows.map(toPaymentItem);
}

/** One payment the viewer may see: their own and not hidden, or any for an administrator. */
export async function findVisiblePayment(db: Db, viewer: Viewer, id: string): Promise<PaymentItem> {
  const rows = await select(
    db,
    viewer.role === 'admin'
      ? eq(payments.id, id)
      : and(eq(payments.id, id), eq(payments.userId, viewer.id), isNull(payments.hiddenByUserAt)),
  );
  const row = rows[0];
  if (!row) throw new AppError(404, BillingErrorCode.paymentNotFound, m.paymentNotFound);
  return toPaymentItem(row);
}

/** Hides a payment from its owner's view (administrators still see it); another user's is "not found". */
export async function hidePayment(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const hidden = await db
    .update(payments)
    .set({ hiddenByUserAt: now })
    .where(and(eq(payments.id, id), eq(payments.userId, userId), isNull(payments.hiddenByUserAt)))
    .returning({ id: payments.id });
  if (hidden.length === 0) throw new AppError(404, BillingErrorCode.paymentNotFound, m.paymentNotFound);
}

const STATUS_LABELS: Record<Locale, Record<string, string>> = {
  ar: { paid: 'مدفوعة', pending: 'قيد الانتظار', failed: 'فشلت', canceled: 'ملغاة' },
  en: { paid: 'Paid', pending: 'Pending', failed: 'Failed', canceled: 'Canceled' },
};
const TYPE_LABELS: Record<Locale, Record<string, string>> = {
  ar: { checkout: 'اشتراك', renew: 'تجديد', switch: 'تغيير الباقة' },
  en: { checkout: 'Subscription', renew: 'Renewal', switch: 'Plan change' },
};

export const HISTORY_COLUMNS: Record<Locale, string[]> = {
  ar: [
    'التاريخ',
    'رقم الطلب',
    'رقم العملية',
    'الباقة',
    'نوع الدفعة',
    'رمز الخصم',
    'الخصم',
    'المبلغ',
    'ضريبة القيمة المضافة',
    'العملة',
    'الحالة',
    'طريقة الدفع',
    'رقم الفاتورة',
  ],
  en: [
    'Date',
    'Order number',
    'Transaction number',
    'Plan',
    'Payment type',
    'Discount code',
    'Discount',
    'Amount',
    'VAT',
    'Currency',
    'Status',
    'Method',
    'Invoice number',
  ],
};

/** Dates in Saudi time, as the user knows them. */
export function riyadhDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

export function historyRows(
  items: PaymentItem[],
  locale: Locale,
  planNames: Map<string, string>,
): string[][] {
  return items.map((item) => [
    riyadhDate(item.date),
    item.orderNumber,
    item.transactionNo ?? '',
    planNames.get(item.planName) ?? item.planDisplayName,
    TYPE_LABELS[locale][item.paymentType] ?? item.paymentType,
    item.discount?.code ?? '',
    item.discount ? (item.discount.amountCents / 100).toFixed(2) : '',
    (item.amount_cents / 100).toFixed(2),
    (item.vat_cents / 100).toFixed(2),
    item.currency,
    STATUS_LABELS[locale][item.status] ?? item.status,
    item.method ?? '',
    item.invoiceNumber === null ? '' : String(item.invoiceNumber),
  ]);
}

/** CSV for spreadsheet programs (a plan or method name that looks like a formula stays text). */
export function historyCsv(items: PaymentItem[], locale: Locale, planNames: Map<string, string>): string {
  return spreadsheetCsv(HISTORY_COLUMNS[locale], historyRows(items, locale, planNames));
}

export async function planNamesIn(db: Db, locale: Locale): Promise<Map<string, string>> {
  const rows = await db.select().from(plans);
  return new Map(rows.map((p) => [p.name, locale === 'ar' ? p.displayNameAr : p.displayNameEn]));
}
