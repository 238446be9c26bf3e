import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vatFromTotalCents } from '@mustashar/contracts';
import { asc } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { outboxFor, testClock, useTestApp } from '../../../test/helpers.ts';
import { api, createUser, subscribe } from '../../../test/support/billing.ts';
import { invoices } from '../../db/schema.ts';
import { decodeZatcaPayload, zatcaPayload } from './zatca-qr.ts';

/** Where rendered pages are kept for people to look at (test artefacts, not committed). */
const ARTEFACTS = path.resolve(import.meta.dirname, '../../../test-results/billing');

describe('VAT and the ZATCA QR payload', () => {
  it('takes VAT out of VAT-inclusive prices, rounded to the halala', () => {
    expect(vatFromTotalCents(12900)).toBe(1683);
    expect(vatFromTotalCents(24900)).toBe(3248);
    expect(vatFromTotalCents(99900)).toBe(13030);
    expect(vatFromTotalCents(169900)).toBe(22161);
    expect(vatFromTotalCents(0)).toBe(0);
  });

  it('encodes the five TLV fields in UTF-8 and base64', () => {
    const payload = zatcaPayload({
      sellerName: 'شركة مستشار',
      vatNumber: '300000000000003',
      timestamp: new Date('2025-06-01T09:00:00.123Z'),
      totalCents: 12900,
      vatCents: 1683,
    });
    const bytes = Buffer.from(payload, 'base64');
    // Tag 1, then the byte length of the UTF-8 name (Arabic letters take two bytes each).
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength('شركة مستشار'));
    expect(decodeZatcaPayload(payload)).toEqual({
      1: 'شركة مستشار',
      2: '300000000000003',
      3: '2025-06-01T09:00:00Z',
      4: '129.00',
      5: '16.83',
    });
  });
});

describe('tax invoices of paid payments', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  const t = useTestApp({
    env: { SELLER_NAME: 'Mustashar Legal Technologies Co.', SELLER_VAT_NUMBER: '310123456700003' },
    deps: { clock: clock.now },
  });

  it('numbers invoices 1, 2, 3… without gaps, one per paid payment, even when paid at once', async () => {
    const users = await Promise.all(
      ['inv-a', 'inv-b', 'inv-c', 'inv-d'].map((name) => createUser(t, `${name}@example.com`)),
    );
    await Promise.all(users.map((user) => subscribe(t, user, 'hourly')));
    const rows = await t.app.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4]);
    expect(new Set(rows.map((r) => r.paymentId)).size).toBe(4);
    for (const row of rows) expect(row).toMatchObject({ totalCents: 12900, vatCents: 1683, currency: 'SAR' });
  });

  it('renders the invoice PDF: Arabic in reading order, and a QR code that decodes to the five fields', async () => {
    const user = await createUser(t, 'pdf-buyer@example.com', { name: 'Huda Al-Harbi' });
    const { verification } = await subscribe(t, user, 'hourly');
    const url = new URL(verification.payment.invoiceUrl);
    const res = await api(t, user).get(url.pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    mkdirSync(ARTEFACTS, { recursive: true });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
    const pdfPath = path.join(dir, 'invoice.pdf');
    writeFileSync(pdfPath, res.rawPayload);
    writeFileSync(path.join(ARTEFACTS, 'invoice.pdf'), res.rawPayload);

    // Text and word positions: the first word of an Arabic line must be the rightmost one.
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
    for (const expected of [
      'Simplified Tax Invoice',
      '310123456700003',
      'SAR 129.00',
      'SAR 16.83',
      'SAR 112.17',
    ]) {
      expect(text).toContain(expected);
    }
    const bbox = execFileSync('pdftotext', ['-bbox', pdfPath, '-']).toString();
    // -bbox prints each Arabic word's letters in visual order (right to left reversed); turn them back.
    const logical = (word: string) => (/[\u0600-\u06FF]/.test(word) ? [...word].reverse().join('') : word);
    const words = [...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]+)<\/word>/g)].map(
      (m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        word: logical(m[3]!),
      }),
    );
    const lineOf = (first: string) => {
      const start = words.find((w) => w.word === first);
      if (!start) throw new Error(`"${first}" is not in the PDF text`);
      return words.filter((w) => Math.abs(w.y - start.y) < 2);
    };
    const title = lineOf('فاتورة');
    const xs = ['فاتورة', 'ضريبية', 'مبسطة'].map((word) => title.find((w) => w.word === word)!.x);
    expect(xs[0]).toBeGreaterThan(xs[1]!);
    expect(xs[1]).toBeGreaterThan(xs[2]!);
    const vatLabel = lineOf('ضريبة');
    const vatXs = ['ضريبة', 'القيمة', 'المضافة'].map((word) => vatLabel.find((w) => w.word === word)!.x);
    expect(vatXs[0]).toBeGreaterThan(vatXs[1]!);
    expect(vatXs[1]).toBeGreaterThan(vatXs[2]!);

    // The page as an image (kept as an artefact to look at), and the QR code read back from it.
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', pdfPath, path.join(dir, 'page')]);
    const png = readFileSync(path.join(dir, 'page-1.png'));
    writeFileSync(path.join(ARTEFACTS, 'invoice-page-1.png'), png);
    const image = PNG.sync.read(png);
    const qr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(qr, 'a QR code is on the page').not.toBeNull();
    expect(decodeZatcaPayload(qr!.data)).toEqual({
      1: 'Mustashar Legal Technologies Co.',
      2: '310123456700003',
      3: '2025-06-01T09:00:00Z',
      4: '129.00',
      5: '16.83',
    });
  });

  it('is for its owner (and administrators) only', async () => {
    const owner = await createUser(t, 'inv-owner@example.com');
    const other = await createUser(t, 'inv-other@example.com');
    const admin = await createUser(t, 'inv-admin@example.com', { role: 'admin' });
    const { verification } = await subscribe(t, owner, 'trainee-lawyer');
    const { pathname } = new URL(verification.payment.invoiceUrl);
    expect((await api(t, other).get(pathname)).statusCode).toBe(404);
    expect((await api(t, null).get(pathname)).statusCode).toBe(401);
    expect((await api(t, admin).get(pathname)).statusCode).toBe(200);
    const unpaid = await api(t, owner).get('/api/billing/invoices/00000000-0000-4000-8000-000000000000.pdf');
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json().error).toBe('billing:invoice_not_found');
  });

  it('emails the buyer on payment with the invoice number and link', async () => {
    const user = await createUser(t, 'inv-mail@example.com', { locale: 'ar' });
    const { verification } = await subscribe(t, user, 'practicing-lawyer');
    const [mail] = await outboxFor(t, 'inv-mail@example.com');
    expect(mail?.subject).toBe('مستشار: تم استلام دفعتك | Payment received');
    expect(mail?.text).toContain(verification.payment.invoiceUrl);
    expect(mail?.text).toContain('١٣٠٫٣٠'); // VAT on 999.00, in Arabic-Indic digits
    // Whole riyals without decimals; Arabic 'ر.س' without Intl's trailing dot.
    expect(mail?.text).toMatch(/SAR\s999(?![.\d])/);
    expect(mail?.text).toMatch(/٩٩٩\sر\.س(?!\.)/);
  });
});
