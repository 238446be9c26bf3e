import type { AnswerRequest } from '../../src/lib/answerer.ts';

/** A chat answer request for tests: an Arabic question to the general assistant with no history, unless told. */
export const answerRequest = (question: string, extra: Partial<AnswerRequest> = {}): AnswerRequest => ({
  question,
  locale: 'ar',
  history: [],
  attachments: [],
  assistant: 'general',
  signal: new AbortController().signal,
  ...extra,
});
