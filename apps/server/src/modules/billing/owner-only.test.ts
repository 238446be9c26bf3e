import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, type TestApp } from '../../../test/helpers.ts';
import { api, createUser, planId, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { payments, subscriptions } from '../../db/schema.ts';

/** The token of the newest invitation emailed to `to`. */
async function invitationToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await outboxFor(t, to);
  const link = mail?.text.match(/https?:\/\/\S+\/team\/accept\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`no invitation emailed to ${to}`);
  return decodeURIComponent(link[1]);
}

/**
 * Every action the web app shows only to a subscription's owner is refused to a member of the owner's team, so a
 * hidden button is not the only guard: nothing is charged, changed or sent.
 */
describe('owner-only billing and team routes, walked as a team member', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let pendingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, 'owner@example.com', { name: 'Reem' });
    await subscribe(t, owner, 'practicing-lawyer');
    expect((await api(t, owner).post('/api/team/invite', { email: 'member@example.com' })).statusCode).toBe(
      200,
    );
    const pending = await api(t, owner).post('/api/team/invite', { email: 'pending@example.com' });
    pendingId = pending.json().member.id;
    member = await createUser(t, 'member@example.com', { name: 'Sami' });
    const token = await invitationToken(t, 'member@example.com');
    expect((await api(t, member).post('/api/team/accept', { token })).statusCode).toBe(200);
    expect((await api(t, member).get('/api/auth/me')).json().user.subscriptionActive).toBe(true);
  });
  afterAll(() => t.close());

  const ownerOnly = {
    error: 'billing:owner_only',
    message:
      "Only the team's owner can renew, change or cancel the subscription. Ask Reem, or leave the team to buy a plan of your own.",
  };

  it.each([
    ['POST /api/billing/cancel', async () => api(t, member).post('/api/billing/cancel')],
    ['POST /api/billing/resume', async () => api(t, member).post('/api/billing/resume')],
    [
      'POST /api/billing/renew',
      async () =>
        api(t, member).post('/api/billing/renew', { planId: 'practicing-lawyer', email: member.email }),
    ],
    [
      'POST /api/billing/switch',
      async () =>
        api(t, member).post('/api/billing/switch', { planId: await planId(t, 'national-consultant') }),
    ],
    ['GET /api/billing/methods', async () => api(t, member).get('/api/billing/methods')],
    [
      'POST /api/billing/methods/:id/default',
      async () => api(t, member).post(`/api/billing/methods/${randomUUID()}/default`),
    ],
    [
      'DELETE /api/billing/methods/:id',
      async () => api(t, member).delete(`/api/billing/methods/${randomUUID()}`),
    ],
  ])('%s is refused with owner_only', async (_route, call) => {
    const res = await call();
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(ownerOnly);
  });

  it('refuses inviting to, and removing from, the owner’s team', async () => {
    const invite = await api(t, member).post('/api/team/invite', { email: 'friend@example.com' });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error).toBe('team:subscription_required');
    expect(await outboxFor(t, 'friend@example.com')).toHaveLength(0);
    const remove = await api(t, member).delete(`/api/team/${pendingId}`);
    expect(remove.statusCode).toBe(404);
    const team = (await api(t, owner).get('/api/team')).json();
    expect(team.members.map((m: { email: string }) => m.email)).toContain('pending@example.com');
  });

  it('refuses the developer settings (webhook)', async () => {
    const res = await api(t, member).put('/api/billing/notifications', {
      emailInvoices: true,
      emailFailures: true,
      webhookUrl: 'https://example.com/hook',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('billing:owner_only');
  });

  it('left nothing charged to the member and the owner’s subscription as it was', async () => {
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(0);
    const [own] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(own).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(
      await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
    ).toHaveLength(0);
  });
});
