import type { ChatMessage, Conversation } from '@mustashar/contracts';
import type { LocalMessage, Thread } from './types';

/** A server message as the screen keeps it. */
export function fromServerMessage(message: ChatMessage): LocalMessage {
  return {
    id: message.id,
    serverId: message.id,
    sender: message.sender,
    text: message.text,
    status: message.sender === 'user' ? 'sent' : message.stopped ? 'stopped' : 'done',
    attachments: message.attachments,
    citations: message.citations,
    createdAt: message.createdAt,
    ...(message.feedback ? { feedback: message.feedback } : {}),
    ...(message.versions ? { versions: message.versions } : {}),
  };
}

export function fromServerConversation(conversation: Conversation, localId?: string): Thread {
  return {
    id: localId ?? conversation.id,
    conversationId: conversation.id,
    title: conversation.title,
    pinned: conversation.pinned,
    assistant: conversation.assistant,
    messages: conversation.messages.map(fromServerMessage),
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
  };
}

const sameText = (a: string, b: string) => a.trim() === b.trim();

interface OpenQuestion {
  question: LocalMessage;
  answer?: LocalMessage;
  /** Still waiting for its answer (resent), rather than shown as failed (retried by the user). */
  waiting: boolean;
}

/** Questions sent from here without an answer: waiting for one, or whose answer failed. */
function openQuestions(thread: Thread): OpenQuestion[] {
  const out: OpenQuestion[] = [];
  for (const question of thread.messages) {
    if (question.sender !== 'user' || !question.clientId) continue;
    const answer = thread.messages.find((m) => m.sender === 'bot' && m.clientId === question.clientId);
    if (question.status === 'pending') out.push({ question, answer, waiting: true });
    else if (answer?.status === 'failed') out.push({ question, answer, waiting: false });
  }
  return out;
}

function waitingAnswer(question: LocalMessage, answer?: LocalMessage): LocalMessage {
  return {
    id: answer?.id ?? `${question.id}-answer`,
    sender: 'bot',
    text: '',
    status: 'streaming',
    clientId: question.clientId,
    attachments: [],
    citations: [],
    createdAt: answer?.createdAt ?? question.createdAt,
  };
}

export interface ReconcileResult {
  threads: Thread[];
  /** Client ids of questions to send again (same id: the server stores and answers each once). */
  resend: string[];
}

/**
 * Merges the subscriber's local copy with GET /api/chat/history (newest conversations, with messages). The server
 * wins for everything it stores (messages, titles, pins); questions still pending here are kept after the stored
 * messages and resent. A question the server already stored shows once: the stored copy, answered or resent.
 * `complete` says the server sent every conversation the user has, so a local one it lacks was deleted elsewhere.
 */
export function reconcile(
  local: readonly Thread[],
  server: readonly Conversation[],
  complete: boolean,
): ReconcileResult {
  const resend: string[] = [];
  const byConversation = new Map(local.filter((t) => t.conversationId).map((t) => [t.conversationId!, t]));
  const threads: Thread[] = [];

  for (const conversation of server) {
    const mine = byConversation.get(conversation.id);
    byConversation.delete(conversation.id);
    const merged = fromServerConversation(conversation, mine?.id);
    if (mine) {
      const used = new Set<string>();
      for (const { question, answer, waiting } of openQuestions(mine)) {
        // Stored already? Match by text among the server's questions not matched before.
        const index = merged.messages.findIndex(
          (m) => m.sender === 'user' && !used.has(m.id) && sameText(m.text, question.text),
        );
        const shownAnswer = waiting ? waitingAnswer(question, answer) : answer!;
        if (index >= 0) {
          const stored = merged.messages[index]!;
          used.add(stored.id);
          if (merged.messages[index + 1]?.sender === 'bot') continue; // answered meanwhile
          // Stored, not answered: the stored question takes the client id (a resend is then stored once).
          merged.messages[index] = {
            ...stored,
            clientId: question.clientId,
            status: waiting ? 'pending' : 'sent',
          };
          merged.messages.splice(index + 1, 0, shownAnswer);
        } else {
          merged.messages.push(question, shownAnswer);
        }
        if (waiting) resend.push(question.clientId!);
      }
    }
    threads.push(merged);
  }

  for (const thread of local) {
    if (thread.conversationId && !byConversation.has(thread.conversationId)) continue; // merged above
    if (thread.conversationId && complete) continue; // deleted on the server (or elsewhere)
    threads.push(thread);
    for (const { question, waiting } of openQuestions(thread)) if (waiting) resend.push(question.clientId!);
  }
  return { threads, resend };
}
