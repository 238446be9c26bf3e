import { AnswerFeedbackResponseSchema, ConversationResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription, sameOrigin, useTestApp } from '../../../test/helpers.ts';
import { createUserWithSession, TEST_CITATION } from '../../../test/support/chat.ts';
import { answerFeedback } from '../../db/schema.ts';
import { feedbackCounts } from './feedback.ts';
import { deleteConversation, storeQuestion, storeReply } from './service.ts';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

const QUESTION = 'كم مدة الإشعار عند إنهاء عقد العمل؟';

describe('feedback on answers', () => {
  const t = useTestApp();
  let sara: User;
  let khalid: User;

  /** A question and its answer in a new conversation of the user's. */
  async function exchange(user: User, clientId: string) {
    const stored = await storeQuestion(t.app.db, user.userId, { text: QUESTION, clientId, attachments: [] });
    const answer = await storeReply(t.app.db, user.userId, stored!.question, {
      text: 'ستون يومًا إذا كان الأجر شهريًا.',
      citations: [TEST_CITATION],
    });
    return { conversationId: stored!.conversationId, questionId: stored!.question.id, answerId: answer.id };
  }

  const rate = (user: User, messageId: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/chat/messages/${messageId}/feedback`,
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' },
      payload: body as object,
    });

  beforeAll(async () => {
    sara = await createUserWithSession(t.app.db, 'sara.feedback@example.com');
    khalid = await createUserWithSession(t.app.db, 'khalid.feedback@example.com');
    await grantSubscription(t, sara.userId);
    await grantSubscription(t, khalid.userId);
  });

  it('keeps a thumbs down with its reason and the cited articles, without the question unless it is included', async () => {
    const { conversationId, answerId } = await exchange(sara, 'q-down');
    const res = await rate(sara, answerId, {
      rating: 'down',
      reason: 'outdated',
      comment: 'The period changed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AnswerFeedbackResponseSchema.parse(res.json()).feedback).toEqual({
      rating: 'down',
      reason: 'outdated',
      comment: 'The period changed.',
      includeQuestion: false,
    });
    const [row] = await t.app.db.select().from(answerFeedback).where(eq(answerFeedback.messageId, answerId));
    expect(row).toMatchObject({ question: null, cited: [{ law: 'Labour Law', article: '109' }] });

    // Shown back with the conversation, on the answer only.
    const opened = await t.app.inject({
      url: `/api/chat/conversations/${conversationId}`,
      headers: { cookie: sara.cookie },
    });
    const { messages } = ConversationResponseSchema.parse(opened.json()).conversation;
    expect(messages.find((m) => m.id === answerId)?.feedback).toMatchObject({
      rating: 'down',
      reason: 'outdated',
    });
    expect(messages.find((m) => m.sender === 'user')?.feedback).toBeUndefined();

    // Changed to include the question: still one row per user and answer.
    const again = await rate(sara, answerId, {
      rating: 'down',
      reason: 'not_my_question',
      includeQuestion: true,
    });
    expect(again.json().feedback).toMatchObject({
      reason: 'not_my_question',
      comment: null,
      includeQuestion: true,
    });
    const rows = await t.app.db.select().from(answerFeedback).where(eq(answerFeedback.messageId, answerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.question).toBe(QUESTION);
  });

  it('turns a thumbs down into a thumbs up, dropping reason, comment and question, and withdraws it', async () => {
    const { answerId } = await exchange(sara, 'q-up');
    await rate(sara, answerId, { rating: 'down', reason: 'other', comment: 'x', includeQuestion: true });
    const up = await rate(sara, answerId, { rating: 'up' });
    expect(up.json().feedback).toEqual({ rating: 'up', reason: null, comment: null, includeQuestion: false });
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${answerId}/feedback`,
      headers: { ...sameOrigin, cookie: sara.cookie },
    });
    expect(withdrawn.json()).toEqual({ feedback: null });
    expect(
      await t.app.db.select().from(answerFeedback).where(eq(answerFeedback.messageId, answerId)),
    ).toEqual([]);
  });

  it('keeps one rating when the same answer is rated from several tabs at once', async () => {
    const { answerId } = await exchange(sara, 'q-parallel');
    const results = await Promise.all(
      (['up', 'down', 'up', 'down', 'up'] as const).map((rating) =>
        rate(sara, answerId, rating === 'up' ? { rating } : { rating, reason: 'unclear' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(
      await t.app.db.select().from(answerFeedback).where(eq(answerFeedback.messageId, answerId)),
    ).toHaveLength(1);
  });

  it.each([
    ['a thumbs down without a reason', { rating: 'down' }],
    ['a thumbs up with a reason', { rating: 'up', reason: 'unclear' }],
    ['a thumbs up with a comment', { rating: 'up', comment: 'fine' }],
    ['an unknown reason', { rating: 'down', reason: 'boring' }],
    ['a comment past its length', { rating: 'down', reason: 'other', comment: 'x'.repeat(1001) }],
    ['an unknown rating', { rating: 'meh' }],
  ])('refuses %s with a 400 and stores nothing', async (_, body) => {
    const { answerId } = await exchange(sara, `q-bad-${JSON.stringify(body)}`);
    const res = await rate(sara, answerId, body);
    expect(res.statusCode).toBe(400);
    expect(
      await t.app.db.select().from(answerFeedback).where(eq(answerFeedback.messageId, answerId)),
    ).toEqual([]);
  });

  it("answers 404 for a question, another user's answer and an answer in a deleted conversation", async () => {
    const mine = await exchange(sara, 'q-404');
    expect((await rate(sara, mine.questionId, { rating: 'up' })).statusCode).toBe(404);
    const res = await rate(khalid, mine.answerId, { rating: 'up' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This answer was not found.');
    await deleteConversation(t.app.db, sara.userId, mine.conversationId);
    expect((await rate(sara, mine.answerId, { rating: 'up' })).statusCode).toBe(404);
  });

  it('is for subscribers: signed out is 401, without a subscription 403', async () => {
    const { answerId } = await exchange(sara, 'q-auth');
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/chat/messages/${answerId}/feedback`,
      headers: sameOrigin,
      payload: { rating: 'up' },
    });
    expect(signedOut.statusCode).toBe(401);
    const lapsed = await createUserWithSession(t.app.db, 'lapsed.feedback@example.com');
    expect((await rate(lapsed, answerId, { rating: 'up' })).statusCode).toBe(403);
  });

  it('counts thumbs by reason and thumbs down by the law cited first', async () => {
    const before = await feedbackCounts(t.app.db);
    const a = await exchange(khalid, 'q-count-1');
    const b = await exchange(khalid, 'q-count-2');
    await rate(khalid, a.answerId, { rating: 'down', reason: 'wrong_law' });
    await rate(khalid, b.answerId, { rating: 'up' });
    const after = await feedbackCounts(t.app.db);
    expect(after.up - before.up).toBe(1);
    expect(after.down - before.down).toBe(1);
    expect(after.byReason.wrong_law - before.byReason.wrong_law).toBe(1);
    const labour = (c: typeof after) => c.downByLaw.find((l) => l.law === 'Labour Law')?.down ?? 0;
    expect(labour(after) - labour(before)).toBe(1);
  });
});
