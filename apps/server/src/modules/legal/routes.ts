import {
  ArticleParamsSchema,
  ArticleResponseSchema,
  ErrorBodySchema,
  LawDetailSchema,
  LawParamsSchema,
  LawsResponseSchema,
  LegalSearchQuerySchema,
  LegalSearchResponseSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale, sendNotFound } from '../../lib/errors.ts';
import { articleUrl, getArticle, getLaw, listLaws } from './library.ts';
import { retrieve } from './service.ts';

/** Public: guests may search and read the library (issue 5). */
const rateLimit = { max: 60, timeWindow: '1 minute' };

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/legal/search',
    {
      config: { rateLimit },
      schema: {
        tags: ['legal'],
        summary: 'Search statute articles, best first',
        querystring: LegalSearchQuerySchema,
        response: { 200: LegalSearchResponseSchema },
      },
    },
    async (request) => {
      const { q, law, limit } = request.query;
      const found = await retrieve(app.db, q, { locale: requestLocale(request), limit, lawId: law });
      return {
        results: found.map((r) => ({
          kind: 'article' as const,
          lawId: r.lawId,
          lawTitle: r.lawTitle,
          articleNumber: r.articleNumber,
          articleLabel: r.articleLabel,
          excerpt: r.excerpt,
          url: articleUrl(r.lawId, r.articleNumber, r.bis),
          score: r.score,
        })),
      };
    },
  );

  app.get(
    '/api/legal/laws',
    {
      config: { rateLimit },
      schema: { tags: ['legal'], summary: 'Imported laws', response: { 200: LawsResponseSchema } },
    },
    async () => ({ laws: await listLaws(app.db) }),
  );

  app.get(
    '/api/legal/laws/:id',
    {
      config: { rateLimit },
      schema: {
        tags: ['legal'],
        summary: 'A law with its articles in order',
        params: LawParamsSchema,
        response: { 200: LawDetailSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const law = await getLaw(app.db, request.params.id);
      return law ?? sendNotFound(request, reply);
    },
  );

  app.get(
    '/api/legal/articles/:id',
    {
      config: { rateLimit },
      schema: {
        tags: ['legal'],
        summary: 'One article with its law',
        params: ArticleParamsSchema,
        response: { 200: ArticleResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const article = await getArticle(app.db, request.params.id);
      return article ?? sendNotFound(request, reply);
    },
  );
};
