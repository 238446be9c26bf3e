import { describe, expect, it } from 'vitest';
import { outboxFor, testClock, useTwoTestApps } from '../../../test/helpers.ts';
import { api, createUser, subscribe } from '../../../test/support/billing.ts';
import { dueReminder, sendRenewalReminders } from './reminders.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('renewal reminders: 7 days, 1 day and the day itself, once each across two instances', () => {
  // 09:00 UTC is 12:00 in Riyadh: the monthly period ends at noon there on 1 July.
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const apps = useTwoTestApps(() => ({ deps: { clock: clock.now } }));

  /** Both instances run the job at the same moment, as two copies of the server would. */
  async function runBoth() {
    const [a, b] = await Promise.all(
      [apps.first, apps.second].map((t) => sendRenewalReminders(t.app.billingDeps())),
    );
    return a! + b!;
  }

  it('sends each reminder once, with a link that renews the same plan, and none to those who said no', async () => {
    const t = apps.first;
    const owner = await createUser(t, 'reminded@example.com', { locale: 'ar' });
    const quiet = await createUser(t, 'quiet@example.com');
    const leaving = await createUser(t, 'leaving@example.com');
    const { verification } = await subscribe(t, owner, 'trainee-lawyer');
    await subscribe(t, quiet, 'trainee-lawyer');
    await subscribe(t, leaving, 'trainee-lawyer');
    const off = await api(apps.second, quiet).put('/api/billing/notifications', { emailReminders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().emailReminders).toBe(false);
    await api(t, leaving).post('/api/billing/cancel');
    const end = new Date(verification.subscription.currentPeriodEnd);
    expect(end.toISOString()).toBe('2025-07-01T09:00:00.000Z');

    const reminders = async (to: string) =>
      (await outboxFor(t, to)).filter((email) => /ينتهي اشتراكك|subscription ends/.test(email.subject));

    // Eight days before: nothing yet.
    clock.advance(end.getTime() - 8 * DAY - clock.now().getTime());
    expect(await runBoth()).toBe(0);

    clock.advance(DAY + HOUR);
    expect(await runBoth()).toBe(1);
    expect(await runBoth()).toBe(0);
    let sent = await reminders(owner.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('ينتهي اشتراكك بعد ٧ أيام');
    expect(sent[0]!.subject).toContain('Your subscription ends in 7 days');
    expect(sent[0]!.text).toContain('http://mustashar.test/dashboard/billing?renew=trainee-lawyer');
    expect(sent[0]!.text).toContain('http://mustashar.test/dashboard/notifications');

    // A day before.
    clock.advance(end.getTime() - DAY + HOUR - clock.now().getTime());
    expect(await runBoth()).toBe(1);
    expect(await runBoth()).toBe(0);
    sent = await reminders(owner.email);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toContain('Your subscription ends tomorrow');

    // On the day: from midnight in Riyadh (21:00 UTC the day before), before the end at noon.
    clock.advance(new Date('2025-06-30T21:00:00.000Z').getTime() - clock.now().getTime());
    expect(await runBoth()).toBe(1);
    expect(await runBoth()).toBe(0);
    sent = await reminders(owner.email);
    expect(sent).toHaveLength(3);
    expect(sent[0]!.subject).toContain('Your subscription ends today');

    // After the end: no more.
    clock.advance(DAY);
    expect(await runBoth()).toBe(0);
    expect(await reminders(owner.email)).toHaveLength(3);
    expect(await reminders(quiet.email)).toHaveLength(0);
    expect(await reminders(leaving.email)).toHaveLength(0);
  });

  it('a renewal moves the end, so the next period gets its own reminders', async () => {
    const t = apps.first;
    const user = await createUser(t, 'renewer@example.com');
    const first = await subscribe(t, user, 'trainee-lawyer');
    const end = new Date(first.verification.subscription.currentPeriodEnd);
    clock.advance(end.getTime() - 7 * DAY + HOUR - clock.now().getTime());
    expect(await runBoth()).toBe(1);
    await subscribe(t, user, 'trainee-lawyer');
    expect(await runBoth()).toBe(0);
    const renewed = (await api(t, user).get('/api/billing/subscription')).json().subscription;
    const newEnd = new Date(renewed.currentPeriodEnd);
    clock.advance(newEnd.getTime() - 7 * DAY + HOUR - clock.now().getTime());
    expect(await runBoth()).toBe(1);
  });
});

describe('dueReminder', () => {
  it('picks the latest reminder due, and none before 7 days or after the end', () => {
    const end = new Date('2025-07-01T09:00:00.000Z');
    const at = (iso: string) => dueReminder(end, new Date(iso));
    expect(at('2025-06-24T08:59:59.000Z')).toBeNull();
    expect(at('2025-06-24T09:00:00.000Z')).toBe('d7');
    expect(at('2025-06-30T09:00:00.000Z')).toBe('d1');
    expect(at('2025-06-30T20:59:59.000Z')).toBe('d1');
    expect(at('2025-06-30T21:00:00.000Z')).toBe('d0');
    expect(at('2025-07-01T09:00:00.000Z')).toBeNull();
  });
});
