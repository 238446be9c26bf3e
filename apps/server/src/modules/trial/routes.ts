import {
  ErrorBodySchema,
  TRIAL_CLAIM_LIMITS,
  TrialClaimRequestSchema,
  TrialClaimResponseSchema,
  TrialStartResponseSchema,
  TrialStatusSchema,
} from '@mustashar/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BlockedNetworks, loadBlockedNetworks } from './blocked-networks.ts';
import { claimTrial } from './claim.ts';
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

  app.post(
    '/api/trial/claim',
    {
      preHandler: app.requireUser,
      bodyLimit: TRIAL_CLAIM_LIMITS.bodyBytes,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['trial'],
        summary: "Save this device's trial conversations to the account made from the trial (once)",
        body: TrialClaimRequestSchema,
        response: {
          200: TrialClaimResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => claimTrial(request, request.body),
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
