import { z } from 'zod';

/** The operator console (ADR 085): `admin` may do everything, `support` reads and signs users out. */
export const CONSOLE_ROLES = ['admin', 'support'] as const;
export const ConsoleRoleSchema = z.enum(CONSOLE_ROLES);
export type ConsoleRole = z.infer<typeof ConsoleRoleSchema>;

export const AdminErrorCode = {
  /** Signed in, but not a console user (or a support user asking for an admin's action). */
  forbidden: 'admin:forbidden',
  /** A console user without two-factor: the web app sends them to enrol first. */
  twoFactorRequired: 'admin:two_factor_required',
  userNotFound: 'admin:user_not_found',
  planRequired: 'admin:plan_required',
  /** Resending verification to an address already verified. */
  alreadyVerified: 'admin:already_verified',
  /** Disabling a disabled account, or enabling one that is not. */
  disabledUnchanged: 'admin:disabled_unchanged',
  /** Disabling or anonymising one's own account from the console. */
  notOnSelf: 'admin:not_on_self',
  /** The address typed to confirm an anonymisation is not the account's. */
  confirmMismatch: 'admin:confirm_mismatch',
} as const;

export const COMPLIMENTARY_DAYS = { min: 1, max: 366 } as const;
export const ADMIN_PAGE_SIZE = 20;

const PageQuery = { page: z.coerce.number().int().min(1).max(10_000).default(1) };

export const AdminUserSearchQuerySchema = z.object({
  q: z.string().trim().max(254).default(''),
  ...PageQuery,
});

export const AdminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin', 'support']),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserSearchResponseSchema = z.object({
  users: z.array(AdminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserSearchResponse = z.infer<typeof AdminUserSearchResponseSchema>;

export const AdminSessionSchema = z.object({
  id: z.string(),
  method: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});

const LocalizedNameSchema = z.object({ ar: z.string(), en: z.string() });

export const AdminUserDetailSchema = z.object({
  user: AdminUserRowSchema.extend({
    locale: z.enum(['ar', 'en']),
    twoFactorEnabled: z.boolean(),
    signInMethods: z.array(z.enum(['password', 'google', 'apple'])),
    emailVerifiedAt: z.iso.datetime().nullable(),
    /** A changed address waiting for its code. */
    pendingEmail: z.string().nullable(),
    /** Set while the account is disabled from the console (ADR 086). */
    disabledAt: z.iso.datetime().nullable(),
  }),
  /** The choices the account holds (its privacy settings; marketing email is the box ticked at registration). */
  consents: z.object({
    emailMarketing: z.boolean(),
    shareAnalytics: z.boolean(),
    personalizedAds: z.boolean(),
    activityTracking: z.boolean(),
  }),
  /** Guest trials whose conversations this account took over, newest first. */
  trials: z.array(
    z.object({
      id: z.string(),
      mode: z.enum(['window', 'minutes']),
      startedAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      messagesUsed: z.number().int(),
      messagesLimit: z.number().int().nullable(),
      ended: z.boolean(),
      claimedAt: z.iso.datetime().nullable(),
    }),
  ),
  /** The team the account owns or belongs to; null when neither. */
  team: z
    .object({
      role: z.enum(['owner', 'member']),
      ownerId: z.string(),
      ownerEmail: z.string(),
      seatsUsed: z.number().int(),
      seatsTotal: z.number().int(),
    })
    .nullable(),
  sessions: z.array(AdminSessionSchema),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      planName: z.string(),
      planDisplayNames: LocalizedNameSchema,
      status: z.string(),
      currentPeriodStart: z.iso.datetime().nullable(),
      currentPeriodEnd: z.iso.datetime().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      paidAt: z.iso.datetime().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const ComplimentaryDaysRequestSchema = z.object({
  days: z.number().int().min(COMPLIMENTARY_DAYS.min).max(COMPLIMENTARY_DAYS.max),
  /** The plan of a new subscription; a running one keeps its own. */
  planId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type ComplimentaryDaysRequest = z.input<typeof ComplimentaryDaysRequestSchema>;

export const ComplimentaryDaysResponseSchema = z.object({
  kind: z.enum(['extended', 'granted']),
  currentPeriodEnd: z.iso.datetime(),
});

export const AdminAuditQuerySchema = z.object({
  action: z.string().trim().max(100).optional(),
  /** The acting account's email or id. */
  actor: z.string().trim().max(254).optional(),
  ...PageQuery,
});

export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditResponseSchema = z.object({
  entries: z.array(AdminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAuditResponse = z.infer<typeof AdminAuditResponseSchema>;

export const AdminDisabledRequestSchema = z.object({ disabled: z.boolean() });
export type AdminDisabledRequest = z.infer<typeof AdminDisabledRequestSchema>;

export const AdminAnonymiseRequestSchema = z.object({
  /** The account's address typed again, so the wrong account is not erased by a slip. */
  email: z.string().trim().min(1).max(254),
});
export type AdminAnonymiseRequest = z.infer<typeof AdminAnonymiseRequestSchema>;
