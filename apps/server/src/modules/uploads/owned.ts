import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { MessageAttachment } from '@mustashar/contracts';
import { and, asc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

/** Who may attach an upload: the subscriber who uploaded it, or the guest trial it was uploaded under. */
export type UploadOwner = { userId: string } | { trialId: string };

export type OwnedUpload = MessageAttachment & { text: string | null };

/**
 * The owner's uploads by id, in the order asked, or null when any of them is missing or someone else's (the
 * message is then refused as a whole).
 */
export async function readOwnedUploads(
  db: Db,
  owner: UploadOwner,
  ids: readonly string[],
): Promise<OwnedUpload[] | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const ownerCheck =
    'userId' in owner ? eq(uploads.userId, owner.userId) : eq(uploads.trialId, owner.trialId);
  const rows = await db
    .select({
      id: uploads.id,
      fileName: uploads.fileName,
      mime: uploads.mime,
      size: uploads.size,
      text: uploads.extractedText,
    })
    .from(uploads)
    .where(and(inArray(uploads.id, unique), ownerCheck));
  if (rows.length !== unique.length) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id)!;
    return { uploadId: row.id, fileName: row.fileName, mime: row.mime, size: row.size, text: row.text };
  });
}

/** A user's uploads, oldest first, with the text read from them: part of the copy of their data (ADR 100). */
export async function listUploadsOf(db: Db, userId: string) {
  return db
    .select({
      id: uploads.id,
      fileName: uploads.fileName,
      mime: uploads.mime,
      size: uploads.size,
      sha256: uploads.sha256,
      extractedText: uploads.extractedText,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
}

/** Deletes the matching rows, then their files (a file already gone is not an error); returns how many rows. */
async function deleteUploadsWhere(db: Db, dir: string, where: SQL | undefined): Promise<number> {
  const rows = await db.delete(uploads).where(where).returning({ storagePath: uploads.storagePath });
  for (const row of rows) await unlink(path.join(dir, row.storagePath)).catch(() => {});
  return rows.length;
}

/** Guest uploads (no account owns them) made before `cutoff`: the trial's retention (ADR 100). */
export function deleteGuestUploadsBefore(db: Db, dir: string, cutoff: Date): Promise<number> {
  return deleteUploadsWhere(db, dir, and(isNull(uploads.userId), lt(uploads.createdAt, cutoff)));
}

/** Every upload of an account, files included: a deleted account's retention (ADR 100). */
export function deleteUploadsOfUser(db: Db, dir: string, userId: string): Promise<number> {
  return deleteUploadsWhere(db, dir, eq(uploads.userId, userId));
}
