import { TZDate } from '@date-fns/tz';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Days are counted in Saudi time, where the business and its users are. */
const TIME_ZONE = 'Asia/Riyadh';
// Saudi Arabia keeps no daylight saving time: every day there is 24 hours long.
const DAY_MS = 86_400_000;

/** Whole calendar days `from`..`to` (both included, YYYY-MM-DD) and the instants that bound them: [start, end). */
export type DayRange = { from: string; to: string; start: Date; end: Date };

/** The first instant of a day (YYYY-MM-DD) in Saudi time. */
export function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, TIME_ZONE).getTime());
}

/** The day (YYYY-MM-DD) an instant falls on in Saudi time. */
export function dayOf(instant: Date): string {
  const local = new TZDate(instant.getTime(), TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** A real calendar day: "2026-02-30" is not one. */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && dayOf(dayStart(day)) === day;
}

export function dayRange(from: string, to: string): DayRange {
  return { from, to, start: dayStart(from), end: new Date(dayStart(to).getTime() + DAY_MS) };
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = range.start.getTime(); t < range.end.getTime(); t += DAY_MS) days.push(dayOf(new Date(t)));
  return days;
}

/** SQL for the Saudi day of a timestamp column, to group rows by day. */
export function sqlDay(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}

/** Rows of `{ day, count }` as a map from day to count (drivers may return counts as strings). */
export function countsByDay(rows: { day: string; count: number | string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
