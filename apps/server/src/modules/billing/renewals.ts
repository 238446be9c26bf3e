import { and, eq, gt, inArray, like, lte, ne } from 'drizzle-orm';
import { announceChange } from '../../db/changes.ts';
import { payments, plans, savedCards, subscriptions } from '../../db/schema.ts';
import { accessEnd } from './entitlements.ts';
import { ProviderError } from './provider.ts';
import type { PaymentRow } from './repo.ts';
import { defaultCard } from './saved-cards.ts';
import { type BillingDeps, graceEnd, newOrderNumber, quoteCheckout, settlePayment } from './service.ts';

/**
 * Renewal on a saved card (ADR 102): a subscription whose owner saved a card and did not cancel is charged at the
 * end of its period, through the same quote as any checkout, and the paid payment extends it by one period exactly
 * as a manual renewal does. A declined charge is retried 2 and 5 days after the end; access continues until the
 * next try, and after the last one the subscription ends with its grace days.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Days after the period's end of each attempt. */
export const RETRY_DAYS = [0, 2, 5] as const;

/**
 * When attempt `n` is due. The first is charged in the period's last hour, so it lands while access still runs
 * even with no grace days (`BILLING_GRACE_DAYS=0`) and an hourly billing run; the money extends from the end.
 */
export function attemptDue(periodEnd: Date, attempt: number): Date {
  const days = RETRY_DAYS[attempt] ?? 0;
  return new Date(periodEnd.getTime() + days * DAY_MS - (attempt === 0 ? HOUR_MS : 0));
}

/** One row per subscription period and attempt: the unique key that makes a renewal charge happen once. */
export function renewalKey(subscriptionId: string, periodEnd: Date, attempt: number): string {
  return `${subscriptionId}@${periodEnd.toISOString()}#${attempt}`;
}

export type RenewalReport = { charged: number; renewed: number; declined: number; ended: number };

/**
 * Charges the renewals due now. Safe on several instances at once: each attempt is claimed by inserting its
 * payment under its unique key, and activation extends the period under the payment's lock, so a period is
 * charged and extended once.
 */
export async function renewDue(deps: BillingDeps): Promise<RenewalReport> {
  const now = deps.clock();
  const report: RenewalReport = { charged: 0, renewed: 0, declined: 0, ended: 0 };
  const due = await deps.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(savedCards, and(eq(savedCards.userId, subscriptions.userId), eq(savedCards.isDefault, true)))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        ne(plans.interval, 'hourly'),
        eq(plans.active, true),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + HOUR_MS)),
        gt(accessEnd, now),
      ),
    )
    .limit(100);
  for (const { subscription, plan } of due) {
    try {
      const outcome = await renewOne(deps, subscription, plan, now);
      if (outcome === 'paid') report.renewed += 1;
      if (outcome === 'failed' || outcome === 'ended') report.declined += 1;
      if (outcome === 'ended') report.ended += 1;
      if (outcome !== null) report.charged += 1;
    } catch (err) {
      deps.log.error({ err, subscriptionId: subscription.id }, 'renewal could not be charged');
    }
  }
  return report;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

async function renewOne(
  deps: BillingDeps,
  subscription: SubscriptionRow,
  plan: PlanRow,
  now: Date,
): Promise<'paid' | 'failed' | 'ended' | 'pending' | null> {
  const end = subscription.currentPeriodEnd!;
  const tries = await deps.db
    .select()
    .from(payments)
    .where(like(payments.renewalKey, `${subscription.id}@${end.toISOString()}#%`));
  if (tries.some((p) => p.status === 'paid')) return null;
  // A try whose answer was lost: ask the provider again (with its transaction) or charge again under the same key.
  let payment: PaymentRow | undefined = tries.find((p) => p.status === 'pending');
  let attempt = tries.length - (payment ? 1 : 0);
  if (payment?.providerPaymentId) {
    const settled = await settlePayment(deps, payment);
    return settled.status === 'pending' ? null : afterOutcome(deps, subscription, plan, settled, attempt);
  }
  if (!payment) {
    if (attempt >= RETRY_DAYS.length || now < attemptDue(end, attempt)) return null;
    const card = await defaultCard(deps.db, subscription.userId, now);
    if (!card) return null;
    // The same quote as every checkout: the same plan renews at its price, nothing else taken off.
    const quote = await quoteCheckout(deps, { plan, userId: subscription.userId });
    const [created] = await deps.db
      .insert(payments)
      .values({
        userId: subscription.userId,
        planId: plan.id,
        provider: card.provider,
        orderNumber: newOrderNumber(now),
        amountCents: quote.totalCents,
        currency: 'SAR',
        status: 'pending',
        renewalKey: renewalKey(subscription.id, end, attempt),
        metadata: {
          kind: 'renew',
          planName: plan.name,
          renewal: {
            subscriptionId: subscription.id,
            periodEnd: end.toISOString(),
            attempt,
            cardBrand: card.brand,
            cardLast4: card.last4,
          },
        },
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Another instance claimed this attempt.
    if (!created) return null;
    payment = created;
    attempt = created.metadata.renewal?.attempt ?? attempt;
  }
  const card = await defaultCard(deps.db, subscription.userId, now);
  const provider = card ? deps.providers[card.provider] : undefined;
  if (!card || !provider?.chargeToken) {
    deps.log.warn({ subscriptionId: subscription.id }, 'renewal: no card or provider to charge');
    return null;
  }
  let transactionNo: string;
  try {
    ({ transactionNo } = await provider.chargeToken({
      token: card.token,
      orderNumber: payment.orderNumber,
      amountCents: payment.amountCents,
      currency: 'SAR',
      description: `${plan.displayNameEn} renewal`,
      idempotencyKey: payment.id,
      callbackUrl: `${deps.config.appUrl}/payment/callback`,
    }));
  } catch (err) {
    // Left pending without a transaction: the next run charges again under the same key, which the provider
    // answers with the same transaction if the first call did reach it.
    deps.log.warn(
      { err: err instanceof ProviderError ? { message: err.message, status: err.status } : err },
      'renewal charge did not get an answer',
    );
    return 'pending';
  }
  const [charged] = await deps.db
    .update(payments)
    .set({ providerPaymentId: transactionNo, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  // The outcome is read back from the provider, as for every payment.
  const settled = await settlePayment(deps, charged!);
  return afterOutcome(deps, subscription, plan, settled, attempt);
}

/**
 * After a declined try, access lasts until a day after the next one; after the last, until the grace days' end
 * or now, whichever is later, so the billing run closes it.
 */
async function afterOutcome(
  deps: BillingDeps,
  subscription: SubscriptionRow,
  plan: PlanRow,
  settled: PaymentRow,
  attempt: number,
): Promise<'paid' | 'failed' | 'ended' | 'pending'> {
  if (settled.status === 'paid') return 'paid';
  if (settled.status === 'pending') return 'pending';
  const end = subscription.currentPeriodEnd!;
  const now = deps.clock();
  const last = attempt + 1 >= RETRY_DAYS.length;
  const until = last
    ? new Date(Math.max(graceEnd(deps.config, plan.interval, end)?.getTime() ?? 0, now.getTime()))
    : new Date(attemptDue(end, attempt + 1).getTime() + DAY_MS);
  await deps.db
    .update(subscriptions)
    .set({
      graceEndsAt:
        last || !subscription.graceEndsAt || subscription.graceEndsAt < until
          ? until
          : subscription.graceEndsAt,
      updatedAt: now,
    })
    // Only while this period still runs unrenewed and uncancelled.
    .where(
      and(
        eq(subscriptions.id, subscription.id),
        eq(subscriptions.currentPeriodEnd, end),
        eq(subscriptions.cancelAtPeriodEnd, false),
        inArray(subscriptions.status, ['active']),
      ),
    );
  announceChange(deps.db, { kind: 'entitlements' });
  return last ? 'ended' : 'failed';
}
