import type { InboxMessage, InboxRow } from '@mustashar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const SUPPORT = sessionUser({ name: 'Support', email: 'support@example.sa', consoleRole: 'support' });

const row = (over: Partial<InboxRow>): InboxRow => ({
  id: 7,
  name: 'Noura',
  email: 'noura@example.sa',
  subject: 'About my lease',
  locale: 'en',
  status: 'new',
  priority: false,
  receivedAt: '2026-12-06T07:00:00.000Z',
  dueAt: '2026-12-07T07:00:00.000Z',
  overdue: false,
  ...over,
});

const message = (status: InboxRow['status'], replies: InboxMessage['replies'] = []): InboxMessage => ({
  message: { ...row({ status, locale: 'ar', subject: 'عقد العمل' }), body: 'هل يحق لصاحب العمل ذلك؟' },
  account: { id: '11111111-1111-4111-8111-111111111111', email: 'noura@example.sa', name: 'Noura' },
  replies,
});

describe('the support inbox', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/app/layouts/admin-layout'),
      import('./routes/inbox'),
      import('./routes/inbox-message'),
    ]);
  });

  it('lists subscribers first with their mark, marks overdue ones, and counts new messages in the menu', async () => {
    const asked: string[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: SUPPORT }),
      '/api/admin/inbox/summary': () => ({ new: 12 }),
      '/api/admin/inbox': (url) => {
        asked.push(url.search);
        return {
          messages: [
            row({ id: 8, subject: 'From a subscriber', priority: true }),
            row({ id: 7, overdue: true, locale: 'ar' }),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        };
      },
    });
    await renderApp('/admin/inbox', { user: SUPPORT, token: 't', lng: 'ar' });
    const nav = await screen.findByRole('navigation', { name: 'لوحة التشغيل' });
    expect(await within(nav).findByRole('link', { name: /صندوق الرسائل.*١٢ رسالة جديدة/ })).toHaveAttribute(
      'href',
      '/admin/inbox',
    );
    const rows = await screen.findAllByTestId('inbox-row');
    expect(within(rows[0]!).getByText('ذات أولوية')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('متأخرة')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('متأخرة')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('العربية')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'About my lease' })).toHaveAttribute(
      'href',
      '/admin/inbox/7',
    );
    expect(screen.getByText('رسالتان')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?status=new&page=1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'الكل');
    await screen.findAllByTestId('inbox-row');
    expect(asked.at(-1)).toBe('?page=1');
  });

  it('shows the thread, refuses an empty reply, sends one and closes the message', async () => {
    const posted: unknown[] = [];
    let status: InboxRow['status'] = 'new';
    let replies: InboxMessage['replies'] = [];
    mockApi({
      '/api/auth/me': () => ({ user: SUPPORT }),
      '/api/admin/inbox/summary': () => ({ new: 1 }),
      '/api/admin/inbox/7': () => message(status, replies),
      '/api/admin/inbox/7/replies': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { text: string };
        posted.push(body);
        status = 'replied';
        replies = [
          {
            id: 1,
            body: body.text,
            authorId: 'x',
            authorEmail: 'support@example.sa',
            createdAt: '2026-12-06T08:00:00.000Z',
          },
        ];
        // A Response: the path also fits other routes' patterns, so a plain body would not typecheck.
        return json({ status });
      },
      '/api/admin/inbox/7/status': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        status = 'closed';
        return json({ status });
      },
    });
    await renderApp('/admin/inbox/7', { user: SUPPORT, token: 't', lng: 'en' });
    expect(await screen.findByRole('heading', { name: 'عقد العمل' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noura' })).toHaveAttribute(
      'href',
      '/admin/users/11111111-1111-4111-8111-111111111111',
    );
    expect(
      within(screen.getByTestId('thread-message')).getByText('هل يحق لصاحب العمل ذلك؟'),
    ).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send the reply' });
    await userEvent.click(send);
    expect(await screen.findByText('Write the reply first.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const field = screen.getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveAccessibleDescription(/Up to 5,000 characters\./);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(send);
    expect(await screen.findByText('The reply is too long: up to 5,000 characters.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Yes, it needs your consent.');
    await userEvent.click(send);
    expect(await screen.findByText('Sent to noura@example.sa.')).toBeInTheDocument();
    expect(posted).toEqual([{ text: 'Yes, it needs your consent.' }]);
    expect(await screen.findByText('Reply by support@example.sa')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-status')).toHaveTextContent('Replied');

    await userEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(await screen.findByRole('button', { name: 'Reopen the message' })).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ action: 'close' });
  });
});
