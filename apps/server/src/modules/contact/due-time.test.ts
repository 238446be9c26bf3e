import { describe, expect, it } from 'vitest';
import { replyDueAt } from './due-time.ts';

/** A Riyadh wall-clock time (UTC+3) as an instant. 2026-12-06 is a Sunday. */
const riyadh = (local: string) => new Date(`${local}+03:00`);
const due = (local: string) => replyDueAt(riyadh(local)).toISOString();

describe('the reply due time: 8 business hours, Sunday–Thursday 09:00–17:00 Riyadh', () => {
  it('is the same time the next working day for a message inside business hours', () => {
    expect(due('2026-12-06T10:00:00')).toBe(riyadh('2026-12-07T10:00:00').toISOString());
    expect(due('2026-12-08T09:00:00')).toBe(riyadh('2026-12-08T17:00:00').toISOString());
    expect(due('2026-12-08T09:30:15')).toBe(riyadh('2026-12-09T09:30:15').toISOString());
  });

  it('starts counting at the opening for a message before 09:00 and ends at the close, not the next morning', () => {
    expect(due('2026-12-07T06:45:00')).toBe(riyadh('2026-12-07T17:00:00').toISOString());
    expect(due('2026-12-07T00:00:00')).toBe(riyadh('2026-12-07T17:00:00').toISOString());
  });

  it('moves a message after 17:00 to the next working day', () => {
    expect(due('2026-12-07T17:00:00')).toBe(riyadh('2026-12-08T17:00:00').toISOString());
    expect(due('2026-12-07T23:59:00')).toBe(riyadh('2026-12-08T17:00:00').toISOString());
    expect(due('2026-12-07T16:59:00')).toBe(riyadh('2026-12-08T16:59:00').toISOString());
  });

  it('skips the weekend: Thursday afternoon is due Sunday, Friday and Saturday are due Sunday 17:00', () => {
    // Thursday 2026-12-10.
    expect(due('2026-12-10T15:00:00')).toBe(riyadh('2026-12-13T15:00:00').toISOString());
    expect(due('2026-12-10T17:30:00')).toBe(riyadh('2026-12-13T17:00:00').toISOString());
    expect(due('2026-12-11T19:00:00')).toBe(riyadh('2026-12-13T17:00:00').toISOString());
    expect(due('2026-12-12T11:00:00')).toBe(riyadh('2026-12-13T17:00:00').toISOString());
  });

  it('reads the day in Riyadh, not in UTC: Thursday 22:30 UTC is already Friday in Riyadh', () => {
    expect(replyDueAt(new Date('2026-12-10T22:30:00Z')).toISOString()).toBe(
      riyadh('2026-12-13T17:00:00').toISOString(),
    );
    // Saturday 21:30 UTC is Sunday 00:30 in Riyadh: due at Sunday's close.
    expect(replyDueAt(new Date('2026-12-12T21:30:00Z')).toISOString()).toBe(
      riyadh('2026-12-13T17:00:00').toISOString(),
    );
  });

  it('keeps the same hours in Ramadan (2027-02-08 falls in it) and across month and year ends', () => {
    expect(due('2027-02-08T12:00:00')).toBe(riyadh('2027-02-09T12:00:00').toISOString());
    // Thursday 2026-12-31 → Sunday 2027-01-03.
    expect(due('2026-12-31T16:00:00')).toBe(riyadh('2027-01-03T16:00:00').toISOString());
  });
});
