import type { Conversation, ShareLink } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { FakeSocket } from './test/fake-socket';

const USER = sessionUser({ id: 'user-1', subscriptionActive: true });
const CONV = '5b0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a10';

const CONVERSATION: Conversation = {
  id: CONV,
  title: 'Leave',
  pinned: false,
  assistant: 'general',
  lastMessage: 'Answer',
  messageCount: 0,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  messages: [],
};

const link = (id: string, includeAttachments = false): ShareLink => ({
  id,
  path: `/shared/${id}`,
  includeAttachments,
  createdAt: '2025-05-02T10:00:00.000Z',
});

const calls = (path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init as RequestInit | undefined)?.method === method,
  );

describe('sharing a chat (subscriber)', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates a link (attachment names only when ticked), lists it and revokes it', async () => {
    let links: ShareLink[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: USER }),
      '/api/chat/history': () => ({ conversations: [CONVERSATION] }),
      // A Response: the path also fits /api/chat/conversations/:id in the mock's types.
      [`/api/chat/conversations/${CONV}/shares`]: (_url, init) => {
        if (init?.method !== 'POST') return json({ links });
        const body = JSON.parse(String(init.body)) as { includeAttachments: boolean };
        const created = link('AAAAAAAAAAAAAAAAAAAAAA', body.includeAttachments);
        links = [created, ...links];
        return json({ link: created });
      },
      '/api/chat/shares/AAAAAAAAAAAAAAAAAAAAAA': () => {
        links = [];
        return { ok: true as const };
      },
    });
    await renderApp('/chat', { user: USER, token: 'token' });
    const sidebar = (await screen.findAllByRole('navigation', { name: 'Chat history' }))[0]!;
    await userEvent.click(await within(sidebar).findByRole('button', { name: 'Options for “Leave”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share this chat' });
    expect(within(dialog).getByText(/later messages included/)).toBeInTheDocument();
    expect(await within(dialog).findByText('No links yet.')).toBeInTheDocument();
    const tick = within(dialog).getByRole('checkbox', { name: /names of attached files/ });
    expect(tick).not.toBeChecked();
    await userEvent.click(tick);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a link' }));

    const field = await within(dialog).findByRole('textbox', { name: /^Link created/ });
    expect(field).toHaveValue(`${window.location.origin}/shared/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(within(dialog).getByText('Shows attached file names')).toBeInTheDocument();
    expect(JSON.parse(String(calls(`/api/chat/conversations/${CONV}/shares`, 'POST')[0]![1]!.body))).toEqual({
      includeAttachments: true,
    });
    // The box is cleared for the next link.
    expect(tick).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Revoke the link created/ }));
    await waitFor(() => expect(within(dialog).getByText('No links yet.')).toBeInTheDocument());
    expect(calls('/api/chat/shares/AAAAAAAAAAAAAAAAAAAAAA', 'DELETE')).toHaveLength(1);
  });
});
