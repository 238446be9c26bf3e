import { ContactRequestSchema, ContactResponseSchema, ErrorBodySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../lib/messages.ts';
import { submitContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: ContactRequestSchema,
        response: {
          200: ContactResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await submitContactMessage(
        { db: app.db, mailer: app.mailer, supportEmail: app.config.supportEmail, log: request.log },
        request.body,
        request.ip,
      );
      return { ok: true as const, message: t('contactThanks', request.body.locale) };
    },
  );
};
