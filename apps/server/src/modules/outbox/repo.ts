import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export function listOutbox(db: Db, limit = 100) {
  return db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.sentAt), desc(outbox.id))
    .limit(limit);
}
