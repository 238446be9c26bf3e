import type { AnswerFeedback, AssistantId, Citation, MessageAttachment } from '@mustashar/contracts';

/** Why an answer did not arrive: a server error code, or one the client finds itself. */
export type AnswerFailure =
  | 'unavailable'
  | 'rate_limited'
  | 'bad_request'
  | 'unknown_response'
  | 'invalid_json'
  | 'ws_error'
  | 'blocked'
  | 'interrupted';

export type MessageStatus =
  /** A question sent and not yet answered. */
  | 'pending'
  /** A question answered (or one whose answer failed: its bot message says so). */
  | 'sent'
  /** An answer being written. */
  | 'streaming'
  | 'done'
  | 'failed'
  /** Stopped by the user: what was written so far stays. */
  | 'stopped';

export interface LocalMessage {
  id: string;
  sender: 'user' | 'bot';
  text: string;
  status: MessageStatus;
  /** A question's id for the server (dedup on resend); a bot message carries the id of the question it answers. */
  clientId?: string;
  attachments: MessageAttachment[];
  citations: Citation[];
  createdAt: string;
  /** The stored message's id (subscribers). */
  serverId?: string;
  /** The user's own rating of a stored answer. */
  feedback?: AnswerFeedback;
  failure?: AnswerFailure;
  /** The server's text for a failure, safe to show. */
  failureMessage?: string;
  /** Subscribers: the stored ids of this turn's versions, oldest first (absent when there is one). */
  versions?: string[];
  /** Guests: every version of this answer kept in the browser, and which one is shown. */
  alternatives?: AnswerVersion[];
  versionIndex?: number;
  /** Subscribers: a question that edits this stored question. */
  editOf?: string;
  /** Subscribers: an answer being written again in place of this stored answer. */
  regenerates?: string;
}

/** One version of an answer as a guest's browser keeps it. */
export interface AnswerVersion {
  text: string;
  citations: Citation[];
  status: 'done' | 'stopped';
}

/** A chat thread as the client keeps it, with the server conversation it mirrors for subscribers. */
export interface Thread {
  id: string;
  conversationId?: string;
  title: string;
  pinned: boolean;
  assistant: AssistantId;
  messages: LocalMessage[];
  createdAt: string;
  updatedAt: string;
}

export interface ChatState {
  threads: Thread[];
  /** The thread on screen; null is a new, empty chat. */
  activeId: string | null;
  /** The assistant a new chat will use (Explore gems). */
  draftAssistant: AssistantId;
}
