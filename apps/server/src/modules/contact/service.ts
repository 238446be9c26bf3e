import type { ContactRequest } from '@mustashar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { insertContactMessage } from './repo.ts';

type Deps = { db: Db; mailer: Mailer; supportEmail: string; log: FastifyBaseLogger };

/**
 * Stores the message first, then emails support with reply-to set to the sender, so answering is one click.
 * A mail failure is logged, not shown: the stored row is the record support works from.
 */
export async function submitContactMessage(
  deps: Deps,
  input: ContactRequest,
  ip: string,
  sender: { priority: boolean; accountEmail: string | null } = { priority: false, accountEmail: null },
): Promise<number> {
  const id = await insertContactMessage(deps.db, { ...input, ip, priority: sender.priority });
  // Subscribers' messages are marked so support answers them first (reply within about 24 hours).
  const priorityLine = sender.priority
    ? [
        `PRIORITY: subscriber (account ${sender.accountEmail}) — reply within 24 hours, Sun–Thu 09:00–17:00 Riyadh`,
      ]
    : [];
  const lines = [
    ...priorityLine,
    `From: ${input.name} <${input.email}>`,
    `Language: ${input.locale}`,
    `Message #${id}`,
    '',
    input.message,
  ];
  const html = [
    ...priorityLine.map((line) => `<p style="color:#b42318"><strong>${escapeHtml(line)}</strong></p>`),
    `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p>`,
    `<p><strong>Language:</strong> ${escapeHtml(input.locale)} · <strong>Message</strong> #${id}</p>`,
    `<div dir="auto" style="white-space:pre-wrap">${escapeHtml(input.message)}</div>`,
  ].join('\n');
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      subject: `${sender.priority ? '[Priority] ' : ''}[Contact] ${input.subject}`,
      text: lines.join('\n'),
      html,
      replyTo: `${input.name.replace(/["<>\r\n]/g, '')} <${input.email}>`,
    });
  } catch (err) {
    deps.log.error({ err, contactMessageId: id }, 'contact message stored but the email to support failed');
  }
  return id;
}
