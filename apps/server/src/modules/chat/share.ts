import { randomBytes } from 'node:crypto';
import type { SharedConversation, SharedMessage, ShareLink } from '@mustashar/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversations, messages, sharedLinks } from '../../db/schema.ts';
import { currentBranch } from './branches.ts';
import { findConversation } from './repo.ts';

/**
 * Read-only links to a conversation (ADR 082). The id is the whole secret: 128 bits from the system's CSPRNG,
 * base64url. A conversation may have several links, each revoked on its own. The public view is the conversation
 * as it is now (live, not a snapshot) and carries no ids, names or addresses.
 */

/** 16 random bytes: 22 base64url characters. */
export const newShareId = () => randomBytes(16).toString('base64url');

type LinkRow = typeof sharedLinks.$inferSelect;

const toLink = (row: LinkRow): ShareLink => ({
  id: row.id,
  path: `/shared/${row.id}`,
  includeAttachments: row.includeAttachments,
  createdAt: row.createdAt.toISOString(),
});

const live = (userId: string) => and(eq(sharedLinks.userId, userId), isNull(sharedLinks.revokedAt));

/** A new link to one of the user's live conversations; null when it is not theirs (or deleted). */
export async function createShareLink(
  db: Executor,
  userId: string,
  conversationId: string,
  input: { includeAttachments: boolean },
): Promise<ShareLink | null> {
  if (!(await findConversation(db, userId, conversationId))) return null;
  const [row] = await db
    .insert(sharedLinks)
    .values({ id: newShareId(), conversationId, userId, includeAttachments: input.includeAttachments })
    .returning();
  if (!row) throw new Error('share link insert returned nothing');
  return toLink(row);
}

/** The conversation's links that still work, newest first; null when the conversation is not the user's. */
export async function listShareLinks(
  db: Executor,
  userId: string,
  conversationId: string,
): Promise<ShareLink[] | null> {
  if (!(await findConversation(db, userId, conversationId))) return null;
  const rows = await db
    .select()
    .from(sharedLinks)
    .where(and(live(userId), eq(sharedLinks.conversationId, conversationId)))
    .orderBy(desc(sharedLinks.createdAt));
  return rows.map(toLink);
}

/** How many links of the conversation still work (the create route caps them). */
export async function liveLinkCount(db: Executor, userId: string, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(sharedLinks)
    .where(and(live(userId), eq(sharedLinks.conversationId, conversationId)));
  return row?.count ?? 0;
}

/** Revokes one of the user's links; false when it is not theirs or already revoked. */
export async function revokeShareLink(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(sharedLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(live(userId), eq(sharedLinks.id, id)))
    .returning({ id: sharedLinks.id });
  return rows.length > 0;
}

/**
 * What a link shows: the conversation's title, date and messages with their citations, and attachments' names
 * when ticked. Null for an unknown or revoked link, or a deleted conversation: one answer for all three.
 */
export async function sharedConversation(db: Executor, id: string): Promise<SharedConversation | null> {
  const [head] = await db
    .select({
      conversationId: conversations.id,
      title: conversations.title,
      createdAt: conversations.createdAt,
      leafId: conversations.leafId,
      includeAttachments: sharedLinks.includeAttachments,
    })
    .from(sharedLinks)
    .innerJoin(conversations, eq(conversations.id, sharedLinks.conversationId))
    .where(
      and(
        eq(sharedLinks.id, id),
        isNull(sharedLinks.revokedAt),
        isNull(conversations.deletedAt),
        // A conversation moved to another account (never today) would not take its links along.
        eq(conversations.userId, sharedLinks.userId),
      ),
    )
    .limit(1);
  if (!head) return null;
  const rows = await db
    .select({
      id: messages.id,
      parentId: messages.parentId,
      sender: messages.sender,
      text: messages.text,
      citations: messages.citations,
      attachments: messages.attachments,
      stopped: messages.stopped,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, head.conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return {
    title: head.title,
    createdAt: head.createdAt.toISOString(),
    // The branch its owner sees: other versions of an answer or question are not shared.
    messages: currentBranch(rows, head.leafId).map((row): SharedMessage => {
      const attachments = head.includeAttachments
        ? row.attachments.map((a) => ({ fileName: a.fileName }))
        : [];
      return {
        sender: row.sender,
        text: row.text,
        // Picked field by field: whatever else a stored citation carries stays out of the public view.
        citations: row.citations.map((c) => ({
          law: c.law,
          article: c.article,
          label: c.label,
          url: c.url,
          excerpt: c.excerpt,
          ...(c.kind ? { kind: c.kind } : {}),
        })),
        createdAt: row.createdAt.toISOString(),
        ...(row.stopped ? { stopped: true as const } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      };
    }),
  };
}
