import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { announceChange } from '../../db/changes.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** Sign-in sessions: the hash of the cookie's token, never the token itself. */

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
    .returning({ id: sessions.id, userId: sessions.userId });
  if (row) announceChange(db, { kind: 'session', sessionId: row.id });
  return row?.userId ?? null;
}

export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  for (const row of rows) announceChange(db, { kind: 'session', sessionId: row.id });
  return rows.length > 0;
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
  // The cache forgets all of the user's sessions; the kept one is read again once.
  announceChange(db, { kind: 'user', userId });
}

export async function listSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** How and when one of a user's sessions began. */
export async function findSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ method: sessions.method, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row;
}
