import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BillingErrorCode, vatFromTotalCents } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock, useTwoTestApps } from '../../../test/helpers.ts';
import { api, createUser, decide, planId, type TestUser, verify } from '../../../test/support/billing.ts';
import { discountCodes, discountRedemptions, invoices, payments } from '../../db/schema.ts';
import { runDiscountsCommand } from './discount-cli.ts';
import { discountCents } from './discounts.ts';
import { decodeZatcaPayload } from './zatca-qr.ts';

const ARTEFACTS = path.resolve(import.meta.dirname, '../../../test-results/billing');

/** Runs `npm run discounts -- …` against the test app's database; throws with its output when it refuses. */
async function discounts(t: TestApp, ...argv: string[]) {
  const lines: string[] = [];
  const code = await runDiscountsCommand(t.app.db, argv, {
    info: (line) => lines.push(line),
    error: (line) => lines.push(line),
  });
  if (code !== 0) throw new Error(lines.join('\n'));
  return lines;
}

async function checkout(
  t: TestApp,
  user: TestUser,
  plan: string,
  discountCode?: string,
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/paylink/create-invoice',
    payload: { planId: await planId(t, plan), ...(discountCode === undefined ? {} : { discountCode }) },
    headers: { 'accept-language': 'en', authorization: `Bearer ${user.token}` },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function quote(
  t: TestApp,
  user: TestUser | null,
  plan: string,
  discountCode?: string,
  lang: 'ar' | 'en' = 'en',
) {
  return api(t, user, lang).post('/api/billing/quote', { planId: await planId(t, plan), discountCode });
}

/** Pays a checkout on the sandbox page and verifies it as the callback page does. */
async function pay(
  t: TestApp,
  user: TestUser,
  invoice: { paymentUrl: string; transactionNo: string; orderNumber: string; paymentId: string },
) {
  const back = await decide(t, invoice, 'paid');
  const res = await verify(
    t,
    user,
    back.searchParams.get('TransactionNo')!,
    back.searchParams.get('OrderNumber')!,
  );
  expect(res.json().verified, res.body).toBe(true);
  return res.json();
}

describe('discount codes', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SELLER_NAME: 'Mustashar Legal Technologies Co.', SELLER_VAT_NUMBER: '310123456700003' },
      deps: { clock: clock.now },
    });
    await discounts(t, 'create', '--code', 'YEAR25', '--percent', '25', '--plans', 'yearly');
    await discounts(t, 'create', '--code', 'TENOFF', '--amount', '10.55');
    await discounts(t, 'create', '--code', 'LATER', '--percent', '10', '--from', '2025-07-01');
    // The CLI refuses a --to in the past, so the expired code is a current one whose end has passed.
    await discounts(t, 'create', '--code', 'OVER', '--percent', '10', '--to', '2099-12-31');
    await t.app.db
      .update(discountCodes)
      .set({ validTo: new Date('2025-05-31T21:00:00Z') })
      .where(eq(discountCodes.code, 'OVER'));
    await discounts(t, 'create', '--code', 'TWICE', '--percent', '10', '--per-user', '2', '--max', '3');
    await discounts(t, 'create', '--code', 'FREE', '--percent', '100', '--plans', 'hourly');
    await discounts(t, 'create', '--code', 'BIGFIXED', '--amount', '500', '--plans', 'hourly');
  });
  afterAll(() => t.close());

  it('quotes a percentage off the VAT-inclusive price, with VAT on what is left, to the halala', async () => {
    const user = await createUser(t, 'quote-pct@example.com');
    const res = await quote(t, user, 'national-consultant', '  year25 ');
    expect(res.statusCode, res.body).toBe(200);
    // 25% of 1,699.00 is 424.75; 1,274.25 is left, whose VAT is 1,274.25 × 15/115 = 166.21.
    expect(res.json().quote).toEqual({
      planId: await planId(t, 'national-consultant'),
      planName: 'National consultant',
      subtotalCents: 169900,
      discount: { code: 'YEAR25', kind: 'percent', value: 25, amountCents: 42475 },
      change: expect.objectContaining({ kind: 'new', creditCents: 0 }),
      totalCents: 127425,
      vatCents: 16621,
      currency: 'SAR',
    });
    expect(vatFromTotalCents(127425)).toBe(16621);
  });

  it('quotes a fixed amount, and rounds percentages of odd prices to the nearest halala', async () => {
    const user = await createUser(t, 'quote-fixed@example.com');
    const res = await quote(t, user, 'hourly', 'TENOFF');
    expect(res.json().quote).toMatchObject({
      subtotalCents: 12900,
      discount: { kind: 'fixed', value: 1055, amountCents: 1055 },
      totalCents: 11845,
      vatCents: 1545,
    });
    expect(discountCents({ kind: 'percent', value: 33 }, 99900)).toBe(32967);
    expect(discountCents({ kind: 'percent', value: 15 }, 12901)).toBe(1935);
    // Never more than the price.
    const big = await quote(t, user, 'hourly', 'BIGFIXED');
    expect(big.json().quote).toMatchObject({ discount: { amountCents: 12900 }, totalCents: 0, vatCents: 0 });
  });

  it('quotes without a code as the plain price', async () => {
    const res = await quote(t, null, 'trainee-lawyer', '');
    expect(res.json().quote).toMatchObject({
      subtotalCents: 24900,
      discount: null,
      totalCents: 24900,
      vatCents: 3248,
    });
  });

  it('refuses each kind of unusable code with its own error, in the caller language', async () => {
    const user = await createUser(t, 'errors@example.com');
    const cases: [string, string, string, number, string, string][] = [
      ['hourly', 'NOPE', BillingErrorCode.discountUnknown, 400, 'not recognised', 'غير معروف'],
      ['hourly', 'OVER', BillingErrorCode.discountExpired, 400, 'expired', 'انتهت'],
      ['hourly', 'LATER', BillingErrorCode.discountNotStarted, 400, 'not valid yet', 'لم يبدأ'],
      ['hourly', 'YEAR25', BillingErrorCode.discountNotForPlan, 400, 'does not apply', 'لا ينطبق'],
    ];
    for (const [plan, code, error, status, en, ar] of cases) {
      const q = await quote(t, user, plan, code);
      expect(q.statusCode, code).toBe(status);
      expect(q.json(), code).toMatchObject({ error });
      expect(q.json().message).toContain(en);
      expect((await quote(t, user, plan, code, 'ar')).json().message).toContain(ar);
      // The checkout refuses alike, and leaves no payment behind.
      const c = await checkout(t, user, plan, code);
      expect(c.json(), code).toMatchObject({ error });
    }
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);

    // A disabled code reads as expired.
    await discounts(t, 'create', '--code', 'GONE', '--percent', '10');
    await discounts(t, 'disable', 'gone');
    expect((await quote(t, user, 'hourly', 'GONE')).json().error).toBe(BillingErrorCode.discountExpired);
  });

  it('holds a code per user and overall; a failed payment gives it back; a paid one keeps it', async () => {
    const [a, b] = await Promise.all([
      createUser(t, 'twice-a@example.com'),
      createUser(t, 'twice-b@example.com'),
    ]);
    // TWICE: 2 per user, 3 in all.
    const first = (await checkout(t, a, 'hourly', 'TWICE')).json().invoice;
    await pay(t, a, first);
    const second = (await checkout(t, a, 'hourly', 'TWICE')).json().invoice;
    await pay(t, a, second);
    const third = await checkout(t, a, 'hourly', 'TWICE');
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(BillingErrorCode.discountAlreadyUsed);
    expect((await quote(t, a, 'hourly', 'TWICE')).json().error).toBe(BillingErrorCode.discountAlreadyUsed);

    // b declines: the code comes back, so b can still take the last one; then it is used up for everyone.
    const declined = (await checkout(t, b, 'hourly', 'TWICE')).json().invoice;
    await decide(t, declined, 'declined');
    const back = await verify(t, b, declined.transactionNo, declined.orderNumber);
    expect(back.json().status).toBe('failed');
    expect(
      await t.app.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.paymentId, declined.paymentId)),
    ).toEqual([]);
    await pay(t, b, (await checkout(t, b, 'hourly', 'TWICE')).json().invoice);
    const c = await createUser(t, 'twice-c@example.com');
    expect((await checkout(t, c, 'hourly', 'TWICE')).json().error).toBe(BillingErrorCode.discountUsedUp);
    expect((await quote(t, c, 'hourly', 'TWICE')).json().error).toBe(BillingErrorCode.discountUsedUp);
  });

  it("lets a user start again: their own pending checkout's hold moves to the new one", async () => {
    const user = await createUser(t, 'again@example.com');
    const abandoned = await checkout(t, user, 'national-consultant', 'YEAR25');
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect((await quote(t, user, 'national-consultant', 'YEAR25')).statusCode).toBe(200);
    const again = await checkout(t, user, 'national-consultant', 'YEAR25');
    expect(again.statusCode, again.body).toBe(200);
    const held = await t.app.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.userId, user.id));
    expect(held.map((r) => r.paymentId)).toEqual([again.json().invoice.paymentId]);
  });

  it('charges the discounted total and shows the discount on the payment, in history and on the invoice PDF', async () => {
    const user = await createUser(t, 'invoice-discount@example.com', { name: 'Huda Al-Harbi' });
    const res = await checkout(t, user, 'national-consultant', 'year25');
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().invoice;
    expect(invoice.amountCents).toBe(127425);
    // The provider is asked for the discounted amount: its page shows it.
    const page = await t.app.inject({ url: `${new URL(invoice.paymentUrl).pathname}?lang=en` });
    expect(page.body).toContain('1,274.25');
    const verification = await pay(t, user, invoice);
    expect(verification.payment.amountCents).toBe(127425);

    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, invoice.paymentId));
    expect(row).toMatchObject({
      totalCents: 127425,
      vatCents: 16621,
      subtotalCents: 169900,
      discountCents: 42475,
      discountCode: 'YEAR25',
    });

    const history = await api(t, user).get('/api/billing/history');
    const item = history.json().payments[0];
    expect(item).toMatchObject({
      amount_cents: 127425,
      vat_cents: 16621,
      discount: { code: 'YEAR25', kind: 'percent', value: 25, amountCents: 42475 },
    });
    expect(item.metadata).not.toHaveProperty('discount');
    // The history exports say what the code took off, beside what was paid.
    const csv = (await api(t, user).get('/api/billing/history/export?format=csv')).body;
    const [header, first] = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line: string) => line.split(','));
    expect(header?.slice(5, 8)).toEqual(['Discount code', 'Discount', 'Amount']);
    expect(first?.slice(5, 8)).toEqual(['YEAR25', '424.75', '1274.25']);
    const exported = await api(t, user).get('/api/billing/history/export?format=pdf');
    const historyPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'history-discount-')), 'history.pdf');
    writeFileSync(historyPath, exported.rawPayload);
    const historyText = execFileSync('pdftotext', ['-layout', historyPath, '-']).toString();
    expect(historyText).toMatch(/Discount +Amount/);
    expect(historyText).toMatch(/424\.75 +1274\.25/);
    expect(historyText).toMatch(/ YEAR25\b/);

    const pdf = await api(t, user).get(new URL(verification.payment.invoiceUrl).pathname);
    expect(pdf.statusCode).toBe(200);
    mkdirSync(ARTEFACTS, { recursive: true });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-discount-'));
    const pdfPath = path.join(dir, 'invoice.pdf');
    writeFileSync(pdfPath, pdf.rawPayload);
    writeFileSync(path.join(ARTEFACTS, 'invoice-discount.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
    const line = (label: string) => text.split('\n').find((l) => l.includes(label)) ?? '';
    // Figures as the invoice writes them (two decimals, grouped or not), whatever the currency label's place.
    const amount = (text: string, figure: string) =>
      expect(text.replace(/(\d),(\d)/g, '$1$2')).toContain(figure);
    amount(line('Plan price'), '1699.00');
    amount(line('Discount'), '-');
    amount(line('Discount'), '424.75');
    expect(line('Discount')).toContain('الخصم');
    expect(line('Discount')).toContain('YEAR25');
    amount(line('ضريبة القيمة المضافة'), '166.21');
    amount(line('Amount before VAT'), '1108.04');
    amount(line('Total including VAT'), '1274.25');

    // The QR code carries the discounted total and its VAT.
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', pdfPath, path.join(dir, 'page')]);
    const png = PNG.sync.read(
      execFileSync('sh', ['-c', `cat "${dir}"/page-*.png`], { maxBuffer: 64 * 1024 * 1024 }),
    );
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(qr).not.toBeNull();
    expect(decodeZatcaPayload(qr!.data)).toMatchObject({ 4: '1274.25', 5: '166.21' });
  });

  it('settles a checkout that leaves nothing to pay without the provider, with a zero invoice', async () => {
    const user = await createUser(t, 'free@example.com');
    const res = await checkout(t, user, 'hourly', 'FREE');
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().invoice;
    expect(invoice.amountCents).toBe(0);
    const back = new URL(invoice.paymentUrl);
    expect(back.pathname).toBe('/payment/callback');
    const verified = await verify(
      t,
      user,
      back.searchParams.get('TransactionNo')!,
      back.searchParams.get('OrderNumber')!,
    );
    expect(verified.json()).toMatchObject({
      verified: true,
      status: 'paid',
      subscription: { planName: 'hourly' },
    });
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, invoice.paymentId));
    expect(row).toMatchObject({ totalCents: 0, vatCents: 0, subtotalCents: 12900, discountCents: 12900 });
  });

  it('lists, disables and refuses bad input on the command line', async () => {
    const listed = await discounts(t, 'list');
    expect(listed.find((l) => l.startsWith('YEAR25 '))).toMatch(/25%\s+national-consultant/);
    expect(listed.find((l) => l.startsWith('TWICE '))).toContain('used 3/3');
    await expect(discounts(t, 'create', '--code', 'year25', '--percent', '5')).rejects.toThrow(
      'exists already',
    );
    await expect(discounts(t, 'create', '--code', 'X1', '--percent', '101')).rejects.toThrow(
      'between 1 and 100',
    );
    await expect(
      discounts(t, 'create', '--code', 'X2', '--percent', '5', '--plans', 'weekly'),
    ).rejects.toThrow('no plan named weekly');
    await expect(discounts(t, 'disable', 'NOSUCH')).rejects.toThrow('no code NOSUCH');
  });
});

describe('the yearly offer', () => {
  it('is the seeded code, shown only while it is valid; its percentage and price come from the code', async () => {
    const clock = testClock('2025-06-01T09:00:00.000Z');
    const t = await createTestApp({
      env: { ANNUAL_OFFER_CODE: 'annual30', ANNUAL_OFFER_PERCENT: '30' },
      deps: { clock: clock.now },
    });
    try {
      const res = await t.app.inject({ url: '/api/billing/offer', headers: { 'accept-language': 'ar' } });
      expect(res.json().offer).toMatchObject({
        code: 'ANNUAL30',
        percent: 30,
        quote: {
          planName: 'مستشار وطني',
          subtotalCents: 169900,
          totalCents: 118930,
          discount: { amountCents: 50970 },
        },
      });
      const [code] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.code, 'ANNUAL30'));
      expect(code?.planIds).toEqual([await planId(t, 'national-consultant')]);
      await discounts(t, 'disable', 'ANNUAL30');
      expect((await t.app.inject({ url: '/api/billing/offer' })).json()).toEqual({ offer: null });
    } finally {
      await t.close();
    }
    const none = await createTestApp({ env: { ANNUAL_OFFER_CODE: 'none' } });
    try {
      expect((await none.app.inject({ url: '/api/billing/offer' })).json()).toEqual({ offer: null });
      expect(await none.app.db.select().from(discountCodes)).toEqual([]);
    } finally {
      await none.close();
    }
  });
});

describe('a limited code under parallel checkouts on two instances', () => {
  const apps = useTwoTestApps();

  it('is held by exactly as many checkouts as it allows', async () => {
    const LIMIT = 7;
    await discounts(apps.first, 'create', '--code', 'RUSH', '--percent', '20', '--max', String(LIMIT));
    const users = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUser(apps.first, `rush-${i}@example.com`)),
    );
    const results = await Promise.all(
      users.map((user, i) =>
        checkout(i % 2 === 0 ? apps.first : apps.second, user, 'hourly', 'RUSH', `203.0.113.${i + 1}`),
      ),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(LIMIT);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === BillingErrorCode.discountUsedUp)).toBe(true);
    expect(await apps.first.app.db.select().from(discountRedemptions)).toHaveLength(LIMIT);
    // Refused checkouts leave no payment behind.
    expect(await apps.first.app.db.select().from(payments)).toHaveLength(LIMIT);
  });
});
