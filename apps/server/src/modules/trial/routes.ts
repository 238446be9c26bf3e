import { ErrorBodySchema, TrialStartResponseSchema, TrialStatusSchema } from '@mustashar/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BlockedNetworks, loadBlockedNetworks } from './blocked-networks.ts';
import { getTrialStatus, startTrial } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** BLOCKED_NETWORKS_FILE, read once at start-up. */
    blockedNetworks: BlockedNetworks;
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/trial/start',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['trial'],
        summary: 'Start (or resume) the free trial of this device and network',
        response: {
          200: TrialStartResponseSchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
          440: ErrorBodySchema,
          451: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => ({ ok: true as const, status: await startTrial(request, reply) }),
  );

  app.get(
    '/api/trial/status',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['trial'],
        summary: "The guest's trial: blocked, exists, time and messages left",
        response: { 200: TrialStatusSchema, 429: ErrorBodySchema, 451: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTrialStatus(request);
    },
  );
};

/** The blocked-network list is decorated app-wide so `/ws/chat` (via consumeTrialMessage) sees it too. */
export const trialRoutes = fp(
  async (app) => {
    app.decorate('blockedNetworks', loadBlockedNetworks(app.config.blockedNetworksFile));
    await app.register(routes);
  },
  { name: 'trial' },
);
