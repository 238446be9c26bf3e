import {
  type Locale,
  MINIMUM_AGE,
  type Profile,
  ProfileErrorCode,
  type ProfileUpdateRequest,
} from '@mustashar/contracts';
import { emailChangeCodeEmail } from '../../lib/account-emails.ts';
import { accountMessages as m } from '../../lib/account-messages.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { checkImageDataUrl } from '../../lib/image-data-url.ts';
import { type AuthDeps, consumeEmailCode, issueEmailCode, type Origin } from '../auth/service.ts';
import * as repo from './repo.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findProfileUser>>>;

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
  const user = await repo.findProfileUser(deps.db, userId);
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

/**
 * Saves name, date of birth and avatar at once. A new email is not applied: it waits in `pending_email` while a
 * code goes to it, and the current (verified) address keeps working until the code is entered.
 */
export async function updateProfile(
  deps: AuthDeps,
  userId: string,
  input: ProfileUpdateRequest,
  locale: Locale,
  origin: Origin,
): Promise<{ profile: Profile; emailChangePending: boolean }> {
  const user = await userOrFail(deps, userId);
  const patch: Parameters<typeof repo.updateProfile>[2] = {};
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
  if (input.email !== undefined && input.email !== user.email.toLowerCase()) {
    // Checked again on confirmation; refusing here too saves the user a pointless code.
    if (await repo.emailUsedByOther(deps.db, userId, input.email)) {
      throw new AppError(409, ProfileErrorCode.emailTaken, m.emailTaken);
    }
    patch.pendingEmail = input.email;
    emailChangePending = true;
  } else if (input.email !== undefined) {
    // Setting the current address back cancels a pending change.
    patch.pendingEmail = null;
  }

  const updated = Object.keys(patch).length > 0 ? await repo.updateProfile(deps.db, userId, patch) : user;
  if (!updated) throw new AppError(401, 'auth:unauthorized', m.unauthorized);
  if (emailChangePending) {
    const to = updated.pendingEmail!;
    await issueEmailCode(deps, updated, 'email_change', 'strict', (code) =>
      emailChangeCodeEmail(to, locale, updated.name, code),
    );
  }
  const fields = Object.keys(patch).filter((k) => k !== 'avatar' || patch.avatar !== undefined);
  await writeAudit(deps.db, { userId, action: 'profile.updated', ip: origin.ip, detail: { fields } });
  return { profile: toProfile(updated), emailChangePending };
}

export async function confirmEmailChange(deps: AuthDeps, userId: string, code: string, origin: Origin) {
  const user = await userOrFail(deps, userId);
  if (!user.pendingEmail) throw new AppError(400, ProfileErrorCode.noPendingEmail, m.noPendingEmail);
  await consumeEmailCode(deps, user, 'email_change', code);
  if (await repo.emailUsedByOther(deps.db, userId, user.pendingEmail)) {
    throw new AppError(409, ProfileErrorCode.emailTaken, m.emailTaken);
  }
  const updated = await repo.updateProfile(deps.db, userId, {
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
