import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema.ts';
import { sendRenewalReminders } from './reminders.ts';
import { type BillingDeps, closeEndedSubscriptions, settlePayment } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export type ReconcileReport = {
  checked: number;
  settled: Record<string, number>;
  errors: number;
  closed: number;
  reminders: number;
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
  const report: ReconcileReport = { checked: stale.length, settled: {}, errors: 0, closed: 0, reminders: 0 };
  for (const payment of stale) {
    try {
      const settled = await settlePayment(deps, payment, { closeIfPending: true });
      report.settled[settled.status] = (report.settled[settled.status] ?? 0) + 1;
    } catch (err) {
      report.errors += 1;
      deps.log.warn({ err, paymentId: payment.id }, 'reconcile: payment could not be settled');
    }
  }
  report.closed = await closeEndedSubscriptions(deps);
  try {
    report.reminders = await sendRenewalReminders(deps);
  } catch (err) {
    deps.log.error({ err }, 'renewal reminders failed');
  }
  if (report.checked > 0 || report.closed > 0 || report.reminders > 0)
    deps.log.info(report, 'billing reconcile done');
  return report;
}

/** Runs the reconcile on a timer from start-up; stopped when the app closes. One run at a time per copy. */
export function startBillingJobs(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(app.billingDeps())
      .catch((err: unknown) => app.log.error({ err }, 'billing reconcile failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
