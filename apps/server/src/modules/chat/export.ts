import type { Locale } from '@mustashar/contracts';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { createElement as h, type ReactElement } from 'react';
import type { Db } from '../../db/client.ts';
import {
  answerFeedback,
  conversations,
  messages,
  type StoredCitation,
  sharedLinks,
} from '../../db/schema.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { BidiText, directionStyle, PdfDocument, paragraphDirection, renderPdf } from '../../lib/pdf/index.ts';
import { Text, View } from '../../lib/pdf/primitives.ts';
import { currentBranch } from './branches.ts';
import { markdownToText } from './markdown-text.ts';

/** The export covers at most this many of the newest conversations (one conversation: all its messages). */
export const EXPORT_CONVERSATIONS = 200;
const TIME_ZONE = 'Asia/Riyadh';

export type ExportMessage = {
  id: string;
  sender: 'user' | 'bot';
  text: string;
  citations: StoredCitation[];
  createdAt: Date;
};
export type ExportConversation = { id: string; title: string; messages: ExportMessage[] };

const T = {
  ar: {
    document: 'سجل المحادثات',
    you: 'أنت',
    bot: 'مستشار',
    sources: 'المصادر',
    untitled: 'محادثة بلا عنوان',
    empty: 'لا توجد محادثات.',
    exported: 'صُدّر في',
    disclaimer:
      'يقدّم مستشار معلومات قانونية عامة مُعدّة بمساعدة الذكاء الاصطناعي، وهي ليست استشارة قانونية ولا تغني عن استشارة محامٍ مرخّص بشأن حالتك تحديدًا.',
    columns: ['معرّف المحادثة', 'العنوان', 'الوقت (الرياض)', 'المرسل', 'النص', 'المصادر'],
  },
  en: {
    document: 'Chat history',
    you: 'You',
    bot: 'Mustashar',
    sources: 'Sources',
    untitled: 'Untitled conversation',
    empty: 'There are no conversations.',
    exported: 'Exported',
    disclaimer:
      'Mustashar provides general legal information generated with the help of AI. It is not legal advice and is not a substitute for consulting a licensed lawyer about your specific situation.',
    columns: ['Conversation ID', 'Title', 'Time (Riyadh)', 'Sender', 'Text', 'Citations'],
  },
} as const;

/**
 * The user's conversations (one when `conversationId` is given) with the messages of the branch on screen, oldest
 * first; null when that conversation is not the user's (or deleted).
 */
export async function loadExport(
  db: Db,
  userId: string,
  conversationId?: string,
): Promise<ExportConversation[] | null> {
  const owned = and(eq(conversations.userId, userId), isNull(conversations.deletedAt));
  const heads = await db
    .select({ id: conversations.id, title: conversations.title, leafId: conversations.leafId })
    .from(conversations)
    .where(conversationId ? and(owned, eq(conversations.id, conversationId)) : owned)
    .orderBy(desc(conversations.updatedAt))
    .limit(EXPORT_CONVERSATIONS);
  if (conversationId && heads.length === 0) return null;
  if (heads.length === 0) return [];
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      parentId: messages.parentId,
      sender: messages.sender,
      text: messages.text,
      citations: messages.citations,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        heads.map((c) => c.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const tree = new Map(heads.map((c) => [c.id, [] as (typeof rows)[number][]]));
  for (const row of rows) tree.get(row.conversationId)?.push(row);
  return heads.map(({ leafId, ...head }) => ({
    ...head,
    messages: currentBranch(tree.get(head.id) ?? [], leafId).map(
      ({ conversationId: _c, parentId: _p, ...message }) => message,
    ),
  }));
}

/**
 * Everything of the user's chat that the app shows them, for the copy of their data (ADR 100): every conversation
 * not deleted, with every message of every version (not only the branch on screen), each answer's citations and
 * attachments, their ratings of answers and their share links.
 */
export async function loadChatForDataExport(db: Db, userId: string) {
  const heads = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      assistant: conversations.assistant,
      pinned: conversations.pinned,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
    })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), isNull(conversations.deletedAt)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  if (heads.length === 0) return { conversations: [], feedback: [], sharedLinks: [] };
  const ids = heads.map((c) => c.id);
  const [rows, feedback, links] = await Promise.all([
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        parentId: messages.parentId,
        sender: messages.sender,
        text: messages.text,
        attachments: messages.attachments,
        citations: messages.citations,
        stopped: messages.stopped,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db
      .select({
        messageId: answerFeedback.messageId,
        rating: answerFeedback.rating,
        reason: answerFeedback.reason,
        comment: answerFeedback.comment,
        question: answerFeedback.question,
        createdAt: answerFeedback.createdAt,
        updatedAt: answerFeedback.updatedAt,
      })
      .from(answerFeedback)
      .where(eq(answerFeedback.userId, userId)),
    db
      .select({
        id: sharedLinks.id,
        conversationId: sharedLinks.conversationId,
        includeAttachments: sharedLinks.includeAttachments,
        createdAt: sharedLinks.createdAt,
        revokedAt: sharedLinks.revokedAt,
      })
      .from(sharedLinks)
      .where(and(eq(sharedLinks.userId, userId), inArray(sharedLinks.conversationId, ids))),
  ]);
  const byConversation = new Map(
    heads.map((c) => [c.id, [] as Omit<(typeof rows)[number], 'conversationId'>[]]),
  );
  for (const { conversationId, ...message } of rows) byConversation.get(conversationId)?.push(message);
  return {
    conversations: heads.map((head) => ({ ...head, messages: byConversation.get(head.id) ?? [] })),
    feedback,
    sharedLinks: links,
  };
}

/** A deleted account's conversations, with their messages, ratings and share links (ADR 100's retention). */
export async function deleteChatOfUser(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(conversations)
    .where(eq(conversations.userId, userId))
    .returning({ id: conversations.id });
  return rows.length;
}

/** A date and time in Riyadh, in the reader's language (Gregorian, Arabic-Indic digits in Arabic). */
export function riyadhDateTime(date: Date, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', {
    timeZone: TIME_ZONE,
    // Month by name: a numeric date in Arabic reads ambiguously once laid out right to left.
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}

/** `YYYY-MM-DD HH:mm` in Riyadh: sortable, for spreadsheets. */
function riyadhStamp(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** `mustashar-chat-YYYY-MM-DD.<ext>`, dated in Riyadh. */
export function exportFileName(now: Date, ext: 'pdf' | 'csv'): string {
  return `mustashar-chat-${riyadhStamp(now).slice(0, 10)}.${ext}`;
}

const citationLine = (c: StoredCitation) => `${c.law} — ${c.label}`;

/** An answer is Markdown, shown as plain text; the asker's own words are shown as they were typed. */
const shownText = (message: { sender: string; text: string }, baseUrl: string) =>
  message.sender === 'bot' ? markdownToText(message.text, baseUrl) : message.text;

function conversationBlock(conversation: ExportConversation, lang: Locale, baseUrl: string): ReactElement {
  const t = T[lang];
  const docDir = lang === 'ar' ? 'rtl' : 'ltr';
  const title = conversation.title.trim() || t.untitled;
  return h(
    View,
    { key: conversation.id, style: { marginBottom: 18 } },
    h(
      Text,
      {
        minPresenceAhead: 60,
        style: {
          ...directionStyle(paragraphDirection(title, docDir)),
          fontSize: 14,
          fontWeight: 700,
          marginBottom: 6,
        },
      },
      title,
    ),
    conversation.messages.map((message) =>
      h(
        View,
        {
          key: message.id,
          style: { marginBottom: 8, paddingBottom: 6, borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb' },
        },
        h(
          Text,
          {
            minPresenceAhead: 30,
            style: { ...directionStyle(docDir), fontSize: 9, color: '#6b7280', fontWeight: 700 },
          },
          `${message.sender === 'user' ? t.you : t.bot} — ${riyadhDateTime(message.createdAt, lang)}`,
        ),
        // A plain call: BidiText is a function of its props (no hooks), and its text is its `children`.
        BidiText({ fallback: docDir, children: shownText(message, baseUrl) }),
        message.citations.length > 0
          ? h(
              View,
              { style: { marginTop: 4 } },
              h(Text, { style: { ...directionStyle(docDir), fontSize: 9, fontWeight: 700 } }, t.sources),
              BidiText({
                fallback: docDir,
                style: { fontSize: 9, color: '#374151' },
                gap: 1,
                children: message.citations.map(citationLine).join('\n'),
              }),
            )
          : null,
      ),
    ),
  );
}

/**
 * The conversations as an A4 PDF in the reader's language, Arabic shaped and laid out right to left; `single`
 * (one conversation asked for) titles the document with the conversation's title instead of "Chat history".
 * Answers are shown as plain text, their links as addresses made absolute against `baseUrl`.
 */
export function chatPdf(
  list: ExportConversation[],
  lang: Locale,
  now: Date,
  baseUrl: string,
  single = false,
): Promise<Buffer> {
  const t = T[lang];
  const docDir = lang === 'ar' ? 'rtl' : 'ltr';
  const title = single && list[0] ? list[0].title.trim() || t.untitled : t.document;
  return renderPdf(
    h(
      PdfDocument,
      { title, lang, subtitle: `${t.exported} ${riyadhDateTime(now, lang)}` },
      single
        ? null
        : h(
            Text,
            { style: { ...directionStyle(docDir), fontSize: 16, fontWeight: 700, marginBottom: 10 } },
            t.document,
          ),
      list.length === 0 ? h(Text, { style: directionStyle(docDir) }, t.empty) : null,
      list.map((conversation) => conversationBlock(conversation, lang, baseUrl)),
      // The disclaimer in both languages, the reader's first: a shared PDF may reach a reader of either.
      h(
        View,
        { wrap: false, style: { marginTop: 12 } },
        [lang, lang === 'ar' ? 'en' : 'ar'].map((l) =>
          h(
            Text,
            {
              key: l,
              style: {
                ...directionStyle(l === 'ar' ? 'rtl' : 'ltr'),
                fontSize: 9,
                color: '#6b7280',
                marginTop: 2,
              },
            },
            T[l as Locale].disclaimer,
          ),
        ),
      ),
    ),
  );
}

/** One row per message, as plain text (links absolute against `baseUrl`); UTF-8 with a BOM so Excel reads the
 * Arabic as Arabic. */
export function chatCsv(list: ExportConversation[], lang: Locale, baseUrl: string): string {
  const t = T[lang];
  const rows = list.flatMap((conversation) =>
    conversation.messages.map((message) => [
      conversation.id,
      conversation.title,
      riyadhStamp(message.createdAt),
      message.sender === 'user' ? t.you : t.bot,
      shownText(message, baseUrl),
      message.citations.map(citationLine).join('\n'),
    ]),
  );
  return spreadsheetCsv(t.columns, rows);
}
