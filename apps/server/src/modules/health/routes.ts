import { ErrorBodySchema, ErrorCode, HealthResponseSchema } from '@mustashar/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/errors.ts';
import { t } from '../../lib/messages.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check for load balancers',
        response: { 200: HealthResponseSchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ error: ErrorCode.unavailable, message: t('unavailable', requestLocale(request)) });
      }
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};
