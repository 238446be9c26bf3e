import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QuoteResponseSchema, vatFromTotalCents } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, testClock, useTestApp } from '../../../test/helpers.ts';
import {
  api,
  createUser,
  decide,
  planId,
  subscribe,
  type TestUser,
  verify,
} from '../../../test/support/billing.ts';
import { invoices, payments, subscriptions } from '../../db/schema.ts';
import { runDiscountsCommand } from './discount-cli.ts';
import { addInterval } from './periods.ts';

/** Where rendered invoices are kept for people to look at (test artefacts, not committed). */
const ARTEFACTS = path.resolve(import.meta.dirname, '../../../test-results/billing');

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const PLANS = {
  hourly: { price: 12900, interval: 'hourly', unit: MINUTE },
  'trainee-lawyer': { price: 24900, interval: 'monthly', unit: DAY },
  'practicing-lawyer': { price: 99900, interval: 'biannual', unit: DAY },
  'national-consultant': { price: 169900, interval: 'yearly', unit: DAY },
} as const;
type PlanName = keyof typeof PLANS;
const NAMES = Object.keys(PLANS) as PlanName[];

/** Quote, checkout with the quoted total, pay on the sandbox page when there is anything to pay, verify. */
async function change(t: TestApp, user: TestUser, to: PlanName) {
  const id = await planId(t, to);
  const quoted = await api(t, user).post('/api/billing/quote', { planId: id });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const { quote } = QuoteResponseSchema.parse(quoted.json());
  const res = await api(t, user).post('/api/billing/switch', {
    planId: id,
    quotedTotalCents: quote.totalCents,
  });
  expect(res.statusCode, res.body).toBe(200);
  const checkout = res.json();
  expect(checkout.amountCents).toBe(quote.totalCents);
  let back = new URL(checkout.url);
  if (quote.totalCents > 0) back = await decide(t, checkout, 'paid');
  const verified = await verify(
    t,
    user,
    back.searchParams.get('TransactionNo')!,
    back.searchParams.get('OrderNumber')!,
  );
  expect(verified.json().verified, verified.body).toBe(true);
  return { quote, checkout, verification: verified.json() };
}

describe('changing plans keeps what was paid (ADR 062)', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  const pairs = NAMES.flatMap((from) => NAMES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)('%s → %s: the unused value is credited, the rest buys time', async (from, to) => {
    const user = await createUser(t, `${from}-to-${to}@example.com`);
    const { verification } = await subscribe(t, user, from);
    const start = new Date(verification.subscription.currentPeriodStart);
    const end = new Date(verification.subscription.currentPeriodEnd);

    // Some way into the period, part of a unit in: the unit begun counts as used (ADR 063).
    const A = PLANS[from];
    const B = PLANS[to];
    const elapsed =
      A.unit === MINUTE
        ? 25 * MINUTE + 30_000
        : Math.floor((end.getTime() - start.getTime()) * 0.4) + 3 * HOUR;
    clock.advance(elapsed);
    const now = clock.now();
    const totalUnits = Math.round((end.getTime() - start.getTime()) / A.unit);
    const unusedUnits = Math.floor((end.getTime() - now.getTime()) / A.unit);
    const unused = Math.floor((A.price * unusedUnits) / totalUnits);
    const credit = Math.min(unused, B.price);
    const toPay = B.price - credit;
    const newPeriodMs = addInterval(now, B.interval).getTime() - now.getTime();
    const extraMs =
      unused > B.price ? Math.floor(((unused - B.price) * newPeriodMs) / (B.price * B.unit)) * B.unit : 0;
    const newEnd = new Date(now.getTime() + newPeriodMs + extraMs);

    const { quote, checkout } = await change(t, user, to);
    expect(quote).toMatchObject({
      subtotalCents: B.price,
      totalCents: toPay,
      vatCents: vatFromTotalCents(toPay),
      change: {
        kind: 'change',
        unusedCents: unused,
        creditCents: credit,
        periodEnd: newEnd.toISOString(),
      },
    });

    const sub = (await api(t, user).get('/api/billing/subscription')).json().subscription;
    expect(sub).toMatchObject({ planName: to, currentPeriodEnd: newEnd.toISOString(), status: 'active' });
    const [old] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, verification.subscription.id));
    expect(old).toMatchObject({ status: 'expired' });
    expect(old?.currentPeriodEnd?.getTime()).toBe(now.getTime());

    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(payment?.amountCents).toBe(toPay);
    const [invoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, checkout.paymentId));
    expect(invoice).toMatchObject({
      subtotalCents: B.price,
      creditCents: credit,
      discountCents: 0,
      totalCents: toPay,
      vatCents: vatFromTotalCents(toPay),
    });
  });

  it('renewing early adds the period after the current end, at the full price', async () => {
    const user = await createUser(t, 'early-renew@example.com');
    const { verification } = await subscribe(t, user, 'trainee-lawyer');
    const end = new Date(verification.subscription.currentPeriodEnd);
    clock.advance(10 * DAY);
    const id = await planId(t, 'trainee-lawyer');
    const { quote } = QuoteResponseSchema.parse(
      (await api(t, user).post('/api/billing/quote', { planId: id })).json(),
    );
    expect(quote.totalCents).toBe(24900);
    expect(quote.change).toMatchObject({
      kind: 'renew',
      creditCents: 0,
      periodStart: end.toISOString(),
      periodEnd: addInterval(end, 'monthly').toISOString(),
    });
    const res = await api(t, user).post('/api/billing/renew', {
      planId: 'trainee-lawyer',
      quotedTotalCents: quote.totalCents,
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = await decide(t, res.json(), 'paid');
    await verify(t, user, back.searchParams.get('TransactionNo')!, back.searchParams.get('OrderNumber')!);
    const sub = (await api(t, user).get('/api/billing/subscription')).json().subscription;
    expect(sub.currentPeriodEnd).toBe(addInterval(end, 'monthly').toISOString());
  });

  it('a checkout whose amount differs from the quote the user saw is refused, not charged', async () => {
    const user = await createUser(t, 'stale-quote@example.com', { locale: 'ar' });
    await subscribe(t, user, 'practicing-lawyer');
    const id = await planId(t, 'national-consultant');
    const { quote } = QuoteResponseSchema.parse(
      (await api(t, user).post('/api/billing/quote', { planId: id })).json(),
    );
    clock.advance(DAY + HOUR);
    const res = await api(t, user, 'ar').post('/api/billing/switch', {
      planId: id,
      quotedTotalCents: quote.totalCents,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'billing:quote_changed' });
    const pending = await t.app.db.select().from(payments).where(eq(payments.status, 'pending'));
    expect(pending.filter((p) => p.userId === user.id)).toHaveLength(0);
  });

  it('a new subscriber gets no credit and a period from now; a signed-out quote has no change', async () => {
    const user = await createUser(t, 'fresh@example.com');
    const id = await planId(t, 'practicing-lawyer');
    const { quote } = QuoteResponseSchema.parse(
      (await api(t, user).post('/api/billing/quote', { planId: id })).json(),
    );
    expect(quote.change).toMatchObject({
      kind: 'new',
      creditCents: 0,
      periodEnd: addInterval(clock.now(), 'biannual').toISOString(),
    });
    const anonymous = QuoteResponseSchema.parse(
      (await api(t, null).post('/api/billing/quote', { planId: id })).json(),
    );
    expect(anonymous.quote.change).toBeNull();
  });
});

describe('a yearly subscriber moving to the monthly plan', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('a yearly subscriber 320 days in pays 39.54 SAR for a month; 300 days in, a month and six days for nothing', async () => {
    const late = await createUser(t, 'yearly-late@example.com');
    await subscribe(t, late, 'national-consultant');
    clock.advance(320 * DAY);
    // 45 of 365 days left of 1,699 SAR: 209.46 SAR (rounded down) credited against 249 SAR.
    const { quote } = await change(t, late, 'trainee-lawyer');
    expect(quote.change).toMatchObject({ unusedCents: 20946, creditCents: 20946, extraDays: 0 });
    expect(quote.totalCents).toBe(3954);
    expect(quote.vatCents).toBe(516);

    const early = await createUser(t, 'yearly-early@example.com');
    const { verification } = await subscribe(t, early, 'national-consultant');
    const now = new Date(verification.subscription.currentPeriodStart).getTime() + 300 * DAY;
    clock.advance(300 * DAY);
    // 65 of 365 days left: 302.56 SAR; 249 SAR of it pays the month (28 days from 11 February), 53.56 SAR buys floor(6.02) = 6 more days.
    const free = await change(t, early, 'trainee-lawyer');
    expect(free.quote.change).toMatchObject({ unusedCents: 30256, creditCents: 24900, extraDays: 6 });
    expect(free.quote.totalCents).toBe(0);
    expect(free.checkout.amountCents).toBe(0);
    const sub = (await api(t, early).get('/api/billing/subscription')).json().subscription;
    expect(sub.currentPeriodEnd).toBe(
      new Date(addInterval(new Date(now), 'monthly').getTime() + 6 * DAY).toISOString(),
    );
  });
});

describe('a plan change with a discount code: one quote, both lines', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('takes the code off the price, then the credit; VAT on what is paid; the invoice shows both', async () => {
    const quiet = { info: () => {}, error: () => {} };
    expect(await runDiscountsCommand(t.app.db, ['create', '--code', 'UP10', '--percent', '10'], quiet)).toBe(
      0,
    );
    const user = await createUser(t, 'code-and-credit@example.com');
    await subscribe(t, user, 'trainee-lawyer');
    // 10 of 30 days used (June has 30): 20 days of 249 SAR left = 166.00 SAR.
    clock.advance(10 * DAY);
    const id = await planId(t, 'national-consultant');
    const res = await api(t, user).post('/api/billing/quote', { planId: id, discountCode: 'up10' });
    const { quote } = QuoteResponseSchema.parse(res.json());
    // 1,699.00 − 169.90 (10%) − 166.00 = 1,363.10, whose VAT is 177.80.
    expect(quote).toMatchObject({
      subtotalCents: 169900,
      discount: { code: 'UP10', amountCents: 16990 },
      change: { kind: 'change', unusedCents: 16600, creditCents: 16600 },
      totalCents: 136310,
      vatCents: 17780,
    });
    const checkout = await api(t, user).post('/api/billing/switch', {
      planId: id,
      discountCode: 'UP10',
      quotedTotalCents: 136310,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const back = await decide(t, checkout.json(), 'paid');
    await verify(t, user, back.searchParams.get('TransactionNo')!, back.searchParams.get('OrderNumber')!);
    const [invoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, checkout.json().paymentId));
    expect(invoice).toMatchObject({
      subtotalCents: 169900,
      discountCents: 16990,
      discountCode: 'UP10',
      creditCents: 16600,
      totalCents: 136310,
      vatCents: 17780,
    });

    // The PDF as the buyer reads it: the discount line, then the credit line, and VAT on what was paid.
    const { payments: history } = (await api(t, user).get('/api/billing/history')).json() as {
      payments: { id: string; invoiceUrl: string | null }[];
    };
    const url = history.find((p) => p.id === checkout.json().paymentId)?.invoiceUrl;
    expect(url).toBeTruthy();
    const pdf = await api(t, user).get(new URL(url!).pathname);
    expect(pdf.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-credit-'));
    const pdfPath = path.join(dir, 'invoice.pdf');
    writeFileSync(pdfPath, pdf.rawPayload);
    mkdirSync(ARTEFACTS, { recursive: true });
    writeFileSync(path.join(ARTEFACTS, 'invoice-credit-and-discount.pdf'), pdf.rawPayload);
    const lines = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString().split('\n');
    const line = (label: string) =>
      (lines.find((l) => l.includes(label)) ?? '').replace(/(\d),(\d)/g, '$1$2');
    // The label wraps in its column in both languages; its first line carries the amount.
    expect(line('Credit for the unused part of the')).toContain('رصيد المدة غير المستخدمة');
    expect(line('Credit for the unused part of the')).toMatch(/-\s*(SAR\s*)?166\.00/);
    expect(line('Discount')).toContain('169.90');
    expect(line('Amount before VAT')).toContain('1185.30');
    expect(line('Total including VAT')).toContain('1363.10');
  });
});

describe('grace days after an end without renewal', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ env: { BILLING_GRACE_DAYS: '3' }, deps: { clock: clock.now } });

  it('access lasts BILLING_GRACE_DAYS past the end; renewing then continues from the old end', async () => {
    const user = await createUser(t, 'grace@example.com');
    const { verification } = await subscribe(t, user, 'trainee-lawyer');
    const end = new Date(verification.subscription.currentPeriodEnd);
    expect(verification.subscription.graceEndsAt).toBe(new Date(end.getTime() + 3 * DAY).toISOString());

    clock.advance(end.getTime() - clock.now().getTime() + 2 * DAY);
    const inGrace = (await api(t, user).get('/api/billing/subscription')).json().subscription;
    expect(inGrace).toMatchObject({ daysLeft: 0, currentPeriodEnd: end.toISOString() });
    expect((await api(t, user).get('/api/auth/me')).json().user.subscriptionActive).toBe(true);

    const res = await api(t, user).post('/api/billing/renew', { planId: 'trainee-lawyer' });
    const back = await decide(t, res.json(), 'paid');
    await verify(t, user, back.searchParams.get('TransactionNo')!, back.searchParams.get('OrderNumber')!);
    const renewed = (await api(t, user).get('/api/billing/subscription')).json().subscription;
    expect(renewed.currentPeriodEnd).toBe(addInterval(end, 'monthly').toISOString());
  });

  it('a cancelled subscription gets no grace, and access stops at end + grace for the others', async () => {
    const canceled = await createUser(t, 'grace-cancel@example.com');
    const lapsing = await createUser(t, 'grace-lapse@example.com');
    const a = await subscribe(t, canceled, 'trainee-lawyer');
    await subscribe(t, lapsing, 'trainee-lawyer');
    await api(t, canceled).post('/api/billing/cancel');
    const end = new Date(a.verification.subscription.currentPeriodEnd);
    clock.advance(end.getTime() - clock.now().getTime() + HOUR);
    expect((await api(t, canceled).get('/api/billing/subscription')).json().subscription).toBeNull();
    expect((await api(t, lapsing).get('/api/billing/subscription')).json().subscription).not.toBeNull();
    clock.advance(3 * DAY);
    expect((await api(t, lapsing).get('/api/billing/subscription')).json().subscription).toBeNull();
  });
});
