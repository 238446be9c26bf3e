import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { emailCodes } from '../../db/schema.ts';

/** One-time codes e-mailed to a user: verification, password reset, e-mail change, unlock, account deletion. */

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];

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
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`email_code:${row.userId}:${row.purpose}`})) as locked`,
      ),
    );
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
