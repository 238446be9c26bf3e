import { z } from 'zod';
import { TRIAL_MODES } from './trial.ts';

/**
 * A service outside Mustashar that receives personal data, as configured on this server: the privacy page lists
 * them, and the chat names the answer model's before the first question (ADR 100).
 */
export const ProcessorSchema = z.object({
  purpose: z.enum(['answers', 'search', 'payments', 'email', 'signIn']),
  name: z.string(),
  /** The host the data is sent to. */
  host: z.string(),
  /** Where it is processed, as the operator configured it (LLM_LOCATION); null when not stated. */
  location: z.string().nullable(),
});
export type Processor = z.infer<typeof ProcessorSchema>;

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
  paymentProvider: z.enum(['sandbox', 'paylink', 'moyasar']),
  /**
   * The free trial as configured (TRIAL_MODE and its limits), so what the pages promise matches it: a window with a
   * number of messages, or minutes of chat (`messagesLimit` null).
   */
  trial: z.object({
    mode: z.enum(TRIAL_MODES),
    durationMs: z.number().int().positive(),
    messagesLimit: z.number().int().positive().nullable(),
  }),
  /** Outside services that receive personal data on this server (none: everything stays here). */
  processors: z.array(ProcessorSchema),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
