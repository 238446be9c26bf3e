import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantSubscription,
  logCapture,
  sameOrigin,
  type TestApp,
} from '../../test/helpers.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { ChatClient, chatUrl, createUserWithSession } from '../../test/support/chat.ts';
import { answerRequest } from '../../test/support/legal-answer.ts';
import { createLegalAnswerer } from '../modules/legal/answer/answer.ts';
import type { Answerer } from './answerer.ts';
import { createMailer } from './mailer.ts';

type LogLine = { level: number; msg: string; err?: Record<string, unknown>; [key: string]: unknown };

/** An LLM provider's error that quotes its input back, as real providers' 400s do. */
class ProviderError extends Error {
  override name = 'AI_APICallError';
  constructor(
    input: string,
    readonly statusCode = 400,
  ) {
    super(`Invalid request: content "${input}" was flagged`);
  }
}

/** An answerer that fails the way a provider does: its error carries the question. */
const quotingAnswerer: Answerer = {
  async answer(request) {
    throw new Error('answer failed', { cause: new ProviderError(request.question) });
  },
};

describe('user text stays out of the logs', () => {
  const logs = logCapture();
  let t: TestApp;
  const parsed = () => logs.lines.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      deps: { logStream: logs.stream, answerer: quotingAnswerer },
    });
  });
  afterAll(() => t.close());

  it('an answerer error quoting the question is logged without its message', async () => {
    const url = await chatUrl(t.app);
    const user = await createUserWithSession(t.app.db, 'quoted@example.com');
    await grantSubscription(t, user.userId);
    const question = 'Can my landlord in Khobar keep the deposit of flat 7B forever';
    logs.lines.length = 0;
    const socket = await ChatClient.open(url, {
      headers: { ...sameOrigin, 'accept-language': 'en', cookie: user.cookie },
    });
    const { frame } = await socket.ask({ message: question, clientId: 'q1' });
    expect(frame).toMatchObject({ type: 'error', error: 'unavailable' });
    await socket.close();

    const text = logs.lines.join('');
    expect(text).not.toContain(question);
    expect(text).not.toContain('landlord in Khobar');
    // Still findable: the line, the error's class, its status and the cause's class.
    const line = parsed().find((l) => l.msg === 'chat answer failed');
    expect(line?.err).toMatchObject({ type: 'Error', cause: { type: 'ProviderError', statusCode: 400 } });
  });

  it('a failed query translation is logged without the question', async () => {
    const question = 'How much end of service pay after six years at a Jeddah bakery';
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        throw new ProviderError(JSON.stringify(options.prompt), 422);
      },
      doStream: async () => {
        throw new ProviderError(question, 422);
      },
    });
    logs.lines.length = 0;
    const answerer = createLegalAnswerer({ db: t.app.db, model, log: t.app.log });
    await answerer.answer(answerRequest(question, { locale: 'en' }), () => {}).catch(() => undefined);
    const text = logs.lines.join('');
    expect(text).not.toContain('Jeddah bakery');
    const line = parsed().find((l) => l.msg === 'query translation failed; using the glossary');
    expect(line?.err).toMatchObject({ type: 'ProviderError', statusCode: 422 });
  });

  it('an e-mail sent or stored is logged without its recipient', async () => {
    const to = 'layla.private@example.org';
    logs.lines.length = 0;
    const outbox = createMailer({
      smtpUrl: null,
      from: 'noreply@mustashar.test',
      db: t.app.db,
      log: t.app.log,
    });
    await outbox.send({ to, subject: 'Your code', text: 'Code 123456' });

    const smtp = await startSmtpCatcher();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'noreply@mustashar.test',
      db: t.app.db,
      log: t.app.log,
    });
    try {
      await mailer.send({ to, subject: 'Your code', text: 'Code 123456' });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await mailer.close();
      await smtp.close();
    }
    const text = logs.lines.join('');
    expect(text).not.toContain(to);
    expect(text).not.toContain('layla.private');
    expect(parsed().filter((l) => /^email (sent|stored)/.test(l.msg))).toHaveLength(2);
  });

  it('a mail error naming the recipient is logged without the address', async () => {
    logs.lines.length = 0;
    t.app.log.error(
      { err: new Error('550 5.1.1 <layla.private@example.org>: Recipient address rejected') },
      'x',
    );
    expect(logs.lines.join('')).not.toContain('layla.private');
  });
});
