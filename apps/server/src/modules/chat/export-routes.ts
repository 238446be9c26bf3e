import {
  ChatErrorCode,
  ChatExportQuerySchema,
  ErrorBodySchema,
  ErrorCode,
  LOCALES,
} from '@mustashar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { actingUser } from '../auth/plugin.ts';
import { chatCsv, chatPdf, exportFileName, loadExport } from './export.ts';

/** `GET /api/chat/export?format=pdf|csv[&conversationId=][&lang=]`: the subscriber's history as a file. */
export const chatExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireSubscriber = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (!(await app.entitlements.isActive(actingUser(request).id, app.clock()))) {
      throw new AppError(403, ChatErrorCode.subscriptionRequired, messages.chatSubscriptionRequired);
    }
  };

  app.get(
    '/api/chat/export',
    {
      preHandler: requireSubscriber,
      // Rendering a PDF is the costly part; a few exports a minute is plenty for a person.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary: 'Download conversations (all, or one) as PDF or CSV',
        querystring: ChatExportQuerySchema.extend({ lang: z.enum(LOCALES).optional() }),
        response: {
          // The file's bytes.
          200: z.any(),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { format, conversationId, lang: asked } = request.query;
      const lang = asked ?? requestLocale(request);
      const list = await loadExport(app.db, actingUser(request).id, conversationId);
      if (!list) throw new AppError(404, ErrorCode.notFound, messages.chatConversationNotFound);
      const now = app.clock();
      reply
        .header('content-disposition', `attachment; filename="${exportFileName(now, format)}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(chatCsv(list, lang, app.config.appUrl));
      return reply
        .type('application/pdf')
        .send(await chatPdf(list, lang, now, app.config.appUrl, conversationId !== undefined));
    },
  );
};
