import { DashboardStatsSchema } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { conversations, messages } from '../../db/schema.ts';

describe('GET /api/dashboard/stats', () => {
  // 12:00 on 1 June in Riyadh.
  const clock = testClock('2025-06-01T09:00:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRIAL_MESSAGES: '5' }, deps: { clock: clock.now } });
  });
  afterAll(() => t.close());

  /** A conversation with questions (and an answer to each unless `answered` is false) at the given times. */
  async function conversation(user: TestUser, times: string[], answered = true) {
    const [row] = await t.app.db.insert(conversations).values({ userId: user.id, title: 'Q' }).returning();
    for (const at of times) {
      const createdAt = new Date(at);
      await t.app.db
        .insert(messages)
        .values({ conversationId: row!.id, userId: user.id, sender: 'user', text: 'question', createdAt });
      if (answered) {
        await t.app.db.insert(messages).values({
          conversationId: row!.id,
          userId: user.id,
          sender: 'bot',
          text: 'answer',
          createdAt: new Date(createdAt.getTime() + 1000),
        });
      }
    }
  }

  it('counts this month’s questions and messages, active days and answered sessions, in Saudi time', async () => {
    const user = await createUser(t, 'stats@example.com', { name: 'Maha' });
    const other = await createUser(t, 'other-stats@example.com');
    await subscribe(t, user, 'trainee-lawyer');
    // 31 May 23:00 Riyadh: May. 1 June 01:00 Riyadh (still 31 May in UTC): June.
    await conversation(user, ['2025-05-31T20:00:00Z', '2025-05-31T22:00:00Z']);
    await conversation(user, ['2025-06-01T08:00:00Z', '2025-06-01T08:30:00Z']);
    await conversation(user, ['2025-06-01T08:45:00Z'], false);
    await conversation(other, ['2025-06-01T08:00:00Z']);

    const res = await api(t, user).get('/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    const stats = DashboardStatsSchema.parse(res.json());
    expect(stats).toEqual({
      user: { id: user.id, email: 'stats@example.com', name: 'Maha', subscriptionActive: true },
      chatUsage: { used: 4, total: 999, resetDate: '2025-06-30T21:00:00.000Z', messages: 7 },
      subscription: {
        status: 'active',
        planName: 'trainee-lawyer',
        planDisplayName: 'Trainee lawyer',
        price: 24900,
        paid: 24900,
        interval: 'monthly',
        expiresAt: '2025-07-01T09:00:00.000Z',
        daysLeft: 30,
        cancelAtPeriodEnd: false,
      },
      // Days: 31 May and 1 June (Riyadh); sessions: the two answered conversations.
      stats: { messagesThisMonth: 4, daysActive: 2, sessionsCompleted: 2, daysLeft: 30 },
    });
  });

  it('shows the trial allowance and no subscription to a user who has not paid', async () => {
    const user = await createUser(t, 'free@example.com');
    const stats = (await api(t, user).get('/api/dashboard/stats')).json();
    expect(stats.subscription).toBeNull();
    expect(stats.user.subscriptionActive).toBe(false);
    expect(stats.chatUsage).toEqual({
      used: 0,
      total: 5,
      resetDate: '2025-06-30T21:00:00.000Z',
      messages: 0,
    });
    expect(stats.stats).toEqual({ messagesThisMonth: 0, daysActive: 0, sessionsCompleted: 0, daysLeft: 0 });
    expect((await api(t, null).get('/api/dashboard/stats')).statusCode).toBe(401);
  });
});
