import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin.ts';
import { LOCALES } from './constants.ts';

/** The support inbox in the operator console (ADR 089). */
export const CONTACT_STATUSES = ['new', 'replied', 'closed'] as const;
export const ContactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof ContactStatusSchema>;

/** The longest reply support may send, as long as the longest message a visitor may write. */
export const CONTACT_REPLY_MAX = 5000;

export const InboxErrorCode = {
  messageNotFound: 'admin:contact_message_not_found',
  replyNotSent: 'admin:contact_reply_not_sent',
} as const;

export const InboxQuerySchema = z.object({
  /** Absent: every status. */
  status: ContactStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const InboxRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  locale: z.enum(LOCALES),
  status: ContactStatusSchema,
  priority: z.boolean(),
  receivedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  /** Still new after its due time. */
  overdue: z.boolean(),
});
export type InboxRow = z.infer<typeof InboxRowSchema>;

export const InboxResponseSchema = z.object({
  messages: z.array(InboxRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;
export const INBOX_PAGE_SIZE = ADMIN_PAGE_SIZE;

export const InboxSummarySchema = z.object({ new: z.number().int() });

export const InboxIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(9_007_199_254_740_991),
});

export const ContactReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorId: z.string().nullable(),
  authorEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

export const InboxMessageSchema = z.object({
  message: InboxRowSchema.extend({ body: z.string() }),
  /** The account whose email is the sender's, when there is one. */
  account: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  replies: z.array(ContactReplySchema),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const ContactReplyRequestSchema = z.object({
  text: z.string().trim().min(1).max(CONTACT_REPLY_MAX),
});
export type ContactReplyRequest = z.infer<typeof ContactReplyRequestSchema>;

export const ContactStatusRequestSchema = z.object({
  /** Close the conversation, or reopen it (back to replied, or new when nobody replied yet). */
  action: z.enum(['close', 'reopen']),
});
export type ContactStatusRequest = z.infer<typeof ContactStatusRequestSchema>;

export const ContactStatusResponseSchema = z.object({ status: ContactStatusSchema });
