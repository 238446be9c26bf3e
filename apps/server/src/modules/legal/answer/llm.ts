import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../../config.ts';

/** The answer model from configuration (README "Configuration"); null when LLM_PROVIDER is none. */
export function createLanguageModel(llm: Config['llm']): LanguageModel | null {
  if (llm.provider === 'none' || !llm.model) return null;
  const apiKey = llm.apiKey ?? undefined;
  const baseURL = llm.baseUrl ?? undefined;
  switch (llm.provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'llm',
        baseURL: baseURL!,
        apiKey,
        includeUsage: true,
      }).chatModel(llm.model);
    case 'openai':
      // Chat Completions rather than the Responses API: the same wire format as the compatible servers.
      return createOpenAI({ apiKey, baseURL }).chat(llm.model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(llm.model);
  }
}
