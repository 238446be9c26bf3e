import type { AnswerFeedback, AssistantId, ChatReplyFrame, MessageAttachment } from '@mustashar/contracts';
import { ASSISTANT_IDS, threadTitle } from '@mustashar/contracts';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { newId } from './ids';
import type { AnswerFailure, AnswerVersion, ChatState, LocalMessage, Thread } from './types';

const STORAGE_PREFIX = 'mustashar_chat:';
const VERSION = 1;
/** Most threads kept in the browser (the newest; pinned ones first). */
export const MAX_LOCAL_THREADS = 60;
/** Streaming writes many small deltas: the local copy is written at most this often meanwhile. */
const PERSIST_DELAY_MS = 400;

/** Messages are kept in local storage per user id (guests under their own key). */
export function storageKeyFor(owner: string | null): string {
  return `${STORAGE_PREFIX}${owner ?? 'guest'}`;
}

const emptyState = (): ChatState => ({ threads: [], activeId: null, draftAssistant: 'general' });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validThread(value: unknown): value is Thread {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    Array.isArray(value.messages) &&
    typeof value.updatedAt === 'string'
  );
}

/**
 * An answer that was being written when the page closed cannot continue: a guest's question is shown as
 * interrupted (retrying costs a trial message, so the user decides); a subscriber's stays pending and is resent
 * after the server copy is reconciled (the server stores it once).
 */
function settleAfterReload(thread: Thread, resendable: boolean): Thread {
  let changed = false;
  const messages = thread.messages.map((m): LocalMessage => {
    if (m.sender === 'bot' && m.status === 'streaming') {
      changed = true;
      return resendable ? m : { ...m, status: 'failed', failure: 'interrupted', text: '' };
    }
    if (m.sender === 'user' && m.status === 'pending' && !resendable) {
      changed = true;
      return { ...m, status: 'sent' };
    }
    return m;
  });
  return changed ? { ...thread, messages } : thread;
}

export function readLocalCopy(owner: string | null): ChatState {
  const raw = readStorage(storageKeyFor(owner));
  if (!raw) return emptyState();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.v !== VERSION || !Array.isArray(parsed.threads)) return emptyState();
    const threads = parsed.threads.filter(validThread).map((t) => settleAfterReload(t, owner !== null));
    const activeId =
      typeof parsed.activeId === 'string' && threads.some((t) => t.id === parsed.activeId)
        ? parsed.activeId
        : null;
    const draft = (ASSISTANT_IDS as readonly string[]).includes(String(parsed.draftAssistant))
      ? (parsed.draftAssistant as AssistantId)
      : 'general';
    return { threads, activeId, draftAssistant: draft };
  } catch {
    return emptyState();
  }
}

/** Pinned first, then the most recently active. */
export function sortThreads(threads: readonly Thread[]): Thread[] {
  return [...threads].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || b.updatedAt.localeCompare(a.updatedAt),
  );
}

function trimmed(threads: Thread[]): Thread[] {
  return threads.length <= MAX_LOCAL_THREADS ? threads : sortThreads(threads).slice(0, MAX_LOCAL_THREADS);
}

const now = () => new Date().toISOString();

/** The empty answer shown under a question until its text streams in. */
const awaitedAnswer = (clientId: string, at: string): LocalMessage => ({
  id: newId(),
  sender: 'bot',
  text: '',
  status: 'streaming',
  clientId,
  attachments: [],
  citations: [],
  createdAt: at,
});

export interface QuestionInput {
  text: string;
  attachments: MessageAttachment[];
}

/**
 * The chat's threads and messages, one store per page, persisted per owner. Plain TypeScript (React reads it
 * through useSyncExternalStore), so every transition is unit-tested without rendering.
 */
export class ChatStore {
  private state: ChatState;
  private readonly listeners = new Set<() => void>();
  private persistTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly owner: string | null) {
    this.state = readLocalCopy(owner);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.state;

  get activeThread(): Thread | null {
    return this.state.threads.find((t) => t.id === this.state.activeId) ?? null;
  }

  thread(id: string): Thread | null {
    return this.state.threads.find((t) => t.id === id) ?? null;
  }

  /** The thread holding a question or answer with this client id. */
  threadOf(clientId: string): Thread | null {
    return this.state.threads.find((t) => t.messages.some((m) => m.clientId === clientId)) ?? null;
  }

  private set(next: ChatState, persist: 'now' | 'soon' = 'now') {
    this.state = next;
    for (const listener of this.listeners) listener();
    if (persist === 'now') this.flush();
    else this.persistTimer ??= setTimeout(() => this.flush(), PERSIST_DELAY_MS);
  }

  /** Writes the local copy now (also on page hide). */
  flush = (): void => {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = null;
    const threads = trimmed(this.state.threads.filter((t) => t.messages.length > 0));
    writeStorage(
      storageKeyFor(this.owner),
      JSON.stringify({
        v: VERSION,
        activeId: this.state.activeId,
        draftAssistant: this.state.draftAssistant,
        threads,
      }),
    );
  };

  private updateThread(id: string, change: (thread: Thread) => Thread, persist: 'now' | 'soon' = 'now') {
    let found = false;
    const threads = this.state.threads.map((t) => {
      if (t.id !== id) return t;
      found = true;
      return change(t);
    });
    if (found) this.set({ ...this.state, threads }, persist);
  }

  private updateMessage(
    clientId: string,
    sender: 'user' | 'bot',
    change: (message: LocalMessage) => LocalMessage,
    persist: 'now' | 'soon' = 'now',
  ) {
    const thread = this.threadOf(clientId);
    if (!thread) return;
    this.updateThread(
      thread.id,
      (t) => ({
        ...t,
        messages: t.messages.map((m) => (m.clientId === clientId && m.sender === sender ? change(m) : m)),
      }),
      persist,
    );
  }

  select(id: string | null): void {
    if (id !== null && !this.thread(id)) return;
    this.set({ ...this.state, activeId: id });
  }

  /**
   * New chat clears the messages and their stored copy: the screen empties and the stored pointer
   * to the current chat goes, so a reload opens the new chat; earlier threads stay in the history list.
   */
  newChat(assistant: AssistantId = 'general'): void {
    this.set({ ...this.state, activeId: null, draftAssistant: assistant });
  }

  /** Adds a question and the (empty, streaming) answer below it; a new chat becomes a thread titled by it. */
  ask(input: QuestionInput): { thread: Thread; clientId: string } {
    const clientId = newId();
    const at = now();
    const question: LocalMessage = {
      id: newId(),
      sender: 'user',
      text: input.text,
      status: 'pending',
      clientId,
      attachments: input.attachments,
      citations: [],
      createdAt: at,
    };
    const answer = awaitedAnswer(clientId, at);
    let thread = this.activeThread;
    if (!thread) {
      thread = {
        id: newId(),
        title: threadTitle(input.text),
        pinned: false,
        assistant: this.state.draftAssistant,
        messages: [],
        createdAt: at,
        updatedAt: at,
      };
      this.state = { ...this.state, threads: [thread, ...this.state.threads], activeId: thread.id };
    }
    const id = thread.id;
    this.updateThread(id, (t) => ({
      ...t,
      title: t.title || threadTitle(input.text),
      messages: [...t.messages, question, answer],
      updatedAt: at,
    }));
    return { thread: this.thread(id)!, clientId };
  }

  appendDelta(clientId: string, text: string): void {
    this.updateMessage(
      clientId,
      'bot',
      (m) => (m.status === 'streaming' ? { ...m, text: m.text + text } : m),
      'soon',
    );
  }

  /** The question goes out again (retry, or resent after a reconnect): its answer starts over. */
  restartAnswer(clientId: string): void {
    this.updateMessage(clientId, 'user', (m) => ({ ...m, status: 'pending' }));
    this.updateMessage(clientId, 'bot', (m) => ({
      ...m,
      text: '',
      status: 'streaming',
      citations: [],
      failure: undefined,
      failureMessage: undefined,
    }));
  }

  finishReply(clientId: string, frame: ChatReplyFrame): void {
    const thread = this.threadOf(clientId);
    if (!thread) return;
    if (frame.conversationId && !thread.conversationId)
      this.setConversationId(thread.id, frame.conversationId);
    this.updateMessage(clientId, 'user', (m) => ({
      ...m,
      status: 'sent',
      ...(frame.questionId ? { serverId: frame.questionId } : {}),
    }));
    this.updateMessage(clientId, 'bot', (m) =>
      withVersion({
        ...m,
        text: frame.reply,
        status: 'done',
        citations: frame.citations ?? [],
        ...(frame.messageId ? { serverId: frame.messageId } : {}),
      }),
    );
    this.updateThread(thread.id, (t) => ({ ...t, updatedAt: now() }));
  }

  /**
   * Asks again for a thread's last answer: it starts over under a new client id. A guest's browser keeps the
   * earlier text as a version; a subscriber's versions are the server's. Returns the client id, or null when the
   * message is not the thread's last, finished answer.
   */
  regenerate(threadId: string, answerId: string): string | null {
    const thread = this.thread(threadId);
    const answer = thread?.messages.at(-1);
    const question = thread?.messages.at(-2);
    if (!thread || answer?.id !== answerId || answer.sender !== 'bot' || question?.sender !== 'user')
      return null;
    if (answer.status !== 'done' && answer.status !== 'stopped') return null;
    if (this.owner !== null && !answer.serverId) return null;
    const clientId = newId();
    const shown: AnswerVersion = { text: answer.text, citations: answer.citations, status: answer.status };
    const restarted: LocalMessage = {
      ...answer,
      id: newId(),
      text: '',
      status: 'streaming',
      clientId,
      citations: [],
      feedback: undefined,
      ...(this.owner === null
        ? { alternatives: answer.alternatives ?? [shown] }
        : { regenerates: answer.serverId, versions: undefined }),
    };
    this.updateThread(threadId, (t) => ({
      ...t,
      messages: [...t.messages.slice(0, -2), { ...question, clientId, status: 'pending' }, restarted],
      updatedAt: now(),
    }));
    return clientId;
  }

  /**
   * Sends an edited question in place of one in the thread: what followed it goes (a subscriber's server keeps it
   * as the other version). Returns the new question's client id, or null when there is no such question.
   */
  edit(threadId: string, questionId: string, text: string): string | null {
    const thread = this.thread(threadId);
    const index = thread?.messages.findIndex((m) => m.id === questionId && m.sender === 'user') ?? -1;
    const before = thread?.messages[index];
    if (!thread || !before) return null;
    if (this.owner !== null && !before.serverId) return null;
    const clientId = newId();
    const at = now();
    const question: LocalMessage = {
      id: newId(),
      sender: 'user',
      text,
      status: 'pending',
      clientId,
      attachments: before.attachments,
      citations: [],
      createdAt: at,
      ...(this.owner !== null ? { editOf: before.serverId } : {}),
    };
    const answer = awaitedAnswer(clientId, at);
    this.updateThread(threadId, (t) => ({
      ...t,
      messages: [...t.messages.slice(0, index), question, answer],
      updatedAt: at,
    }));
    return clientId;
  }

  /** A guest shows another version of an answer kept in the browser. */
  showLocalVersion(messageId: string, index: number): void {
    const thread = this.state.threads.find((t) => t.messages.some((m) => m.id === messageId));
    if (!thread) return;
    this.updateThread(thread.id, (t) => ({
      ...t,
      messages: t.messages.map((m) => {
        const version = m.id === messageId ? m.alternatives?.[index] : undefined;
        return version ? { ...m, ...version, versionIndex: index } : m;
      }),
    }));
  }

  /** The answer did not come: the bot message says why (the question stays, for retry). */
  failAnswer(clientId: string, failure: AnswerFailure, message?: string, conversationId?: string): void {
    const thread = this.threadOf(clientId);
    if (!thread) return;
    if (conversationId && !thread.conversationId) this.setConversationId(thread.id, conversationId);
    this.updateMessage(clientId, 'user', (m) => ({ ...m, status: 'sent' }));
    this.updateMessage(clientId, 'bot', (m) => ({
      ...m,
      status: 'failed',
      failure,
      ...(message ? { failureMessage: message } : { failureMessage: undefined }),
    }));
  }

  /** Stopped by the user: the partial answer stays, marked as stopped. */
  stopAnswer(clientId: string, conversationId?: string, messageId?: string): void {
    const thread = this.threadOf(clientId);
    if (!thread) return;
    if (conversationId && !thread.conversationId) this.setConversationId(thread.id, conversationId);
    this.updateMessage(clientId, 'user', (m) => ({ ...m, status: 'sent' }));
    // The server keeps a subscriber's stopped answer (what was written by then) under this id.
    this.updateMessage(clientId, 'bot', (m) =>
      withVersion({
        ...m,
        status: 'stopped',
        ...(messageId ? { serverId: messageId } : {}),
      }),
    );
  }

  /** The user rated a stored answer (or withdrew the rating): kept with the message. */
  setFeedback(serverId: string, feedback: AnswerFeedback | undefined): void {
    const thread = this.state.threads.find((t) => t.messages.some((m) => m.serverId === serverId));
    if (!thread) return;
    this.updateThread(thread.id, (t) => ({
      ...t,
      messages: t.messages.map((m) => {
        if (m.serverId !== serverId) return m;
        const { feedback: _, ...rest } = m;
        return feedback ? { ...rest, feedback } : rest;
      }),
    }));
  }

  setConversationId(threadId: string, conversationId: string): void {
    this.updateThread(threadId, (t) => ({ ...t, conversationId }));
  }

  rename(threadId: string, title: string): Thread | null {
    const before = this.thread(threadId);
    this.updateThread(threadId, (t) => ({ ...t, title }));
    return before;
  }

  setPinned(threadId: string, pinned: boolean): Thread | null {
    const before = this.thread(threadId);
    this.updateThread(threadId, (t) => ({ ...t, pinned }));
    return before;
  }

  /** Removes a thread; returns it and its place so a failed server delete can put it back. */
  remove(threadId: string): { thread: Thread; index: number; wasActive: boolean } | null {
    const index = this.state.threads.findIndex((t) => t.id === threadId);
    if (index < 0) return null;
    const thread = this.state.threads[index]!;
    const wasActive = this.state.activeId === threadId;
    this.set({
      ...this.state,
      threads: this.state.threads.filter((t) => t.id !== threadId),
      activeId: wasActive ? null : this.state.activeId,
    });
    return { thread, index, wasActive };
  }

  /** Puts back a thread as it was (rollback of a failed rename, pin or delete). */
  restore(thread: Thread, index?: number, makeActive = false): void {
    const others = this.state.threads.filter((t) => t.id !== thread.id);
    const at = index === undefined ? this.state.threads.findIndex((t) => t.id === thread.id) : index;
    const threads = [...others];
    threads.splice(at < 0 ? threads.length : Math.min(at, threads.length), 0, thread);
    this.set({ ...this.state, threads, activeId: makeActive ? thread.id : this.state.activeId });
  }

  /** Adds (or refreshes) a thread loaded from the server, e.g. a search result. */
  upsert(thread: Thread, select = false): void {
    const exists = this.state.threads.some((t) => t.id === thread.id);
    const threads = exists
      ? this.state.threads.map((t) => (t.id === thread.id ? thread : t))
      : [thread, ...this.state.threads];
    this.set({ ...this.state, threads, activeId: select ? thread.id : this.state.activeId });
  }

  /** Replaces every thread (after reconciling with the server); the active one stays if it still exists. */
  replaceThreads(threads: Thread[]): void {
    const activeId = threads.some((t) => t.id === this.state.activeId) ? this.state.activeId : null;
    this.set({ ...this.state, threads, activeId });
  }

  /** Forgets this owner's local copy entirely. */
  clear(): void {
    removeStorage(storageKeyFor(this.owner));
    this.set(emptyState());
  }

  /** Writes what is still waiting for the timer (the page is going). */
  dispose(): void {
    if (this.persistTimer) this.flush();
  }
}

/** A finished answer of a guest's that had versions becomes the newest of them. */
function withVersion(message: LocalMessage): LocalMessage {
  const { regenerates: _, ...rest } = message;
  if (!message.alternatives || (message.status !== 'done' && message.status !== 'stopped')) return rest;
  const alternatives = [
    ...message.alternatives,
    { text: message.text, citations: message.citations, status: message.status },
  ];
  return { ...rest, alternatives, versionIndex: alternatives.length - 1 };
}

/** A thread as the history list shows it: title, last message, time, message count, pinned. */
export function threadSummary(thread: Thread) {
  const last = [...thread.messages].reverse().find((m) => m.text.trim() !== '');
  return {
    id: thread.id,
    title: thread.title,
    lastMessage: last?.text ?? '',
    timestamp: thread.updatedAt,
    messageCount: thread.messages.length,
    pinned: thread.pinned,
  };
}
