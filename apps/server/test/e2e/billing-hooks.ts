import { BillingErrorCode } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announceChange } from '../../src/db/changes.ts';
import { subscriptions } from '../../src/db/schema.ts';
import { AppError } from '../../src/lib/errors.ts';
import { reconcilePayments } from '../../src/modules/billing/jobs.ts';
import { billingMessages as m } from '../../src/modules/billing/messages.ts';
import { lockRunningSubscription } from '../../src/modules/billing/repo.ts';

const DAY_MS = 86_400_000;

const BackdateBodySchema = z.object({ days: z.number().int().min(1).max(3660) });
const BackdateResponseSchema = z.object({
  subscription: z.object({
    id: z.string(),
    currentPeriodStart: z.iso.datetime().nullable(),
    currentPeriodEnd: z.iso.datetime().nullable(),
  }),
});

const earlier = (date: Date | null, ms: number) => (date ? new Date(date.getTime() - ms) : null);

/**
 * For the end-to-end tests only (their server, test/e2e/server.ts, adds it; the app never does): a browser cannot
 * move the server's clock, so this moves the caller's own running subscription back instead, as if bought `days`
 * ago. Never later: it only ever takes paid time away.
 */
export const billingTestHooks: FastifyPluginAsyncZod = async (app) => {
  // The billing run now rather than at its next slot (renewals, reminders, closing ended subscriptions).
  app.post('/dev/test/run-billing', { preHandler: app.requireUser, schema: { hide: true } }, async () => {
    const report = await reconcilePayments(app.billingDeps());
    await app.jobs.drain();
    return { renewals: report.renewals, closed: report.closed };
  });

  app.post(
    '/dev/test/backdate-subscription',
    {
      preHandler: app.requireUser,
      schema: { hide: true, body: BackdateBodySchema, response: { 200: BackdateResponseSchema } },
    },
    async (request) => {
      const userId = request.user!.id;
      const ms = request.body.days * DAY_MS;
      const row = await app.db.transaction(async (tx) => {
        const own = await lockRunningSubscription(tx, userId, app.clock());
        if (!own) throw new AppError(404, BillingErrorCode.noSubscription, m.noSubscription);
        const [moved] = await tx
          .update(subscriptions)
          .set({
            currentPeriodStart: earlier(own.currentPeriodStart, ms),
            currentPeriodEnd: earlier(own.currentPeriodEnd, ms),
            graceEndsAt: earlier(own.graceEndsAt, ms),
            updatedAt: app.clock(),
          })
          .where(eq(subscriptions.id, own.id))
          .returning();
        announceChange(tx, { kind: 'entitlements' });
        return moved!;
      });
      return {
        subscription: {
          id: row.id,
          currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        },
      };
    },
  );
};
