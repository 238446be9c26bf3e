import type { AnswerFeedback, FeedbackReason, PutAnswerFeedback } from '@mustashar/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { answerFeedback, conversations, messages } from '../../db/schema.ts';
import { REPLY_SUFFIX } from './repo.ts';

/**
 * Thumbs up or down on an answer: one per user and answer, changed by rating again, withdrawn by deleting it.
 * Kept by default: the rating, the reason, the comment and the laws and articles the answer cited — the question's
 * text only when the user chose to include it, so what is learnt from feedback is which laws we answer badly.
 */

type FeedbackRow = typeof answerFeedback.$inferSelect;

const toFeedback = (row: FeedbackRow): AnswerFeedback => ({
  rating: row.rating,
  reason: row.reason,
  comment: row.comment,
  includeQuestion: row.question !== null,
});

/** One of the user's answers in a conversation they still have, or null. */
async function ownAnswer(db: Executor, userId: string, messageId: string) {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.userId, userId),
        eq(messages.sender, 'bot'),
        eq(conversations.userId, userId),
        isNull(conversations.deletedAt),
      ),
    )
    .limit(1);
  return row?.message ?? null;
}

/** The question an answer answers: stored under the answer's client id without its suffix, else the one before it. */
async function questionOf(db: Executor, answer: typeof messages.$inferSelect): Promise<string | null> {
  const clientId = answer.clientId?.endsWith(REPLY_SUFFIX)
    ? answer.clientId.slice(0, -REPLY_SUFFIX.length)
    : null;
  const [row] = await db
    .select({ text: messages.text })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, answer.conversationId),
        eq(messages.sender, 'user'),
        clientId ? eq(messages.clientId, clientId) : sql`${messages.createdAt} < ${answer.createdAt}`,
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.text ?? null;
}

/** Rates an answer (or changes the rating); null when it is not one of the user's answers. */
export async function rateAnswer(
  db: Executor,
  userId: string,
  messageId: string,
  input: Omit<PutAnswerFeedback, 'includeQuestion'> & { includeQuestion: boolean },
): Promise<AnswerFeedback | null> {
  const answer = await ownAnswer(db, userId, messageId);
  if (!answer) return null;
  const down = input.rating === 'down';
  const values = {
    rating: input.rating,
    reason: down ? (input.reason ?? 'other') : null,
    comment: down && input.comment ? input.comment : null,
    question: input.includeQuestion ? await questionOf(db, answer) : null,
    cited: answer.citations.map((c) => ({ law: c.law, article: c.article })),
  };
  const [row] = await db
    .insert(answerFeedback)
    .values({ messageId, userId, ...values })
    .onConflictDoUpdate({
      target: [answerFeedback.messageId, answerFeedback.userId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('feedback upsert returned nothing');
  return toFeedback(row);
}

/** Withdraws the user's rating of an answer; false when it is not one of their answers. */
export async function withdrawRating(db: Executor, userId: string, messageId: string): Promise<boolean> {
  if (!(await ownAnswer(db, userId, messageId))) return false;
  await db
    .delete(answerFeedback)
    .where(and(eq(answerFeedback.messageId, messageId), eq(answerFeedback.userId, userId)));
  return true;
}

/** The user's ratings of these messages, by message id. */
export async function ratingsOf(
  db: Executor,
  userId: string,
  messageIds: string[],
): Promise<Map<string, AnswerFeedback>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(answerFeedback)
    .where(and(eq(answerFeedback.userId, userId), inArray(answerFeedback.messageId, messageIds)));
  return new Map(rows.map((row) => [row.messageId, toFeedback(row)]));
}

export type FeedbackCounts = {
  up: number;
  down: number;
  byReason: Record<FeedbackReason, number>;
  /** Thumbs down by the law the answer cited first (a law cited by several answers counts once per answer). */
  downByLaw: { law: string; down: number }[];
};

/** What the feedback says in all: for the operator and the legal engine's development figures. */
export async function feedbackCounts(db: Executor): Promise<FeedbackCounts> {
  const rows = await db
    .select({ rating: answerFeedback.rating, reason: answerFeedback.reason, cited: answerFeedback.cited })
    .from(answerFeedback)
    .orderBy(asc(answerFeedback.createdAt));
  const counts: FeedbackCounts = {
    up: 0,
    down: 0,
    byReason: { wrong_law: 0, outdated: 0, not_my_question: 0, unclear: 0, other: 0 },
    downByLaw: [],
  };
  const byLaw = new Map<string, number>();
  for (const row of rows) {
    if (row.rating === 'up') {
      counts.up += 1;
      continue;
    }
    counts.down += 1;
    if (row.reason) counts.byReason[row.reason] += 1;
    const law = row.cited[0]?.law;
    if (law) byLaw.set(law, (byLaw.get(law) ?? 0) + 1);
  }
  counts.downByLaw = [...byLaw].map(([law, down]) => ({ law, down })).sort((a, b) => b.down - a.down);
  return counts;
}
