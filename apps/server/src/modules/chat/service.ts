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
};

const asAssistant = (value: string): AssistantId =>
  (ASSISTANT_IDS as readonly string[]).includes(value) ? (value as AssistantId) : 'general';

async function historyBefore(db: Db, question: repo.MessageRow): Promise<ChatHistoryItem[]> {
  const rows = await repo.messagesBefore(
    db,
    question.conversationId,
    question.createdAt,
    CHAT_LIMITS.historyItems,
  );
  return rows.map((row) => ({ sender: row.sender, text: row.text }));
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
    if (!conversation.title) {
      // A conversation created empty takes its title from its first question, as a new one does.
      const title = threadTitle(input.text);
      conversation =
        (await repo.updateConversation(db, userId, conversation.id, {
          title,
          searchText: normalizeArabic(`${title} ${conversation.searchText}`),
        })) ?? conversation;
    }
    const question = await repo.insertMessage(db, {
      conversationId: conversation.id,
      userId,
      sender: 'user',
      text: input.text,
      attachments: input.attachments,
      clientId,
    });
    if (!question) {
      // The unique (conversation, client id) index refused it: a resend.
      const earlier = await resent(db, conversation, clientId ?? '');
      if (!earlier) throw new Error('question neither stored nor found');
      return earlier;
    }
    await repo.touchConversation(db, conversation.id, normalizeArabic(input.text));
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
    });
    if (!question) throw new Error('question insert returned nothing');
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
  for (const exchange of input.exchanges) {
    for (const message of [
      { sender: 'user' as const, text: exchange.question },
      { sender: 'bot' as const, text: exchange.reply, citations: exchange.citations },
    ]) {
      const stored = await repo.insertMessage(db, {
        conversationId: conversation.id,
        userId,
        clientId: null,
        ...message,
      });
      if (!stored) throw new Error('imported message insert returned nothing');
    }
  }
  return conversation.id;
}

/** Stores a completed answer once (a second answer to the same question keeps the first). */
/** Stores the answer to a question; `stopped` when the user stopped it and `result` holds what was written by then. */
export async function storeReply(
  db: Db,
  userId: string,
  question: repo.MessageRow,
  result: AnswerResult,
  { stopped = false }: { stopped?: boolean } = {},
): Promise<repo.MessageRow> {
  const clientId = question.clientId ? question.clientId + repo.REPLY_SUFFIX : null;
  const inserted = await repo.insertMessage(db, {
    conversationId: question.conversationId,
    userId,
    sender: 'bot',
    text: result.text,
    citations: result.citations,
    clientId,
    stopped,
  });
  if (inserted) {
    await repo.touchConversation(db, question.conversationId, normalizeArabic(result.text));
    return inserted;
  }
  const existing = await repo.findMessageByClientId(db, question.conversationId, clientId ?? '');
  if (!existing) throw new Error('reply insert returned nothing');
  return existing;
}

export function toChatMessage(row: repo.MessageRow, feedback?: AnswerFeedback): ChatMessage {
  const images = imagesOf(row.attachments);
  return {
    ...(feedback ? { feedback } : {}),
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
  const byConversation = new Map<string, ChatMessage[]>();
  for (const message of all) {
    const list = byConversation.get(message.conversationId) ?? [];
    list.push(toChatMessage(message, ratings.get(message.id)));
    byConversation.set(message.conversationId, list);
  }
  return rows.map((row) => ({ ...toSummary(row), messages: byConversation.get(row.id) ?? [] }));
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
  if (!(await repo.findConversation(db, userId, id))) return null;
  const changes: { title?: string; pinned?: boolean; searchText?: string } = { ...patch };
  if (patch.title !== undefined) {
    // Search covers the title: rebuild the searchable text with the new one.
    const texts = await repo.allMessageTexts(db, id);
    changes.searchText = normalizeArabic([patch.title, ...texts].join(' ')).slice(0, repo.SEARCH_TEXT_CHARS);
  }
  const updated = await repo.updateConversation(db, userId, id, changes);
  if (!updated) return null;
  const row = await summaryOf(db, userId, id);
  return row ? toSummary(row) : null;
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  return repo.softDeleteConversation(db, userId, id);
}
