import type { AssistantId } from '@mustashar/contracts';
import { and, asc, countDistinct, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { conversations, type MessageAttachment, messages, type StoredCitation } from '../../db/schema.ts';
import { BUSINESS_TIME_ZONE } from '../billing/periods.ts';

/**
 * The chat's SQL. Every query about conversations takes the acting user's id, so a user never reaches another's
 * rows. Timestamps come from the database's clock_timestamp() so a question and its answer, stored moments apart,
 * always sort in the order they happened.
 */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ConversationSummaryRow = ConversationRow & { messageCount: number; lastMessage: string };

const now = sql`clock_timestamp()`;
const alive = (userId: string) => and(eq(conversations.userId, userId), isNull(conversations.deletedAt));

// Written out: inside a selected field Drizzle leaves columns unqualified, which a correlated subquery cannot use.
// The last message is the branch's leaf (the newest message when there is none).
const LAST_MESSAGE_SQL = sql.raw(
  `select m.text from messages m where m.conversation_id = conversations.id
   order by (m.id = conversations.leaf_id) desc, m.created_at desc limit 1`,
);

/** Most characters of normalised text kept for search per conversation (beyond it, later messages are not added). */
export const SEARCH_TEXT_CHARS = 200_000;

/** The bot message answering a question is stored under the question's client id plus this suffix. */
export const REPLY_SUFFIX = ':reply';

export async function findConversation(
  db: Executor,
  userId: string,
  id: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(alive(userId), eq(conversations.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertConversation(
  db: Executor,
  userId: string,
  values: { title: string; assistant: AssistantId; searchText: string },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

/** The user's question stored under a client id, in any of their live conversations (a resend names none). */
export async function findQuestionByClientId(
  db: Executor,
  userId: string,
  clientId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(alive(userId), eq(messages.userId, userId), eq(messages.clientId, clientId)))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.message ?? null;
}

export async function findMessageByClientId(
  db: Executor,
  conversationId: string,
  clientId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** Stores a message; null when its client id is already stored in this conversation (a resend). */
export async function insertMessage(
  db: Executor,
  values: {
    conversationId: string;
    userId: string;
    sender: 'user' | 'bot';
    text: string;
    attachments?: MessageAttachment[];
    citations?: StoredCitation[];
    clientId: string | null;
    parentId: string | null;
    stopped?: boolean;
  },
): Promise<MessageRow | null> {
  const [row] = await db
    .insert(messages)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: [messages.conversationId, messages.clientId] })
    .returning();
  return row ?? null;
}

/** Marks the conversation as just used and adds normalised text to what search looks through. */
export async function touchConversation(db: Executor, id: string, addSearchText: string) {
  await db
    .update(conversations)
    .set({
      updatedAt: now,
      // Capped so a very long conversation does not rewrite an ever larger value with every message.
      searchText: addSearchText
        ? sql`case when length(${conversations.searchText}) < ${SEARCH_TEXT_CHARS}
            then trim(${conversations.searchText} || ' ' || ${addSearchText}) else ${conversations.searchText} end`
        : conversations.searchText,
    })
    .where(eq(conversations.id, id));
}

/**
 * Makes a message the end of the conversation's branch. With `ifLeaf`, only while that message still is (an answer
 * arriving after the user moved to another version does not pull the branch back).
 */
export async function setLeaf(db: Executor, conversationId: string, leafId: string, ifLeaf?: string) {
  await db
    .update(conversations)
    .set({ leafId })
    .where(
      ifLeaf === undefined
        ? eq(conversations.id, conversationId)
        : and(eq(conversations.id, conversationId), eq(conversations.leafId, ifLeaf)),
    );
}

/**
 * An answer stored after the user already asked on (another tab, or a retry of an earlier failed answer): the
 * questions that followed its question now follow it, so the conversation reads in order and nothing is off its
 * branch.
 */
export async function adoptLaterQuestions(db: Executor, questionId: string, answerId: string) {
  await db
    .update(messages)
    .set({ parentId: answerId })
    .where(and(eq(messages.parentId, questionId), eq(messages.sender, 'user')));
}

/** The branch up to and including a message, at most `limit` messages, oldest first: the answerer's history. */
export async function branchUpTo(
  db: Executor,
  messageId: string,
  limit: number,
): Promise<{ sender: 'user' | 'bot'; text: string }[]> {
  const result = await db.execute(sql`
    with recursive branch as (
      select id, parent_id, sender, text, 1 as depth from messages where id = ${messageId}
      union all
      select m.id, m.parent_id, m.sender, m.text, b.depth + 1
      from messages m join branch b on m.id = b.parent_id
      where b.depth < ${limit}
    )
    select sender, text from branch order by depth desc`);
  return rowsOf<{ sender: 'user' | 'bot'; text: string }>(result);
}

/** One message of the user's live conversation, or null. */
export async function findOwnMessage(
  db: Executor,
  userId: string,
  conversationId: string,
  messageId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(alive(userId), eq(conversations.id, conversationId), eq(messages.id, messageId)))
    .limit(1);
  return row?.message ?? null;
}

export async function messagesOf(db: Executor, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/**
 * The user's live conversations with their message count and last message. `terms` (already normalised) must
 * each appear in the title or a message; `pinnedFirst` puts pinned ones on top, then newest first.
 */
export async function listConversations(
  db: Executor,
  userId: string,
  options: { terms?: string[]; limit: number; pinnedFirst: boolean; id?: string },
): Promise<ConversationSummaryRow[]> {
  const filters: (SQL | undefined)[] = [alive(userId)];
  if (options.id) filters.push(eq(conversations.id, options.id));
  for (const term of options.terms ?? []) {
    filters.push(sql`position(${term} in ${conversations.searchText}) > 0`);
  }
  const order = options.pinnedFirst
    ? [desc(conversations.pinned), desc(conversations.updatedAt)]
    : [desc(conversations.updatedAt)];
  const rows = await db
    .select({
      conversation: conversations,
      messageCount: sql<number>`(select count(*) from messages m where m.conversation_id = conversations.id)`,
      lastMessage: sql<string | null>`(${LAST_MESSAGE_SQL})`,
    })
    .from(conversations)
    .where(and(...filters))
    .orderBy(...order)
    .limit(options.limit);
  return rows.map((row) => ({
    ...row.conversation,
    messageCount: Number(row.messageCount),
    lastMessage: row.lastMessage ?? '',
  }));
}

export async function updateConversation(
  db: Executor,
  userId: string,
  id: string,
  patch: { title?: string; pinned?: boolean; searchText?: string; leafId?: string },
): Promise<ConversationRow | null> {
  const [row] = await db
    .update(conversations)
    // Renaming or pinning does not make a conversation newer: recency follows messages.
    .set(patch)
    .where(and(alive(userId), eq(conversations.id, id)))
    .returning();
  return row ?? null;
}

export async function softDeleteConversation(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ deletedAt: now })
    .where(and(alive(userId), eq(conversations.id, id)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** Every message of one conversation, oldest first, as much as branches need and search reads. */
export async function messageTree(db: Executor, conversationId: string) {
  return db
    .select({
      id: messages.id,
      parentId: messages.parentId,
      sender: messages.sender,
      text: messages.text,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/**
 * A user's chat figures: questions and all messages since `since`, the days (business time) they asked on, and
 * the conversations that got an answer.
 */
export async function messageFigures(db: Executor, userId: string, since: Date) {
  const [month] = await db
    .select({
      questions: sql<number>`count(*) filter (where ${messages.sender} = 'user')`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(messages)
    .where(and(eq(messages.userId, userId), gte(messages.createdAt, since)));
  const [activity] = await db
    .select({
      days: sql<number>`count(distinct (${messages.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date)`.mapWith(
        Number,
      ),
    })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.sender, 'user')));
  const [answered] = await db
    .select({ count: countDistinct(messages.conversationId) })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.sender, 'bot')));

  return {
    month: { questions: month?.questions ?? 0, all: month?.all ?? 0 },
    activeDays: activity?.days ?? 0,
    conversationsAnswered: Number(answered?.count ?? 0),
  };
}
