import {
  AuthErrorBodySchema,
  COOKIE_NAMES,
  EmailOnlyRequestSchema,
  IdParamSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LoginTwoFactorRequestSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResendVerificationResponseSchema,
  ResetPasswordRequestSchema,
  SessionListResponseSchema,
  SignedInResponseSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, requestLocale } from '../../lib/errors.ts';
import * as identity from '../identity/index.ts';
import { accountMessages as m } from '../identity/messages.ts';
import { authJobs } from './jobs.ts';
import {
  actingUser,
  authDeps,
  clearSessionCookie,
  readSessionToken,
  readTrustedDevice,
  rememberDevice,
  requestOrigin,
  setSessionCookie,
  signedInRow,
} from './plugin.ts';
import * as auth from './service.ts';
import { checkSecondFactor } from './two-factor.ts';

const errors = {
  400: AuthErrorBodySchema,
  401: AuthErrorBodySchema,
  403: AuthErrorBodySchema,
  404: AuthErrorBodySchema,
  429: AuthErrorBodySchema,
  502: AuthErrorBodySchema,
};
// Per-address limits on the forms that send email or check codes; per-account rules live in the service.
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = authJobs(app);
  app.post(
    '/api/auth/register',
    {
      config: perIp(30),
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a 6-digit code is emailed',
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? requestLocale(request);
      const { answer, proof } = await auth.register(
        authDeps(app, request),
        request.body,
        locale,
        requestOrigin(request),
      );
      // Every registration gets one, whatever the address's state, so the answer still reveals nothing.
      reply.setCookie(COOKIE_NAMES.registration, proof, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.isProduction,
        maxAge: auth.REGISTRATION_PROOF_TTL_MS / 1000,
      });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: perIp(50),
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with its code',
        body: VerifyEmailRequestSchema,
        response: { 200: VerifyEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { passwordKept } = await auth.verifyEmail(
        authDeps(app, request),
        request.body.email,
        request.body.code,
        requestOrigin(request),
        request.cookies[COOKIE_NAMES.registration] ?? null,
      );
      reply.clearCookie(COOKIE_NAMES.registration, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.isProduction,
      });
      // Without a kept password (two registrations disagreed), the owner is told to choose one.
      const message = passwordKept ? m.emailVerified : m.emailVerifiedNoPassword;
      return { ok: true as const, message: message[requestLocale(request)], passwordKept };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: perIp(30),
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification code (60 s cooldown, daily cap)',
        body: EmailOnlyRequestSchema,
        response: { 200: ResendVerificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const resendAfterSeconds = await auth.resendVerification(
        authDeps(app, request),
        request.body.email,
        request.cookies[COOKIE_NAMES.registration] ?? null,
      );
      return { ok: true as const, message: m.codeSent[requestLocale(request)], resendAfterSeconds };
    },
  );

  app.post(
    '/api/auth/login',
    {
      // A cap on requests; what decides is the attempt budgets in the service (ADR 022).
      config: perIp(100),
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await auth.login(
        authDeps(app, request),
        request.body,
        requestOrigin(request),
        readTrustedDevice(request),
      );
      if ('challenge' in outcome) {
        return {
          requiresTwoFactor: true as const,
          challenge: outcome.challenge,
          requiresVerification: false as const,
        };
      }
      setSessionCookie(app, reply, outcome.token, outcome.remember);
      await rememberDevice(app, request, reply, outcome.user.id);
      return {
        user: outcome.user,
        token: outcome.token,
        requiresVerification: false as const,
        requiresTwoFactor: false as const,
      };
    },
  );

  app.post(
    '/api/auth/login/2fa',
    {
      config: perIp(30),
      schema: {
        tags: ['auth'],
        summary: 'Finish a login with an authenticator or recovery code',
        body: LoginTwoFactorRequestSchema,
        response: { 200: SignedInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deps = authDeps(app, request);
      const signedIn = await auth.completeTwoFactorLogin(
        deps,
        request.body.challenge,
        request.body.code,
        requestOrigin(request),
        (user, code) => checkSecondFactor(deps, user, code),
      );
      setSessionCookie(app, reply, signedIn.token, signedIn.remember);
      await rememberDevice(app, request, reply, signedIn.user.id);
      return { user: signedIn.user, token: signedIn.token };
    },
  );

  app.post(
    '/api/auth/login/unlock',
    {
      config: perIp(20),
      schema: {
        tags: ['auth'],
        summary: 'Email a login code that lifts the shared attempt limits once (always the same answer)',
        body: EmailOnlyRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Answered before the address is even looked up: the same row enqueued, the same answer, as fast, for every
      // address (ADR 024, 094).
      await app.jobs.enqueue(jobs.unlockCode, { email: request.body.email, origin: requestOrigin(request) });
      return { ok: true as const, message: m.unlockSent[requestLocale(request)] };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      // Only to learn which session this is, so its chat sockets close too.
      preHandler: app.loadUser,
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(authDeps(app, request), readSessionToken(request), requestOrigin(request));
      if (request.authSessionId) app.chatSockets.closeSession(request.authSessionId);
      clearSessionCookie(app, reply);
      return { ok: true as const, message: m.loggedOut[requestLocale(request)] };
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: MeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInRow(request);
      if (!user) throw new AppError(401, 'auth:unauthorized', m.unauthorized);
      return { user: auth.toSessionUser(user, await app.entitlements.current(user.id, app.clock())) };
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's sessions",
        response: { 200: SessionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      return { sessions: await auth.listSessions(authDeps(app, request), me.id, me.sessionId) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'End one of your sessions',
        params: IdParamSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = actingUser(request);
      const ended = await auth.endSession(
        authDeps(app, request),
        me.id,
        request.params.id,
        requestOrigin(request),
      );
      // Someone else's session id looks exactly like an unknown one.
      if (!ended)
        throw new AppError(404, 'http:not_found', { ar: 'الجلسة غير موجودة.', en: 'Session not found.' });
      app.chatSockets.closeSession(request.params.id);
      return { ok: true as const, message: m.loggedOut[requestLocale(request)] };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: perIp(20),
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset code (always the same answer)',
        body: EmailOnlyRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Answered before the address is even looked up: the same row enqueued, the same answer, as fast, for every
      // address (ADR 024, 094).
      await app.jobs.enqueue(jobs.resetCode, { email: request.body.email, origin: requestOrigin(request) });
      return { ok: true as const, message: m.resetRequested[requestLocale(request)] };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: perIp(30),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed code; every session ends',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(authDeps(app, request), request.body, requestOrigin(request));
      // Every session ended: so do their chat sockets.
      const user = await identity.findActiveUserByEmail(app.db, request.body.email);
      if (user) app.chatSockets.closeUser(user.id);
      clearSessionCookie(app, reply);
      return { ok: true as const, message: m.passwordReset[requestLocale(request)] };
    },
  );
};
