import {
  ChatErrorCode,
  ConversationParamsSchema,
  CreateShareLinkSchema,
  ErrorBodySchema,
  ErrorCode,
  RevokeShareLinkResponseSchema,
  SHARE_LINKS_PER_CONVERSATION,
  SharedConversationResponseSchema,
  ShareLinkListResponseSchema,
  ShareLinkResponseSchema,
  ShareParamsSchema,
} from '@mustashar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { actingUser } from '../auth/plugin.ts';
import {
  createShareLink,
  listShareLinks,
  liveLinkCount,
  revokeShareLink,
  sharedConversation,
} from './share.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

const tooManyLinks = {
  ar: 'لهذه المحادثة أقصى عدد من الروابط المشتركة. ألغِ رابطًا أولًا.',
  en: 'This conversation already has as many shared links as allowed. Revoke one first.',
};

/**
 * Shared links (ADR 082): subscribers create, list and revoke links to their conversations; anyone holding a link
 * reads the conversation through `GET /api/shared/:id`, and the page at `/shared/:id` is kept out of search engines.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireSubscriber = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (!(await app.entitlements.isActive(actingUser(request).id, app.clock()))) {
      throw new AppError(403, ChatErrorCode.subscriptionRequired, messages.chatSubscriptionRequired);
    }
  };
  const conversationNotFound = () => new AppError(404, ErrorCode.notFound, messages.chatConversationNotFound);
  // One answer for unknown, revoked and deleted: a link's state says nothing about what it pointed to.
  const linkNotFound = () => new AppError(404, ErrorCode.notFound, messages.notFound);
  const rateLimit = { max: 120, timeWindow: '1 minute' };

  app.post(
    '/api/chat/conversations/:id/shares',
    {
      preHandler: requireSubscriber,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary: 'Create a read-only link to a conversation (attachments named only when included)',
        params: ConversationParamsSchema,
        body: CreateShareLinkSchema.optional(),
        response: { 201: ShareLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = actingUser(request).id;
      if ((await liveLinkCount(app.db, userId, request.params.id)) >= SHARE_LINKS_PER_CONVERSATION)
        throw new AppError(409, ChatErrorCode.tooManyShareLinks, tooManyLinks);
      const link = await createShareLink(app.db, userId, request.params.id, {
        includeAttachments: request.body?.includeAttachments ?? false,
      });
      if (!link) throw conversationNotFound();
      return reply.code(201).header('cache-control', 'no-store').send({ link });
    },
  );

  app.get(
    '/api/chat/conversations/:id/shares',
    {
      preHandler: requireSubscriber,
      config: { rateLimit },
      schema: {
        tags: ['chat'],
        summary: "A conversation's working shared links, newest first",
        params: ConversationParamsSchema,
        response: { 200: ShareLinkListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const links = await listShareLinks(app.db, actingUser(request).id, request.params.id);
      if (!links) throw conversationNotFound();
      return reply.header('cache-control', 'no-store').send({ links });
    },
  );

  app.delete(
    '/api/chat/shares/:id',
    {
      preHandler: requireSubscriber,
      config: { rateLimit },
      schema: {
        tags: ['chat'],
        summary: 'Revoke a shared link: it answers 404 from now on',
        params: ShareParamsSchema,
        response: { 200: RevokeShareLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await revokeShareLink(app.db, actingUser(request).id, request.params.id))) throw linkNotFound();
      return { ok: true as const };
    },
  );

  app.get(
    '/api/shared/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary: 'A shared conversation, read-only and public (no account details)',
        params: ShareParamsSchema,
        response: {
          200: SharedConversationResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Not for search engines, and not kept by shared caches: a revoked link must stop working at once.
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
      const conversation = await sharedConversation(app.db, request.params.id);
      if (!conversation) throw linkNotFound();
      return { conversation };
    },
  );

  // The page itself is the web app's shell (its own 404 for a dead link); the header keeps it out of indexes.
  app.get('/shared/:id', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    return reply.callNotFound();
  });
};
