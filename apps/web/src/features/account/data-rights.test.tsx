import type { ConsentRecord, DataExportStatus } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const SARA = sessionUser({ name: 'Sara' });

function signedIn(exportStatus: () => DataExportStatus | Response, request?: () => Response | object) {
  mockApi({
    '/api/auth/me': () => ({ user: SARA }),
    '/api/account/export': (_url: URL, init?: RequestInit) => {
      if (init?.method === 'POST' && request) return request() as Response;
      return exportStatus();
    },
  });
  return { user: SARA, token: 'tok' };
}

/** A settings card: a section named by its heading. */
const card = async (name: string) => within(await screen.findByRole('region', { name }));

describe('download my data', () => {
  it('asks for a copy, then says it is being prepared and waits an hour (English)', async () => {
    let status: DataExportStatus = { latest: null, nextAllowedAt: null };
    let posted = 0;
    await renderApp(
      '/dashboard/settings',
      signedIn(
        () => status,
        () => {
          posted += 1;
          status = {
            latest: { state: 'preparing', requestedAt: '2026-03-01T09:00:00.000Z', expiresAt: null },
            nextAllowedAt: new Date(Date.now() + 3_600_000).toISOString(),
          };
          return json({ ...status, message: 'We are preparing a copy of your data' }, 202);
        },
      ),
    );
    const section = await card('Download my data');
    const button = section.getByRole('button', { name: 'Request a copy of my data' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await section.findByText(/we are preparing it and will e-mail you the link/)).toBeInTheDocument();
    expect(section.getByText(/You can ask again after/)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(posted).toBe(1);
  });

  it('shows a ready link’s expiry and the server’s refusal, in Arabic', async () => {
    await renderApp('/dashboard/settings', {
      ...signedIn(
        () => ({
          latest: {
            state: 'ready',
            requestedAt: '2026-03-01T09:00:00.000Z',
            expiresAt: '2026-03-02T09:00:00.000Z',
          },
          nextAllowedAt: null,
        }),
        () =>
          json(
            {
              error: 'data:export_too_soon',
              message: 'طلبت نسخة من بياناتك قبل قليل. يمكنك طلب نسخة جديدة بعد ساعة من الطلب السابق.',
            },
            429,
          ),
      ),
      lng: 'ar',
    });
    const section = await card('تنزيل بياناتي');
    // Dates in Arabic-Indic digits.
    expect(await section.findByText(/الرابط في بريدك وصالح حتى .*٢٠٢٦/)).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'اطلب نسخة من بياناتي' }));
    expect(await section.findByRole('alert')).toHaveTextContent('يمكنك طلب نسخة جديدة بعد ساعة');
  });
});

const CURRENT = { terms: '2026-11-22', privacy: '2026-11-22' };
const RECORD: ConsentRecord['record'] = [
  { subject: 'marketing', version: null, granted: false, at: '2026-11-30T10:00:00.000Z' },
  { subject: 'privacy', version: '2026-11-22', granted: true, at: '2026-11-25T08:00:00.000Z' },
  { subject: 'terms', version: '2026-11-22', granted: true, at: '2026-11-25T08:00:00.000Z' },
];

describe('consent record', () => {
  it('lists what was accepted and when, in English and in Arabic', async () => {
    const consents = () => ({ current: CURRENT, pending: [], record: RECORD });
    mockApi({ '/api/account/consents': consents });
    const { unmount } = await renderApp(
      '/dashboard/settings',
      signedIn(() => ({ latest: null, nextAllowedAt: null })),
    );
    const english = await card('Your consents');
    expect(await english.findByText('Terms of use')).toBeInTheDocument();
    expect(english.getAllByText('version 2026-11-22')).toHaveLength(2);
    expect(english.getByText('Marketing e-mails')).toBeInTheDocument();
    expect(english.getByText(/Declined/)).toBeInTheDocument();
    unmount();

    mockApi({ '/api/account/consents': consents });
    await renderApp('/dashboard/settings', {
      ...signedIn(() => ({ latest: null, nextAllowedAt: null })),
      lng: 'ar',
    });
    const arabic = await card('موافقاتك');
    expect(await arabic.findByText('شروط الاستخدام')).toBeInTheDocument();
    expect(arabic.getAllByText('الإصدار ٢٠٢٦-١١-٢٢')).toHaveLength(2);
    expect(arabic.getByText(/غير موافق/)).toBeInTheDocument();
  });

  it('asks again for a changed policy, cannot be dismissed, and records the versions in force', async () => {
    const sent: unknown[] = [];
    let pending: ('terms' | 'privacy')[] = ['privacy'];
    mockApi({
      '/api/account/consents': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          sent.push(body);
          if (body.accept) pending = [];
          return { current: CURRENT, pending, record: RECORD, message: 'Your consent was recorded.' };
        }
        return { current: CURRENT, pending, record: RECORD };
      },
    });
    await renderApp(
      '/dashboard/settings',
      signedIn(() => ({ latest: null, nextAllowedAt: null })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'We updated our policies' });
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // This browser's cookie choice went into the record too, once.
    expect(sent).toEqual([{ cookies: true }, { accept: [{ subject: 'privacy', version: '2026-11-22' }] }]);
  });

  it('leaves the policy pages readable', async () => {
    mockApi({
      '/api/account/consents': () => ({ current: CURRENT, pending: ['terms', 'privacy'], record: [] }),
    });
    await renderApp(
      '/privacy',
      signedIn(() => ({ latest: null, nextAllowedAt: null })),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
