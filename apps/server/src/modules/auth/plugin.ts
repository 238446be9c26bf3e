import { AuthErrorCode, COOKIE_NAMES, type Locale } from '@mustashar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressKey } from '../../lib/client-address.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { UserRow } from '../identity/index.ts';
import { accountMessages as m } from '../identity/messages.ts';
import { type AuthDeps, authenticate, type Origin, SESSION_TTL_MS, trustDevice } from './service.ts';
import { SessionCache } from './session-cache.ts';
import { mintedDeviceToken } from './two-factor.ts';

/** What other modules may know about the signed-in user: never the password hash or two-factor secrets. */
export type AuthUser = {
  id: string;
  email: string;
  name: string;
  locale: Locale;
  role: 'user' | 'admin' | 'support';
  emailVerified: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (or `app.loadUser`); null for a guest. */
    user: AuthUser | null;
    authSessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `auth:unauthorized` without a valid session, else sets `request.user`. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets `request.user` when a valid session comes with the request, never fails. */
    loadUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sessions with their users, kept in memory for signed-in requests and sockets (ADR 101). */
    sessionCache: SessionCache;
  }
}

// The whole row stays inside this module (its routes answer `me` from it); other modules see `AuthUser`.
const signedInRows = new WeakMap<FastifyRequest, UserRow>();

/** The signed-in user's row as the session lookup found it, behind `requireUser`. */
export function signedInRow(request: FastifyRequest): UserRow | undefined {
  return signedInRows.get(request);
}

/**
 * The rate-limit key of a signed-in request: its session (as a hash), so people sharing an address — an office, a
 * carrier's NAT — do not share a limit; a request without a token falls back to its address.
 */
export function sessionRateLimitKey(request: FastifyRequest): string {
  const token = readSessionToken(request);
  return token ? `session:${hashToken(token)}` : addressKey(request.ip);
}

/** The session token from `Authorization: Bearer …` or, failing that, the session cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  return request.cookies[COOKIE_NAMES.session] ?? null;
}

/** httpOnly and SameSite=Lax; "remember me" makes it persistent, otherwise it ends with the browser. */
export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  remember: boolean,
) {
  reply.setCookie(COOKIE_NAMES.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    ...(remember ? { maxAge: SESSION_TTL_MS.remember / 1000 } : {}),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(COOKIE_NAMES.session, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
  });
}

const TRUSTED_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** The browser's trusted-device token, if it carries a well-formed one (only sent to the auth routes). */
export function readTrustedDevice(request: FastifyRequest): string | null {
  const token = request.cookies[COOKIE_NAMES.trustedDevice];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/** After a full sign-in: this browser is one the user has signed in from (one token per browser, any accounts). */
export async function rememberDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = await mintedDeviceToken(app.db, readTrustedDevice(request));
  await trustDevice({ db: app.db, clock: app.clock }, userId, token);
  reply.setCookie(COOKIE_NAMES.trustedDevice, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    maxAge: TRUSTED_DEVICE_MAX_AGE_S,
  });
}

export function authDeps(app: FastifyInstance, request: FastifyRequest): AuthDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    secret: app.config.sessionSecret,
    totpKey: app.config.totpEncryptionKey,
    clock: app.clock,
    log: request.log,
  };
}

export function requestOrigin(request: FastifyRequest): Origin {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSessionId', null);
    const sessions = new SessionCache(app.db, app.clock);
    app.dataChanges.subscribe((event) => sessions.forget(event));
    app.decorate('sessionCache', sessions);

    async function load(request: FastifyRequest): Promise<boolean> {
      const token = readSessionToken(request);
      if (!token) return false;
      const found = await authenticate({ db: app.db, clock: app.clock, sessions }, token);
      if (!found) return false;
      const { user } = found;
      signedInRows.set(request, user);
      request.user = {
        id: user.id,
        email: user.email,
        name: user.name,
        locale: user.locale === 'en' ? 'en' : 'ar',
        role: user.role,
        emailVerified: user.emailVerifiedAt !== null,
      };
      request.authSessionId = found.sessionId;
      return true;
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await load(request))) throw new AppError(401, AuthErrorCode.unauthorized, m.unauthorized);
    });
    app.decorate('loadUser', async (request: FastifyRequest) => {
      await load(request);
    });
  },
  { name: 'auth', dependencies: ['data-changes'] },
);

/** For handlers behind `requireUser`: the user, typed as present. */
export function actingUser(request: FastifyRequest): AuthUser & { sessionId: string } {
  if (!request.user || !request.authSessionId)
    throw new AppError(401, AuthErrorCode.unauthorized, m.unauthorized);
  return { ...request.user, sessionId: request.authSessionId };
}
