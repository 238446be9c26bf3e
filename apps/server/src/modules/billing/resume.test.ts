import { SubscriptionCancelResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, testClock, useTestApp, useTwoTestApps } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { subscriptions } from '../../db/schema.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

async function ownRow(t: TestApp, user: TestUser) {
  const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  if (!row) throw new Error(`no subscription for ${user.email}`);
  return row;
}

describe('undoing a cancel (POST /api/billing/resume)', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('brings back the grace days after the end, and asking again changes nothing', async () => {
    const user = await createUser(t, 'second-thoughts@example.com');
    const { verification } = await subscribe(t, user, 'trainee-lawyer');
    const end = verification.subscription.currentPeriodEnd as string;
    const graceEnd = new Date(new Date(end).getTime() + 3 * DAY).toISOString();
    expect(verification.subscription.graceEndsAt).toBe(graceEnd);

    const canceled = await api(t, user).post('/api/billing/cancel');
    // What was paid stays on the answer, as on the subscription route's.
    expect(canceled.json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      graceEndsAt: null,
      paidCents: 24900,
    });
    expect(canceled.json().message).toBe(
      'Your subscription is canceled: your access continues until the end of the paid period and then ends. You can undo this until then.',
    );

    clock.advance(DAY);
    const resumed = await api(t, user).post('/api/billing/resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    const body = SubscriptionCancelResponseSchema.parse(resumed.json());
    expect(body.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: end,
      graceEndsAt: graceEnd,
      paidCents: 24900,
    });
    expect(body.message).toMatch(/no longer canceled/);
    const row = await ownRow(t, user);
    expect(row).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });

    clock.advance(HOUR);
    const again = await api(t, user, 'ar').post('/api/billing/resume');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, graceEndsAt: graceEnd });
    expect(again.json().message).toContain('تراجعتَ عن الإلغاء');
    // Nothing was written the second time.
    expect((await ownRow(t, user)).updatedAt).toEqual(row.updatedAt);
  });

  it('is refused once the period has ended, in the caller’s language, and nothing changes', async () => {
    const user = await createUser(t, 'too-late@example.com');
    const { verification } = await subscribe(t, user, 'trainee-lawyer');
    await api(t, user).post('/api/billing/cancel');
    const end = new Date(verification.subscription.currentPeriodEnd);
    clock.advance(end.getTime() - clock.now().getTime());
    const before = await ownRow(t, user);

    const en = await api(t, user).post('/api/billing/resume');
    expect(en.statusCode, en.body).toBe(409);
    expect(en.json()).toEqual({
      error: 'billing:resume_too_late',
      message:
        'This subscription’s period has ended, so its cancellation can no longer be undone. Choose a plan to subscribe again.',
    });
    const ar = await api(t, user, 'ar').post('/api/billing/resume');
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe(
      'انتهت فترة هذا الاشتراك، فلم يعد التراجع عن إلغائه ممكنًا. اختر باقة لتشترك من جديد.',
    );
    expect(await ownRow(t, user)).toEqual(before);
    expect((await api(t, user).get('/api/billing/subscription')).json()).toEqual({ subscription: null });
  });

  it('says there is no subscription to someone who never had one, and needs a session', async () => {
    const user = await createUser(t, 'never-bought@example.com');
    const none = await api(t, user).post('/api/billing/resume');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('billing:no_subscription');
    expect((await api(t, null).post('/api/billing/resume')).statusCode).toBe(401);
  });
});

/**
 * On PostgreSQL (CI) these run truly at once, on two app instances sharing the database: the one that finds the
 * subscription already resumed by the other still answers with it rather than "too late".
 */
describe('cancel and resume pressed twice at once, on two instances', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const apps = useTwoTestApps(() => ({ deps: { clock: clock.now } }));

  it('two resumes both answer with the resumed subscription; two cancels both with the cancelled one', async () => {
    const { first, second } = apps;
    const user = await createUser(first, 'double-press@example.com');
    const { verification } = await subscribe(first, user, 'trainee-lawyer');
    const graceEnd = new Date(
      new Date(verification.subscription.currentPeriodEnd).getTime() + 3 * DAY,
    ).toISOString();
    for (let round = 0; round < 5; round++) {
      const cancels = await Promise.all([
        api(first, user).post('/api/billing/cancel'),
        api(second, user).post('/api/billing/cancel'),
      ]);
      for (const res of cancels) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, graceEndsAt: null });
      }
      const resumes = await Promise.all([
        api(first, user).post('/api/billing/resume'),
        api(second, user).post('/api/billing/resume'),
      ]);
      for (const res of resumes) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, graceEndsAt: graceEnd });
      }
    }
    expect(await ownRow(first, user)).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
  });

  it('a cancel and a resume at once leave one of the two whole states, never a mix', async () => {
    const { first, second } = apps;
    const user = await createUser(first, 'mixed-press@example.com');
    await subscribe(first, user, 'trainee-lawyer');
    for (let round = 0; round < 5; round++) {
      await api(first, user).post('/api/billing/cancel');
      const [cancel, resume] = await Promise.all([
        api(first, user).post('/api/billing/cancel'),
        api(second, user).post('/api/billing/resume'),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(resume.statusCode, resume.body).toBe(200);
      const row = await ownRow(first, user);
      // Cancelled means no grace days; resumed means the grace days are back.
      expect(row.graceEndsAt === null).toBe(row.cancelAtPeriodEnd);
    }
  });
});
