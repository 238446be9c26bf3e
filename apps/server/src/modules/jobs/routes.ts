import { AdminJobsSchema, ErrorBodySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The queue for operators: registered inside the console's routes, so its guard applies (admins only). */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Background jobs waiting and failed, by kind, and the newest failures',
        response: { 200: AdminJobsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [counts, failures] = await Promise.all([app.jobs.counts(), app.jobs.latestFailures()]);
      const kinds = [...new Set([...app.jobs.kinds, ...counts.map((c) => c.kind)])].sort();
      const of = (kind: string, status: 'queued' | 'failed') =>
        counts.find((c) => c.kind === kind && c.status === status)?.count ?? 0;
      return {
        kinds: kinds.map((kind) => ({ kind, queued: of(kind, 'queued'), failed: of(kind, 'failed') })),
        latestFailures: failures.map((f) => ({ ...f, finishedAt: f.finishedAt?.toISOString() ?? null })),
      };
    },
  );
};
