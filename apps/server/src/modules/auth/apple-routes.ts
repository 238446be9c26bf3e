import { AppleCallbackBodySchema, AuthErrorCode, GoogleRedirectQuerySchema } from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { accountMessages as m } from '../identity/messages.ts';
import { type AppleFlow, createAppleClient } from './apple.ts';
import { authDeps, rememberDevice, requestOrigin, setSessionCookie } from './plugin.ts';
import { type ProviderOutcome, providerSignIn } from './provider-sign-in.ts';

const FLOW_COOKIE = 'mustashar_apple_flow';
const FLOW_PATH = '/api/auth/apple';

/** Sign in with Apple; 404 when the APPLE_* settings are not all set (the buttons are hidden then). */
export const appleRoutes: FastifyPluginAsyncZod = async (app) => {
  const apple = app.config.apple;
  const notConfigured = () => new AppError(404, AuthErrorCode.appleNotConfigured, m.appleNotConfigured);
  const client = apple ? createAppleClient(apple) : null;
  const redirectUri = `${app.config.appUrl}${FLOW_PATH}/callback`;

  // Apple answers with a form post; only this plugin's routes read urlencoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    `${FLOW_PATH}/redirect`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Log in with Apple (browser navigation)',
        querystring: GoogleRedirectQuerySchema,
      },
    },
    async (request, reply) => {
      if (!client) throw notConfigured();
      const { url, flow } = await client.authorizationUrl(redirectUri, request.query.mode);
      // State and nonce ride in a signed, httpOnly, 10-minute cookie. Apple comes back with a cross-site form
      // post, which carries only SameSite=None cookies (and those must be Secure).
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        path: FLOW_PATH,
        httpOnly: true,
        sameSite: 'none',
        secure: true,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.post(
    `${FLOW_PATH}/callback`,
    {
      config: { crossSiteFormPost: true },
      schema: {
        tags: ['auth'],
        summary: 'Apple posts its answer here (form_post)',
        body: AppleCallbackBodySchema,
      },
    },
    async (request, reply) => {
      if (!client) throw notConfigured();
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH, sameSite: 'none', secure: true });
      let flow: AppleFlow | null = null;
      try {
        flow = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as AppleFlow) : null;
      } catch {
        flow = null;
      }
      // 303: the browser follows a form post's redirect with a GET.
      if (!flow || request.body.error) return reply.redirect('/login?apple=error', 303);
      const form = Object.fromEntries(
        Object.entries(request.body).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      let outcome: ProviderOutcome;
      try {
        const identity = await client.identity(redirectUri, form, flow);
        outcome = await providerSignIn(
          authDeps(app, request),
          'apple',
          identity,
          flow.mode,
          requestLocale(request),
          requestOrigin(request),
        );
      } catch (err) {
        request.log.warn({ err }, 'apple login failed');
        return reply.redirect('/login?apple=error', 303);
      }
      if (outcome.kind === 'signed-in') {
        setSessionCookie(app, reply, outcome.signedIn.token, true);
        await rememberDevice(app, request, reply, outcome.signedIn.user.id);
      }
      return reply.redirect(outcome.redirect, 303);
    },
  );
};
