import { PlansResponseSchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPlans } from './service.ts';

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'Active subscription plans, in display order',
        response: { 200: PlansResponseSchema },
      },
    },
    // Served from memory; the console's plan edits invalidate it on every instance.
    async (request, reply) => {
      await app.publicCache.send(
        request,
        reply,
        'plans:active',
        'revalidate',
        PlansResponseSchema,
        async () => ({
          plans: await listPlans(app.db),
        }),
      );
      return reply;
    },
  );
};
