import { randomBytes } from 'node:crypto';
import {
  BillingErrorCode,
  type Checkout,
  type Locale,
  type PaymentProviderName,
  type PaymentStatus,
  type Subscription,
  type VerifyPaymentResponse,
  vatFromTotalCents,
} from '@mustashar/contracts';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { announceChange } from '../../db/changes.ts';
import type { Db } from '../../db/client.ts';
import { payments, subscriptions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as identity from '../identity/index.ts';
import * as discounts from './discounts.ts';
import { accessEnd, type CurrentSubscription, currentSubscription, ownSubscription } from './entitlements.ts';
import { billingMessages as m, ownerOnlyMessage } from './messages.ts';
import { type PaymentMetadata, paymentMetadata } from './payment-metadata.ts';
import { addInterval, daysLeft } from './periods.ts';
import {
  type PaymentPlanChange,
  type PlanChange,
  paidPeriodEnd,
  paymentPlanChange,
  planChange,
  toPaymentPlanChange,
  unusedCentsOf,
} from './plan-change.ts';
import {
  type PaymentProvider,
  ProviderError,
  UnknownTransactionError,
  type VerifiedTransaction,
} from './provider.ts';
import type { PaymentRow, PlanRow } from './repo.ts';
import * as repo from './repo.ts';
import { defaultCard, saveCard } from './saved-cards.ts';

/** What happened to a payment, for emails and the user's webhook (notify.ts). */
export type PaymentTransition = { payment: PaymentRow; status: Exclude<PaymentStatus, 'pending'> };

export type BillingDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The provider new checkouts use; null when payments are off (the sandbox in production). */
  provider: PaymentProvider | null;
  /** Every provider that can still settle existing payments, by name. */
  providers: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** Renewal reminders go out through it (reminders.ts). */
  mailer: Mailer;
  /** Called after a payment changed status (committed). Never throws into the caller. */
  onTransition: (transition: PaymentTransition) => Promise<void>;
};

export type Actor = {
  id: string;
  email: string;
  name: string;
  locale: Locale;
  role: 'user' | 'admin' | 'support';
};

export type CheckoutKind = 'checkout' | 'renew' | 'switch';

/** Unique and unguessable: the date for people, random hex for uniqueness. */
export function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `MST-${day}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function invoicePdfUrl(config: Config, paymentId: string): string {
  return `${config.appUrl}/api/billing/invoices/${paymentId}.pdf`;
}

/** The landing place after the provider's page: our own origin only, so nobody can bounce users elsewhere. */
export function callbackUrlFrom(config: Config, returnUrl?: string): string {
  if (!returnUrl) return `${config.appUrl}/payment/callback`;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw new AppError(400, BillingErrorCode.invalidReturnUrl, m.invalidReturnUrl);
  }
  if (url.origin !== new URL(config.appUrl).origin) {
    throw new AppError(400, BillingErrorCode.invalidReturnUrl, m.invalidReturnUrl);
  }
  return url.href;
}

export function requireProvider(deps: BillingDeps): PaymentProvider {
  if (!deps.provider) throw new AppError(503, 'billing:unavailable', m.paymentsUnavailable);
  return deps.provider;
}

export async function findActivePlan(deps: BillingDeps, id: number): Promise<PlanRow> {
  const plan = await repo.findPlan(deps.db, id);
  if (!plan?.active) throw new AppError(404, BillingErrorCode.planNotFound, m.planNotFound);
  return plan;
}

export async function findActivePlanByName(deps: BillingDeps, name: string): Promise<PlanRow> {
  const plan = await repo.findPlanByName(deps.db, name);
  if (!plan?.active) throw new AppError(404, BillingErrorCode.planNotFound, m.planNotFound);
  return plan;
}

/** A checkout's amounts: the plan's price, a code's discount, the credit of a plan change, what is left to pay. */
export type CheckoutQuote = discounts.Quote & { change: PlanChange | null; creditCents: number };

/**
 * What a checkout for this plan would charge with this code (errors say why a code cannot be used), and what it
 * does to the buyer's running subscription. The checkout computes exactly this again, so the two agree.
 */
export async function quoteCheckout(
  deps: BillingDeps,
  input: { plan: PlanRow; discountCode?: string | null; userId: string | null },
): Promise<CheckoutQuote> {
  const now = deps.clock();
  const priced = await discounts.quote(deps.db, {
    plan: input.plan,
    code: input.discountCode,
    userId: input.userId,
    now,
  });
  if (!input.userId) return { ...priced, change: null, creditCents: 0 };
  const change = await planChange(deps.db, {
    userId: input.userId,
    plan: input.plan,
    dueCents: priced.totalCents,
    now,
  });
  const totalCents = priced.totalCents - change.creditCents;
  return {
    ...priced,
    change,
    creditCents: change.creditCents,
    totalCents,
    vatCents: vatFromTotalCents(totalCents),
  };
}

/** A quote as the API sends it: the code's view plus the change (ADR 062). */
export function checkoutQuoteView(q: CheckoutQuote, locale: Locale) {
  const change = q.change;
  return {
    ...discounts.quoteView(q, locale),
    change: change
      ? {
          kind: change.kind,
          fromPlanName: change.fromPlan
            ? locale === 'ar'
              ? change.fromPlan.displayNameAr
              : change.fromPlan.displayNameEn
            : null,
          unusedCents: change.unusedCents,
          creditCents: change.creditCents,
          extraDays: Math.floor(change.extraMs / 86_400_000),
          periodStart: change.periodStart.toISOString(),
          periodEnd: change.periodEnd.toISOString(),
        }
      : null,
  };
}

/**
 * Creates a pending payment with a fresh order number and an invoice at the provider, and returns where to pay.
 * A mobile number given here becomes the billing contact's (Paylink requires one). A discount code is held for
 * the payment in the same transaction that creates it, within the code's limits.
 */
export async function startCheckout(
  deps: BillingDeps,
  user: Actor,
  input: {
    plan: PlanRow;
    kind: CheckoutKind;
    callbackUrl: string;
    mobile?: string;
    email?: string;
    discountCode?: string;
    /** The total the user was shown; anything else is refused rather than charged. */
    quotedTotalCents?: number;
  },
): Promise<Checkout> {
  const provider = requireProvider(deps);
  const now = deps.clock();
  const { plan } = input;
  const price = await quoteCheckout(deps, { plan, discountCode: input.discountCode, userId: user.id });
  if (input.quotedTotalCents !== undefined && input.quotedTotalCents !== price.totalCents) {
    throw new AppError(409, BillingErrorCode.quoteChanged, m.quoteChanged);
  }
  const planChangeKept = price.change ? toPaymentPlanChange(price.change) : null;
  const contact = input.mobile
    ? await repo.upsertContact(deps.db, user.id, { mobile: input.mobile }, now)
    : await repo.findContact(deps.db, user.id);
  const mobile = contact?.mobile ?? null;
  const free = price.totalCents === 0;
  if (provider.requiresMobile && !mobile && !free) {
    throw new AppError(400, BillingErrorCode.mobileRequired, m.mobileRequired);
  }
  const orderNumber = newOrderNumber(now);
  const discount: discounts.PaymentDiscount | null = price.code
    ? {
        codeId: price.code.id,
        code: price.code.code,
        kind: price.code.kind,
        value: price.code.value,
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
      }
    : null;
  const payment = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        planId: plan.id,
        provider: provider.name,
        orderNumber,
        amountCents: price.totalCents,
        currency: 'SAR',
        status: 'pending',
        metadata: {
          kind: input.kind,
          planName: plan.name,
          callbackUrl: input.callbackUrl,
          ...(discount ? { discount } : {}),
          ...(planChangeKept ? { planChange: planChangeKept } : {}),
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    if (discount) {
      await discounts.reserve(tx, {
        codeId: discount.codeId,
        plan,
        userId: user.id,
        paymentId: row.id,
        amountOffCents: discount.discountCents,
        now,
      });
    }
    return row;
  });

  if (free) return settleFreeCheckout(deps, payment, input.callbackUrl);

  const title = user.locale === 'ar' ? plan.displayNameAr : plan.displayNameEn;
  let created: Awaited<ReturnType<PaymentProvider['createInvoice']>>;
  try {
    created = await provider.createInvoice({
      orderNumber,
      amountCents: price.totalCents,
      currency: 'SAR',
      callbackUrl: input.callbackUrl,
      cancelUrl: input.callbackUrl,
      client: {
        name: contact?.name ?? user.name,
        email: input.email ?? contact?.email ?? user.email,
        mobile,
      },
      product: { title, priceCents: price.totalCents, qty: 1 },
    });
  } catch (err) {
    deps.log.error(
      { err, orderNumber, provider: provider.name },
      'the payment provider did not create the invoice',
    );
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'failed', metadata: repo.mergeMetadata({ failureReason: 'invoice_not_created' }) })
        .where(eq(payments.id, payment.id));
      await discounts.release(tx, payment.id);
    });
    throw new AppError(502, BillingErrorCode.providerError, m.providerError);
  }
  await deps.db
    .update(payments)
    .set({
      providerPaymentId: created.providerPaymentId,
      metadata: repo.mergeMetadata({ paymentUrl: created.paymentUrl }),
    })
    .where(eq(payments.id, payment.id));
  return {
    paymentId: payment.id,
    orderNumber,
    transactionNo: created.providerPaymentId,
    paymentUrl: created.paymentUrl,
    amountCents: price.totalCents,
    currency: 'SAR',
  };
}

/**
 * A code that leaves nothing to pay: no provider can charge 0, so the payment is paid here and now (with its
 * invoice showing the discount) and the browser goes straight to the callback page, as after a provider.
 */
async function settleFreeCheckout(
  deps: BillingDeps,
  payment: PaymentRow,
  callbackUrl: string,
): Promise<Checkout> {
  const transactionNo = `FREE-${payment.orderNumber}`;
  await deps.db.update(payments).set({ providerPaymentId: transactionNo }).where(eq(payments.id, payment.id));
  const paid = await activate(deps, payment.id, {
    status: 'paid',
    amountCents: 0,
    orderNumber: payment.orderNumber,
    method: paymentPlanChange(payment) ? 'credit' : 'discount',
    card: null,
    receiptUrl: null,
    receiptPasscode: null,
    failureReason: null,
  });
  if (paid) await announce(deps, { payment: paid, status: 'paid' });
  const url = new URL(callbackUrl);
  url.searchParams.set('TransactionNo', transactionNo);
  url.searchParams.set('OrderNumber', payment.orderNumber);
  return {
    paymentId: payment.id,
    orderNumber: payment.orderNumber,
    transactionNo,
    paymentUrl: url.href,
    amountCents: 0,
    currency: 'SAR',
  };
}

async function askProvider(deps: BillingDeps, payment: PaymentRow): Promise<VerifiedTransaction> {
  const provider = deps.providers[payment.provider];
  if (!provider || !payment.providerPaymentId) {
    throw new AppError(503, 'billing:unavailable', m.paymentsUnavailable);
  }
  try {
    return await provider.verify(payment.providerPaymentId, payment.orderNumber);
  } catch (err) {
    if (err instanceof UnknownTransactionError) {
      throw new AppError(404, BillingErrorCode.unknownTransaction, m.unknownTransaction);
    }
    deps.log.error(
      { err: err instanceof ProviderError ? { message: err.message, status: err.status } : err },
      'payment provider verification failed',
    );
    throw new AppError(502, BillingErrorCode.providerError, m.providerVerifyError);
  }
}

/**
 * Turns a payment paid and activates or extends its subscription, all in one transaction. The payment row is locked
 * first, so the callback, repeated verifications and the webhook racing each other activate once: whoever comes
 * second finds it paid and changes nothing. Returns null when it was already paid.
 */
async function activate(
  deps: BillingDeps,
  paymentId: string,
  verified: VerifiedTransaction,
): Promise<PaymentRow | null> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked || locked.status === 'paid') return null;
    const plan = await repo.findPlan(tx, locked.planId);
    const user = await identity.findUserContact(tx, locked.userId);
    if (!plan || !user) throw new Error(`payment ${paymentId} lost its plan or user`);
    const now = deps.clock();

    // One activation at a time per buyer, on any instance: the running subscription read next is then the one
    // the previous activation left, so two payments can never both carry the same subscription's value over.
    await identity.lockUser(tx, locked.userId);
    const running = await repo.lockRunningSubscription(tx, locked.userId, now);
    const quoted = paymentPlanChange(locked);
    const discount = discounts.paymentDiscount(locked);
    const codeRedeemed = discount ? await discounts.claim(tx, locked, now) : false;
    // What one period costs this buyer: the price at checkout, less the code only if it was redeemed now.
    const subtotalCents = discount?.subtotalCents ?? locked.amountCents + (quoted?.creditCents ?? 0);
    const dueCents = subtotalCents - (codeRedeemed ? discount!.discountCents : 0);
    const grace = (end: Date) => graceEnd(deps.config, plan.interval, end);
    let subscriptionId: string;
    let carried: PaymentPlanChange | null = null;
    if (running && running.planId === plan.id && running.currentPeriodEnd) {
      // Same plan: what was paid is added after the running period's end (also in its grace days). A switch's
      // credit came from a subscription that no longer runs, so here only the money counts (ADR 063).
      const end = paidPeriodEnd(running.currentPeriodEnd, plan, locked.amountCents, dueCents);
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          currentPeriodEnd: end,
          graceEndsAt: grace(end),
          cancelAtPeriodEnd: false,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, running.id));
      announceChange(tx, { kind: 'entitlements' });
      subscriptionId = running.id;
    } else {
      // Another plan replaces the running one from now. Its unused value now (whichever subscription was quoted)
      // is carried over as it ends, so each subscription's value is carried once: an ended one never runs again.
      let unusedCents = 0;
      if (running?.currentPeriodEnd) {
        const fromPlan = await repo.findPlan(tx, running.planId);
        if (fromPlan) unusedCents = await unusedCentsOf(tx, { subscription: running, plan: fromPlan }, now);
        const ended = await tx
          .update(subscriptions)
          .set({
            status: 'expired',
            // Grace days are not paid time: an ended period never reaches past its end.
            currentPeriodEnd: running.currentPeriodEnd < now ? running.currentPeriodEnd : now,
            graceEndsAt: null,
            cancelAtPeriodEnd: false,
            updatedAt: now,
          })
          .where(and(eq(subscriptions.id, running.id), inArray(subscriptions.status, ['active', 'canceled'])))
          .returning({ id: subscriptions.id });
        announceChange(tx, { kind: 'entitlements' });
        if (ended.length === 0) unusedCents = 0;
      }
      if (quoted && quoted.fromSubscriptionId !== running?.id) {
        deps.log.warn(
          { paymentId: locked.id, quoted: quoted.fromSubscriptionId, running: running?.id ?? null },
          'a plan change was paid after the subscription it was quoted from stopped running',
        );
      }
      const end = paidPeriodEnd(now, plan, locked.amountCents + unusedCents, dueCents);
      if (running && unusedCents > 0) {
        carried = {
          fromSubscriptionId: running.id,
          fromPlanId: running.planId,
          unusedCents,
          creditCents: Math.min(unusedCents, quoted?.creditCents ?? 0),
          extraMs: Math.max(0, end.getTime() - addInterval(now, plan.interval).getTime()),
        };
      }
      const [created] = await tx
        .insert(subscriptions)
        .values({
          userId: locked.userId,
          planId: plan.id,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: end,
          graceEndsAt: grace(end),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: subscriptions.id });
      announceChange(tx, { kind: 'entitlements' });
      subscriptionId = created!.id;
    }
    const creditCents = carried?.creditCents ?? 0;
    const discountCents = codeRedeemed ? discount!.discountCents : 0;

    const contact = await repo.findContact(tx, locked.userId);
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'paid',
        paidAt: now,
        updatedAt: now,
        subscriptionId,
        method: verified.method,
        receiptUrl: verified.receiptUrl,
        invoiceUrl: invoicePdfUrl(deps.config, locked.id),
        metadata: activatedMetadata(
          {
            card: verified.card,
            receiptPasscode: verified.receiptPasscode,
            paymentMethod: verified.method,
            // What was carried over replaces the quote (kept beside it), so a later change counts this value.
            planChange: carried,
            ...(quoted ? { quotedPlanChange: quoted } : {}),
            ...(discount && !codeRedeemed
              ? { discountRefused: { code: discount.code, discountCents: discount.discountCents } }
              : {}),
          },
          Boolean(discount && !codeRedeemed),
        ),
      })
      .where(eq(payments.id, locked.id))
      .returning();
    // The provider saved the card only with the buyer's consent (its page asks); renewals will charge it.
    if (verified.savedCard) {
      await saveCard(tx, { userId: locked.userId, provider: locked.provider, card: verified.savedCard, now });
    }
    await repo.insertNextInvoice(tx, {
      paymentId: locked.id,
      userId: locked.userId,
      issuedAt: now,
      totalCents: locked.amountCents,
      vatCents: vatFromTotalCents(locked.amountCents),
      // What was paid plus what the code and the credit took off: the plan's price, or the part of a period the
      // money bought when a credit or a code was no longer there at payment.
      subtotalCents: locked.amountCents + discountCents + creditCents,
      discountCents,
      creditCents,
      discountCode: codeRedeemed ? discount!.code : null,
      currency: locked.currency,
      sellerName: deps.config.seller.name,
      sellerVatNumber: deps.config.seller.vatNumber,
      // Both languages, as they were at issue time (an invoice never changes afterwards).
      sellerAddress: JSON.stringify(deps.config.seller.office),
      buyerName: contact?.name ?? user.name,
      buyerEmail: contact?.email ?? user.email,
      planName: JSON.stringify({ ar: plan.displayNameAr, en: plan.displayNameEn }),
    });
    return paid ?? null;
  });
}

/**
 * A paid payment's metadata: `extra` merged in; a code refused at payment leaves `discount` (history and exports
 * would show it) for `discountRefused`.
 */
function activatedMetadata(extra: PaymentMetadata, dropDiscount: boolean) {
  const base = dropDiscount ? sql`(${payments.metadata} - 'discount')` : sql`${payments.metadata}`;
  return sql`${base} || ${JSON.stringify(extra)}::jsonb`;
}

/** Failed or canceled, only from pending (a paid payment never goes back; a failed one may still turn paid). */
async function markUnpaid(
  deps: BillingDeps,
  payment: PaymentRow,
  status: 'failed' | 'canceled',
  reason: string | null,
): Promise<PaymentRow | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status,
        updatedAt: deps.clock(),
        metadata: repo.mergeMetadata(reason ? { failureReason: reason } : {}),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    // Its discount code goes back to the pool; should the provider report it paid later, `activate` takes it again.
    if (row) await discounts.release(tx, row.id);
    return row ?? null;
  });
}

async function announce(deps: BillingDeps, transition: PaymentTransition) {
  try {
    await deps.onTransition(transition);
  } catch (err) {
    deps.log.error({ err, paymentId: transition.payment.id }, 'payment notification failed');
  }
}

/**
 * Brings a payment in line with what its provider says (never what a caller says). Used by the callback, the
 * webhook, the subscription poll and the reconcile job alike. `closeIfPending` ends a payment the provider still
 * reports pending (the job does this for day-old ones).
 */
export async function settlePayment(
  deps: BillingDeps,
  payment: PaymentRow,
  options: { closeIfPending?: boolean } = {},
): Promise<PaymentRow> {
  if (payment.status === 'paid') return payment;
  if (!payment.providerPaymentId) return payment;
  const verified = await askProvider(deps, payment);
  if (verified.orderNumber && verified.orderNumber !== payment.orderNumber) {
    deps.log.warn(
      { paymentId: payment.id, providerOrder: verified.orderNumber },
      'provider reports another order for this transaction',
    );
    throw new AppError(400, BillingErrorCode.transactionMismatch, m.transactionMismatch);
  }
  if (verified.status === 'paid') {
    if (verified.amountCents !== payment.amountCents) {
      deps.log.error(
        { paymentId: payment.id, expected: payment.amountCents, reported: verified.amountCents },
        'paid amount does not match the plan price; not activating',
      );
      const failed = await markUnpaid(deps, payment, 'failed', 'amount_mismatch');
      if (failed) await announce(deps, { payment: failed, status: 'failed' });
      throw new AppError(409, BillingErrorCode.amountMismatch, m.amountMismatch);
    }
    const paid = await activate(deps, payment.id, verified);
    if (paid) {
      await announce(deps, { payment: paid, status: 'paid' });
      return paid;
    }
    return (await repo.findPaymentById(deps.db, payment.id)) ?? payment;
  }
  const closing = verified.status === 'pending' && options.closeIfPending;
  if (verified.status === 'failed' || verified.status === 'canceled' || closing) {
    const status = verified.status === 'failed' ? 'failed' : 'canceled';
    const reason = closing ? 'expired_unpaid' : verified.failureReason;
    const changed = await markUnpaid(deps, payment, status, reason);
    if (changed) {
      await announce(deps, { payment: changed, status });
      return changed;
    }
  }
  return (await repo.findPaymentById(deps.db, payment.id)) ?? payment;
}

const STATUS_ERRORS = {
  failed: m.paymentFailed,
  canceled: m.paymentCanceled,
  pending: m.paymentPending,
} as const;

/**
 * GET /api/billing/paylink/verify-payment: the order must exist, belong to the caller when one is signed in, and
 * carry this transaction number; then the provider is asked. Without a session (the provider's redirect may arrive
 * without our cookie) only the outcome is told: the order and transaction numbers alone are not proof of ownership.
 */
export async function verifyPayment(
  deps: BillingDeps,
  query: { transactionNo: string; orderNumber: string },
  actor: Actor | null,
  locale: Locale,
): Promise<VerifyPaymentResponse> {
  const payment = await repo.findPaymentByOrder(deps.db, query.orderNumber);
  if (!payment || (actor && actor.id !== payment.userId && actor.role !== 'admin')) {
    throw new AppError(404, BillingErrorCode.unknownTransaction, m.unknownTransaction);
  }
  if (payment.providerPaymentId !== query.transactionNo) {
    throw new AppError(400, BillingErrorCode.transactionMismatch, m.transactionMismatch);
  }
  const settled = await settlePayment(deps, payment);
  const outcome = {
    verified: settled.status === 'paid',
    status: settled.status,
    ...(settled.status === 'paid' ? {} : { error: STATUS_ERRORS[settled.status][locale] }),
  };
  if (!actor) return { ...outcome, payment: null, subscription: null };
  // The subscription is shown to its owner only (an admin sees the payment, not someone's subscription).
  const current =
    actor.id === settled.userId ? await currentSubscription(deps.db, settled.userId, deps.clock()) : null;
  const metadata = paymentMetadata(settled);
  return {
    ...outcome,
    payment: {
      id: settled.id,
      transactionNo: settled.providerPaymentId ?? query.transactionNo,
      orderNumber: settled.orderNumber,
      amount: settled.amountCents / 100,
      amountCents: settled.amountCents,
      currency: settled.currency,
      paymentMethod: settled.method ?? metadata.paymentMethod ?? null,
      receiptUrl: settled.receiptUrl,
      invoiceUrl: settled.invoiceUrl,
    },
    subscription: current ? await paidSubscriptionView(deps, current) : null,
  };
}

/** The webhook names a transaction; we find our payment and ask the provider about it. */
export async function handleWebhook(deps: BillingDeps, transactionNo: string): Promise<PaymentRow> {
  const provider = requireProvider(deps);
  const payment = await repo.findPaymentByTransaction(deps.db, provider.name, transactionNo);
  if (!payment) throw new AppError(404, BillingErrorCode.unknownTransaction, m.unknownTransaction);
  return settlePayment(deps, payment);
}

/**
 * A provider's webhook names one or more ids (Moyasar: the invoice and the payment); the first that is one of our
 * payments' transactions is settled by asking the provider. Repeats settle nothing twice (activation is locked).
 */
export async function handleProviderWebhook(
  deps: BillingDeps,
  providerName: PaymentProviderName,
  transactionNos: string[],
): Promise<PaymentRow> {
  for (const transactionNo of transactionNos) {
    const payment = await repo.findPaymentByTransaction(deps.db, providerName, transactionNo);
    if (payment) return settlePayment(deps, payment);
  }
  throw new AppError(404, BillingErrorCode.unknownTransaction, m.unknownTransaction);
}

/** `paidCents`: what the buyer paid for the running period (repo.lastPaidCents), shown in place of the price. */
export function subscriptionView(
  current: CurrentSubscription,
  now: Date,
  paidCents: number | null = null,
  renewalCard: { brand: string; last4: string } | null = null,
): Subscription {
  const { subscription: s, plan, role } = current;
  return {
    id: s.id,
    planId: plan.id,
    planName: plan.name,
    planDisplayName: plan.displayName,
    planDisplayNames: { ar: plan.displayNameAr, en: plan.displayNameEn },
    status: s.status,
    interval: plan.interval,
    priceCents: plan.priceCents,
    paidCents: role === 'owner' ? paidCents : null,
    currency: 'SAR',
    currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    graceEndsAt: s.graceEndsAt?.toISOString() ?? null,
    daysLeft: daysLeft(s.currentPeriodEnd, now),
    role,
    renewalCard: role === 'owner' && !s.cancelAtPeriodEnd && plan.interval !== 'hourly' ? renewalCard : null,
  };
}

/** How long after checkout the subscription poll still asks the provider about a pending payment. */
const FRESH_PENDING_MS = 60 * 60 * 1000;

/**
 * GET /api/billing/subscription. The packages page polls it after checkout (8 tries, 2 s apart): the user's fresh
 * pending payments are settled first, so activation does not depend on the callback page or a webhook arriving.
 */
export async function getSubscription(deps: BillingDeps, userId: string): Promise<Subscription | null> {
  const now = deps.clock();
  const pending = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, new Date(now.getTime() - FRESH_PENDING_MS)),
      ),
    )
    .limit(3);
  for (const payment of pending) {
    try {
      await settlePayment(deps, payment);
    } catch (err) {
      deps.log.warn({ err, paymentId: payment.id }, 'could not settle a pending payment while polling');
    }
  }
  const current = await currentSubscription(deps.db, userId, deps.clock());
  return current ? paidSubscriptionView(deps, current) : null;
}

/** The subscription as the API sends it, with what its running period was paid. */
export async function paidSubscriptionView(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  current: CurrentSubscription,
) {
  const { subscription } = current;
  const card =
    current.role === 'owner' && subscription.currentPeriodEnd
      ? await defaultCard(deps.db, subscription.userId, subscription.currentPeriodEnd)
      : null;
  return subscriptionView(
    current,
    deps.clock(),
    await repo.lastPaidCents(deps.db, subscription.id),
    card ? { brand: card.brand, last4: card.last4 } : null,
  );
}

/** Cancel keeps access to the end of the paid period; the job then closes it as canceled. */
export async function cancelSubscription(deps: BillingDeps, userId: string): Promise<Subscription> {
  const now = deps.clock();
  const own = await ownSubscription(deps.db, userId, now);
  if (!own) throw new AppError(404, BillingErrorCode.noSubscription, m.noSubscription);
  const [updated] = await deps.db
    .update(subscriptions)
    // A cancelled subscription ends with its period: the grace days are for those who meant to renew.
    .set({ cancelAtPeriodEnd: true, graceEndsAt: null, updatedAt: now })
    .where(eq(subscriptions.id, own.subscription.id))
    .returning();
  announceChange(deps.db, { kind: 'entitlements' });
  return paidSubscriptionView(deps, { ...own, subscription: updated!, role: 'owner', ownerId: userId });
}

/** Access after `end` when not renewed: BILLING_GRACE_DAYS more, or none (never for an hour's plan). */
export function graceEnd(config: Config, interval: PlanRow['interval'], end: Date): Date | null {
  const days = config.payment.graceDays;
  return days > 0 && interval !== 'hourly' ? new Date(end.getTime() + days * 86_400_000) : null;
}

/** Subscriptions whose access (period, then grace days) has ended: canceled when the user asked, expired otherwise. */
export async function closeEndedSubscriptions(deps: Pick<BillingDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  const closed = await deps.db
    .update(subscriptions)
    .set({
      status: sql`case when ${subscriptions.cancelAtPeriodEnd} then 'canceled' else 'expired' end`,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.status, 'active'), lte(accessEnd, now)))
    .returning({ id: subscriptions.id });
  announceChange(deps.db, { kind: 'entitlements' });
  return closed.length;
}

/**
 * Renewing, switching and cancelling act on the subscription a user pays for: a member of someone's team has none
 * of their own, and is told whose it is rather than charged for a second one.
 */
export async function refuseTeamMember(deps: BillingDeps, userId: string): Promise<void> {
  const current = await currentSubscription(deps.db, userId, deps.clock());
  if (current?.role !== 'member') return;
  const owner = await identity.findUserContact(deps.db, current.ownerId);
  throw new AppError(403, BillingErrorCode.ownerOnly, ownerOnlyMessage(owner?.name ?? ''));
}

export function ownRunningSubscription(deps: BillingDeps, userId: string) {
  return ownSubscription(deps.db, userId, deps.clock());
}
