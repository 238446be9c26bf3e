import { z } from 'zod';

/**
 * The user's data rights under Saudi Arabia's Personal Data Protection Law: a copy of their data (the export), the
 * record of what they consented to, and how long data is kept.
 */

/** One export per user per this long: building one reads everything the account holds. */
export const DATA_EXPORT_COOLDOWN_MS = 60 * 60 * 1000;
/** The e-mailed link works this long; then the files are deleted. */
export const DATA_EXPORT_LINK_MS = 24 * 60 * 60 * 1000;

export const DataExportStateSchema = z.enum(['preparing', 'ready', 'expired', 'failed']);
export type DataExportState = z.infer<typeof DataExportStateSchema>;

export const DataExportStatusSchema = z.object({
  /** The newest request, or null when the user never asked. */
  latest: z
    .object({
      state: DataExportStateSchema,
      requestedAt: z.string(),
      /** When the e-mailed link stops working (ready only). */
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  /** When a new request will be accepted; null: now. */
  nextAllowedAt: z.string().nullable(),
});
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

export const DataExportRequestResponseSchema = DataExportStatusSchema.extend({ message: z.string() });
export type DataExportRequestResponse = z.infer<typeof DataExportRequestResponseSchema>;

export const DataExportTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  format: z.enum(['json', 'pdf']),
});

export const DataRightsErrorCode = {
  exportTooSoon: 'data:export_too_soon',
  exportNotFound: 'data:export_not_found',
  exportExpired: 'data:export_expired',
  policyVersionOutdated: 'data:policy_version_outdated',
} as const;

/** Where the export's archive lists each kind of record (the JSON file's top-level keys, in order). */
export const DATA_EXPORT_SECTIONS = [
  'profile',
  'consents',
  'conversations',
  'uploads',
  'payments',
  'invoices',
  'sessions',
  'signInHistory',
] as const;

/**
 * The versions of the terms and the privacy policy in force: the date each text was last changed (its "Last
 * updated" line). Changing a text means changing its version here, and every account is asked to accept it again.
 */
export const POLICY_VERSIONS = { terms: '2026-11-22', privacy: '2026-11-22' } as const;
export const POLICY_SUBJECTS = ['terms', 'privacy'] as const;
export type PolicySubject = (typeof POLICY_SUBJECTS)[number];
export const CONSENT_SUBJECTS = ['terms', 'privacy', 'marketing', 'cookies'] as const;
export type ConsentSubject = (typeof CONSENT_SUBJECTS)[number];

export const ConsentEntrySchema = z.object({
  subject: z.enum(CONSENT_SUBJECTS),
  /** The policy's version for terms and privacy; null for the marketing and cookie choices. */
  version: z.string().nullable(),
  granted: z.boolean(),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof ConsentEntrySchema>;

export const ConsentRecordSchema = z.object({
  current: z.object({ terms: z.string(), privacy: z.string() }),
  /** Policies whose version in force the user has not accepted: the app asks before going on. */
  pending: z.array(z.enum(POLICY_SUBJECTS)),
  /** Every decision, newest first. */
  record: z.array(ConsentEntrySchema),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export const ConsentUpdateSchema = z.object({
  /** Accepts these policies at the versions given (which must be the ones in force). */
  accept: z
    .array(z.object({ subject: z.enum(POLICY_SUBJECTS), version: z.string().max(40) }))
    .max(2)
    .optional(),
  /** The cookie banner's choice for non-essential cookies. */
  cookies: z.boolean().optional(),
});
export type ConsentUpdate = z.infer<typeof ConsentUpdateSchema>;

export const ConsentRecordResponseSchema = ConsentRecordSchema.extend({ message: z.string().optional() });
