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
import { accountMessages as m } from '../../lib/account-messages.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { type AuthDeps, endAllSessions, type Origin } from '../auth/service.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  createEnrolment,
  disableTwoFactor,
  remainingRecoveryCodes,
} from '../auth/two-factor.ts';
import * as repo from './repo.ts';

const unauthorized = () => new AppError(401, 'auth:unauthorized', m.unauthorized);

async function userOrFail(deps: AuthDeps, userId: string) {
  const user = await repo.findActiveUser(deps.db, userId);
  if (!user) throw unauthorized();
  return user;
}

export async function getSecurity(deps: AuthDeps, userId: string): Promise<SecuritySettings> {
  const user = await userOrFail(deps, userId);
  return {
    twoFactorEnabled: user.twoFactorEnabled,
    loginNotifications: user.loginNotifications,
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSub !== null,
    recoveryCodesRemaining: user.twoFactorEnabled ? await remainingRecoveryCodes(deps, userId) : 0,
  };
}

/** SPEC.md section 5's three checks, in its order, then the current password; other sessions end. */
export async function changePassword(
  deps: AuthDeps,
  userId: string,
  sessionId: string,
  input: ChangePasswordRequest,
  origin: Origin,
): Promise<void> {
  const { currentPassword, newPassword, confirmPassword } = input;
  if (!currentPassword || !newPassword || !confirmPassword) {
    throw new AppError(400, AccountErrorCode.fieldsRequired, m.fieldsRequired);
  }
  if (newPassword !== confirmPassword) {
    throw new AppError(400, AccountErrorCode.passwordsMismatch, m.passwordsMismatch);
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(400, AccountErrorCode.passwordTooShort, m.passwordTooShort);
  }
  const user = await userOrFail(deps, userId);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await writeAudit(deps.db, { userId, action: 'account.password_change_failed', ip: origin.ip });
    throw new AppError(400, AccountErrorCode.wrongPassword, m.wrongPassword);
  }
  await repo.updateSettings(deps.db, userId, { passwordHash: await hashPassword(newPassword) });
  await endAllSessions(deps, userId, sessionId);
  await writeAudit(deps.db, { userId, action: 'account.password_changed', ip: origin.ip });
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
  const row = await repo.updateSettings(deps.db, userId, { loginNotifications: enabled });
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
  const privacy = await repo.readPrivacy(deps.db, userId);
  if (!privacy) throw unauthorized();
  return { ...DEFAULT_PRIVACY, ...privacy };
}

export async function updatePrivacy(
  deps: AuthDeps,
  userId: string,
  patch: Partial<PrivacySettingsBody>,
  origin: Origin,
): Promise<PrivacySettingsBody> {
  const privacy = { ...(await getPrivacy(deps, userId)), ...patch };
  await repo.updateSettings(deps.db, userId, { privacy });
  await writeAudit(deps.db, { userId, action: 'account.privacy', ip: origin.ip, detail: { ...privacy } });
  return privacy;
}

/**
 * The profile dialog's order: the confirmation word first, then the password. An account without a password
 * (signed up with Google) confirms with the word alone.
 */
export async function deleteAccount(
  deps: AuthDeps,
  userId: string,
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
  }
  await endAllSessions(deps, userId);
  await disableTwoFactor(deps, userId);
  await repo.anonymiseUser(deps.db, userId, deps.clock());
  await writeAudit(deps.db, { userId, action: 'account.deleted', ip: origin.ip });
}
