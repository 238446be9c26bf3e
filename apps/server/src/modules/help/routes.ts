import { HelpContentSchema, HelpQuerySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fixedPublicJson } from '../../plugins/public-cache.ts';
import { helpContent } from './service.ts';

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  // The content is static: build and serialise each language once.
  const byLocale = {
    ar: fixedPublicJson(HelpContentSchema, helpContent('ar'), 'minutes'),
    en: fixedPublicJson(HelpContentSchema, helpContent('en'), 'minutes'),
  };
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
    async (request, reply) => byLocale[request.query.lang](request, reply),
  );
};
