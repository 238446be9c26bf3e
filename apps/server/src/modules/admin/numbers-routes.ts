import { AdminNumbersQuerySchema, AdminNumbersSchema, ErrorBodySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { numbers } from './numbers.ts';

/** The business's figures over a range of days (ADR 090): revenue is among them, so admins only. */
export const numbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/numbers',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Sign-ups, trials, subscriptions, revenue and chat figures over a range of days (Saudi time)',
        querystring: AdminNumbersQuerySchema,
        response: {
          200: AdminNumbersSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return numbers(app.db, app.clock(), request.query.from, request.query.to);
    },
  );
};
