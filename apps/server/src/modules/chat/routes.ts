import websocket from '@fastify/websocket';
import {
  AnswerFeedbackResponseSchema,
  ChatErrorCode,
  ChatHistoryResponseSchema,
  ConversationListQuerySchema,
  ConversationListResponseSchema,
  ConversationParamsSchema,
  ConversationResponseSchema,
  ConversationSummaryResponseSchema,
  CreateConversationSchema,
  DeleteConversationResponseSchema,
  ErrorBodySchema,
  ErrorCode,
  MessageParamsSchema,
  PutAnswerFeedbackSchema,
  ShowVersionSchema,
  UpdateConversationSchema,
} from '@mustashar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Answerer } from '../../lib/answerer.ts';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { hasSessionCookie, isSameOrigin } from '../../lib/origin-check.ts';
import { actingUser } from '../auth/plugin.ts';
import { rateAnswer, withdrawRating } from './feedback.ts';
import * as chat from './service.ts';
import { shareRoutes } from './share-routes.ts';
import { ChatHub, type ChatLimits, DEFAULT_CHAT_LIMITS, MAX_PAYLOAD_BYTES } from './socket.ts';

export type ChatRoutesOptions = { answerer: Answerer; limits?: Partial<ChatLimits> };

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** `/ws/chat` (guests and subscribers) and the subscribers' conversations API. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const hub = new ChatHub(app, options.answerer, { ...DEFAULT_CHAT_LIMITS, ...options.limits });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD_BYTES },
    // 1001 "going away" on shutdown tells the client to reconnect (to another instance) rather than give up.
    preClose: async function (this: FastifyInstance) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
      this.websocketServer.close();
    },
  });

  const appOrigin = new URL(app.config.appUrl).origin;
  // Browsers always send Origin on a WebSocket handshake: a foreign one is another site riding on our cookies.
  const sameOriginUpgrade = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const refused =
      origin === undefined ? hasSessionCookie(request) : !isSameOrigin(appOrigin, request, origin);
    if (refused) throw new AppError(403, ErrorCode.forbiddenOrigin, messages.forbiddenOrigin);
  };

  app.get(
    '/ws/chat',
    { websocket: true, onRequest: sameOriginUpgrade, preHandler: app.loadUser },
    (socket, request) => hub.accept(socket, request),
  );

  await app.register(shareRoutes);

  const requireSubscriber = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (!(await app.entitlements.isActive(actingUser(request).id, app.clock()))) {
      throw new AppError(403, ChatErrorCode.subscriptionRequired, messages.chatSubscriptionRequired);
    }
  };
  const notFound = () => new AppError(404, ErrorCode.notFound, messages.chatConversationNotFound);
  const answerNotFound = () => new AppError(404, ErrorCode.notFound, messages.chatAnswerNotFound);
  const rateLimit = { max: 120, timeWindow: '1 minute' };

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', requireSubscriber);
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.get(
      '/api/chat/history',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: "The subscriber's newest conversations with their messages",
          response: { 200: ChatHistoryResponseSchema, ...errors },
        },
      },
      async (request) => ({ conversations: await chat.chatHistory(app.db, actingUser(request).id) }),
    );

    api.get(
      '/api/chat/conversations',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: 'Conversation summaries, pinned first then newest; q searches titles and messages',
          querystring: ConversationListQuerySchema,
          response: { 200: ConversationListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        conversations: await chat.listConversations(app.db, actingUser(request).id, request.query),
      }),
    );

    api.post(
      '/api/chat/conversations',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: 'Start an empty conversation (its first question titles it when no title is given)',
          body: CreateConversationSchema.optional(),
          response: { 201: ConversationResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const conversation = await chat.createConversation(
          app.db,
          actingUser(request).id,
          request.body ?? {},
        );
        return reply.code(201).send({ conversation });
      },
    );

    api.get(
      '/api/chat/conversations/:id',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: 'One conversation with its messages',
          params: ConversationParamsSchema,
          response: { 200: ConversationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const conversation = await chat.getConversation(app.db, actingUser(request).id, request.params.id);
        if (!conversation) throw notFound();
        return { conversation };
      },
    );

    api.patch(
      '/api/chat/conversations/:id',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: 'Rename or pin a conversation',
          params: ConversationParamsSchema,
          body: UpdateConversationSchema,
          response: { 200: ConversationSummaryResponseSchema, ...errors },
        },
      },
      async (request) => {
        const conversation = await chat.updateConversation(
          app.db,
          actingUser(request).id,
          request.params.id,
          request.body,
        );
        if (!conversation) throw notFound();
        return { conversation };
      },
    );

    api.put(
      '/api/chat/conversations/:id/version',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: 'Show another version of a question or answer (what follows it is the newest it had)',
          params: ConversationParamsSchema,
          body: ShowVersionSchema,
          response: { 200: ConversationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const conversation = await chat.switchVersion(
          app.db,
          actingUser(request).id,
          request.params.id,
          request.body.messageId,
        );
        if (!conversation) throw notFound();
        return { conversation };
      },
    );

    api.put(
      '/api/chat/messages/:id/feedback',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary:
            'Rate an answer: thumbs up, or down with a reason (the question is kept only when included)',
          params: MessageParamsSchema,
          body: PutAnswerFeedbackSchema,
          response: { 200: AnswerFeedbackResponseSchema, ...errors },
        },
      },
      async (request) => {
        const feedback = await rateAnswer(app.db, actingUser(request).id, request.params.id, request.body);
        if (!feedback) throw answerNotFound();
        return { feedback };
      },
    );

    api.delete(
      '/api/chat/messages/:id/feedback',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: 'Withdraw the rating of an answer',
          params: MessageParamsSchema,
          response: { 200: AnswerFeedbackResponseSchema, ...errors },
        },
      },
      async (request) => {
        if (!(await withdrawRating(app.db, actingUser(request).id, request.params.id)))
          throw answerNotFound();
        return { feedback: null };
      },
    );

    api.delete(
      '/api/chat/conversations/:id',
      {
        config: { rateLimit },
        schema: {
          tags: ['chat'],
          summary: 'Delete a conversation (hidden from the user at once)',
          params: ConversationParamsSchema,
          response: { 200: DeleteConversationResponseSchema, ...errors },
        },
      },
      async (request) => {
        if (!(await chat.deleteConversation(app.db, actingUser(request).id, request.params.id)))
          throw notFound();
        return { ok: true as const };
      },
    );
  });
};
