import { AdminContentSchema, AdminReindexResponseSchema, ErrorBodySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../lib/audit.ts';
import { requestLocale } from '../../lib/errors.ts';
import { contentStatus } from '../legal/api/content-status.ts';
import { reindexCorpus } from '../legal/corpus/importer.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const REINDEXED = {
  ar: 'أُعيدت فهرسة النصوص النظامية.',
  en: 'The legal texts were indexed again.',
} as const;

/** What the legal engine runs on (ADR 091): everyone in the console reads it; only admins re-index. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The imported corpus, this instance's search index, the knowledge's coverage and the guides' citations",
        response: { 200: AdminContentSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return contentStatus(app.db);
    },
  );

  app.post(
    '/api/admin/content/reindex',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Recompute the corpus's article counts and term statistics, and rebuild this instance's index",
        response: { 200: AdminReindexResponseSchema, ...errors },
      },
    },
    async (request) => {
      const before = (await contentStatus(app.db)).corpus;
      await reindexCorpus(app.db);
      app.publicCache.invalidate('legal');
      const after = (await contentStatus(app.db)).corpus;
      await writeAudit(app.db, {
        userId: request.user!.id,
        action: 'admin.corpus_reindex',
        ip: request.ip,
        detail: {
          before: { articles: before.articles, indexTerms: before.indexTerms },
          after: { articles: after.articles, indexTerms: after.indexTerms },
        },
      });
      return { ok: true as const, message: REINDEXED[requestLocale(request)], indexTerms: after.indexTerms };
    },
  );
};
