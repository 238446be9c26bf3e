import { z } from 'zod';

/** The console's numbers (ADR 090): a range of whole days in Saudi time, both ends included. */
export const NUMBERS_MAX_DAYS = 366;
export const NUMBERS_DEFAULT_DAYS = 30;
export const NUMBERS_TOP_LAWS = 10;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const AdminNumbersQuerySchema = z.object({ from: Day.optional(), to: Day.optional() });
export type AdminNumbersQuery = z.infer<typeof AdminNumbersQuerySchema>;

export const AdminNumbersErrorCode = { badRange: 'admin:numbers_bad_range' } as const;

const Count = z.number().int().min(0);
const Cents = z.number().int();
/** A share between 0 and 1; null when there was nothing to divide by. */
const Rate = z.number().min(0).max(1).nullable();

export const AdminNumbersDaySchema = z.object({
  day: Day,
  signups: Count,
  trialStarts: Count,
  /** Questions subscribers asked (each edited version counts: it was asked). */
  questions: Count,
  /** Answers given to guests on a trial (guests' texts stay in their browsers; the server keeps a count). */
  guestAnswers: Count,
});

export const AdminNumbersSchema = z.object({
  from: Day,
  to: Day,
  /** The instant the point-in-time figures (active subscriptions, MRR) are taken at: the range's end, or now. */
  at: z.iso.datetime(),
  accounts: z.object({ signups: Count, verified: Count }),
  trials: z.object({ started: Count, converted: Count, conversionRate: Rate }),
  subscriptions: z.object({
    active: Count,
    byPlan: z.array(
      z.object({
        planId: z.number().int(),
        name: z.object({ ar: z.string(), en: z.string() }),
        active: Count,
      }),
    ),
    /** Of the people with access at the range's start, those with none at its end. */
    churned: Count,
    /** Churned people over people with access at the range's start. */
    churnRate: Rate,
  }),
  revenue: z.object({
    /** What invoices issued in the range total, VAT included, in halalas. */
    grossCents: Cents,
    vatCents: Cents,
    netCents: Cents,
    /** Refunds made in the range, VAT included, in halalas. */
    refundsCents: Cents,
    refunds: Count,
    /** Monthly recurring revenue without VAT at `at`, in halalas. */
    mrrCents: Cents,
  }),
  chat: z.object({
    questions: Count,
    guestAnswers: Count,
    answers: Count,
    /** Time from a question to its first stored answer, in milliseconds; null without answers. */
    answerTimeMs: z.object({ p50: z.number().int(), p95: z.number().int() }).nullable(),
    /** First answers that cite nothing: the engine found no article or guide it trusts. */
    withoutSources: Count,
    /** The law each answer cited first, most cited first (never the questions). */
    topLaws: z.array(z.object({ law: z.string(), answers: Count })),
  }),
  daily: z.array(AdminNumbersDaySchema),
});
export type AdminNumbers = z.infer<typeof AdminNumbersSchema>;
