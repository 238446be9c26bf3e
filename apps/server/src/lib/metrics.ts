import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What operators watch, in Prometheus' text format (ADR 092). One registry per app: tests build many apps in one
 * process, and two apps must never count into each other. Labels carry route patterns and fixed words only —
 * never ids, emails, questions or raw URLs — so the number of series stays bounded and nothing personal leaves.
 */

/** How a chat message ended: answered, stopped by the user, its socket closed, the engine failed, or refused. */
export type ChatOutcome = 'answered' | 'stopped' | 'closed' | 'failed' | 'refused' | 'limited';
/** Why a guest's trial was refused: a blocked network, the address's daily budget, over, or out of messages. */
export type TrialBlockReason = 'blocked_network' | 'address_budget' | 'ended' | 'message_limit';
export type PaymentOutcome = 'paid' | 'failed' | 'canceled';
/** How a background job's run ended: done, failed and retried later, failed for good, or taken over after its lease ran out. */
export type JobOutcome = 'done' | 'retried' | 'failed' | 'lease_expired';
/** What a model call was for. */
export type LlmPurpose = 'answer' | 'translation' | 'contract_review';

/** A route no handler owns (unknown paths, and the web app's client-side pages). */
export const UNMATCHED_ROUTE = 'unmatched';
export const METRICS_PATH = '/metrics';

/** pg Pool's counts, read at scrape time. */
export type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

const SECONDS_FAST = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const SECONDS_SLOW = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly websocketConnections = new Gauge({
    name: 'websocket_connections',
    help: 'Chat sockets open on this instance',
    registers: [this.registry],
  });
  readonly chatMessages = new Counter({
    name: 'chat_messages_total',
    help: 'Chat messages handled, by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly chatAnswer = new Histogram({
    name: 'chat_answer_seconds',
    help: 'Time from a chat question received to its answer stored and sent',
    buckets: SECONDS_SLOW,
    registers: [this.registry],
  });
  readonly legalRetrieval = new Histogram({
    name: 'legal_retrieval_seconds',
    help: "Time the legal engine's retrieval (guides and statute articles) takes for one question",
    buckets: SECONDS_FAST,
    registers: [this.registry],
  });
  readonly llm = new Histogram({
    name: 'llm_seconds',
    help: 'Time one language model call takes, by purpose',
    labelNames: ['purpose'] as const,
    buckets: SECONDS_SLOW,
    registers: [this.registry],
  });
  readonly llmTokens = new Counter({
    name: 'llm_tokens_total',
    help: 'Language model tokens the provider reported, by kind (input or output)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly trialStarts = new Counter({
    name: 'trial_starts_total',
    help: 'New guest trials started',
    registers: [this.registry],
  });
  readonly trialBlocks = new Counter({
    name: 'trial_blocks_total',
    help: 'Guest trial starts and messages refused, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly payments = new Counter({
    name: 'payments_total',
    help: 'Payments settled, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobs = new Counter({
    name: 'jobs_total',
    help: 'Background job runs, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly jobRun = new Histogram({
    name: 'job_run_seconds',
    help: 'Time one run of a background job takes, by kind',
    labelNames: ['kind'] as const,
    buckets: SECONDS_SLOW,
    registers: [this.registry],
  });

  /** Counted where the thing happens; each method is the one way to count it. */
  chatMessage(outcome: ChatOutcome, startedAt: number) {
    this.chatMessages.inc({ outcome });
    if (outcome === 'answered') this.chatAnswer.observe((performance.now() - startedAt) / 1000);
  }

  trialStarted() {
    this.trialStarts.inc();
  }

  trialBlocked(reason: TrialBlockReason) {
    this.trialBlocks.inc({ reason });
  }

  payment(provider: string, outcome: PaymentOutcome) {
    this.payments.inc({ provider, outcome });
  }

  /** Times `work` as one retrieval (failed ones too: a slow failure is still slow). */
  async timeRetrieval<T>(work: () => Promise<T>): Promise<T> {
    const end = this.legalRetrieval.startTimer();
    try {
      return await work();
    } finally {
      end();
    }
  }

  /** One model call's time and, when the provider reports it, its tokens. */
  llmCall(
    purpose: LlmPurpose,
    seconds: number,
    usage?: { inputTokens?: number | undefined; outputTokens?: number | undefined },
  ) {
    this.llm.observe({ purpose }, seconds);
    if (usage?.inputTokens) this.llmTokens.inc({ kind: 'input' }, usage.inputTokens);
    if (usage?.outputTokens) this.llmTokens.inc({ kind: 'output' }, usage.outputTokens);
  }

  /** The pool is read at scrape time, so no timer runs for it. PostgreSQL only: PGlite has no pool. */
  watchPool(stats: () => PoolStats) {
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(stats()));
        },
      });
    gauge('db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.totalCount);
    gauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool', (s) => s.idleCount);
    gauge(
      'db_pool_waiting_requests',
      'Queries waiting for a free PostgreSQL connection',
      (s) => s.waitingCount,
    );
  }

  job(kind: string, outcome: JobOutcome) {
    this.jobs.inc({ kind, outcome });
  }

  jobSeconds(kind: string, seconds: number) {
    this.jobRun.observe({ kind }, seconds);
  }

  /**
   * The job queue's queued and failed jobs by kind, read from the database at scrape time: the whole queue's, so
   * every instance reports the same numbers. Kinds are the registered ones (fixed words); a failed read leaves the
   * gauge empty rather than failing the scrape.
   */
  watchJobs(kinds: () => string[], read: () => Promise<{ kind: string; status: string; count: number }[]>) {
    new Gauge({
      name: 'jobs_waiting',
      help: 'Background jobs queued (waiting to run) and failed (kept for an operator), by kind',
      labelNames: ['kind', 'status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const known = new Set(kinds());
        for (const kind of known) for (const status of ['queued', 'failed']) this.set({ kind, status }, 0);
        try {
          for (const row of await read())
            if (known.has(row.kind)) this.set({ kind: row.kind, status: row.status }, row.count);
        } catch {
          // The database is down: the health check says so; the scrape still answers.
        }
      },
    });
  }
}

/**
 * A fresh set of metrics on a registry of its own. `processMetrics` adds the process' own (CPU, memory, event
 * loop lag, GC) prefixed `mustashar_`; they watch the event loop and GC from the moment they are made, so the app
 * makes them only when someone can read them (METRICS_TOKEN or METRICS_PORT set).
 */
export function createMetrics({ processMetrics }: { processMetrics: boolean }): Metrics {
  const metrics = new Metrics();
  if (processMetrics) collectDefaultMetrics({ register: metrics.registry, prefix: 'mustashar_' });
  return metrics;
}

/** WebSocket upgrades are not HTTP answers: the socket's life is counted by `websocket_connections` instead. */
function isUpgrade(request: FastifyRequest) {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

/** Counts every answered HTTP request by its route pattern (`/api/admin/users/:id`), never by its URL. */
export function countHttpRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    if (isUpgrade(request)) return;
    // Requests the not-found handler answered have no route of their own.
    const pattern = request.routeOptions.url;
    const route = pattern && !request.is404 ? pattern : UNMATCHED_ROUTE;
    const method = request.method;
    metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time whatever the lengths: both sides are hashed to the same size first. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

/**
 * GET /metrics, registered only when METRICS_TOKEN is set (otherwise the path is unknown, 404 like any other).
 * A missing or wrong token gets a bare 401 that says nothing about why.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send();
    }
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

/**
 * METRICS_PORT: the same text on a listener of its own, bound to loopback only and without a token, for a scraper
 * on the same machine (or a sidecar). Anything but GET /metrics is 404.
 */
export async function listenForMetrics(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
