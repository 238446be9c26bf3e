import {
  AdminPlanSchema,
  AdminPlansResponseSchema,
  AdminPlanUpdateSchema,
  ErrorBodySchema,
  PlanIdParamSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPlansForConsole, updatePlan } from '../billing/plan-admin.ts';
import { audit } from './service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Plans in the console (ADR 088), admins only: texts in both languages, price for new purchases, on sale or not. */
export const adminPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/plans',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every plan, on sale or not, with its texts, price and running subscriptions',
        response: { 200: AdminPlansResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { plans: await listPlansForConsole(app.db, app.clock()) };
    },
  );

  app.patch(
    '/api/admin/plans/:id',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Edit a plan's names, descriptions, features, price for new purchases, or take it off sale",
        params: PlanIdParamSchema,
        body: AdminPlanUpdateSchema,
        response: { 200: AdminPlanSchema, ...errors },
      },
    },
    async (request) => {
      const result = await updatePlan(app.db, request.params.id, request.body, app.clock());
      // The public plan list is served from memory on every instance: the edit shows at once everywhere.
      app.publicCache.invalidate('plans');
      if (Object.keys(result.after).length > 0) {
        await audit(app.db, { id: request.user!.id, ip: request.ip }, 'plan_update', {
          planId: result.plan.id,
          planName: result.plan.name,
          before: result.before,
          after: result.after,
        });
      }
      return result.plan;
    },
  );
};
