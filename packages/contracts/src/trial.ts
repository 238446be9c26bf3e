import { z } from 'zod';
import { ASSISTANT_IDS, CHAT_LIMITS, CitationSchema } from './chat.ts';

/** The two readings of the trial, chosen with TRIAL_MODE: by default a 1-hour window with 5 messages, or 10 minutes. */
export const TRIAL_MODES = ['window', 'minutes'] as const;
export type TrialMode = (typeof TRIAL_MODES)[number];

/**
 * GET /api/trial/status. `blocked`, `exists` and `remainingMs` are what any client reads; the rest lets the chat
 * show the messages left. `messagesLimit` is null when the mode counts time only.
 */
export const TrialStatusSchema = z.object({
  blocked: z.boolean(),
  exists: z.boolean(),
  remainingMs: z.number().int().nonnegative(),
  messagesUsed: z.number().int().nonnegative(),
  messagesLimit: z.number().int().positive().nullable(),
  mode: z.enum(TRIAL_MODES),
  /** The whole trial's length, so the chat can tell how much of it is used (the upgrade prompt above 70%). */
  durationMs: z.number().int().positive(),
});
export type TrialStatus = z.infer<typeof TrialStatusSchema>;

/** POST /api/trial/start (no body): the trial that runs now, new or resumed. */
export const TrialStartResponseSchema = z.object({
  ok: z.literal(true),
  status: TrialStatusSchema,
});
export type TrialStartResponse = z.infer<typeof TrialStartResponseSchema>;

export const TrialErrorCode = {
  /** 440: the window or the minutes are over (or the messages used up); register and subscribe. */
  ended: 'trial:ended',
  /** 451: the request comes from a network listed as VPN/proxy/datacenter. */
  vpnBlocked: 'trial:vpn_blocked',
  /** 429: the device's message allowance is used up (the chat shows the limit modal). */
  limit: 'trial:limit',
  /** 409: a guest message without a started trial (the client starts one first). */
  notStarted: 'trial:not_started',
  /** 404: this device's cookies point at no trial. */
  notFound: 'trial:not_found',
  /** 409: the trial's conversations were taken into an account already (one account, once). */
  alreadyClaimed: 'trial:already_claimed',
  /** 403: the account is not the one made from this trial (it existed before, or came long after). */
  claimForbidden: 'trial:claim_forbidden',
  /** 400: none of the answers sent is one the server gave on this trial. */
  nothingToClaim: 'trial:nothing_to_claim',
} as const;
export type TrialErrorCodeValue = (typeof TrialErrorCode)[keyof typeof TrialErrorCode];

/** What one claim may carry: a trial is an hour at most, so these bound a real one with room to spare. */
export const TRIAL_CLAIM_LIMITS = {
  threads: 20,
  exchanges: 100,
  /** Longest answer taken (characters). */
  replyChars: 50_000,
  /** Largest claim body (bytes). */
  bodyBytes: 4 * 1024 * 1024,
} as const;

/**
 * One answered question of the trial as the guest's browser kept it. The server recorded a fingerprint of each
 * answer it gave, so only answers it really gave on this trial are taken into the account.
 */
export const TrialExchangeSchema = z.object({
  question: z.string().trim().min(1).max(CHAT_LIMITS.messageChars),
  reply: z.string().max(TRIAL_CLAIM_LIMITS.replyChars),
  citations: z.array(CitationSchema).max(50),
});
export type TrialExchange = z.infer<typeof TrialExchangeSchema>;

/** A conversation of the trial: its assistant and its answered questions, oldest first. */
export const TrialClaimThreadSchema = z.object({
  assistant: z.enum(ASSISTANT_IDS).optional(),
  exchanges: z.array(TrialExchangeSchema).min(1).max(TRIAL_CLAIM_LIMITS.exchanges),
});

/** POST /api/trial/claim (signed in, with the device's trial cookies): the trial's conversations join the account. */
export const TrialClaimRequestSchema = z.object({
  threads: z.array(TrialClaimThreadSchema).min(1).max(TRIAL_CLAIM_LIMITS.threads),
});
export type TrialClaimRequest = z.infer<typeof TrialClaimRequestSchema>;

export const TrialClaimResponseSchema = z.object({
  /** The conversations created in the account, in the order of the request's threads that had a known answer. */
  conversationIds: z.array(z.uuid()),
});
export type TrialClaimResponse = z.infer<typeof TrialClaimResponseSchema>;
