import { z } from 'zod';

/** The explicit list of server settings the browser may know (GET /api/config). */
export const PublicConfigSchema = z.object({
  appUrl: z.string(),
  supportEmail: z.string(),
  whatsappNumber: z.string(),
  office: z.object({ ar: z.string(), en: z.string() }),
  googleSignIn: z.boolean(),
  paymentProvider: z.enum(['sandbox', 'paylink']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
