import {
  AccountErrorCode,
  type ChangePasswordRequest,
  DELETE_CONFIRMATION_WORD,
  type DeleteAccountRequest,
  type Locale,
  PASSWORD_MIN_LENGTH,
  type PrivacySettingsBody,
  type SecuritySettings,
  type TwoFactorUpdateRequest,
  type TwoFactorUpdateResponse,
} from '@mustashar/contracts';
import { DEFAULT_PRIVACY } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  type AuthDeps,
  consumeEmailCode,
  endAllSessions,
  issueEmailCode,
  type Origin,
} from '../auth/service.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  createEnrolment,
  disableTwoFactor,
  remainingRecoveryCodes,
} from '../auth/two-factor.ts';
import { recordMarketingChange } from '../data-rights/consent.ts';
import { deleteAccountCodeEmail } from '../identity/emails.ts';
import * as identity from '../identity/index.ts';
import { accountMessages as m } from '../identity/messages.ts';

const unauthorized = () => new AppError(401, 'auth:unauthorized', m.unauthorized);

async function userOrFail(deps: AuthDeps, userId: string) {
  const user = await identity.findActiveUserById(deps.db, userId);
  if (!user) throw unauthorized();
  return user;
}

export async function getSecurity(
  deps: AuthDeps,
  userId: string,
  sessionId: string,
): Promise<SecuritySettings> {
  const user = await userOrFail(deps, userId);
  return {
    twoFactorEnabled: user.twoFactorEnabled,
    loginNotifications: user.loginNotifications,
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSub !== null,
    appleLinked: user.appleSub !== null,
    recentProviderSignIn: await isRecentProviderSignIn(deps, userId, sessionId),
    recoveryCodesRemaining: user.twoFactorEnabled ? await remainingRecoveryCodes(deps, userId) : 0,
  };
}

/**
 * Three checks in this order: every field is given, the new passwords match, the new one has at least 8
 * characters; then the current password. Other sessions end. An account with no password (Google or Apple only)
 * has no current one to give: the session is its proof, and it sets its first.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: string,
  sessionId: string,
  input: ChangePasswordRequest,
  origin: Origin,
): Promise<void> {
  const { currentPassword, newPassword, confirmPassword } = input;
  const user = await userOrFail(deps, userId);
  const hasPassword = user.passwordHash !== null;
  if ((hasPassword && !currentPassword) || !newPassword || !confirmPassword) {
    throw new AppError(400, AccountErrorCode.fieldsRequired, m.fieldsRequired);
  }
  if (newPassword !== confirmPassword) {
    throw new AppError(400, AccountErrorCode.passwordsMismatch, m.passwordsMismatch);
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(400, AccountErrorCode.passwordTooShort, m.passwordTooShort);
  }
  if (hasPassword && !(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
    await writeAudit(deps.db, { userId, action: 'account.password_change_failed', ip: origin.ip });
    throw new AppError(400, AccountErrorCode.wrongPassword, m.wrongPassword);
  }
  await identity.updateActiveUser(deps.db, userId, { passwordHash: await hashPassword(newPassword) });
  await endAllSessions(deps, userId, sessionId);
  await writeAudit(deps.db, {
    userId,
    action: hasPassword ? 'account.password_changed' : 'account.password_set',
    ip: origin.ip,
  });
}

export async function startTwoFactorSetup(deps: AuthDeps, userId: string, origin: Origin) {
  const user = await userOrFail(deps, userId);
  if (user.twoFactorEnabled) {
    throw new AppError(409, AccountErrorCode.twoFactorAlreadyEnabled, m.twoFactorAlreadyEnabled);
  }
  const enrolment = await createEnrolment(deps, user);
  await writeAudit(deps.db, { userId, action: 'account.2fa_setup_started', ip: origin.ip });
  return enrolment;
}

export async function updateTwoFactor(
  deps: AuthDeps,
  userId: string,
  input: TwoFactorUpdateRequest,
  locale: Locale,
  origin: Origin,
): Promise<TwoFactorUpdateResponse> {
  const user = await userOrFail(deps, userId);
  const invalid = () => new AppError(400, AccountErrorCode.invalidTwoFactorCode, m.invalidTwoFactorCode);
  if (input.enabled) {
    if (user.twoFactorEnabled) {
      throw new AppError(409, AccountErrorCode.twoFactorAlreadyEnabled, m.twoFactorAlreadyEnabled);
    }
    if (!user.twoFactorPendingSecret) {
      throw new AppError(400, AccountErrorCode.twoFactorSetupRequired, m.twoFactorSetupRequired);
    }
    const recoveryCodes = await confirmEnrolment(deps, user, input.code ?? '');
    if (!recoveryCodes) throw invalid();
    await writeAudit(deps.db, { userId, action: 'account.2fa_enabled', ip: origin.ip });
    return { twoFactorEnabled: true, recoveryCodes, message: m.twoFactorEnabled[locale] };
  }
  if (!user.twoFactorEnabled) return { twoFactorEnabled: false, message: m.twoFactorDisabled[locale] };
  // Turning it off needs proof from the second factor or the password, not just a session.
  const proven =
    (input.code ? await checkSecondFactor(deps, user, input.code) : false) ||
    (input.password ? await verifyPassword(user.passwordHash, input.password) : false);
  if (!proven) throw invalid();
  await disableTwoFactor(deps, userId);
  await writeAudit(deps.db, { userId, action: 'account.2fa_disabled', ip: origin.ip });
  return { twoFactorEnabled: false, message: m.twoFactorDisabled[locale] };
}

export async function setLoginNotifications(
  deps: AuthDeps,
  userId: string,
  enabled: boolean,
  origin: Origin,
) {
  const row = await identity.updateActiveUser(deps.db, userId, { loginNotifications: enabled });
  if (!row) throw unauthorized();
  await writeAudit(deps.db, {
    userId,
    action: 'account.login_notifications',
    ip: origin.ip,
    detail: { enabled },
  });
  return row.loginNotifications;
}

export async function getPrivacy(deps: AuthDeps, userId: string): Promise<PrivacySettingsBody> {
  const privacy = await identity.readPrivacy(deps.db, userId);
  if (!privacy) throw unauthorized();
  return { ...DEFAULT_PRIVACY, ...privacy };
}

export async function updatePrivacy(
  deps: AuthDeps,
  userId: string,
  patch: Partial<PrivacySettingsBody>,
  origin: Origin,
): Promise<PrivacySettingsBody> {
  const before = await getPrivacy(deps, userId);
  const privacy = { ...before, ...patch };
  await identity.updateActiveUser(deps.db, userId, { privacy });
  await recordMarketingChange(deps.db, userId, before.emailMarketing, privacy.emailMarketing, deps.clock());
  await writeAudit(deps.db, { userId, action: 'account.privacy', ip: origin.ip, detail: { ...privacy } });
  return privacy;
}

/** How long after a Google or Apple sign-in that session counts as fresh proof of who is at the keyboard. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;
const PROVIDER_METHODS = new Set(['google', 'apple']);

async function isRecentProviderSignIn(deps: AuthDeps, userId: string, sessionId: string): Promise<boolean> {
  const session = await identity.findSession(deps.db, userId, sessionId);
  if (!session || !PROVIDER_METHODS.has(session.method)) return false;
  return deps.clock().getTime() - session.createdAt.getTime() <= RECENT_SIGN_IN_MS;
}

/**
 * Emails a one-use code that confirms deleting an account without a password (the resend cooldown and daily cap
 * apply, with their own errors).
 */
export async function sendDeleteCode(deps: AuthDeps, userId: string, origin: Origin): Promise<void> {
  const user = await userOrFail(deps, userId);
  await issueEmailCode(deps, user, 'delete_account', 'strict', (code) =>
    deleteAccountCodeEmail(user.email, user.locale === 'en' ? 'en' : 'ar', user.name, code),
  );
  await writeAudit(deps.db, { userId, action: 'account.delete_code_sent', ip: origin.ip });
}

/**
 * The profile dialog's order: the confirmation word first, then the proof. With a password, the password. Without
 * one (signed up with Google or Apple), a sign-in with that provider in the last minutes, or the emailed code: a
 * session alone is not enough, as it may be a borrowed browser.
 */
export async function deleteAccount(
  deps: AuthDeps,
  userId: string,
  sessionId: string,
  input: DeleteAccountRequest,
  origin: Origin,
): Promise<void> {
  if (input.confirmText !== DELETE_CONFIRMATION_WORD) {
    throw new AppError(400, AccountErrorCode.confirmTextRequired, m.confirmTextRequired);
  }
  const user = await userOrFail(deps, userId);
  if (user.passwordHash) {
    if (!input.password) throw new AppError(400, AccountErrorCode.passwordRequired, m.passwordRequired);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError(400, AccountErrorCode.wrongPassword, m.wrongPassword);
    }
  } else if (input.code) {
    await consumeEmailCode(deps, user, 'delete_account', input.code);
  } else if (!(await isRecentProviderSignIn(deps, userId, sessionId))) {
    throw new AppError(400, AccountErrorCode.codeRequired, m.deleteCodeRequired);
  }
  await eraseAccount(deps, userId);
  await writeAudit(deps.db, { userId, action: 'account.deleted', ip: origin.ip });
}

/**
 * What deleting an account does, once the request is proven: its sessions end, its second factor goes, and the row
 * is anonymised. The console's anonymisation (ADR 086) runs exactly this, so the two can never drift apart.
 */
export async function eraseAccount(deps: AuthDeps, userId: string): Promise<void> {
  await endAllSessions(deps, userId);
  await disableTwoFactor(deps, userId);
  await identity.anonymiseUser(deps.db, userId, deps.clock());
}
