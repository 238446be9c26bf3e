import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminErrorCode,
  AdminPaymentDetailSchema,
  AdminPaymentsResponseSchema,
  BillingErrorCode,
} from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, testClock, useTestApp, useTwoTestApps } from '../../../test/helpers.ts';
import { api, createInvoice, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { auditLog, payments, refunds, subscriptions } from '../../db/schema.ts';

/** The console's payments and refunds (ADR 087). */

const DAY = 86_400_000;

async function paidPayment(t: TestApp, user: TestUser, plan = 'trainee-lawyer') {
  const { invoice } = await subscribe(t, user, plan);
  return invoice.paymentId as string;
}

const list = async (t: TestApp, who: TestUser, query = '') => {
  const res = await api(t, who).get(`/api/admin/payments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPaymentsResponseSchema.parse(res.json());
};

// pdftotext gives an Arabic word's glyphs in visual order (last letter first; a lam-alef ligature is one glyph).
const ARABIC_LETTER = /[\u0621-\u064A]/;
const visual = (word: string) =>
  ARABIC_LETTER.test(word)
    ? (word.match(/\u0644[\u0622\u0623\u0625\u0627]|./gsu) ?? []).reverse().join('')
    : word;

type Word = { text: string; xMin: number; yMin: number };
function pdfWords(pdf: Buffer): Word[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'credit-note-')), 'note.pdf');
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    text: m[3]!.replaceAll('&amp;', '&'),
  }));
}
/** The words of the line holding `anchor`, right to left, as written. */
function lineRightToLeft(words: Word[], anchor: string): string[] {
  const hit = words.find((w) => w.text === visual(anchor));
  if (!hit) throw new Error(`no word ${anchor} in the PDF`);
  return words
    .filter((w) => Math.abs(w.yMin - hit.yMin) < 3)
    .sort((a, b) => b.xMin - a.xMin)
    .map((w) => w.text);
}

describe('console payments: who may do what', () => {
  const t = useTestApp();

  it('lets support list, open and export payments, and refuses them the refund (403, nothing changes)', async () => {
    const support = await consoleUser(t, 'pay-support@example.com', 'support');
    const customer = await createUser(t, 'pay-customer@example.com');
    const paymentId = await paidPayment(t, customer);
    expect((await list(t, support)).payments.map((p) => p.id)).toContain(paymentId);
    const detail = await api(t, support).get(`/api/admin/payments/${paymentId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect((await api(t, support).get('/api/admin/payments/export.csv')).statusCode).toBe(200);
    const refused = await api(t, support).post(`/api/admin/payments/${paymentId}/refund`, {
      reason: 'Asked',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(AdminErrorCode.forbidden);
    expect(await t.app.db.select().from(refunds)).toHaveLength(0);
    // A customer is no console user, and may not read another's credit note.
    const plain = await createUser(t, 'pay-plain@example.com');
    expect((await api(t, plain).get('/api/admin/payments')).statusCode).toBe(403);
  });
});

describe('console payments: list, detail, export', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('filters by status, provider, dates, amounts and user; newest first; hidden rows marked; bad filters 400', async () => {
    const admin = await consoleUser(t, 'lister@example.com', 'admin');
    const sara = await createUser(t, 'sara.pay@example.com');
    const omar = await createUser(t, 'omar.pay@example.com');
    const first = await paidPayment(t, sara, 'trainee-lawyer');
    clock.advance(2 * DAY);
    const second = await paidPayment(t, omar, 'practicing-lawyer');
    await api(t, sara).delete(`/api/billing/history/${first}`);

    const all = await list(t, admin);
    expect(all.payments.map((p) => p.id)).toEqual([second, first]);
    expect(all.payments.find((p) => p.id === first)).toMatchObject({
      hidden: true,
      userEmail: 'sara.pay@example.com',
    });
    expect((await list(t, admin, '?user=sara.pay@example.com')).payments.map((p) => p.id)).toEqual([first]);
    expect((await list(t, admin, `?user=${omar.id}`)).payments.map((p) => p.id)).toEqual([second]);
    expect((await list(t, admin, '?user=nobody@example.com')).total).toBe(0);
    expect((await list(t, admin, '?minAmount=500')).payments.map((p) => p.id)).toEqual([second]);
    expect((await list(t, admin, '?maxAmount=249')).payments.map((p) => p.id)).toEqual([first]);
    expect((await list(t, admin, '?from=2025-06-02&to=2025-06-30')).payments.map((p) => p.id)).toEqual([
      second,
    ]);
    expect((await list(t, admin, '?to=2025-06-01')).payments.map((p) => p.id)).toEqual([first]);
    expect((await list(t, admin, '?provider=paylink')).total).toBe(0);
    expect((await list(t, admin, '?status=paid&provider=sandbox')).total).toBe(2);
    expect((await list(t, admin, '?status=refunded')).total).toBe(0);
    for (const bad of [
      '?status=lost',
      '?from=2025-06-05&to=2025-06-01',
      '?minAmount=10&maxAmount=5',
      '?from=June',
    ]) {
      const res = await api(t, admin, 'ar').get(`/api/admin/payments${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }

    const detail = AdminPaymentDetailSchema.parse(
      (await api(t, admin).get(`/api/admin/payments/${first}`)).json(),
    );
    expect(detail.payment).toMatchObject({
      amountCents: 24900,
      vatCents: 3248,
      planName: 'trainee-lawyer',
      invoice: { number: 1, url: `/api/billing/invoices/${first}.pdf` },
    });
    expect(detail.payment.metadata.some((m) => m.key === 'card.last4' && m.value === '4242')).toBe(true);
    expect(detail).toMatchObject({ refund: null, refundMode: 'provider' });
    expect(
      (await api(t, admin).get('/api/admin/payments/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('exports the filtered list as CSV: BOM, Arabic, riyals with two decimals, ISO dates, formulas defused', async () => {
    const admin = await consoleUser(t, 'exporter@example.com', 'admin');
    const sly = await createUser(t, 'sly@example.com', { name: '=HYPERLINK("http://evil.example","مرحبا")' });
    await paidPayment(t, sly, 'trainee-lawyer');
    const res = await api(t, admin, 'ar').get('/api/admin/payments/export.csv?user=sly@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv; charset=utf-8/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toContain('رقم الطلب');
    expect(lines).toHaveLength(3);
    const row = lines[1]!;
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(row).toContain(',249.00,32.48,');
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"",""مرحبا"")"');
    expect(row).toContain('مدفوعة');
    const en = await api(t, admin, 'en').get('/api/admin/payments/export.csv?user=sly@example.com');
    expect(en.rawPayload.subarray(3).toString('utf8')).toContain('Amount (SAR)');
  });
});

describe('console refunds', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({ deps: { clock: clock.now } });

  it('refunds the running period through the sandbox: access ends now, credit note, audit, once only', async () => {
    const admin = await consoleUser(t, 'refunder@example.com', 'admin');
    const layla = await createUser(t, 'layla.refund@example.com', { locale: 'ar' });
    const paymentId = await paidPayment(t, layla);
    expect(
      (await api(t, admin).post(`/api/admin/payments/${paymentId}/refund`, { reason: 'x' })).statusCode,
    ).toBe(400);
    const res = await api(t, admin, 'ar').post(`/api/admin/payments/${paymentId}/refund`, {
      reason: 'طلب العميل الإلغاء',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({
      kind: 'provider',
      amountCents: 24900,
      vatCents: 3248,
      creditNoteNumber: 1,
      invoiceNumber: 1,
      endedAccess: true,
      actorEmail: 'refunder@example.com',
    });
    expect(res.json().refund.providerRefundId).toMatch(/^RF\d{16}$/);

    // Access ends now; the payment keeps its amount and status (revenue is payments less refunds).
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, layla.id));
    expect(sub).toMatchObject({ status: 'canceled', graceEndsAt: null });
    expect(sub!.currentPeriodEnd!.getTime()).toBe(clock.now().getTime());
    expect((await api(t, layla).get('/api/billing/subscription')).json().subscription).toBeNull();
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'paid', amountCents: 24900 });

    const again = await api(t, admin).post(`/api/admin/payments/${paymentId}/refund`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BillingErrorCode.alreadyRefunded);

    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.refund'));
    expect(entry).toMatchObject({
      userId: admin.id,
      detail: {
        targetUserId: layla.id,
        paymentId,
        before: { paymentStatus: 'paid', refunded: false, subscription: { status: 'active' } },
        after: { refunded: true, creditNoteNumber: 1, subscription: { status: 'canceled' } },
      },
    });

    // The credit note: the payer and an admin may download it, nobody else.
    const mine = await api(t, layla).get(`/api/billing/credit-notes/${paymentId}.pdf`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect((await api(t, admin).get(`/api/billing/credit-notes/${paymentId}.pdf`)).statusCode).toBe(200);
    const other = await createUser(t, 'other.refund@example.com');
    expect((await api(t, other).get(`/api/billing/credit-notes/${paymentId}.pdf`)).statusCode).toBe(404);
    const words = pdfWords(mine.rawPayload);
    // The title reads right to left: its first word is the rightmost.
    expect(lineRightToLeft(words, 'إشعار').slice(0, 2)).toEqual(['إشعار', 'دائن'].map(visual));
    const text = words.map((w) => w.text).join(' ');
    expect(text).toContain('-SAR 249.00');
    expect(text).toContain('-SAR 32.48');

    const detail = AdminPaymentDetailSchema.parse(
      (await api(t, admin).get(`/api/admin/payments/${paymentId}`)).json(),
    );
    expect(detail).toMatchObject({
      refundMode: null,
      payment: { refunded: true },
      refund: { creditNoteNumber: 1 },
    });
  });

  it("leaves access alone when a past period's payment is refunded, and numbers credit notes without gaps", async () => {
    const admin = await consoleUser(t, 'refunder2@example.com', 'admin');
    const omar = await createUser(t, 'omar.refund@example.com');
    const old = await paidPayment(t, omar);
    clock.advance(60 * DAY);
    const current = await paidPayment(t, omar);
    const before = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, omar.id));
    // A payment that is not paid is refused, and takes no number.
    const pending = await createInvoice(t, omar, 'practicing-lawyer');
    const refused = await api(t, admin).post(`/api/admin/payments/${pending.paymentId}/refund`, {
      reason: 'Pending',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(BillingErrorCode.notRefundable);
    const res = await api(t, admin).post(`/api/admin/payments/${old}/refund`, { reason: 'Goodwill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ endedAccess: false, creditNoteNumber: 2 });
    const after = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, omar.id));
    expect(after).toEqual(before);
    expect((await api(t, omar).get('/api/billing/subscription')).json().subscription).not.toBeNull();
    const next = await api(t, admin).post(`/api/admin/payments/${current}/refund`, {
      reason: 'Closed account',
    });
    expect(next.json().refund).toMatchObject({ endedAccess: true, creditNoteNumber: 3 });
    const numbers = (await t.app.db.select().from(refunds)).map((r) => r.creditNoteNumber).sort();
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('records a Paylink payment refund as manual: no provider call, says so', async () => {
    const admin = await consoleUser(t, 'refunder3@example.com', 'admin');
    const huda = await createUser(t, 'huda.refund@example.com');
    const paymentId = await paidPayment(t, huda);
    // Paylink offers merchants no refund API: the payment is marked as Paylink's to see the console's manual path.
    await t.app.db.update(payments).set({ provider: 'paylink' }).where(eq(payments.id, paymentId));
    const detail = AdminPaymentDetailSchema.parse(
      (await api(t, admin).get(`/api/admin/payments/${paymentId}`)).json(),
    );
    expect(detail.refundMode).toBe('manual');
    const res = await api(t, admin).post(`/api/admin/payments/${paymentId}/refund`, {
      reason: 'Refunded by hand',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ kind: 'manual', providerRefundId: null });
    expect(res.json().message).toMatch(/Manual refund recorded/);
  });
});

describe('console refunds from two instances at once', () => {
  const apps = useTwoTestApps();

  it('records exactly one refund of a payment, with one provider refund', async () => {
    const { first, second } = apps;
    const admin = await consoleUser(first, 'racer@example.com', 'admin');
    const customer = await createUser(first, 'raced@example.com');
    const paymentId = await paidPayment(first, customer);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api(i % 2 ? second : first, admin).post(`/api/admin/payments/${paymentId}/refund`, {
          reason: `Race ${i}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409]);
    const rows = await first.app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows).toHaveLength(1);
    const [payment] = await first.app.db.select().from(payments).where(eq(payments.id, paymentId));
    const sandbox = (payment!.metadata as { sandbox: { refund: { refundId: string } } }).sandbox;
    expect(rows[0]!.providerRefundId).toBe(sandbox.refund.refundId);
    const audits = await first.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.refund'));
    expect(audits).toHaveLength(1);
  });
});
