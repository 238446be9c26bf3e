import { AdminErrorCode, type ConsoleRole } from '@mustashar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import * as identity from '../identity/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The console role a route needs (ADR 085); every /api/admin route needs at least `support`. */
    consoleRole?: ConsoleRole;
  }
}

const forbidden = new AppError(403, AdminErrorCode.forbidden, {
  ar: 'هذه الصفحة لفريق التشغيل فقط.',
  en: 'This page is for the operations team only.',
});
const twoFactorRequired = new AppError(403, AdminErrorCode.twoFactorRequired, {
  ar: 'فعّل المصادقة الثنائية أولًا لتستخدم لوحة التشغيل.',
  en: 'Turn on two-factor authentication first to use the console.',
});

/**
 * onRequest, before body validation, so a guest learns nothing about a route's shape: 401 without a session, 403
 * `admin:forbidden` for a non-console user or a support user on an admin-only route, 403 `admin:two_factor_required`
 * for a console user without two-factor.
 */
export function consoleGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    const user = request.user!;
    if (user.role === 'user') throw forbidden;
    const row = await identity.findActiveUserById(app.db, user.id);
    if (!row?.twoFactorEnabled) throw twoFactorRequired;
    if (request.routeOptions.config.consoleRole === 'admin' && user.role !== 'admin') throw forbidden;
  };
}
