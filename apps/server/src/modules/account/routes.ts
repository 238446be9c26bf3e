import {
  AuthErrorBodySchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  LoginNotificationsRequestSchema,
  LoginNotificationsResponseSchema,
  MessageResponseSchema,
  PrivacyResponseSchema,
  PrivacyUpdateRequestSchema,
  SecuritySettingsSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorUpdateRequestSchema,
  TwoFactorUpdateResponseSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/errors.ts';
import { actingUser, authDeps, clearSessionCookie, requestOrigin } from '../auth/plugin.ts';
import { accountMessages as m } from '../identity/messages.ts';
import * as account from './service.ts';

const errors = {
  400: AuthErrorBodySchema,
  401: AuthErrorBodySchema,
  403: AuthErrorBodySchema,
  409: AuthErrorBodySchema,
  429: AuthErrorBodySchema,
};

/** Security, privacy and deletion for the signed-in user: every route acts on `request.user` only. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/api/account/security',
    { schema: { tags: ['account'], response: { 200: SecuritySettingsSchema, ...errors } } },
    async (request) => {
      const me = actingUser(request);
      return account.getSecurity(authDeps(app, request), me.id, me.sessionId);
    },
  );

  app.put(
    '/api/account/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Change password; other sessions end',
        body: ChangePasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      await account.changePassword(
        authDeps(app, request),
        me.id,
        me.sessionId,
        request.body,
        requestOrigin(request),
      );
      app.chatSockets.closeUser(me.id, me.sessionId);
      return { ok: true as const, message: m.passwordChanged[requestLocale(request)] };
    },
  );

  app.post(
    '/api/account/2fa/setup',
    {
      schema: {
        tags: ['account'],
        summary: 'Start TOTP enrolment: a new secret, its otpauth URL and QR code',
        response: { 200: TwoFactorSetupResponseSchema, ...errors },
      },
    },
    async (request) =>
      account.startTwoFactorSetup(authDeps(app, request), actingUser(request).id, requestOrigin(request)),
  );

  app.put(
    '/api/account/2fa',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Enable (with a code; returns recovery codes once) or disable (code or password) two-factor',
        body: TwoFactorUpdateRequestSchema,
        response: { 200: TwoFactorUpdateResponseSchema, ...errors },
      },
    },
    async (request) =>
      account.updateTwoFactor(
        authDeps(app, request),
        actingUser(request).id,
        request.body,
        requestLocale(request),
        requestOrigin(request),
      ),
  );

  app.put(
    '/api/account/login-notifications',
    {
      schema: {
        tags: ['account'],
        body: LoginNotificationsRequestSchema,
        response: { 200: LoginNotificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const enabled = await account.setLoginNotifications(
        authDeps(app, request),
        actingUser(request).id,
        request.body.enabled,
        requestOrigin(request),
      );
      return { loginNotifications: enabled, message: m.loginNotificationsSaved[requestLocale(request)] };
    },
  );

  app.get(
    '/api/account/privacy',
    { schema: { tags: ['account'], response: { 200: PrivacyResponseSchema, ...errors } } },
    async (request) => ({
      privacy: await account.getPrivacy(authDeps(app, request), actingUser(request).id),
    }),
  );

  app.put(
    '/api/account/privacy',
    {
      schema: {
        tags: ['account'],
        body: PrivacyUpdateRequestSchema,
        response: { 200: PrivacyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      privacy: await account.updatePrivacy(
        authDeps(app, request),
        actingUser(request).id,
        request.body,
        requestOrigin(request),
      ),
      message: m.privacySaved[requestLocale(request)],
    }),
  );

  app.post(
    '/api/account/delete-code',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Email a one-use code that confirms deleting an account without a password',
        response: { 200: MessageResponseSchema, ...errors, 502: AuthErrorBodySchema },
      },
    },
    async (request) => {
      await account.sendDeleteCode(authDeps(app, request), actingUser(request).id, requestOrigin(request));
      return { ok: true as const, message: m.deleteCodeSent[requestLocale(request)] };
    },
  );

  // Two paths, one behaviour: the settings page calls the first, the profile page the second.
  for (const url of ['/api/auth/account', '/api/account']) {
    app.delete(
      url,
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags: ['account'],
          summary:
            'Delete (anonymise) the account: confirmText "DELETE" and the password (or, without one, the emailed code or a fresh Google/Apple login)',
          body: DeleteAccountRequestSchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id: userId, sessionId } = actingUser(request);
        await account.deleteAccount(
          authDeps(app, request),
          userId,
          sessionId,
          request.body ?? {},
          requestOrigin(request),
        );
        app.chatSockets.closeUser(userId);
        clearSessionCookie(app, reply);
        return { ok: true as const, message: m.accountDeleted[requestLocale(request)] };
      },
    );
  }
};
