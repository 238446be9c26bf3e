import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';

/** Owners whose teams the user has joined, in the order joined. */
export async function teamsJoined(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ ownerId: teamMembers.ownerId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'member')))
    .orderBy(asc(teamMembers.createdAt));
  return rows.map((row) => row.ownerId);
}

/** The first `seats` members of an owner's team, in the order they joined (ties by id): those keep their seats. */
export async function seatedMembers(db: Db, ownerId: string, seats: number): Promise<(string | null)[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.ownerId, ownerId), eq(teamMembers.role, 'member')))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id))
    .limit(Math.max(0, seats));
  return rows.map((row) => row.userId);
}
