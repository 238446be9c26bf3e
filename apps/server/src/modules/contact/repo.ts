import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type ContactStatus = 'new' | 'replied' | 'closed';

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<number> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return inserted!.id;
}

/**
 * One page of the inbox: subscribers' messages first, then the oldest first. The due time only grows with the time
 * received, so oldest first is soonest due first.
 */
export async function listContactMessages(
  db: Db,
  filter: { status?: ContactStatus },
  page: { limit: number; offset: number },
) {
  const where = filter.status ? eq(contactMessages.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.priority), asc(contactMessages.createdAt), asc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function countContactMessages(db: Db, status: ContactStatus): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, status));
  return row?.count ?? 0;
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** The row locked until the transaction ends, so a status change reads the status it replaces. */
export async function lockContactMessage(tx: Executor, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function setContactStatus(tx: Executor, id: number, status: ContactStatus): Promise<void> {
  await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
}

export async function listContactReplies(db: Db, messageId: number): Promise<ContactReplyRow[]> {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function insertContactReply(
  tx: Executor,
  row: { messageId: number; authorId: string; body: string },
): Promise<ContactReplyRow> {
  const [inserted] = await tx.insert(contactReplies).values(row).returning();
  return inserted!;
}

export async function hasContactReplies(tx: Executor, messageId: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .limit(1);
  return row !== undefined;
}
