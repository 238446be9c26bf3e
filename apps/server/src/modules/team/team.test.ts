import { TeamResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, type TestApp } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { announceChange } from '../../db/changes.ts';
import { subscriptions } from '../../db/schema.ts';

/** The token of the newest invitation emailed to `to`. */
async function invitationToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await outboxFor(t, to);
  const link = mail?.text.match(/https?:\/\/\S+\/team\/accept\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`no invitation emailed to ${to}`);
  return decodeURIComponent(link[1]);
}

describe('team members share the owner’s subscription', () => {
  let t: TestApp;
  let owner: TestUser;
  let sami: TestUser;
  let addresses = 0;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, 'owner@example.com', { name: 'Reem' });
  });
  afterAll(() => t.close());

  it('needs a subscription of one’s own to invite', async () => {
    const res = await api(t, owner).post('/api/team/invite', { email: 'x@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'team:subscription_required',
      message: 'You need an active subscription to invite team members.',
    });
  });

  it('a one-seat plan explains how to get seats, in both languages', async () => {
    const solo = await createUser(t, 'solo@example.com');
    await subscribe(t, solo, 'trainee-lawyer');
    const en = await api(t, solo).post('/api/team/invite', { email: 'friend@example.com' });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      error: 'team:seat_limit',
      message:
        'Your plan (Trainee lawyer) is for one person. Choose Practicing lawyer (3 seats) or National consultant (10 seats) to add team members.',
    });
    const ar = await api(t, solo, 'ar').post('/api/team/invite', { email: 'friend@example.com' });
    expect(ar.json().message).toContain('باقتك («محامٍ متدرب») لشخص واحد');
  });

  it.each([
    [
      'hourly',
      1,
      'Your plan (Hourly consultation) is for one person. Choose Practicing lawyer (3 seats) or National consultant (10 seats) to add team members.',
      'باقتك («استشارة بالساعة») لشخص واحد. اختر باقة «محامٍ ممارس» (٣ مقاعد) أو «مستشار وطني» (١٠ مقاعد) لإضافة أعضاء.',
    ],
    [
      'trainee-lawyer',
      1,
      'Your plan (Trainee lawyer) is for one person. Choose Practicing lawyer (3 seats) or National consultant (10 seats) to add team members.',
      'باقتك («محامٍ متدرب») لشخص واحد. اختر باقة «محامٍ ممارس» (٣ مقاعد) أو «مستشار وطني» (١٠ مقاعد) لإضافة أعضاء.',
    ],
    [
      'practicing-lawyer',
      3,
      'Your plan (Practicing lawyer) includes 3 seats and all are taken. Remove a member or upgrade to invite more.',
      'تشمل باقتك («محامٍ ممارس») ٣ مقاعد وكلها مشغولة. أزل عضوًا أو رقِّ باقتك لدعوة المزيد.',
    ],
    [
      'national-consultant',
      10,
      'Your plan (National consultant) includes 10 seats and all are taken. Remove a member or upgrade to invite more.',
      'تشمل باقتك («مستشار وطني») ١٠ مقاعد وكلها مشغولة. أزل عضوًا أو رقِّ باقتك لدعوة المزيد.',
    ],
  ])(
    '%s: the owner and pending invitations fill %i seat(s); the next invite is refused',
    async (plan, seats, en, ar) => {
      const lead = await createUser(t, `lead-${plan}@example.com`);
      await subscribe(t, lead, plan);
      // Invitations are rate-limited per address: each plan's owner calls from their own.
      const remoteAddress = `192.0.2.${++addresses}`;
      const invite = (email: string, lang: 'ar' | 'en' = 'en') =>
        t.app.inject({
          method: 'POST',
          url: '/api/team/invite',
          payload: { email },
          headers: { authorization: `Bearer ${lead.token}`, 'accept-language': lang },
          remoteAddress,
        });
      for (let n = 1; n < seats; n++) {
        const res = await invite(`${plan}-${n}@example.com`);
        expect(res.statusCode, res.body).toBe(200);
      }
      const view = TeamResponseSchema.parse((await api(t, lead).get('/api/team')).json());
      expect(view.seats).toEqual({ used: seats, total: seats });

      const refused = await invite(`${plan}-extra@example.com`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'team:seat_limit', message: en });
      const refusedAr = await invite(`${plan}-extra@example.com`, 'ar');
      expect(refusedAr.statusCode).toBe(409);
      expect(refusedAr.json()).toEqual({ error: 'team:seat_limit', message: ar });
      expect((await outboxFor(t, `${plan}-extra@example.com`)).length).toBe(0);
    },
  );

  it('invites by email, the invitee accepts after signing in and gets access; seats are counted', async () => {
    await subscribe(t, owner, 'practicing-lawyer');
    const invited = await api(t, owner).post('/api/team/invite', { email: 'Sami@Example.com' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toEqual({
      member: { id: expect.any(String), name: null, email: 'sami@example.com', role: 'invited' },
      message: 'Invitation sent',
    });
    const [mail] = await outboxFor(t, 'sami@example.com');
    expect(mail?.subject).toBe(
      'Mustashar: Invitation to join a team on Mustashar | دعوة للانضمام إلى فريق في مستشار',
    );
    // The inviter is named by the address they proved, never by their free-text name.
    expect(mail?.text).toContain('owner@example.com invited you');
    expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toContain('Reem');

    expect((await api(t, owner).post('/api/team/invite', { email: 'sami@example.com' })).json().error).toBe(
      'team:already_invited',
    );
    expect((await api(t, owner).post('/api/team/invite', { email: 'owner@example.com' })).statusCode).toBe(
      400,
    );
    expect((await api(t, owner).post('/api/team/invite', { email: 'lina@example.com' })).statusCode).toBe(
      200,
    );
    // Owner + two = three seats on Practicing lawyer: full.
    const full = await api(t, owner).post('/api/team/invite', { email: 'third@example.com' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      'Your plan (Practicing lawyer) includes 3 seats and all are taken. Remove a member or upgrade to invite more.',
    );

    sami = await createUser(t, 'sami@example.com', { name: 'Sami' });
    expect((await api(t, sami).get('/api/auth/me')).json().user.subscriptionActive).toBe(false);
    const token = await invitationToken(t, 'sami@example.com');

    // Someone else holding the link cannot use it; a forged token is refused.
    const stranger = await createUser(t, 'stranger@example.com');
    const wrong = await api(t, stranger).post('/api/team/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('team:wrong_account');
    const forged = await api(t, sami).post('/api/team/accept', {
      token: `${token.split('.')[0]}.AAAAAAAAAAAAAAAA`,
    });
    expect(forged.json().error).toBe('team:invalid_invite');

    const accepted = await api(t, sami).post('/api/team/accept', { token });
    expect(accepted.json()).toEqual({
      ok: true,
      message: 'You joined the team. Its subscription is yours to use now.',
      ownerName: 'Reem',
    });
    expect((await api(t, sami).post('/api/team/accept', { token })).statusCode).toBe(200);
    expect((await api(t, sami).get('/api/auth/me')).json().user.subscriptionActive).toBe(true);
    expect((await api(t, sami).get('/api/billing/subscription')).json().subscription).toMatchObject({
      planName: 'practicing-lawyer',
      role: 'member',
    });
    // A member cannot cancel the owner's subscription.
    const cancel = await api(t, sami).post('/api/billing/cancel');
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error).toBe('billing:owner_only');

    const ownerView = TeamResponseSchema.parse((await api(t, owner).get('/api/team')).json());
    expect(ownerView).toMatchObject({
      canManage: true,
      planName: 'practicing-lawyer',
      seats: { used: 3, total: 3 },
    });
    expect(ownerView.members.map((mm) => [mm.email, mm.role, mm.name])).toEqual([
      ['owner@example.com', 'owner', 'Reem'],
      ['sami@example.com', 'member', 'Sami'],
      ['lina@example.com', 'invited', null],
    ]);
    const memberView = (await api(t, sami).get('/api/team')).json();
    expect(memberView.canManage).toBe(false);
    expect(memberView.members[0]).toMatchObject({ email: 'owner@example.com', role: 'owner' });
  });

  it('removing a member ends their access; strangers cannot remove anyone', async () => {
    const { members } = (await api(t, owner).get('/api/team')).json();
    const row = members.find((mm: { email: string }) => mm.email === 'sami@example.com');
    const stranger = await createUser(t, 'meddler@example.com');
    expect((await api(t, stranger).delete(`/api/team/${row.id}`)).statusCode).toBe(404);
    const removed = await api(t, owner).delete(`/api/team/${row.id}`);
    expect(removed.json()).toEqual({ ok: true, message: 'Member removed' });
    expect((await api(t, sami).get('/api/auth/me')).json().user.subscriptionActive).toBe(false);
    expect((await api(t, owner).delete(`/api/team/${row.id}`)).statusCode).toBe(404);
    // A seat is free again.
    expect((await api(t, owner).post('/api/team/invite', { email: 'next@example.com' })).statusCode).toBe(
      200,
    );
  });

  it('members lose access when the owner’s subscription ends', async () => {
    const boss = await createUser(t, 'boss@example.com', { name: 'Boss' });
    await subscribe(t, boss, 'national-consultant');
    await api(t, boss).post('/api/team/invite', { email: 'clerk@example.com' });
    const clerk = await createUser(t, 'clerk@example.com');
    await api(t, clerk).post('/api/team/accept', { token: await invitationToken(t, 'clerk@example.com') });
    expect((await api(t, clerk).get('/api/auth/me')).json().user.subscriptionActive).toBe(true);
    await t.app.db
      .update(subscriptions)
      // Its grace days (BILLING_GRACE_DAYS) over too.
      .set({ currentPeriodEnd: new Date(Date.now() - 1000), graceEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, boss.id));
    announceChange(t.app.db, { kind: 'entitlements' });
    expect((await api(t, clerk).get('/api/auth/me')).json().user.subscriptionActive).toBe(false);
    expect((await api(t, clerk).get('/api/billing/subscription')).json()).toEqual({ subscription: null });
  });
});
