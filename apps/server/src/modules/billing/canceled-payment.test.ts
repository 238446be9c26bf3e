import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { api, createInvoice, createUser, decide, verify } from '../../../test/support/billing.ts';

/** A payment the buyer canceled on the payment page is kept, listed and exported as canceled, never as failed. */
describe('a payment canceled on the payment page', () => {
  const t = useTestApp();

  it('is canceled in the history and in both languages of the export; a declined one is failed', async () => {
    const user = await createUser(t, 'changed-mind@example.com');
    for (const outcome of ['canceled', 'declined'] as const) {
      const invoice = await createInvoice(t, user, 'trainee-lawyer');
      const back = await decide(t, invoice, outcome);
      const res = await verify(t, user, back.searchParams.get('TransactionNo')!, invoice.orderNumber);
      expect(res.json()).toMatchObject({
        verified: false,
        status: outcome === 'canceled' ? 'canceled' : 'failed',
      });
    }

    const history = (await api(t, user).get('/api/billing/history')).json().payments as { status: string }[];
    expect(history.map((p) => p.status).sort()).toEqual(['canceled', 'failed']);

    const statuses = async (lang: 'ar' | 'en') => {
      const csv = (await api(t, user, lang).get('/api/billing/history/export?format=csv')).body;
      const [header, ...rows] = parse(csv.replace(/^\uFEFF/, '')) as string[][];
      const column = header!.indexOf(lang === 'ar' ? 'الحالة' : 'Status');
      return rows.map((row) => row[column]).sort();
    };
    expect(await statuses('en')).toEqual(['Canceled', 'Failed']);
    expect(await statuses('ar')).toEqual(['فشلت', 'ملغاة']);
  });
});
