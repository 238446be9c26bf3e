import { type ErrorBody, ErrorCode, type Locale } from '@mustashar/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { localeFromAcceptLanguage } from './locale.ts';
import { invalidField, type Localized, type messages, t } from './messages.ts';

/**
 * The one error type routes throw. `code` is a stable `area:what` string for programs; `message` is safe to show,
 * either one string or both languages (the handler picks the caller's).
 */
export class AppError extends Error {
  readonly localized: Localized | null;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string | Localized,
    /** Extra fields the client acts on (e.g. `requiresVerification`); `retryAfterSeconds` also sets Retry-After. */
    readonly extra: Record<string, string | number | boolean> = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.name = 'AppError';
    this.localized = typeof message === 'string' ? null : message;
  }

  messageFor(locale: Locale): string {
    return this.localized ? this.localized[locale] : this.message;
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** Fastify's own client errors, by code, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; key: keyof typeof messages }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ErrorCode.badRequest, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ErrorCode.badRequest, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    key: 'unsupportedMediaType',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.payloadTooLarge, key: 'payloadTooLarge' },
};

const STATUS_CODES: Record<number, { code: string; key: keyof typeof messages }> = {
  404: { code: ErrorCode.notFound, key: 'notFound' },
  413: { code: ErrorCode.payloadTooLarge, key: 'payloadTooLarge' },
  415: { code: ErrorCode.unsupportedMediaType, key: 'unsupportedMediaType' },
  429: { code: ErrorCode.rateLimited, key: 'rateLimited' },
  503: { code: ErrorCode.unavailable, key: 'unavailable' },
};

function validationMessage(error: FastifyError, locale: Locale): string {
  const context = error.validationContext ?? 'body';
  const first = error.validation?.[0];
  if (!first) return t('badRequest', locale);
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  // A missing or non-object body has no field path: say so instead of naming nothing.
  if (!path && context === 'body') return t('missingBody', locale);
  return invalidField(path || context, first.message ?? 'invalid', locale);
}

function toResponse(
  error: FastifyError | AppError,
  locale: Locale,
): { status: number; body: ErrorBody } | null {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { ...error.extra, error: error.code, message: error.messageFor(locale) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return { status: 400, body: { error: ErrorCode.badRequest, message: validationMessage(error, locale) } };
  }
  // A stalled or unreachable database fails fast (timeouts in db/client.ts) and is said to be temporary.
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: ErrorCode.unavailable, message: t('unavailable', locale) } };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: { error: known.code, message: t(known.key, locale) } };
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    const mapped = STATUS_CODES[status] ?? { code: ErrorCode.badRequest, key: 'badRequest' as const };
    return { status, body: { error: mapped.code, message: t(mapped.key, locale) } };
  }
  return null;
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  return reply
    .code(404)
    .send({ error: ErrorCode.notFound, message: t('notFound', locale) } satisfies ErrorBody);
}

/** One error handler for the whole app: every non-2xx JSON answer is `{error, message}` and leaks no internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = requestLocale(request);
    const response = toResponse(error, locale);
    if (response) {
      if (error instanceof AppError && typeof error.extra.retryAfterSeconds === 'number') {
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      if (response.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(response.status).send(response.body);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    const body: ErrorBody = { error: ErrorCode.internal, message: t('internal', locale) };
    return reply.code(500).send(body);
  });
}
