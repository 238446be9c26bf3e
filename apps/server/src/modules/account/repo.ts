import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEFAULT_PRIVACY, emailCodes, type PrivacySettings, sessions, users } from '../../db/schema.ts';

/** SQL for account settings; every query is keyed by the acting user's id. */

export async function findActiveUser(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function findSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ method: sessions.method, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row;
}

export async function updateSettings(
  db: Db,
  userId: string,
  patch: Partial<Pick<typeof users.$inferInsert, 'passwordHash' | 'loginNotifications' | 'privacy'>>,
) {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row;
}

export async function readPrivacy(db: Db, userId: string): Promise<PrivacySettings | undefined> {
  const [row] = await db
    .select({ privacy: users.privacy })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.privacy;
}

/**
 * Anonymises an account in one transaction: personal data and secrets go, the row stays so payments and audit
 * entries keep pointing at it. Its codes go too.
 */
export async function anonymiseUser(db: Db, userId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        name: '',
        passwordHash: null,
        avatar: null,
        dateOfBirth: null,
        googleSub: null,
        pendingEmail: null,
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
        loginNotifications: false,
        appleSub: null,
        privacy: DEFAULT_PRIVACY,
        deletedAt: at,
      })
      .where(eq(users.id, userId));
    await tx.delete(emailCodes).where(eq(emailCodes.userId, userId));
  });
}
