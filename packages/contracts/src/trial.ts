import { z } from 'zod';

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
} as const;
export type TrialErrorCodeValue = (typeof TrialErrorCode)[keyof typeof TrialErrorCode];
