import {
  INBOX_PAGE_SIZE,
  type InboxMessage,
  type InboxResponse,
  type InboxRow,
  type Locale,
} from '@mustashar/contracts';
import type { Db } from '../../db/client.ts';
import { brandedLetter } from '../../lib/bilingual-email.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as identity from '../identity/index.ts';
import { replyDueAt } from './due-time.ts';
import {
  type ContactMessageRow,
  type ContactStatus,
  countContactMessages,
  findContactMessage,
  hasContactReplies,
  insertContactReply,
  listContactMessages,
  listContactReplies,
  lockContactMessage,
  setContactStatus,
} from './repo.ts';

// The support inbox (ADR 089): the console reads and answers contact messages through these functions; the
// contact module alone touches its tables.

type Deps = { db: Db; mailer: Mailer; supportEmail: string };

const localeOf = (row: ContactMessageRow): Locale => (row.locale === 'en' ? 'en' : 'ar');

function inboxRow(row: ContactMessageRow, now: Date): InboxRow {
  const due = replyDueAt(row.createdAt);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    locale: localeOf(row),
    status: row.status as ContactStatus,
    priority: row.priority,
    receivedAt: row.createdAt.toISOString(),
    dueAt: due.toISOString(),
    overdue: row.status === 'new' && due.getTime() < now.getTime(),
  };
}

export async function inboxPage(
  db: Db,
  filter: { status?: ContactStatus },
  page: number,
  now: Date,
): Promise<InboxResponse> {
  const { rows, total } = await listContactMessages(db, filter, {
    limit: INBOX_PAGE_SIZE,
    offset: (page - 1) * INBOX_PAGE_SIZE,
  });
  return { messages: rows.map((row) => inboxRow(row, now)), total, page, pageSize: INBOX_PAGE_SIZE };
}

export function newMessageCount(db: Db): Promise<number> {
  return countContactMessages(db, 'new');
}

/** A message with its thread, and the sender's account when one has the sender's address. */
export async function inboxMessage(db: Db, id: number, now: Date): Promise<InboxMessage | null> {
  const row = await findContactMessage(db, id);
  if (!row) return null;
  const [replies, account] = await Promise.all([
    listContactReplies(db, id),
    identity.findActiveUserByEmail(db, row.email),
  ]);
  const authors = await identity.userEmails(db, [
    ...new Set(replies.flatMap((reply) => (reply.authorId ? [reply.authorId] : []))),
  ]);
  return {
    message: { ...inboxRow(row, now), body: row.message },
    account: account ? { id: account.id, email: account.email, name: account.name } : null,
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      authorId: reply.authorId,
      authorEmail: reply.authorId ? (authors.get(reply.authorId) ?? null) : null,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

const LETTER = {
  ar: { signature: 'فريق الدعم في مستشار', quote: 'رسالتك:' },
  en: { signature: 'Mustashar support', quote: 'Your message:' },
} as const;

export class ReplyNotSentError extends Error {}

/**
 * Emails the reply to the sender first (in the message's language, reply-to support), then stores it and marks the
 * message replied: a reply that could not be sent is not recorded as sent, and support can try again. Two replies
 * at once are both stored; the row lock orders them, and each reads the status the other left.
 */
export async function replyToMessage(
  deps: Deps,
  authorId: string,
  id: number,
  text: string,
): Promise<{
  replyId: number;
  before: ContactStatus;
  after: ContactStatus;
  accountId: string | null;
} | null> {
  const message = await findContactMessage(deps.db, id);
  if (!message) return null;
  const locale = localeOf(message);
  try {
    await deps.mailer.send({
      ...brandedLetter(message.email, locale, {
        subject: `Re: ${message.subject}`,
        body: text,
        signature: LETTER[locale].signature,
        quote: { heading: LETTER[locale].quote, text: message.message },
      }),
      replyTo: deps.supportEmail,
    });
  } catch (err) {
    throw new ReplyNotSentError('the reply email could not be sent', { cause: err });
  }
  const stored = await deps.db.transaction(async (tx) => {
    const locked = await lockContactMessage(tx, id);
    const before = (locked?.status ?? message.status) as ContactStatus;
    const reply = await insertContactReply(tx, { messageId: id, authorId, body: text });
    await setContactStatus(tx, id, 'replied');
    return { replyId: reply.id, before, after: 'replied' as const };
  });
  const account = await identity.findActiveUserByEmail(deps.db, message.email);
  return { ...stored, accountId: account?.id ?? null };
}

/**
 * Close, or reopen: back to replied when support has answered, else new. `before === after` when nothing changed
 * (closing a closed message); null when there is no such message.
 */
export async function changeMessageStatus(
  db: Db,
  id: number,
  action: 'close' | 'reopen',
): Promise<{ before: ContactStatus; after: ContactStatus } | null> {
  return db.transaction(async (tx) => {
    const row = await lockContactMessage(tx, id);
    if (!row) return null;
    const before = row.status as ContactStatus;
    let after = before;
    if (action === 'close') after = 'closed';
    else if (before === 'closed') after = (await hasContactReplies(tx, id)) ? 'replied' : 'new';
    if (after !== before) await setContactStatus(tx, id, after);
    return { before, after };
  });
}
