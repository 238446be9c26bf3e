import { z } from 'zod';
import { LOCALES, PASSWORD_MIN_LENGTH, VERIFICATION } from './constants.ts';
import { ErrorBodySchema } from './errors.ts';

/** Emails are compared trimmed and lowercased everywhere, so one address is one account. */
export const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** A password being chosen (registering, resetting, changing): signing in accepts any non-empty one. */
export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(256);
/** Non-digits are stripped, as the verify screen does, so a pasted "123 456" still works. */
export const EmailCodeSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().length(VERIFICATION.codeLength));

/** The signed-in user as the web app reads it. Plan display info stays null until billing exists. */
export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  subscriptionActive: z.boolean(),
  avatar: z.string().nullable(),
  locale: z.enum(LOCALES),
  planDisplayName: z.string().nullable(),
  /** Set for operator-console users only (ADR 085): the web app shows them the way to /admin. */
  consoleRole: z.enum(['admin', 'support']).nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Error bodies of the auth area may carry extra fields the client acts on. */
export const AuthErrorBodySchema = ErrorBodySchema.extend({
  requiresVerification: z.boolean().optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** On `auth:too_many_attempts`: an emailed sign-in code (`unlockCode`) lets the owner in all the same. */
  unlockAvailable: z.boolean().optional(),
  /** On `auth:verification_required`: seconds before the verify screen may ask for a code (0: at once). */
  resendAfterSeconds: z.number().int().min(0).optional(),
});
export type AuthErrorBody = z.infer<typeof AuthErrorBodySchema>;

export const AuthErrorCode = {
  unauthorized: 'auth:unauthorized',
  invalidCredentials: 'auth:invalid_credentials',
  verificationRequired: 'auth:verification_required',
  tooManyAttempts: 'auth:too_many_attempts',
  invalidCode: 'auth:invalid_code',
  codeExpired: 'auth:code_expired',
  codeVoided: 'auth:code_voided',
  resendRateLimited: 'auth:resend_rate_limited',
  resendDailyLimit: 'auth:resend_daily_limit',
  emailFailed: 'auth:email_failed',
  invalidChallenge: 'auth:invalid_challenge',
  invalidTwoFactorCode: 'auth:invalid_2fa_code',
  googleNotConfigured: 'auth:google_not_configured',
  appleNotConfigured: 'auth:apple_not_configured',
  /** The account was disabled from the operator console: no sign-in of any kind. */
  accountDisabled: 'auth:account_disabled',
} as const;

export const RegisterRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: EmailSchema,
  password: PasswordSchema,
  termsAccepted: z.literal(true),
  marketing: z.boolean().default(false),
  locale: z.enum(LOCALES).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), subscriptionActive: z.boolean() }),
  requiresVerification: z.literal(true),
  message: z.string(),
  /** Seconds before the verify screen may ask for another code: the server's real cooldown for this address. */
  resendAfterSeconds: z.number().int().min(0),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const VerifyEmailRequestSchema = z.object({ email: EmailSchema, code: EmailCodeSchema });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const EmailOnlyRequestSchema = z.object({ email: EmailSchema });
export type EmailOnlyRequest = z.infer<typeof EmailOnlyRequestSchema>;

export const MessageResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const VerifyEmailResponseSchema = MessageResponseSchema.extend({
  /**
   * False when registrations of the address brought different passwords and this browser proved none of them:
   * the address is verified but has no password yet, so the user chooses one with "Forgot password?".
   */
  passwordKept: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const ResendVerificationResponseSchema = MessageResponseSchema.extend({
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.number().int().min(0),
});
export type ResendVerificationResponse = z.infer<typeof ResendVerificationResponseSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(256),
  remember: z.boolean().default(false),
  /** The code emailed by POST /api/auth/login/unlock, when sign-in is paused by others' failures. */
  unlockCode: EmailCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Either signed in (`user` + `token`), or a second step is needed (`requiresTwoFactor` + `challenge`). */
export const LoginResponseSchema = z.union([
  z.object({
    user: SessionUserSchema,
    token: z.string(),
    requiresVerification: z.literal(false),
    requiresTwoFactor: z.literal(false),
  }),
  z.object({
    requiresTwoFactor: z.literal(true),
    challenge: z.string(),
    requiresVerification: z.literal(false),
  }),
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LoginTwoFactorRequestSchema = z.object({
  challenge: z.string().min(1).max(200),
  /** A 6-digit authenticator code or a one-time recovery code. */
  code: z.string().trim().min(1).max(64),
  remember: z.boolean().optional(),
});
export type LoginTwoFactorRequest = z.infer<typeof LoginTwoFactorRequestSchema>;

export const SignedInResponseSchema = z.object({ user: SessionUserSchema, token: z.string() });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

export const MeResponseSchema = z.object({ user: SessionUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: EmailCodeSchema,
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const SessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  remember: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export const SessionListResponseSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const GoogleRedirectQuerySchema = z.object({ mode: z.enum(['login', 'register']).default('login') });
export const GoogleCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});
/** Apple posts its answer to the callback as a form (`response_mode=form_post`). */
export const AppleCallbackBodySchema = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  /** JSON with the name the person chose to share, on the first sign-in only. */
  user: z.string().max(2000).optional(),
});
export const IdParamSchema = z.object({ id: z.uuid() });
