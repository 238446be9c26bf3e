import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailThrottles,
  loginChallenges,
  loginFailures,
  recoveryCodes,
  trustedDevices,
} from '../../db/schema.ts';
import { addressKey } from '../../lib/client-address.ts';

/**
 * SQL for signing in: attempt limits, trusted devices, the per-address e-mail throttle, two-factor challenges and
 * recovery codes. The account record, sessions and e-mailed codes belong to the identity module.
 */

// Sign-in throttling -----------------------------------------------------------------------------------------

/** Writes an attempt before its password is checked; returns its id (deleted again if it succeeds). */
export async function recordLoginAttempt(
  db: Db,
  row: { email: string; ip: string; trustedDeviceId: string | null; at: Date },
): Promise<number> {
  const [inserted] = await db
    .insert(loginFailures)
    // The address budget counts an IPv6 client by its /64 (lib/client-address.ts).
    .values({
      email: row.email,
      ip: addressKey(row.ip),
      trustedDeviceId: row.trustedDeviceId,
      createdAt: row.at,
    })
    .returning({ id: loginFailures.id });
  return inserted!.id;
}

export async function deleteLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export type AttemptBucket =
  | { kind: 'device'; email: string; trustedDeviceId: string }
  | { kind: 'account'; email: string }
  | { kind: 'address'; ip: string };

function bucketWhere(bucket: AttemptBucket) {
  switch (bucket.kind) {
    case 'device':
      return and(
        eq(loginFailures.email, bucket.email),
        eq(loginFailures.trustedDeviceId, bucket.trustedDeviceId),
      );
    case 'account':
      return and(eq(loginFailures.email, bucket.email), isNull(loginFailures.trustedDeviceId));
    case 'address':
      return and(eq(loginFailures.ip, addressKey(bucket.ip)), isNull(loginFailures.trustedDeviceId));
  }
}

/** The attempts of a bucket since `since`, oldest first (in-flight ones included). */
export async function loginAttemptTimes(db: Db, bucket: AttemptBucket, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(bucketWhere(bucket), gte(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt));
  return rows.map((r) => r.createdAt);
}

/** A success forgives the failures of the bucket it came through (a device's, or the account's untrusted ones). */
export async function clearLoginFailures(
  db: Db,
  email: string,
  trustedDeviceId: string | null,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        trustedDeviceId
          ? eq(loginFailures.trustedDeviceId, trustedDeviceId)
          : isNull(loginFailures.trustedDeviceId),
      ),
    );
}

export async function clearAllLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

// Trusted devices --------------------------------------------------------------------------------------------

export async function findTrustedDevice(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.tokenHash, tokenHash)));
  return row;
}

export async function trustDevice(db: Db, userId: string, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ userId, tokenHash, createdAt: at, lastUsedAt: at })
    .onConflictDoUpdate({
      target: [trustedDevices.userId, trustedDevices.tokenHash],
      set: { lastUsedAt: at },
    });
}

export async function deleteTrustedDevices(db: Db, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

// Per-address email throttle ---------------------------------------------------------------------------------

export type EmailSendClaim =
  | { ok: true }
  | { ok: false; reason: 'cooldown' | 'daily'; retryAfterSeconds: number };

/**
 * Claims the right to email an address for a purpose, atomically: refused inside the cooldown after the last one, or
 * when `dayCap` were sent in the day that started with the first of them.
 */
export async function claimEmailSend(
  db: Db,
  email: string,
  purpose: string,
  now: Date,
  limits: { cooldownMs: number; dayMs: number; dayCap: number },
): Promise<EmailSendClaim> {
  const dayOver = sql`${emailThrottles.dayStart} <= ${new Date(now.getTime() - limits.dayMs)}`;
  const claimed = await db
    .insert(emailThrottles)
    .values({ email, purpose, lastAt: now, dayStart: now, dayCount: 1 })
    .onConflictDoUpdate({
      target: [emailThrottles.email, emailThrottles.purpose],
      set: {
        lastAt: now,
        dayStart: sql`case when ${dayOver} then ${now} else ${emailThrottles.dayStart} end`,
        dayCount: sql`case when ${dayOver} then 1 else ${emailThrottles.dayCount} + 1 end`,
      },
      setWhere: and(
        lt(emailThrottles.lastAt, new Date(now.getTime() - limits.cooldownMs + 1)),
        sql`(${dayOver} or ${emailThrottles.dayCount} < ${limits.dayCap})`,
      ),
    })
    .returning({ email: emailThrottles.email });
  if (claimed.length > 0) return { ok: true };
  const [row] = await db
    .select()
    .from(emailThrottles)
    .where(and(eq(emailThrottles.email, email), eq(emailThrottles.purpose, purpose)));
  if (!row) return { ok: false, reason: 'cooldown', retryAfterSeconds: 1 };
  const cooldownLeft = row.lastAt.getTime() + limits.cooldownMs - now.getTime();
  if (cooldownLeft > 0) {
    return { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil(cooldownLeft / 1000) };
  }
  const dayLeft = row.dayStart.getTime() + limits.dayMs - now.getTime();
  return { ok: false, reason: 'daily', retryAfterSeconds: Math.max(1, Math.ceil(dayLeft / 1000)) };
}

/** Seconds until the cooldown after the last email of a purpose to an address ends (0: one may be sent now). */
export async function emailSendCooldown(
  db: Db,
  email: string,
  purpose: string,
  now: Date,
  cooldownMs: number,
): Promise<number> {
  const [row] = await db
    .select({ lastAt: emailThrottles.lastAt })
    .from(emailThrottles)
    .where(and(eq(emailThrottles.email, email), eq(emailThrottles.purpose, purpose)));
  if (!row) return 0;
  return Math.max(0, Math.ceil((row.lastAt.getTime() + cooldownMs - now.getTime()) / 1000));
}

/** Gives back a claim whose email could not be sent: no cooldown, and it does not count towards the day's cap. */
export async function releaseEmailSend(db: Db, email: string, purpose: string): Promise<void> {
  await db
    .update(emailThrottles)
    .set({ lastAt: new Date(0), dayCount: sql`greatest(${emailThrottles.dayCount} - 1, 0)` })
    .where(and(eq(emailThrottles.email, email), eq(emailThrottles.purpose, purpose)));
}

// Two-factor -------------------------------------------------------------------------------------------------

export async function insertChallenge(db: Db, row: typeof loginChallenges.$inferInsert): Promise<void> {
  await db.insert(loginChallenges).values(row);
}

export async function findChallenge(db: Db, tokenHash: string) {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
  return row;
}

/** Takes one of a challenge's tries before the code is checked (as identity/email-codes.ts takeCodeAttempt does); null when none is left. */
export async function takeChallengeAttempt(
  db: Db,
  challengeId: string,
  maxAttempts: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, challengeId),
        lt(loginChallenges.attempts, maxAttempts),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .returning({ attempts: loginChallenges.attempts });
  return row?.attempts ?? null;
}

/** Ends a challenge: true only for the one request that deletes it, so a right code opens one session. */
export async function claimChallenge(db: Db, challengeId: string): Promise<boolean> {
  const rows = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, challengeId))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

export async function deleteChallenges(db: Db, userId: string, challengeId?: string): Promise<void> {
  await db
    .delete(loginChallenges)
    .where(
      and(eq(loginChallenges.userId, userId), challengeId ? eq(loginChallenges.id, challengeId) : undefined),
    );
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (hashes.length > 0)
      await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/**
 * Uses a recovery code once: true only for the request that flips it from unused to used. `codeHashes` are the forms
 * the typed code may be stored as (one per key that may have made it).
 */
export async function consumeRecoveryCode(
  db: Db,
  userId: string,
  codeHashes: string[],
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        inArray(recoveryCodes.codeHash, codeHashes),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
