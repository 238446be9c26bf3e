import {
  ArticleParamsSchema,
  ArticleResponseSchema,
  AssistantsResponseSchema,
  ErrorBodySchema,
  GuideDetailSchema,
  GuideParamsSchema,
  GuidesQuerySchema,
  GuidesResponseSchema,
  LawDetailSchema,
  LawParamsSchema,
  LawsResponseSchema,
  LegalSearchQuerySchema,
  LegalSearchResponseSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale, sendNotFound } from '../../../lib/errors.ts';
import { ASSISTANTS } from '../answer/assistants.ts';
import {
  createEmbedder,
  disableSemanticSearch,
  enableSemanticSearch,
  vectorIndex,
} from '../ranking/embeddings.ts';
import { searchLibrary } from '../ranking/research.ts';
import { searchIndex } from '../ranking/statute-index.ts';
import { getGuide, listGuides } from './guides-api.ts';
import { getArticle, getLaw, listLaws } from './library.ts';

/** Public: guests may search and read the library. */
const rateLimit = { max: 60, timeWindow: '1 minute' };

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  // Build the statute ranking index in the background at start-up (about 2 s of CPU with the shared corpus), so
  // the first question does not wait for it. A failure here is retried by the first search.
  app.addHook('onReady', async () => {
    searchIndex(app.db).catch((err) => app.log.warn({ err }, 'statute index warm-up failed'));
  });
  // Semantic search (EMBEDDINGS_PROVIDER): every search of this database fuses it in (embeddings.ts, ADR 035).
  const embeddings = app.config.embeddings;
  if (embeddings) {
    enableSemanticSearch(app.db, createEmbedder(embeddings), { log: app.log });
    app.addHook('onReady', async () => {
      vectorIndex(app.db, embeddings.model).catch((err) =>
        app.log.warn({ err }, 'statute vectors warm-up failed'),
      );
    });
    app.addHook('onClose', async () => disableSemanticSearch(app.db));
  }

  app.get(
    '/api/legal/search',
    {
      config: { rateLimit },
      schema: {
        tags: ['legal'],
        summary: 'Search statute articles and guides, best first',
        querystring: LegalSearchQuerySchema,
        response: { 200: LegalSearchResponseSchema },
      },
    },
    async (request) => {
      const { q, law, limit } = request.query;
      const found = await searchLibrary(app.db, q, { locale: requestLocale(request), limit, lawId: law });
      return {
        results: found.map(({ articleId: _a, guideId: _g, ...r }) => r),
      };
    },
  );

  app.get(
    '/api/legal/guides',
    {
      config: { rateLimit },
      schema: {
        tags: ['legal'],
        summary: 'Built-in guides (both languages), optionally of one topic',
        querystring: GuidesQuerySchema,
        response: { 200: GuidesResponseSchema },
      },
    },
    async (request) => ({ guides: listGuides(request.query.topic) }),
  );

  app.get(
    '/api/legal/guides/:id',
    {
      config: { rateLimit },
      schema: {
        tags: ['legal'],
        summary: 'One guide with its body (Markdown, both languages) and its citations',
        params: GuideParamsSchema,
        response: { 200: GuideDetailSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const guide = await getGuide(app.db, request.params.id);
      return guide ?? sendNotFound(request, reply);
    },
  );

  app.get(
    '/api/legal/assistants',
    {
      config: { rateLimit },
      schema: {
        tags: ['legal'],
        summary: 'The chat assistants ("gems")',
        response: { 200: AssistantsResponseSchema },
      },
    },
    async () => ({
      assistants: ASSISTANTS.map(({ id, name, description }) => ({ id, name, description })),
    }),
  );

  app.get(
    '/api/legal/laws',
    {
      config: { rateLimit },
      schema: { tags: ['legal'], summary: 'Imported laws', response: { 200: LawsResponseSchema } },
    },
    async (request, reply) => {
      await app.publicCache.send(request, reply, 'legal:laws', 'minutes', LawsResponseSchema, async () => ({
        laws: await listLaws(app.db),
      }));
      return reply;
    },
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
    async (request, reply) =>
      (await app.publicCache.sendIfFound(
        request,
        reply,
        `legal:law:${request.params.id}`,
        'minutes',
        LawDetailSchema,
        () => getLaw(app.db, request.params.id),
      ))
        ? reply
        : sendNotFound(request, reply),
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
    async (request, reply) =>
      (await app.publicCache.sendIfFound(
        request,
        reply,
        `legal:article:${request.params.id}`,
        'minutes',
        ArticleResponseSchema,
        () => getArticle(app.db, request.params.id),
      ))
        ? reply
        : sendNotFound(request, reply),
  );
};
