import { PaymentEventSchema } from '@mustashar/contracts';
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payments } from '../../db/schema.ts';
import { defineJob, JobError, withJitter } from '../jobs/queue.ts';
import { sendPaymentEmail, type WebhookSender, webhookSigningSecret } from './notify.ts';
import { sendRenewalReminders } from './reminders.ts';
import { type RenewalReport, renewDue } from './renewals.ts';
import { type BillingDeps, closeEndedSubscriptions, settlePayment } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export type ReconcileReport = {
  checked: number;
  settled: Record<string, number>;
  errors: number;
  closed: number;
  reminders: number;
  renewals: RenewalReport | null;
};

/**
 * Pending payments older than a day are asked about once more: paid ones activate (a lost callback and webhook
 * cost the buyer nothing), and those the provider still calls pending are closed as canceled. Then subscriptions
 * whose access has ended are closed, and the renewal reminders due are sent. Safe to run on several copies at
 * once: settling is idempotent and each reminder is claimed by one copy.
 */
export async function reconcilePayments(deps: BillingDeps, olderThanMs = DAY_MS): Promise<ReconcileReport> {
  const cutoff = new Date(deps.clock().getTime() - olderThanMs);
  const stale = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNotNull(payments.providerPaymentId),
        lt(payments.createdAt, cutoff),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  const report: ReconcileReport = {
    checked: stale.length,
    settled: {},
    errors: 0,
    closed: 0,
    reminders: 0,
    renewals: null,
  };
  for (const payment of stale) {
    try {
      const settled = await settlePayment(deps, payment, { closeIfPending: true });
      report.settled[settled.status] = (report.settled[settled.status] ?? 0) + 1;
    } catch (err) {
      report.errors += 1;
      deps.log.warn({ err, paymentId: payment.id }, 'reconcile: payment could not be settled');
    }
  }
  // Renewals first: a period charged now is extended before the close below would end it.
  try {
    report.renewals = await renewDue(deps);
  } catch (err) {
    deps.log.error({ err }, 'renewals failed');
  }
  report.closed = await closeEndedSubscriptions(deps);
  try {
    report.reminders = await sendRenewalReminders(deps);
  } catch (err) {
    deps.log.error({ err }, 'renewal reminders failed');
  }
  if (report.checked > 0 || report.closed > 0 || report.reminders > 0 || report.renewals?.charged)
    deps.log.info(report, 'billing reconcile done');
  return report;
}

const ReconcileSchema = z.object({ slot: z.string() });
const PaymentEmailSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['paid', 'failed', 'canceled']),
});
const WebhookSchema = z.object({ userId: z.string(), url: z.string(), event: PaymentEventSchema });

/**
 * Billing's background work on the job queue (ADR 094): the reconcile run, once per slot of
 * BILLING_JOB_INTERVAL_MS across all instances; the payment emails; and each webhook delivery, one attempt per run.
 */
export function registerBillingJobs(app: FastifyInstance, webhooks: WebhookSender) {
  const reconcile = defineJob({
    kind: 'billing.reconcile',
    payload: ReconcileSchema,
    // The next slot runs it again anyway; settling and reminders are safe to repeat.
    maxAttempts: 2,
    leaseMs: 15 * 60_000,
    async run(_slot, { log }) {
      await reconcilePayments(app.billingDeps(log));
    },
  });
  const paymentEmail = defineJob({
    kind: 'billing.payment_email',
    payload: PaymentEmailSchema,
    async run({ paymentId, status }) {
      await sendPaymentEmail({ db: app.db, config: app.config, mailer: app.mailer }, paymentId, status);
    },
  });
  const webhook = defineJob({
    kind: 'billing.webhook',
    payload: WebhookSchema,
    maxAttempts: webhooks.retryDelaysMs.length + 1,
    backoffMs: (attempt) =>
      withJitter(webhooks.retryDelaysMs[attempt - 1] ?? webhooks.retryDelaysMs.at(-1) ?? 60_000),
    leaseMs: 60_000,
    async run({ userId, url, event }, { log }) {
      const status = await webhooks.send(url, event, webhookSigningSecret(app.config.sessionSecret, userId));
      if (status >= 200 && status < 300) return;
      log.warn({ eventId: event.id, status }, 'payment webhook answered with an error');
      throw new JobError(`http_${status}`);
    },
  });
  app.jobs.register(paymentEmail);
  app.jobs.register(webhook);
  const intervalMs = app.config.payment.jobIntervalMs;
  if (intervalMs > 0) app.jobs.schedule(reconcile, intervalMs);
  else app.jobs.register(reconcile);
  return { reconcile, paymentEmail, webhook };
}
