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
import {
  loginNotificationEmail,
  passwordResetEmail,
  registrationAttemptEmail,
  verificationCodeEmail,
} from '../../lib/account-emails.ts';
import { accountMessages as m } from '../../lib/account-messages.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { isSubscriptionActive, planDisplayName } from '../../lib/subscription.ts';
import { hashCode, hashToken, newNumericCode, newToken, safeEqualHex } from '../../lib/tokens.ts';
import type { CodePurpose, UserRow } from './repo.ts';
import * as repo from './repo.ts';

export type AuthDeps = { db: Db; mailer: Mailer; secret: string; clock: Clock; log: FastifyBaseLogger };
/** Where a request came from, for sessions, audit and sign-in emails. */
export type Origin = { ip: string; userAgent: string | null };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SESSION_TTL_MS = { remember: 30 * DAY, browser: DAY } as const;
const CODE_TTL_MS = VERIFICATION.expiresMinutes * MINUTE;
const RESEND_COOLDOWN_MS = VERIFICATION.resendCooldownSeconds * 1000;
export const DAILY_CODE_CAP = 10;
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_LIMITS = { account: 5, ip: 20 } as const;
const CHALLENGE_TTL_MS = 5 * MINUTE;
const CHALLENGE_MAX_ATTEMPTS = 5;

const userLocale = (user: UserRow): Locale => (user.locale === 'en' ? 'en' : 'ar');

/** `now` is the app's clock, so the subscription is judged at the same instant as everywhere else. */
export async function toSessionUser(db: Db, user: UserRow, now: Date): Promise<SessionUser> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    subscriptionActive: await isSubscriptionActive(db, user.id, now),
    avatar: user.avatar,
    locale: userLocale(user),
    planDisplayName: await planDisplayName(db, user.id, now),
  };
}

/** Sends without failing the caller; mail errors are logged without the message (it may hold a code). */
async function sendQuietly(deps: AuthDeps, message: MailMessage, what: string): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (err) {
    deps.log.error(
      { reason: err instanceof Error ? err.message : String(err), what },
      'account email failed',
    );
    return false;
  }
}

// Email codes ------------------------------------------------------------------------------------------------

type IssueMode = 'strict' | 'quiet';

/**
 * Creates, stores (hashed) and emails a 6-digit code. `strict` answers the cooldown, the daily cap and a mail
 * failure with their own errors (the resend button); `quiet` skips silently (register, forgot-password), so
 * nothing reveals whether an account exists.
 */
export async function issueEmailCode(
  deps: AuthDeps,
  user: UserRow,
  purpose: CodePurpose,
  mode: IssueMode,
  build: (code: string) => MailMessage,
): Promise<'sent' | 'skipped'> {
  const now = deps.clock();
  const latest = await repo.latestEmailCode(deps.db, user.id, purpose);
  const sinceLatest = latest ? now.getTime() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLatest < RESEND_COOLDOWN_MS) {
    if (mode === 'quiet') return 'skipped';
    const retryAfterSeconds = Math.ceil((RESEND_COOLDOWN_MS - sinceLatest) / 1000);
    throw new AppError(429, AuthErrorCode.resendRateLimited, m.resendRateLimited, { retryAfterSeconds });
  }
  const today = await repo.countEmailCodesSince(deps.db, user.id, purpose, new Date(now.getTime() - DAY));
  if (today >= DAILY_CODE_CAP) {
    if (mode === 'quiet') return 'skipped';
    throw new AppError(429, AuthErrorCode.resendDailyLimit, m.resendDailyLimit);
  }
  await repo.closeEmailCodes(deps.db, user.id, purpose, now);
  const code = newNumericCode(VERIFICATION.codeLength);
  const codeId = await repo.insertEmailCode(deps.db, {
    userId: user.id,
    purpose,
    codeHash: hashCode(deps.secret, `${user.id}:${purpose}`, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  if (!(await sendQuietly(deps, build(code), purpose))) {
    // An unsent code must not start a cooldown or count towards the cap.
    await repo.deleteEmailCode(deps.db, user.id, codeId);
    if (mode === 'strict') throw new AppError(502, AuthErrorCode.emailFailed, m.emailFailed);
    return 'skipped';
  }
  return 'sent';
}

/** Checks a code against the user's newest one; the fifth wrong try voids it. Marks it used on success. */
export async function consumeEmailCode(deps: AuthDeps, user: UserRow, purpose: CodePurpose, code: string) {
  const now = deps.clock();
  const latest = await repo.latestEmailCode(deps.db, user.id, purpose);
  if (!latest) throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  if (latest.usedAt) {
    if (latest.attempts >= VERIFICATION.maxAttempts) {
      throw new AppError(400, AuthErrorCode.codeVoided, m.codeVoided);
    }
    throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  }
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(400, AuthErrorCode.codeExpired, m.codeExpired);
  }
  if (!safeEqualHex(latest.codeHash, hashCode(deps.secret, `${user.id}:${purpose}`, code))) {
    const attempts = await repo.countFailedAttempts(deps.db, latest.id, user.id);
    if (attempts >= VERIFICATION.maxAttempts) {
      await repo.closeEmailCodes(deps.db, user.id, purpose, now);
      throw new AppError(400, AuthErrorCode.codeVoided, m.codeVoided);
    }
    throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  }
  await repo.closeEmailCodes(deps.db, user.id, purpose, now);
}

// Registration and verification ------------------------------------------------------------------------------

export async function register(
  deps: AuthDeps,
  input: RegisterRequest,
  locale: Locale,
  origin: Origin,
): Promise<RegisterResponse> {
  // Hashed before the lookup so every branch costs the same.
  const passwordHash = await hashPassword(input.password);
  const answer = (id: string): RegisterResponse => ({
    user: { id, name: input.name, email: input.email, subscriptionActive: false },
    requiresVerification: true,
    message: m.registered[locale],
  });
  const existing = await repo.findUserByEmail(deps.db, input.email);

  if (existing?.emailVerifiedAt) {
    // The same answer as a new registration (with an id that leads nowhere); the owner hears about it by email.
    await sendQuietly(
      deps,
      registrationAttemptEmail(existing.email, userLocale(existing), existing.name),
      'registration attempt',
    );
    await writeAudit(deps.db, { userId: existing.id, action: 'auth.register_existing', ip: origin.ip });
    return answer(randomUUID());
  }

  const user = existing
    ? // An unverified account is taken over by whoever registers again: only the mailbox owner can verify it.
      await repo.updateUser(deps.db, existing.id, {
        name: input.name,
        passwordHash,
        marketingOptIn: input.marketing,
        locale,
      })
    : await repo.insertUser(deps.db, {
        email: input.email,
        name: input.name,
        passwordHash,
        marketingOptIn: input.marketing,
        locale,
        createdAt: deps.clock(),
      });
  if (!user) throw new Error('registered user vanished');
  await writeAudit(deps.db, {
    userId: user.id,
    action: existing ? 'auth.register_again' : 'auth.register',
    ip: origin.ip,
  });
  await issueEmailCode(deps, user, 'verify', 'quiet', (code) =>
    verificationCodeEmail(user.email, locale, user.name, code),
  );
  return answer(user.id);
}

export async function verifyEmail(
  deps: AuthDeps,
  email: string,
  code: string,
  origin: Origin,
): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  await consumeEmailCode(deps, user, 'verify', code);
  await repo.updateUser(deps.db, user.id, { emailVerifiedAt: deps.clock() });
  await writeAudit(deps.db, { userId: user.id, action: 'auth.email_verified', ip: origin.ip });
}

/** Unknown and already verified emails get the "sent" answer too, so the form reveals nothing. */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  await issueEmailCode(deps, user, 'verify', 'strict', (code) =>
    verificationCodeEmail(user.email, userLocale(user), user.name, code),
  );
}

// Sign-in ----------------------------------------------------------------------------------------------------

function retryAfter(createdAt: Date[], limit: number, now: Date): number | null {
  if (createdAt.length < limit) return null;
  const oldestCounted = createdAt[createdAt.length - limit]!;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

async function assertNotThrottled(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock();
  const stats = await repo.loginFailureStats(deps.db, email, ip, new Date(now.getTime() - LOGIN_WINDOW_MS));
  const wait = Math.max(
    retryAfter(stats.account.createdAt, LOGIN_LIMITS.account, now) ?? 0,
    retryAfter(stats.ip.createdAt, LOGIN_LIMITS.ip, now) ?? 0,
  );
  if (wait > 0) {
    throw new AppError(429, AuthErrorCode.tooManyAttempts, m.tooManyAttempts, { retryAfterSeconds: wait });
  }
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
  const now = deps.clock();
  const token = newToken();
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    remember,
    expiresAt: new Date(now.getTime() + (remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.browser)),
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
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
  return { user: await toSessionUser(deps.db, user, now), token, remember };
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

export async function login(deps: AuthDeps, input: LoginRequest, origin: Origin): Promise<LoginOutcome> {
  await assertNotThrottled(deps, input.email, origin.ip);
  const user = await repo.findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await repo.recordLoginFailure(deps.db, input.email, origin.ip, deps.clock());
    if (user) await writeAudit(deps.db, { userId: user.id, action: 'auth.sign_in_failed', ip: origin.ip });
    throw new AppError(401, AuthErrorCode.invalidCredentials, m.loginFailed);
  }
  await repo.clearLoginFailures(deps.db, input.email);
  if (!user.emailVerifiedAt) {
    throw new AppError(403, AuthErrorCode.verificationRequired, m.verificationRequired, {
      requiresVerification: true,
    });
  }
  if (user.twoFactorEnabled) return { challenge: await createLoginChallenge(deps, user, input.remember) };
  return startSession(deps, user, input.remember, origin, 'password');
}

/** The second step: a TOTP code or a recovery code; five wrong tries end the challenge. */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  challenge: string,
  code: string,
  origin: Origin,
  checkSecondFactor: (user: UserRow, code: string) => Promise<boolean>,
): Promise<SignedIn> {
  const row = await repo.findChallenge(deps.db, hashToken(challenge));
  if (!row || row.expiresAt.getTime() <= deps.clock().getTime()) {
    throw new AppError(400, AuthErrorCode.invalidChallenge, m.invalidChallenge);
  }
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user) throw new AppError(400, AuthErrorCode.invalidChallenge, m.invalidChallenge);
  if (!(await checkSecondFactor(user, code))) {
    const attempts = await repo.bumpChallengeAttempts(deps.db, row.id, user.id);
    if (attempts >= CHALLENGE_MAX_ATTEMPTS) await repo.deleteChallenges(deps.db, user.id, row.id);
    await writeAudit(deps.db, { userId: user.id, action: 'auth.two_factor_failed', ip: origin.ip });
    throw new AppError(400, AuthErrorCode.invalidTwoFactorCode, m.invalidTwoFactorCode);
  }
  await repo.deleteChallenges(deps.db, user.id, row.id);
  return startSession(deps, user, row.remember, origin, 'password+totp');
}

export type Authenticated = { user: UserRow; sessionId: string };

/** The user behind a session token, or null when it is unknown, expired or its account is gone. */
export async function authenticate(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  token: string,
): Promise<Authenticated | null> {
  const row = await repo.findSessionWithUser(deps.db, hashToken(token));
  const now = deps.clock();
  if (!row || row.session.expiresAt.getTime() <= now.getTime()) return null;
  // Written at most once a minute: last-seen is for the sessions list, not an audit trail.
  if (now.getTime() - row.session.lastSeenAt.getTime() > MINUTE) {
    await repo.touchSession(deps.db, row.user.id, row.session.id, now);
  }
  return { user: row.user, sessionId: row.session.id };
}

export async function logout(deps: AuthDeps, token: string | null, origin: Origin): Promise<void> {
  if (!token) return;
  const userId = await repo.deleteSessionByTokenHash(deps.db, hashToken(token));
  if (userId) await writeAudit(deps.db, { userId, action: 'auth.sign_out', ip: origin.ip });
}

export async function listSessions(
  deps: AuthDeps,
  userId: string,
  currentSessionId: string,
): Promise<SessionInfo[]> {
  const rows = await repo.listSessions(deps.db, userId, deps.clock());
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
  const ended = await repo.deleteSession(deps.db, userId, sessionId);
  if (ended)
    await writeAudit(deps.db, { userId, action: 'auth.session_ended', ip: origin.ip, detail: { sessionId } });
  return ended;
}

export async function endAllSessions(deps: Pick<AuthDeps, 'db'>, userId: string, keepSessionId?: string) {
  await repo.deleteUserSessions(deps.db, userId, keepSessionId);
  await repo.deleteChallenges(deps.db, userId);
}

// Forgotten password -----------------------------------------------------------------------------------------

export async function forgotPassword(deps: AuthDeps, email: string, origin: Origin): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const result = await issueEmailCode(deps, user, 'reset', 'quiet', (code) =>
    passwordResetEmail(user.email, userLocale(user), user.name, code),
  );
  await writeAudit(deps.db, {
    userId: user.id,
    action: 'auth.reset_requested',
    ip: origin.ip,
    detail: { result },
  });
}

export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordRequest,
  origin: Origin,
): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, input.email);
  if (!user) throw new AppError(400, AuthErrorCode.invalidCode, m.verificationFailed);
  await consumeEmailCode(deps, user, 'reset', input.code);
  // The code proves the mailbox, so an unverified account becomes verified too.
  await repo.updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: user.emailVerifiedAt ?? deps.clock(),
  });
  await endAllSessions(deps, user.id);
  await repo.clearLoginFailures(deps.db, user.email);
  await writeAudit(deps.db, { userId: user.id, action: 'auth.password_reset', ip: origin.ip });
}
