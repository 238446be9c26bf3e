import {
  type AdminNumbers,
  AdminNumbersErrorCode,
  NUMBERS_DEFAULT_DAYS,
  NUMBERS_MAX_DAYS,
  NUMBERS_TOP_LAWS,
} from '@mustashar/contracts';
import type { Db } from '../../db/client.ts';
import { dayOf, dayRange, daysOf, isCalendarDay } from '../../lib/day-range.ts';
import { AppError } from '../../lib/errors.ts';
import * as billing from '../billing/numbers.ts';
import { chatNumbers } from '../chat/numbers.ts';
import { accountNumbers } from '../identity/numbers.ts';
import { trialNumbers } from '../trial/numbers.ts';

const DAY_MS = 86_400_000;

const badRange = new AppError(400, AdminNumbersErrorCode.badRange, {
  ar: `اختر تاريخ بداية لا يتجاوز تاريخ النهاية، ومدةً لا تزيد على ${NUMBERS_MAX_DAYS.toLocaleString('ar-SA-u-nu-arab')} يومًا.`,
  en: `Choose a start date on or before the end date, at most ${NUMBERS_MAX_DAYS} days apart.`,
});

/** The range asked for, else the last NUMBERS_DEFAULT_DAYS days up to today (Saudi time); refuses a bad one. */
export function numbersRange(now: Date, from?: string, to?: string) {
  const end = to ?? dayOf(now);
  if (!isCalendarDay(end)) throw badRange;
  const start =
    from ?? dayOf(new Date(dayRange(end, end).start.getTime() - (NUMBERS_DEFAULT_DAYS - 1) * DAY_MS));
  if (!isCalendarDay(start) || start > end) throw badRange;
  const range = dayRange(start, end);
  if (range.end.getTime() - range.start.getTime() > NUMBERS_MAX_DAYS * DAY_MS) throw badRange;
  return range;
}

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * The console's numbers for a range (ADR 090). Each module counts its own tables; this only puts them together.
 * Point-in-time figures (active subscriptions, MRR) are taken at the range's end, or now when that is later.
 */
export async function numbers(db: Db, now: Date, from?: string, to?: string): Promise<AdminNumbers> {
  const range = numbersRange(now, from, to);
  const at = range.end < now ? range.end : now;
  const [accounts, trials, revenue, refunded, byPlan, churn, mrrCents, chat] = await Promise.all([
    accountNumbers(db, range),
    trialNumbers(db, range),
    billing.revenueIn(db, range),
    billing.refundsIn(db, range),
    billing.activeByPlan(db, at),
    billing.churnIn(db, range, at),
    billing.mrrAt(db, at),
    chatNumbers(db, range, NUMBERS_TOP_LAWS),
  ]);
  const converted = await billing.paidSince(
    db,
    trials.claims.map((claim) => ({ userId: claim.userId, since: claim.startedAt })),
  );
  return {
    from: range.from,
    to: range.to,
    at: at.toISOString(),
    accounts: { signups: accounts.signups, verified: accounts.verified },
    trials: { started: trials.started, converted, conversionRate: rate(converted, trials.started) },
    subscriptions: {
      active: byPlan.reduce((total, plan) => total + plan.active, 0),
      byPlan,
      churned: churn.churned,
      churnRate: churn.churnRate,
    },
    revenue: { ...revenue, ...refunded, mrrCents },
    chat: {
      questions: chat.questions,
      guestAnswers: trials.guestAnswers,
      answers: chat.answers,
      answerTimeMs: chat.answerTimeMs,
      withoutSources: chat.withoutSources,
      topLaws: chat.topLaws,
    },
    daily: daysOf(range).map((day) => ({
      day,
      signups: accounts.signupsByDay.get(day) ?? 0,
      trialStarts: trials.startsByDay.get(day) ?? 0,
      questions: chat.questionsByDay.get(day) ?? 0,
      guestAnswers: trials.guestAnswersByDay.get(day) ?? 0,
    })),
  };
}
