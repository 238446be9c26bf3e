import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { register as globalRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantSubscription,
  logCapture,
  sameOrigin,
  type TestApp,
  useTestApp,
  useTwoTestApps,
} from '../../test/helpers.ts';
import { createInvoice, createUser, decide, subscribe, verify } from '../../test/support/billing.ts';
import { ChatClient, chatUrl, createUserWithSession, scriptedAnswerer } from '../../test/support/chat.ts';
import { streamingModel } from '../../test/support/legal-answer.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createLegalAnswerer } from '../modules/legal/answer/answer.ts';
import { listenForMetrics } from './metrics.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** The value of one series in Prometheus text (`name{labels}` exactly as printed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('is an unknown path, with or without a token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const logs = logCapture();
  const answerer = scriptedAnswerer();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'trace', TRIAL_NEW_PER_ADDRESS_PER_DAY: '1' },
      deps: {
        answerer,
        logStream: logs.stream,
        chatLimits: { perConnectionPerMinute: 1000, perUserPerMinute: 1000 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a missing or wrong token 401 without saying why', async () => {
    const wrong = [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of wrong) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.body).toBe('');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it("answers the right token with Prometheus text, the process' own metrics prefixed", async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'mustashar_process_cpu_seconds_total',
      'mustashar_process_resident_memory_bytes',
      'mustashar_nodejs_eventloop_lag_seconds',
      'mustashar_nodejs_gc_duration_seconds',
      'http_requests_total',
      'http_request_duration_seconds',
      'websocket_connections',
      'chat_messages_total',
      'chat_answer_seconds',
      'legal_retrieval_seconds',
      'llm_seconds',
      'llm_tokens_total',
      'jobs_waiting',
      'jobs_total',
      'job_run_seconds',
      'trial_starts_total',
      'trial_blocks_total',
      'payments_total',
    ]) {
      expect(res.body, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
    expect(sample(res.body, 'jobs_waiting{kind="billing.webhook",status="queued"}')).toBe(0);
    // The pool's gauges exist on PostgreSQL only: PGlite has no pool.
    const pooled = t.app.database.driver === 'postgres';
    expect(res.body.includes('# TYPE db_pool_connections gauge')).toBe(pooled);
    if (pooled) expect(sample(res.body, 'db_pool_waiting_requests')).toBe(0);
  });

  it('labels requests by route pattern, never by the id in the path; unknown paths as unmatched', async () => {
    const id = randomUUID();
    const unknown = `/api/no-such-thing/${randomUUID()}`;
    expect((await t.app.inject({ url: `/api/admin/users/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/admin/users/${id}?email=someone@example.com` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: unknown })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: unknown, headers: sameOrigin })).statusCode).toBe(404);

    const text = await scrape(t);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/admin/users/:id",status="401"}')).toBe(
      2,
    );
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/admin/users/:id"}'),
    ).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'http_requests_total{method="POST",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('example.com');
    // Every route label is a registered pattern or `unmatched`.
    const patterns = new Set(t.app.routeTable.map((r) => r.url));
    for (const [, route] of text.matchAll(/route="([^"]*)"/g)) {
      expect(route === 'unmatched' || patterns.has(route!), route).toBe(true);
    }
  });

  it('counts chat messages by outcome and the open sockets over a real WebSocket', async () => {
    const user = await createUserWithSession(t.app.db, 'metrics-chat@example.com');
    await grantSubscription(t, user.userId);
    const url = await chatUrl(t.app);
    const before = await scrape(t);
    expect(sample(before, 'websocket_connections')).toBe(0);

    const client = await ChatClient.open(url, {
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' },
    });
    expect(sample(await scrape(t), 'websocket_connections')).toBe(1);

    const answered = await client.ask({ type: 'message', message: 'What is annual leave?', locale: 'en' });
    expect(answered.frame.type).toBe('reply');
    const failed = await client.ask({ type: 'message', message: 'please fail now', locale: 'en' });
    expect(failed.frame.type).toBe('error');
    client.send({ type: 'message', message: 'wait for me', locale: 'en' });
    expect((await client.next()).type).toBe('delta');
    client.send({ type: 'stop' });
    expect((await client.final()).frame).toMatchObject({ type: 'error', error: 'unavailable' });

    const during = await scrape(t);
    expect(sample(during, 'chat_messages_total{outcome="answered"}')).toBe(1);
    expect(sample(during, 'chat_messages_total{outcome="failed"}')).toBe(1);
    expect(sample(during, 'chat_messages_total{outcome="stopped"}')).toBe(1);
    expect(sample(during, 'chat_answer_seconds_count')).toBe(1);
    expect(during).not.toContain('annual leave');
    expect(during).not.toContain(user.userId);

    await client.close();
    await expect.poll(async () => sample(await scrape(t), 'websocket_connections')).toBe(0);
  });

  it('counts trial starts and the refusals by reason', async () => {
    const start = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/trial/start', remoteAddress: ip, headers: sameOrigin });
    expect((await start('127.0.0.21')).statusCode).toBe(200);
    // One new trial a day from this address (TRIAL_NEW_PER_ADDRESS_PER_DAY=1): a new device there is refused.
    expect((await start('127.0.0.21')).statusCode).toBe(440);
    const text = await scrape(t);
    expect(sample(text, 'trial_starts_total')).toBe(1);
    expect(sample(text, 'trial_blocks_total{reason="address_budget"}')).toBe(1);
    expect(text).not.toContain('127.0.0.21');
  });

  it('counts payments by provider and outcome where they are settled', async () => {
    const payer = await createUser(t, 'metrics-payer@example.com');
    await subscribe(t, payer);
    const other = await createUser(t, 'metrics-canceler@example.com');
    const invoice = await createInvoice(t, other, 'trainee-lawyer');
    const back = await decide(t, invoice, 'canceled');
    await verify(t, other, back.searchParams.get('TransactionNo')!, back.searchParams.get('OrderNumber')!);
    // Verifying again changes nothing, and counts nothing.
    await verify(t, other, back.searchParams.get('TransactionNo')!, back.searchParams.get('OrderNumber')!);
    const text = await scrape(t);
    expect(sample(text, 'payments_total{provider="sandbox",outcome="paid"}')).toBe(1);
    expect(sample(text, 'payments_total{provider="sandbox",outcome="canceled"}')).toBe(1);
    expect(text).not.toContain(invoice.orderNumber);
  });

  it("times the legal engine's retrieval, and a model's calls with the tokens it reports", async () => {
    const ask = (answerer: ReturnType<typeof createLegalAnswerer>, question: string) =>
      answerer.answer(
        {
          question,
          locale: 'en',
          history: [],
          attachments: [],
          assistant: 'general',
          signal: new AbortController().signal,
        },
        () => {},
      );
    await ask(createLegalAnswerer({ db: t.app.db, metrics: t.app.metrics }), 'How long is annual leave?');
    let text = await scrape(t);
    expect(sample(text, 'legal_retrieval_seconds_count')).toBe(1);
    expect(text).not.toMatch(/^llm_seconds_count/m);

    const model = streamingModel('Thirty days.', { input: 120, output: 30 });
    const withModel = createLegalAnswerer({
      db: t.app.db,
      model,
      translateQueries: false,
      metrics: t.app.metrics,
    });
    await ask(withModel, 'How long is annual leave?');
    text = await scrape(t);
    expect(sample(text, 'legal_retrieval_seconds_count')).toBe(2);
    expect(sample(text, 'llm_seconds_count{purpose="answer"}')).toBe(1);
    expect(sample(text, 'llm_tokens_total{kind="input"}')).toBe(120);
    expect(sample(text, 'llm_tokens_total{kind="output"}')).toBe(30);
  });

  it('never writes the token to the logs', async () => {
    await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.lines.join('')).not.toContain(TOKEN);
  });

  it('serves the same text without a token on a loopback-only listener (METRICS_PORT)', async () => {
    const server = await listenForMetrics(t.app.metrics, 0);
    try {
      const address = server.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^# TYPE http_requests_total counter/m);
      expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${address.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('two apps in one process', () => {
  it('count into registries of their own, never the global one', async () => {
    const first = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const second = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      expect(first.app.metrics.registry).not.toBe(second.app.metrics.registry);
      for (let i = 0; i < 3; i++) await first.app.inject({ url: '/api/health' });
      await second.app.inject({ url: '/api/health' });
      const one = await scrape(first);
      const two = await scrape(second);
      const health = (text: string) =>
        text
          .split('\n')
          .filter((l) => l.startsWith('http_requests_total{method="GET",route="/api/health"'))
          .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
      expect(health(one)).toBe(3);
      expect(health(two)).toBe(1);
      expect(globalRegistry.getSingleMetric('http_requests_total')).toBeUndefined();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('a payment settled on two instances at once', () => {
  const apps = useTwoTestApps(() => ({ env: { METRICS_TOKEN: TOKEN } }));

  it('is counted once across them', async () => {
    const { first, second } = apps;
    const payer = await createUser(first, 'metrics-race@example.com');
    const invoice = await createInvoice(first, payer, 'trainee-lawyer');
    const back = await decide(first, invoice, 'paid');
    const query = [back.searchParams.get('TransactionNo')!, back.searchParams.get('OrderNumber')!] as const;
    const answers = await Promise.all([
      verify(first, payer, ...query),
      verify(second, payer, ...query),
      verify(first, payer, ...query),
      verify(second, payer, ...query),
    ]);
    for (const res of answers) expect(res.json().verified, res.body).toBe(true);
    const paid = async (t: TestApp) =>
      sample(await scrape(t), 'payments_total{provider="sandbox",outcome="paid"}') ?? 0;
    expect((await paid(first)) + (await paid(second))).toBe(1);
  });
});

describe('metrics settings', () => {
  it('refuse a short or spaced token and a metrics port equal to PORT, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it, long enough' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: expected a port other than PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }).metrics).toEqual({
      token: TOKEN,
      port: 9464,
    });
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null });
  });
});
