import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<number> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return inserted!.id;
}
