import { and, asc, count, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailCodes,
  loginChallenges,
  loginFailures,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema.ts';

/** SQL for accounts. Every query about a user's rows takes that user's id (DESIGN.md section 4). */

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

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
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

export async function insertEmailCode(
  db: Db,
  row: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [inserted] = await db.insert(emailCodes).values(row).returning({ id: emailCodes.id });
  return inserted!.id;
}

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

export async function countEmailCodesSince(db: Db, userId: string, purpose: CodePurpose, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(
      and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), gte(emailCodes.createdAt, since)),
    );
  return row?.n ?? 0;
}

export async function countFailedAttempts(db: Db, codeId: string, userId: string): Promise<number> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, codeId), eq(emailCodes.userId, userId)))
    .returning({ attempts: emailCodes.attempts });
  return row?.attempts ?? 0;
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

export async function recordLoginFailure(db: Db, email: string, ip: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, createdAt: at });
}

/** Failures since `since` for an account and for an address, with the oldest of each (for Retry-After). */
export async function loginFailureStats(db: Db, email: string, ip: string, since: Date) {
  const stats = async (where: ReturnType<typeof and>) => {
    const rows = await db
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(where)
      .orderBy(asc(loginFailures.createdAt));
    return { count: rows.length, createdAt: rows.map((r) => r.createdAt) };
  };
  return {
    account: await stats(and(eq(loginFailures.email, email), gte(loginFailures.createdAt, since))),
    ip: await stats(and(eq(loginFailures.ip, ip), gte(loginFailures.createdAt, since))),
  };
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

// Two-factor -------------------------------------------------------------------------------------------------

export async function insertChallenge(db: Db, row: typeof loginChallenges.$inferInsert): Promise<void> {
  await db.insert(loginChallenges).values(row);
}

export async function findChallenge(db: Db, tokenHash: string) {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
  return row;
}

export async function bumpChallengeAttempts(db: Db, challengeId: string, userId: string): Promise<number> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, challengeId), eq(loginChallenges.userId, userId)))
    .returning({ attempts: loginChallenges.attempts });
  return row?.attempts ?? 0;
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

/** Uses a recovery code once: true only for the request that flips it from unused to used. */
export async function consumeRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
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
