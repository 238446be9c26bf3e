import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { ConfigError, loadConfig } from '../../../config.ts';
import { createLegalAnswerer } from './answer.ts';
import { createLanguageModel } from './llm.ts';

/**
 * A local OpenAI-compatible server (real HTTP, server-sent events) that streams a scripted answer, so the
 * provider wiring from LLM_* settings is exercised end to end without any outside service.
 */
function openAiDouble(pieces: string[]) {
  const requests: {
    path: string;
    auth: string | undefined;
    apiKey: string | undefined;
    body: Record<string, unknown>;
  }[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      apiKey: req.headers['x-api-key'] as string | undefined,
      body,
    });
    if (req.url === '/v1/messages') {
      // Anthropic's Messages API stream.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const event = (type: string, data: Record<string, unknown>) =>
        res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
      event('message_start', {
        message: {
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 1 },
        },
      });
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      for (const text of pieces)
        event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
      event('content_block_stop', { index: 0 });
      event('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 5 },
      });
      event('message_stop', {});
      res.end();
      return;
    }
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: 'ترجمة' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    for (const content of pieces) {
      send({
        id: 'c1',
        object: 'chat.completion.chunk',
        created: 0,
        model: body.model,
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      });
    }
    send({
      id: 'c1',
      object: 'chat.completion.chunk',
      created: 0,
      model: body.model,
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
    res.end('data: [DONE]\n\n');
  });
  return {
    requests,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('LLM configuration', () => {
  it('needs a model, and a base URL for openai-compatible', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'anthropic' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_PROVIDER: 'gemini', LLM_MODEL: 'm' })).toThrow(/LLM_PROVIDER/);
    expect(createLanguageModel(loadConfig({}).llm)).toBeNull();
  });

  it.each([
    ['openai', 'openai'],
    ['anthropic', 'anthropic'],
    ['openai-compatible', 'llm'],
  ])('builds a %s model', (provider, prefix) => {
    const config = loadConfig({
      LLM_PROVIDER: provider,
      LLM_MODEL: 'some-model',
      LLM_API_KEY: 'k',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    const model = createLanguageModel(config.llm);
    expect(model).toMatchObject({ modelId: 'some-model' });
    expect((model as { provider: string }).provider.startsWith(prefix)).toBe(true);
  });
});

describe('answers from a local OpenAI-compatible server over SSE', () => {
  let t: TestApp;
  const double = openAiDouble(['المكافأة نصف شهر عن كل سنة [', '1] وليس [9', '] كما قيل.']);
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await double.start();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  it.each([
    ['openai-compatible', '/v1/chat/completions'],
    ['openai', '/v1/chat/completions'],
    ['anthropic', '/v1/messages'],
  ])(
    '%s: streams the answer, strips an invented citation, sends the key and the prompt',
    async (provider, path) => {
      const config = loadConfig({
        LLM_PROVIDER: provider,
        LLM_BASE_URL: baseUrl,
        LLM_MODEL: 'local-model',
        LLM_API_KEY: 'test-key',
      });
      const answerer = createLegalAnswerer({ db: t.app.db, config });
      const deltas: string[] = [];
      const before = double.requests.length;
      const result = await answerer.answer(
        {
          question: 'كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟',
          locale: 'ar',
          history: [],
          attachments: [],
          assistant: 'labour',
          signal: new AbortController().signal,
        },
        (d) => deltas.push(d),
      );
      expect(result.text).toBe('المكافأة نصف شهر عن كل سنة [1] وليس كما قيل.');
      expect(deltas.join('')).toBe(result.text);
      expect(result.citations).toEqual([
        expect.objectContaining({ kind: 'guide', url: '/library/guides/end-of-service-award' }),
      ]);
      const calls = double.requests.slice(before);
      expect(calls).toHaveLength(1);
      const call = calls[0]!;
      expect(call.path).toBe(path);
      if (provider === 'anthropic') expect(call.apiKey).toBe('test-key');
      else expect(call.auth).toBe('Bearer test-key');
      expect(call.body.model).toBe('local-model');
      const prompt = JSON.stringify([call.body.system, call.body.messages]);
      expect(prompt).toContain('Saudi Arabia');
      expect(prompt).toContain('Saudi employment law');
      expect(prompt).toContain('[1] Guide');
    },
  );
});

describe('stopping an answer while the model writes it', () => {
  /** An OpenAI-compatible stream that sends one piece and then waits, and tells when its client goes away. */
  function stallingDouble() {
    let cancelled: () => void = () => {};
    const gone = new Promise<void>((resolve) => {
      cancelled = resolve;
    });
    let streaming: () => void = () => {};
    const writing = new Promise<void>((resolve) => {
      streaming = resolve;
    });
    const server: Server = createServer(async (req, res) => {
      for await (const _ of req);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(
        `data: ${JSON.stringify({
          id: 'c1',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'local-model',
          choices: [{ index: 0, delta: { content: 'يستحق العامل ' }, finish_reason: null }],
        })}\n\n`,
      );
      res.on('close', () => cancelled());
      streaming();
    });
    return {
      gone,
      writing,
      async start() {
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      },
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  let t: TestApp;
  const double = stallingDouble();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await double.start();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  it('ends the model call: the model sees its stream cancelled, and the answer rejects', async () => {
    const config = loadConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'local-model',
      LLM_API_KEY: 'test-key',
    });
    const answerer = createLegalAnswerer({ db: t.app.db, config });
    const stop = new AbortController();
    const answering = answerer.answer(
      {
        question: 'كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟',
        locale: 'ar',
        history: [],
        attachments: [],
        assistant: 'labour',
        signal: stop.signal,
      },
      () => {},
    );
    // The user presses Stop while the model is writing.
    await double.writing;
    stop.abort('stop');
    await expect(answering).rejects.toBeDefined();
    await double.gone;
  });
});
