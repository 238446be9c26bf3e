import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who changed what about an account, and from where. `detail` must never hold secrets. */
export async function writeAudit(
  db: Db,
  entry: { userId: string | null; action: string; ip?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}

/** Entries newest first, one page and the total; `action` and `userId` (who acted) narrow it when given. */
export async function listAudit(
  db: Db,
  filter: { action?: string; userId?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.userId ? eq(auditLog.userId, filter.userId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** A user's own sign-in events (and other `auth.` entries), oldest first: part of the copy of their data. */
export async function signInHistoryOf(db: Db, userId: string) {
  return db
    .select({ action: auditLog.action, ip: auditLog.ip, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), like(auditLog.action, 'auth.%')))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** A deleted account's audit entries keep what happened and when, but no longer where from (ADR 100). */
export async function forgetAuditAddresses(db: Db, userId: string): Promise<void> {
  await db.update(auditLog).set({ ip: null }).where(eq(auditLog.userId, userId));
}
