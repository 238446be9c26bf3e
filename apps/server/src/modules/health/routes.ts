import { ErrorCode, HealthResponseSchema, HealthUnavailableBodySchema } from '@mustashar/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/errors.ts';
import { t } from '../../lib/messages.ts';

/** A load balancer's probe wants an answer now: a dependency that takes longer counts as down. */
const CHECK_TIMEOUT_MS = 2_000;
/** Probes from several balancers, or a monitor hammering the endpoint, share one round trip per dependency. */
const PROBE_REUSE_MS = 1_000;

type Check = 'ok' | 'down';

async function check(probe: () => Promise<unknown>, onFailure: (err: unknown) => void): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (err) {
    onFailure(err);
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = (log: FastifyBaseLogger) => {
    const redis = app.redis;
    return Promise.all([
      check(
        () => app.db.execute(sql`select 1`),
        (err) => log.error({ err }, 'health check: database unreachable'),
      ),
      redis
        ? check(
            () => redis.ping(),
            (err) => log.error({ err }, 'health check: Redis unreachable'),
          )
        : undefined,
    ]);
  };
  let recent: { at: number; checks: ReturnType<typeof probe> } | null = null;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Liveness, database and (when configured) Redis check for load balancers; says whether OCR is available',
        response: { 200: HealthResponseSchema, 503: HealthUnavailableBodySchema },
      },
    },
    async (request, reply) => {
      const now = app.clock().getTime();
      if (!recent || now - recent.at >= PROBE_REUSE_MS) recent = { at: now, checks: probe(request.log) };
      const [database, redisState] = await recent.checks;
      if (database === 'down' || redisState === 'down') {
        return reply.code(503).send({
          error: ErrorCode.unavailable,
          message: t('unavailable', requestLocale(request)),
          database,
          ...(redisState ? { redis: redisState } : {}),
        });
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        ...(redisState ? { redis: 'ok' as const } : {}),
        ocr: app.ocr.availability.status,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
