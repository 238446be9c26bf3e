import { z } from 'zod';

/** The explicit list of server settings the browser may know (GET /api/config). */
export const PublicConfigSchema = z.object({
  appUrl: z.string(),
  supportEmail: z.string(),
  /** Digits with the country code; null when none is configured (the site then shows no number). */
  whatsappNumber: z.string().nullable(),
  office: z.object({ ar: z.string(), en: z.string() }),
  googleSignIn: z.boolean(),
  /** Sign in with Apple is configured (APPLE_*): its buttons show only then. */
  appleSignIn: z.boolean(),
  paymentProvider: z.enum(['sandbox', 'paylink']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
