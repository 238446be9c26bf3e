/**
 * When support owes a reply (ADR 089): 8 business hours after a message arrives, counted only inside business hours,
 * Sunday to Thursday 09:00–17:00 Riyadh time. One business day, so a message sent in working hours is due at the
 * same time the next working day, about 24 hours later as the contact page promises; one sent after hours or at the
 * weekend starts counting at the next opening (Friday evening → due Sunday 17:00). No holidays and no Ramadan hours:
 * the same hours all year.
 */
export const REPLY_BUSINESS_HOURS = 8;

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so a fixed offset is exact. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const HOUR_MS = 3_600_000;
const OPEN_HOUR = 9;
const CLOSE_HOUR = 17;
/** getUTCDay() of the shifted time: Friday and Saturday are the weekend. */
const WEEKEND = new Set([5, 6]);

export function replyDueAt(received: Date, businessHours = REPLY_BUSINESS_HOURS): Date {
  // Work on a clock shifted to Riyadh time, read with the UTC getters.
  const cursor = new Date(received.getTime() + RIYADH_OFFSET_MS);
  let remaining = businessHours * HOUR_MS;
  for (;;) {
    const open = new Date(cursor);
    open.setUTCHours(OPEN_HOUR, 0, 0, 0);
    const close = new Date(cursor);
    close.setUTCHours(CLOSE_HOUR, 0, 0, 0);
    if (WEEKEND.has(cursor.getUTCDay()) || cursor.getTime() >= close.getTime()) {
      // Closed for the rest of this day: the next day's opening.
      cursor.setUTCDate(cursor.getUTCDate() + 1);
      cursor.setUTCHours(OPEN_HOUR, 0, 0, 0);
      continue;
    }
    if (cursor.getTime() < open.getTime()) cursor.setTime(open.getTime());
    const today = close.getTime() - cursor.getTime();
    if (remaining <= today) return new Date(cursor.getTime() + remaining - RIYADH_OFFSET_MS);
    remaining -= today;
    cursor.setTime(close.getTime());
  }
}
