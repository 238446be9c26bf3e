import { PublicConfigSchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fixedPublicJson } from '../../plugins/public-cache.ts';
import { configuredProcessors } from './processors.ts';

/** The explicit list of settings the browser may know; nothing secret goes through here. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const body = {
    appUrl: config.appUrl,
    supportEmail: config.supportEmail,
    whatsappNumber: config.whatsappNumber,
    office: config.seller.office,
    googleSignIn: config.google !== null,
    appleSignIn: config.apple !== null,
    paymentProvider: config.payment.provider,
    // The rules a new trial gets (trial/service.ts starts them with the same figures).
    trial:
      config.trial.mode === 'window'
        ? { mode: 'window' as const, durationMs: config.trial.windowMs, messagesLimit: config.trial.messages }
        : { mode: 'minutes' as const, durationMs: config.trial.minutes * 60_000, messagesLimit: null },
    processors: configuredProcessors(config),
  };
  const sendConfig = fixedPublicJson(PublicConfigSchema, body, 'revalidate');
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings for the web app',
        response: { 200: PublicConfigSchema },
      },
    },
    // Fixed until the next start: browsers keep it and ask with its ETag.
    async (request, reply) => sendConfig(request, reply),
  );
};
