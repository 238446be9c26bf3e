import { z } from 'zod';
import { EmailCodeSchema, EmailSchema } from './auth.ts';

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for its code; the old one stays in use until then. */
  pendingEmail: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  avatar: z.string().nullable(),
  memberSince: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileUpdateRequestSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  email: EmailSchema.optional(),
  /** YYYY-MM-DD; longer ISO strings are cut to their first 10 characters, the date part. */
  dateOfBirth: z
    .string()
    .transform((value) => value.slice(0, 10))
    .pipe(z.iso.date())
    .nullable()
    .optional(),
  avatar: z.string().max(1_500_000).nullable().optional(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;

export const ProfileResponseSchema = z.object({
  profile: ProfileSchema,
  emailChangePending: z.boolean().optional(),
  message: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const ConfirmEmailChangeRequestSchema = z.object({ code: EmailCodeSchema });

export const ProfileErrorCode = {
  invalidAvatar: 'profile:invalid_avatar',
  avatarTooLarge: 'profile:avatar_too_large',
  tooYoung: 'profile:too_young',
  invalidDate: 'profile:invalid_date',
  emailTaken: 'profile:email_taken',
  noPendingEmail: 'profile:no_pending_email',
  emailChangeLimited: 'profile:email_change_limited',
} as const;
