import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { billingContacts, invoices, payments, plans, subscriptions } from '../../db/schema.ts';
import { accessEnd } from './entitlements.ts';
import type { PaymentMetadata } from './payment-metadata.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type ContactRow = typeof billingContacts.$inferSelect;

export async function findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

export async function findPlanByName(db: Executor, name: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.name, name));
  return row;
}

export async function findContact(db: Executor, userId: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(billingContacts).where(eq(billingContacts.userId, userId));
  return row;
}

export async function upsertContact(
  db: Executor,
  userId: string,
  values: { name?: string | null; email?: string | null; mobile?: string | null },
  now: Date,
): Promise<ContactRow> {
  const [row] = await db
    .insert(billingContacts)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: billingContacts.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

export async function findPaymentById(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByOrder(db: Executor, orderNumber: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderNumber, orderNumber));
  return row;
}

export async function findPaymentByTransaction(
  db: Executor,
  provider: PaymentRow['provider'],
  transactionNo: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, transactionNo)));
  return row;
}

/** Merges keys into a payment's metadata (jsonb `||`), so concurrent writers of other keys are kept. */
export function mergeMetadata(extra: PaymentMetadata) {
  return sql`${payments.metadata} || ${JSON.stringify(extra)}::jsonb`;
}

/** The user's subscriptions that still run at `now`, newest period end first, locked for the transaction. */
export async function lockRunningSubscription(
  db: Executor,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'canceled']),
        gt(accessEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .for('update');
  return row;
}

export async function findInvoiceByPayment(db: Executor, paymentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row;
}

/**
 * Issues the next invoice number without gaps: the table lock makes concurrent issuers wait, and the number is
 * taken in the same transaction as the payment turning paid, so a rollback consumes no number.
 */
export async function insertNextInvoice(
  db: Executor,
  values: Omit<typeof invoices.$inferInsert, 'number'>,
): Promise<InvoiceRow> {
  await db.execute(sql`lock table ${invoices} in share row exclusive mode`);
  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${invoices.number}), 0)::int + 1` })
    .from(invoices);
  const [row] = await db
    .insert(invoices)
    .values({ ...values, number: Number(next) })
    .returning();
  return row!;
}

/**
 * What the latest paid payment for a subscription charged: the price of the running period as the buyer paid it
 * (a discount or a plan change's credit included), or null when none was paid (an operator's grant).
 */
export async function lastPaidCents(db: Executor, subscriptionId: string): Promise<number | null> {
  const [row] = await db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1);
  return row?.amountCents ?? null;
}

/** Every tax invoice issued to a user, oldest first: part of the copy of their data (ADR 100). */
export async function listInvoicesOf(db: Executor, userId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.number));
}

/**
 * A deleted account's billing, kept as the tax rules require but no longer about a person (ADR 100): its invoices
 * lose the buyer's name and address (a simplified invoice needs no buyer), and its billing contact goes.
 */
export async function detachBillingFromPerson(db: Executor, userId: string): Promise<void> {
  await db.update(invoices).set({ buyerName: '', buyerEmail: '' }).where(eq(invoices.userId, userId));
  await db.delete(billingContacts).where(eq(billingContacts.userId, userId));
}
