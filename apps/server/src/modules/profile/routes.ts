import {
  AuthErrorBodySchema,
  ConfirmEmailChangeRequestSchema,
  ProfileResponseSchema,
  ProfileUpdateRequestSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/errors.ts';
import { actingUser, authDeps, requestOrigin } from '../auth/plugin.ts';
import { accountMessages as m } from '../identity/messages.ts';
import { sealForJob } from '../jobs/sealed.ts';
import { emailChangeCodeJob } from './jobs.ts';
import * as profile from './service.ts';

const errors = {
  400: AuthErrorBodySchema,
  401: AuthErrorBodySchema,
  403: AuthErrorBodySchema,
  409: AuthErrorBodySchema,
  413: AuthErrorBodySchema,
  429: AuthErrorBodySchema,
  502: AuthErrorBodySchema,
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const emailChangeCode = emailChangeCodeJob(app);
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/api/profile',
    { schema: { tags: ['profile'], response: { 200: ProfileResponseSchema, ...errors } } },
    async (request) => ({
      profile: await profile.getProfile(authDeps(app, request), actingUser(request).id),
    }),
  );

  app.put(
    '/api/profile',
    {
      // A 1 MB image is about 1.4 MB as base64 in JSON.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ['profile'],
        summary: 'Update name, date of birth, avatar; a new email waits for its code',
        body: ProfileUpdateRequestSchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const result = await profile.updateProfile(
        authDeps(app, request),
        ({ code, ...job }) =>
          app.jobs.enqueue(emailChangeCode, {
            ...job,
            sealedCode: sealForJob(app.config.sessionSecret, code),
          }),
        actingUser(request).id,
        request.body,
        locale,
        requestOrigin(request),
      );
      return {
        ...result,
        message: result.emailChangePending ? m.emailChangePending[locale] : m.profileUpdated[locale],
      };
    },
  );

  app.post(
    '/api/profile/email/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['profile'],
        summary: 'Confirm a new email address with the code sent to it',
        body: ConfirmEmailChangeRequestSchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      profile: await profile.confirmEmailChange(
        authDeps(app, request),
        actingUser(request).id,
        request.body.code,
        requestOrigin(request),
      ),
      message: m.profileUpdated[requestLocale(request)],
    }),
  );
};
