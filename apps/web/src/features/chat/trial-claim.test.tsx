import type { Citation, Conversation } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, json, mockApi, sessionUser } from '@/test/api-mock';
import { preloadRoutes, renderApp } from '@/test/render';
import { storageKeyFor } from './lib/chat-store';
import { guestClaim } from './lib/trial-claim';
import type { LocalMessage, Thread } from './lib/types';
import { FakeSocket } from './test/fake-socket';

const USER = sessionUser({ id: 'user-9', subscriptionActive: true });
const CLAIMED = '7d0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a12';
const AT = '2025-05-01T10:00:00.000Z';
const CITATION: Citation = {
  law: 'Labour Law',
  article: '109',
  label: 'Article 109',
  url: '/library/articles/109',
  excerpt: 'Annual leave.',
  kind: 'article',
};

function message(sender: 'user' | 'bot', text: string, clientId: string, extra: Partial<LocalMessage> = {}) {
  return {
    id: `${sender}-${clientId}`,
    sender,
    text,
    status: sender === 'user' ? 'sent' : 'done',
    clientId,
    attachments: [],
    citations: [],
    createdAt: AT,
    ...extra,
  } satisfies LocalMessage;
}

function thread(id: string, messages: LocalMessage[], extra: Partial<Thread> = {}): Thread {
  return {
    id,
    title: messages[0]?.text ?? '',
    pinned: false,
    assistant: 'general',
    messages,
    createdAt: AT,
    updatedAt: AT,
    ...extra,
  };
}

/** A guest's chat as this browser kept it during the trial: one answered question, one whose answer failed. */
const GUEST_THREAD = thread(
  'guest-1',
  [
    message('user', 'What is annual leave?', 'c1'),
    message('bot', 'Twenty-one days.', 'c1', { citations: [CITATION] }),
    message('user', 'And sick leave?', 'c2'),
    message('bot', '', 'c2', { status: 'failed', failure: 'unavailable' }),
  ],
  { assistant: 'labour' },
);

function keepGuestChat(threads: Thread[]) {
  localStorage.setItem(
    storageKeyFor(null),
    JSON.stringify({ v: 1, activeId: threads[0]?.id ?? null, draftAssistant: 'general', threads }),
  );
}

const claimed: Conversation = {
  id: CLAIMED,
  title: 'What is annual leave?',
  pinned: false,
  assistant: 'labour',
  lastMessage: 'Twenty-one days.',
  messageCount: 2,
  createdAt: AT,
  updatedAt: AT,
  messages: [
    {
      id: '7d0c7d7e-0000-4000-8000-000000000001',
      sender: 'user',
      text: 'What is annual leave?',
      images: [],
      hasImages: false,
      attachments: [],
      citations: [],
      createdAt: AT,
    },
    {
      id: '7d0c7d7e-0000-4000-8000-000000000002',
      sender: 'bot',
      text: 'Twenty-one days.',
      images: [],
      hasImages: false,
      attachments: [],
      citations: [CITATION],
      createdAt: AT,
    },
  ],
};

const claimCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith('/api/trial/claim') && (init as RequestInit)?.method === 'POST',
  );

describe('the trial chat kept in this browser', () => {
  it('is claimed as its answered questions only, oldest thread first', () => {
    const empty = thread('guest-0', [
      message('user', 'Unanswered', 'c0'),
      message('bot', '', 'c0', { status: 'failed' }),
    ]);
    const later = thread('guest-2', [message('user', 'Later?', 'c3'), message('bot', 'Later.', 'c3')], {
      createdAt: '2025-05-01T11:00:00.000Z',
    });
    expect(guestClaim([later, empty, GUEST_THREAD])).toEqual({
      threads: [
        {
          assistant: 'labour',
          exchanges: [
            { question: 'What is annual leave?', reply: 'Twenty-one days.', citations: [CITATION] },
          ],
        },
        { assistant: 'general', exchanges: [{ question: 'Later?', reply: 'Later.', citations: [] }] },
      ],
    });
    expect(guestClaim([empty])).toBeNull();
  });
});

describe('chat screen of the subscriber made from a trial', () => {
  beforeAll(() => preloadRoutes('/chat'));
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("moves the guest's trial chat into the account, then lists it from the server", async () => {
    keepGuestChat([GUEST_THREAD]);
    let claimedYet = false;
    mockApi({
      '/api/auth/me': () => ({ user: USER }),
      '/api/trial/claim': () => {
        claimedYet = true;
        return { conversationIds: [CLAIMED] };
      },
      '/api/chat/history': () => ({ conversations: claimedYet ? [claimed] : [] }),
    });
    await renderApp('/chat', { user: USER, token: 'token' });
    const sidebar = (await screen.findAllByRole('navigation', { name: 'Chat history' }))[0]!;
    expect(await within(sidebar).findByRole('button', { name: 'What is annual leave?' })).toBeInTheDocument();
    expect(claimCalls()).toHaveLength(1);
    expect(JSON.parse(String((claimCalls()[0]![1] as RequestInit).body))).toEqual({
      threads: [
        {
          assistant: 'labour',
          exchanges: [
            { question: 'What is annual leave?', reply: 'Twenty-one days.', citations: [CITATION] },
          ],
        },
      ],
    });
    // The guest copy is gone: the account holds the conversation now.
    expect(localStorage.getItem(storageKeyFor(null))).toBeNull();
  });

  it('leaves the guest copy alone when the trial is not this account’s', async () => {
    keepGuestChat([GUEST_THREAD]);
    mockApi({
      '/api/auth/me': () => ({ user: USER }),
      '/api/trial/claim': () => json({ error: 'trial:claim_forbidden', message: 'Not yours' }, 403),
      '/api/chat/history': () => ({ conversations: [] }),
    });
    await renderApp('/chat', { user: USER, token: 'token' });
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(claimCalls()).toHaveLength(1);
    expect(localStorage.getItem(storageKeyFor(null))).not.toBeNull();
    expect(screen.queryByText('What is annual leave?')).not.toBeInTheDocument();
  });
});
