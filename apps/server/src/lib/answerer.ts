import type { AssistantId, ChatHistoryItem, Citation, Locale } from '@mustashar/contracts';

/**
 * The seam between the chat and the legal engine. The chat calls `answer()` for every accepted
 * question; the legal engine implements it (modules/legal/answer/answer.ts), tests inject a deterministic one through
 * `buildApp(config, { answerer })`.
 */
export type AnswerRequest = {
  question: string;
  locale: Locale;
  /** Earlier turns, oldest first (the database's for subscribers, the client's for guests). */
  history: ChatHistoryItem[];
  /** Text read from the message's attachments (null when none could be read, e.g. an image). */
  attachments: { fileName: string; mime: string; text: string | null }[];
  assistant: AssistantId;
  /** Aborted when the client stops the answer or the socket closes. */
  signal: AbortSignal;
};

export type AnswerResult = { text: string; citations: Citation[] };

export interface Answerer {
  /** Streams the answer through `onDelta` (pieces in order, concatenating to `text`) and resolves with the whole. */
  answer(request: AnswerRequest, onDelta: (text: string) => void): Promise<AnswerResult>;
}
