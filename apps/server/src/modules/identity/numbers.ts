import { and, count, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { countsByDay, type DayRange, sqlDay } from '../../lib/day-range.ts';

/**
 * Accounts made in a range (later deleted ones included: they signed up) and addresses verified in it, for the
 * console's numbers.
 */
export async function accountNumbers(db: Executor, range: DayRange) {
  const created = and(gte(users.createdAt, range.start), lt(users.createdAt, range.end));
  const day = sqlDay(users.createdAt);
  const [byDay, [verified]] = await Promise.all([
    db.select({ day, count: count() }).from(users).where(created).groupBy(day),
    db
      .select({ count: count() })
      .from(users)
      .where(and(gte(users.emailVerifiedAt, range.start), lt(users.emailVerifiedAt, range.end))),
  ]);
  const signupsByDay = countsByDay(byDay);
  return {
    signups: [...signupsByDay.values()].reduce((a, b) => a + b, 0),
    verified: Number(verified?.count ?? 0),
    signupsByDay,
  };
}
