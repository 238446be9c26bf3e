import { z } from 'zod';

/** Every non-2xx JSON answer has this shape: `error` is a stable `area:what` code, `message` is safe to show. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const ErrorCode = {
  badRequest: 'http:bad_request',
  notFound: 'http:not_found',
  unsupportedMediaType: 'http:unsupported_media_type',
  payloadTooLarge: 'http:payload_too_large',
  rateLimited: 'http:rate_limited',
  forbiddenOrigin: 'http:forbidden_origin',
  internal: 'http:internal',
  unavailable: 'http:unavailable',
} as const;
