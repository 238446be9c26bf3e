import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PaymentHistoryResponseSchema, PaymentMethodsResponseSchema } from '@mustashar/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outboxFor, type TestApp, testClock } from '../../../test/helpers.ts';
import {
  api,
  createInvoice,
  createUser,
  decide,
  subscribe,
  type TestUser,
  verify,
} from '../../../test/support/billing.ts';
import { popplerFor } from '../../lib/pdf/pdf-text.ts';
import { httpsTransport } from './notify.ts';
import { checkWebhookUrl, isPublicAddress } from './webhook-url.ts';

const poppler = await popplerFor('billing history: PDF text tests');

/** The text pdftotext finds in a PDF. */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'history-')), 'export.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe('payment history, methods, contacts and notifications', () => {
  const clock = testClock('2025-06-01T09:00:00.000Z');
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let alicePaid: string;
  let aliceFailed: string;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock: clock.now } });
    alice = await createUser(t, 'alice@example.com', { name: 'Alice' });
    bob = await createUser(t, 'bob@example.com', { name: 'Bob' });
    admin = await createUser(t, 'admin@example.com', { role: 'admin' });
    alicePaid = (await subscribe(t, alice, 'trainee-lawyer')).invoice.paymentId;
    clock.advance(60_000);
    const failed = await createInvoice(t, alice, 'national-consultant');
    await decide(t, failed, 'declined');
    await verify(t, alice, failed.transactionNo, failed.orderNumber);
    aliceFailed = failed.paymentId;
  });
  afterAll(() => t.close());

  it('lists the user’s payments with the fields the history table shows, newest first', async () => {
    const res = await api(t, alice).get('/api/billing/history');
    expect(res.statusCode).toBe(200);
    const { payments } = PaymentHistoryResponseSchema.parse(res.json());
    expect(payments.map((p) => [p.id, p.status])).toEqual([
      [aliceFailed, 'failed'],
      [alicePaid, 'paid'],
    ]);
    expect(payments[1]).toMatchObject({
      amount: 249,
      amount_cents: 24900,
      vat_cents: 3248,
      currency: 'SAR',
      provider: 'sandbox',
      method: 'visa',
      planName: 'trainee-lawyer',
      invoiceNumber: 1,
      invoiceUrl: `http://mustashar.test/api/billing/invoices/${alicePaid}.pdf`,
      hiddenAt: null,
    });
    // The sandbox's own record and our internal links stay out of what users read.
    expect(payments[1]!.metadata).not.toHaveProperty('sandbox');
    expect(payments[1]!.metadata).not.toHaveProperty('callbackUrl');
    const one = await api(t, alice).get(`/api/billing/history/${alicePaid}`);
    expect(one.json().payment.id).toBe(alicePaid);
  });

  it('never shows, hides or exports another user’s payments', async () => {
    expect((await api(t, bob).get('/api/billing/history')).json()).toEqual({ payments: [] });
    // An ordinary user's userId parameter is ignored.
    expect((await api(t, bob).get(`/api/billing/history?userId=${alice.id}`)).json()).toEqual({
      payments: [],
    });
    const peek = await api(t, bob).get(`/api/billing/history/${alicePaid}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ error: 'billing:payment_not_found', message: 'Payment not found.' });
    expect((await api(t, bob).delete(`/api/billing/history/${alicePaid}`)).statusCode).toBe(404);
    const csv = (await api(t, bob).get('/api/billing/history/export?format=csv')).body;
    expect(csv).not.toContain('MST-');
    const aliceStill = await api(t, alice).get(`/api/billing/history/${alicePaid}`);
    expect(aliceStill.statusCode).toBe(200);
    expect((await api(t, null).get('/api/billing/history')).statusCode).toBe(401);
  });

  it.skipIf(!poppler)('the PDF export holds the caller’s own payments only', async () => {
    const carol = await createUser(t, 'carol@example.com', { name: 'Carol' });
    const own = (await subscribe(t, carol, 'hourly')).invoice.orderNumber;
    const aliceOrders = (await api(t, alice).get('/api/billing/history'))
      .json()
      .payments.map((p: { orderNumber: string }) => p.orderNumber);
    expect(aliceOrders).toHaveLength(2);

    const res = await api(t, carol).get('/api/billing/history/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text.match(/MST-\d{8}-\w+/g)).toEqual([own]);
    for (const order of aliceOrders) expect(text).not.toContain(order);
    expect(text).not.toContain('alice@example.com');
    // An ordinary user's userId parameter is ignored here too.
    const peek = await api(t, carol).get(`/api/billing/history/export?format=pdf&userId=${alice.id}`);
    expect(pdfText(peek.rawPayload).match(/MST-\d{8}-\w+/g)).toEqual([own]);
    // Someone with no payments of their own gets an export with none in it.
    expect(pdfText((await api(t, bob).get('/api/billing/history/export')).rawPayload)).not.toContain('MST-');
  });

  it('hides a payment from its owner only; administrators still see it', async () => {
    const hide = await api(t, alice).delete(`/api/billing/history/${aliceFailed}`);
    expect(hide.json()).toEqual({ ok: true, message: 'Payment removed from your view' });
    const list = (await api(t, alice).get('/api/billing/history')).json().payments;
    expect(list.map((p: { id: string }) => p.id)).toEqual([alicePaid]);
    expect((await api(t, alice).get(`/api/billing/history/${aliceFailed}`)).statusCode).toBe(404);
    expect((await api(t, alice).delete(`/api/billing/history/${aliceFailed}`)).statusCode).toBe(404);
    const csv = (await api(t, alice).get('/api/billing/history/export?format=csv')).body;
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);

    const seen = await api(t, admin).get(`/api/billing/history?userId=${alice.id}`);
    const hidden = seen.json().payments.find((p: { id: string }) => p.id === aliceFailed);
    expect(hidden).toMatchObject({ status: 'failed', hiddenAt: '2025-06-01T09:01:00.000Z' });
    const one = await api(t, admin).get(`/api/billing/history/${aliceFailed}`);
    expect(one.json().payment).toMatchObject({ id: aliceFailed, hiddenAt: '2025-06-01T09:01:00.000Z' });
  });

  it('exports CSV with a byte-order mark and headers in the caller’s language', async () => {
    const res = await api(t, alice, 'ar').get('/api/billing/history/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="billing-history-2025-06-01.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]?.slice(0, 4)).toEqual(['التاريخ', 'رقم الطلب', 'رقم العملية', 'الباقة']);
    expect(rows[1]).toEqual([
      '2025-06-01 12:00',
      expect.stringMatching(/^MST-20250601-/),
      expect.stringMatching(/^\d{16}$/),
      'محامٍ متدرب',
      'اشتراك',
      '',
      '',
      '249.00',
      '32.48',
      'SAR',
      'مدفوعة',
      'visa',
      '1',
    ]);
  });

  it('exports a PDF named billing-history-{date}.pdf with the payments in it', async () => {
    const res = await api(t, alice, 'ar').get('/api/billing/history/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="billing-history-2025-06-01.pdf"');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'history-'));
    writeFileSync(path.join(dir, 'h.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'h.pdf'), '-']).toString();
    const [paid] = (await api(t, alice).get('/api/billing/history')).json().payments;
    expect(text).toContain(paid.orderNumber);
    expect(text).toContain('سجل المدفوعات');
    expect(text).toContain('249.00');
    const en = await api(t, alice).get('/api/billing/history/export?format=pdf');
    writeFileSync(path.join(dir, 'en.pdf'), en.rawPayload);
    expect(execFileSync('pdftotext', [path.join(dir, 'en.pdf'), '-']).toString()).toContain(
      'Payment history',
    );
  });

  it('lists the cards saved with consent, the newest the default', async () => {
    const user = await createUser(t, 'cards@example.com');
    const first = await createInvoice(t, user, 'hourly');
    await decide(t, first, 'paid', 'mada', { saveCard: true });
    await verify(t, user, first.transactionNo, first.orderNumber);
    clock.advance(60_000);
    const second = await createInvoice(t, user, 'hourly');
    await decide(t, second, 'paid', 'mastercard', { saveCard: true });
    await verify(t, user, second.transactionNo, second.orderNumber);
    clock.advance(60_000);
    // Paid without consent: nothing is kept.
    const third = await createInvoice(t, user, 'hourly');
    await decide(t, third, 'paid', 'visa');
    await verify(t, user, third.transactionNo, third.orderNumber);
    const { methods } = PaymentMethodsResponseSchema.parse(
      (await api(t, user).get('/api/billing/methods')).json(),
    );
    expect(methods.map((m) => [m.brand, m.last4, m.is_default])).toEqual([
      ['mastercard', '5454', true],
      ['mada', '4464', false],
    ]);
    expect((await api(t, bob).get('/api/billing/methods')).json()).toEqual({ methods: [] });
  });

  it('saves the billing contact, normalising the Saudi mobile number', async () => {
    expect((await api(t, bob).get('/api/billing/contacts')).json()).toEqual({ contact: null });
    const saved = await api(t, bob).put('/api/billing/contacts', {
      name: 'Finance team',
      email: 'Finance@Example.com',
      mobile: '0551234567',
    });
    expect(saved.json()).toEqual({
      contact: { name: 'Finance team', email: 'finance@example.com', mobile: '+966551234567' },
    });
    const bad = await api(t, bob).put('/api/billing/contacts', { mobile: '0123' });
    expect(bad.statusCode).toBe(400);
    const cleared = await api(t, bob).put('/api/billing/contacts', { name: '' });
    expect(cleared.json().contact).toEqual({
      name: null,
      email: 'finance@example.com',
      mobile: '+966551234567',
    });
    // The receipt email goes to the billing contact.
    await subscribe(t, bob, 'hourly');
    const [mail] = await outboxFor(t, 'finance@example.com');
    expect(mail?.subject).toBe('Mustashar: Payment received | تم استلام دفعتك');
  });

  it('refuses webhook URLs that are not https or that reach private networks', async () => {
    const resolve = t.app.billingWebhooks.resolve;
    t.app.billingWebhooks.resolve = async (host) =>
      host === 'hooks.example.com'
        ? [{ address: '93.184.216.34', family: 4 }]
        : host === 'rebind.example.com'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '10.0.0.7', family: 4 },
            ]
          : Promise.reject(new Error('ENOTFOUND'));
    try {
      const put = (webhookUrl: string) => api(t, alice).put('/api/billing/notifications', { webhookUrl });
      for (const [url, message] of [
        ['http://hooks.example.com/pay', 'The webhook URL must start with https://.'],
        [
          'https://127.0.0.1/hook',
          'The webhook URL must point to a public internet address, not an internal network.',
        ],
        [
          'https://[::1]/hook',
          'The webhook URL must point to a public internet address, not an internal network.',
        ],
        [
          'https://169.254.169.254/latest',
          'The webhook URL must point to a public internet address, not an internal network.',
        ],
        [
          'https://rebind.example.com/hook',
          'The webhook URL must point to a public internet address, not an internal network.',
        ],
        ['https://nowhere.invalid/hook', 'The webhook URL’s host could not be found.'],
      ]) {
        const res = await put(url!);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ error: 'billing:invalid_webhook_url', message });
      }
      const ok = await put('https://hooks.example.com/pay');
      expect(ok.json()).toMatchObject({
        emailInvoices: true,
        emailFailures: true,
        webhookUrl: 'https://hooks.example.com/pay',
        message: 'Notification settings saved',
      });
      const cleared = await api(t, alice).put('/api/billing/notifications', { webhookUrl: '' });
      expect(cleared.json().webhookUrl).toBeNull();
    } finally {
      t.app.billingWebhooks.resolve = resolve;
    }
  });

  it('emails failures and posts signed events to the webhook, retrying until it answers 2xx', async () => {
    const user = await createUser(t, 'hooked@example.com');
    const settings = (await api(t, user).get('/api/billing/notifications')).json();
    expect(settings).toMatchObject({ emailInvoices: true, emailFailures: true, webhookUrl: null });
    expect(settings.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);

    const dispatcher = t.app.billingWebhooks;
    const original = {
      transport: dispatcher.transport,
      delays: dispatcher.retryDelaysMs,
      resolve: dispatcher.resolve,
    };
    const received: { url: string; body: string; headers: Record<string, string> }[] = [];
    const answers = [500, 503, 204];
    dispatcher.transport = async (url, body, headers) => {
      received.push({ url, body, headers });
      return answers.shift() ?? 200;
    };
    dispatcher.retryDelaysMs = [0, 0, 0];
    dispatcher.resolve = async () => [{ address: '93.184.216.34', family: 4 }];
    try {
      await api(t, user).put('/api/billing/notifications', {
        webhookUrl: 'https://hooks.example.com/mustashar',
        emailInvoices: false,
      });
      const invoice = await createInvoice(t, user, 'hourly');
      await decide(t, invoice, 'declined');
      await verify(t, user, invoice.transactionNo, invoice.orderNumber);
      await t.app.jobs.drain();

      // Three attempts: two errors, then 204.
      expect(received).toHaveLength(3);
      const { body, headers } = received[2]!;
      const event = JSON.parse(body);
      expect(event).toMatchObject({
        type: 'payment.failed',
        payment: {
          orderNumber: invoice.orderNumber,
          status: 'failed',
          amountCents: 12900,
          planName: 'hourly',
        },
      });
      expect(headers['x-mustashar-event']).toBe('payment.failed');
      const [, ts, v1] = headers['x-mustashar-signature']!.match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
      expect(v1).toBe(createHmac('sha256', settings.webhookSecret).update(`${ts}.${body}`).digest('hex'));

      const [mail] = await outboxFor(t, 'hooked@example.com');
      expect(mail?.subject).toBe('Mustashar: Your payment could not be completed | تعذّر إتمام الدفع');

      // Paid: the webhook hears it, but no receipt email (turned off).
      received.length = 0;
      await subscribe(t, user, 'hourly');
      await t.app.jobs.drain();
      expect(received.map((r) => JSON.parse(r.body).type)).toEqual(['payment.paid']);
      expect((await outboxFor(t, 'hooked@example.com')).map((m) => m.subject)).toHaveLength(1);
    } finally {
      Object.assign(dispatcher, {
        transport: original.transport,
        retryDelaysMs: original.delays,
        resolve: original.resolve,
      });
    }
  });
});

describe('webhook address checks', () => {
  it('knows public from private, loopback, link-local and reserved addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('resolves the host and needs every address public', async () => {
    const resolver = async () => [{ address: '192.168.0.10', family: 4 }];
    await expect(checkWebhookUrl('https://intranet.example/hook', resolver)).rejects.toThrow(/public/);
    await expect(checkWebhookUrl('https://user:pw@hooks.example.com/', resolver)).rejects.toThrow(/https/);
    expect(await checkWebhookUrl('https://8.8.8.8/hook')).toBe('https://8.8.8.8/hook');
  });

  it('the sender itself refuses to connect to a private address (DNS may change after saving)', async () => {
    const send = httpsTransport(2000);
    await expect(send('https://127.0.0.1/hook', '{}', {})).rejects.toThrow(/refused/);
    await expect(send('https://localhost/hook', '{}', {})).rejects.toThrow(/refused non-public address/);
  });
});
