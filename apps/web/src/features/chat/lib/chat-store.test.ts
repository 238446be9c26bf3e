import { describe, expect, it } from 'vitest';
import { ChatStore, readLocalCopy, sortThreads, storageKeyFor } from './chat-store';
import { fitHistory, frameBytes, historyOf } from './history';

describe('ChatStore', () => {
  it('titles a new thread from up to 40 characters of its first message, whole words, with an ellipsis', () => {
    const store = new ChatStore(null);
    const long = 'What are the rights of a worker whose employer stopped paying wages?';
    const { thread } = store.ask({ text: long, attachments: [] });
    expect(thread.title).toBe('What are the rights of a worker whose…');
    store.newChat();
    expect(store.ask({ text: 'Short question', attachments: [] }).thread.title).toBe('Short question');
    // Arabic counts characters, not bytes.
    store.newChat();
    const arabic = 'ما هي حقوق العامل إذا توقف صاحب العمل عن دفع الأجور لمدة ثلاثة أشهر؟';
    expect(store.ask({ text: arabic, attachments: [] }).thread.title).toBe(
      'ما هي حقوق العامل إذا توقف صاحب العمل عن…',
    );
  });

  it('keeps a local copy per user id, apart from the guest copy', () => {
    const sara = new ChatStore('user-sara');
    sara.ask({ text: 'Sara asks', attachments: [] });
    const guest = new ChatStore(null);
    guest.ask({ text: 'Guest asks', attachments: [] });

    expect(localStorage.getItem(storageKeyFor('user-sara'))).toContain('Sara asks');
    expect(localStorage.getItem(storageKeyFor(null))).toContain('Guest asks');
    expect(readLocalCopy('user-sara').threads.map((t) => t.title)).toEqual(['Sara asks']);
    expect(readLocalCopy('user-omar').threads).toEqual([]);
    expect(readLocalCopy(null).threads.map((t) => t.title)).toEqual(['Guest asks']);
  });

  it('accumulates deltas and finishes with the reply, its citations and the conversation id', () => {
    const store = new ChatStore('u1');
    const { clientId, thread } = store.ask({ text: 'Q', attachments: [] });
    store.appendDelta(clientId, 'Part one, ');
    store.appendDelta(clientId, 'part two');
    expect(store.thread(thread.id)!.messages[1]).toMatchObject({
      text: 'Part one, part two',
      status: 'streaming',
    });
    const conversationId = '7a1c1f52-2f55-4b6c-9f59-3f4c1f0e2a11';
    store.finishReply(clientId, {
      reply: 'Full answer',
      citations: [
        { law: 'Labour Law', article: '77', label: 'Article 77', url: '/library/articles/x', excerpt: '' },
      ],
      conversationId,
    });
    const done = store.thread(thread.id)!;
    expect(done.conversationId).toBe(conversationId);
    expect(done.messages.map((m) => [m.sender, m.status, m.text])).toEqual([
      ['user', 'sent', 'Q'],
      ['bot', 'done', 'Full answer'],
    ]);
    expect(done.messages[1]!.citations).toHaveLength(1);
  });

  it('new chat empties the screen and the stored pointer, so a reload opens the new chat', () => {
    const store = new ChatStore(null);
    store.ask({ text: 'First', attachments: [] });
    store.newChat('labour');
    expect(store.activeThread).toBeNull();
    const reloaded = readLocalCopy(null);
    expect(reloaded.activeId).toBeNull();
    expect(reloaded.draftAssistant).toBe('labour');
    expect(store.ask({ text: 'Second', attachments: [] }).thread.assistant).toBe('labour');
  });

  it('after a reload shows a guest answer cut short as interrupted, and keeps a subscriber question pending', () => {
    const guest = new ChatStore(null);
    guest.ask({ text: 'Guest question', attachments: [] });
    const guestThread = readLocalCopy(null).threads[0]!;
    expect(guestThread.messages.map((m) => m.status)).toEqual(['sent', 'failed']);
    expect(guestThread.messages[1]!.failure).toBe('interrupted');

    const subscriber = new ChatStore('u2');
    subscriber.ask({ text: 'Subscriber question', attachments: [] });
    expect(readLocalCopy('u2').threads[0]!.messages.map((m) => m.status)).toEqual(['pending', 'streaming']);
  });

  it('removes and restores a thread in place (rollback of a failed delete)', () => {
    const store = new ChatStore(null);
    store.ask({ text: 'A', attachments: [] });
    store.newChat();
    const b = store.ask({ text: 'B', attachments: [] }).thread;
    const removed = store.remove(b.id)!;
    expect(store.getState().threads.map((t) => t.title)).toEqual(['A']);
    expect(store.activeThread).toBeNull();
    store.restore(removed.thread, removed.index, removed.wasActive);
    expect(store.getState().threads.map((t) => t.title)).toEqual(['B', 'A']);
    expect(store.activeThread?.title).toBe('B');
  });

  it('lists pinned threads first, then the most recent', () => {
    const at = (title: string, updatedAt: string, pinned = false) => ({
      id: title,
      title,
      pinned,
      assistant: 'general' as const,
      messages: [],
      createdAt: updatedAt,
      updatedAt,
    });
    const sorted = sortThreads([
      at('old', '2025-01-01T00:00:00Z'),
      at('pinned-old', '2024-01-01T00:00:00Z', true),
      at('new', '2025-06-01T00:00:00Z'),
    ]);
    expect(sorted.map((t) => t.title)).toEqual(['pinned-old', 'new', 'old']);
  });
});

describe('guest history in the frame', () => {
  it('sends completed turns only, and drops the oldest until the frame fits the server cap', () => {
    const store = new ChatStore(null);
    const first = store.ask({ text: 'Q1', attachments: [] });
    store.finishReply(first.clientId, { reply: 'A1' });
    store.ask({ text: 'Q2', attachments: [] });
    const messages = store.activeThread!.messages;
    expect(historyOf(messages)).toEqual([
      { sender: 'user', text: 'Q1' },
      { sender: 'bot', text: 'A1' },
    ]);

    const big = Array.from({ length: 40 }, (_, i) => ({
      sender: 'bot' as const,
      text: `${i}`.padEnd(8000, 'x'),
    }));
    const frame = fitHistory({ message: 'Q', history: big });
    expect(frameBytes(frame)).toBeLessThanOrEqual(64 * 1024);
    expect(frame.history.at(-1)).toEqual(big.at(-1));
    expect(frame.history.length).toBeLessThan(big.length);
  });

  describe('versions', () => {
    const Q1 = '11111111-1111-4111-8111-111111111111';
    const A1 = '22222222-2222-4222-8222-222222222222';
    const A2 = '33333333-3333-4333-8333-333333333333';

    it("keeps a guest's earlier answers as versions in the browser and switches between them", () => {
      const store = new ChatStore(null);
      const { clientId, thread } = store.ask({ text: 'Q', attachments: [] });
      store.finishReply(clientId, { reply: 'First answer' });
      const answer = store.thread(thread.id)!.messages[1]!;
      const again = store.regenerate(thread.id, answer.id)!;
      expect(again).not.toBe(clientId);
      const streaming = store.thread(thread.id)!.messages;
      expect(streaming.map((m) => [m.sender, m.status, m.clientId])).toEqual([
        ['user', 'pending', again],
        ['bot', 'streaming', again],
      ]);
      store.appendDelta(again, 'Second');
      store.finishReply(again, { reply: 'Second answer' });
      const regenerated = store.thread(thread.id)!.messages[1]!;
      expect(regenerated).toMatchObject({ text: 'Second answer', versionIndex: 1 });
      expect(regenerated.alternatives?.map((v) => v.text)).toEqual(['First answer', 'Second answer']);

      store.showLocalVersion(regenerated.id, 0);
      expect(store.thread(thread.id)!.messages[1]).toMatchObject({ text: 'First answer', versionIndex: 0 });
      // Kept across a reload.
      expect(readLocalCopy(null).threads[0]!.messages[1]).toMatchObject({
        text: 'First answer',
        versionIndex: 0,
      });
    });

    it("regenerates only the last finished answer, and a subscriber's only once stored", () => {
      const guest = new ChatStore(null);
      const first = guest.ask({ text: 'One', attachments: [] });
      guest.finishReply(first.clientId, { reply: 'A1' });
      const second = guest.ask({ text: 'Two', attachments: [] });
      const [, oldAnswer, , streaming] = guest.thread(first.thread.id)!.messages;
      expect(guest.regenerate(first.thread.id, oldAnswer!.id)).toBeNull();
      expect(guest.regenerate(first.thread.id, streaming!.id)).toBeNull();
      guest.finishReply(second.clientId, { reply: 'A2' });

      const sara = new ChatStore('user-sara-versions');
      const asked = sara.ask({ text: 'Q', attachments: [] });
      sara.finishReply(asked.clientId, { reply: 'local only' });
      expect(sara.regenerate(asked.thread.id, sara.thread(asked.thread.id)!.messages[1]!.id)).toBeNull();
    });

    it("marks a subscriber's regeneration and edit with the stored ids the server needs", () => {
      const store = new ChatStore('user-versions');
      const { clientId, thread } = store.ask({ text: 'Q', attachments: [] });
      store.finishReply(clientId, { reply: 'A', messageId: A1, questionId: Q1 });
      const [question, answer] = store.thread(thread.id)!.messages;
      expect(question!.serverId).toBe(Q1);
      const again = store.regenerate(thread.id, answer!.id)!;
      expect(store.thread(thread.id)!.messages[1]).toMatchObject({ regenerates: A1, status: 'streaming' });
      store.finishReply(again, { reply: 'A again', messageId: A2, questionId: Q1 });
      expect(store.thread(thread.id)!.messages[1]).toMatchObject({ serverId: A2, text: 'A again' });
      expect(store.thread(thread.id)!.messages[1]!.regenerates).toBeUndefined();

      const edited = store.edit(thread.id, question!.id, 'Q, fixed')!;
      expect(store.thread(thread.id)!.messages.map((m) => [m.sender, m.text, m.clientId, m.editOf])).toEqual([
        ['user', 'Q, fixed', edited, Q1],
        ['bot', '', edited, undefined],
      ]);
    });

    it('edits a question: what followed it goes, the edited one is asked with the turns before it', () => {
      const store = new ChatStore(null);
      const one = store.ask({ text: 'One', attachments: [] });
      store.finishReply(one.clientId, { reply: 'A1' });
      const two = store.ask({ text: 'Two', attachments: [] });
      store.finishReply(two.clientId, { reply: 'A2' });
      const questionTwo = store.thread(one.thread.id)!.messages[2]!;
      store.edit(one.thread.id, questionTwo.id, 'Two, edited');
      expect(store.thread(one.thread.id)!.messages.map((m) => m.text)).toEqual([
        'One',
        'A1',
        'Two, edited',
        '',
      ]);
    });
  });
});
