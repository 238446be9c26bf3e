import { TZDate } from '@date-fns/tz';
import type { PlanInterval } from '@mustashar/contracts';
import { addHours, addMonths, addYears } from 'date-fns';

/** Calendar maths happens in Saudi time, so "one month from 31 January" is the end of February there. */
export const BUSINESS_TIME_ZONE = 'Asia/Riyadh';

/** The end of one paid period of `interval` starting at `from` (hour, month, six months, year). */
export function addInterval(from: Date, interval: PlanInterval): Date {
  const start = new TZDate(from.getTime(), BUSINESS_TIME_ZONE);
  const end =
    interval === 'hourly'
      ? addHours(start, 1)
      : interval === 'monthly'
        ? addMonths(start, 1)
        : interval === 'biannual'
          ? addMonths(start, 6)
          : addYears(start, 1);
  return new Date(end.getTime());
}

/** Whole days of access left, rounded up (an hour left is 1 day); 0 once ended. */
export function daysLeft(periodEnd: Date | null, now: Date): number {
  if (!periodEnd || periodEnd <= now) return 0;
  return Math.ceil((periodEnd.getTime() - now.getTime()) / 86_400_000);
}

/** The first instant of the month after `now`, in Saudi time (when monthly chat usage resets). */
export function nextMonthStart(now: Date): Date {
  const local = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth() + 1, 1, BUSINESS_TIME_ZONE).getTime());
}

/** The first instant of the month containing `now`, in Saudi time. */
export function monthStart(now: Date): Date {
  const local = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), 1, BUSINESS_TIME_ZONE).getTime());
}
