import { AuthErrorCode, GoogleCallbackQuerySchema, GoogleRedirectQuerySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { accountMessages as m } from '../identity/messages.ts';
import { createGoogleClient, type GoogleFlow } from './google.ts';
import { authDeps, rememberDevice, requestOrigin, setSessionCookie } from './plugin.ts';
import { type ProviderOutcome, providerSignIn } from './provider-sign-in.ts';

const FLOW_COOKIE = 'mustashar_google_flow';
const FLOW_PATH = '/api/auth/google';

/** Google sign-in; 404 when GOOGLE_CLIENT_ID/SECRET are not set (the buttons are hidden then). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = app.config.google;
  const notConfigured = () => new AppError(404, AuthErrorCode.googleNotConfigured, m.googleNotConfigured);
  const client = google ? createGoogleClient(google) : null;
  const redirectUri = `${app.config.appUrl}${FLOW_PATH}/callback`;

  app.get(
    `${FLOW_PATH}/redirect`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google login (browser navigation)',
        querystring: GoogleRedirectQuerySchema,
      },
    },
    async (request, reply) => {
      if (!client) throw notConfigured();
      const { url, flow } = await client.authorizationUrl(redirectUri, request.query.mode);
      // State, nonce and PKCE verifier ride in a signed, httpOnly, 10-minute cookie scoped to the callback.
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        path: FLOW_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.isProduction,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    `${FLOW_PATH}/callback`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Google redirects back here',
        querystring: GoogleCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      if (!client) throw notConfigured();
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
      let flow: GoogleFlow | null = null;
      try {
        flow = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as GoogleFlow) : null;
      } catch {
        flow = null;
      }
      if (!flow || request.query.error) return reply.redirect('/login?google=error', 302);
      const deps = authDeps(app, request);
      let outcome: ProviderOutcome;
      try {
        const identity = await client.identity(new URL(request.url, app.config.appUrl), flow);
        outcome = await providerSignIn(
          deps,
          'google',
          identity,
          flow.mode,
          requestLocale(request),
          requestOrigin(request),
        );
      } catch (err) {
        request.log.warn({ err }, 'google login failed');
        return reply.redirect('/login?google=error', 302);
      }
      if (outcome.kind === 'signed-in') {
        setSessionCookie(app, reply, outcome.signedIn.token, true);
        await rememberDevice(app, request, reply, outcome.signedIn.user.id);
      }
      return reply.redirect(outcome.redirect, 302);
    },
  );
};
