import { z } from 'zod';
import { ErrorBodySchema } from './errors.ts';

/** `redis` is there only when REDIS_URL is configured. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: z.literal('ok').optional(),
  /** Text in images and scanned PDFs: ok (both), images (no pdftoppm), off (no tesseract or Arabic data). */
  ocr: z.enum(['ok', 'images', 'off']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** 503: the usual error body, plus which dependency failed (`down`: no answer within the check's timeout). */
export const HealthUnavailableBodySchema = ErrorBodySchema.extend({
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down']).optional(),
});
export type HealthUnavailableBody = z.infer<typeof HealthUnavailableBodySchema>;
