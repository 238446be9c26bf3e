import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
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

/** A model that streams `text` in one piece and reports the given token counts, as a provider's stream ends. */
export function streamingModel(text: string, tokens = { input: 10, output: 5 }): MockLanguageModelV3 {
  const usage = {
    inputTokens: { total: tokens.input, noCache: tokens.input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: tokens.output, text: tokens.output, reasoning: undefined },
  };
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'stream-start' as const, warnings: [] },
          { type: 'text-start' as const, id: 't' },
          { type: 'text-delta' as const, id: 't', delta: text },
          { type: 'text-end' as const, id: 't' },
          { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: 'stop' }, usage },
        ],
      }),
    }),
  });
}
