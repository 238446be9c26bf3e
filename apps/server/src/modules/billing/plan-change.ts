import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { ownSubscription } from './entitlements.ts';
import { type PaymentPlanChange, paymentMetadata } from './payment-metadata.ts';
import { addInterval } from './periods.ts';
import type { PaymentRow, PlanRow, SubscriptionRow } from './repo.ts';

/**
 * Buying a plan while one runs (ADR 062): the same plan extends from the current end; another plan starts now and
 * the unused value of the running one is taken off its price. Value beyond the price buys extra time on the new
 * plan at its own rate, so no paid time is ever lost.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type PlanChangeKind = 'new' | 'renew' | 'change';

export type PlanChange = {
  kind: PlanChangeKind;
  fromSubscriptionId: string | null;
  fromPlan: PlanRow | null;
  /** What is left of what was paid for the running subscription, prorated (halalas, VAT included). */
  unusedCents: number;
  /** The part of it taken off this checkout's price (at most what is left to pay after a discount code). */
  creditCents: number;
  /** Time added to the new period by the rest of the unused value. */
  extraMs: number;
  /** When the paid period starts and ends if paid now. */
  periodStart: Date;
  periodEnd: Date;
};

/** Kept in a payment's metadata (payment-metadata.ts). */
export type { PaymentPlanChange };

/**
 * Prorating counts whole days, or whole minutes on the hourly plan. A unit already begun counts as used: were it
 * unused, switching away and back within it would hand the used time back (ADR 063).
 */
export function prorationUnitMs(interval: PlanRow['interval']): number {
  return interval === 'hourly' ? MINUTE_MS : DAY_MS;
}

/** The unused part of `valueCents` paid for start → end, at `now`, rounded down to the halala. */
export function unusedValueCents(
  valueCents: number,
  period: { start: Date; end: Date },
  interval: PlanRow['interval'],
  now: Date,
): number {
  const unit = prorationUnitMs(interval);
  const total = Math.max(1, Math.round((period.end.getTime() - period.start.getTime()) / unit));
  const remainingMs = period.end.getTime() - now.getTime();
  if (remainingMs <= 0 || valueCents <= 0) return 0;
  const unused = Math.min(total, Math.floor(remainingMs / unit));
  return Math.floor((valueCents * unused) / total);
}

/** The time `cents` buys on `plan` from `now`, at its list price for one period, rounded down to its unit. */
export function timeBoughtMs(cents: number, plan: PlanRow, now: Date): number {
  if (cents <= 0 || plan.priceCents <= 0) return 0;
  const unit = prorationUnitMs(plan.interval);
  const periodMs = addInterval(now, plan.interval).getTime() - now.getTime();
  return Math.floor((cents * periodMs) / (plan.priceCents * unit)) * unit;
}

/**
 * The end of what `valueCents` (money paid plus a credit carried over) buys on `plan` from `from`, where one period
 * costs this buyer `dueCents` (the price less a redeemed code). Enough for a period: the period, and the rest as
 * time at list price. Less (a credit that was gone by the time the payment arrived, a code refused at payment): the
 * same share of a period, rounded down to the plan's unit, so a payment never buys more than its money (ADR 063).
 */
export function paidPeriodEnd(from: Date, plan: PlanRow, valueCents: number, dueCents: number): Date {
  const periodEnd = addInterval(from, plan.interval);
  if (valueCents >= dueCents) {
    return new Date(periodEnd.getTime() + timeBoughtMs(valueCents - dueCents, plan, from));
  }
  const unit = prorationUnitMs(plan.interval);
  const periodMs = periodEnd.getTime() - from.getTime();
  const units = Math.floor((Math.max(0, valueCents) * periodMs) / (dueCents * unit));
  return new Date(from.getTime() + units * unit);
}

export function paymentPlanChange(payment: Pick<PaymentRow, 'metadata'>): PaymentPlanChange | null {
  return paymentMetadata(payment).planChange ?? null;
}

/**
 * What a subscription was paid: its paid payments, each with the unused value it carried over from the plan it
 * replaced. A subscription granted without a payment is worth nothing here (nothing was paid).
 */
async function paidValueCents(db: Executor, subscriptionId: string): Promise<number> {
  const rows = await db
    .select({ amountCents: payments.amountCents, metadata: payments.metadata })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'paid')));
  return rows.reduce((sum, row) => sum + row.amountCents + (paymentPlanChange(row)?.unusedCents ?? 0), 0);
}

/** The running subscription's unused value at `now` (0 once its period ended, in its grace days too). */
export async function unusedCentsOf(
  db: Executor,
  running: { subscription: SubscriptionRow; plan: PlanRow },
  now: Date,
): Promise<number> {
  const { subscription: s, plan } = running;
  if (!s.currentPeriodStart || !s.currentPeriodEnd) return 0;
  const value = await paidValueCents(db, s.id);
  return unusedValueCents(
    value,
    { start: s.currentPeriodStart, end: s.currentPeriodEnd },
    plan.interval,
    now,
  );
}

/**
 * What buying `plan` now does to the user's own running subscription. `dueCents` is the price left after a
 * discount code: the credit never goes below zero to pay, and what is left of it becomes time.
 */
export async function planChange(
  db: Db,
  input: { userId: string | null; plan: PlanRow; dueCents: number; now: Date },
): Promise<PlanChange> {
  const { plan, now } = input;
  const fresh: PlanChange = {
    kind: 'new',
    fromSubscriptionId: null,
    fromPlan: null,
    unusedCents: 0,
    creditCents: 0,
    extraMs: 0,
    periodStart: now,
    periodEnd: addInterval(now, plan.interval),
  };
  if (!input.userId) return fresh;
  const running = await ownSubscription(db, input.userId, now);
  if (!running?.subscription.currentPeriodEnd) return fresh;
  const { subscription, plan: fromPlan } = running;
  const end = subscription.currentPeriodEnd!;
  if (fromPlan.id === plan.id) {
    return {
      ...fresh,
      kind: 'renew',
      fromSubscriptionId: subscription.id,
      fromPlan,
      periodStart: end,
      periodEnd: addInterval(end, plan.interval),
    };
  }
  const unusedCents = await unusedCentsOf(db, running, now);
  const creditCents = Math.min(unusedCents, input.dueCents);
  // The same rule activation applies, so the quoted end is the end given when paid at once.
  const periodEnd = paidPeriodEnd(now, plan, input.dueCents - creditCents + unusedCents, input.dueCents);
  return {
    ...fresh,
    kind: 'change',
    fromSubscriptionId: subscription.id,
    fromPlan,
    unusedCents,
    creditCents,
    extraMs: periodEnd.getTime() - addInterval(now, plan.interval).getTime(),
    periodEnd,
  };
}

/** What a payment keeps of a change (nothing for a new plan or a renewal). */
export function toPaymentPlanChange(change: PlanChange): PaymentPlanChange | null {
  if (change.kind !== 'change' || !change.fromSubscriptionId || !change.fromPlan) return null;
  return {
    fromSubscriptionId: change.fromSubscriptionId,
    fromPlanId: change.fromPlan.id,
    unusedCents: change.unusedCents,
    creditCents: change.creditCents,
    extraMs: change.extraMs,
  };
}
