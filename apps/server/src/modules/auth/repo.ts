import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailCodes,
  emailThrottles,
  loginChallenges,
  loginFailures,
  recoveryCodes,
  sessions,
  trustedDevices,
  users,
} from '../../db/schema.ts';
import { addressKey } from '../../lib/client-address.ts';

/** SQL for accounts. Every query about a user's rows takes that user's id, so no one reads another's rows. */

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.googleSub, sub), isNull(users.deletedAt)));
  return row;
}

export async function findUserByAppleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.appleSub, sub), isNull(users.deletedAt)));
  return row;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
}

/**
 * Inserts a new pending account, or returns undefined when another registration of the address (or a deleted
 * account) holds it already: parallel registrations meet here, on the unique index of lower(email).
 */
export async function insertPendingUser(
  db: Db,
  row: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [inserted] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Changes an account only while it is still pending: a verification in between wins. */
export async function updatePendingUser(
  db: Db,
  userId: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  return row;
}

/**
 * Verifies a pending account; undefined when it was verified already (only one request does it). `fallbackHash`
 * becomes the password only where the registrations left none (ADR 023).
 */
export async function markEmailVerified(
  db: Db,
  userId: string,
  at: Date,
  fallbackHash: string | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      emailVerifiedAt: at,
      ...(fallbackHash ? { passwordHash: sql`coalesce(${users.passwordHash}, ${fallbackHash})` } : {}),
    })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  return row;
}

/**
 * Links a provider identity and verifies the account in one statement; a pending account's password goes with
 * it, since nobody proved the mailbox for it (ADR 023). A verified account keeps its password.
 */
export async function linkProvider(
  db: Db,
  userId: string,
  subject: { googleSub: string } | { appleSub: string },
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...subject,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`,
      passwordHash: sql`case when ${users.emailVerifiedAt} is null then null else ${users.passwordHash} end`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  userId: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return row;
}

// Email codes ------------------------------------------------------------------------------------------------

export async function deleteEmailCode(db: Db, userId: string, codeId: string): Promise<void> {
  await db.delete(emailCodes).where(and(eq(emailCodes.userId, userId), eq(emailCodes.id, codeId)));
}

/** The newest code of a purpose, used or not: the resend cooldown counts from it. */
export async function latestEmailCode(db: Db, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

export type CodeClaim =
  | { ok: true; codeId: string }
  | { ok: false; reason: 'cooldown' | 'capped'; retryAfterSeconds: number };

/**
 * Stores a new code for a user and purpose if the limits allow one now, and ends the earlier ones. The check and
 * the insert run in one transaction under an advisory lock on (user, purpose), so of parallel requests on any
 * number of app instances only one can find the cooldown free. Refused requests write nothing, so they count
 * towards nothing. Past `dayCap` codes in `dayMs`, one more is allowed each `afterCapMs` (ADR 024).
 */
export async function insertEmailCodeIfAllowed(
  db: Db,
  row: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
  limits: { cooldownMs: number; dayMs: number; dayCap: number; afterCapMs: number },
): Promise<CodeClaim> {
  const now = row.createdAt;
  return db.transaction(async (tx) => {
    // Not waited for: a request that finds the lock taken is inside the cooldown of the one holding it, and no
    // pile of waiting requests holds the pool's connections.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`email_code:${row.userId}:${row.purpose}`})) as locked`,
    )) as unknown as { rows?: { locked: boolean }[] } | { locked: boolean }[];
    const [lock] = Array.isArray(result) ? result : (result.rows ?? []);
    if (!lock?.locked) {
      return { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil(limits.cooldownMs / 1000) };
    }
    const mine = and(eq(emailCodes.userId, row.userId), eq(emailCodes.purpose, row.purpose));
    const [latest] = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(mine)
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    const since = latest ? now.getTime() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
    const wait = (ms: number) => Math.max(1, Math.ceil((ms - since) / 1000));
    if (since < limits.cooldownMs) {
      return { ok: false, reason: 'cooldown', retryAfterSeconds: wait(limits.cooldownMs) };
    }
    const [today] = await tx
      .select({ n: count() })
      .from(emailCodes)
      .where(and(mine, gte(emailCodes.createdAt, new Date(now.getTime() - limits.dayMs))));
    if ((today?.n ?? 0) >= limits.dayCap && since < limits.afterCapMs) {
      return { ok: false, reason: 'capped', retryAfterSeconds: wait(limits.afterCapMs) };
    }
    await tx
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(mine, isNull(emailCodes.usedAt)));
    const [inserted] = await tx.insert(emailCodes).values(row).returning({ id: emailCodes.id });
    return { ok: true, codeId: inserted!.id };
  });
}

/**
 * Takes one of a code's tries before it is compared, in one statement: parallel guesses each take their own, and
 * none is left once the code is used, expired or out of tries. Returns the try's number, or null.
 */
export async function takeCodeAttempt(
  db: Db,
  codeId: string,
  userId: string,
  maxAttempts: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, codeId),
        eq(emailCodes.userId, userId),
        isNull(emailCodes.usedAt),
        lt(emailCodes.attempts, maxAttempts),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: emailCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks a code used: true only for the one request that flips it. */
export async function claimEmailCode(db: Db, codeId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: at })
    .where(and(eq(emailCodes.id, codeId), eq(emailCodes.userId, userId), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}

/** Marks every unused code of a purpose used: a new code, a success or a void ends the earlier ones. */
export async function closeEmailCodes(db: Db, userId: string, purpose: CodePurpose, at: Date): Promise<void> {
  await db
    .update(emailCodes)
    .set({ usedAt: at })
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
}

// Sessions ---------------------------------------------------------------------------------------------------

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  return inserted!.id;
}

/** The session behind a token hash with its (not deleted) user; expiry is checked by the caller's clock. */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(users.deletedAt)));
  return row;
}

export async function touchSession(db: Db, userId: string, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
}

export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

export async function listSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

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

/** Takes one of a challenge's tries before the code is checked (see takeCodeAttempt); null when none is left. */
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

/**
 * Records a TOTP time step as used, atomically: a code is accepted once, even by two requests at the same moment.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.twoFactorLastStep} is null or ${users.twoFactorLastStep} < ${step})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
