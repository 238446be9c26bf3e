import {
  SharedConversationResponseSchema,
  ShareLinkListResponseSchema,
  ShareLinkResponseSchema,
} from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription, sameOrigin, useTestApp } from '../../../test/helpers.ts';
import { createUserWithSession, TEST_CITATION } from '../../../test/support/chat.ts';
import { sharedLinks } from '../../db/schema.ts';
import { deleteConversation, storeQuestion, storeReply } from './service.ts';
import { newShareId } from './share.ts';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

const QUESTION = 'هل يحق لصاحب العمل خصم أجري؟';
const ATTACHMENT = {
  uploadId: '00000000-0000-4000-8000-000000000001',
  fileName: 'عقد-العمل.pdf',
  size: 1234,
  mime: 'application/pdf',
};

describe('shared links to a conversation', () => {
  const t = useTestApp();
  let sara: User;
  let khalid: User;

  /** A question (with an attachment) and its answer in a new conversation of the user's. */
  async function exchange(user: User, clientId: string) {
    const stored = await storeQuestion(t.app.db, user.userId, {
      text: QUESTION,
      clientId,
      attachments: [ATTACHMENT],
    });
    const answer = await storeReply(t.app.db, user.userId, stored!.question, {
      text: 'لا يجوز الخصم إلا في الحالات التي يحددها النظام.',
      citations: [TEST_CITATION],
    });
    return { conversationId: stored!.conversationId, questionId: stored!.question.id, answerId: answer.id };
  }

  const share = (user: User, conversationId: string, body?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/shares`,
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' },
      payload: body ?? {},
    });
  const revoke = (user: User, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/chat/shares/${id}`,
      headers: { ...sameOrigin, cookie: user.cookie },
    });
  const list = (user: User, conversationId: string) =>
    t.app.inject({
      url: `/api/chat/conversations/${conversationId}/shares`,
      headers: { cookie: user.cookie },
    });
  const open = (id: string) =>
    t.app.inject({ url: `/api/shared/${id}`, headers: { 'accept-language': 'en' } });

  beforeAll(async () => {
    sara = await createUserWithSession(t.app.db, 'sara.share@example.com');
    khalid = await createUserWithSession(t.app.db, 'khalid.share@example.com');
    await grantSubscription(t, sara.userId);
    await grantSubscription(t, khalid.userId);
  });

  it('gives unguessable ids: 128 random bits, base64url, never repeated', async () => {
    const ids = new Set(Array.from({ length: 1000 }, newShareId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from([...ids][0]!, 'base64url')).toHaveLength(16);

    const { conversationId } = await exchange(sara, 's-ids');
    const a = ShareLinkResponseSchema.parse((await share(sara, conversationId)).json()).link;
    const b = ShareLinkResponseSchema.parse((await share(sara, conversationId)).json()).link;
    expect(a.id).not.toBe(b.id);
    expect(a.path).toBe(`/shared/${a.id}`);
    // Neither id is derived from the conversation's.
    expect(a.id).not.toContain(conversationId.slice(0, 8));
  });

  it('shows the conversation signed out with citations, and no email, name or ids', async () => {
    const { conversationId, questionId, answerId } = await exchange(sara, 's-view');
    const created = await share(sara, conversationId);
    expect(created.statusCode, created.body).toBe(201);
    const { link } = ShareLinkResponseSchema.parse(created.json());
    expect(link.includeAttachments).toBe(false);

    const res = await open(link.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toContain('no-store');
    const { conversation } = SharedConversationResponseSchema.parse(res.json());
    expect(conversation.title).toBe(QUESTION);
    expect(conversation.messages.map((m) => m.sender)).toEqual(['user', 'bot']);
    expect(conversation.messages[1]!.citations).toEqual([TEST_CITATION]);
    // Attachments are not shared unless ticked: not even their names.
    expect(conversation.messages[0]!.attachments).toBeUndefined();

    const body = res.body;
    for (const secret of [
      sara.userId,
      conversationId,
      questionId,
      answerId,
      ATTACHMENT.uploadId,
      ATTACHMENT.fileName,
      'sara.share@example.com',
      'sara.share',
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toMatch(/"(id|userId|conversationId|email|name|uploadId)"\s*:/);
  });

  it('names attachments (and only names them) when the owner ticks them', async () => {
    const { conversationId } = await exchange(sara, 's-attach');
    const { link } = ShareLinkResponseSchema.parse(
      (await share(sara, conversationId, { includeAttachments: true })).json(),
    );
    expect(link.includeAttachments).toBe(true);
    const res = await open(link.id);
    const { conversation } = SharedConversationResponseSchema.parse(res.json());
    expect(conversation.messages[0]!.attachments).toEqual([{ fileName: ATTACHMENT.fileName }]);
    expect(res.body).not.toContain(ATTACHMENT.uploadId);
  });

  it('shows the conversation as it is now: a later answer appears through the same link', async () => {
    const { conversationId } = await exchange(sara, 's-live');
    const { link } = ShareLinkResponseSchema.parse((await share(sara, conversationId)).json());
    await storeQuestion(t.app.db, sara.userId, {
      text: 'وماذا عن الإجازة؟',
      conversationId,
      clientId: 's-live-2',
      attachments: [],
    });
    const { conversation } = SharedConversationResponseSchema.parse((await open(link.id)).json());
    expect(conversation.messages).toHaveLength(3);
  });

  it('lists the working links and revokes one: it then answers 404, the others still work', async () => {
    const { conversationId } = await exchange(sara, 's-revoke');
    const first = ShareLinkResponseSchema.parse((await share(sara, conversationId)).json()).link;
    const second = ShareLinkResponseSchema.parse((await share(sara, conversationId)).json()).link;
    const listed = ShareLinkListResponseSchema.parse((await list(sara, conversationId)).json()).links;
    expect(listed.map((l) => l.id).sort()).toEqual([first.id, second.id].sort());

    expect((await revoke(sara, first.id)).json()).toEqual({ ok: true });
    const gone = await open(first.id);
    expect(gone.statusCode).toBe(404);
    expect((await open(second.id)).statusCode).toBe(200);
    expect(ShareLinkListResponseSchema.parse((await list(sara, conversationId)).json()).links).toEqual([
      second,
    ]);
    // Revoking twice, or someone else's link, is 404.
    expect((await revoke(sara, first.id)).statusCode).toBe(404);
    expect((await revoke(khalid, second.id)).statusCode).toBe(404);
    expect((await open(second.id)).statusCode).toBe(200);
  });

  it('answers unknown, revoked and deleted-conversation links with one and the same 404', async () => {
    const { conversationId } = await exchange(sara, 's-404');
    const revoked = ShareLinkResponseSchema.parse((await share(sara, conversationId)).json()).link;
    await revoke(sara, revoked.id);
    const other = await exchange(sara, 's-404-deleted');
    const deleted = ShareLinkResponseSchema.parse((await share(sara, other.conversationId)).json()).link;
    expect((await open(deleted.id)).statusCode).toBe(200);
    await deleteConversation(t.app.db, sara.userId, other.conversationId);

    const answers = await Promise.all([newShareId(), revoked.id, deleted.id, 'x', 'a'.repeat(100)].map(open));
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // Not indexed and not cached, dead or alive.
    expect(answers[1]!.headers['x-robots-tag']).toContain('noindex');
    expect(answers[1]!.headers['cache-control']).toContain('no-store');
    // The deleted conversation's links are not listed, and no new one can be made.
    expect((await list(sara, other.conversationId)).statusCode).toBe(404);
    expect((await share(sara, other.conversationId)).statusCode).toBe(404);
  });

  it("cannot share another user's conversation", async () => {
    const { conversationId } = await exchange(sara, 's-other');
    const res = await share(khalid, conversationId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This conversation was not found.');
    expect((await list(khalid, conversationId)).statusCode).toBe(404);
    expect(
      await t.app.db.select().from(sharedLinks).where(eq(sharedLinks.conversationId, conversationId)),
    ).toEqual([]);
  });

  it('is for subscribers: signed out is 401, without a subscription 403', async () => {
    const { conversationId } = await exchange(sara, 's-auth');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/shares`,
      headers: sameOrigin,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
    const lapsed = await createUserWithSession(t.app.db, 'lapsed.share@example.com');
    const stored = await storeQuestion(t.app.db, lapsed.userId, {
      text: QUESTION,
      clientId: 's-lapsed',
      attachments: [],
    });
    expect((await share(lapsed, stored!.conversationId)).statusCode).toBe(403);
  });

  it('caps the working links of one conversation', async () => {
    const { conversationId } = await exchange(khalid, 's-cap');
    for (let i = 0; i < 10; i += 1) expect((await share(khalid, conversationId)).statusCode).toBe(201);
    const refused = await share(khalid, conversationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('chat:too_many_share_links');
  });

  it('serves the shared page with a noindex header', async () => {
    const res = await t.app.inject({ url: `/shared/${newShareId()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-robots-tag']).toContain('noindex');
  });
});
