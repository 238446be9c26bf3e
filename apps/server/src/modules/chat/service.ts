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
  conversationId: string;
  question: repo.MessageRow;
  /** The answer already stored for this question (a resend after a dropped socket): sent again, not recomputed. */
  reply: repo.MessageRow | null;
  /** Earlier turns from the database, oldest first, for the answerer. */
  history: ChatHistoryItem[];
};

/** A question to answer again, with the conversation its new answer becomes a version in. */
export type Regeneration = StoredQuestion & { conversation: repo.ConversationRow };

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
async function historyBefore(db: Executor, question: repo.MessageRow): Promise<ChatHistoryItem[]> {
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
  db: Executor,
  conversationId: string,
  clientId: string,
): Promise<StoredQuestion | null> {
  const question = await repo.findMessageByClientId(db, conversationId, clientId);
  if (!question) return null;
  const reply = await repo.findMessageByClientId(db, conversationId, clientId + repo.REPLY_SUFFIX);
  return { conversationId, question, reply, history: await historyBefore(db, question) };
}

/**
 * Stores the question (creating its conversation when none is named) before anything is answered. A client id
 * already stored for this user makes it a resend: nothing is stored twice. Null when the named conversation is
 * not the user's (or deleted). A question, first or not, is one statement (ownership, leaf, title, search text and
 * the history read with it); only an edit and a resend take more.
 */
export async function storeQuestion(
  db: Db,
  userId: string,
  input: QuestionInput,
): Promise<StoredQuestion | null> {
  const clientId = input.clientId ?? null;
  const title = threadTitle(input.text);
  const values: repo.QuestionValues = {
    userId,
    text: input.text,
    attachments: input.attachments,
    clientId,
    title,
    searchTitle: normalizeArabic(title),
    searchText: normalizeArabic(input.text),
  };
  if (input.conversationId && input.editOf) {
    const { conversationId, editOf } = input;
    return db.transaction((tx) => storeEdit(tx, userId, conversationId, editOf, values));
  }
  if (input.conversationId) {
    const stored = await repo.insertQuestion(db, input.conversationId, values, CHAT_LIMITS.historyItems);
    if (!stored.found) return null;
    if (stored.question) {
      const { question, history } = stored;
      return { conversationId: question.conversationId, question, reply: null, history };
    }
    // The unique (conversation, client id) index refused it: a resend.
    const earlier = await resent(db, input.conversationId, clientId ?? '');
    if (!earlier) throw new Error('question neither stored nor found');
    return earlier;
  }

  const question = await repo.insertFirstQuestion(db, { ...values, assistant: input.assistant ?? 'general' });
  if (question) return { conversationId: question.conversationId, question, reply: null, history: [] };
  // No conversation named, and the client id is stored: a resend of a first question, in the conversation it made.
  const earlier = clientId ? await repo.findQuestionByClientId(db, userId, clientId) : null;
  const found = earlier && clientId && (await resent(db, earlier.conversationId, clientId));
  if (!found) throw new Error('first question neither stored nor found');
  return found;
}

/** An edited question: it takes the edited one's place on the branch (the same parent, so the two are versions). */
async function storeEdit(
  tx: Executor,
  userId: string,
  conversationId: string,
  editOf: string,
  values: repo.QuestionValues,
): Promise<StoredQuestion | null> {
  let conversation = await repo.findConversation(tx, userId, conversationId);
  if (!conversation) return null;
  const edited = await repo.findOwnMessage(tx, userId, conversation.id, editOf);
  if (edited?.sender !== 'user') return null;
  if (!conversation.title) {
    conversation =
      (await repo.updateConversation(tx, userId, conversation.id, {
        title: values.title,
        searchText: normalizeArabic(`${values.title} ${conversation.searchText}`),
      })) ?? conversation;
  }
  const question = await repo.insertMessage(tx, {
    conversationId: conversation.id,
    userId,
    sender: 'user',
    text: values.text,
    attachments: values.attachments,
    clientId: values.clientId,
    parentId: edited.parentId,
  });
  if (!question) {
    const earlier = await resent(tx, conversation.id, values.clientId ?? '');
    if (!earlier) throw new Error('question neither stored nor found');
    return earlier;
  }
  await refreshSearchText(tx, conversation, question.id);
  await repo.touchConversation(tx, conversation.id, '');
  return {
    conversationId: conversation.id,
    question,
    reply: null,
    history: await historyBefore(tx, question),
  };
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
  const inserted = regeneratedFrom
    ? await db.transaction(async (tx) => {
        const answer = await repo.insertMessage(tx, {
          conversationId: question.conversationId,
          userId,
          sender: 'bot',
          text: result.text,
          citations: result.citations,
          clientId,
          parentId: question.id,
          stopped,
        });
        if (answer) {
          await refreshSearchText(tx, regeneratedFrom, answer.id);
          await repo.touchConversation(tx, question.conversationId, '');
        }
        return answer;
      })
    : await repo.insertAnswer(db, question, {
        userId,
        text: result.text,
        citations: result.citations,
        clientId,
        stopped,
        searchText: normalizeArabic(result.text),
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
): Promise<Regeneration | null> {
  const conversation = await repo.findConversation(db, userId, input.conversationId);
  if (!conversation) return null;
  const answer = await repo.findOwnMessage(db, userId, conversation.id, input.answerId);
  if (answer?.sender !== 'bot' || !answer.parentId) return null;
  const question = await repo.findOwnMessage(db, userId, conversation.id, answer.parentId);
  if (question?.sender !== 'user') return null;
  const reply = input.clientId
    ? await repo.findMessageByClientId(db, conversation.id, input.clientId + repo.REPLY_SUFFIX)
    : null;
  return {
    conversation,
    conversationId: conversation.id,
    question,
    reply,
    history: await historyBefore(db, question),
  };
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
