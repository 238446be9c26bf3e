import { DashboardStatsSchema, ErrorBodySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingUser } from '../auth/plugin.ts';
import { dashboardStats } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Chat usage this month, activity, and the subscription with its days left',
        response: { 200: DashboardStatsSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = actingUser(request);
      const now = app.clock();
      const current = await app.entitlements.current(user.id, now);
      return dashboardStats(app.db, user, current, now, app.config.trial.messages);
    },
  );
};
