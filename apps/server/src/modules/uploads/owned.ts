import type { MessageAttachment } from '@mustashar/contracts';
import { and, eq, inArray } from 'drizzle-orm';
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
