import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDatabase, type DatabaseHandle, type Db } from './db/client.ts';
import type { Answerer } from './lib/answerer.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { registerErrorHandler } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { countHttpRequests, createMetrics, type Metrics, metricsRoute } from './lib/metrics.ts';
import { createOriginCheck } from './lib/origin-check.ts';
import { refuseControlCharacters } from './lib/refuse-control-characters.ts';
import { scrubErrorMessageArgument, serializeError } from './lib/serialize-error.ts';
import { Tracing, traceRequests } from './lib/tracing.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { appleRoutes } from './modules/auth/apple-routes.ts';
import { googleRoutes } from './modules/auth/google-routes.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { resealTwoFactorSecrets } from './modules/auth/two-factor-keys.ts';
import { entitlementsPlugin } from './modules/billing/entitlement-cache.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { chatSocketsPlugin } from './modules/chat/ended-sessions.ts';
import { chatExportRoutes } from './modules/chat/export-routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import type { ChatLimits } from './modules/chat/socket.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { dataRightsRoutes } from './modules/data-rights/routes.ts';
import { draftingRoutes } from './modules/drafting/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { helpRoutes } from './modules/help/routes.ts';
import { JobQueue } from './modules/jobs/queue.ts';
import { createLegalAnswerer } from './modules/legal/answer/answer.ts';
import { createLanguageModel } from './modules/legal/answer/llm.ts';
import { legalRoutes } from './modules/legal/api/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { plansRoutes } from './modules/plans/routes.ts';
import { seedPlans } from './modules/plans/service.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { trialRoutes } from './modules/trial/routes.ts';
import { type Ocr, startOcr } from './modules/uploads/ocr.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { dataChangesPlugin } from './plugins/data-changes.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { rateLimiting } from './plugins/rate-limit.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Background work kept in the database: mail sent after an answer, webhooks, scheduled runs (ADR 094). */
    jobs: JobQueue;
    rateLimitStore: 'memory' | 'redis';
    clock: Clock;
    /** Reads text in images and scanned PDFs, where this machine has Tesseract (found out at start-up). */
    ocr: Ocr;
    /** Every route registered, by method and URL: tests walk it so no /api/admin route escapes the console guard. */
    routeTable: readonly { method: string; url: string }[];
    /** This app's own Prometheus registry and counters (ADR 092). */
    metrics: Metrics;
    tracing: Tracing;
  }
}

/**
 * Things a caller may hand in instead of having them built from config (tests, scripts). `extraRoutes` is
 * registered after the modules and before the web app, so tests can add probes such as a deliberately failing route.
 */
export type AppDeps = {
  database?: DatabaseHandle;
  mailer?: Mailer;
  extraRoutes?: FastifyPluginAsync;
  /** The app's notion of now (tests move it instead of sleeping). */
  clock?: Clock;
  /** Where logs go instead of stdout (tests read them to prove secrets stay out). */
  logStream?: { write(line: string): void };
  /** Answers chat questions (default: the legal engine); tests inject a deterministic one. */
  answerer?: Answerer;
  /** Chat heartbeat and rate limits over the configured ones (tests and the bench raise or shorten them). */
  chatLimits?: Partial<ChatLimits>;
};

/**
 * Request log lines without the query string of auth routes: the Google callback carries a one-time
 * authorization code and state, and other auth links may carry an email address. Elsewhere query values are
 * blanked too: a search (`q`) is a question's words.
 */
function serializeRequest(request: FastifyRequest) {
  const url = request.url.startsWith('/api/auth/')
    ? request.url.replace(/\?.*$/, '?[redacted]')
    : request.url.replace(/([?&][^=&#]*)=[^&#]*/g, '$1=…');
  return { method: request.method, url, host: request.host, remoteAddress: request.ip };
}

/** One line per request, at its end, with the request in it: the line at the start says nothing the last one does not. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

// An incoming id is kept only if it cannot smuggle anything into logs or headers.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Errors are logged without query parameters, row values or tokens (see serialize-error.ts).
      serializers: { req: serializeRequest, err: serializeError },
      hooks: { logMethod: scrubErrorMessageArgument },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, answers to in-flight requests close their connection, so a keep-alive socket does not
  // hold close() open until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandler(app);
  // Before any route is registered, so every route's params, query and body go through it.
  app.addHook('preValidation', refuseControlCharacters);
  app.decorate('config', config);
  app.decorate('clock', deps.clock ?? systemClock);
  const exposed = config.metrics.token !== null || config.metrics.port !== null;
  const metrics = createMetrics({ processMetrics: exposed });
  app.decorate('metrics', metrics);
  countHttpRequests(app, metrics);
  const tracing = new Tracing(config.tracing);
  app.decorate('tracing', tracing);
  await traceRequests(app, tracing);

  // Asked while the database starts: which programs this machine has for reading text in images.
  const ocrReady = startOcr(config.ocr);

  // Infrastructure first.
  await app.register(securityHeaders, { production: config.isProduction });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimiting, { redisUrl: config.redisUrl });
  await app.register(chatSocketsPlugin);
  await app.register(publicCachePlugin);

  const database =
    deps.database ?? (await createDatabase(config.database, { timeouts: config.databaseTimeouts }));
  if (!deps.database) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
  await database.migrate().catch(async (error: unknown) => {
    // The app is never returned, so nothing else would close the pool it opened.
    if (!deps.database) await database.close().catch(() => {});
    throw error;
  });
  app.decorate('database', database);
  if (database.poolStats) metrics.watchPool(database.poolStats);
  app.decorate('db', database.db);
  await app.register(dataChangesPlugin);
  await app.register(entitlementsPlugin);

  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, db: database.db, log: app.log });
  app.addHook('onClose', async () => {
    await mailer.close();
  });
  app.decorate('mailer', mailer);
  const jobQueue = new JobQueue({ db: database.db, clock: app.clock, log: app.log, metrics });
  // onClose hooks run last-registered first: the worker stops claiming and its runs finish before the mailer and
  // the database close.
  app.addHook('onClose', () => jobQueue.stop());
  app.decorate('jobs', jobQueue);

  const ocr = await ocrReady;
  app.decorate('ocr', ocr);
  if (ocr.availability.problem)
    app.log.warn(
      { ocr: ocr.availability.status },
      `OCR: ${ocr.availability.problem}; such files are kept without their text, with a notice saying so`,
    );
  else
    app.log.info({ ocr: 'ok', tesseract: ocr.availability.version }, 'OCR: images and scanned PDFs are read');

  app.addHook('onRequest', createOriginCheck(config.appUrl));
  await app.register(authPlugin);
  // The reference lists every route and its shapes: handy in development, an inventory for attackers in production.
  if (config.apiDocs) await app.register(apiDocs, { appUrl: config.appUrl });

  // Then modules.
  await seedPlans(database.db);
  await resealTwoFactorSecrets(
    database.db,
    { totpKey: config.totpEncryptionKey, sessionSecret: config.sessionSecret },
    app.log,
  );
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(plansRoutes);
  await app.register(helpRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(googleRoutes);
  await app.register(appleRoutes);
  await app.register(accountRoutes);
  await app.register(dataRightsRoutes);
  await app.register(profileRoutes);
  await app.register(sitemapRoutes);
  await app.register(legalRoutes);
  await app.register(trialRoutes);
  await app.register(billingRoutes);
  await app.register(teamRoutes);
  await app.register(dashboardRoutes);
  await app.register(draftingRoutes, { model: createLanguageModel(config.llm) });
  await app.register(chatRoutes, {
    answerer:
      deps.answerer ?? createLegalAnswerer({ db: database.db, config, log: app.log, metrics, tracing }),
    limits: { ...config.chat, ...deps.chatLimits },
  });
  await app.register(uploadsRoutes);
  await app.register(chatExportRoutes);
  await app.register(adminRoutes);
  // Development only: production must not expose stored emails.
  if (!config.isProduction) await app.register(outboxRoutes);
  if (deps.extraRoutes) await app.register(deps.extraRoutes);
  // Unset, /metrics is an unknown path like any other.
  if (config.metrics.token) metricsRoute(app, metrics, config.metrics.token);

  // Last: the web app owns every remaining GET.
  await app.register(webApp, { distDir: config.webDistDir });

  await app.ready();
  // Only where a setting asks for it: an instance that only enqueues (and most tests) runs no worker.
  if (config.jobs.worker) jobQueue.start(config.jobs);
  return app;
}
