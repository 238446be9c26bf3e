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
