import { randomUUID } from 'node:crypto';
import {
  AuthErrorCode,
  type Locale,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
  type ResetPasswordRequest,
  type SessionInfo,
  type SessionUser,
  VERIFICATION,
} from '@mustashar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DEFAULT_PRIVACY } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { open as openSealed, seal } from '../../lib/secret-box.ts';
import {
  hashCode,
  hashToken,
  isTokenShaped,
  newNumericCode,
  newToken,
  safeEqualHex,
} from '../../lib/tokens.ts';
import { type CurrentSubscription, currentSubscription } from '../billing/entitlements.ts';
import { recordConsents, registrationConsents } from '../data-rights/consent.ts';
import {
  loginNotificationEmail,
  loginUnlockEmail,
  passwordResetEmail,
  registrationAttemptEmail,
  verificationCodeEmail,
} from '../identity/emails.ts';
import type { CodePurpose, UserRow } from '../identity/index.ts';
import * as identity from '../identity/index.ts';
import { accountMessages as m } from '../identity/messages.ts';
import * as repo from './repo.ts';

/** `secret` is SESSION_SECRET; `totpKey` is TOTP_ENCRYPTION_KEY, for two-factor secrets and recovery codes only. */
export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  secret: string;
  totpKey: string;
  clock: Clock;
  log: FastifyBaseLogger;
};
/** Where a request came from, for sessions, audit and sign-in emails. */
export type Origin = { ip: string; userAgent: string | null };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SESSION_TTL_MS = { remember: 30 * DAY, browser: DAY } as const;
const CODE_TTL_MS = VERIFICATION.expiresMinutes * MINUTE;
const RESEND_COOLDOWN_MS = VERIFICATION.resendCooldownSeconds * 1000;
export const DAILY_CODE_CAP = 10;
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_LIMITS = { account: 5, device: 5, ip: 20 } as const;
const CHALLENGE_TTL_MS = 5 * MINUTE;
const CHALLENGE_MAX_ATTEMPTS = 5;
/** A user id no account has: lookups for unknown addresses run against it. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

const userLocale = (user: UserRow): Locale => (user.locale === 'en' ? 'en' : 'ar');

/** `current` is the user's subscription at this instant (billing's `currentSubscription`). */
export function toSessionUser(user: UserRow, current: CurrentSubscription | null): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    subscriptionActive: current !== null,
    avatar: user.avatar,
    locale: userLocale(user),
    planDisplayName: current?.plan.displayName ?? null,
    consoleRole: user.role === 'user' ? null : user.role,
  };
}

/** Sends without failing the caller; mail errors are logged without the message (it may hold a code). */
async function sendQuietly(deps: AuthDeps, message: MailMessage, what: string): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (err) {
    // The err serializer drops what a failed outbox insert would carry (the message, and with it the code).
    deps.log.error({ err, what }, 'account email failed');
    return false;
  }
}

// Email codes ------------------------------------------------------------------------------------------------

type IssueMode = 'strict' | 'quiet';
/** A code stored (hashed) and not yet emailed; `code` is the only copy of its digits. */
export type MintedCode = { id: string; code: string; purpose: CodePurpose };

/**
 * Per account and purpose: 60 s between codes; past 10 codes in 24 hours, one per code lifetime, so a stranger who
 * keeps asking can never leave the owner without a working code in the inbox (ADR 024).
 */
const ACCOUNT_CODE_LIMITS = {
  cooldownMs: RESEND_COOLDOWN_MS,
  dayMs: DAY,
  dayCap: DAILY_CODE_CAP,
  afterCapMs: CODE_TTL_MS,
};

/**
 * Claims and stores a new 6-digit code, ending the earlier ones. The limits are claimed atomically in the database
 * (one request at a time per account and purpose, across instances). A refusal is an error in `strict` mode (the
 * form shows it) and null in `quiet` mode (forms that must not reveal whether an account exists).
 */
export async function mintEmailCode(
  deps: AuthDeps,
  user: UserRow,
  purpose: CodePurpose,
  mode: IssueMode,
): Promise<MintedCode | null> {
  const now = deps.clock();
  const code = newNumericCode(VERIFICATION.codeLength);
  const claim = await identity.insertEmailCodeIfAllowed(
    deps.db,
    {
      userId: user.id,
      purpose,
      codeHash: hashCode(deps.secret, `${user.id}:${purpose}`, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    },
    ACCOUNT_CODE_LIMITS,
  );
  if (claim.ok) return { id: claim.codeId, code, purpose };
  if (mode === 'quiet') return null;
  throw new AppError(429, AuthErrorCode.resendRateLimited, m.resendRateLimited, {
    retryAfterSeconds: claim.retryAfterSeconds,
  });
}

/** Emails a minted code. An unsent code is deleted, so it starts no cooldown and counts towards no cap. */
export async function deliverEmailCode(
  deps: AuthDeps,
  user: Pick<UserRow, 'id'>,
  minted: MintedCode,
  message: MailMessage,
  mode: IssueMode,
): Promise<'sent' | 'failed'> {
  if (await sendQuietly(deps, message, minted.purpose)) return 'sent';
  await identity.deleteEmailCode(deps.db, user.id, minted.id);
  if (mode === 'strict') throw new AppError(502, AuthErrorCode.emailFailed, m.emailFailed);
  return 'failed';
}

/** Mints and emails a code (see mintEmailCode for the limits and the modes). */
export async function issueEmailCode(
  deps: AuthDeps,
  user: UserRow,
  purpose: CodePurpose,
  mode: IssueMode,
  build: (code: string) => MailMessage,
): Promise<'sent' | 'skipped' | 'failed'> {
  const minted = await mintEmailCode(deps, user, purpose, mode);
  if (!minted) return 'skipped';
  return deliverEmailCode(deps, user, minted, build(minted.code), mode);
}

/**
 * Checks a code against the user's newest one. A try is taken before the comparison, in the database, so parallel
 * guesses cannot check more than VERIFICATION.maxAttempts between them; the last wrong try voids the code, and only
 * one request can use a right one.
 */
export async function consumeEmailCode(deps: AuthDeps, user: UserRow, purpose: CodePurpose, code: string) {
  const now = deps.clock();
  const latest = await identity.latestEmailCode(deps.db, user.id, purpose);
  if (!latest) throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  const attempt = await identity.takeCodeAttempt(deps.db, latest.id, user.id, VERIFICATION.maxAttempts, now);
  if (attempt === null) {
    if (latest.expiresAt.getTime() <= now.getTime() && !latest.usedAt) {
      throw new AppError(400, AuthErrorCode.codeExpired, m.codeExpired);
    }
    const current = await identity.latestEmailCode(deps.db, user.id, purpose);
    if (current?.id === latest.id && current.attempts >= VERIFICATION.maxAttempts) {
      throw new AppError(400, AuthErrorCode.codeVoided, m.codeVoided);
    }
    throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  }
  if (!safeEqualHex(latest.codeHash, hashCode(deps.secret, `${user.id}:${purpose}`, code))) {
    if (attempt >= VERIFICATION.maxAttempts) {
      await identity.closeEmailCodes(deps.db, user.id, purpose, now);
      throw new AppError(400, AuthErrorCode.codeVoided, m.codeVoided);
    }
    throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  }
  if (!(await identity.claimEmailCode(deps.db, latest.id, user.id, now))) {
    throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  }
}

/** The cooldown and daily cap of emails to one address, the same whether or not an account has it. */
const ADDRESS_CODE_LIMITS = { cooldownMs: RESEND_COOLDOWN_MS, dayMs: DAY, dayCap: DAILY_CODE_CAP };
/** "Someone tried to register with your email" at most once an hour and three times a day per address. */
const ADDRESS_NOTICE_LIMITS = { cooldownMs: 60 * MINUTE, dayMs: DAY, dayCap: 3 };

/** Claims a code email to an address for the forms a stranger can fill in; refusals are the resend form's errors. */
async function claimCodeEmail(deps: AuthDeps, email: string, purpose: string): Promise<void> {
  const claim = await repo.claimEmailSend(deps.db, email, purpose, deps.clock(), ADDRESS_CODE_LIMITS);
  if (claim.ok) return;
  if (claim.reason === 'daily') throw new AppError(429, AuthErrorCode.resendDailyLimit, m.resendDailyLimit);
  throw new AppError(429, AuthErrorCode.resendRateLimited, m.resendRateLimited, {
    retryAfterSeconds: claim.retryAfterSeconds,
  });
}

/**
 * When the verify screen may ask for another code: the address's own cooldown, the same whatever the address's
 * state, so the answer reveals nothing (and 0 when nothing was sent, as after signing in unverified).
 */
export function verifyResendWait(deps: AuthDeps, email: string): Promise<number> {
  return repo.emailSendCooldown(deps.db, email.toLowerCase(), 'verify', deps.clock(), RESEND_COOLDOWN_MS);
}

async function sendRegistrationNotice(deps: AuthDeps, user: UserRow): Promise<void> {
  const claim = await repo.claimEmailSend(
    deps.db,
    user.email.toLowerCase(),
    'registration_notice',
    deps.clock(),
    ADDRESS_NOTICE_LIMITS,
  );
  if (!claim.ok) return;
  await sendQuietly(
    deps,
    registrationAttemptEmail(user.email, userLocale(user), user.name),
    'registration attempt',
  );
}

// Registration and verification ------------------------------------------------------------------------------

/** How long the registering browser can prove which password it registered (ADR 023). */
export const REGISTRATION_PROOF_TTL_MS = DAY;

/**
 * The registering browser's proof of the password it registered: the address and the password's hash, sealed with
 * the server's secret (nobody can read or forge it) and kept in an httpOnly cookie. Only a code proves the mailbox;
 * this only says which of the registrations this browser made.
 */
function sealRegistrationProof(deps: AuthDeps, email: string, passwordHash: string): string {
  const expires = deps.clock().getTime() + REGISTRATION_PROOF_TTL_MS;
  return seal(deps.secret, JSON.stringify({ e: email.toLowerCase(), h: passwordHash, x: expires }));
}

/** The password hash a proof holds for `email`, or null when it is absent, forged, expired or another address's. */
function openRegistrationProof(deps: AuthDeps, email: string, proof: string | null): string | null {
  if (!proof) return null;
  try {
    const { e, h, x } = JSON.parse(openSealed(deps.secret, proof)) as {
      e?: unknown;
      h?: unknown;
      x?: unknown;
    };
    const live = typeof x === 'number' && x > deps.clock().getTime();
    return live && e === email.toLowerCase() && typeof h === 'string' ? h : null;
  } catch {
    return null;
  }
}

export type Registered = { answer: RegisterResponse; proof: string };

export async function register(
  deps: AuthDeps,
  input: RegisterRequest,
  locale: Locale,
  origin: Origin,
): Promise<Registered> {
  let existing = await identity.findActiveUserByEmail(deps.db, input.email);
  let pending = existing && !existing.emailVerifiedAt ? existing : undefined;
  // Every branch hashes and verifies once, so none answers faster than another.
  let [passwordHash, samePassword] = await Promise.all([
    hashPassword(input.password),
    verifyPassword(pending?.passwordHash ?? null, input.password),
  ]);
  // The same answer whatever the address's state: an id that leads nowhere, never the account's; the resend wait
  // is the address's, whatever happened to it.
  const answer = async (): Promise<Registered> => ({
    answer: {
      user: { id: randomUUID(), name: input.name, email: input.email, subscriptionActive: false },
      requiresVerification: true,
      message: m.registered[locale],
      resendAfterSeconds: await verifyResendWait(deps, input.email),
    },
    proof: sealRegistrationProof(deps, input.email, passwordHash),
  });
  // A registration emails a code to the address whatever its state, so it takes the resend form's turn for it.
  const mayEmail = (
    await repo.claimEmailSend(deps.db, input.email, 'verify', deps.clock(), ADDRESS_CODE_LIMITS)
  ).ok;

  let user: UserRow | undefined;
  if (!existing) {
    // The marketing box is the privacy setting the settings page shows and changes, not a copy of it.
    user = await identity.insertPendingUser(deps.db, {
      email: input.email,
      name: input.name,
      passwordHash,
      privacy: { ...DEFAULT_PRIVACY, emailMarketing: input.marketing },
      locale,
      createdAt: deps.clock(),
    });
    if (user) {
      await recordConsents(deps.db, user.id, registrationConsents(input.marketing), deps.clock());
      await writeAudit(deps.db, { userId: user.id, action: 'auth.register', ip: origin.ip });
    } else {
      // A parallel registration of the address won the insert: this one is a second registration of it.
      existing = await identity.findActiveUserByEmail(deps.db, input.email);
      // A deleted account still holding the address: nothing to do, and the same answer.
      if (!existing) return answer();
      pending = existing.emailVerifiedAt ? undefined : existing;
      samePassword = await verifyPassword(pending?.passwordHash ?? null, input.password);
    }
  }

  if (existing && !pending) {
    // The owner hears about it by email (at most hourly), and nothing else changes.
    await sendRegistrationNotice(deps, existing);
    await writeAudit(deps.db, { userId: existing.id, action: 'auth.register_existing', ip: origin.ip });
    return answer();
  }

  if (pending) {
    // The takeover rule (ADR 023): whoever reads the mailbox cannot tell whose registration a code came from, so
    // once two registrations bring different passwords, the account keeps neither. A code then activates only the
    // password of the browser that enters it (its registration proof), or none, and the owner chooses one with
    // "forgot password". The same password again is the same person: the name and choices are updated. A
    // conflicting one changes nothing else, and its marketing consent is nobody's.
    user = samePassword
      ? await identity.updatePendingUser(deps.db, pending.id, {
          name: input.name,
          privacy: { ...DEFAULT_PRIVACY, ...pending.privacy, emailMarketing: input.marketing },
          locale,
        })
      : await identity.updatePendingUser(deps.db, pending.id, {
          passwordHash: null,
          privacy: { ...DEFAULT_PRIVACY, ...pending.privacy, emailMarketing: false },
        });
    // Verified in between: this registration met a verified address and changes nothing.
    if (!user) return answer();
    // The same person again records their choices again; a conflicting registration's choices are nobody's.
    const decisions = registrationConsents(samePassword && input.marketing);
    await recordConsents(deps.db, user.id, decisions, deps.clock());
    await writeAudit(deps.db, {
      userId: user.id,
      action: samePassword ? 'auth.register_again' : 'auth.register_conflict',
      ip: origin.ip,
    });
  }
  if (!user) throw new Error('registered user vanished');

  if (mayEmail) {
    const to = user;
    const sent = await issueEmailCode(deps, to, 'verify', 'quiet', (code) =>
      verificationCodeEmail(to.email, userLocale(to), code),
    );
    if (sent === 'failed') await repo.releaseEmailSend(deps.db, input.email, 'verify');
  }
  return answer();
}

/**
 * Verifies the mailbox with its newest code. The password that becomes usable is the one every registration of the
 * address brought; when they disagreed, the one this browser registered (`proof`), or none, and then
 * `passwordKept` is false (ADR 023).
 */
export async function verifyEmail(
  deps: AuthDeps,
  email: string,
  code: string,
  origin: Origin,
  proof: string | null = null,
): Promise<{ passwordKept: boolean }> {
  const user = await identity.findActiveUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  await consumeEmailCode(deps, user, 'verify', code);
  // Only one request verifies, in one statement with the password it leaves usable.
  const verified = await identity.markEmailVerified(
    deps.db,
    user.id,
    deps.clock(),
    openRegistrationProof(deps, email, proof),
  );
  if (!verified) throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  await writeAudit(deps.db, { userId: user.id, action: 'auth.email_verified', ip: origin.ip });
  return { passwordKept: verified.passwordHash !== null };
}

/**
 * Every address gets the same answers, cooldown and daily cap included (they are kept per address, not per
 * account), so the form reveals nothing; only an unverified account is actually sent a code. Anyone can ask, so a
 * resend from a browser that did not register the address (no `proof` for it) counts as a disagreement: the pending
 * password is dropped and its code verifies the mailbox only, unless entered where that password was registered
 * (ADR 023).
 */
export async function resendVerification(
  deps: AuthDeps,
  email: string,
  proof: string | null = null,
): Promise<number> {
  await claimCodeEmail(deps, email, 'verify');
  const found = await identity.findActiveUserByEmail(deps.db, email);
  if (!found || found.emailVerifiedAt) return verifyResendWait(deps, email);
  const user =
    found.passwordHash && !openRegistrationProof(deps, email, proof)
      ? await identity.updatePendingUser(deps.db, found.id, { passwordHash: null })
      : found;
  if (!user) return verifyResendWait(deps, email);
  const sent = await issueEmailCode(deps, user, 'verify', 'quiet', (code) =>
    verificationCodeEmail(user.email, userLocale(user), code),
  );
  if (sent === 'failed') {
    // An unsent code starts no cooldown, and the form says the email failed so the user can try again.
    await repo.releaseEmailSend(deps.db, email, 'verify');
    throw new AppError(502, AuthErrorCode.emailFailed, m.emailFailed);
  }
  return verifyResendWait(deps, email);
}

// Sign-in ----------------------------------------------------------------------------------------------------

/** Seconds until a bucket holding `times` (this attempt's own included) has room again, or null if it has. */
function retryAfter(times: Date[], limit: number, now: Date): number | null {
  if (times.length <= limit) return null;
  const oldestCounted = times[times.length - 1 - limit]!;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Seconds to wait before this attempt may be checked, or 0. A browser that has signed in to the account before
 * counts only its own failures, so strangers' failures never lock it out; every other attempt shares the account's
 * and the address's budgets (ADR 022).
 */
async function throttleWait(
  deps: AuthDeps,
  email: string,
  ip: string,
  trustedDeviceId: string | null,
): Promise<number> {
  const now = deps.clock();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const buckets: [repo.AttemptBucket, number][] = trustedDeviceId
    ? [[{ kind: 'device', email, trustedDeviceId }, LOGIN_LIMITS.device]]
    : [
        [{ kind: 'account', email }, LOGIN_LIMITS.account],
        [{ kind: 'address', ip }, LOGIN_LIMITS.ip],
      ];
  let wait = 0;
  for (const [bucket, limit] of buckets) {
    wait = Math.max(wait, retryAfter(await repo.loginAttemptTimes(deps.db, bucket, since), limit, now) ?? 0);
  }
  return wait;
}

export const accountDisabledError = () => new AppError(403, AuthErrorCode.accountDisabled, m.accountDisabled);

/** A disabled account (ADR 086) opens no session and gets no second-factor challenge. */
export function assertNotDisabled(user: Pick<UserRow, 'disabledAt'>): void {
  if (user.disabledAt) throw accountDisabledError();
}

export type SignedIn = { user: SessionUser; token: string; remember: boolean };
export type LoginOutcome = SignedIn | { challenge: string };

/** Opens a session: a random token for the client, its hash for us. */
export async function startSession(
  deps: AuthDeps,
  user: UserRow,
  remember: boolean,
  origin: Origin,
  method: string,
): Promise<SignedIn> {
  // Every way in ends here (password, second factor, Google, Apple), so a disabled account is stopped once for all.
  assertNotDisabled(user);
  const now = deps.clock();
  const token = newToken();
  await identity.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    remember,
    expiresAt: new Date(now.getTime() + (remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.browser)),
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
    method,
    createdAt: now,
    lastSeenAt: now,
  });
  await writeAudit(deps.db, {
    userId: user.id,
    action: 'auth.sign_in',
    ip: origin.ip,
    detail: { method, remember },
  });
  if (user.loginNotifications) {
    await sendQuietly(
      deps,
      loginNotificationEmail(
        user.email,
        userLocale(user),
        user.name,
        now,
        origin.userAgent ?? 'unknown',
        origin.ip,
      ),
      'login notification',
    );
  }
  return { user: toSessionUser(user, await currentSubscription(deps.db, user.id, now)), token, remember };
}

/** A two-factor account gets a short-lived challenge instead of a session. */
export async function createLoginChallenge(
  deps: AuthDeps,
  user: UserRow,
  remember: boolean,
): Promise<string> {
  const challenge = newToken();
  await repo.insertChallenge(deps.db, {
    tokenHash: hashToken(challenge),
    userId: user.id,
    remember,
    expiresAt: new Date(deps.clock().getTime() + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * `deviceToken` is the browser's trusted-device cookie. An emailed unlock code lets the owner in past the shared
 * budgets from a browser that has never signed in before.
 */
export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  origin: Origin,
  deviceToken: string | null = null,
): Promise<LoginOutcome> {
  const user = await identity.findActiveUserByEmail(deps.db, input.email);
  // An unknown address runs the same queries as an account (against an id that matches nothing), so neither the
  // answer nor its timing tells them apart (ADR 024).
  const device = deviceToken
    ? await repo.findTrustedDevice(deps.db, user?.id ?? NO_USER_ID, hashToken(deviceToken))
    : undefined;
  const trustedDeviceId = device?.id ?? null;
  let unlocked = false;
  if (!device && input.unlockCode) {
    if (!user) {
      await identity.latestEmailCode(deps.db, NO_USER_ID, 'unlock');
      throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
    }
    await consumeEmailCode(deps, user, 'unlock', input.unlockCode);
    unlocked = true;
  }
  // Recorded before the password is checked, so parallel attempts count each other.
  const attemptId = await repo.recordLoginAttempt(deps.db, {
    email: input.email,
    ip: origin.ip,
    trustedDeviceId,
    at: deps.clock(),
  });
  const wait = unlocked ? 0 : await throttleWait(deps, input.email, origin.ip, trustedDeviceId);
  if (wait > 0) {
    await repo.deleteLoginAttempt(deps.db, attemptId);
    throw new AppError(429, AuthErrorCode.tooManyAttempts, m.tooManyAttempts, {
      retryAfterSeconds: wait,
      unlockAvailable: !device,
    });
  }
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    // Written for unknown addresses too: the same work, and a record of the attempt.
    await writeAudit(deps.db, { userId: user?.id ?? null, action: 'auth.sign_in_failed', ip: origin.ip });
    throw new AppError(401, AuthErrorCode.invalidCredentials, m.loginFailed);
  }
  await repo.deleteLoginAttempt(deps.db, attemptId);
  await repo.clearLoginFailures(deps.db, input.email, trustedDeviceId);
  // Said only to whoever knows the password, so it reveals nothing an attacker could not already do.
  assertNotDisabled(user);
  if (!user.emailVerifiedAt) {
    // No code is sent here: the verify screen may ask for one as soon as the address's cooldown allows.
    throw new AppError(403, AuthErrorCode.verificationRequired, m.verificationRequired, {
      requiresVerification: true,
      resendAfterSeconds: await verifyResendWait(deps, user.email),
    });
  }
  if (user.twoFactorEnabled) return { challenge: await createLoginChallenge(deps, user, input.remember) };
  return startSession(deps, user, input.remember, origin, 'password');
}

/**
 * Emails a sign-in code that lifts the shared attempt limits for one sign-in. Run after the answer, which is the
 * same for every address (ADR 024); the account's code limits decide whether an email goes.
 */
export async function requestUnlockCode(
  deps: AuthDeps,
  email: string,
  origin: Origin,
): Promise<'sent' | 'skipped' | 'failed' | 'no_account'> {
  const user = await identity.findActiveUserByEmail(deps.db, email);
  if (!user) return 'no_account';
  const result = await issueEmailCode(deps, user, 'unlock', 'quiet', (code) =>
    loginUnlockEmail(user.email, userLocale(user), user.name, code),
  );
  await writeAudit(deps.db, {
    userId: user.id,
    action: 'auth.unlock_requested',
    ip: origin.ip,
    detail: { result },
  });
  return result;
}

/** Remembers this browser as one the user has signed in from; `token` is its cookie (kept if it already has one). */
export async function trustDevice(deps: Pick<AuthDeps, 'db' | 'clock'>, userId: string, token: string) {
  await repo.trustDevice(deps.db, userId, hashToken(token), deps.clock());
}

/** The second step: a TOTP code or a recovery code; five wrong tries end the challenge. */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  challenge: string,
  code: string,
  origin: Origin,
  checkSecondFactor: (user: UserRow, code: string) => Promise<boolean>,
): Promise<SignedIn> {
  const now = deps.clock();
  const row = await repo.findChallenge(deps.db, hashToken(challenge));
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(400, AuthErrorCode.invalidChallenge, m.invalidChallenge);
  }
  const user = await identity.findActiveUserById(deps.db, row.userId);
  if (!user) throw new AppError(400, AuthErrorCode.invalidChallenge, m.invalidChallenge);
  // A try is taken before the code is checked, so parallel guesses share the challenge's five.
  const attempt = await repo.takeChallengeAttempt(deps.db, row.id, CHALLENGE_MAX_ATTEMPTS, now);
  if (attempt === null) throw new AppError(400, AuthErrorCode.invalidChallenge, m.invalidChallenge);
  if (!(await checkSecondFactor(user, code))) {
    if (attempt >= CHALLENGE_MAX_ATTEMPTS) await repo.deleteChallenges(deps.db, user.id, row.id);
    await writeAudit(deps.db, { userId: user.id, action: 'auth.two_factor_failed', ip: origin.ip });
    throw new AppError(400, AuthErrorCode.invalidTwoFactorCode, m.invalidTwoFactorCode);
  }
  if (!(await repo.claimChallenge(deps.db, row.id))) {
    throw new AppError(400, AuthErrorCode.invalidChallenge, m.invalidChallenge);
  }
  return startSession(deps, user, row.remember, origin, 'password+totp');
}

export type Authenticated = { user: UserRow; sessionId: string };

/** Where a session is looked up: `identity.findSessionWithUser`, or the cache of signed-in reads (ADR 101). */
type FindSession = (tokenHash: string) => ReturnType<typeof identity.findSessionWithUser>;

/** The user behind a session token, or null when it is unknown, expired or its account is gone. */
export async function authenticate(
  deps: Pick<AuthDeps, 'db' | 'clock'> & { sessions?: { find: FindSession } },
  token: string,
): Promise<Authenticated | null> {
  // A refused request should cost no database round trip: a token we never minted cannot be found.
  if (!isTokenShaped(token)) return null;
  const tokenHash = hashToken(token);
  const row = await (deps.sessions?.find(tokenHash) ?? identity.findSessionWithUser(deps.db, tokenHash));
  const now = deps.clock();
  if (!row || row.session.expiresAt.getTime() <= now.getTime()) return null;
  // Disabling ends the sessions; this also covers one opened in the same instant.
  if (row.user.disabledAt) return null;
  // Written at most once a minute: last-seen is for the sessions list, not an audit trail. The row may be the
  // cache's, which then remembers the write too.
  if (now.getTime() - row.session.lastSeenAt.getTime() > MINUTE) {
    row.session.lastSeenAt = now;
    await identity.touchSession(deps.db, row.user.id, row.session.id, now);
  }
  return { user: row.user, sessionId: row.session.id };
}

export async function logout(deps: AuthDeps, token: string | null, origin: Origin): Promise<void> {
  if (!token) return;
  const userId = await identity.deleteSessionByTokenHash(deps.db, hashToken(token));
  if (userId) await writeAudit(deps.db, { userId, action: 'auth.sign_out', ip: origin.ip });
}

export async function listSessions(
  deps: AuthDeps,
  userId: string,
  currentSessionId: string,
): Promise<SessionInfo[]> {
  const rows = await identity.listSessions(deps.db, userId, deps.clock());
  return rows.map((s) => ({
    id: s.id,
    current: s.id === currentSessionId,
    remember: s.remember,
    ip: s.ip,
    userAgent: s.userAgent,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
  }));
}

export async function endSession(
  deps: AuthDeps,
  userId: string,
  sessionId: string,
  origin: Origin,
): Promise<boolean> {
  const ended = await identity.deleteSession(deps.db, userId, sessionId);
  if (ended)
    await writeAudit(deps.db, { userId, action: 'auth.session_ended', ip: origin.ip, detail: { sessionId } });
  return ended;
}

export async function endAllSessions(deps: Pick<AuthDeps, 'db'>, userId: string, keepSessionId?: string) {
  await identity.deleteUserSessions(deps.db, userId, keepSessionId);
  await repo.deleteChallenges(deps.db, userId);
}

// Forgotten password -----------------------------------------------------------------------------------------

/**
 * Emails a reset code to an account's address. Run after the answer, which is the same for every address; the
 * account's code limits decide whether an email goes (ADR 024).
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  origin: Origin,
): Promise<'sent' | 'skipped' | 'failed' | 'no_account'> {
  const user = await identity.findActiveUserByEmail(deps.db, email);
  if (!user) return 'no_account';
  const result = await issueEmailCode(deps, user, 'reset', 'quiet', (code) =>
    passwordResetEmail(user.email, userLocale(user), user.name, code),
  );
  await writeAudit(deps.db, {
    userId: user.id,
    action: 'auth.reset_requested',
    ip: origin.ip,
    detail: { result },
  });
  return result;
}

export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordRequest,
  origin: Origin,
): Promise<void> {
  const user = await identity.findActiveUserByEmail(deps.db, input.email);
  if (!user) throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  await consumeEmailCode(deps, user, 'reset', input.code);
  // The code proves the mailbox, so an unverified account becomes verified too.
  await identity.updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: user.emailVerifiedAt ?? deps.clock(),
  });
  await endAllSessions(deps, user.id);
  // A new password starts afresh: no failures held against it, and no browser trusted for the old one.
  await repo.clearAllLoginFailures(deps.db, user.email);
  await repo.deleteTrustedDevices(deps.db, user.id);
  await writeAudit(deps.db, { userId: user.id, action: 'auth.password_reset', ip: origin.ip });
}
