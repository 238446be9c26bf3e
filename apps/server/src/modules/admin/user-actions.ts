import { AdminErrorCode } from '@mustashar/contracts';
import { AppError } from '../../lib/errors.ts';
import { eraseAccount } from '../account/service.ts';
import { type AuthDeps, endAllSessions, resendVerification } from '../auth/service.ts';
import {
  type BillingDeps,
  cancelSubscription,
  ownRunningSubscription,
  refuseTeamMember,
} from '../billing/service.ts';
import * as identity from '../identity/index.ts';
import { audit, type ConsoleActor } from './service.ts';

/** The console's actions on one account (ADR 086); every one is audited as `admin.<what>` with before and after. */

const alreadyVerified = new AppError(409, AdminErrorCode.alreadyVerified, {
  ar: 'بريد هذا المستخدم مُتحقَّق منه مسبقًا: لا حاجة لرمز جديد.',
  en: "This user's email is already verified: no new code is needed.",
});
const notOnSelf = new AppError(400, AdminErrorCode.notOnSelf, {
  ar: 'لا يمكنك فعل ذلك بحسابك أنت من لوحة التشغيل.',
  en: 'You cannot do this to your own account from the console.',
});
const alreadyDisabled = new AppError(409, AdminErrorCode.disabledUnchanged, {
  ar: 'الحساب موقوف مسبقًا.',
  en: 'The account is already disabled.',
});
const notDisabled = new AppError(409, AdminErrorCode.disabledUnchanged, {
  ar: 'الحساب غير موقوف.',
  en: 'The account is not disabled.',
});
const confirmMismatch = new AppError(400, AdminErrorCode.confirmMismatch, {
  ar: 'البريد المكتوب لا يطابق بريد هذا الحساب، فلم يُحذف شيء.',
  en: "The email typed does not match this account's, so nothing was deleted.",
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The user's own "send the code again", with its per-address cooldown and daily cap (refusals are its 429s): the
 * code proves the mailbox only, so whoever enters it outside the registering browser sets a password afterwards.
 */
export async function resendVerificationEmail(deps: AuthDeps, actor: ConsoleActor, user: identity.UserRow) {
  if (user.emailVerifiedAt) throw alreadyVerified;
  await resendVerification(deps, user.email, null);
  await audit(deps.db, actor, 'verification_resent', {
    targetUserId: user.id,
    before: { emailVerified: false },
    after: { emailVerified: false, codeSent: true },
  });
}

/** Disabling ends every session (the caller closes the chat sockets); enabling lets the person sign in again. */
export async function setDisabled(deps: AuthDeps, actor: ConsoleActor, userId: string, disabled: boolean) {
  if (disabled && userId === actor.id) throw notOnSelf;
  const changed = await identity.setUserDisabled(
    deps.db,
    userId,
    disabled ? { disabled: true, at: deps.clock(), by: actor.id } : { disabled: false },
  );
  if (!changed) throw disabled ? alreadyDisabled : notDisabled;
  let sessions = 0;
  if (disabled) {
    sessions = (await identity.listSessions(deps.db, userId, new Date(0))).length;
    await endAllSessions(deps, userId);
  }
  await audit(deps.db, actor, disabled ? 'account_disabled' : 'account_enabled', {
    targetUserId: userId,
    before: { disabledAt: iso(changed.before), ...(disabled ? { sessions } : {}) },
    after: { disabledAt: iso(changed.after), ...(disabled ? { sessions: 0 } : {}) },
  });
  return changed;
}

/** The user's own cancel, through billing: access stays until the paid period ends. */
export async function cancelUserSubscription(deps: BillingDeps, actor: ConsoleActor, userId: string) {
  await refuseTeamMember(deps, userId);
  const before = await ownRunningSubscription(deps, userId);
  const subscription = await cancelSubscription(deps, userId);
  await audit(deps.db, actor, 'subscription_canceled', {
    targetUserId: userId,
    subscriptionId: subscription.id,
    before: {
      cancelAtPeriodEnd: before?.subscription.cancelAtPeriodEnd ?? null,
      graceEndsAt: iso(before?.subscription.graceEndsAt ?? null),
    },
    after: {
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
      graceEndsAt: subscription.graceEndsAt,
    },
  });
  return subscription;
}

/**
 * The deletion a user can do themselves, run for them once the typed address matches. The entry keeps ids only:
 * the address and name are what was erased.
 */
export async function anonymise(deps: AuthDeps, actor: ConsoleActor, user: identity.UserRow, typed: string) {
  if (user.id === actor.id) throw notOnSelf;
  if (typed.trim().toLowerCase() !== user.email.toLowerCase()) throw confirmMismatch;
  await eraseAccount(deps, user.id);
  await audit(deps.db, actor, 'account_anonymised', {
    targetUserId: user.id,
    before: { deleted: false },
    after: { deleted: true },
  });
}
