import type { Conversation, ConversationSummary } from '@mustashar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { storageKeyFor } from './lib/chat-store';
import { FakeSocket } from './test/fake-socket';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/toast')>();
  return { ...actual, toast: Object.assign(actual.toast, { error: toastError }) };
});

const USER = sessionUser({ id: 'user-1', subscriptionActive: true });
const CONV = '5b0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a10';
const CONV2 = '6c0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a11';

function conversation(id: string, title: string, extra: Partial<Conversation> = {}): Conversation {
  return {
    id,
    title,
    pinned: false,
    assistant: 'general',
    lastMessage: 'Answer',
    messageCount: 2,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    messages: [
      {
        id: `${id.slice(0, 8)}-0000-4000-8000-000000000001`,
        sender: 'user',
        text: `${title}?`,
        images: [],
        hasImages: false,
        attachments: [],
        citations: [],
        createdAt: '2025-05-01T10:00:00.000Z',
      },
      {
        id: `${id.slice(0, 8)}-0000-4000-8000-000000000002`,
        sender: 'bot',
        text: `Answer to ${title}`,
        images: [],
        hasImages: false,
        attachments: [],
        citations: [],
        createdAt: '2025-05-01T10:00:01.000Z',
      },
    ],
    ...extra,
  };
}

/** The conversation as lists and PATCH answer it: without its messages. */
function summary(id: string, title: string, extra: Partial<ConversationSummary> = {}): ConversationSummary {
  const { messages: _messages, ...rest } = conversation(id, title, extra);
  return rest;
}

const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).startsWith(path) && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

async function openSubscriberChat(conversations: Conversation[]) {
  mockApi({
    '/api/auth/me': () => ({ user: USER }),
    '/api/chat/history': () => ({ conversations }),
  });
  const view = await renderApp('/chat', { user: USER, token: 'token' });
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  await waitFor(() => expect(box).toBeEnabled());
  const sidebar = screen.getAllByRole('navigation', { name: 'Chat history' })[0]!;
  return { ...view, box, sidebar };
}

describe('chat screen (subscriber)', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    toastError.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the server conversations, opens one, and sends the next question into it', async () => {
    const { sidebar, box } = await openSubscriberChat([
      conversation(CONV, 'Leave'),
      conversation(CONV2, 'Rent'),
    ]);
    expect(
      within(sidebar)
        .getAllByTestId('thread-row')
        .map((row) => row.textContent),
    ).toEqual(['Leave', 'Rent']);
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Rent' }));
    expect(screen.getByText('Answer to Rent')).toBeInTheDocument();
    await userEvent.type(box, 'And the deposit?{Enter}');
    act(() => FakeSocket.last.open());
    expect(FakeSocket.last.frames[0]).toMatchObject({ message: 'And the deposit?', conversationId: CONV2 });
    expect(FakeSocket.last.frames[0]).not.toHaveProperty('history');
  });

  it('rates an answer: thumbs up at once, thumbs down with a reason, the question sent only when included', async () => {
    const sent: unknown[] = [];
    const { sidebar } = await openSubscriberChat([conversation(CONV, 'Leave')]);
    mockApi({
      // The answer of conversation(CONV, …).
      '/api/chat/messages/5b0c7d7e-0000-4000-8000-000000000002/feedback': (_url, init) => {
        if (init?.method === 'DELETE') return { feedback: null };
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return {
          feedback: {
            rating: body.rating as 'up' | 'down',
            reason: (body.reason as 'unclear' | undefined) ?? null,
            comment: (body.comment as string | undefined) ?? null,
            includeQuestion: body.includeQuestion === true,
          },
        };
      },
    });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Leave' }));
    const answer = screen.getByTestId('message-bot');
    const up = within(answer).getByRole('button', { name: 'Helpful answer' });
    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'true'));
    expect(sent).toEqual([{ rating: 'up' }]);

    const down = within(answer).getByRole('button', { name: 'Not helpful' });
    await userEvent.click(down);
    const dialog = await screen.findByRole('dialog', { name: 'What was wrong with this answer?' });
    // No reason chosen: refused in the form, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Include my question with this feedback' }),
    ).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is unclear' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Tell us more (optional)' }),
      'Too long',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(sent[1]).toEqual({
      rating: 'down',
      reason: 'unclear',
      comment: 'Too long',
      includeQuestion: false,
    });
  });

  it('resends a question left pending in the local copy, with the same client id', async () => {
    localStorage.setItem(
      storageKeyFor(USER.id),
      JSON.stringify({
        v: 1,
        activeId: 'local-1',
        draftAssistant: 'general',
        threads: [
          {
            id: 'local-1',
            title: 'Unsent',
            pinned: false,
            assistant: 'labour',
            createdAt: '2025-05-01T10:00:00.000Z',
            updatedAt: '2025-05-01T10:00:00.000Z',
            messages: [
              {
                id: 'q',
                sender: 'user',
                text: 'Unsent question',
                status: 'pending',
                clientId: 'pending-1',
                attachments: [],
                citations: [],
                createdAt: '2025-05-01T10:00:00.000Z',
              },
              {
                id: 'a',
                sender: 'bot',
                text: '',
                status: 'streaming',
                clientId: 'pending-1',
                attachments: [],
                citations: [],
                createdAt: '2025-05-01T10:00:00.000Z',
              },
            ],
          },
        ],
      }),
    );
    await openSubscriberChat([conversation(CONV, 'Leave')]);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.last.open());
    expect(FakeSocket.last.frames[0]).toMatchObject({
      message: 'Unsent question',
      clientId: 'pending-1',
      assistant: 'labour',
    });
    act(() =>
      FakeSocket.last.receive({ reply: 'Now answered', clientId: 'pending-1', conversationId: CONV2 }),
    );
    expect(screen.getByText('Now answered')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeyFor(USER.id))!).threads[1]).toMatchObject({
      id: 'local-1',
      conversationId: CONV2,
    });
  });

  it('renames and pins at once, and puts the old title back with a toast when the server refuses', async () => {
    const { sidebar } = await openSubscriberChat([conversation(CONV, 'Leave'), conversation(CONV2, 'Rent')]);
    mockApi({
      [`/api/chat/conversations/${CONV2}`]: () => ({
        conversation: summary(CONV2, 'Rent', { pinned: true }),
      }),
    });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Options for “Rent”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pin' }));
    await waitFor(() =>
      expect(
        within(sidebar)
          .getAllByTestId('thread-row')
          .map((row) => row.textContent),
      ).toEqual(['Pinned: Rent', 'Leave']),
    );
    // A pinned chat is listed under Pinned, above Recent, and not again under Recent.
    const group = (name: string) =>
      within(within(sidebar).getByRole('region', { name }))
        .getAllByTestId('thread-row')
        .map((row) => row.textContent);
    expect(group('Pinned')).toEqual(['Pinned: Rent']);
    expect(group('Recent')).toEqual(['Leave']);
    expect(JSON.parse(String(calls(`/api/chat/conversations/${CONV2}`, 'PATCH')[0]![1]!.body))).toEqual({
      pinned: true,
    });

    let refuse: () => void = () => {};
    mockApi({
      [`/api/chat/conversations/${CONV}`]: () =>
        new Promise<Response>((resolve) => {
          refuse = () => resolve(json({ error: 'http:error', message: 'Nope' }, 500));
        }),
    });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Options for “Leave”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename chat' });
    const field = within(dialog).getByRole('textbox', { name: 'Chat title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Annual leave{Enter}');
    expect(within(sidebar).getByRole('button', { name: 'Annual leave' })).toBeInTheDocument();
    await act(async () => refuse());
    await waitFor(() => expect(within(sidebar).getByRole('button', { name: 'Leave' })).toBeInTheDocument());
    expect(toastError).toHaveBeenCalledWith('Could not rename the chat. Please try again.');
  });

  it('deletes after confirming, and restores the chat when the server refuses', async () => {
    const { sidebar } = await openSubscriberChat([conversation(CONV, 'Leave')]);
    mockApi({
      [`/api/chat/conversations/${CONV}`]: () => json({ error: 'http:error', message: 'Nope' }, 500),
    });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Options for “Leave”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete chat' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Could not delete the chat. Please try again.'),
    );
    expect(within(sidebar).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(calls(`/api/chat/conversations/${CONV}`, 'DELETE')).toHaveLength(1);
  });

  it('searches on the server and opens a result', async () => {
    const { sidebar } = await openSubscriberChat([conversation(CONV, 'Leave')]);
    mockApi({
      '/api/chat/conversations': (url) => ({
        conversations: url.searchParams.get('q') === 'rent' ? [summary(CONV2, 'Rent')] : [],
      }),
      [`/api/chat/conversations/${CONV2}`]: () => ({ conversation: conversation(CONV2, 'Rent') }),
    });
    await userEvent.type(within(sidebar).getByRole('searchbox', { name: 'Search chats' }), 'rent');
    const results = await within(sidebar).findByTestId('search-results');
    await userEvent.click(within(results).getByRole('button', { name: 'Rent' }));
    // Opened from the search: the term is marked in the messages.
    const answer = await screen.findByTestId('message-bot');
    expect(answer).toHaveTextContent('Answer to Rent');
    expect(within(answer).getByText('Rent', { selector: 'mark' })).toBeInTheDocument();
  });

  it('the mobile Recent sheet lists the 5 newest chats (pinned first); See all chats opens the whole history', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7].map((n) => `${n}b0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a1${n}`);
    const at = (n: number) => `2025-05-0${n}T10:00:00.000Z`;
    const { sidebar } = await openSubscriberChat([
      ...[1, 2, 3, 4, 5, 6].map((n) =>
        conversation(ids[n - 1]!, `Chat ${n}`, { createdAt: at(n), updatedAt: at(n) }),
      ),
      conversation(ids[6]!, 'Pinned old', { pinned: true, createdAt: at(1), updatedAt: at(1) }),
    ]);
    const titles = (container: HTMLElement) =>
      within(container)
        .getAllByTestId('thread-row')
        .map((row) => row.textContent);
    const all = ['Pinned: Pinned old', 'Chat 6', 'Chat 5', 'Chat 4', 'Chat 3', 'Chat 2', 'Chat 1'];
    expect(titles(sidebar)).toEqual(all);

    await userEvent.click(screen.getByRole('button', { name: 'Recent chats' }));
    const sheet = await screen.findByRole('dialog', { name: 'Recent chats' });
    expect(titles(sheet)).toEqual(all.slice(0, 5));
    expect(titles(within(sheet).getByRole('region', { name: 'Pinned' }))).toEqual(['Pinned: Pinned old']);
    expect(titles(within(sheet).getByRole('region', { name: 'Recent' }))).toEqual(all.slice(1, 5));

    await userEvent.click(within(sheet).getByRole('button', { name: 'See all chats' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Recent chats' })).not.toBeInTheDocument(),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Chat history' });
    expect(titles(drawer)).toEqual(all);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Chat 1' }));
    expect(await screen.findByText('Answer to Chat 1')).toBeInTheDocument();
  });

  it('a registered user without a subscription is sent to /dashboard', async () => {
    const user = { ...USER, subscriptionActive: false };
    mockApi({ '/api/auth/me': () => ({ user }) });
    const { router } = await renderApp('/chat', { user, token: 'token' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
