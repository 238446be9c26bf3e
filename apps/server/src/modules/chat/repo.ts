import { randomUUID } from 'node:crypto';
import type { AssistantId } from '@mustashar/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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

/** A message row as a raw statement returns it (column names, timestamps as text on both drivers). */
type RawMessage = {
  id: string;
  conversation_id: string;
  user_id: string;
  sender: 'user' | 'bot';
  parent_id: string | null;
  text: string;
  attachments: MessageAttachment[] | string;
  citations: StoredCitation[] | string;
  client_id: string | null;
  stopped: boolean;
  created_at: Date | string;
};

const parsedJson = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);

function toMessageRow(raw: RawMessage): MessageRow {
  return {
    id: raw.id,
    conversationId: raw.conversation_id,
    userId: raw.user_id,
    sender: raw.sender,
    parentId: raw.parent_id,
    text: raw.text,
    attachments: parsedJson(raw.attachments),
    citations: parsedJson(raw.citations),
    clientId: raw.client_id,
    stopped: raw.stopped,
    createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(raw.created_at),
  };
}

const MESSAGE_COLUMNS = sql.raw(
  'id, conversation_id, user_id, sender, parent_id, text, attachments, citations, client_id, stopped, created_at',
);

/** Appends normalised text to a search text (given as SQL) while it is under the cap; empty text changes nothing. */
const withSearchText = (current: SQL, add: string) =>
  add
    ? sql`case when length(${current}) < ${SEARCH_TEXT_CHARS} then trim(${current} || ' ' || ${add}) else ${current} end`
    : current;

export type QuestionValues = {
  userId: string;
  text: string;
  attachments: MessageAttachment[];
  clientId: string | null;
  /** The conversation's title if it has none yet, and that title normalised for search. */
  title: string;
  searchTitle: string;
  /** The question normalised for search. */
  searchText: string;
};

/**
 * One statement for a question in an existing conversation: checks the conversation is the user's and alive,
 * stores the question after the branch's leaf (locked, so two questions at once follow each other), makes it the
 * leaf, titles a conversation created empty, adds to the search text, and reads the branch above it (at most
 * `historyLimit` messages, oldest first). `found` false: not the user's live conversation. `question` null: its
 * client id is already stored there (a resend).
 */
export async function insertQuestion(
  db: Executor,
  conversationId: string,
  values: QuestionValues,
  historyLimit: number,
): Promise<
  | { found: false }
  | { found: true; question: MessageRow | null; history: { sender: 'user' | 'bot'; text: string }[] }
> {
  const base = sql`(case when c.title = '' then trim(${values.searchTitle} || ' ' || c.search_text) else c.search_text end)`;
  const result = await db.execute(sql`
    with recursive target as (
      select id, leaf_id from conversations
      where id = ${conversationId} and user_id = ${values.userId} and deleted_at is null
      for update
    ),
    question as (
      insert into messages (conversation_id, user_id, sender, text, attachments, client_id, parent_id, created_at)
      select t.id, ${values.userId}, 'user', ${values.text}, ${JSON.stringify(values.attachments)}::jsonb,
        ${values.clientId}, t.leaf_id, clock_timestamp()
      from target t
      on conflict (conversation_id, client_id) do nothing
      returning ${MESSAGE_COLUMNS}
    ),
    touched as (
      update conversations c set
        leaf_id = q.id,
        updated_at = clock_timestamp(),
        title = case when c.title = '' then ${values.title} else c.title end,
        search_text = ${withSearchText(base, values.searchText)}
      from question q
      where c.id = q.conversation_id
      returning c.id
    ),
    branch as (
      select m.id, m.parent_id, m.sender, m.text, 1 as depth from messages m join target t on m.id = t.leaf_id
      union all
      select m.id, m.parent_id, m.sender, m.text, b.depth + 1
      from messages m join branch b on m.id = b.parent_id
      where b.depth < ${historyLimit}
    )
    select q.*,
      (select coalesce(json_agg(json_build_object('sender', b.sender, 'text', b.text) order by b.depth desc), '[]')
       from branch b) as history
    from target t left join question q on true`);
  const [row] = rowsOf<
    Partial<RawMessage> & { history: { sender: 'user' | 'bot'; text: string }[] | string }
  >(result);
  if (!row) return { found: false };
  return {
    found: true,
    question: row.id ? toMessageRow(row as RawMessage) : null,
    history: parsedJson(row.history),
  };
}

/**
 * One statement for a first question: the conversation (titled by it) and the question, which is its leaf. Null,
 * storing nothing, when the user already has a question under this client id in a live conversation (a resend).
 */
export async function insertFirstQuestion(
  db: Executor,
  values: QuestionValues & { assistant: AssistantId },
): Promise<MessageRow | null> {
  // The question's id is chosen here so the conversation can point at it in the same statement.
  const questionId = randomUUID();
  const resend = values.clientId
    ? sql`exists (select 1 from messages m join conversations c on c.id = m.conversation_id
        where m.user_id = ${values.userId} and m.client_id = ${values.clientId}
          and c.user_id = ${values.userId} and c.deleted_at is null)`
    : sql`false`;
  const result = await db.execute(sql`
    with conversation as (
      insert into conversations (user_id, title, assistant, search_text, leaf_id, created_at, updated_at)
      select ${values.userId}, ${values.title}, ${values.assistant},
        trim(${values.searchTitle} || ' ' || ${values.searchText}), ${questionId}, clock_timestamp(), clock_timestamp()
      where not ${resend}
      returning id
    )
    insert into messages (id, conversation_id, user_id, sender, text, attachments, client_id, parent_id, created_at)
    select ${questionId}, c.id, ${values.userId}, 'user', ${values.text}, ${JSON.stringify(values.attachments)}::jsonb,
      ${values.clientId}, null, clock_timestamp()
    from conversation c
    returning ${MESSAGE_COLUMNS}`);
  const [row] = rowsOf<RawMessage>(result);
  return row ? toMessageRow(row) : null;
}

/**
 * One statement for an answer that grows the branch: stores it after its question; questions stored after that
 * question meanwhile (another tab, a retry) now follow the answer; it becomes the leaf only if the question still
 * is (the user may have moved to another version); the conversation is marked used and its search text grows.
 * Null, storing nothing, when its client id is already stored in the conversation.
 */
export async function insertAnswer(
  db: Executor,
  question: MessageRow,
  values: {
    userId: string;
    text: string;
    citations: StoredCitation[];
    clientId: string | null;
    stopped: boolean;
    searchText: string;
  },
): Promise<MessageRow | null> {
  const result = await db.execute(sql`
    with answer as (
      insert into messages (conversation_id, user_id, sender, text, citations, client_id, parent_id, stopped, created_at)
      values (${question.conversationId}, ${values.userId}, 'bot', ${values.text},
        ${JSON.stringify(values.citations)}::jsonb, ${values.clientId}, ${question.id}, ${values.stopped}, clock_timestamp())
      on conflict (conversation_id, client_id) do nothing
      returning ${MESSAGE_COLUMNS}
    ),
    adopted as (
      update messages m set parent_id = a.id
      from answer a
      where m.parent_id = ${question.id} and m.sender = 'user'
    ),
    touched as (
      update conversations c set
        leaf_id = case when c.leaf_id = ${question.id} then a.id else c.leaf_id end,
        updated_at = clock_timestamp(),
        search_text = ${withSearchText(sql`c.search_text`, values.searchText)}
      from answer a
      where c.id = a.conversation_id
    )
    select * from answer`);
  const [row] = rowsOf<RawMessage>(result);
  return row ? toMessageRow(row) : null;
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
  // One pass over the user's messages (one round trip) for the three figures.
  const [row] = await db
    .select({
      questions:
        sql<number>`count(*) filter (where ${messages.createdAt} >= ${since} and ${messages.sender} = 'user')`.mapWith(
          Number,
        ),
      all: sql<number>`count(*) filter (where ${messages.createdAt} >= ${since})`.mapWith(Number),
      days: sql<number>`count(distinct (${messages.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date) filter (where ${messages.sender} = 'user')`.mapWith(
        Number,
      ),
      answered:
        sql<number>`count(distinct ${messages.conversationId}) filter (where ${messages.sender} = 'bot')`.mapWith(
          Number,
        ),
    })
    .from(messages)
    .where(eq(messages.userId, userId));

  return {
    month: { questions: row?.questions ?? 0, all: row?.all ?? 0 },
    activeDays: row?.days ?? 0,
    conversationsAnswered: row?.answered ?? 0,
  };
}
