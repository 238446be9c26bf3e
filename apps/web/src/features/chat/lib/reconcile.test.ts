import type { ChatMessage, Conversation } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { fromServerMessage, reconcile } from './reconcile';
import type { LocalMessage, Thread } from './types';

const CONV = '11111111-1111-4111-8111-111111111111';
const CONV2 = '22222222-2222-4222-8222-222222222222';

function serverMessage(id: string, sender: 'user' | 'bot', text: string): ChatMessage {
  return {
    id,
    sender,
    text,
    images: [],
    hasImages: false,
    attachments: [],
    citations: [],
    createdAt: '2025-05-01T10:00:00.000Z',
  };
}

function conversation(id: string, messages: ChatMessage[], extra: Partial<Conversation> = {}): Conversation {
  return {
    id,
    title: 'Server title',
    pinned: false,
    assistant: 'general',
    lastMessage: '',
    messageCount: messages.length,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    messages,
    ...extra,
  };
}

function local(id: string, messages: LocalMessage[], conversationId?: string): Thread {
  return {
    id,
    conversationId,
    title: 'Local title',
    pinned: false,
    assistant: 'general',
    messages,
    createdAt: '2025-05-01T09:00:00.000Z',
    updatedAt: '2025-05-01T09:00:00.000Z',
  };
}

const question = (
  clientId: string,
  text: string,
  status: LocalMessage['status'] = 'pending',
): LocalMessage => ({
  id: `q-${clientId}`,
  sender: 'user',
  text,
  status,
  clientId,
  attachments: [],
  citations: [],
  createdAt: '2025-05-01T10:05:00.000Z',
});
const answer = (clientId: string, status: LocalMessage['status'] = 'streaming', text = ''): LocalMessage => ({
  id: `a-${clientId}`,
  sender: 'bot',
  text,
  status,
  clientId,
  attachments: [],
  citations: [],
  createdAt: '2025-05-01T10:05:00.000Z',
});

describe('a stored message as the screen keeps it', () => {
  it('shows a stopped answer as stopped, with its rating, and others as done', () => {
    const rating = { rating: 'down', reason: 'unclear', comment: null, includeQuestion: false } as const;
    expect(fromServerMessage({ ...serverMessage('m1', 'bot', 'Part of'), stopped: true })).toMatchObject({
      status: 'stopped',
      serverId: 'm1',
    });
    expect(fromServerMessage({ ...serverMessage('m2', 'bot', 'All'), feedback: rating })).toMatchObject({
      status: 'done',
      feedback: rating,
    });
    expect(fromServerMessage(serverMessage('m3', 'user', 'Q')).status).toBe('sent');
  });
});

describe('reconcile (subscriber local copy ↔ GET /api/chat/history)', () => {
  it('lets the server win for stored messages, titles and pins, keeping the local thread id', () => {
    const mine = local(
      'local-1',
      [question('c0', 'Old question', 'sent'), answer('c0', 'done', 'Stale answer')],
      CONV,
    );
    const server = conversation(
      CONV,
      [serverMessage('m1', 'user', 'Old question'), serverMessage('m2', 'bot', 'Stored answer')],
      { title: 'Renamed elsewhere', pinned: true },
    );
    const { threads, resend } = reconcile([mine], [server], true);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      id: 'local-1',
      title: 'Renamed elsewhere',
      pinned: true,
      conversationId: CONV,
    });
    expect(threads[0]!.messages.map((m) => m.text)).toEqual(['Old question', 'Stored answer']);
    expect(resend).toEqual([]);
  });

  it('keeps a pending question the server does not have, after the stored messages, and resends it', () => {
    const mine = local('local-1', [question('c1', 'Not stored yet'), answer('c1')], CONV);
    const server = conversation(CONV, [
      serverMessage('m1', 'user', 'Earlier'),
      serverMessage('m2', 'bot', 'Reply'),
    ]);
    const { threads, resend } = reconcile([mine], [server], true);
    expect(threads[0]!.messages.map((m) => [m.sender, m.text, m.status])).toEqual([
      ['user', 'Earlier', 'sent'],
      ['bot', 'Reply', 'done'],
      ['user', 'Not stored yet', 'pending'],
      ['bot', '', 'streaming'],
    ]);
    expect(resend).toEqual(['c1']);
  });

  it('shows a pending question the server stored but did not answer once, and resends it with its client id', () => {
    const mine = local('local-1', [question('c2', 'Stored, unanswered'), answer('c2')], CONV);
    const server = conversation(CONV, [serverMessage('m1', 'user', 'Stored, unanswered')]);
    const { threads, resend } = reconcile([mine], [server], true);
    expect(threads[0]!.messages.map((m) => [m.sender, m.clientId, m.status])).toEqual([
      ['user', 'c2', 'pending'],
      ['bot', 'c2', 'streaming'],
    ]);
    expect(resend).toEqual(['c2']);
  });

  it('drops a pending question the server already answered', () => {
    const mine = local('local-1', [question('c3', 'Answered meanwhile'), answer('c3')], CONV);
    const server = conversation(CONV, [
      serverMessage('m1', 'user', 'Answered meanwhile'),
      serverMessage('m2', 'bot', 'The answer'),
    ]);
    const { threads, resend } = reconcile([mine], [server], true);
    expect(threads[0]!.messages.map((m) => m.text)).toEqual(['Answered meanwhile', 'The answer']);
    expect(resend).toEqual([]);
  });

  it('keeps a new thread the server has never seen, and resends its question', () => {
    const fresh = local('local-new', [question('c4', 'First question'), answer('c4')]);
    const { threads, resend } = reconcile([fresh], [conversation(CONV2, [])], true);
    expect(threads.map((t) => t.id)).toEqual([CONV2, 'local-new']);
    expect(resend).toEqual(['c4']);
  });

  it('drops a thread deleted on the server when the list is complete, keeps it when it may be older', () => {
    const gone = local('local-gone', [question('c5', 'Q', 'sent'), answer('c5', 'done', 'A')], CONV2);
    expect(reconcile([gone], [], true).threads).toEqual([]);
    expect(reconcile([gone], [], false).threads).toEqual([gone]);
  });

  it('keeps a failed answer shown under its stored question, for retry', () => {
    const mine = local(
      'local-1',
      [question('c6', 'Q', 'sent'), { ...answer('c6', 'failed'), failure: 'unavailable' }],
      CONV,
    );
    const server = conversation(CONV, [serverMessage('m1', 'user', 'Q')]);
    const { threads, resend } = reconcile([mine], [server], true);
    expect(threads[0]!.messages.map((m) => [m.sender, m.status, m.clientId])).toEqual([
      ['user', 'sent', 'c6'],
      ['bot', 'failed', 'c6'],
    ]);
    expect(resend).toEqual([]);
  });
});
