import {
  AdminAnonymiseRequestSchema,
  AdminDisabledRequestSchema,
  AdminErrorCode,
  ErrorBodySchema,
  IdParamSchema,
  MessageResponseSchema,
  SubscriptionCancelResponseSchema,
} from '@mustashar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { authDeps } from '../auth/plugin.ts';
import * as identity from '../identity/index.ts';
import type { ConsoleActor } from './service.ts';
import * as actions from './user-actions.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const userNotFound = new AppError(404, AdminErrorCode.userNotFound, {
  ar: 'لا يوجد مستخدم بهذا المعرّف.',
  en: 'No user has this id.',
});

const DONE = {
  verification: {
    ar: 'أُرسل رمز تحقق جديد إلى بريد المستخدم.',
    en: "A new verification code was sent to the user's email.",
  },
  disabled: { ar: 'أُوقف الحساب وأُنهيت جلساته.', en: 'The account is disabled and its sessions ended.' },
  enabled: { ar: 'أُعيد تفعيل الحساب.', en: 'The account is enabled again.' },
  canceled: {
    ar: 'أُلغي الاشتراك: يبقى الوصول حتى نهاية الفترة المدفوعة.',
    en: 'The subscription is canceled: access stays until the end of the paid period.',
  },
  anonymised: { ar: 'حُذف الحساب وأُخفيت بياناته.', en: 'The account is deleted and its data anonymised.' },
} as const;

const actor = (request: FastifyRequest): ConsoleActor => ({ id: request.user!.id, ip: request.ip });

/**
 * Acting on one account from the console (ADR 086). Registered inside the admin plugin, after its guard: support
 * may resend verification; disabling, cancelling and anonymising are the admin's.
 */
export const userActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOrFail = async (id: string) => {
    const user = await identity.findActiveUserById(app.db, id);
    if (!user) throw userNotFound;
    return user;
  };

  app.post(
    '/api/admin/users/:id/verification-email',
    {
      schema: {
        tags: ['admin'],
        summary: "Send an unverified user a new verification code (the user's own resend, with its limits)",
        params: IdParamSchema,
        response: { 200: MessageResponseSchema, ...errors, 429: ErrorBodySchema, 502: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = await userOrFail(request.params.id);
      await actions.resendVerificationEmail(authDeps(app, request), actor(request), user);
      return { ok: true as const, message: DONE.verification[requestLocale(request)] };
    },
  );

  app.put(
    '/api/admin/users/:id/disabled',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Disable an account (no log-in, every session and chat socket ends) or enable it again',
        params: IdParamSchema,
        body: AdminDisabledRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await userOrFail(id);
      const { disabled } = request.body;
      await actions.setDisabled(authDeps(app, request), actor(request), id, disabled);
      if (disabled) app.chatSockets.closeUser(id);
      return { ok: true as const, message: DONE[disabled ? 'disabled' : 'enabled'][requestLocale(request)] };
    },
  );

  app.post(
    '/api/admin/users/:id/subscription/cancel',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Cancel the user's own subscription at period end, as the user's cancel does",
        params: IdParamSchema,
        response: { 200: SubscriptionCancelResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await userOrFail(id);
      const subscription = await actions.cancelUserSubscription(
        app.billingDeps(request.log),
        actor(request),
        id,
      );
      return { subscription, message: DONE.canceled[requestLocale(request)] };
    },
  );

  app.post(
    '/api/admin/users/:id/anonymise',
    {
      config: { consoleRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Delete (anonymise) the account as its owner can; the account email typed again confirms it',
        params: IdParamSchema,
        body: AdminAnonymiseRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await userOrFail(request.params.id);
      await actions.anonymise(authDeps(app, request), actor(request), user, request.body.email);
      app.chatSockets.closeUser(user.id);
      return { ok: true as const, message: DONE.anonymised[requestLocale(request)] };
    },
  );
};
