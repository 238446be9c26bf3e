import {
  type Locale,
  MINIMUM_AGE,
  type Profile,
  ProfileErrorCode,
  type ProfileUpdateRequest,
} from '@mustashar/contracts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { checkImageDataUrl } from '../../lib/image-data-url.ts';
import { claimEmailSend } from '../auth/repo.ts';
import {
  type AuthDeps,
  consumeEmailCode,
  type MintedCode,
  mintEmailCode,
  type Origin,
} from '../auth/service.ts';
import type { UserRow } from '../identity/index.ts';
import * as identity from '../identity/index.ts';
import { accountMessages as m } from '../identity/messages.ts';

function toProfile(user: UserRow): Profile {
  return {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    dateOfBirth: user.dateOfBirth,
    avatar: user.avatar,
    memberSince: user.createdAt.toISOString(),
  };
}

async function userOrFail(deps: AuthDeps, userId: string): Promise<UserRow> {
  const user = await identity.findActiveUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'auth:unauthorized', m.unauthorized);
  return user;
}

export async function getProfile(deps: AuthDeps, userId: string): Promise<Profile> {
  return toProfile(await userOrFail(deps, userId));
}

/** Age in whole years on `today` (UTC calendar dates are precise enough for a 13-year minimum). */
function ageOn(dateOfBirth: string, today: Date): number {
  const [y, mo, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** Email change attempts per user: 5 an hour, counted in the database so every instance shares them. */
const EMAIL_CHANGE_LIMITS = { cooldownMs: 0, dayMs: 60 * 60_000, dayCap: 5 };

/** Takes one of the user's email change attempts, or refuses with a translated 429. */
async function takeEmailChangeAttempt(deps: AuthDeps, userId: string): Promise<void> {
  // The throttle table is keyed by a text; a user id cannot collide with an email address (no '@').
  const claim = await claimEmailSend(
    deps.db,
    `user:${userId}`,
    'email_change_attempt',
    deps.clock(),
    EMAIL_CHANGE_LIMITS,
  );
  if (!claim.ok) {
    throw new AppError(429, ProfileErrorCode.emailChangeLimited, m.emailChangeLimited, {
      retryAfterSeconds: claim.retryAfterSeconds,
    });
  }
}

/**
 * Saves name, date of birth and avatar at once. A new email is not applied: it waits in `pending_email` while a
 * code goes to it, and the current (verified) address keeps working until the code is entered.
 *
 * Whether another account has the new address does not show (ADR 024): a taken address is answered like a free
 * one, takes the same attempt and cooldown, and a code is minted and a job enqueued for it too; the job, after the
 * answer, sends the code to a free address only (so the mail server's time does not show either); confirmation
 * checks again.
 */
export async function updateProfile(
  deps: AuthDeps,
  sendCode: (job: {
    userId: string;
    codeId: string;
    code: string;
    to: string;
    locale: Locale;
  }) => Promise<unknown>,
  userId: string,
  input: ProfileUpdateRequest,
  locale: Locale,
  origin: Origin,
): Promise<{ profile: Profile; emailChangePending: boolean }> {
  const user = await userOrFail(deps, userId);
  const patch: identity.ActiveUserPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.dateOfBirth !== undefined) {
    if (input.dateOfBirth !== null) {
      const date = new Date(`${input.dateOfBirth}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.getTime() > deps.clock().getTime()) {
        throw new AppError(400, ProfileErrorCode.invalidDate, m.invalidDate);
      }
      if (ageOn(input.dateOfBirth, deps.clock()) < MINIMUM_AGE) {
        throw new AppError(400, ProfileErrorCode.tooYoung, m.tooYoung);
      }
    }
    patch.dateOfBirth = input.dateOfBirth;
  }
  if (input.avatar !== undefined) {
    if (input.avatar === null || input.avatar === '') {
      patch.avatar = null;
    } else {
      const image = await checkImageDataUrl(input.avatar);
      if (!image.ok) {
        throw image.reason === 'too_large'
          ? new AppError(400, ProfileErrorCode.avatarTooLarge, m.avatarTooLarge)
          : new AppError(400, ProfileErrorCode.invalidAvatar, m.invalidAvatar);
      }
      patch.avatar = image.dataUrl;
    }
  }

  let emailChangePending = false;
  let minted: MintedCode | null = null;
  if (input.email !== undefined && input.email !== user.email.toLowerCase()) {
    await takeEmailChangeAttempt(deps, userId);
    // Minted before the address is saved as pending: a refusal (cooldown) changes nothing, and the new code ends
    // the earlier ones, so a code sent for one address never confirms another.
    minted = await mintEmailCode(deps, user, 'email_change', 'strict');
    patch.pendingEmail = input.email;
    emailChangePending = true;
  } else if (input.email !== undefined) {
    // Setting the current address back cancels a pending change.
    patch.pendingEmail = null;
  }

  const updated =
    Object.keys(patch).length > 0 ? await identity.updateActiveUser(deps.db, userId, patch) : user;
  if (!updated) throw new AppError(401, 'auth:unauthorized', m.unauthorized);
  if (minted && updated.pendingEmail) {
    // Enqueued alike for a free and a taken address; the job sends to a free one only, after the answer.
    await sendCode({ userId, codeId: minted.id, code: minted.code, to: updated.pendingEmail, locale });
  }
  const fields = Object.keys(patch).filter((k) => k !== 'avatar' || patch.avatar !== undefined);
  await writeAudit(deps.db, { userId, action: 'profile.updated', ip: origin.ip, detail: { fields } });
  return { profile: toProfile(updated), emailChangePending };
}

export async function confirmEmailChange(deps: AuthDeps, userId: string, code: string, origin: Origin) {
  const user = await userOrFail(deps, userId);
  if (!user.pendingEmail) throw new AppError(400, ProfileErrorCode.noPendingEmail, m.noPendingEmail);
  await consumeEmailCode(deps, user, 'email_change', code);
  if (await identity.emailUsedByOther(deps.db, userId, user.pendingEmail)) {
    throw new AppError(409, ProfileErrorCode.emailTaken, m.emailTaken);
  }
  const updated = await identity.updateActiveUser(deps.db, userId, {
    email: user.pendingEmail,
    pendingEmail: null,
    emailVerifiedAt: deps.clock(),
  });
  await writeAudit(deps.db, {
    userId,
    action: 'profile.email_changed',
    ip: origin.ip,
    detail: { from: user.email, to: user.pendingEmail },
  });
  return toProfile(updated!);
}
