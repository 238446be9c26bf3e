import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import { conversations, messages } from '../../db/schema.ts';
import { createConversation, storeQuestion, storeReply } from './service.ts';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

describe('storing a question or an answer: all of it or none of it', () => {
  const t = useTestApp();
  let sara: User;
  let khalid: User;

  beforeAll(async () => {
    sara = await createUserWithSession(t.app.db, 'sara.store@example.com');
    khalid = await createUserWithSession(t.app.db, 'khalid.store@example.com');
  });

  /** Makes every later write of that kind to `table` fail inside the database, as a failure mid-store would. */
  async function failWrites(table: 'conversations' | 'messages', event: 'insert' | 'update') {
    await t.app.db.execute(
      sql.raw(`create or replace function test_refuse_write() returns trigger language plpgsql as $$
        begin raise exception 'write refused by the test'; end $$`),
    );
    await t.app.db.execute(
      sql.raw(`create trigger test_refuse_write before ${event} on ${table}
        for each row execute function test_refuse_write()`),
    );
  }

  afterEach(async () => {
    // The databases are reused by later test files: nothing of this one's may stay.
    for (const table of ['conversations', 'messages']) {
      await t.app.db.execute(sql.raw(`drop trigger if exists test_refuse_write on ${table}`));
    }
    await t.app.db.execute(sql.raw('drop function if exists test_refuse_write()'));
  });

  const messagesOf = (conversationId: string) =>
    t.app.db
      .select({ id: messages.id, sender: messages.sender, parentId: messages.parentId })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
  const conversationOf = async (conversationId: string) => {
    const [row] = await t.app.db.select().from(conversations).where(eq(conversations.id, conversationId));
    return row!;
  };

  async function exchange(user: User, text: string, conversationId?: string) {
    const stored = await storeQuestion(t.app.db, user.userId, {
      text,
      attachments: [],
      ...(conversationId ? { conversationId } : {}),
    });
    const answer = await storeReply(t.app.db, user.userId, stored!.question, {
      text: `Answer to ${text}`,
      citations: [],
    });
    return { ...stored!, answer };
  }

  it('keeps no question when its conversation cannot be updated with it', async () => {
    const first = await exchange(sara, 'May my employer change my hours?');
    const before = await conversationOf(first.conversationId);

    await failWrites('conversations', 'update');
    await expect(
      storeQuestion(t.app.db, sara.userId, {
        text: 'And my breaks?',
        conversationId: first.conversationId,
        attachments: [],
        clientId: 'q-breaks',
      }),
    ).rejects.toThrow();

    expect(await messagesOf(first.conversationId)).toHaveLength(2);
    const after = await conversationOf(first.conversationId);
    expect(after.leafId).toBe(first.answer.id);
    expect(after.searchText).toBe(before.searchText);
  });

  it('keeps no answer when its conversation cannot be updated with it, and the question stays the leaf', async () => {
    const first = await exchange(sara, 'How long is the notice period?');
    const second = await storeQuestion(t.app.db, sara.userId, {
      text: 'And during probation?',
      conversationId: first.conversationId,
      attachments: [],
      clientId: 'q-probation',
    });

    await failWrites('conversations', 'update');
    await expect(
      storeReply(t.app.db, sara.userId, second!.question, { text: 'No notice is owed.', citations: [] }),
    ).rejects.toThrow();

    const stored = await messagesOf(first.conversationId);
    expect(stored.map((m) => m.sender).sort()).toEqual(['bot', 'user', 'user']);
    expect((await conversationOf(first.conversationId)).leafId).toBe(second!.question.id);
  });

  it('keeps no later question moved under an answer that was not stored', async () => {
    const first = await exchange(sara, 'Is overtime paid?');
    // A second tab asked on before the answer to the question above it was stored.
    const asked = await storeQuestion(t.app.db, sara.userId, {
      text: 'At what rate?',
      conversationId: first.conversationId,
      attachments: [],
    });
    const later = await storeQuestion(t.app.db, sara.userId, {
      text: 'On holidays too?',
      conversationId: first.conversationId,
      attachments: [],
    });
    expect(later!.question.parentId).toBe(asked!.question.id);

    await failWrites('conversations', 'update');
    await expect(
      storeReply(t.app.db, sara.userId, asked!.question, { text: 'Time and a half.', citations: [] }),
    ).rejects.toThrow();
    const [row] = await t.app.db
      .select({ parentId: messages.parentId })
      .from(messages)
      .where(eq(messages.id, later!.question.id));
    expect(row!.parentId).toBe(asked!.question.id);
  });

  it('creates no conversation when its first question cannot be stored', async () => {
    await failWrites('messages', 'insert');
    await expect(
      storeQuestion(t.app.db, khalid.userId, { text: 'What is end-of-service pay?', attachments: [] }),
    ).rejects.toThrow();
    const rows = await t.app.db.select().from(conversations).where(eq(conversations.userId, khalid.userId));
    expect(rows).toHaveLength(0);
  });

  it('stores a question and its answer in one go each: ownership, leaf, title, search text and history', async () => {
    const empty = await createConversation(t.app.db, khalid.userId, {});
    // Not khalid's: refused, nothing stored.
    expect(
      await storeQuestion(t.app.db, sara.userId, {
        text: 'Not mine',
        conversationId: empty.id,
        attachments: [],
      }),
    ).toBeNull();
    expect(await messagesOf(empty.id)).toHaveLength(0);

    const first = await exchange(khalid, 'Can I take unpaid leave?', empty.id);
    const started = await conversationOf(empty.id);
    expect(started.title).toBe('Can I take unpaid leave?');
    expect(started.leafId).toBe(first.answer.id);
    expect(started.searchText).toContain('unpaid');
    expect(started.searchText).toContain('answer to can i take');

    const second = await storeQuestion(t.app.db, khalid.userId, {
      text: 'For how long?',
      conversationId: empty.id,
      attachments: [],
    });
    expect(second!.question.parentId).toBe(first.answer.id);
    expect(second!.history).toEqual([
      { sender: 'user', text: 'Can I take unpaid leave?' },
      { sender: 'bot', text: 'Answer to Can I take unpaid leave?' },
    ]);
    expect((await conversationOf(empty.id)).leafId).toBe(second!.question.id);

    // A deleted conversation takes no more questions.
    await t.app.db
      .update(conversations)
      .set({ deletedAt: new Date() })
      .where(and(eq(conversations.id, empty.id), eq(conversations.userId, khalid.userId)));
    expect(
      await storeQuestion(t.app.db, khalid.userId, {
        text: 'Still there?',
        conversationId: empty.id,
        attachments: [],
      }),
    ).toBeNull();
    expect(await messagesOf(empty.id)).toHaveLength(3);
  });
});
