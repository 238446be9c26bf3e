import type { Conversation } from '@mustashar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { FakeSocket } from './test/fake-socket';

const USER = sessionUser({ id: 'user-1', subscriptionActive: true });
const CONV = '5b0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a10';
const CONV2 = '6c0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a11';
/** Stored on the server but not among the history's newest: opening its address fetches it. */
const OLD = '7d0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a12';
const GONE = '8e0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a13';

function conversation(id: string, title: string): Conversation {
  const message = (n: number, sender: 'user' | 'bot', text: string) => ({
    id: `${id.slice(0, 8)}-0000-4000-8000-00000000000${n}`,
    sender,
    text,
    images: [],
    hasImages: false,
    attachments: [],
    citations: [],
    createdAt: `2025-05-01T10:00:0${n}.000Z`,
  });
  return {
    id,
    title,
    pinned: false,
    assistant: 'general',
    lastMessage: 'Answer',
    messageCount: 2,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    messages: [message(1, 'user', `${title}?`), message(2, 'bot', `Answer to ${title}`)],
  };
}

async function openChat(
  path: string,
  conversations = [conversation(CONV, 'Leave'), conversation(CONV2, 'Rent')],
) {
  mockApi({
    '/api/auth/me': () => ({ user: USER }),
    '/api/chat/history': () => ({ conversations }),
    [`/api/chat/conversations/${OLD}`]: () => ({ conversation: conversation(OLD, 'Inheritance') }),
    [`/api/chat/conversations/${GONE}`]: () =>
      json({ error: 'chat:not_found', message: 'Conversation not found.' }, 404),
    '/api/chat/conversations/not-an-id': () => json({ error: 'http:bad_request', message: 'Bad id' }, 400),
  });
  const view = await renderApp(path, { user: USER, token: 'token' });
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  await waitFor(() => expect(box).toBeEnabled());
  const sidebar = screen.getAllByRole('navigation', { name: 'Chat history' })[0]!;
  const at = () => view.router.state.location.pathname;
  return { ...view, box, sidebar, at };
}

describe('the conversation in the address', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opening a thread adds /chat/<id>; back returns to the one before; New chat is /chat', async () => {
    const { sidebar, router, at } = await openChat('/chat');
    expect(at()).toBe('/chat');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(at()).toBe(`/chat/${CONV}`));
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Rent' }));
    await waitFor(() => expect(at()).toBe(`/chat/${CONV2}`));
    expect(screen.getByTestId('message-bot')).toHaveTextContent('Answer to Rent');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('message-bot')).toHaveTextContent('Answer to Leave'));
    expect(at()).toBe(`/chat/${CONV}`);

    await userEvent.click(within(sidebar).getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(at()).toBe('/chat'));
    expect(screen.queryByTestId('message-list')).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('message-bot')).toHaveTextContent('Answer to Leave'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.queryByTestId('message-list')).not.toBeInTheDocument());
  });

  it('a bookmark opens its conversation, listed in the history or fetched', async () => {
    await openChat(`/chat/${CONV2}`);
    expect(await screen.findByText('Answer to Rent')).toBeInTheDocument();
  });

  it('fetches a conversation the history does not list', async () => {
    const { at } = await openChat(`/chat/${OLD}`);
    expect(await screen.findByText('Answer to Inheritance')).toBeInTheDocument();
    expect(at()).toBe(`/chat/${OLD}`);
  });

  it.each([
    ['deleted or another account’s', GONE],
    ['malformed', 'not-an-id'],
  ])('a %s id shows "not found" and a way to a new chat', async (_, id) => {
    const { at, box } = await openChat(`/chat/${id}`);
    const missing = await screen.findByTestId('conversation-missing');
    expect(missing).toHaveTextContent('Conversation not found');
    expect(at()).toBe(`/chat/${id}`);
    expect(box).toBeEnabled();
    await userEvent.click(within(missing).getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(at()).toBe('/chat'));
    expect(screen.queryByTestId('conversation-missing')).not.toBeInTheDocument();
  });

  it('a new chat takes its conversation’s address when the first answer names it, in place of /chat', async () => {
    const { box, router, at } = await openChat('/chat', []);
    await userEvent.type(box, 'How long is annual leave?{Enter}');
    act(() => FakeSocket.last.open());
    const { clientId } = FakeSocket.last.frames[0] as { clientId: string };
    act(() =>
      FakeSocket.last.receive({
        type: 'reply',
        reply: 'Twenty-one days.',
        clientId,
        conversationId: CONV,
        messageId: '5b0c7d7e-0000-4000-8000-000000000009',
        citations: [],
      }),
    );
    await waitFor(() => expect(at()).toBe(`/chat/${CONV}`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a guest’s chat stays at /chat; a conversation address says it is not in this browser', async () => {
    mockApi({
      '/api/trial/status': () => ({
        blocked: false,
        exists: true,
        remainingMs: 3_600_000,
        messagesUsed: 0,
        messagesLimit: 5,
        mode: 'window',
        durationMs: 3_600_000,
      }),
    });
    const { router } = await renderApp(`/chat/${CONV}`);
    const missing = await screen.findByTestId('conversation-missing');
    expect(missing).toHaveTextContent('Log in');
    await userEvent.click(within(missing).getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });
});

describe('keyboard shortcuts', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('list themselves in a dialog, from the composer’s control or Ctrl+/', async () => {
    await openChat('/chat');
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('New chat').nextElementSibling).toHaveTextContent('CtrlShiftO');
    expect(within(dialog).getByText('Stop the answer being written').nextElementSibling).toHaveTextContent(
      'Esc',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The key that types ظ on an Arabic layout is the one for "/".
    await userEvent.keyboard('{Control>}[Slash]{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('start a new chat, focus the composer and the search, and Escape stops the answer', async () => {
    const { sidebar, box, at } = await openChat('/chat');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(at()).toBe(`/chat/${CONV}`));

    // On an Arabic layout the O key types خ: the key's place counts, not its letter.
    await userEvent.keyboard('{Control>}{Shift>}[KeyO]{/Shift}{/Control}');
    await waitFor(() => expect(at()).toBe('/chat'));
    expect(screen.queryByTestId('message-list')).not.toBeInTheDocument();

    // The test's window is phone-sized (no media query matches): the search is in the drawer.
    await userEvent.keyboard('{Control>}[KeyK]{/Control}');
    const drawer = await screen.findByRole('dialog', { name: 'Chat history' });
    await waitFor(() =>
      expect(within(drawer).getByRole('searchbox', { name: 'Search chats' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Shift>}{Escape}{/Shift}');
    expect(box).toHaveFocus();

    await userEvent.type(box, 'Long question{Enter}');
    act(() => FakeSocket.last.open());
    const { clientId } = FakeSocket.last.frames[0] as { clientId: string };
    act(() => FakeSocket.last.receive({ type: 'delta', text: 'Partial' }));
    await userEvent.keyboard('{Escape}');
    expect(FakeSocket.last.frames.at(-1)).toEqual({ type: 'stop' });
    act(() =>
      FakeSocket.last.receive({ type: 'error', error: 'unavailable', message: 'Stopped.', clientId }),
    );
    expect(screen.getByTestId('message-bot')).toHaveAttribute('data-status', 'stopped');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
