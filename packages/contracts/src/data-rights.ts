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
