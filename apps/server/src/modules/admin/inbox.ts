import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as contact from '../contact/inbox.ts';
import type { ConsoleActor } from './service.ts';

type Deps = { db: Db; mailer: Mailer; supportEmail: string };

/**
 * Sends and stores support's reply, audited as `admin.contact_reply`. The detail says which message and account and
 * how the status moved, never what either side wrote: the audit log is read more widely than the inbox.
 */
export async function replyToMessage(deps: Deps, actor: ConsoleActor, id: number, text: string) {
  const result = await contact.replyToMessage(deps, actor.id, id, text);
  if (!result) return null;
  await writeAudit(deps.db, {
    userId: actor.id,
    action: 'admin.contact_reply',
    ip: actor.ip,
    detail: {
      messageId: id,
      replyId: result.replyId,
      targetUserId: result.accountId,
      before: { status: result.before },
      after: { status: result.after },
    },
  });
  return result;
}

/** Close or reopen, audited as `admin.contact_status` when the status changes. */
export async function changeMessageStatus(
  db: Db,
  actor: ConsoleActor,
  id: number,
  action: 'close' | 'reopen',
) {
  const result = await contact.changeMessageStatus(db, id, action);
  if (result && result.before !== result.after)
    await writeAudit(db, {
      userId: actor.id,
      action: 'admin.contact_status',
      ip: actor.ip,
      detail: { messageId: id, action, before: { status: result.before }, after: { status: result.after } },
    });
  return result;
}
