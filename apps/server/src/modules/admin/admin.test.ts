import { AdminErrorCode } from '@mustashar/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantSubscription, useTestApp } from '../../../test/helpers.ts';
import { api, createUser, planId, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { auditLog, subscriptions, users } from '../../db/schema.ts';
import { runAdminRoleCommand } from './cli.ts';

const DAY_MS = 86_400_000;

/** A URL of the route with every parameter filled (ids are uuids here). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('every /api/admin route is behind the console guard', () => {
  const t = useTestApp();

  it('answers 401 to guests and 403 admin:forbidden to signed-in non-console users, on every method', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin'));
    // The route table is walked, so a route added later is checked without touching this test.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'POST /api/admin/users/:id/complimentary-days',
        'DELETE /api/admin/users/:id/sessions',
        'DELETE /api/admin/users/:id/sessions/:sessionId',
        'GET /api/admin/audit',
        'POST /api/admin/users/:id/verification-email',
        'PUT /api/admin/users/:id/disabled',
        'POST /api/admin/users/:id/subscription/cancel',
        'POST /api/admin/users/:id/anonymise',
        'GET /api/admin/payments',
        'GET /api/admin/payments/export.csv',
        'GET /api/admin/payments/:id',
        'POST /api/admin/payments/:id/refund',
      ]),
    );
    const plain = await createUser(t, 'plain@example.com');
    for (const route of routes) {
      const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = concrete(route.url);
      const guest = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(guest.statusCode, `${route.method} ${route.url} as a guest`).toBe(401);
      const user = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${plain.token}` },
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      expect(user.statusCode, `${route.method} ${route.url} as a user`).toBe(403);
      if (method !== 'HEAD') expect(user.json().error).toBe(AdminErrorCode.forbidden);
    }
  });

  it('sends a console user without two-factor to enrol: 403 admin:two_factor_required', async () => {
    const admin = await consoleUser(t, 'no2fa@example.com', 'admin', false);
    const res = await api(t, admin, 'ar').get('/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(AdminErrorCode.twoFactorRequired);
    expect(res.json().message).toMatch(/المصادقة الثنائية/);
  });

  it('lets support read and sign users out, and refuses them complimentary days', async () => {
    const support = await consoleUser(t, 'support@example.com', 'support');
    const customer = await createUser(t, 'customer-support@example.com');
    expect((await api(t, support).get('/api/admin/users?q=customer-support')).statusCode).toBe(200);
    expect((await api(t, support).get(`/api/admin/users/${customer.id}`)).statusCode).toBe(200);
    const grant = await api(t, support).post(`/api/admin/users/${customer.id}/complimentary-days`, {
      days: 5,
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().error).toBe(AdminErrorCode.forbidden);
    const out = await api(t, support).delete(`/api/admin/users/${customer.id}/sessions`);
    expect(out.statusCode, out.body).toBe(200);
    expect((await api(t, customer).get('/api/auth/me')).statusCode).toBe(401);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.sessions_ended'));
    expect(entry).toMatchObject({ userId: support.id, detail: { targetUserId: customer.id } });
  });
});

describe('console: users', () => {
  const t = useTestApp();

  it('finds users by part of the email, by name and by id, paged', async () => {
    const admin = await consoleUser(t, 'finder@example.com', 'admin');
    const maha = await createUser(t, 'maha.search@example.com', { name: 'Maha Alharbi' });
    await createUser(t, 'omar.search@example.com', { name: 'Omar' });
    const find = async (q: string) =>
      (await api(t, admin).get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json();
    expect((await find('MAHA.SEARCH')).users.map((u: TestUser) => u.email)).toEqual([
      'maha.search@example.com',
    ]);
    expect((await find('alharbi')).users.map((u: TestUser) => u.id)).toEqual([maha.id]);
    expect((await find(maha.id)).users.map((u: TestUser) => u.id)).toEqual([maha.id]);
    // A wildcard typed is a character searched for, not "everything".
    expect((await find('%')).total).toBe(0);
    const all = await find('.search@');
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect((await api(t, admin).get('/api/admin/users?q=.search@&page=2')).json().users).toEqual([]);
  });
});

describe('console: complimentary days', () => {
  const t = useTestApp();

  it('grants a new subscription without a payment, audited, and the dashboard shows its end', async () => {
    const admin = await consoleUser(t, 'granter@example.com', 'admin');
    const friend = await createUser(t, 'friend@example.com');
    const plan = await planId(t, 'trainee-lawyer');
    const res = await api(t, admin).post(`/api/admin/users/${friend.id}/complimentary-days`, {
      days: 30,
      planId: plan,
    });
    expect(res.statusCode, res.body).toBe(200);
    const end = new Date(t.app.clock().getTime() + 30 * DAY_MS);
    expect(res.json().kind).toBe('granted');
    expect(Math.abs(new Date(res.json().currentPeriodEnd).getTime() - end.getTime())).toBeLessThan(60_000);
    const stats = (await api(t, friend).get('/api/dashboard/stats')).json();
    expect(stats.subscription.expiresAt).toBe(res.json().currentPeriodEnd);
    const detail = (await api(t, admin).get(`/api/admin/users/${friend.id}`)).json();
    expect(detail.payments).toEqual([]);
    expect(detail.subscriptions).toHaveLength(1);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.complimentary_days'));
    expect(entry).toMatchObject({
      userId: admin.id,
      ip: '127.0.0.1',
      detail: { targetUserId: friend.id, days: 30, kind: 'granted', before: null },
    });
    expect((await api(t, admin).get('/api/admin/audit?action=admin.complimentary_days')).json().total).toBe(
      1,
    );
    expect(
      (await api(t, admin).get(`/api/admin/audit?actor=${admin.email}`)).json().entries[0],
    ).toMatchObject({
      action: 'admin.complimentary_days',
      actorEmail: admin.email,
    });
    expect((await api(t, admin).get('/api/admin/audit?actor=nobody@example.com')).json().total).toBe(0);
  });

  it('moves the end of an active paid subscription by N days and keeps its plan', async () => {
    const admin = await consoleUser(t, 'extender@example.com', 'admin');
    const payer = await createUser(t, 'payer@example.com');
    await subscribe(t, payer, 'trainee-lawyer');
    const [before] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, payer.id));
    const res = await api(t, admin).post(`/api/admin/users/${payer.id}/complimentary-days`, {
      days: 30,
      planId: await planId(t, 'national-consultant'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, payer.id));
    expect(res.json().kind).toBe('extended');
    expect(after!.id).toBe(before!.id);
    expect(after!.planId).toBe(before!.planId);
    expect(after!.currentPeriodEnd!.getTime() - before!.currentPeriodEnd!.getTime()).toBe(30 * DAY_MS);
    if (before!.graceEndsAt)
      expect(after!.graceEndsAt!.getTime() - before!.graceEndsAt.getTime()).toBe(30 * DAY_MS);
    const stats = (await api(t, payer).get('/api/dashboard/stats')).json();
    expect(stats.subscription.expiresAt).toBe(after!.currentPeriodEnd!.toISOString());
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.complimentary_days'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.detail).toMatchObject({
      targetUserId: payer.id,
      kind: 'extended',
      before: { currentPeriodEnd: before!.currentPeriodEnd!.toISOString() },
      after: { currentPeriodEnd: after!.currentPeriodEnd!.toISOString() },
    });
  });

  it('refuses days outside 1–366, and a new subscription without a plan', async () => {
    const admin = await consoleUser(t, 'bounds@example.com', 'admin');
    const someone = await createUser(t, 'someone@example.com');
    for (const days of [0, 367, 1.5]) {
      const res = await api(t, admin).post(`/api/admin/users/${someone.id}/complimentary-days`, { days });
      expect(res.statusCode, `${days}`).toBe(400);
    }
    const res = await api(t, admin).post(`/api/admin/users/${someone.id}/complimentary-days`, { days: 3 });
    expect(res.json().error).toBe(AdminErrorCode.planRequired);
    // An earlier complimentary grant is a running subscription: it is extended, no plan needed.
    await grantSubscription(t, someone.id);
    expect(
      (await api(t, admin).post(`/api/admin/users/${someone.id}/complimentary-days`, { days: 3 })).json()
        .kind,
    ).toBe('extended');
  });
});

describe('admin:grant and admin:revoke', () => {
  const t = useTestApp();

  async function run(command: 'grant' | 'revoke', ...argv: string[]) {
    const lines: string[] = [];
    const code = await runAdminRoleCommand(t.app.db, command, argv, {
      info: (line) => lines.push(line),
      error: (line) => lines.push(line),
    });
    return { code, output: lines.join('\n') };
  }
  const roleOf = async (email: string) =>
    (await t.app.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

  it('grants admin by default, support on request, revokes, and audits each change', async () => {
    await createUser(t, 'ops@example.com');
    expect(await run('grant', 'OPS@example.com')).toMatchObject({ code: 0, output: /now admin/ });
    expect(await roleOf('ops@example.com')).toBe('admin');
    expect(await run('grant', 'ops@example.com', '--role', 'support')).toMatchObject({ code: 0 });
    expect(await roleOf('ops@example.com')).toBe('support');
    expect(await run('revoke', 'ops@example.com')).toMatchObject({ code: 0, output: /support role revoked/ });
    expect(await roleOf('ops@example.com')).toBe('user');
    const entries = await t.app.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.detail.after])).toEqual([
      ['admin.role_granted', { role: 'admin' }],
      ['admin.role_granted', { role: 'support' }],
      ['admin.role_revoked', { role: 'user' }],
    ]);
  });

  it('refuses an unknown account, a bad role and a missing address with a clear message', async () => {
    expect(await run('grant', 'ghost@example.com')).toMatchObject({ code: 1, output: /no account/ });
    expect(await run('grant', 'ops2@example.com', '--role', 'root')).toMatchObject({
      code: 2,
      output: /--role must be admin or support/,
    });
    expect(await run('grant')).toMatchObject({ code: 2, output: /usage/ });
    expect(await run('revoke', 'not-an-address')).toMatchObject({ code: 2, output: /not an email/ });
  });
});
