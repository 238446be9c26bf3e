import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';

/** A deleted account's consent record (ADR 100's retention). */
export async function deleteConsentsOf(db: Db, userId: string): Promise<void> {
  await db.delete(consents).where(eq(consents.userId, userId));
}
