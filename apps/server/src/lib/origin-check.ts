import { COOKIE_NAMES, ErrorCode } from '@mustashar/contracts';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './errors.ts';
import { messages } from './messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A provider's form post back to us (Sign in with Apple's `form_post`): it comes from the provider's origin by
     * design, and the route proves it belongs to this browser's flow (a signed cookie, state and nonce).
     */
    crossSiteFormPost?: boolean;
  }
}
const sessionCookie = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.session}=`);

/** Whether an Origin header is this site's own: APP_URL's origin, or the Host the request came to. */
export function isSameOrigin(appOrigin: string, request: FastifyRequest, origin: string): boolean {
  if (origin === appOrigin) return true;
  try {
    // Behind a proxy the public origin may differ from APP_URL; a browser cannot forge Host, so it counts too.
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Whether the request carries the session cookie (the one cookie that grants anything). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return sessionCookie.test(request.headers.cookie ?? '');
}

/**
 * Cross-site request forgery guard: a mutating request must come from our own origin when
 * it carries the session cookie; a foreign Origin is refused whatever it carries. API clients without the session
 * cookie and without Origin (curl, Bearer tokens, server-to-server webhooks) pass; other cookies (consent, trial)
 * grant nothing, so they do not count.
 */
export function createOriginCheck(appUrl: string): onRequestHookHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.crossSiteFormPost === true) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (hasSessionCookie(request))
        throw new AppError(403, ErrorCode.forbiddenOrigin, messages.forbiddenOrigin);
      return;
    }
    if (!isSameOrigin(appOrigin, request, origin))
      throw new AppError(403, ErrorCode.forbiddenOrigin, messages.forbiddenOrigin);
  };
}
