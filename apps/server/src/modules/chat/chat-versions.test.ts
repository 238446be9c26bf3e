import { readFileSync } from 'node:fs';
import { type ChatMessage, ConversationResponseSchema } from '@mustashar/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription, sameOrigin, useTestApp } from '../../../test/helpers.ts';
import { ChatClient, chatUrl, createUserWithSession, scriptedAnswerer } from '../../../test/support/chat.ts';
import { conversations, messages } from '../../db/schema.ts';
import { currentBranch, leafBelow, versionsByMessage } from './branches.ts';
import { loadExport } from './export.ts';
import { getConversation, storeQuestion, storeReply, switchVersion } from './service.ts';
import { createShareLink, sharedConversation } from './share.ts';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
const node = (id: string, parentId: string | null, sender: 'user' | 'bot', minute: number) => ({
  id,
  parentId,
  sender,
  createdAt: at(minute),
});

describe('branches of a conversation', () => {
  // q1 → a1 → q2 → a2, with a1 asked again (a1b) and q2 edited (q2b → a2b).
  const tree = [
    node('q1', null, 'user', 0),
    node('a1', 'q1', 'bot', 1),
    node('q2', 'a1', 'user', 2),
    node('a2', 'q2', 'bot', 3),
    node('a1b', 'q1', 'bot', 4),
    node('q2b', 'a1', 'user', 5),
    node('a2b', 'q2b', 'bot', 6),
  ];

  it('reads the branch from its leaf up, oldest first', () => {
    expect(currentBranch(tree, 'a2').map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(currentBranch(tree, 'a2b').map((m) => m.id)).toEqual(['q1', 'a1', 'q2b', 'a2b']);
  });

  it('shows every message in order when the leaf is missing, so nothing stored disappears', () => {
    expect(currentBranch(tree, null)).toHaveLength(tree.length);
    expect(currentBranch(tree, 'gone').map((m) => m.id)).toEqual(tree.map((m) => m.id));
  });

  it('groups versions by parent and sender, oldest first', () => {
    const versions = versionsByMessage(tree);
    expect(versions.get('a1')).toEqual(['a1', 'a1b']);
    expect(versions.get('a1b')).toEqual(['a1', 'a1b']);
    expect(versions.get('q2b')).toEqual(['q2', 'q2b']);
    expect(versions.has('q1')).toBe(false);
  });

  it('ends a switched-to version at its newest reply at every step', () => {
    expect(leafBelow(tree, 'a1')).toBe('a2b');
    expect(leafBelow(tree, 'q2')).toBe('a2');
    expect(leafBelow(tree, 'a1b')).toBe('a1b');
  });
});

describe('regenerate, edit and switch versions (subscribers)', () => {
  const answerer = scriptedAnswerer();
  const t = useTestApp({ deps: { answerer } });
  let url: string;
  let sara: User;
  let omar: User;

  const connect = (user: User) =>
    ChatClient.open(url, { headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' } });
  const open = async (user: User, conversationId: string) => {
    const res = await t.app.inject({
      url: `/api/chat/conversations/${conversationId}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ConversationResponseSchema.parse(res.json()).conversation;
  };
  const show = (user: User, conversationId: string, messageId: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/chat/conversations/${conversationId}/version`,
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' },
      payload: { messageId },
    });
  const search = async (user: User, q: string) => {
    const res = await t.app.inject({
      url: `/api/chat/conversations?q=${encodeURIComponent(q)}`,
      headers: { cookie: user.cookie },
    });
    return (res.json() as { conversations: { id: string }[] }).conversations.map((c) => c.id);
  };
  const texts = (list: ChatMessage[]) => list.map((m) => `${m.sender}:${m.text}`);

  /** Two turns in a new conversation; returns its id and the stored messages' ids. */
  async function twoTurns(user: User, tag: string) {
    const socket = await connect(user);
    const first = await socket.ask({ message: `First ${tag}`, clientId: `${tag}-1` });
    const conversationId = (first.frame as { conversationId: string }).conversationId;
    await socket.ask({ message: `Second ${tag}`, clientId: `${tag}-2`, conversationId });
    await socket.close();
    const conversation = await open(user, conversationId);
    return { conversationId, ids: conversation.messages.map((m) => m.id) };
  }

  beforeAll(async () => {
    url = await chatUrl(t.app);
    sara = await createUserWithSession(t.app.db, 'sara.versions@example.com');
    omar = await createUserWithSession(t.app.db, 'omar.versions@example.com');
    await grantSubscription(t, sara.userId);
    await grantSubscription(t, omar.userId);
  });

  it('answers the stored question again, keeps both answers as versions and shows the new one', async () => {
    const { conversationId, ids } = await twoTurns(sara, 'regen');
    const [, , q2, a2] = ids;
    const socket = await connect(sara);
    const calls = answerer.calls.length;
    // The frame's text is not used: the stored question is asked again, with the history before it.
    const { frame } = await socket.ask({
      message: 'ignored',
      clientId: 'regen-2b',
      conversationId,
      regenerate: a2!,
    });
    expect(frame).toMatchObject({
      type: 'reply',
      reply: 'Answer: Second regen',
      questionId: q2,
      conversationId,
    });
    expect(answerer.calls[calls]).toMatchObject({
      question: 'Second regen',
      history: [
        { sender: 'user', text: 'First regen' },
        { sender: 'bot', text: 'Answer: First regen' },
      ],
    });
    const newId = (frame as { messageId: string }).messageId;
    const conversation = await open(sara, conversationId);
    expect(conversation.messages.map((m) => m.id)).toEqual([ids[0], ids[1], q2, newId]);
    expect(conversation.messages[3]!.versions).toEqual([a2, newId]);
    expect(conversation.messages[2]!.versions).toBeUndefined();

    // Sent again after a dropped socket: the same version comes back, nothing is answered twice.
    const again = await socket.ask({
      message: 'ignored',
      clientId: 'regen-2b',
      conversationId,
      regenerate: a2!,
    });
    expect(again).toEqual({ deltas: [], frame });
    expect((await open(sara, conversationId)).messages[3]!.versions).toEqual([a2, newId]);

    // Back to the first version: the conversation reads it again, and so does a reload.
    const back = await show(sara, conversationId, a2!);
    expect(back.statusCode, back.body).toBe(200);
    expect(ConversationResponseSchema.parse(back.json()).conversation.messages.at(-1)!.id).toBe(a2);
    expect((await open(sara, conversationId)).messages.at(-1)!.id).toBe(a2);
    await socket.close();
  });

  it('keeps a stopped answer, and a stopped regeneration of it, as two versions marked stopped', async () => {
    const socket = await connect(sara);
    // The scripted answerer waits on questions saying "wait" until it is stopped.
    socket.send({ message: 'Please wait for it', clientId: 'stop-1' });
    expect(await socket.next()).toEqual({ type: 'delta', text: 'Answer' });
    socket.send({ type: 'stop' });
    const first = (await socket.final()).frame as { conversationId: string; messageId: string };
    socket.send({
      message: 'ignored',
      clientId: 'stop-1b',
      conversationId: first.conversationId,
      regenerate: first.messageId,
    });
    expect(await socket.next()).toEqual({ type: 'delta', text: 'Answer' });
    socket.send({ type: 'stop' });
    const second = (await socket.final()).frame as { messageId: string };
    const conversation = await open(sara, first.conversationId);
    expect(conversation.messages.map((m) => [m.sender, m.text, m.stopped])).toEqual([
      ['user', 'Please wait for it', undefined],
      ['bot', 'Answer', true],
    ]);
    expect(conversation.messages[1]!.id).toBe(second.messageId);
    expect(conversation.messages[1]!.versions).toEqual([first.messageId, second.messageId]);
    await socket.close();
  });

  it('edits a question: the later turns leave the branch, the answerer sees only what came before', async () => {
    const { conversationId, ids } = await twoTurns(sara, 'edit');
    const [q1, a1, q2] = ids;
    const socket = await connect(sara);
    const calls = answerer.calls.length;
    const { frame } = await socket.ask({
      message: 'First edit, with a typo fixed',
      clientId: 'edit-1b',
      conversationId,
      editOf: q1!,
    });
    expect(frame).toMatchObject({ type: 'reply', reply: 'Answer: First edit, with a typo fixed' });
    expect(answerer.calls[calls]!.history).toEqual([]);
    const conversation = await open(sara, conversationId);
    expect(texts(conversation.messages)).toEqual([
      'user:First edit, with a typo fixed',
      'bot:Answer: First edit, with a typo fixed',
    ]);
    expect(conversation.messages[0]!.versions).toEqual([q1, (frame as { questionId: string }).questionId]);

    // Search, history and export follow the branch on screen.
    expect(await search(sara, 'typo')).toContain(conversationId);
    expect(await search(sara, 'Second edit')).not.toContain(conversationId);
    const [exported] = (await loadExport(t.app.db, sara.userId, conversationId))!;
    expect(exported!.messages.map((m) => m.text)).toEqual([
      'First edit, with a typo fixed',
      'Answer: First edit, with a typo fixed',
    ]);

    // The first version of the question brings back everything that followed it.
    const back = await show(sara, conversationId, q1!);
    const restored = ConversationResponseSchema.parse(back.json()).conversation;
    expect(restored.messages.map((m) => m.id)).toEqual(ids);
    expect(await search(sara, 'Second edit')).toContain(conversationId);
    expect(a1 && q2).toBeTruthy();
    await socket.close();
  });

  it('reads in order when a question is asked before the answer to the one before it is stored', async () => {
    const first = await storeQuestion(t.app.db, sara.userId, { text: 'Q one', attachments: [] });
    const conversationId = first!.conversationId;
    // Another tab asks on while the first answer is still being written.
    const second = await storeQuestion(t.app.db, sara.userId, {
      text: 'Q two',
      conversationId,
      attachments: [],
    });
    await storeReply(t.app.db, sara.userId, first!.question, { text: 'A one', citations: [] });
    await storeReply(t.app.db, sara.userId, second!.question, { text: 'A two', citations: [] });
    const conversation = await getConversation(t.app.db, sara.userId, conversationId);
    expect(conversation!.messages.map((m) => m.text)).toEqual(['Q one', 'A one', 'Q two', 'A two']);
    expect(conversation!.messages.some((m) => m.versions)).toBe(false);
  });

  it('turns a conversation stored before versions into one line, ending at its newest message', async () => {
    const first = await storeQuestion(t.app.db, sara.userId, { text: 'Old one', attachments: [] });
    const conversationId = first!.conversationId;
    await storeReply(t.app.db, sara.userId, first!.question, { text: 'Old answer', citations: [] });
    await storeQuestion(t.app.db, sara.userId, { text: 'Old two', conversationId, attachments: [] });
    // As the rows were before the migration: no parents, no leaf.
    await t.app.db
      .update(messages)
      .set({ parentId: null })
      .where(eq(messages.conversationId, conversationId));
    await t.app.db.update(conversations).set({ leafId: null }).where(eq(conversations.id, conversationId));
    const migration = readFileSync(
      new URL('../../db/migrations/0015_message_branches.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/^\s*(--.*\n\s*)*UPDATE/.test(statement)) await t.app.db.execute(sql.raw(statement));
    }
    const rows = await t.app.db
      .select({ id: messages.id, parentId: messages.parentId })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.createdAt));
    expect(rows.map((r) => r.parentId)).toEqual([null, rows[0]!.id, rows[1]!.id]);
    const conversation = await getConversation(t.app.db, sara.userId, conversationId);
    expect(conversation!.messages.map((m) => m.text)).toEqual(['Old one', 'Old answer', 'Old two']);
    const [head] = await t.app.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(head!.leafId).toBe(rows[2]!.id);
  });

  it('shares the branch its owner sees, never the other versions', async () => {
    const { conversationId, ids } = await twoTurns(sara, 'shared');
    const socket = await connect(sara);
    await socket.ask({ message: 'Second, reworded', clientId: 'shared-2b', conversationId, editOf: ids[2]! });
    await socket.close();
    const link = await createShareLink(t.app.db, sara.userId, conversationId, { includeAttachments: false });
    const shared = async () => (await sharedConversation(t.app.db, link!.id))!.messages.map((m) => m.text);
    expect(await shared()).toEqual([
      'First shared',
      'Answer: First shared',
      'Second, reworded',
      'Answer: Second, reworded',
    ]);
    await switchVersion(t.app.db, sara.userId, conversationId, ids[2]!);
    expect(await shared()).toEqual([
      'First shared',
      'Answer: First shared',
      'Second shared',
      'Answer: Second shared',
    ]);
  });

  it("refuses to regenerate, edit or switch in another user's conversation, and changes nothing", async () => {
    const { conversationId, ids } = await twoTurns(sara, 'mine');
    const socket = await connect(omar);
    const regen = await socket.ask({ message: 'x', clientId: 'o-1', conversationId, regenerate: ids[3]! });
    expect(regen.frame).toMatchObject({ type: 'error', error: 'bad_request' });
    const edit = await socket.ask({ message: 'x', clientId: 'o-2', conversationId, editOf: ids[0]! });
    expect(edit.frame).toMatchObject({ type: 'error', error: 'bad_request' });
    // A question's id is not an answer to regenerate, even in one's own conversation.
    const own = await connect(sara);
    const wrong = await own.ask({ message: 'x', clientId: 's-1', conversationId, regenerate: ids[2]! });
    expect(wrong.frame).toMatchObject({ type: 'error', error: 'bad_request' });
    expect((await show(omar, conversationId, ids[1]!)).statusCode).toBe(404);
    const stored = await t.app.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.createdAt));
    expect(stored.map((m) => m.id)).toEqual(ids);
    await socket.close();
    await own.close();
  });
});
