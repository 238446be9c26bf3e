import {
  ContactReplyRequestSchema,
  ContactStatusRequestSchema,
  ContactStatusResponseSchema,
  ErrorBodySchema,
  InboxErrorCode,
  InboxIdParamSchema,
  InboxMessageSchema,
  InboxQuerySchema,
  InboxResponseSchema,
  InboxSummarySchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import * as contact from '../contact/inbox.ts';
import * as inbox from './inbox.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const messageNotFound = new AppError(404, InboxErrorCode.messageNotFound, {
  ar: 'لا توجد رسالة بهذا الرقم.',
  en: 'No message has this number.',
});
const replyNotSent = new AppError(502, InboxErrorCode.replyNotSent, {
  ar: 'تعذّر إرسال الرد بالبريد، ولم يُحفظ. حاول مرة أخرى بعد قليل.',
  en: 'The reply could not be emailed, so it was not saved. Try again in a moment.',
});

/**
 * The support inbox (ADR 089): contact messages, subscribers' first, with their due time; reply, close, reopen.
 * Registered inside the console's routes, so the console guard runs first; support and admins alike may use it.
 */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, supportEmail: app.config.supportEmail };

  app.get(
    '/api/admin/inbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages: subscribers first, then soonest due; filter by status',
        querystring: InboxQuerySchema,
        response: { 200: InboxResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, page } = request.query;
      return contact.inboxPage(app.db, { status }, page, app.clock());
    },
  );

  app.get(
    '/api/admin/inbox/summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many contact messages are new (for the console’s menu)',
        response: { 200: InboxSummarySchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { new: await contact.newMessageCount(app.db) };
    },
  );

  app.get(
    '/api/admin/inbox/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A contact message, its replies and the sender's account",
        params: InboxIdParamSchema,
        response: { 200: InboxMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const message = await contact.inboxMessage(app.db, request.params.id, app.clock());
      if (!message) throw messageNotFound;
      return message;
    },
  );

  app.post(
    '/api/admin/inbox/:id/replies',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Email a reply to the message's sender, in the message's language; the message becomes replied",
        params: InboxIdParamSchema,
        body: ContactReplyRequestSchema,
        response: { 200: ContactStatusResponseSchema, 400: ErrorBodySchema, 502: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const actor = { id: request.user!.id, ip: request.ip };
      try {
        const result = await inbox.replyToMessage(deps, actor, request.params.id, request.body.text);
        if (!result) throw messageNotFound;
        return { status: result.after };
      } catch (err) {
        if (err instanceof contact.ReplyNotSentError) {
          request.log.error({ err, contactMessageId: request.params.id }, 'support reply email failed');
          throw replyNotSent;
        }
        throw err;
      }
    },
  );

  app.post(
    '/api/admin/inbox/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Close a message, or reopen it',
        params: InboxIdParamSchema,
        body: ContactStatusRequestSchema,
        response: { 200: ContactStatusResponseSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const actor = { id: request.user!.id, ip: request.ip };
      const result = await inbox.changeMessageStatus(app.db, actor, request.params.id, request.body.action);
      if (!result) throw messageNotFound;
      return { status: result.after };
    },
  );
};
