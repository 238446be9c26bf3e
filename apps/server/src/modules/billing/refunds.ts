import {
  ADMIN_PAGE_SIZE,
  type AdminPaymentDetail,
  type AdminPaymentRow,
  type AdminPaymentsResponse,
  type AdminRefund,
  BillingErrorCode,
  type Locale,
  type PaymentProviderName,
  vatFromTotalCents,
} from '@mustashar/contracts';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { announceChange } from '../../db/changes.ts';
import type { Db, Executor } from '../../db/client.ts';
import { invoices, payments, plans, refunds, subscriptions } from '../../db/schema.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { dayRange, dayStart } from '../../lib/day-range.ts';
import { AppError } from '../../lib/errors.ts';
import * as identity from '../identity/index.ts';
import { paymentMetadata } from './payment-metadata.ts';
import type { PaymentProvider } from './provider.ts';
import * as repo from './repo.ts';

/**
 * Payments as the console sees them, and refunds (ADR 087). A refund is a row of its own with its credit note:
 * the payment keeps its amount and its `paid` status, so anything that sums payments subtracts refunds instead of
 * finding a changed amount.
 */

export type RefundRow = typeof refunds.$inferSelect;
type Providers = Partial<Record<PaymentProviderName, PaymentProvider>>;

const messages = {
  paymentNotFound: { ar: 'لم يُعثر على الدفعة.', en: 'Payment not found.' },
  notRefundable: {
    ar: 'لا يُسترد إلا مبلغ دفعة مدفوعة لها فاتورة.',
    en: 'Only a paid payment with an invoice can be refunded.',
  },
  alreadyRefunded: { ar: 'استُرد مبلغ هذه الدفعة من قبل.', en: 'This payment has already been refunded.' },
  creditNoteNotFound: {
    ar: 'لا يوجد إشعار دائن لهذه الدفعة.',
    en: 'There is no credit note for this payment.',
  },
  providerError: {
    ar: 'تعذّر الاسترداد لدى بوابة الدفع الآن. لم يتغير شيء؛ حاول مجددًا بعد قليل.',
    en: 'The payment provider could not refund right now. Nothing changed; try again shortly.',
  },
} as const;

const notFound = () => new AppError(404, BillingErrorCode.paymentNotFound, messages.paymentNotFound);

export type PaymentFilter = {
  status?: string;
  provider?: PaymentProviderName;
  from?: string;
  to?: string;
  minAmount?: number;
  maxAmount?: number;
  user?: string;
};

/** The filter as SQL; null when it names a user that does not exist (which matches nothing). */
async function where(db: Db, filter: PaymentFilter): Promise<SQL | undefined | null> {
  const parts: (SQL | undefined)[] = [];
  if (filter.user) {
    const userId = await identity.userIdByIdOrEmail(db, filter.user);
    if (!userId) return null;
    parts.push(eq(payments.userId, userId));
  }
  if (filter.status === 'refunded') parts.push(isNotNull(refunds.id));
  else if (filter.status === 'paid') parts.push(eq(payments.status, 'paid'), isNull(refunds.id));
  else if (filter.status) parts.push(eq(payments.status, filter.status as 'pending'));
  if (filter.provider) parts.push(eq(payments.provider, filter.provider));
  // Filter days are Saudi days, as operators and users know them.
  if (filter.from) parts.push(gte(payments.createdAt, dayStart(filter.from)));
  if (filter.to) parts.push(lt(payments.createdAt, dayRange(filter.to, filter.to).end));
  if (filter.minAmount !== undefined)
    parts.push(gte(payments.amountCents, Math.round(filter.minAmount * 100)));
  if (filter.maxAmount !== undefined)
    parts.push(lte(payments.amountCents, Math.round(filter.maxAmount * 100)));
  return and(...parts);
}

function selectRows(db: Db) {
  return db
    .select({ payment: payments, plan: plans, invoice: invoices, refund: refunds })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id));
}
type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

function toRow(row: JoinedRow, emails: Map<string, string>): AdminPaymentRow {
  const p = row.payment;
  return {
    id: p.id,
    userId: p.userId,
    userEmail: emails.get(p.userId) ?? null,
    orderNumber: p.orderNumber,
    provider: p.provider,
    status: p.status,
    refunded: row.refund !== null,
    hidden: p.hiddenByUserAt !== null,
    amountCents: p.amountCents,
    currency: p.currency,
    planDisplayNames: { ar: row.plan.displayNameAr, en: row.plan.displayNameEn },
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

async function emailsOf(db: Db, rows: JoinedRow[]) {
  return identity.userEmails(db, [...new Set(rows.map((r) => r.payment.userId))]);
}

/** Every user's payments, hidden ones included, newest first, a page at a time. */
export async function listAllPayments(
  db: Db,
  filter: PaymentFilter,
  page: number,
): Promise<AdminPaymentsResponse> {
  const condition = await where(db, filter);
  const empty = { payments: [], total: 0, page, pageSize: ADMIN_PAGE_SIZE };
  if (condition === null) return empty;
  const [rows, [count]] = await Promise.all([
    selectRows(db)
      .where(condition)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .where(condition),
  ]);
  const emails = await emailsOf(db, rows);
  return {
    payments: rows.map((r) => toRow(r, emails)),
    total: Number(count?.total ?? 0),
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export const EXPORT_LIMIT = 10_000;

const CSV_COLUMNS: Record<Locale, string[]> = {
  ar: [
    'تاريخ الإنشاء',
    'تاريخ الدفع',
    'رقم الطلب',
    'المستخدم',
    'الاسم',
    'الباقة',
    'بوابة الدفع',
    'الحالة',
    'المبلغ (ر.س)',
    'ضريبة القيمة المضافة (ر.س)',
    'المسترد (ر.س)',
    'رقم الفاتورة',
    'رقم الإشعار الدائن',
    'مخفية لدى المستخدم',
  ],
  en: [
    'Created',
    'Paid',
    'Order number',
    'User',
    'Name',
    'Plan',
    'Provider',
    'Status',
    'Amount (SAR)',
    'VAT (SAR)',
    'Refunded (SAR)',
    'Invoice number',
    'Credit note number',
    'Hidden by the user',
  ],
};
const STATUS: Record<Locale, Record<string, string>> = {
  ar: { paid: 'مدفوعة', pending: 'قيد الانتظار', failed: 'فشلت', canceled: 'ملغاة', refunded: 'مستردة' },
  en: { paid: 'Paid', pending: 'Pending', failed: 'Failed', canceled: 'Canceled', refunded: 'Refunded' },
};
const YES_NO: Record<Locale, [string, string]> = { ar: ['نعم', 'لا'], en: ['yes', 'no'] };

const riyals = (cents: number) => (cents / 100).toFixed(2);

/** The filtered list as CSV: UTF-8 with a BOM (Excel then reads Arabic), riyals with two decimals, ISO dates. */
export async function paymentsCsv(db: Db, filter: PaymentFilter, locale: Locale): Promise<string> {
  const condition = await where(db, filter);
  const rows =
    condition === null
      ? []
      : await selectRows(db)
          .where(condition)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(EXPORT_LIMIT);
  const ids = [...new Set(rows.map((r) => r.payment.userId))];
  const [emails, names] = await Promise.all([identity.userEmails(db, ids), identity.userNames(db, ids)]);
  const body = rows.map(({ payment: p, plan, invoice, refund }) => {
    const status = refund ? 'refunded' : p.status;
    return [
      p.createdAt.toISOString(),
      p.paidAt?.toISOString() ?? '',
      p.orderNumber,
      emails.get(p.userId) ?? p.userId,
      names.get(p.userId) ?? '',
      locale === 'ar' ? plan.displayNameAr : plan.displayNameEn,
      p.provider,
      STATUS[locale][status] ?? status,
      riyals(p.amountCents),
      riyals(invoice?.vatCents ?? vatFromTotalCents(p.amountCents)),
      refund ? riyals(refund.amountCents) : '',
      invoice ? String(invoice.number) : '',
      refund ? String(refund.creditNoteNumber) : '',
      YES_NO[locale][p.hiddenByUserAt ? 0 : 1],
    ];
  });
  return spreadsheetCsv(CSV_COLUMNS[locale], body);
}

/** Nested metadata as "a.b: value" lines, so an operator reads it without JSON. */
function flatten(value: unknown, prefix = '', out: { key: string; value: string }[] = []) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    const text = value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
    out.push({ key: prefix, value: text.slice(0, 500) });
  }
  return out;
}

const invoiceUrl = (paymentId: string) => `/api/billing/invoices/${paymentId}.pdf`;
export const creditNoteUrl = (paymentId: string) => `/api/billing/credit-notes/${paymentId}.pdf`;

function refundView(refund: RefundRow, actorEmail: string | null): AdminRefund {
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    vatCents: refund.vatCents,
    kind: refund.kind,
    providerRefundId: refund.providerRefundId,
    reason: refund.reason,
    creditNoteNumber: refund.creditNoteNumber,
    invoiceNumber: refund.invoiceNumber,
    endedAccess: refund.endedAccess,
    actorEmail,
    createdAt: refund.createdAt.toISOString(),
    creditNoteUrl: creditNoteUrl(refund.paymentId),
  };
}

/** How a paid payment would be refunded: through its provider's API when it has one, else recorded by hand. */
function refundModeOf(providers: Providers, provider: PaymentProviderName): 'provider' | 'manual' {
  return providers[provider]?.refund ? 'provider' : 'manual';
}

export async function paymentDetail(db: Db, providers: Providers, id: string): Promise<AdminPaymentDetail> {
  const [row] = await selectRows(db).where(eq(payments.id, id));
  if (!row) throw notFound();
  const { payment: p, plan, invoice, refund } = row;
  const people = await identity.userEmails(db, [p.userId, ...(refund?.actorId ? [refund.actorId] : [])]);
  const meta = paymentMetadata(p);
  const discountCents = invoice?.discountCents ?? meta.discount?.discountCents ?? 0;
  return {
    payment: {
      ...toRow(row, people),
      transactionNo: p.providerPaymentId,
      method: p.method,
      planName: plan.name,
      vatCents: invoice?.vatCents ?? vatFromTotalCents(p.amountCents),
      subtotalCents: invoice?.subtotalCents ?? meta.discount?.subtotalCents ?? p.amountCents,
      discount:
        discountCents > 0
          ? { code: invoice?.discountCode ?? meta.discount?.code ?? null, amountCents: discountCents }
          : null,
      creditCents: invoice?.creditCents ?? 0,
      metadata: flatten(p.metadata),
      invoice: invoice ? { number: invoice.number, url: invoiceUrl(p.id) } : null,
    },
    refund: refund ? refundView(refund, refund.actorId ? (people.get(refund.actorId) ?? null) : null) : null,
    refundMode:
      !refund && p.status === 'paid' && invoice && p.amountCents > 0
        ? refundModeOf(providers, p.provider)
        : null,
  };
}

/** What the subscription looked like around the refund, for the audit log. */
type AccessState = { subscriptionId: string; status: string; currentPeriodEnd: string | null } | null;

export type RefundResult = {
  refund: RefundRow;
  before: { paymentStatus: string; refunded: false; subscription: AccessState };
  after: { refunded: true; refundId: string; creditNoteNumber: number; subscription: AccessState };
};

/**
 * A full refund of a paid payment, once (ADR 087). The provider is asked first, outside the transaction, with the
 * payment id as its idempotency key: two operators (or a retry after a failure) get the same provider refund back.
 * The transaction then locks the payer and the payment, so of parallel callers exactly one records the refund and
 * the others find it and get 409. A full refund of the payment that bought the running period ends access now; a
 * past period's refund leaves access alone.
 */
export async function refundPayment(
  deps: { db: Db; providers: Providers; clock: () => Date; log: FastifyBaseLogger },
  actorId: string,
  paymentId: string,
  reason: string,
): Promise<RefundResult> {
  const { db } = deps;
  const payment = await repo.findPaymentById(db, paymentId);
  if (!payment) throw notFound();
  await assertRefundable(db, payment);
  const provider = deps.providers[payment.provider];
  let providerRefund: { refundId: string } | null = null;
  if (provider?.refund) {
    if (!payment.providerPaymentId)
      throw new AppError(409, BillingErrorCode.notRefundable, messages.notRefundable);
    try {
      providerRefund = await provider.refund({
        transactionNo: payment.providerPaymentId,
        orderNumber: payment.orderNumber,
        amountCents: payment.amountCents,
        reason,
        idempotencyKey: payment.id,
      });
    } catch (error) {
      deps.log.warn({ err: error, paymentId }, 'refund: the provider refused or did not answer');
      throw new AppError(502, BillingErrorCode.providerError, messages.providerError);
    }
  }
  return db.transaction(async (tx) => {
    const now = deps.clock();
    // The lock a payment's activation and complimentary days take: the access change below sees their result.
    await identity.lockUser(tx, payment.userId);
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked) throw notFound();
    await assertRefundable(tx, locked);
    const invoice = (await repo.findInvoiceByPayment(tx, locked.id))!;
    const access = await endAccessIfCurrent(tx, locked, now);
    // Gapless like invoice numbers: the table lock orders concurrent issuers, and a rollback uses no number.
    await tx.execute(sql`lock table ${refunds} in share row exclusive mode`);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${refunds.creditNoteNumber}), 0)::int + 1` })
      .from(refunds);
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: locked.id,
        userId: locked.userId,
        actorId,
        amountCents: locked.amountCents,
        vatCents: invoice.vatCents,
        kind: providerRefund ? 'provider' : 'manual',
        providerRefundId: providerRefund?.refundId ?? null,
        reason,
        creditNoteNumber: Number(next),
        invoiceNumber: invoice.number,
        endedAccess: access.ended,
        createdAt: now,
      })
      .returning();
    return {
      refund: refund!,
      before: { paymentStatus: locked.status, refunded: false as const, subscription: access.before },
      after: {
        refunded: true as const,
        refundId: refund!.id,
        creditNoteNumber: refund!.creditNoteNumber,
        subscription: access.after,
      },
    };
  });
}

async function assertRefundable(db: Executor, payment: repo.PaymentRow) {
  const [existing] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id));
  if (existing) throw new AppError(409, BillingErrorCode.alreadyRefunded, messages.alreadyRefunded);
  const invoice = await repo.findInvoiceByPayment(db, payment.id);
  if (payment.status !== 'paid' || payment.amountCents <= 0 || !invoice)
    throw new AppError(409, BillingErrorCode.notRefundable, messages.notRefundable);
}

const stateOf = (s: typeof subscriptions.$inferSelect): AccessState => ({
  subscriptionId: s.id,
  status: s.status,
  currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
});

/**
 * The access rule: when the refunded payment is the latest paid one of a subscription that still gives access, it
 * bought the running period, and that period ends now (canceled, no grace). Otherwise it paid for a period already
 * over, and access is left as it is.
 */
async function endAccessIfCurrent(tx: Executor, payment: repo.PaymentRow, now: Date) {
  const none = { ended: false, before: null, after: null };
  if (!payment.subscriptionId) return none;
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscriptionId))
    .for('update');
  if (!sub) return none;
  const end = sub.graceEndsAt ?? sub.currentPeriodEnd;
  const running = (sub.status === 'active' || sub.status === 'canceled') && end !== null && end > now;
  if (!running) return { ended: false, before: stateOf(sub), after: stateOf(sub) };
  const [latest] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, sub.id), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1);
  if (latest?.id !== payment.id) return { ended: false, before: stateOf(sub), after: stateOf(sub) };
  const [ended] = await tx
    .update(subscriptions)
    .set({
      status: 'canceled',
      currentPeriodEnd: now,
      graceEndsAt: null,
      cancelAtPeriodEnd: true,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  announceChange(tx, { kind: 'entitlements' });
  return { ended: true, before: stateOf(sub), after: stateOf(ended!) };
}

/** The refund of a payment, for its credit note; the payer or an administrator only, like the invoice. */
export async function findRefundForViewer(
  db: Db,
  viewer: { id: string; role: string },
  paymentId: string,
): Promise<{ refund: RefundRow; invoice: repo.InvoiceRow; payment: repo.PaymentRow }> {
  const [row] = await db
    .select({ refund: refunds, invoice: invoices, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(invoices, eq(invoices.paymentId, refunds.paymentId))
    .where(eq(refunds.paymentId, paymentId));
  if (!row || (row.payment.userId !== viewer.id && viewer.role !== 'admin'))
    throw new AppError(404, BillingErrorCode.creditNoteNotFound, messages.creditNoteNotFound);
  return row;
}

/** Refunds of the given payments, for a user's history (credit note links). */
export async function refundsOf(db: Db, paymentIds: string[]): Promise<Map<string, RefundRow>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds));
  return new Map(rows.map((r) => [r.paymentId, r]));
}
