import type { Processor } from '@mustashar/contracts';
import type { Config } from '../../config.ts';

const DEFAULT_LLM_HOSTS = { openai: 'api.openai.com', anthropic: 'api.anthropic.com' } as const;
const LLM_NAMES = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible model server',
};

const hostOf = (url: string) => new URL(url).host;

/**
 * The outside services this server sends personal data to, read from its configuration (ADR 100): the answer
 * model gets the questions and attachments' text, the embeddings service the questions, Paylink the payer's
 * contact, the mail server the addresses, Google and Apple the sign-in. Built-in doubles (sandbox payments, the
 * outbox) send nothing anywhere, so they are not listed.
 */
export function configuredProcessors(config: Config): Processor[] {
  const list: Processor[] = [];
  const { llm } = config;
  if (llm.provider !== 'none') {
    const host = llm.baseUrl
      ? hostOf(llm.baseUrl)
      : (DEFAULT_LLM_HOSTS[llm.provider as keyof typeof DEFAULT_LLM_HOSTS] ?? 'unknown');
    list.push({ purpose: 'answers', name: LLM_NAMES[llm.provider], host, location: llm.location });
  }
  if (config.embeddings)
    list.push({
      purpose: 'search',
      name: 'Embeddings service',
      host: hostOf(config.embeddings.baseUrl),
      location: null,
    });
  if (config.payment.provider === 'paylink' && config.payment.paylink)
    list.push({
      purpose: 'payments',
      name: 'Paylink',
      host: hostOf(config.payment.paylink.baseUrl),
      location: 'Saudi Arabia',
    });
  if (config.mail.smtpUrl)
    list.push({ purpose: 'email', name: 'SMTP', host: hostOf(config.mail.smtpUrl), location: null });
  if (config.google)
    list.push({ purpose: 'signIn', name: 'Google', host: 'accounts.google.com', location: null });
  if (config.apple)
    list.push({ purpose: 'signIn', name: 'Apple', host: 'appleid.apple.com', location: null });
  return list;
}
