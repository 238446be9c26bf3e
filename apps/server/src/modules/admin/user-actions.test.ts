import { AdminErrorCode, AuthErrorCode, BillingErrorCode, COOKIE_NAMES } from '@mustashar/contracts';
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  grantSubscription,
  outboxFor,
  sameOrigin,
  type TestApp,
  testClock,
  useTestApp,
  useTwoTestApps,
} from '../../../test/helpers.ts';
import { api, createUser, planId, type TestUser } from '../../../test/support/billing.ts';
import { ChatClient, chatUrl, scriptedAnswerer } from '../../../test/support/chat.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { auditLog, sessions, subscriptions, teamMembers, trials, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { authDeps } from '../auth/plugin.ts';
import { providerSignIn } from '../auth/provider-sign-in.ts';
import { CHAT_CLOSE } from '../chat/socket.ts';

const DAY_MS = 86_400_000;
const PASSWORD = 'Correct-Horse-9';

/** A verified customer who signs in with a password. */
async function customer(t: TestApp, email: string) {
  const user = await createUser(t, email);
  await t.app.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return user;
}

const login = (t: TestApp, email: string, lang: 'ar' | 'en' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...sameOrigin, 'accept-language': lang },
    payload: { email, password: PASSWORD },
  });

async function auditRows(t: TestApp, action: string) {
  return t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
}

const me = (t: TestApp, user: TestUser) => api(t, user).get('/api/auth/me');

describe('console user actions: who may do what', () => {
  const t = useTestApp();

  it('lets support resend verification but refuses them disabling, cancelling and anonymising', async () => {
    const support = await consoleUser(t, 'support-actions@example.com', 'support');
    const target = await customer(t, 'target-roles@example.com');
    const as = api(t, support);
    for (const res of [
      await as.put(`/api/admin/users/${target.id}/disabled`, { disabled: true }),
      await as.post(`/api/admin/users/${target.id}/subscription/cancel`),
      await as.post(`/api/admin/users/${target.id}/anonymise`, { email: target.email }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toBe(AdminErrorCode.forbidden);
    }
    // Nothing changed: the customer is still signed in and not disabled.
    expect((await me(t, target)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ disabledAt: null, deletedAt: null });

    // A plain user gets 403 and a guest 401 on every new route (the route walk in admin.test.ts covers them too).
    const plain = await createUser(t, 'plain-actions@example.com');
    const guest = await api(t, null).put(`/api/admin/users/${target.id}/disabled`, { disabled: true });
    expect(guest.statusCode).toBe(401);
    const user = await api(t, plain).post(`/api/admin/users/${target.id}/verification-email`);
    expect(user.statusCode).toBe(403);
  });

  it('refuses bad input with a translated error and changes nothing', async () => {
    const admin = await consoleUser(t, 'admin-validation@example.com', 'admin');
    const target = await customer(t, 'target-validation@example.com');
    const as = api(t, admin, 'ar');
    const notBoolean = await as.put(`/api/admin/users/${target.id}/disabled`, { disabled: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    const badId = await as.put('/api/admin/users/not-a-uuid/disabled', { disabled: true });
    expect(badId.statusCode).toBe(400);
    const unknown = await as.put('/api/admin/users/00000000-0000-4000-8000-000000000000/disabled', {
      disabled: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(AdminErrorCode.userNotFound);

    const mismatch = await as.post(`/api/admin/users/${target.id}/anonymise`, { email: 'someone@else.com' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(AdminErrorCode.confirmMismatch);
    expect(mismatch.json().message).toMatch(/لا يطابق/);
    const self = await as.post(`/api/admin/users/${admin.id}/anonymise`, { email: admin.email });
    expect(self.json().error).toBe(AdminErrorCode.notOnSelf);
    const selfDisable = await as.put(`/api/admin/users/${admin.id}/disabled`, { disabled: true });
    expect(selfDisable.json().error).toBe(AdminErrorCode.notOnSelf);
    const notDisabled = await as.put(`/api/admin/users/${target.id}/disabled`, { disabled: false });
    expect(notDisabled.statusCode).toBe(409);
    expect(notDisabled.json().error).toBe(AdminErrorCode.disabledUnchanged);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ email: target.email, disabledAt: null, deletedAt: null });
    expect((await me(t, target)).statusCode).toBe(200);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, admin.id)));
    expect(entry).toBeUndefined();
  });
});

describe('console: resend the verification email', () => {
  const clock = testClock(new Date().toISOString());
  const t = useTestApp({ deps: { clock: clock.now } });

  it('sends an unverified user a new code through their own resend, with its cooldown, audited', async () => {
    const support = await consoleUser(t, 'support-resend@example.com', 'support');
    const email = 'pending-resend@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: sameOrigin,
      payload: { name: 'Pending', email, password: PASSWORD, termsAccepted: true },
    });
    expect(registered.statusCode).toBe(201);
    const [pending] = await t.app.db.select().from(users).where(eq(users.email, email));
    const sentBefore = (await outboxFor(t, email)).length;

    // The registration's code started the address's cooldown: the console meets the same wait as the user.
    const early = await api(t, support, 'ar').post(`/api/admin/users/${pending!.id}/verification-email`);
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toBe(AuthErrorCode.resendRateLimited);
    expect(early.json().message).toBeTruthy();

    clock.advance(2 * 60_000);
    const res = await api(t, support).post(`/api/admin/users/${pending!.id}/verification-email`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await outboxFor(t, email)).length).toBe(sentBefore + 1);
    const [entry] = await auditRows(t, 'admin.verification_resent');
    expect(entry).toMatchObject({
      userId: support.id,
      detail: { targetUserId: pending!.id, before: { emailVerified: false } },
    });

    const verified = await customer(t, 'verified-resend@example.com');
    const refused = await api(t, support, 'ar').post(`/api/admin/users/${verified.id}/verification-email`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: AdminErrorCode.alreadyVerified });
    expect(refused.json().message).toMatch(/مسبقًا/);
  });
});

describe('console: disable and enable an account', () => {
  const clock = testClock(new Date().toISOString());
  const t = useTestApp({ deps: { clock: clock.now } });

  it('ends every session, refuses the password and Google/Apple sign-in, and lets them in again once enabled', async () => {
    const admin = await consoleUser(t, 'admin-disable@example.com', 'admin');
    const target = await customer(t, 'target-disable@example.com');
    const res = await api(t, admin).put(`/api/admin/users/${target.id}/disabled`, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(t, target)).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);

    const refused = await login(t, target.email, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(AuthErrorCode.accountDisabled);
    expect(refused.json().message).toMatch(/موقوف/);
    // A wrong password learns nothing about the account's state.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: sameOrigin,
      payload: { email: target.email, password: 'not-the-password' },
    });
    expect(wrong.json().error).toBe(AuthErrorCode.invalidCredentials);

    // Google and Apple: a linked account, and one found by its address, are sent back to the login page.
    await t.app.db.update(users).set({ googleSub: 'g-disabled' }).where(eq(users.id, target.id));
    const deps = authDeps(t.app, { log: t.app.log } as never);
    const origin = { ip: '127.0.0.1', userAgent: null };
    const google = await providerSignIn(
      deps,
      'google',
      { sub: 'g-disabled', email: target.email, emailVerified: true },
      'login',
      'en',
      origin,
    );
    expect(google).toEqual({ kind: 'redirect', redirect: '/login?google=disabled' });
    const apple = await providerSignIn(
      deps,
      'apple',
      { sub: 'a-new', email: target.email, emailVerified: true },
      'login',
      'en',
      origin,
    );
    expect(apple).toEqual({ kind: 'redirect', redirect: '/login?apple=disabled' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.appleSub).toBeNull();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);

    const [disabled] = await auditRows(t, 'admin.account_disabled');
    expect(disabled).toMatchObject({
      userId: admin.id,
      detail: { targetUserId: target.id, before: { disabledAt: null, sessions: 1 }, after: { sessions: 0 } },
    });
    expect((disabled!.detail as { after: { disabledAt: string } }).after.disabledAt).toBeTruthy();
    const again = await api(t, admin).put(`/api/admin/users/${target.id}/disabled`, { disabled: true });
    expect(again.statusCode).toBe(409);

    const detail = (await api(t, admin).get(`/api/admin/users/${target.id}`)).json();
    expect(detail.user.disabledAt).toBeTruthy();

    const enabled = await api(t, admin).put(`/api/admin/users/${target.id}/disabled`, { disabled: false });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await login(t, target.email)).statusCode).toBe(200);
    const [entry] = await auditRows(t, 'admin.account_enabled');
    expect(entry).toMatchObject({
      userId: admin.id,
      detail: { targetUserId: target.id, after: { disabledAt: null } },
    });
  });

  it('stops the two-factor step: no challenge once disabled, and a challenge taken before is void', async () => {
    const admin = await consoleUser(t, 'admin-2fa@example.com', 'admin');
    const target = await customer(t, 'target-2fa@example.com');
    const call = (method: 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
      t.app.inject({
        method,
        url,
        headers: {
          ...sameOrigin,
          'accept-language': 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(payload ? { payload } : {}),
      });
    const setup = await call('POST', '/api/account/2fa/setup', undefined, target.token);
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(setup.json().secret),
      digits: 6,
      period: 30,
    });
    const code = () => {
      clock.advance(31_000);
      return totp.generate({ timestamp: clock.now().getTime() });
    };
    const on = await call('PUT', '/api/account/2fa', { enabled: true, code: code() }, target.token);
    expect(on.statusCode, on.body).toBe(200);

    const first = await login(t, target.email);
    expect(first.json()).toMatchObject({ requiresTwoFactor: true });
    const challenge = first.json().challenge as string;
    expect(
      (await api(t, admin).put(`/api/admin/users/${target.id}/disabled`, { disabled: true })).statusCode,
    ).toBe(200);
    const step = await call('POST', '/api/auth/login/2fa', { challenge, code: code() });
    expect(step.statusCode).toBe(400);
    expect(step.json().error).toBe(AuthErrorCode.invalidChallenge);
    const fresh = await login(t, target.email);
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().error).toBe(AuthErrorCode.accountDisabled);

    // Disabled in the instant between the password and the code: the second step itself refuses.
    await api(t, admin).put(`/api/admin/users/${target.id}/disabled`, { disabled: false });
    const racing = await login(t, target.email);
    await t.app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, target.id));
    const late = await call('POST', '/api/auth/login/2fa', {
      challenge: racing.json().challenge,
      code: code(),
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(AuthErrorCode.accountDisabled);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
  });
});

// The socket's own re-check is pushed far out, so a socket that closes was told to, not one that looked.
const noRecheck = () => ({
  deps: { answerer: scriptedAnswerer(), chatLimits: { sessionRecheckMs: 60 * 60_000 } },
});
const socketHeaders = (user: TestUser) => ({
  ...sameOrigin,
  cookie: `${COOKIE_NAMES.session}=${user.token}`,
  'accept-language': 'en',
});

describe('console: disabling closes the chat sockets (one instance)', () => {
  const t = useTestApp(noRecheck());

  it('closes the open socket with "session ended"', async () => {
    const admin = await consoleUser(t, 'admin-socket@example.com', 'admin');
    const target = await customer(t, 'target-socket@example.com');
    const socket = await ChatClient.open(await chatUrl(t.app), { headers: socketHeaders(target) });
    const res = await api(t, admin).put(`/api/admin/users/${target.id}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CHAT_CLOSE.sessionEnded);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('console: disabling closes the chat sockets on every instance', () => {
  const apps = useTwoTestApps(() => ({ env: { REDIS_URL: redisUrl! }, ...noRecheck() }));

  it('a disable through instance A closes the socket open on instance B', async () => {
    const admin = await consoleUser(apps.first, 'admin-socket-two@example.com', 'admin');
    const target = await customer(apps.first, 'target-socket-two@example.com');
    const onB = await ChatClient.open(await chatUrl(apps.second.app), { headers: socketHeaders(target) });
    const res = await api(apps.first, admin).put(`/api/admin/users/${target.id}/disabled`, {
      disabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await onB.closed).code).toBe(CHAT_CLOSE.sessionEnded);
  });
});

describe('console: cancel a subscription and anonymise an account', () => {
  const t = useTestApp();

  it("cancels at period end, as the user's own cancel does, audited", async () => {
    const admin = await consoleUser(t, 'admin-cancel@example.com', 'admin');
    const target = await customer(t, 'target-cancel@example.com');
    const none = await api(t, admin).post(`/api/admin/users/${target.id}/subscription/cancel`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(BillingErrorCode.noSubscription);

    await grantSubscription(t, target.id);
    const [before] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, target.id));
    const res = await api(t, admin).post(`/api/admin/users/${target.id}/subscription/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({ cancelAtPeriodEnd: true });
    const [after] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, target.id));
    expect(after).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(after!.currentPeriodEnd).toEqual(before!.currentPeriodEnd);
    // Access stays until the period ends.
    expect((await me(t, target)).json().user.subscriptionActive).toBe(true);
    const [entry] = await auditRows(t, 'admin.subscription_canceled');
    expect(entry).toMatchObject({
      userId: admin.id,
      detail: {
        targetUserId: target.id,
        subscriptionId: before!.id,
        before: { cancelAtPeriodEnd: false },
        after: { cancelAtPeriodEnd: true },
      },
    });
  });

  it('anonymises as the self-service deletion does; the audit keeps ids, not the personal data', async () => {
    const admin = await consoleUser(t, 'admin-erase@example.com', 'admin');
    const target = await customer(t, 'Erase.Me@example.com');
    await t.app.db.update(users).set({ name: 'Erased Person' }).where(eq(users.id, target.id));
    const res = await api(t, admin).post(`/api/admin/users/${target.id}/anonymise`, {
      email: ' erase.me@EXAMPLE.com ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({
      email: `deleted-${target.id}@deleted.invalid`,
      name: '',
      passwordHash: null,
      twoFactorEnabled: false,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect((await me(t, target)).statusCode).toBe(401);
    const [entry] = await auditRows(t, 'admin.account_anonymised');
    expect(entry).toMatchObject({
      userId: admin.id,
      detail: { targetUserId: target.id, before: { deleted: false }, after: { deleted: true } },
    });
    expect(JSON.stringify(entry!.detail).toLowerCase()).not.toMatch(/erase\.me|erased person/);
    expect((await api(t, admin).get(`/api/admin/users/${target.id}`)).statusCode).toBe(404);
  });
});

describe("console: the user page's verification, trials, team and consents", () => {
  const t = useTestApp();

  it('shows what the trial, team and account modules hold for the user', async () => {
    const admin = await consoleUser(t, 'admin-detail@example.com', 'admin');
    const owner = await customer(t, 'owner-detail@example.com');
    const member = await customer(t, 'member-detail@example.com');
    await grantSubscription(t, owner.id, 'practicing-lawyer');
    await t.app.db
      .insert(teamMembers)
      .values({ ownerId: owner.id, email: member.email, userId: member.id, role: 'member' });
    await t.app.db
      .update(users)
      .set({
        privacy: {
          shareAnalytics: false,
          personalizedAds: false,
          activityTracking: true,
          emailMarketing: true,
        },
      })
      .where(eq(users.id, member.id));
    const now = t.app.clock();
    await t.app.db.insert(trials).values({
      ip: '203.0.113.0',
      mode: 'window',
      startedAt: new Date(now.getTime() - 2 * DAY_MS),
      endsAt: new Date(now.getTime() - DAY_MS),
      messageLimit: 5,
      messageCount: 3,
      claimedAt: now,
      claimedBy: member.id,
    });

    const view = (await api(t, admin).get(`/api/admin/users/${member.id}`)).json();
    expect(view.user).toMatchObject({ emailVerified: true, pendingEmail: null, disabledAt: null });
    expect(view.user.emailVerifiedAt).toBeTruthy();
    expect(view.consents).toEqual({
      emailMarketing: true,
      shareAnalytics: false,
      personalizedAds: false,
      activityTracking: true,
    });
    expect(view.trials).toEqual([
      expect.objectContaining({ messagesUsed: 3, messagesLimit: 5, ended: true, mode: 'window' }),
    ]);
    expect(view.team).toEqual({
      role: 'member',
      ownerId: owner.id,
      ownerEmail: owner.email,
      seatsUsed: 2,
      seatsTotal: 3,
    });
    const ownerView = (await api(t, admin).get(`/api/admin/users/${owner.id}`)).json();
    expect(ownerView.team).toMatchObject({ role: 'owner', ownerId: owner.id, seatsUsed: 2, seatsTotal: 3 });
    expect(ownerView.trials).toEqual([]);
    const loner = (await api(t, admin).get(`/api/admin/users/${admin.id}`)).json();
    expect(loner.team).toBeNull();
  });
});

describe('console: complimentary days from two instances at once (one database)', () => {
  const apps = useTwoTestApps();

  it('counts every grant: six parallel grants over two apps move the end by their sum', async () => {
    const admin = await consoleUser(apps.first, 'admin-parallel@example.com', 'admin');
    const friend = await createUser(apps.first, 'friend-parallel@example.com');
    const plan = await planId(apps.first, 'trainee-lawyer');
    const start = apps.first.app.clock().getTime();
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        api(i % 2 === 0 ? apps.first : apps.second, admin).post(
          `/api/admin/users/${friend.id}/complimentary-days`,
          { days: 3, planId: plan },
        ),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    // One of them made the subscription; the other five moved its end.
    expect(results.filter((res) => res.json().kind === 'granted')).toHaveLength(1);
    const rows = await apps.first.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, friend.id));
    expect(rows).toHaveLength(1);
    const moved = rows[0]!.currentPeriodEnd!.getTime() - rows[0]!.currentPeriodStart!.getTime();
    expect(moved).toBe(18 * DAY_MS);
    expect(rows[0]!.currentPeriodStart!.getTime()).toBeGreaterThanOrEqual(start);
    expect(await auditRows(apps.first, 'admin.complimentary_days')).toHaveLength(6);
  });
});
