import type { ChatError, ChatErrorFrame, ChatReplyFrame, MessageAttachment } from '@mustashar/contracts';
import { COOKIE_NAMES } from '@mustashar/contracts/constants';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getCookie } from '@/lib/cookies';
import { currentLanguage } from '@/lib/i18n';
import { getConversation, showVersion as showServerVersion } from '../api/conversations';
import {
  ChatSocket,
  chatSocketUrl,
  type OutgoingFrame,
  type SocketEvent,
  type SocketFactory,
  type SocketStatus,
} from '../lib/chat-socket';
import { ChatStore } from '../lib/chat-store';
import { fitHistory, historyOf } from '../lib/history';
import { fromServerConversation } from '../lib/reconcile';
import type { AnswerFailure } from '../lib/types';

/** Server refusals that end the chat for this visitor (the screen blocks it or sends them elsewhere). */
export type AccessError = Extract<
  ChatError,
  'trial_limit' | 'trial_expired' | 'vpn_blocked' | 'session_expired'
>;
const ACCESS_ERRORS: readonly ChatError[] = [
  'trial_limit',
  'trial_expired',
  'vpn_blocked',
  'session_expired',
];

export interface ChatSessionOptions {
  /** The signed-in subscriber's id, or null for a guest (whose chat stays in this browser). */
  owner: string | null;
  onReply?: (frame: ChatReplyFrame) => void;
  onAccessError?: (code: AccessError, message: string | undefined) => void;
  /** A guest wrote before the trial started (`trial_not_started`): start it; true when it runs now. */
  startTrial?: () => Promise<boolean>;
  createSocket?: SocketFactory;
}

function chatSessionId(): string | undefined {
  const raw = getCookie(COOKIE_NAMES.chatSession);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { sessionId?: unknown };
    return typeof parsed.sessionId === 'string' ? parsed.sessionId.slice(0, 128) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The chat of one page: its threads (persisted per owner) and one `/ws/chat` socket. Questions go out one at a
 * time, as the server answers them; questions waiting from an earlier visit are queued behind.
 */
export function useChatSession(options: ChatSessionOptions) {
  const { owner } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [store] = useState(() => new ChatStore(owner));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [socketStatus, setSocketStatus] = useState<SocketStatus>('idle');
  /** The question being answered now. */
  const [inflight, setInflight] = useState<string | null>(null);
  const inflightRef = useRef<string | null>(null);
  const queue = useRef<string[]>([]);
  const stopRequested = useRef(new Set<string>());
  /** Regenerations and edits in flight: once settled, a subscriber's thread is read again for its versions. */
  const versioned = useRef(new Set<string>());
  const socketRef = useRef<ChatSocket | null>(null);

  const frameFor = useCallback(
    (clientId: string): OutgoingFrame | null => {
      const thread = store.threadOf(clientId);
      const index = thread?.messages.findIndex((m) => m.sender === 'user' && m.clientId === clientId) ?? -1;
      if (!thread || index < 0) return null;
      const question = thread.messages[index]!;
      const frame: OutgoingFrame = {
        message: question.text,
        clientId,
        locale: currentLanguage(),
        assistant: thread.assistant,
      };
      if (question.attachments.length > 0) frame.attachments = question.attachments.map((a) => a.uploadId);
      if (owner) {
        if (thread.conversationId) frame.conversationId = thread.conversationId;
        if (question.editOf) frame.editOf = question.editOf;
        const answer = thread.messages[index + 1];
        if (answer?.regenerates) frame.regenerate = answer.regenerates;
        return frame;
      }
      // Guests: the server keeps nothing of theirs, so earlier turns travel with the question.
      const deviceId = getCookie(COOKIE_NAMES.deviceId);
      const sessionId = chatSessionId();
      if (deviceId) frame.deviceId = deviceId.slice(0, 128);
      if (sessionId) frame.sessionId = sessionId;
      return fitHistory({ ...frame, history: historyOf(thread.messages.slice(0, index)) });
    },
    [owner, store],
  );

  const setCurrent = useCallback((clientId: string | null) => {
    inflightRef.current = clientId;
    setInflight(clientId);
  }, []);

  const transmit = useCallback(
    (clientId: string) => {
      const frame = frameFor(clientId);
      const socket = socketRef.current;
      if (!frame || !socket) return false;
      setCurrent(clientId);
      socket.send(frame);
      return true;
    },
    [frameFor, setCurrent],
  );

  const next = useCallback(() => {
    setCurrent(null);
    while (queue.current.length > 0) {
      const clientId = queue.current.shift()!;
      if (transmit(clientId)) return;
    }
  }, [setCurrent, transmit]);
  const nextRef = useRef(next);
  nextRef.current = next;

  const fail = useCallback(
    (clientId: string, failure: AnswerFailure, message?: string, conversationId?: string) => {
      store.failAnswer(clientId, failure, message, conversationId);
    },
    [store],
  );

  /** Handles an error frame; true when the question was settled (the next one may go). */
  const onError = useCallback(
    (clientId: string, frame: ChatErrorFrame): boolean => {
      const code = frame.error;
      if (code === 'unavailable' && stopRequested.current.delete(clientId)) {
        store.stopAnswer(clientId, frame.conversationId, frame.messageId);
        return true;
      }
      const startTrial = optionsRef.current.startTrial;
      if (code === 'trial_not_started' && startTrial) {
        // Opened without a trial (or its cookies went): start it, then the same question goes out again.
        void startTrial().then((running) => {
          if (running) {
            store.restartAnswer(clientId);
            queue.current.unshift(clientId);
          } else {
            fail(clientId, 'blocked', frame.message);
          }
          if (inflightRef.current === clientId) nextRef.current();
        });
        return false;
      }
      if ((ACCESS_ERRORS as readonly string[]).includes(code)) {
        fail(clientId, 'blocked', frame.message);
        // Nothing else can be answered now.
        for (const waiting of queue.current.splice(0)) fail(waiting, 'blocked');
        optionsRef.current.onAccessError?.(code as AccessError, frame.message);
        return true;
      }
      const failure: AnswerFailure = code === 'rate_limited' || code === 'bad_request' ? code : 'unavailable';
      fail(clientId, failure, frame.message, frame.conversationId);
      return true;
    },
    [fail, store],
  );

  /** The server's copy of a subscriber's thread, with its versions, replaces the local one. */
  const refresh = useCallback(
    async (threadId: string) => {
      const conversationId = store.thread(threadId)?.conversationId;
      if (!conversationId) return;
      try {
        store.upsert(fromServerConversation(await getConversation(conversationId), threadId));
      } catch {
        // The answer is on screen already; its versions show the next time the thread is read.
      }
    },
    [store],
  );

  /** After a question's final frame: the next queued one goes out. */
  const settled = useCallback(
    (clientId: string) => {
      const thread = store.threadOf(clientId);
      const answer = thread?.messages.find((m) => m.sender === 'bot' && m.clientId === clientId);
      // A failed one keeps its place: retried, it refreshes when it settles.
      if (thread && answer?.status !== 'failed' && versioned.current.delete(clientId))
        void refresh(thread.id);
      if (inflightRef.current === clientId) next();
    },
    [next, refresh, store],
  );

  const onEvent = useCallback(
    (event: SocketEvent) => {
      const current = inflightRef.current;
      switch (event.kind) {
        case 'delta':
          if (current) store.appendDelta(current, event.text);
          return;
        case 'resent':
          store.restartAnswer(event.clientId);
          return;
        case 'reply': {
          const clientId = event.clientId ?? current;
          if (!clientId) return;
          stopRequested.current.delete(clientId);
          store.finishReply(clientId, event.frame);
          optionsRef.current.onReply?.(event.frame);
          settled(clientId);
          return;
        }
        case 'error': {
          const clientId = event.clientId ?? current;
          if (!clientId) return;
          if (onError(clientId, event.frame)) settled(clientId);
          return;
        }
        case 'unknown':
          if (!current) return;
          fail(current, event.reason);
          settled(current);
          return;
        case 'socket_error':
          fail(event.clientId, 'ws_error');
          settled(event.clientId);
          return;
      }
    },
    [fail, onError, settled, store],
  );
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    const socket = new ChatSocket({
      url: chatSocketUrl(),
      create: optionsRef.current.createSocket,
      onEvent: (event) => onEventRef.current(event),
      onStatus: setSocketStatus,
    });
    socketRef.current = socket;
    const wake = () => socket.wake();
    const onVisible = () => {
      if (document.visibilityState === 'visible') socket.wake();
    };
    const flush = () => store.flush();
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', flush);
      socket.dispose();
      socketRef.current = null;
      store.dispose();
    };
  }, [store]);

  /** Opens the socket ahead of the first question (the user started typing). */
  const warmUp = useCallback(() => socketRef.current?.connect(), []);

  /** Sends a question; false when it cannot go now (another answer is being written). */
  const ask = useCallback(
    (text: string, attachments: MessageAttachment[] = []): boolean => {
      const message = text.trim();
      if (!message || inflightRef.current) return false;
      const { clientId } = store.ask({ text: message, attachments });
      return transmit(clientId);
    },
    [store, transmit],
  );

  /** Sends a new version of a turn the store has just laid out (null: it could not). */
  const sendVersion = useCallback(
    (clientId: string | null): boolean => {
      if (!clientId) return false;
      if (owner) versioned.current.add(clientId);
      if (transmit(clientId)) return true;
      fail(clientId, 'ws_error');
      return false;
    },
    [fail, owner, transmit],
  );

  /** Asks again for the thread's last answer; false when it cannot go now. */
  const regenerate = useCallback(
    (answerId: string): boolean => {
      const thread = store.activeThread;
      if (!thread || inflightRef.current) return false;
      return sendVersion(store.regenerate(thread.id, answerId));
    },
    [sendVersion, store],
  );

  /** Sends an edited question in place of one of the thread's; false when it cannot go now. */
  const edit = useCallback(
    (questionId: string, text: string): boolean => {
      const thread = store.activeThread;
      const message = text.trim();
      if (!thread || !message || inflightRef.current) return false;
      return sendVersion(store.edit(thread.id, questionId, message));
    },
    [sendVersion, store],
  );

  /** Shows another version of a turn: the server's for subscribers, the browser's for guests. */
  const showVersion = useCallback(
    async (messageId: string, index: number): Promise<void> => {
      const thread = store.activeThread;
      const message = thread?.messages.find((m) => m.id === messageId);
      if (!thread || !message || inflightRef.current) return;
      const target = message.versions?.[index];
      if (!owner || !target) {
        store.showLocalVersion(messageId, index);
        return;
      }
      if (!thread.conversationId) return;
      store.upsert(fromServerConversation(await showServerVersion(thread.conversationId, target), thread.id));
    },
    [owner, store],
  );

  const stop = useCallback(() => {
    const clientId = inflightRef.current;
    if (!clientId) return;
    stopRequested.current.add(clientId);
    socketRef.current?.stop();
  }, []);

  /** Sends a failed question again, with its own client id (stored once on the server). */
  const retry = useCallback(
    (clientId: string) => {
      if (inflightRef.current) return;
      store.restartAnswer(clientId);
      if (!transmit(clientId)) fail(clientId, 'ws_error');
    },
    [fail, store, transmit],
  );

  /** Questions left waiting by an earlier visit (after reconciling with the server), sent one at a time. */
  const resend = useCallback(
    (clientIds: string[]) => {
      queue.current.push(...clientIds.filter((id) => !queue.current.includes(id)));
      if (!inflightRef.current) next();
    },
    [next],
  );

  /** New chat: anything still waiting belongs to the old one and is let go. */
  const newChat = useCallback(
    (...args: Parameters<ChatStore['newChat']>) => {
      store.newChat(...args);
    },
    [store],
  );

  return {
    store,
    state,
    socketStatus,
    inflight,
    ask,
    stop,
    retry,
    resend,
    warmUp,
    newChat,
    regenerate,
    edit,
    showVersion,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
