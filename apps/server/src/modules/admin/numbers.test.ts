import { AdminNumbersErrorCode } from '@mustashar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testClock, useTestApp } from '../../../test/helpers.ts';
import { api, type TestUser } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import {
  conversations,
  invoices,
  messages,
  payments,
  plans,
  refunds,
  subscriptions,
  trialAnswers,
  trials,
  users,
} from '../../db/schema.ts';

// A seeded month of a small business, every row placed around the edges of a range of Saudi days, and the figures
// it implies worked out by hand (ADR 090). The range: 1–10 March 2026 in Riyadh = [28 Feb 21:00Z, 10 Mar 21:00Z).

const at = (iso: string) => new Date(iso);

async function seedUser(t: TestApp, label: string, createdAt: string, verifiedAt: string | null) {
  const [row] = await t.app.db
    .insert(users)
    .values({
      email: `${label}@example.com`,
      name: label,
      createdAt: at(createdAt),
      emailVerifiedAt: verifiedAt ? at(verifiedAt) : null,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function planIds(t: TestApp) {
  const rows = await t.app.db.select({ id: plans.id, name: plans.name }).from(plans);
  const id = (name: string) => rows.find((row) => row.name === name)!.id;
  return {
    monthly: id('trainee-lawyer'),
    biannual: id('practicing-lawyer'),
    yearly: id('national-consultant'),
    hourly: id('hourly'),
  };
}

type Sub = {
  userId: string;
  planId: number;
  status: 'active' | 'canceled' | 'expired';
  start: string;
  end: string;
  graceEnd?: string;
};

async function seedSubscription(t: TestApp, sub: Sub) {
  const [row] = await t.app.db
    .insert(subscriptions)
    .values({
      userId: sub.userId,
      planId: sub.planId,
      status: sub.status,
      currentPeriodStart: at(sub.start),
      currentPeriodEnd: at(sub.end),
      graceEndsAt: sub.graceEnd ? at(sub.graceEnd) : null,
      cancelAtPeriodEnd: sub.status === 'canceled',
      createdAt: at(sub.start),
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

let invoiceNumber = 0;
async function seedPaid(
  t: TestApp,
  sub: { id: string; userId: string; planId: number },
  paidAt: string,
  totalCents: number,
  vatCents: number,
) {
  invoiceNumber += 1;
  const [payment] = await t.app.db
    .insert(payments)
    .values({
      userId: sub.userId,
      subscriptionId: sub.id,
      planId: sub.planId,
      provider: 'sandbox',
      providerPaymentId: `numbers-${invoiceNumber}`,
      orderNumber: `numbers-order-${invoiceNumber}`,
      amountCents: totalCents,
      status: 'paid',
      paidAt: at(paidAt),
      createdAt: at(paidAt),
    })
    .returning({ id: payments.id });
  const number = invoiceNumber;
  await t.app.db.insert(invoices).values({
    number,
    paymentId: payment!.id,
    userId: sub.userId,
    issuedAt: at(paidAt),
    totalCents,
    vatCents,
    sellerName: 'Mustashar',
    sellerVatNumber: '300000000000003',
    sellerAddress: 'Riyadh',
    buyerName: 'Buyer',
    buyerEmail: 'buyer@example.com',
    planName: 'plan',
  });
  return { paymentId: payment!.id, invoiceNumber: number };
}

let creditNoteNumber = 0;
async function seedRefund(
  t: TestApp,
  paid: { paymentId: string; invoiceNumber: number },
  userId: string,
  at: string,
  cents: number,
  vat: number,
) {
  creditNoteNumber += 1;
  await t.app.db.insert(refunds).values({
    paymentId: paid.paymentId,
    userId,
    amountCents: cents,
    vatCents: vat,
    kind: 'manual',
    reason: 'paid twice',
    creditNoteNumber,
    invoiceNumber: paid.invoiceNumber,
    createdAt: new Date(at),
  });
}

async function seedTrial(t: TestApp, startedAt: string, claimedBy: string | null, answers: string[] = []) {
  const [trial] = await t.app.db
    .insert(trials)
    .values({
      ip: '192.0.2.1',
      mode: 'window',
      startedAt: at(startedAt),
      endsAt: new Date(at(startedAt).getTime() + 86_400_000),
      claimedBy,
      claimedAt: claimedBy ? at(startedAt) : null,
    })
    .returning({ id: trials.id });
  for (const createdAt of answers)
    await t.app.db.insert(trialAnswers).values({ trialId: trial!.id, digest: 'x', createdAt: at(createdAt) });
}

type Cited = { law: string; kind?: 'article' | 'guide' };
const citation = ({ law, kind = 'article' }: Cited) => ({
  law,
  article: '1',
  label: '1',
  url: '/',
  excerpt: '',
  kind,
});

/** A question and its answers: each answer is [time, first cited laws, stopped?]. */
async function seedExchange(
  t: TestApp,
  conversationId: string,
  userId: string,
  askedAt: string,
  answers: [string, Cited[], boolean?][],
) {
  const [question] = await t.app.db
    .insert(messages)
    .values({ conversationId, userId, sender: 'user', text: 'q', createdAt: at(askedAt) })
    .returning({ id: messages.id });
  for (const [answeredAt, cited, stopped = false] of answers)
    await t.app.db.insert(messages).values({
      conversationId,
      userId,
      sender: 'bot',
      text: 'a',
      parentId: question!.id,
      citations: cited.map(citation),
      stopped,
      createdAt: at(answeredAt),
    });
}

describe('the console numbers: what a seeded data set with a fixed clock implies, exactly', () => {
  const clock = testClock('2026-03-15T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });
  let admin: TestUser;

  beforeAll(async () => {
    admin = await consoleUser(t, 'numbers-admin@example.com', 'admin');
    const plan = await planIds(t);

    // Accounts: made just before, at and just inside the range's ends; verified in and out of it.
    const u1 = await seedUser(t, 'u1', '2026-02-28T20:59:59Z', '2026-03-01T00:00:00Z');
    const u2 = await seedUser(t, 'u2', '2026-02-28T21:00:00Z', null);
    const u3 = await seedUser(t, 'u3', '2026-03-05T12:00:00Z', '2026-03-05T12:10:00Z');
    const u4 = await seedUser(t, 'u4', '2026-03-10T20:59:59Z', '2026-03-10T21:00:00Z');
    const u5 = await seedUser(t, 'u5', '2026-03-10T21:00:00Z', null);
    const u6 = await seedUser(t, 'u6', '2026-01-01T09:00:00Z', '2026-01-01T09:00:00Z');
    const u7 = await seedUser(t, 'u7', '2026-01-02T09:00:00Z', '2026-01-02T09:00:00Z');

    // Trials: u3 paid after its trial (converted), u2 never paid, u4 paid before its trial began, one unclaimed,
    // one before the range.
    await seedTrial(t, '2026-03-02T10:00:00Z', u3, ['2026-03-02T10:05:00Z', '2026-03-02T10:06:00Z']);
    await seedTrial(t, '2026-03-03T10:00:00Z', u2);
    await seedTrial(t, '2026-03-04T10:00:00Z', null, ['2026-03-04T10:01:00Z']);
    await seedTrial(t, '2026-02-20T10:00:00Z', u1, ['2026-02-28T20:00:00Z']);
    await seedTrial(t, '2026-03-08T10:00:00Z', u4);

    // Subscriptions and what was paid for them.
    const s1 = { userId: u3, planId: plan.monthly };
    const s1Id = await seedSubscription(t, {
      ...s1,
      status: 'active',
      start: '2026-03-06T00:00:00Z',
      end: '2026-04-06T00:00:00Z',
    });
    await seedPaid(t, { ...s1, id: s1Id }, '2026-03-06T00:00:00Z', 24_900, 3_248);
    const s2 = { userId: u4, planId: plan.yearly };
    const s2Id = await seedSubscription(t, {
      ...s2,
      status: 'active',
      start: '2026-03-07T00:00:00Z',
      end: '2027-03-07T00:00:00Z',
    });
    await seedPaid(t, { ...s2, id: s2Id }, '2026-03-07T00:00:00Z', 135_920, 17_729);
    // Cancelled, but its paid half-year still runs; paid before the range.
    const s3 = { userId: u1, planId: plan.biannual };
    const s3Id = await seedSubscription(t, {
      ...s3,
      status: 'canceled',
      start: '2025-10-01T00:00:00Z',
      end: '2026-04-01T00:00:00Z',
    });
    const s3Paid = await seedPaid(t, { ...s3, id: s3Id }, '2025-10-01T00:00:00Z', 99_900, 13_030);
    // A past payment refunded before the range: not this range's refund.
    await seedRefund(t, s3Paid, u1, '2026-02-28T20:59:59Z', 99_900, 13_030);
    // Ended, with grace days into the range, never renewed: churn.
    await seedSubscription(t, {
      userId: u2,
      planId: plan.monthly,
      status: 'expired',
      start: '2026-02-01T00:00:00Z',
      end: '2026-03-01T00:00:00Z',
      graceEnd: '2026-03-04T00:00:00Z',
    });
    // Given days: counted as active, no revenue.
    await seedSubscription(t, {
      userId: u5,
      planId: plan.monthly,
      status: 'active',
      start: '2026-02-15T00:00:00Z',
      end: '2026-03-20T00:00:00Z',
    });
    // A switch from monthly to yearly inside the range: not churn.
    await seedSubscription(t, {
      userId: u6,
      planId: plan.monthly,
      status: 'expired',
      start: '2026-02-10T00:00:00Z',
      end: '2026-03-05T00:00:00Z',
    });
    const s6 = { userId: u6, planId: plan.yearly };
    const s6Id = await seedSubscription(t, {
      ...s6,
      status: 'active',
      start: '2026-03-05T00:00:00Z',
      end: '2027-03-05T00:00:00Z',
    });
    await seedPaid(t, { ...s6, id: s6Id }, '2026-03-05T00:00:00Z', 169_900, 22_161);
    // An hour bought and used inside the range: revenue, never MRR.
    const s7 = { userId: u7, planId: plan.hourly };
    const s7Id = await seedSubscription(t, {
      ...s7,
      status: 'expired',
      start: '2026-03-09T10:00:00Z',
      end: '2026-03-09T11:00:00Z',
    });
    const s7Paid = await seedPaid(t, { ...s7, id: s7Id }, '2026-03-09T10:00:00Z', 12_900, 1_683);
    // Refunded inside the range: counted apart, the invoice's revenue stays.
    await seedRefund(t, s7Paid, u7, '2026-03-09T12:00:00Z', 12_900, 1_683);

    // Chat: answer times 2 s, 4 s, 10 s and 1 s (a regenerated answer is not a wait), one answer without sources,
    // one stopped, one question whose answer came after the range, one exchange before it.
    const [conversation] = await t.app.db
      .insert(conversations)
      .values({ userId: u3, title: 'c' })
      .returning({ id: conversations.id });
    const c = conversation!.id;
    await seedExchange(t, c, u3, '2026-02-27T10:00:00Z', [['2026-02-27T10:00:01Z', [{ law: 'نظام العمل' }]]]);
    await seedExchange(t, c, u3, '2026-03-06T10:00:00Z', [
      ['2026-03-06T10:00:02Z', [{ law: 'نظام العمل' }]],
      ['2026-03-06T10:05:00Z', [{ law: 'نظام العمل' }]],
    ]);
    await seedExchange(t, c, u3, '2026-03-07T10:00:00Z', [['2026-03-07T10:00:04Z', []]]);
    await seedExchange(t, c, u3, '2026-03-08T10:00:00Z', [
      ['2026-03-08T10:00:10Z', [{ law: 'نظام المرور' }, { law: 'نظام العمل' }]],
    ]);
    await seedExchange(t, c, u3, '2026-03-09T10:00:00Z', [['2026-03-09T10:00:01Z', [], true]]);
    await seedExchange(t, c, u3, '2026-03-10T20:59:59Z', [
      ['2026-03-10T21:00:01Z', [{ law: 'نظام المرور' }]],
    ]);
  });

  it('counts each figure over 1–10 March in Saudi time', async () => {
    const res = await api(t, admin).get('/api/admin/numbers?from=2026-03-01&to=2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe('2026-03-01');
    expect(body.to).toBe('2026-03-10');
    expect(body.at).toBe('2026-03-10T21:00:00.000Z');
    expect(body.accounts).toEqual({ signups: 3, verified: 2 });
    expect(body.trials).toEqual({ started: 4, converted: 1, conversionRate: 0.25 });
    expect(body.subscriptions.active).toBe(5);
    const plan = await planIds(t);
    expect(
      body.subscriptions.byPlan.map((p: { planId: number; active: number }) => [p.planId, p.active]),
    ).toEqual([
      [plan.monthly, 2],
      [plan.biannual, 1],
      [plan.yearly, 2],
    ]);
    // Of u1, u2, u5 and u6 (access on 1 March), only u2 has none on 10 March.
    expect(body.subscriptions.churned).toBe(1);
    expect(body.subscriptions.churnRate).toBe(0.25);
    expect(body.revenue).toEqual({
      grossCents: 24_900 + 135_920 + 169_900 + 12_900,
      vatCents: 3_248 + 17_729 + 22_161 + 1_683,
      netCents: 343_620 - 44_821,
      refundsCents: 12_900,
      refunds: 1,
      // (21652 + 118191/12 + 86870/6 + 147739/12), rounded once: 58291.17.
      mrrCents: 58_291,
    });
    expect(body.chat).toEqual({
      questions: 5,
      guestAnswers: 3,
      answers: 5,
      // percentile_cont over 1, 2, 4, 10 s: the median between 2 and 4; p95 at 2.85 of 3 steps, 4 + 0.85 × 6.
      answerTimeMs: { p50: 3_000, p95: 9_100 },
      withoutSources: 1,
      topLaws: [
        { law: 'نظام العمل', answers: 2 },
        { law: 'نظام المرور', answers: 1 },
      ],
    });
    expect(body.daily).toHaveLength(10);
    const day = (d: string) => body.daily.find((row: { day: string }) => row.day === d);
    expect(day('2026-03-01')).toEqual({
      day: '2026-03-01',
      signups: 1,
      trialStarts: 0,
      questions: 0,
      guestAnswers: 0,
    });
    expect(day('2026-03-02')).toEqual({
      day: '2026-03-02',
      signups: 0,
      trialStarts: 1,
      questions: 0,
      guestAnswers: 2,
    });
    expect(day('2026-03-10')).toEqual({
      day: '2026-03-10',
      signups: 1,
      trialStarts: 0,
      questions: 1,
      guestAnswers: 0,
    });
    expect(body.daily.reduce((n: number, row: { questions: number }) => n + row.questions, 0)).toBe(5);
  });

  it('defaults to the last 30 days up to today in Saudi time, and takes point-in-time figures now', async () => {
    const res = await api(t, admin).get('/api/admin/numbers');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      from: '2026-02-14',
      to: '2026-03-15',
      at: '2026-03-15T09:00:00.000Z',
    });
    expect(res.json().daily).toHaveLength(30);
  });

  it('refuses a range that ends before it starts, a day that does not exist, or more than 366 days', async () => {
    for (const query of [
      'from=2026-03-10&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-03-01',
    ]) {
      const res = await api(t, admin, 'ar').get(`/api/admin/numbers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(AdminNumbersErrorCode.badRange);
      expect(res.json().message).toMatch(/تاريخ/);
    }
    expect((await api(t, admin).get('/api/admin/numbers?from=03/01/2026')).statusCode).toBe(400);
  });

  it('is for admins: support gets 403', async () => {
    const support = await consoleUser(t, 'numbers-support@example.com', 'support');
    expect((await api(t, support).get('/api/admin/numbers')).statusCode).toBe(403);
  });
});
