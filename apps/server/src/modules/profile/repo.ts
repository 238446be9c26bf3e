import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** SQL for the profile; every query is keyed by the acting user's id. */

export async function findProfileUser(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function updateProfile(
  db: Db,
  userId: string,
  patch: Partial<
    Pick<
      typeof users.$inferInsert,
      'name' | 'avatar' | 'dateOfBirth' | 'pendingEmail' | 'email' | 'emailVerifiedAt'
    >
  >,
) {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Whether another account (deleted ones are anonymised, so they never match) already uses this email. */
export async function emailUsedByOther(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  return row !== undefined;
}
