import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };

/**
 * What a log line may say about a message: the recipient's domain only, and no subject (a team invitation's names
 * its owner; a contact message's is what the sender typed). ADR 013.
 */
export function mailLogFields(message: MailMessage): { toDomain: string } {
  const at = message.to.lastIndexOf('@');
  return { toDomain: at < 0 ? 'unknown' : message.to.slice(at + 1).toLowerCase() };
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set. Mail is not stored: it may hold codes that must not linger. */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp';
  readonly #transporter: Transporter;

  constructor(
    smtpUrl: string,
    readonly from: string,
    readonly log: FastifyBaseLogger,
  ) {
    this.#transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage) {
    const info = await this.#transporter.sendMail({ from: this.from, ...message });
    this.log.info({ mail: { ...mailLogFields(message), messageId: info.messageId } }, 'email sent');
  }

  async close() {
    this.#transporter.close();
  }
}

/** The embedded default: a row in `outbox` and a log line, readable at /dev/outbox outside production. */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox';

  constructor(
    readonly db: Db,
    readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage) {
    await this.db.insert(outbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      transport: 'outbox',
      status: 'stored',
    });
    this.log.info({ mail: mailLogFields(message) }, 'email stored in outbox (no SMTP_URL)');
  }

  async close() {}
}

/** The newest mails the embedded mailer stored, for the development outbox page. */
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

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}) {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from, options.log)
    : new OutboxMailer(options.db, options.log);
}
