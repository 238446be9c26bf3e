import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentMetadata } from '../modules/billing/payment-metadata.ts';

/**
 * One schema for PGlite and PostgreSQL 15: nothing newer than 15 (gen_random_uuid is core since 13).
 * Every time is timestamptz; money is integer halalas.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type PrivacySettings = {
  shareAnalytics: boolean;
  personalizedAds: boolean;
  activityTracking: boolean;
  emailMarketing: boolean;
};
export const DEFAULT_PRIVACY: PrivacySettings = {
  shareAnalytics: true,
  personalizedAds: false,
  activityTracking: true,
  emailMarketing: false,
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    avatar: text('avatar'),
    dateOfBirth: date('date_of_birth'),
    locale: text('locale').notNull().default('ar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSub: text('google_sub').unique(),
    appleSub: text('apple_sub').unique(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    loginNotifications: boolean('login_notifications').notNull().default(true),
    // The marketing choice made at registration is privacy.emailMarketing: one setting, shown and changed in settings.
    privacy: jsonb('privacy').$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY),
    // Console roles (ADR 085): granted from the command line only.
    role: text('role', { enum: ['user', 'admin', 'support'] })
      .notNull()
      .default('user'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Accounts: a changed email waits here until its code is entered; TOTP secrets are encrypted
    // (lib/secret-box.ts); the last accepted time step stops a code from being replayed.
    pendingEmail: text('pending_email'),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorLastStep: integer('two_factor_last_step'),
    // Disabled from the console (ADR 086): no sign-in of any kind while set; who did it is in the audit log too.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: uuid('disabled_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // A deleted account's conversations, uploads and the like were erased then (ADR 100's retention run).
    dataPurgedAt: timestamp('data_purged_at', { withTimezone: true }),
  },
  (t) => [
    // Emails are unique whatever their case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'support')`),
    check('users_locale_check', sql`${t.locale} in ('ar', 'en')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // How the session began ('password', 'password+totp', 'google', 'apple'): a Google or Apple session that began
    // minutes ago is proof enough to delete an account that has no password.
    method: text('method').notNull().default('password'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify', 'reset', 'email_change', 'unlock', 'delete_account'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    // Rows are kept after use (used_at set) so the daily resend cap can count them.
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check(
      'email_codes_purpose_check',
      sql`${t.purpose} in ('verify', 'reset', 'email_change', 'unlock', 'delete_account')`,
    ),
  ],
);

export type LocalizedText = { ar: string; en: string };
export type LocalizedList = { ar: string[]; en: string[] };

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    displayNameAr: text('display_name_ar').notNull(),
    displayNameEn: text('display_name_en').notNull(),
    priceCents: integer('price_cents').notNull(),
    interval: text('interval', { enum: ['hourly', 'monthly', 'biannual', 'yearly'] }).notNull(),
    active: boolean('active').notNull().default(true),
    popular: boolean('popular').notNull().default(false),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    featuresAr: jsonb('features_ar').$type<string[]>().notNull().default([]),
    featuresEn: jsonb('features_en').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('plans_interval_check', sql`${t.interval} in ('hourly', 'monthly', 'biannual', 'yearly')`),
    check('plans_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    transport: text('transport').notNull().default('outbox'),
    status: text('status').notNull().default('stored'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_sent_at_idx').on(t.sentAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip'),
    /** Sent by a signed-in subscriber (or team member): answered first (ADR 089). */
    priority: boolean('priority').notNull().default(false),
    /** new → replied (a reply was sent) → closed; reopening goes back to replied, or new when none was sent. */
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    // The inbox: by status, subscribers first, oldest (so soonest due) first.
    index('contact_messages_inbox_idx').on(t.status, t.priority, t.createdAt),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'replied', 'closed')`),
  ],
);

/** Support's answers to a contact message, each emailed to its sender (ADR 089). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Who replied; kept as null when that console account is deleted, so the thread stays. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_user_id_idx').on(t.userId), index('audit_log_created_at_idx').on(t.createdAt)],
);
export * from '../modules/legal/corpus/schema.ts';

// ---------------------------------------------------------------------------------------------------------------
// Accounts: sign-in throttling, two-factor login challenges and recovery codes.
// ---------------------------------------------------------------------------------------------------------------

/** One row per failed sign-in; the last 15 minutes are counted per account and per address. */
/**
 * Password attempts: a row is written before the password is checked (so parallel requests count each other),
 * kept when it fails, deleted when it succeeds or is refused unchecked. `trusted_device_id` is set for attempts
 * from a browser that has signed in to that account before: those count only against that device.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    trustedDeviceId: uuid('trusted_device_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Browsers that have signed in to an account: the token lives in a cookie, only its hash here. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trusted_devices_user_token_idx').on(t.userId, t.tokenHash)],
);

/**
 * Emails sent to an address for a purpose, whether or not an account has it: the cooldown and daily cap answer the
 * same for every address, so they reveal nothing, and no address can be flooded.
 */
export const emailThrottles = pgTable(
  'email_throttles',
  {
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
    dayCount: integer('day_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);

/** Password accepted, authenticator code pending: the token is only stored hashed and lives 5 minutes. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_id_idx').on(t.userId)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recovery_codes_user_id_idx').on(t.userId),
    uniqueIndex('recovery_codes_hash_idx').on(t.codeHash),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Free trial: one row per trial, and every device id / chat session seen on it.
// ---------------------------------------------------------------------------------------------------------------

/**
 * A guest trial. It is found again by any device id or chat session recorded in `trial_devices`; `ip` (the address
 * that started it) counts against that address's daily budget of new trials. `message_count` and `blocked` are the
 * truth (never a cache).
 */
export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ip: text('ip').notNull(),
    mode: text('mode', { enum: ['window', 'minutes'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null when the mode counts time only. */
    messageLimit: integer('message_limit'),
    messageCount: integer('message_count').notNull().default(0),
    /** Set once the trial is seen ended or used up (kept for support and statistics; the rules recompute it). */
    blocked: boolean('blocked').notNull().default(false),
    /** When the guest's conversations were taken into an account; set once, never cleared. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The account that took them (null again if that account is deleted; `claimed_at` still says it happened). */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('trials_ip_idx').on(t.ip, t.startedAt),
    check('trials_message_count_check', sql`${t.messageCount} >= 0`),
  ],
);

export const trialDevices = pgTable(
  'trial_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => trials.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    sessionId: text('session_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('trial_devices_trial_id_idx').on(t.trialId),
    index('trial_devices_device_id_idx').on(t.deviceId),
    index('trial_devices_session_id_idx').on(t.sessionId),
  ],
);

/**
 * A fingerprint (SHA-256) of each answer given on a trial: the question, the answer and its citations. The guest's
 * conversation itself stays in the browser; these let a claim prove which answers the server really gave.
 */
export const trialAnswers = pgTable(
  'trial_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => trials.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trial_answers_trial_id_idx').on(t.trialId)],
);

// ---------------------------------------------------------------------------------------------------------------
// Chat: conversations and messages of subscribers, and uploaded attachments.

/** An attachment as a message keeps it: enough to show it without reading the upload row. */
export type MessageAttachment = { uploadId: string; fileName: string; size: number; mime: string };
/** A citation as stored with a bot message (the shape `answer()` returns). */
export type StoredCitation = {
  law: string;
  article: string;
  label: string;
  url: string;
  excerpt: string;
  kind?: 'article' | 'guide';
};

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    /** The specialised assistant the conversation was started with (legal engine's assistants table). */
    assistant: text('assistant').notNull().default('general'),
    /** Title and message text, Arabic-normalised and lowercased, for search (kept by the chat service). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The last message of the branch on screen: the conversation is the path from it up its parents. Null for an
     * empty conversation. Regenerating, editing and switching versions move it.
     */
    leafId: uuid('leaf_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'bot'] }).notNull(),
    /**
     * The message this one follows (null for a conversation's first question). Messages with the same parent and
     * sender are versions of one turn: a regenerated answer, an edited question.
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    /** The client's id for a question, so a resend after a dropped socket is not stored twice. */
    clientId: text('client_id'),
    /** An answer the user stopped: what had been written by then. */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_user_idx').on(t.userId, t.createdAt),
    index('messages_parent_idx').on(t.parentId),
    uniqueIndex('messages_client_id_idx').on(t.conversationId, t.clientId),
    // A first question's resend names no conversation: it is found by the user's client id.
    index('messages_user_client_id_idx').on(t.userId, t.clientId).where(sql`${t.clientId} is not null`),
    check('messages_sender_check', sql`${t.sender} in ('user', 'bot')`),
  ],
);

/**
 * A subscriber's thumbs up or down on one answer, one per user and answer, editable. Kept by default: the rating,
 * the reason and the laws and articles the answer cited; the question's text only when the user chose to include it.
 */
export const answerFeedback = pgTable(
  'answer_feedback',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: ['up', 'down'] }).notNull(),
    reason: text('reason', { enum: ['wrong_law', 'outdated', 'not_my_question', 'unclear', 'other'] }),
    comment: text('comment'),
    /** The question answered, only when the user chose to include it. */
    question: text('question'),
    /** The law and article of each citation of the answer, as it was rated. */
    cited: jsonb('cited').$type<{ law: string; article: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answer_feedback_message_user_idx').on(t.messageId, t.userId),
    check('answer_feedback_rating_check', sql`${t.rating} in ('up', 'down')`),
    check(
      'answer_feedback_reason_check',
      sql`(${t.rating} = 'up' and ${t.reason} is null) or (${t.rating} = 'down' and ${t.reason} in ('wrong_law', 'outdated', 'not_my_question', 'unclear', 'other'))`,
    ),
  ],
);

/**
 * A read-only link to one conversation (ADR 082): the id is 128 random bits, the whole secret. Revoked links and
 * links to a deleted conversation answer 404; the conversation is shown as it is now, not as a snapshot.
 */
export const sharedLinks = pgTable(
  'shared_links',
  {
    id: text('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Attachments' file names are shown only when the owner ticked them. */
    includeAttachments: boolean('include_attachments').notNull().default(false),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('shared_links_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The subscriber who uploaded it; null for a guest (then `trial_id` owns it). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    trialId: uuid('trial_id').references(() => trials.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Path under the uploads directory (never absolute, never from the client). */
    storagePath: text('storage_path').notNull(),
    extractedText: text('extracted_text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    check('uploads_owner_check', sql`${t.userId} is not null or ${t.trialId} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Billing: subscriptions, payments, tax invoices, billing contacts and settings, team.

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['pending', 'active', 'canceled', 'expired'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * Access continues until here when the period ended without a renewal (BILLING_GRACE_DAYS after it); null: no
     * grace (cancelled, or granted outside checkout). Access is `coalesce(grace_ends_at, current_period_end) > now`.
     */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.currentPeriodEnd),
    check('subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'canceled', 'expired')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider', { enum: ['sandbox', 'paylink', 'moyasar'] }).notNull(),
    /** Paylink's transactionNo, Moyasar's payment id (the sandbox makes its own). */
    providerPaymentId: text('provider_payment_id'),
    /**
     * A charge of a saved card for a renewal: `<subscription id>@<period end ISO>#<attempt>`. Unique, so of several
     * instances renewing the same period only one creates (and charges) each attempt.
     */
    renewalKey: text('renewal_key').unique(),
    orderNumber: text('order_number').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('SAR'),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'canceled'] })
      .notNull()
      .default('pending'),
    method: text('method'),
    metadata: jsonb('metadata').$type<PaymentMetadata>().notNull().default({}),
    receiptUrl: text('receipt_url'),
    invoiceUrl: text('invoice_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    hiddenByUserAt: timestamp('hidden_by_user_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_pending_idx').on(t.status, t.createdAt),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'canceled')`),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Cards saved at the provider with the buyer's consent (written only by the billing module): the provider's token
 * and what is shown of the card, never its number. One default per user, which renewals charge.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'paylink', 'moyasar'] }).notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_cards_token_idx').on(t.provider, t.token),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_cards_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Simplified tax invoices (ZATCA phase 1): one per paid payment, numbered without gaps. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: integer('number').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    currency: text('currency').notNull().default('SAR'),
    // The seller and buyer as they were when the invoice was issued (an invoice never changes afterwards).
    sellerName: text('seller_name').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    sellerAddress: text('seller_address').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    planName: text('plan_name').notNull(),
    /** The plan's price before a discount code (VAT included); equals total_cents without one. */
    subtotalCents: integer('subtotal_cents'),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code'),
    /** The unused value of the plan this payment replaced, taken off the price (ADR 062); 0 without a change. */
    creditCents: integer('credit_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.issuedAt)],
);

/**
 * Refunds (ADR 087): at most one per payment, never a change to the payment's amount, so revenue is payments less
 * refunds. Each carries its credit note, numbered in a gapless sequence of its own, referencing the invoice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operator who refunded; null once their account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** `provider`: through the provider's API; `manual`: the operator refunded in the provider's dashboard. */
    kind: text('kind', { enum: ['provider', 'manual'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull(),
    creditNoteNumber: integer('credit_note_number').notNull().unique(),
    invoiceNumber: integer('invoice_number').notNull(),
    /** Whether the refund ended the access it had bought (the payment of the running period). */
    endedAccess: boolean('ended_access').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_actor_idx').on(t.actorId),
    check('refunds_kind_check', sql`${t.kind} in ('provider', 'manual')`),
    check('refunds_amount_check', sql`${t.amountCents} > 0 and ${t.vatCents} >= 0`),
  ],
);

/**
 * Renewal reminders sent (ADR 062): one row per subscription, kind and period end, inserted before the email goes
 * out, so of several instances only the one whose insert succeeded sends it. A renewal moves the end, so the next
 * period gets its own reminders.
 */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['d7', 'd1', 'd0'] }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_reminders_once_idx').on(t.subscriptionId, t.kind, t.periodEnd),
    check('subscription_reminders_kind_check', sql`${t.kind} in ('d7', 'd1', 'd0')`),
  ],
);

/**
 * Discount codes, written only by the billing module (`modules/billing/discounts.ts`) and created from
 * the command line (`npm run discounts`). `value` is a percentage (1–100) or halalas, by `kind`; `plan_ids` empty
 * means every plan. Codes are unique whatever their case.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    maxPerUser: integer('max_per_user').notNull().default(1),
    planIds: integer('plan_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`lower(${t.code})`),
    check('discount_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'discount_codes_value_check',
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check('discount_codes_limits_check', sql`${t.maxPerUser} >= 1 and coalesce(${t.maxRedemptions}, 1) >= 1`),
  ],
);

/**
 * A code held by a payment: written when the checkout starts (under a lock on the code's row, so limits hold across
 * instances), deleted when that payment fails or is canceled, kept when it is paid (ADR 060).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountOffCents: integer('amount_off_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_redemptions_code_user_idx').on(t.codeId, t.userId),
    index('discount_redemptions_user_idx').on(t.userId),
  ],
);

export const billingContacts = pgTable('billing_contacts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  email: text('email'),
  /** Saudi mobile in E.164 (+9665XXXXXXXX); Paylink requires one. */
  mobile: text('mobile'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingNotificationSettings = pgTable('billing_notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailInvoices: boolean('email_invoices').notNull().default(true),
  emailFailures: boolean('email_failures').notNull().default(true),
  /** Reminders 7 days and 1 day before a subscription ends and on the day (ADR 062). */
  emailReminders: boolean('email_reminders').notNull().default(true),
  webhookUrl: text('webhook_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['owner', 'member', 'invited'] })
      .notNull()
      .default('invited'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_members_owner_email_idx').on(t.ownerId, sql`lower(${t.email})`),
    check('team_members_role_check', sql`${t.role} in ('owner', 'member', 'invited')`),
  ],
);

/**
 * Background work that must outlive the process (owned by modules/jobs, ADR 094): mail sent after an answer, the
 * user's payment webhooks, the scheduled billing run. A running job's lease (`locked_by`, `locked_until`) lets
 * another instance take it over when the one running it died.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // An error's name or code only: never a message, which may carry an address or a body.
    lastError: text('last_error'),
    // Set for runs that must happen once per key (a scheduled slot): a second enqueue is a no-op.
    uniqueKey: text('unique_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey),
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    index('jobs_kind_status_idx').on(t.kind, t.status),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Data rights (owned by modules/data-rights, ADR 100): exports of a user's data and the consent record.

/**
 * A request for a copy of the user's data. The job writes the JSON archive and the PDF under DATA_DIR/exports and
 * mails a link; only the link token's hash is kept. Expired files are deleted by the retention run.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('preparing'),
    tokenHash: text('token_hash').unique(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.status, t.expiresAt),
    check('data_exports_status_check', sql`${t.status} in ('preparing', 'ready', 'failed', 'expired')`),
  ],
);

/**
 * What a user accepted or chose, and when: one row per decision, never updated, so the newest row of each subject
 * is the current state and the older ones are its history. `version` is the policy's version for terms and
 * privacy, empty for the marketing and cookie choices.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['terms', 'privacy', 'marketing', 'cookies'] }).notNull(),
    version: text('version').notNull().default(''),
    granted: boolean('granted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.subject, t.createdAt),
    check('consents_subject_check', sql`${t.subject} in ('terms', 'privacy', 'marketing', 'cookies')`),
  ],
);
