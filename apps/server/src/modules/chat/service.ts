import {
  type AnswerFeedback,
  ASSISTANT_IDS,
  type AssistantId,
  CHAT_LIMITS,
  type ChatHistoryItem,
  type ChatMessage,
  type Conversation,
  type ConversationSummary,
  type MessageAttachment,
  threadTitle,
} from '@mustashar/contracts';
import type { Db, Executor } from '../../db/client.ts';
import type { StoredCitation } from '../../db/schema.ts';
import type { AnswerResult } from '../../lib/answerer.ts';
import { normalizeArabic, tokenize } from '../legal/text/normalize.ts';
import { imagesOf } from './attachments.ts';
import { currentBranch, leafBelow, versionsByMessage } from './branches.ts';
import { ratingsOf } from './feedback.ts';
import * as repo from './repo.ts';

/** Subscribers' conversations: questions stored before answers (a failed answer loses no question), answers when done. */

const LAST_MESSAGE_CHARS = 200;
/** Most conversations GET /api/chat/history returns (newest first). */
export const HISTORY_CONVERSATIONS = 50;

export type StoredQuestion = {
  conversation: repo.ConversationRow;
  question: repo.MessageRow;
  /** The answer already stored for this question (a resend after a dropped socket): sent again, not recomputed. */
  reply: repo.MessageRow | null;
  /** Earlier turns from the database, oldest first, for the answerer. */
  history: ChatHistoryItem[];
};

export type QuestionInput = {
  text: string;
  conversationId?: string;
  assistant?: AssistantId;
  clientId?: string;
  attachments: MessageAttachment[];
  /** The stored question this one is an edited version of: it takes that question's place, and what followed goes. */
  editOf?: string;
};

const asAssistant = (value: string): AssistantId =>
  (ASSISTANT_IDS as readonly string[]).includes(value) ? (value as AssistantId) : 'general';

/** The turns before a question on its branch, oldest first, for the answerer. */
async function historyBefore(db: Db, question: repo.MessageRow): Promise<ChatHistoryItem[]> {
  return question.parentId ? repo.branchUpTo(db, question.parentId, CHAT_LIMITS.historyItems) : [];
}

/** Search reads the branch on screen: rebuilt whenever the branch changes other than by growing. */
async function refreshSearchText(db: Executor, conversation: repo.ConversationRow, leafId: string) {
  const branch = currentBranch(await repo.messageTree(db, conversation.id), leafId);
  const searchText = normalizeArabic([conversation.title, ...branch.map((m) => m.text)].join(' ')).slice(
    0,
    repo.SEARCH_TEXT_CHARS,
  );
  await repo.updateConversation(db, conversation.userId, conversation.id, { leafId, searchText });
}

/** A question already stored under its client id: resent after a dropped socket, with its answer if stored. */
async function resent(
  db: Db,
  conversation: repo.ConversationRow,
  clientId: string,
): Promise<StoredQuestion | null> {
  const question = await repo.findMessageByClientId(db, conversation.id, clientId);
  if (!question) return null;
  const reply = await repo.findMessageByClientId(db, conversation.id, clientId + repo.REPLY_SUFFIX);
  return { conversation, question, reply, history: await historyBefore(db, question) };
}

/**
 * Stores the question (creating its conversation when none is named) before anything is answered. A client id
 * already stored for this user makes it a resend: nothing is stored twice. Null when the named conversation is
 * not the user's (or deleted). The common case, a question in an existing conversation, costs four statements.
 */
export async function storeQuestion(
  db: Db,
  userId: string,
  input: QuestionInput,
): Promise<StoredQuestion | null> {
  const clientId = input.clientId ?? null;
  if (input.conversationId) {
    let conversation = await repo.findConversation(db, userId, input.conversationId);
    if (!conversation) return null;
    // An edit takes the edited question's place on the branch: the same parent, so the two are versions.
    let parentId = conversation.leafId;
    if (input.editOf) {
      const edited = await repo.findOwnMessage(db, userId, conversation.id, input.editOf);
      if (edited?.sender !== 'user') return null;
      parentId = edited.parentId;
    }
    if (!conversation.title) {
      // A conversation created empty takes its title from its first question, as a new one does.
      const title = threadTitle(input.text);
      conversation =
        (await repo.updateConversation(db, userId, conversation.id, {
          title,
          searchText: normalizeArabic(`${title} ${conversation.searchText}`),
        })) ?? conversation;
    }
    // One transaction: a process that dies in between must not leave a stored question off the branch, which a
    // resend (finding the question stored) would never put back.
    const target = conversation;
    const question = await db.transaction(async (tx) => {
      const inserted = await repo.insertMessage(tx, {
        conversationId: target.id,
        userId,
        sender: 'user',
        text: input.text,
        attachments: input.attachments,
        clientId,
        parentId,
      });
      if (!inserted) return null;
      if (input.editOf) {
        await refreshSearchText(tx, target, inserted.id);
        await repo.touchConversation(tx, target.id, '');
      } else {
        await repo.setLeaf(tx, target.id, inserted.id);
        await repo.touchConversation(tx, target.id, normalizeArabic(input.text));
      }
      return inserted;
    });
    if (!question) {
      // The unique (conversation, client id) index refused it: a resend.
      const earlier = await resent(db, conversation, clientId ?? '');
      if (!earlier) throw new Error('question neither stored nor found');
      return earlier;
    }
    return { conversation, question, reply: null, history: await historyBefore(db, question) };
  }

  // No conversation named: a resend of a first question finds the conversation it created.
  if (clientId) {
    const earlier = await repo.findQuestionByClientId(db, userId, clientId);
    const conversation = earlier && (await repo.findConversation(db, userId, earlier.conversationId));
    if (conversation) {
      const found = await resent(db, conversation, clientId);
      if (found) return found;
    }
  }
  return db.transaction(async (tx) => {
    const title = threadTitle(input.text);
    const conversation = await repo.insertConversation(tx, userId, {
      title,
      assistant: input.assistant ?? 'general',
      searchText: normalizeArabic(`${title} ${input.text}`),
    });
    const question = await repo.insertMessage(tx, {
      conversationId: conversation.id,
      userId,
      sender: 'user',
      text: input.text,
      attachments: input.attachments,
      clientId,
      parentId: null,
    });
    if (!question) throw new Error('question insert returned nothing');
    await repo.setLeaf(tx, conversation.id, question.id);
    return { conversation, question, reply: null, history: [] };
  });
}

/** A question and the answer it got, as a conversation brought in from elsewhere holds them. */
export type ImportedExchange = { question: string; reply: string; citations: StoredCitation[] };

/**
 * Stores a whole conversation held elsewhere until now (a guest's trial, taken into the account made from it):
 * titled by its first question, its messages in their order. The caller vouches for the content.
 */
export async function importConversation(
  db: Executor,
  userId: string,
  input: { assistant: AssistantId; exchanges: ImportedExchange[] },
): Promise<string> {
  const [first] = input.exchanges;
  if (!first) throw new Error('a conversation needs at least one exchange');
  const title = threadTitle(first.question);
  const text = input.exchanges.map((e) => `${e.question} ${e.reply}`).join(' ');
  const conversation = await repo.insertConversation(db, userId, {
    title,
    assistant: input.assistant,
    searchText: normalizeArabic(`${title} ${text}`).slice(0, repo.SEARCH_TEXT_CHARS),
  });
  let parentId: string | null = null;
  for (const exchange of input.exchanges) {
    for (const message of [
      { sender: 'user' as const, text: exchange.question },
      { sender: 'bot' as const, text: exchange.reply, citations: exchange.citations },
    ]) {
      const stored: repo.MessageRow | null = await repo.insertMessage(db, {
        conversationId: conversation.id,
        userId,
        clientId: null,
        parentId,
        ...message,
      });
      if (!stored) throw new Error('imported message insert returned nothing');
      parentId = stored.id;
    }
  }
  if (parentId) await repo.setLeaf(db, conversation.id, parentId);
  return conversation.id;
}

/**
 * Stores the answer to a question once (a second answer under the same client id keeps the first); `stopped` when
 * the user stopped it and `result` holds what was written by then. A regeneration (`regeneratedFrom`, under the
 * regenerate request's own client id) is another version of that answer and becomes the one on screen.
 */
export async function storeReply(
  db: Db,
  userId: string,
  question: repo.MessageRow,
  result: AnswerResult,
  {
    stopped = false,
    regeneratedFrom,
    clientId: requestClientId,
  }: { stopped?: boolean; regeneratedFrom?: repo.ConversationRow; clientId?: string } = {},
): Promise<repo.MessageRow> {
  const base = requestClientId ?? question.clientId;
  const clientId = base ? base + repo.REPLY_SUFFIX : null;
  // One transaction, as for the question: a resend finding this answer stored sends it back as it is, so the
  // branch must already end with it.
  const inserted = await db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      conversationId: question.conversationId,
      userId,
      sender: 'bot',
      text: result.text,
      citations: result.citations,
      clientId,
      parentId: question.id,
      stopped,
    });
    if (!row) return null;
    if (regeneratedFrom) {
      await refreshSearchText(tx, regeneratedFrom, row.id);
      await repo.touchConversation(tx, question.conversationId, '');
    } else {
      await repo.adoptLaterQuestions(tx, question.id, row.id);
      // The answer ends the branch only if the user has not asked on or moved to another version meanwhile.
      await repo.setLeaf(tx, question.conversationId, row.id, question.id);
      await repo.touchConversation(tx, question.conversationId, normalizeArabic(result.text));
    }
    return row;
  });
  if (inserted) return inserted;
  const existing = await repo.findMessageByClientId(db, question.conversationId, clientId ?? '');
  if (!existing) throw new Error('reply insert returned nothing');
  return existing;
}

/**
 * A question and its history, to answer it again: `answerId` is the answer being regenerated. Null when that is
 * not an answer in the user's live conversation. A request already answered (its client id stored) brings its reply.
 */
export async function prepareRegeneration(
  db: Db,
  userId: string,
  input: { conversationId: string; answerId: string; clientId?: string },
): Promise<StoredQuestion | null> {
  const conversation = await repo.findConversation(db, userId, input.conversationId);
  if (!conversation) return null;
  const answer = await repo.findOwnMessage(db, userId, conversation.id, input.answerId);
  if (answer?.sender !== 'bot' || !answer.parentId) return null;
  const question = await repo.findOwnMessage(db, userId, conversation.id, answer.parentId);
  if (question?.sender !== 'user') return null;
  const reply = input.clientId
    ? await repo.findMessageByClientId(db, conversation.id, input.clientId + repo.REPLY_SUFFIX)
    : null;
  return { conversation, question, reply, history: await historyBefore(db, question) };
}

/**
 * Shows another version of a turn: the branch through `messageId`, down to its newest reply at every step. Returns
 * the conversation as it now reads; null when the message is not in the user's live conversation.
 */
export async function switchVersion(
  db: Db,
  userId: string,
  conversationId: string,
  messageId: string,
): Promise<Conversation | null> {
  const conversation = await repo.findConversation(db, userId, conversationId);
  if (!conversation) return null;
  const tree = await repo.messageTree(db, conversation.id);
  if (!tree.some((m) => m.id === messageId)) return null;
  await refreshSearchText(db, conversation, leafBelow(tree, messageId));
  return getConversation(db, userId, conversationId);
}

export function toChatMessage(
  row: repo.MessageRow,
  feedback?: AnswerFeedback,
  versions?: string[],
): ChatMessage {
  const images = imagesOf(row.attachments);
  return {
    ...(feedback ? { feedback } : {}),
    ...(versions ? { versions } : {}),
    id: row.id,
    sender: row.sender,
    text: row.text,
    images,
    hasImages: images.length > 0,
    attachments: row.attachments,
    citations: row.citations,
    createdAt: row.createdAt.toISOString(),
    ...(row.stopped ? { stopped: true } : {}),
  };
}

function toSummary(row: repo.ConversationSummaryRow): ConversationSummary {
  const chars = Array.from(row.lastMessage);
  return {
    id: row.id,
    title: row.title,
    pinned: row.pinned,
    assistant: asAssistant(row.assistant),
    lastMessage:
      chars.length > LAST_MESSAGE_CHARS ? `${chars.slice(0, LAST_MESSAGE_CHARS).join('')}…` : row.lastMessage,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withMessages(db: Db, rows: repo.ConversationSummaryRow[]): Promise<Conversation[]> {
  const all = await repo.messagesOf(
    db,
    rows.map((row) => row.id),
  );
  // Every row is the same user's (the queries take the acting user's id).
  const ratings = await ratingsOf(
    db,
    rows[0]?.userId ?? '',
    all.filter((m) => m.sender === 'bot').map((m) => m.id),
  );
  const byConversation = new Map<string, repo.MessageRow[]>();
  for (const message of all) {
    const list = byConversation.get(message.conversationId) ?? [];
    list.push(message);
    byConversation.set(message.conversationId, list);
  }
  return rows.map((row) => {
    const tree = byConversation.get(row.id) ?? [];
    const versions = versionsByMessage(tree);
    const branch = currentBranch(tree, row.leafId);
    return {
      ...toSummary(row),
      messages: branch.map((m) => toChatMessage(m, ratings.get(m.id), versions.get(m.id))),
    };
  });
}

/** Search terms: the query normalised as the stored text is, each of which must appear. */
export function searchTerms(q: string | undefined): string[] {
  return q ? tokenize(normalizeArabic(q)) : [];
}

export async function listConversations(
  db: Db,
  userId: string,
  query: { q?: string; limit: number },
): Promise<ConversationSummary[]> {
  const rows = await repo.listConversations(db, userId, {
    terms: searchTerms(query.q),
    limit: query.limit,
    pinnedFirst: true,
  });
  return rows.map(toSummary);
}

/** GET /api/chat/history: the newest conversations with their messages. */
export async function chatHistory(db: Db, userId: string): Promise<Conversation[]> {
  const rows = await repo.listConversations(db, userId, { limit: HISTORY_CONVERSATIONS, pinnedFirst: false });
  return withMessages(db, rows);
}

async function summaryOf(db: Db, userId: string, id: string): Promise<repo.ConversationSummaryRow | null> {
  const [row] = await repo.listConversations(db, userId, { id, limit: 1, pinnedFirst: false });
  return row ?? null;
}

export async function getConversation(db: Db, userId: string, id: string): Promise<Conversation | null> {
  const row = await summaryOf(db, userId, id);
  return row ? ((await withMessages(db, [row]))[0] ?? null) : null;
}

export async function createConversation(
  db: Db,
  userId: string,
  input: { title?: string; assistant?: AssistantId },
): Promise<Conversation> {
  const title = input.title ? threadTitle(input.title, CHAT_LIMITS.titleChars) : '';
  const row = await repo.insertConversation(db, userId, {
    title,
    assistant: input.assistant ?? 'general',
    searchText: normalizeArabic(title),
  });
  return { ...toSummary({ ...row, messageCount: 0, lastMessage: '' }), messages: [] };
}

export async function updateConversation(
  db: Db,
  userId: string,
  id: string,
  patch: { title?: string; pinned?: boolean },
): Promise<ConversationSummary | null> {
  const conversation = await repo.findConversation(db, userId, id);
  if (!conversation) return null;
  const changes: { title?: string; pinned?: boolean; searchText?: string } = { ...patch };
  if (patch.title !== undefined) {
    // Search covers the title: rebuild the searchable text with the new one.
    const branch = currentBranch(await repo.messageTree(db, id), conversation.leafId);
    changes.searchText = normalizeArabic([patch.title, ...branch.map((m) => m.text)].join(' ')).slice(
      0,
      repo.SEARCH_TEXT_CHARS,
    );
  }
  const updated = await repo.updateConversation(db, userId, id, changes);
  if (!updated) return null;
  const row = await summaryOf(db, userId, id);
  return row ? toSummary(row) : null;
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  return repo.softDeleteConversation(db, userId, id);
}
