import type { AdminUserDetail } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const ADMIN = sessionUser({ name: 'Ops Admin', email: 'ops@example.sa', consoleRole: 'admin' });
const MAHA = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'maha@example.sa',
  name: 'Maha',
  role: 'user' as const,
  emailVerified: true,
  createdAt: '2026-03-01T09:00:00.000Z',
};

function detail(running: boolean, more: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: {
      ...MAHA,
      locale: 'ar',
      twoFactorEnabled: false,
      signInMethods: ['password'],
      emailVerifiedAt: '2026-03-01T09:05:00.000Z',
      pendingEmail: null,
      disabledAt: null,
    },
    consents: { emailMarketing: true, shareAnalytics: true, personalizedAds: false, activityTracking: true },
    trials: [],
    team: null,
    sessions: [],
    subscriptions: running
      ? [
          {
            id: 's1',
            planName: 'monthly',
            planDisplayNames: { ar: 'شهري', en: 'Monthly' },
            status: 'active',
            currentPeriodStart: '2026-12-01T09:00:00.000Z',
            currentPeriodEnd: '2099-01-01T09:00:00.000Z',
            cancelAtPeriodEnd: false,
          },
        ]
      : [],
    payments: [],
    ...more,
  };
}

describe('operator console', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/app/layouts/admin-layout'),
      import('./routes/users'),
      import('./routes/user'),
    ]);
  });

  it('searches users by what was typed and links each to their page, in Arabic digits', async () => {
    const asked: string[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/users': (url) => {
        asked.push(url.search);
        const q = url.searchParams.get('q') ?? '';
        const users = q === '' || 'maha@example.sa'.includes(q) ? [MAHA] : [];
        return { users, total: users.length === 0 ? 0 : 12, page: 1, pageSize: 20 };
      },
    });
    await renderApp('/admin', { user: ADMIN, token: 't', lng: 'ar' });
    const field = await screen.findByRole('searchbox', { name: 'ابحث بالبريد أو الاسم أو المعرّف' });
    expect(await screen.findByText('١٢ مستخدمًا')).toBeInTheDocument();
    await userEvent.type(field, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(await screen.findByText('لا يطابق البحث أي مستخدم.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?q=nobody&page=1');
    await userEvent.clear(field);
    await userEvent.type(field, 'maha@');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(await screen.findByRole('link', { name: 'Maha' })).toHaveAttribute(
      'href',
      `/admin/users/${MAHA.id}`,
    );
    expect(asked.at(-1)).toBe('?q=maha%40&page=1');
  });

  it('tells a signed-in user without a console role that the console is not theirs', async () => {
    const plain = sessionUser();
    mockApi({ '/api/auth/me': () => ({ user: plain }) });
    await renderApp('/admin', { user: plain, token: 't', lng: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'This page is for the operations team' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('sends a console user without two-factor authentication to enrol it', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/users': () =>
        json({ error: 'admin:two_factor_required', message: 'Turn on two-factor authentication first' }, 403),
    });
    const { router } = await renderApp('/admin', { user: ADMIN, token: 't', lng: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/security'));
  });
});

describe('complimentary days form', { timeout: 20_000 }, () => {
  const path = `/admin/users/${MAHA.id}`;

  it('says what is wrong with the days in the page language, and sends nothing', async () => {
    const posted: unknown[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/users/11111111-1111-4111-8111-111111111111': () => detail(true),
      '/api/admin/users/11111111-1111-4111-8111-111111111111/complimentary-days': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        // A Response: the path also fits the user route's pattern, so a plain body would not typecheck.
        return json({ kind: 'extended', currentPeriodEnd: '2099-01-31T09:00:00.000Z' });
      },
    });
    await renderApp(path, { user: ADMIN, token: 't', lng: 'ar' });
    const submit = await screen.findByRole('button', { name: 'تمديد الاشتراك' });
    const days = screen.getByRole('textbox', { name: 'عدد الأيام' });
    await userEvent.click(submit);
    expect(await screen.findByText('أدخل عدد الأيام.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    for (const wrong of ['0', '367', '2.5', 'ثلاثون']) {
      await userEvent.clear(days);
      await userEvent.type(days, wrong);
      await userEvent.click(submit);
      expect(await screen.findByText('أدخل عددًا صحيحًا من الأيام من ١ إلى ٣٦٦.')).toBeInTheDocument();
    }
    expect(posted).toEqual([]);
    // Arabic-Indic digits are read as the number they are.
    await userEvent.clear(days);
    await userEvent.type(days, '٣٠');
    await userEvent.click(submit);
    expect(await screen.findByText(/تم: ينتهي الاشتراك الآن في/)).toBeInTheDocument();
    expect(posted).toEqual([{ days: 30, planId: null }]);
  });

  it('asks for a plan when there is no running subscription, and sends it', async () => {
    const posted: unknown[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/users/11111111-1111-4111-8111-111111111111': () => detail(false),
      '/api/admin/users/11111111-1111-4111-8111-111111111111/complimentary-days': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ kind: 'granted', currentPeriodEnd: '2027-01-06T09:00:00.000Z' });
      },
    });
    await renderApp(path, { user: ADMIN, token: 't', lng: 'en' });
    const form = (await screen.findByRole('button', { name: 'Grant the subscription' })).closest('form')!;
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Plan' }), 'Yearly');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Days' }), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant the subscription' }));
    expect(
      await screen.findByText('Done: the complimentary subscription ends on January 6, 2027.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ days: 30, planId: 4 }]);
  });

  it('is not offered to support', async () => {
    const support = { ...ADMIN, consoleRole: 'support' as const };
    mockApi({
      '/api/auth/me': () => ({ user: support }),
      '/api/admin/users/11111111-1111-4111-8111-111111111111': () => detail(true),
    });
    await renderApp(path, { user: support, token: 't', lng: 'en' });
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complimentary days' })).not.toBeInTheDocument();
  });
});

describe("the user page's account facts and actions", { timeout: 20_000 }, () => {
  const path = `/admin/users/${MAHA.id}`;
  const base = '/api/admin/users/11111111-1111-4111-8111-111111111111';
  const unverified = (more: Partial<AdminUserDetail> = {}) => {
    const d = detail(true, more);
    return { ...d, user: { ...d.user, emailVerified: false, emailVerifiedAt: null } };
  };

  it('shows the trial, team and consents in Arabic, with Arabic-Indic digits and plural forms', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      [base]: () =>
        detail(false, {
          trials: [
            {
              id: 't1',
              mode: 'window',
              startedAt: '2026-11-01T09:00:00.000Z',
              endsAt: '2026-11-02T09:00:00.000Z',
              messagesUsed: 3,
              messagesLimit: 5,
              ended: true,
              claimedAt: '2026-11-01T10:00:00.000Z',
            },
          ],
          team: {
            role: 'member',
            ownerId: '22222222-2222-4222-8222-222222222222',
            ownerEmail: 'owner@example.sa',
            seatsUsed: 2,
            seatsTotal: 3,
          },
        }),
    });
    await renderApp(path, { user: ADMIN, token: 't', lng: 'ar' });
    expect(await screen.findByText('٣ من ٥ أسئلة')).toBeInTheDocument();
    expect(screen.getByText('انتهت')).toBeInTheDocument();
    expect(screen.getByText('٢ من ٣ مقاعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'owner@example.sa' })).toHaveAttribute(
      'href',
      '/admin/users/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByText('رسائل تسويقية').nextElementSibling).toHaveTextContent('نعم');
    expect(screen.getByText('عروض مخصّصة').nextElementSibling).toHaveTextContent('لا');
    expect(screen.getByText('نشط', { selector: 'dd' })).toBeInTheDocument();
  });

  it('lets support resend the verification email, and shows them no admin action', async () => {
    const support = { ...ADMIN, consoleRole: 'support' as const };
    let sent = 0;
    mockApi({
      '/api/auth/me': () => ({ user: support }),
      [base]: () => unverified(),
      [`${base}/verification-email`]: () => {
        sent += 1;
        return json({ ok: true, message: "A new verification code was sent to the user's email." });
      },
    });
    await renderApp(path, { user: support, token: 't', lng: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the verification email' }));
    expect(
      await screen.findByText("A new verification code was sent to the user's email."),
    ).toBeInTheDocument();
    expect(sent).toBe(1);
    for (const name of ['Disable the account', 'Cancel the subscription', 'Delete the account'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('asks before disabling, and shows the refusal translated in the dialog', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      [base]: () => detail(true),
      [`${base}/disabled`]: (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ error: 'admin:disabled_unchanged', message: 'الحساب موقوف مسبقًا.' }, 409);
      },
    });
    await renderApp(path, { user: ADMIN, token: 't', lng: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'إيقاف الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف هذا الحساب؟' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('الحساب موقوف مسبقًا.');
    expect(sent).toEqual([{ disabled: true }]);
  });

  it('deletes only once the address is typed, then goes back to the search', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      [base]: () => detail(true),
      [`${base}/anonymise`]: (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ ok: true, message: 'The account is deleted and its data anonymised.' });
      },
      '/api/admin/users': () => ({ users: [], total: 0, page: 1, pageSize: 20 }),
    });
    const { router } = await renderApp(path, { user: ADMIN, token: 't', lng: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: "Type the account's email to confirm" }),
      MAHA.email,
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(sent).toEqual([{ email: MAHA.email }]);
  });
});
