import {
  AdminAuditQuerySchema,
  AdminAuditResponseSchema,
  AdminErrorCode,
  AdminUserDetailSchema,
  AdminUserSearchQuerySchema,
  AdminUserSearchResponseSchema,
  ComplimentaryDaysRequestSchema,
  ComplimentaryDaysResponseSchema,
  ErrorBodySchema,
  IdParamSchema,
  MessageResponseSchema,
} from '@mustashar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { jobsAdminRoutes } from '../jobs/routes.ts';
import { adminCodesRoutes } from './codes-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { consoleGuard } from './guard.ts';
import { adminInboxRoutes } from './inbox-routes.ts';
import { numbersRoutes } from './numbers-routes.ts';
import { adminPaymentsRoutes } from './payments-routes.ts';
import { adminPlansRoutes } from './plans-routes.ts';
import * as admin from './service.ts';
import { userActionsRoutes } from './user-actions-routes.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const userNotFound = new AppError(404, AdminErrorCode.userNotFound, {
  ar: 'لا يوجد مستخدم بهذا المعرّف.',
  en: 'No user has this id.',
});
const sessionNotFound = new AppError(404, 'http:not_found', {
  ar: 'الجلسة غير موجودة.',
  en: 'Session not found.',
});
const planRequired = new AppError(400, AdminErrorCode.planRequired, {
  ar: 'ليس للمستخدم اشتراك جارٍ: اختر باقة للاشتراك المجاني.',
  en: 'The user has no running subscription: choose a plan for the complimentary one.',
});

const SIGNED_OUT = { ar: 'أُنهيت الجلسة.', en: 'Signed out.' } as const;

const actor = (request: FastifyRequest): admin.ConsoleActor => ({ id: request.user!.id, ip: request.ip });

/** The operator console's API (ADR 085). Every route here goes through the console guard, registered first. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', consoleGuard(app));
  await app.register(numbersRoutes);
  await app.register(contentRoutes);
  await app.register(adminPlansRoutes);
  await app.register(adminCodesRoutes);
  await app.register(adminInboxRoutes);
  await app.register(userActionsRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(jobsAdminRoutes);
  const deps = { db: app.db, clock: app.clock, config: app.config };

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find users by email, name or id, newest first',
        querystring: AdminUserSearchQuerySchema,
        response: { 200: AdminUserSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.searchUsers(app.db, request.query.q, request.query.page);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A user's profile, ways to log in, sessions, subscriptions and payments",
        params: IdParamSchema,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const detail = await admin.userDetail(deps, request.params.id);
      if (!detail) throw userNotFound;
      return detail;
    },
  );

  app.delete(
    '/api/admin/users/:id/sessions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign a user out everywhere',
        params: IdParamSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await admin.userExists(app.db, id))) throw userNotFound;
      await admin.endUserSessions(app.db, actor(request), id);
      app.chatSockets.closeUser(id);
      return { ok: true as const, message: SIGNED_OUT[requestLocale(request)] };
    },
  );

  app.delete(
    '/api/admin/users/:id/sessions/:sessionId',
    {
      schema: {
        tags: ['admin'],
        summary: "End one of a user's sessions",
        params: z.object({ id: z.uuid(), sessionId: z.uuid() }),
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      if (!(await admin.endUserSession(app.db, actor(request), id, sessionId))) throw sessionNotFound;
      app.chatSockets.closeSession(sessionId);
      return { ok: true as const, message: SIGNED_OUT[requestLocale(request)] };
    },
  );

  app.post(
    '/api/admin/users/:id/complimentary-days',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Extend a user's running subscription by N days, or grant a new one for N days; no payment",
        params: IdParamSchema,
        body: ComplimentaryDaysRequestSchema,
        response: { 200: ComplimentaryDaysResponseSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await admin.userExists(app.db, id))) throw userNotFound;
      const result = await admin.complimentaryDays(
        deps,
        actor(request),
        id,
        request.body.days,
        request.body.planId,
      );
      if (!result) throw planRequired;
      return { kind: result.kind, currentPeriodEnd: result.after.currentPeriodEnd };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first; filter by action and by who acted (email or id)',
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { action, actor: who, page } = request.query;
      return admin.auditPage(app.db, { action, actor: who }, page);
    },
  );
};
