import { HelpContentSchema, HelpQuerySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpContent } from './service.ts';

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  // The content is static: build each language once.
  const byLocale = { ar: helpContent('ar'), en: helpContent('en') };
  app.get(
    '/api/help',
    {
      schema: {
        tags: ['help'],
        summary: 'Help Center categories, FAQs and guide cards, localized',
        querystring: HelpQuerySchema,
        response: { 200: HelpContentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return byLocale[request.query.lang];
    },
  );
};
