import {
  BillingErrorCode,
  type Locale,
  type Quote as QuoteView,
  vatFromTotalCents,
} from '@mustashar/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodes, discountRedemptions, payments, plans } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { billingMessages as m } from './messages.ts';
import { type PaymentDiscount, paymentMetadata } from './payment-metadata.ts';
import type { PaymentRow, PlanRow } from './repo.ts';

/** Discount codes (ADR 060): what a code takes off a plan's price, and holding it for a payment within its limits. */

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** What a checkout will charge: the plan's price, the code's part of it and what is left, VAT included throughout. */
export type Quote = {
  plan: PlanRow;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  vatCents: number;
  code: DiscountCodeRow | null;
};

/** Kept in a payment's metadata (payment-metadata.ts). */
export type { PaymentDiscount };

/** Codes are written in capitals; people may type them in any case, with stray spaces. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Halalas off a VAT-inclusive price: a percentage rounded to the halala, never more than the price. */
export function discountCents(code: Pick<DiscountCodeRow, 'kind' | 'value'>, priceCents: number): number {
  const off = code.kind === 'percent' ? Math.round((priceCents * code.value) / 100) : code.value;
  return Math.min(Math.max(off, 0), priceCents);
}

export function priceWith(plan: PlanRow, code: DiscountCodeRow | null): Quote {
  const off = code ? discountCents(code, plan.priceCents) : 0;
  const total = plan.priceCents - off;
  return {
    plan,
    subtotalCents: plan.priceCents,
    discountCents: off,
    totalCents: total,
    vatCents: vatFromTotalCents(total),
    code,
  };
}

export async function findCode(db: Executor, raw: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(sql`lower(${discountCodes.code})`, normalizeCode(raw).toLowerCase()));
  return row;
}

function fail(status: number, code: string, message: { ar: string; en: string }): never {
  throw new AppError(status, code, message);
}

/** The checks that need no count: the code is on, within its dates and for this plan. */
function checkTerms(code: DiscountCodeRow, plan: PlanRow, now: Date) {
  if (code.validFrom && now < code.validFrom) {
    fail(400, BillingErrorCode.discountNotStarted, m.discountNotStarted);
  }
  if (!code.active || (code.validTo && now >= code.validTo)) {
    fail(400, BillingErrorCode.discountExpired, m.discountExpired);
  }
  if (code.planIds.length > 0 && !code.planIds.includes(plan.id)) {
    fail(400, BillingErrorCode.discountNotForPlan, m.discountNotForPlan);
  }
}

/** Redemptions held now: paid payments' and pending checkouts' (failed and canceled ones are deleted). */
async function uses(db: Executor, codeId: string, userId: string | null) {
  const [all] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, codeId));
  const [mine] = userId
    ? await db
        .select({ n: count() })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId)))
    : [{ n: 0 }];
  return { all: Number(all?.n ?? 0), mine: Number(mine?.n ?? 0) };
}

function checkLimits(code: DiscountCodeRow, used: { all: number; mine: number }) {
  if (used.mine >= code.maxPerUser) fail(409, BillingErrorCode.discountAlreadyUsed, m.discountAlreadyUsed);
  if (code.maxRedemptions !== null && used.all >= code.maxRedemptions) {
    fail(409, BillingErrorCode.discountUsedUp, m.discountUsedUp);
  }
}

/**
 * A user's own checkouts still pending with this code give it back when they start another: going back from the
 * payment page and trying again must not answer "already used". If the abandoned one is paid after all, `claim`
 * decides at payment whether the code still counts for it, within the limits.
 */
async function releaseOwnPending(tx: Executor, codeId: string, userId: string) {
  await tx.delete(discountRedemptions).where(
    and(
      eq(discountRedemptions.codeId, codeId),
      eq(discountRedemptions.userId, userId),
      inArray(
        discountRedemptions.paymentId,
        tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'))),
      ),
    ),
  );
}

/**
 * The price of a plan with an optional code, for the quote the browser shows and for the checkout itself. Limits
 * are checked without a lock here (a quote reserves nothing); `reserve` checks them again under one.
 */
export async function quote(
  db: Executor,
  input: { plan: PlanRow; code?: string | null; userId: string | null; now: Date },
): Promise<Quote> {
  const raw = input.code?.trim();
  if (!raw) return priceWith(input.plan, null);
  const code = await findCode(db, raw);
  if (!code) fail(400, BillingErrorCode.discountUnknown, m.discountUnknown);
  checkTerms(code, input.plan, input.now);
  await checkQuoteLimits(db, code, input.userId);
  return priceWith(input.plan, code);
}

/** The quote's view of the limits: the user's own pending checkouts do not count, as `reserve` will release them. */
async function checkQuoteLimits(db: Executor, code: DiscountCodeRow, userId: string | null) {
  const used = await uses(db, code.id, userId);
  if (!userId) {
    if (code.maxRedemptions !== null && used.all >= code.maxRedemptions) {
      fail(409, BillingErrorCode.discountUsedUp, m.discountUsedUp);
    }
    return;
  }
  const [pending] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .innerJoin(payments, eq(payments.id, discountRedemptions.paymentId))
    .where(
      and(
        eq(discountRedemptions.codeId, code.id),
        eq(discountRedemptions.userId, userId),
        eq(payments.status, 'pending'),
      ),
    );
  const own = Number(pending?.n ?? 0);
  checkLimits(code, { all: used.all - own, mine: used.mine - own });
}

/**
 * Holds the code for a new pending payment, inside the checkout's transaction. The code's row is locked first
 * (`for update`), so parallel checkouts on any number of instances take their turn: each counts what the ones
 * before it held and none passes the limits.
 */
export async function reserve(
  tx: Executor,
  input: {
    codeId: string;
    plan: PlanRow;
    userId: string;
    paymentId: string;
    amountOffCents: number;
    now: Date;
  },
): Promise<void> {
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.id, input.codeId))
    .for('update');
  if (!code) fail(400, BillingErrorCode.discountUnknown, m.discountUnknown);
  checkTerms(code, input.plan, input.now);
  await releaseOwnPending(tx, code.id, input.userId);
  checkLimits(code, await uses(tx, code.id, input.userId));
  await tx.insert(discountRedemptions).values({
    codeId: code.id,
    userId: input.userId,
    paymentId: input.paymentId,
    amountOffCents: input.amountOffCents,
    createdAt: input.now,
  });
}

/** A payment that failed or was canceled gives its code back. */
export async function release(tx: Executor, paymentId: string): Promise<void> {
  await tx.delete(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId));
}

export function paymentDiscount(payment: Pick<PaymentRow, 'metadata'>): PaymentDiscount | null {
  return paymentMetadata(payment).discount ?? null;
}

/**
 * Whether a payment being activated gets its code (ADR 063), under the code's row lock like `reserve`: yes when it
 * still holds it; otherwise (its hold was released when it failed or when the user started another checkout) it
 * takes back the hold of the user's own pending checkouts and is redeemed only within the code's limits. A
 * payment refused here is activated for what its money buys at list price: the limits hold however many
 * checkouts were started and paid, and nobody loses what they paid.
 */
export async function claim(tx: Executor, payment: PaymentRow, now: Date): Promise<boolean> {
  const discount = paymentDiscount(payment);
  if (!discount) return false;
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.id, discount.codeId))
    .for('update');
  if (!code) return false;
  const [held] = await tx
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.paymentId, payment.id));
  if (held) return true;
  await releaseOwnPending(tx, code.id, payment.userId);
  const used = await uses(tx, code.id, payment.userId);
  if (used.mine >= code.maxPerUser) return false;
  if (code.maxRedemptions !== null && used.all >= code.maxRedemptions) return false;
  await tx.insert(discountRedemptions).values({
    codeId: code.id,
    userId: payment.userId,
    paymentId: payment.id,
    amountOffCents: discount.discountCents,
    createdAt: now,
  });
  return true;
}

/**
 * Creates the yearly offer's code for the yearly plans when no code of that name exists (parallel starts are fine:
 * the second insert does nothing). An existing code is left as the operator set it, disabled included.
 */
export async function seedOffer(db: Executor, offer: { code: string; percent: number } | null, now: Date) {
  if (!offer) return;
  const yearly = await db.select({ id: plans.id }).from(plans).where(eq(plans.interval, 'yearly'));
  if (yearly.length === 0) return;
  await db
    .insert(discountCodes)
    .values({
      code: offer.code,
      kind: 'percent',
      value: offer.percent,
      planIds: yearly.map((plan) => plan.id),
      maxPerUser: 1,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The yearly offer as pricing and the dashboard show it: only while its code exists, is on, is within its dates and
 * has redemptions left; its percentage and price come from the code, so no screen can promise another.
 */
export async function offer(db: Executor, codeName: string | null, now: Date) {
  if (!codeName) return null;
  const code = await findCode(db, codeName);
  if (code?.kind !== 'percent') return null;
  const candidates = await db.select().from(plans).where(eq(plans.interval, 'yearly'));
  const plan = candidates.find((p) => p.active && (code.planIds.length === 0 || code.planIds.includes(p.id)));
  if (!plan) return null;
  try {
    checkTerms(code, plan, now);
    await checkQuoteLimits(db, code, null);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
  return { code, quote: priceWith(plan, code) };
}

/** A quote as the API sends it. */
export function quoteView(q: Quote, locale: Locale): Omit<QuoteView, 'change'> {
  return {
    planId: q.plan.id,
    planName: locale === 'ar' ? q.plan.displayNameAr : q.plan.displayNameEn,
    subtotalCents: q.subtotalCents,
    discount: q.code
      ? { code: q.code.code, kind: q.code.kind, value: q.code.value, amountCents: q.discountCents }
      : null,
    totalCents: q.totalCents,
    vatCents: q.vatCents,
    currency: 'SAR',
  };
}
