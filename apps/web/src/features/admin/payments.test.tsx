import type { AdminPaymentDetail, AdminPaymentRow } from '@mustashar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const ADMIN = sessionUser({ name: 'Ops Admin', email: 'ops@example.sa', consoleRole: 'admin' });
const SUPPORT = { ...ADMIN, consoleRole: 'support' as const };
const PAYMENT_ID = '22222222-2222-4222-8222-222222222222';

const ROW: AdminPaymentRow = {
  id: PAYMENT_ID,
  userId: '11111111-1111-4111-8111-111111111111',
  userEmail: 'maha@example.sa',
  orderNumber: 'MST-1001',
  provider: 'sandbox',
  status: 'paid',
  refunded: false,
  hidden: true,
  amountCents: 24900,
  currency: 'SAR',
  planDisplayNames: { ar: 'شهري', en: 'Monthly' },
  paidAt: '2026-12-01T09:00:00.000Z',
  createdAt: '2026-12-01T08:59:00.000Z',
};

function detail(refundMode: 'provider' | 'manual' | null): AdminPaymentDetail {
  return {
    payment: {
      ...ROW,
      transactionNo: '1234567890123456',
      method: 'visa',
      planName: 'trainee-lawyer',
      vatCents: 3248,
      subtotalCents: 24900,
      discount: null,
      creditCents: 0,
      metadata: [{ key: 'card.last4', value: '4242' }],
      invoice: { number: 7, url: `/api/billing/invoices/${PAYMENT_ID}.pdf` },
    },
    refund: null,
    refundMode,
  };
}

describe('console payments', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/app/layouts/admin-layout'),
      import('./routes/payments'),
      import('./routes/payment'),
    ]);
  });

  it('filters the list (Arabic-Indic digits read as numbers), refuses a reversed range, and exports what is shown', async () => {
    const asked: string[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/payments': (url) => {
        asked.push(url.search);
        return { payments: [ROW], total: 1, page: 1, pageSize: 20 };
      },
    });
    await renderApp('/admin/payments', { user: ADMIN, token: 't', lng: 'ar' });
    expect(await screen.findByRole('link', { name: 'MST-1001' })).toHaveAttribute(
      'href',
      `/admin/payments/${PAYMENT_ID}`,
    );
    expect(screen.getByText('أخفاها المستخدم')).toBeInTheDocument();
    expect(screen.getByText('دفعة واحدة، الأحدث أولًا')).toBeInTheDocument();
    const min = screen.getByRole('textbox', { name: 'المبلغ من (ر.س)' });
    const max = screen.getByRole('textbox', { name: 'المبلغ إلى (ر.س)' });
    await userEvent.type(min, '٣٠٠');
    await userEvent.type(max, '١٠٠');
    const before = asked.length;
    await userEvent.click(screen.getByRole('button', { name: 'تصفية' }));
    expect(
      await screen.findByText('أدخل مبالغ من صفر فأكثر، على ألا يقل الحد الأعلى عن الأدنى.'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(before);
    await userEvent.clear(max);
    await userEvent.type(max, '٥٠٠');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'refunded');
    await userEvent.click(screen.getByRole('button', { name: 'تصفية' }));
    await screen.findByRole('link', { name: 'MST-1001' });
    expect(asked.at(-1)).toBe('?status=refunded&minAmount=300&maxAmount=500&page=1');
    expect(screen.getByRole('link', { name: 'تصدير CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments/export.csv?status=refunded&minAmount=300&maxAmount=500&lang=ar',
    );
  });

  it('refunds after a reason and a confirmation; an empty reason is refused in place and nothing is sent', async () => {
    const posted: unknown[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/payments/22222222-2222-4222-8222-222222222222': () => detail('provider'),
      '/api/admin/payments/22222222-2222-4222-8222-222222222222/refund': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({
          message: 'Refunded through the payment provider.',
          refund: {
            id: 'r1',
            amountCents: 24900,
            vatCents: 3248,
            kind: 'provider',
            providerRefundId: 'RF1',
            reason: 'Asked to cancel',
            creditNoteNumber: 1,
            invoiceNumber: 7,
            endedAccess: true,
            actorEmail: 'ops@example.sa',
            createdAt: '2026-12-02T09:00:00.000Z',
            creditNoteUrl: `/api/billing/credit-notes/${PAYMENT_ID}.pdf`,
          },
        });
      },
    });
    await renderApp(`/admin/payments/${PAYMENT_ID}`, { user: ADMIN, token: 't', lng: 'en' });
    expect(await screen.findByRole('link', { name: 'Tax invoice no. 7 (PDF)' })).toBeInTheDocument();
    expect(screen.getByText('card.last4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refund SAR\s249(\.00)?\?$/ });
    const confirm = within(dialog).getByRole('button', { name: /^Refund SAR\s249/ });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Write a reason of 3 to 500 characters.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason (shown on the credit note)' }),
      'Asked to cancel',
    );
    await userEvent.click(confirm);
    expect(await screen.findByText('Refunded through the payment provider.')).toBeInTheDocument();
    expect(posted).toEqual([{ reason: 'Asked to cancel' }]);
  });

  it('says a manual refund is recorded by hand, and shows support no refund button', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/payments/22222222-2222-4222-8222-222222222222': () => detail('manual'),
    });
    const view = await renderApp(`/admin/payments/${PAYMENT_ID}`, { user: ADMIN, token: 't', lng: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/takes refunds only in its own dashboard/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record the manual refund' })).toBeInTheDocument();
    view.unmount();

    mockApi({
      '/api/auth/me': () => ({ user: SUPPORT }),
      '/api/admin/payments/22222222-2222-4222-8222-222222222222': () => detail('provider'),
    });
    await renderApp(`/admin/payments/${PAYMENT_ID}`, { user: SUPPORT, token: 't', lng: 'en' });
    expect(await screen.findByText('Not refunded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
