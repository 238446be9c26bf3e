import { BillingErrorCode, type Subscription } from '@mustashar/contracts';
import { and, eq, gt } from 'drizzle-orm';
import { announceChange } from '../../db/changes.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { ownSubscription } from './entitlements.ts';
import { billingMessages as m } from './messages.ts';
import { type BillingDeps, graceEnd, paidSubscriptionView } from './service.ts';

export const RESUME_TOO_LATE = 'billing:resume_too_late';

/**
 * Undoes a cancel while the paid period still runs: the grace days after the end and the renewal reminders come
 * back. Asking again, or twice at once, changes nothing more; once the period has ended there is nothing to undo.
 */
export async function resumeSubscription(deps: BillingDeps, userId: string): Promise<Subscription> {
  const now = deps.clock();
  const own = await ownSubscription(deps.db, userId, now);
  // As the subscription route tells it, with what its period was paid.
  const view = (current: NonNullable<typeof own>) =>
    paidSubscriptionView(deps, { ...current, role: 'owner', ownerId: userId });
  if (own && !own.subscription.cancelAtPeriodEnd) return view(own);
  const end = own?.subscription.currentPeriodEnd;
  if (own && end) {
    // Only a cancelled subscription whose period has not ended: a resume racing the end, another resume or a plan
    // change finds the row no longer matching and changes nothing.
    const [resumed] = await deps.db
      .update(subscriptions)
      .set({
        cancelAtPeriodEnd: false,
        graceEndsAt: graceEnd(deps.config, own.plan.interval, end),
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptions.id, own.subscription.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, true),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      )
      .returning();
    announceChange(deps.db, { kind: 'entitlements' });
    if (resumed) return view({ ...own, subscription: resumed });
    // Another request resumed it first: the same answer.
    const again = await ownSubscription(deps.db, userId, now);
    if (again && !again.subscription.cancelAtPeriodEnd) return view(again);
  }
  const [ever] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!ever) throw new AppError(404, BillingErrorCode.noSubscription, m.noSubscription);
  throw new AppError(409, RESUME_TOO_LATE, m.resumeTooLate);
}
