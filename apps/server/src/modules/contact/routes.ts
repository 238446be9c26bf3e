import { ContactRequestSchema, ContactResponseSchema, ErrorBodySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../lib/messages.ts';
import { submitContactMessage } from './service.ts';

/** What a subscriber is told: priority, and when to expect the reply. */
const PRIORITY_THANKS = {
  ar: 'شكرًا لك — رسالتك ذات أولوية لأنك مشترك. نرد خلال ٢٤ ساعة تقريبًا، من الأحد إلى الخميس، من ٩ صباحًا إلى ٥ مساءً بتوقيت السعودية.',
  en: "Thanks — as a subscriber, your message has priority. We'll reply within about 24 hours, Sunday to Thursday, 9 AM to 5 PM Saudi time.",
} as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      preHandler: app.loadUser,
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
      // A signed-in subscriber (or team member) gets priority support.
      const priority = request.user ? await app.entitlements.isActive(request.user.id, app.clock()) : false;
      await submitContactMessage(
        { db: app.db, mailer: app.mailer, supportEmail: app.config.supportEmail, log: request.log },
        request.body,
        request.ip,
        { priority, accountEmail: request.user?.email ?? null },
      );
      const locale = request.body.locale;
      return { ok: true as const, message: priority ? PRIORITY_THANKS[locale] : t('contactThanks', locale) };
    },
  );
};
