import { z } from 'zod';
import { ErrorBodySchema } from './errors.ts';

export const SecuritySettingsSchema = z.object({
  twoFactorEnabled: z.boolean(),
  loginNotifications: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  appleLinked: z.boolean(),
  /**
   * This session began with Google or Apple minutes ago: an account without a password may be deleted on that
   * proof alone (otherwise an emailed code is asked for).
   */
  recentProviderSignIn: z.boolean(),
  recoveryCodesRemaining: z.number().int(),
});
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;

/**
 * Fields are optional strings so the server can answer with the product's agreed messages instead of zod's. An
 * account that has no password yet (signed up with Google or Apple) sets one without `currentPassword`.
 */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().max(256).optional(),
  newPassword: z.string().max(256).optional(),
  confirmPassword: z.string().max(256).optional(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const TwoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

export const TwoFactorUpdateRequestSchema = z.object({
  enabled: z.boolean(),
  /** Enabling: a code from the app. Disabling: a code, a recovery code, or the password. */
  code: z.string().trim().max(64).optional(),
  password: z.string().max(256).optional(),
});
export type TwoFactorUpdateRequest = z.infer<typeof TwoFactorUpdateRequestSchema>;

export const TwoFactorUpdateResponseSchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** Shown once, on enabling; only their hashes are kept. */
  recoveryCodes: z.array(z.string()).optional(),
  message: z.string(),
});
export type TwoFactorUpdateResponse = z.infer<typeof TwoFactorUpdateResponseSchema>;

export const LoginNotificationsRequestSchema = z.object({ enabled: z.boolean() });
export const LoginNotificationsResponseSchema = z.object({
  loginNotifications: z.boolean(),
  message: z.string(),
});

export const PrivacySettingsSchema = z.object({
  shareAnalytics: z.boolean(),
  personalizedAds: z.boolean(),
  activityTracking: z.boolean(),
  emailMarketing: z.boolean(),
});
export type PrivacySettingsBody = z.infer<typeof PrivacySettingsSchema>;
export const PrivacyUpdateRequestSchema = PrivacySettingsSchema.partial();
export const PrivacyResponseSchema = z.object({
  privacy: PrivacySettingsSchema,
  message: z.string().optional(),
});

export const DeleteAccountRequestSchema = z.object({
  password: z.string().max(256).optional(),
  confirmText: z.string().max(64).optional(),
  /** An account without a password: the code from POST /api/account/delete-code. */
  code: z.string().max(32).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const AccountErrorCode = {
  fieldsRequired: 'account:fields_required',
  passwordsMismatch: 'account:passwords_mismatch',
  passwordTooShort: 'account:password_too_short',
  wrongPassword: 'account:wrong_password',
  confirmTextRequired: 'account:confirm_text_required',
  passwordRequired: 'account:password_required',
  /** No password, no recent Google/Apple sign-in and no code: the emailed code is asked for. */
  codeRequired: 'account:code_required',
  twoFactorSetupRequired: 'account:2fa_setup_required',
  twoFactorAlreadyEnabled: 'account:2fa_already_enabled',
  invalidTwoFactorCode: 'account:invalid_2fa_code',
} as const;

export const AccountErrorBodySchema = ErrorBodySchema;
