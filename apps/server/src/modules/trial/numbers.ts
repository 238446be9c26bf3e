import { and, count, gte, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { trialAnswers, trials } from '../../db/schema.ts';
import { countsByDay, type DayRange, sqlDay } from '../../lib/day-range.ts';

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * Trials started in a range, the accounts that took a trial's conversations (with when the trial started, so the
 * caller can ask billing whether they paid after it), and answers given to guests, by day.
 */
export async function trialNumbers(db: Executor, range: DayRange) {
  const started = and(gte(trials.startedAt, range.start), lt(trials.startedAt, range.end));
  const answered = and(gte(trialAnswers.createdAt, range.start), lt(trialAnswers.createdAt, range.end));
  const startDay = sqlDay(trials.startedAt);
  const answerDay = sqlDay(trialAnswers.createdAt);
  const [starts, claims, answers] = await Promise.all([
    db.select({ day: startDay, count: count() }).from(trials).where(started).groupBy(startDay),
    db
      .select({ userId: trials.claimedBy, startedAt: trials.startedAt })
      .from(trials)
      .where(and(started, isNotNull(trials.claimedBy))),
    db.select({ day: answerDay, count: count() }).from(trialAnswers).where(answered).groupBy(answerDay),
  ]);
  const startsByDay = countsByDay(starts);
  const guestAnswersByDay = countsByDay(answers);
  return {
    started: sum(startsByDay),
    startsByDay,
    claims: claims.map((row) => ({ userId: row.userId!, startedAt: row.startedAt })),
    guestAnswers: sum(guestAnswersByDay),
    guestAnswersByDay,
  };
}
