import { z } from 'zod';
import { PlanIntervalSchema } from './plans.ts';

/**
 * GET /api/dashboard/stats, with real figures where the first design had placeholders (days active, sessions
 * completed). Months and days are counted in Saudi time.
 */
export const DashboardStatsSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), subscriptionActive: z.boolean() }),
  chatUsage: z.object({
    /** Questions the user asked this month. */
    used: z.number().int(),
    /** 999 (unlimited) for subscribers; the free trial's message allowance otherwise. */
    total: z.number().int(),
    /** When `used` starts again from zero: the first day of next month. */
    resetDate: z.string(),
    /** Messages this month, questions and answers together. */
    messages: z.number().int(),
  }),
  subscription: z
    .object({
      status: z.string(),
      planName: z.string(),
      planDisplayName: z.string(),
      /** Halalas, like the plan's price_cents. */
      price: z.number().int(),
      /** Halalas the payment for the running period charged (offer or credit included); null when none did. */
      paid: z.number().int().nullable(),
      interval: PlanIntervalSchema,
      expiresAt: z.string().nullable(),
      daysLeft: z.number().int(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  stats: z.object({
    messagesThisMonth: z.number().int(),
    /** Distinct days (ever) on which the user asked something. */
    daysActive: z.number().int(),
    /** Conversations that got at least one answer (deleted ones included: the work was done). */
    sessionsCompleted: z.number().int(),
    daysLeft: z.number().int(),
  }),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
