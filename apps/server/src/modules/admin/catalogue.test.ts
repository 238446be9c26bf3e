import {
  AdminCatalogueErrorCode,
  AdminDiscountCodeSchema,
  AdminDiscountCodesResponseSchema,
  AdminErrorCode,
  AdminPlansResponseSchema,
  AdminRedemptionsResponseSchema,
  PlansResponseSchema,
} from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp, useTwoTestApps } from '../../../test/helpers.ts';
import { api, createUser, planId, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { auditLog, discountCodes, payments, plans, subscriptions } from '../../db/schema.ts';
import { runDiscountsCommand } from '../billing/discount-cli.ts';
import { seedPlans } from '../plans/service.ts';

/** Plans and discount codes in the console (ADR 088). */

function patch(t: TestApp, user: TestUser, url: string, payload: object, lang: 'ar' | 'en' = 'en') {
  return t.app.inject({
    method: 'PATCH',
    url,
    payload,
    headers: { 'accept-language': lang, authorization: `Bearer ${user.token}` },
  });
}

async function auditOf(t: TestApp, action: string) {
  return t.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

async function publicPlan(t: TestApp, name: string) {
  const body = PlansResponseSchema.parse((await t.app.inject({ url: '/api/plans' })).json());
  return body.plans.find((p) => p.name === name);
}

describe('console: plans', () => {
  const t = useTestApp();

  it('refuses support and users every plan and code route (403), and lets an admin list all plans', async () => {
    const support = await consoleUser(t, 'support-plans@example.com', 'support');
    const plain = await createUser(t, 'plain-plans@example.com');
    const id = await planId(t, 'hourly');
    for (const who of [support, plain]) {
      for (const [method, url] of [
        ['GET', '/api/admin/plans'],
        ['PATCH', `/api/admin/plans/${id}`],
        ['GET', '/api/admin/discount-codes'],
        ['POST', '/api/admin/discount-codes'],
        ['PATCH', '/api/admin/discount-codes/00000000-0000-4000-8000-000000000000'],
        ['GET', '/api/admin/discount-codes/00000000-0000-4000-8000-000000000000/redemptions'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          payload: method === 'GET' ? undefined : {},
          headers: { authorization: `Bearer ${who.token}` },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(AdminErrorCode.forbidden);
      }
    }
    const admin = await consoleUser(t, 'admin-plans@example.com', 'admin');
    const res = await api(t, admin).get('/api/admin/plans');
    expect(res.statusCode, res.body).toBe(200);
    const body = AdminPlansResponseSchema.parse(res.json());
    expect(body.plans.map((p) => [p.name, p.priceCents, p.active, p.includes])).toEqual([
      ['hourly', 12900, true, []],
      ['trainee-lawyer', 24900, true, []],
      ['practicing-lawyer', 99900, true, ['documents']],
      ['national-consultant', 169900, true, ['documents']],
    ]);
  });

  it('edits texts and price, shows them on GET /api/plans, audits only the changed fields, and seeding keeps them', async () => {
    const admin = await consoleUser(t, 'editor@example.com', 'admin');
    const id = await planId(t, 'practicing-lawyer');
    const before = (await publicPlan(t, 'practicing-lawyer'))!;
    const res = await patch(t, admin, `/api/admin/plans/${id}`, {
      displayNames: { ar: before.display_names.ar, en: 'Practising lawyer' },
      descriptions: { ar: '  وصف جديد للباقة.  ', en: before.description.en },
      features: { ar: ['ميزة أولى', 'ميزة ثانية'], en: ['First', 'Second'] },
      priceCents: 89900,
      active: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 89900, descriptions: { ar: 'وصف جديد للباقة.' } });
    const after = (await publicPlan(t, 'practicing-lawyer'))!;
    expect(after).toMatchObject({
      display_name: 'Practising lawyer',
      display_names: { en: 'Practising lawyer', ar: before.display_names.ar },
      price_cents: 89900,
      description: { ar: 'وصف جديد للباقة.' },
      features: { ar: ['ميزة أولى', 'ميزة ثانية'], en: ['First', 'Second'] },
      includes: ['documents'],
    });
    const [entry] = await auditOf(t, 'admin.plan_update');
    expect(entry).toMatchObject({ userId: admin.id, ip: '127.0.0.1' });
    expect(entry!.detail).toEqual({
      planId: id,
      planName: 'practicing-lawyer',
      before: {
        displayNames: before.display_names,
        descriptions: before.description,
        features: before.features,
        priceCents: 99900,
      },
      after: {
        displayNames: { ar: before.display_names.ar, en: 'Practising lawyer' },
        descriptions: { ar: 'وصف جديد للباقة.', en: before.description.en },
        features: { ar: ['ميزة أولى', 'ميزة ثانية'], en: ['First', 'Second'] },
        priceCents: 89900,
      },
    });
    // A restart seeds the catalogue again: the operator's edits stay.
    await seedPlans(t.app.db);
    expect(await publicPlan(t, 'practicing-lawyer')).toEqual(after);
    // The same values again change nothing and write no audit entry.
    await patch(t, admin, `/api/admin/plans/${id}`, { priceCents: 89900 });
    expect(await auditOf(t, 'admin.plan_update')).toHaveLength(1);
    // Put it back for the other tests of this file.
    await patch(t, admin, `/api/admin/plans/${id}`, {
      displayNames: before.display_names,
      descriptions: before.description,
      features: before.features,
      priceCents: 99900,
    });
  });

  it('seeding inserts a plan missing from the database and restores none of the edited columns', async () => {
    await t.app.db.delete(plans).where(eq(plans.name, 'hourly'));
    await t.app.db
      .update(plans)
      .set({ sortOrder: 99, priceCents: 1 })
      .where(eq(plans.name, 'trainee-lawyer'));
    await seedPlans(t.app.db);
    const [hourly] = await t.app.db.select().from(plans).where(eq(plans.name, 'hourly'));
    expect(hourly).toMatchObject({ priceCents: 12900, active: true, displayNameEn: 'Hourly consultation' });
    const [trainee] = await t.app.db.select().from(plans).where(eq(plans.name, 'trainee-lawyer'));
    // The code owns the order; the price is the operator's.
    expect(trainee).toMatchObject({ sortOrder: 2, priceCents: 1 });
    await t.app.db.update(plans).set({ priceCents: 24900 }).where(eq(plans.name, 'trainee-lawyer'));
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const admin = await consoleUser(t, 'validator@example.com', 'admin');
    const id = await planId(t, 'hourly');
    const before = await publicPlan(t, 'hourly');
    for (const body of [
      { displayNames: { ar: '   ', en: 'Hourly' } },
      { displayNames: { ar: 'س'.repeat(61), en: 'Hourly' } },
      { displayNames: { ar: 'سطر\nثانٍ', en: 'Hourly' } },
      { features: { ar: [], en: ['x'] } },
      { features: { ar: Array(13).fill('ميزة'), en: ['x'] } },
      { features: { ar: ['ميزة', ''], en: ['x'] } },
      { priceCents: -1 },
      { priceCents: 10.5 },
      { priceCents: 2_147_483_648 },
    ]) {
      const res = await patch(t, admin, `/api/admin/plans/${id}`, body, 'ar');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await publicPlan(t, 'hourly')).toEqual(before);
    const audited = (await auditOf(t, 'admin.plan_update')).length;
    expect((await patch(t, admin, '/api/admin/plans/999999', { active: true })).statusCode).toBe(404);
    expect(await auditOf(t, 'admin.plan_update')).toHaveLength(audited);
  });

  it('takes a plan off sale (hidden, not buyable) but never the last one on sale', async () => {
    const admin = await consoleUser(t, 'seller@example.com', 'admin');
    const ids = await Promise.all(
      ['hourly', 'trainee-lawyer', 'practicing-lawyer', 'national-consultant'].map((n) => planId(t, n)),
    );
    const buyer = await createUser(t, 'late-buyer@example.com');
    for (const id of ids.slice(0, 3)) {
      expect((await patch(t, admin, `/api/admin/plans/${id}`, { active: false })).statusCode).toBe(200);
    }
    const quote = await api(t, buyer).post('/api/billing/quote', { planId: ids[0] });
    expect(quote.statusCode).toBe(404);
    const last = await patch(t, admin, `/api/admin/plans/${ids[3]}`, { active: false }, 'ar');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: AdminCatalogueErrorCode.lastActivePlan });
    expect(last.json().message).toMatch(/آخر باقة/);
    expect(PlansResponseSchema.parse((await t.app.inject({ url: '/api/plans' })).json()).plans).toHaveLength(
      1,
    );
    const listed = AdminPlansResponseSchema.parse((await api(t, admin).get('/api/admin/plans')).json());
    expect(listed.plans.filter((p) => !p.active)).toHaveLength(3);
    for (const id of ids.slice(0, 3)) await patch(t, admin, `/api/admin/plans/${id}`, { active: true });
  });
});

describe('console: a price change reaches new purchases only', () => {
  const t = useTestApp();

  it('keeps a running subscription and a pending payment as they were, and the quote says the new price', async () => {
    const admin = await consoleUser(t, 'pricer@example.com', 'admin');
    const subscriber = await createUser(t, 'subscriber@example.com');
    await subscribe(t, subscriber, 'trainee-lawyer');
    const [subBefore] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.id));
    const pendingBuyer = await createUser(t, 'pending@example.com');
    const id = await planId(t, 'trainee-lawyer');
    const checkout = await api(t, pendingBuyer).post('/api/billing/paylink/create-invoice', { planId: id });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { paymentId, paymentUrl } = checkout.json().invoice;

    expect((await patch(t, admin, `/api/admin/plans/${id}`, { priceCents: 29900 })).statusCode).toBe(200);

    const [subAfter] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.id));
    expect(subAfter).toEqual(subBefore);
    const billing = (await api(t, subscriber).get('/api/billing/subscription')).json();
    expect(billing.subscription.paidCents).toBe(24900);
    const [pending] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(pending).toMatchObject({ status: 'pending', amountCents: 24900 });
    const newBuyer = await createUser(t, 'new-buyer@example.com');
    const quote = (await api(t, newBuyer).post('/api/billing/quote', { planId: id })).json();
    expect(quote.quote).toMatchObject({ subtotalCents: 29900, totalCents: 29900 });

    // The pending payment is paid at its own amount and buys its full month.
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://mustashar.test' },
      payload: new URLSearchParams({ outcome: 'paid', card: 'visa' }).toString(),
    });
    const back = new URL(String(paid.headers.location));
    const verified = await api(t, pendingBuyer).get(
      `/api/billing/paylink/verify-payment?${new URLSearchParams({
        TransactionNo: back.searchParams.get('TransactionNo')!,
        OrderNumber: back.searchParams.get('OrderNumber')!,
      })}`,
    );
    expect(verified.json().verified, verified.body).toBe(true);
    const [settled] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(settled).toMatchObject({ status: 'paid', amountCents: 24900 });
    const [bought] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, pendingBuyer.id));
    const days = (bought!.currentPeriodEnd!.getTime() - bought!.currentPeriodStart!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
  });
});

describe('console: discount codes', () => {
  const t = useTestApp();

  const create = (admin: TestUser, body: object, lang: 'ar' | 'en' = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/discount-codes',
      payload: body,
      headers: { 'accept-language': lang, authorization: `Bearer ${admin.token}` },
    });

  it('creates a code, refuses the same code in another case (translated), lists it and audits it', async () => {
    const admin = await consoleUser(t, 'codes@example.com', 'admin');
    const yearly = await planId(t, 'national-consultant');
    const res = await create(admin, {
      code: 'spring-26',
      kind: 'percent',
      value: 15,
      validTo: '2099-01-01T00:00:00.000Z',
      maxRedemptions: 10,
      maxPerUser: 1,
      planIds: [yearly],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = AdminDiscountCodeSchema.parse(res.json());
    expect(created).toMatchObject({ code: 'SPRING-26', redemptions: 0, paidRedemptions: 0, remaining: 10 });
    const duplicate = await create(admin, { code: 'Spring-26', kind: 'fixed', value: 500 }, 'ar');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error: AdminCatalogueErrorCode.codeExists });
    expect(duplicate.json().message).toMatch(/SPRING-26.*من قبل/);
    // The command line shares the create function and its duplicate check.
    const lines: string[] = [];
    const out = { info: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
    expect(
      await runDiscountsCommand(t.app.db, ['create', '--code', 'SPRING-26', '--percent', '5'], out),
    ).toBe(1);
    expect(lines.join('\n')).toMatch(/exists already/);
    const list = AdminDiscountCodesResponseSchema.parse(
      (await api(t, admin).get('/api/admin/discount-codes')).json(),
    );
    expect(list.codes.find((c) => c.code === 'SPRING-26')).toMatchObject({
      planIds: [yearly],
      maxPerUser: 1,
    });
    const [entry] = await auditOf(t, 'admin.discount_create');
    expect(entry).toMatchObject({
      userId: admin.id,
      detail: { code: 'SPRING-26', before: null, after: { kind: 'percent', value: 15, maxRedemptions: 10 } },
    });
  });

  it('refuses bad terms in the caller language and stores nothing', async () => {
    const admin = await consoleUser(t, 'badcodes@example.com', 'admin');
    for (const body of [
      { code: 'A', kind: 'percent', value: 10 },
      { code: 'NO SPACES', kind: 'percent', value: 10 },
      { code: 'PCT', kind: 'percent', value: 101 },
      { code: 'ZERO', kind: 'fixed', value: 0 },
      { code: 'PAST', kind: 'percent', value: 10, validTo: '2000-01-01T00:00:00Z' },
      {
        code: 'BACKWARDS',
        kind: 'percent',
        value: 10,
        validFrom: '2099-02-01T00:00:00Z',
        validTo: '2099-01-01T00:00:00Z',
      },
      { code: 'NOPLAN', kind: 'percent', value: 10, planIds: [987654] },
      { code: 'NOLIMIT', kind: 'percent', value: 10, maxPerUser: 0 },
    ]) {
      const res = await create(admin, body, 'ar');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await t.app.db.select().from(discountCodes).where(eq(discountCodes.code, 'NOPLAN'))).toEqual([]);
    expect(await auditOf(t, 'admin.discount_create')).toHaveLength(1);
  });

  it('pauses and resumes a code, locks kind and value once redeemed, lists its redemptions', async () => {
    const admin = await consoleUser(t, 'editor-codes@example.com', 'admin');
    const created = (
      await create(admin, { code: 'TENOFF', kind: 'fixed', value: 1000, maxRedemptions: 5 })
    ).json();
    const url = `/api/admin/discount-codes/${created.id}`;
    // Before anyone uses it, everything but its name may change.
    const edited = await patch(t, admin, url, { kind: 'percent', value: 10 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'percent', value: 10 });
    expect((await patch(t, admin, url, { active: false })).json().active).toBe(false);
    const buyer = await createUser(t, 'code-buyer@example.com');
    const id = await planId(t, 'hourly');
    const paused = await api(t, buyer).post('/api/billing/quote', { planId: id, discountCode: 'tenoff' });
    expect(paused.json().error).toBe('billing:discount_expired');
    expect((await patch(t, admin, url, { active: true })).json().active).toBe(true);
    const checkout = await api(t, buyer).post('/api/billing/create-checkout-session', {
      planId: id,
      discountCode: 'tenoff',
      returnUrl: 'http://mustashar.test/payment/callback',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().amountCents).toBe(11610);

    const locked = await patch(t, admin, url, { value: 50 }, 'ar');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe(AdminCatalogueErrorCode.codeLocked);
    const below = await patch(t, admin, url, { maxRedemptions: 1, validTo: '2099-01-01T00:00:00Z' });
    expect(below.statusCode, below.body).toBe(200);
    const tooLow = await patch(t, admin, url, { maxRedemptions: 5 });
    expect(tooLow.statusCode).toBe(200);
    const redemptions = AdminRedemptionsResponseSchema.parse(
      (await api(t, admin).get(`${url}/redemptions`)).json(),
    );
    expect(redemptions.code).toMatchObject({ redemptions: 1, paidRedemptions: 0, remaining: 4 });
    expect(redemptions.redemptions).toEqual([
      expect.objectContaining({
        userId: buyer.id,
        userEmail: 'code-buyer@example.com',
        paymentId: checkout.json().paymentId,
        paymentStatus: 'pending',
        amountOffCents: 1290,
      }),
    ]);
    const updates = await auditOf(t, 'admin.discount_update');
    expect(updates.map((u) => u.detail.after)).toEqual([
      { kind: 'percent', value: 10 },
      { active: false },
      { active: true },
      { maxRedemptions: 1, validTo: '2099-01-01T00:00:00.000Z' },
      { maxRedemptions: 5 },
    ]);
    expect(updates[3]!.detail.before).toEqual({ maxRedemptions: 5, validTo: null });
    expect(
      (await api(t, admin).get('/api/admin/discount-codes/00000000-0000-4000-8000-000000000000/redemptions'))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a limit below the redemptions already held', async () => {
    const admin = await consoleUser(t, 'limits@example.com', 'admin');
    const created = (await create(admin, { code: 'TWOUSES', kind: 'percent', value: 5 })).json();
    for (const email of ['a-limit@example.com', 'b-limit@example.com']) {
      const buyer = await createUser(t, email);
      const res = await api(t, buyer).post('/api/billing/create-checkout-session', {
        planId: await planId(t, 'hourly'),
        discountCode: 'TWOUSES',
        returnUrl: 'http://mustashar.test/payment/callback',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await patch(t, admin, `/api/admin/discount-codes/${created.id}`, { maxRedemptions: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AdminCatalogueErrorCode.codeLimitBelowUsed);
  });
});

describe('console: the same code created on two instances at once', () => {
  const apps = useTwoTestApps();

  it('stores one and refuses the others as duplicates', async () => {
    const { first, second } = apps;
    const admin = await consoleUser(first, 'race-codes@example.com', 'admin');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? second : first).app.inject({
          method: 'POST',
          url: '/api/admin/discount-codes',
          payload: { code: i % 3 ? 'RACE' : 'race', kind: 'percent', value: 10 },
          headers: { authorization: `Bearer ${admin.token}` },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().error).toBe(AdminCatalogueErrorCode.codeExists);
    }
    const rows = await first.app.db.select().from(discountCodes).where(eq(discountCodes.code, 'RACE'));
    expect(rows).toHaveLength(1);
  });
});
