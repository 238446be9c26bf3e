import type { AdminDiscountCode, AdminPlan } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const ADMIN = sessionUser({ name: 'Ops Admin', email: 'ops@example.sa', consoleRole: 'admin' });

const HOURLY: AdminPlan = {
  id: 1,
  name: 'hourly',
  interval: 'hourly',
  active: true,
  popular: false,
  priceCents: 12900,
  displayNames: { ar: 'استشارة بالساعة', en: 'Hourly consultation' },
  descriptions: { ar: 'ساعة كاملة.', en: 'One full hour.' },
  features: { ar: ['محادثة', 'تصدير'], en: ['Chat', 'Export'] },
  includes: [],
  runningSubscriptions: 3,
};

const CODE: AdminDiscountCode = {
  id: '22222222-2222-4222-8222-222222222222',
  code: 'SPRING',
  kind: 'percent',
  value: 15,
  validFrom: null,
  validTo: '2099-01-01T21:00:00.000Z',
  maxRedemptions: 10,
  maxPerUser: 1,
  planIds: [1],
  active: true,
  createdAt: '2026-12-01T09:00:00.000Z',
  redemptions: 2,
  paidRedemptions: 1,
  remaining: 8,
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'));

describe('console: plans and codes', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/app/layouts/admin-layout'),
      import('./routes/plans'),
      import('./routes/codes'),
    ]);
  });

  it('edits a plan in both languages, price in riyals typed with Arabic digits, and sends it in halalas', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/plans': () => ({ plans: [HOURLY] }),
      '/api/admin/plans/1': (_url, init) => {
        const body = bodyOf(init);
        sent.push(body);
        return { ...HOURLY, ...body, displayNames: body.displayNames, priceCents: body.priceCents };
      },
    });
    await renderApp('/admin/plans', { user: ADMIN, token: 't', lng: 'ar' });
    expect(await screen.findByText(/٣ اشتراكات جارية/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تعديل استشارة بالساعة' }));
    const form = screen.getByRole('form', { name: 'تعديل استشارة بالساعة' });
    const arabic = within(form).getByRole('region', { name: 'العربية' });
    const english = within(form).getByRole('region', { name: 'الإنجليزية' });
    await userEvent.clear(within(arabic).getByLabelText('الوصف'));
    await userEvent.type(within(arabic).getByLabelText('الوصف'), 'وصف جديد.');
    await userEvent.click(within(english).getByRole('button', { name: 'إضافة ميزة' }));
    await userEvent.type(within(english).getByLabelText('الميزة ٣'), 'Priority');
    await userEvent.click(within(arabic).getByRole('button', { name: 'حذف الميزة ٢' }));
    const price = within(form).getByLabelText('السعر (ر.س، شامل الضريبة)');
    await userEvent.clear(price);
    await userEvent.type(price, '١٣٩٫٥');
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      displayNames: HOURLY.displayNames,
      descriptions: { ar: 'وصف جديد.', en: 'One full hour.' },
      features: { ar: ['محادثة'], en: ['Chat', 'Export', 'Priority'] },
      priceCents: 13950,
      active: true,
    });
    expect(await within(form).findByRole('status')).toHaveTextContent('١٣٩٫٥٠');
  });

  it('says what is wrong before sending: an empty name, a price that is not an amount', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/plans': () => ({ plans: [HOURLY] }),
      '/api/admin/plans/1': (_url, init) => {
        sent.push(bodyOf(init));
        return HOURLY;
      },
    });
    await renderApp('/admin/plans', { user: ADMIN, token: 't', lng: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hourly consultation' }));
    const form = screen.getByRole('form', { name: 'Edit Hourly consultation' });
    const english = within(form).getByRole('region', { name: 'English' });
    await userEvent.clear(within(english).getByLabelText('Name'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Give the plan a name in both languages.',
    );
    await userEvent.type(within(english).getByLabelText('Name'), 'Hourly');
    const price = within(form).getByLabelText('Price (SAR, VAT included)');
    await userEvent.clear(price);
    await userEvent.type(price, '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter the price in riyals');
    expect(sent).toEqual([]);
  });

  it('lists codes with their use, pauses one, keeps kind and value locked once redeemed, and shows the server refusal', async () => {
    const patched: unknown[] = [];
    let code = CODE;
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/plans': () => ({ plans: [HOURLY] }),
      '/api/admin/discount-codes': (_url, init) => {
        if (init?.method === 'POST')
          return json(
            {
              error: 'billing:discount_code_exists',
              message: 'A code SPRING exists already (codes ignore letter case).',
            },
            409,
          );
        return { codes: [code] };
      },
      '/api/admin/discount-codes/22222222-2222-4222-8222-222222222222': (_url, init) => {
        const body = bodyOf(init);
        patched.push(body);
        code = { ...code, ...body };
        return code;
      },
    });
    await renderApp('/admin/codes', { user: ADMIN, token: 't', lng: 'en' });
    const row = await screen.findByTestId('admin-code');
    expect(row).toHaveTextContent('SPRING');
    expect(row).toHaveTextContent('15% off');
    expect(row).toHaveTextContent('Hourly consultation');
    expect(within(row).getByTestId('code-usage')).toHaveTextContent(
      '2 redemptions, 1 paid · 8 left · 1 per user',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Pause: SPRING' }));
    await waitFor(() => expect(patched).toEqual([{ active: false }]));
    expect(await screen.findByText('SPRING is paused: checkouts refuse it.')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Resume: SPRING' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Edit: SPRING' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Code')).toBeDisabled();
    expect(within(dialog).getByLabelText('Percentage (1 to 100)')).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Redemptions in all'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Only what changed is sent: 10 → 100.
    await waitFor(() => expect(patched.at(-1)).toEqual({ maxRedemptions: 100 }));

    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    const create = await screen.findByRole('dialog');
    await userEvent.type(within(create).getByLabelText('Code'), 'spring');
    await userEvent.type(within(create).getByLabelText('Percentage (1 to 100)'), '101');
    await userEvent.click(within(create).getByRole('button', { name: 'Create the code' }));
    expect(await within(create).findByRole('alert')).toHaveTextContent(
      'Enter a whole percentage from 1 to 100.',
    );
    await userEvent.clear(within(create).getByLabelText('Percentage (1 to 100)'));
    await userEvent.type(within(create).getByLabelText('Percentage (1 to 100)'), '10');
    await userEvent.click(within(create).getByRole('button', { name: 'Create the code' }));
    expect(await within(create).findByRole('alert')).toHaveTextContent('A code SPRING exists already');
  });
});
