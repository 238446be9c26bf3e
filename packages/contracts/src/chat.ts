import { z } from 'zod';

/**
 * The chat: `/ws/chat` frames, conversations and uploads.
 */

export const CHAT_LIMITS = {
  /** Largest WebSocket frame the server reads (bytes); larger frames close nothing, they get `bad_request`. */
  frameBytes: 64 * 1024,
  /** Longest question (characters). */
  messageChars: 8000,
  /** Most history items a guest may send (subscribers' history comes from the database). */
  historyItems: 40,
  /** Longest history item (characters). */
  historyItemChars: 8000,
  /** Most attachments on one message. */
  attachments: 5,
  /** Longest comment on a thumbs-down (characters). */
  feedbackCommentChars: 1000,
  /** Upload cap (bytes). */
  uploadBytes: 10 * 1024 * 1024,
  /** Messages per minute per connection, and per user or trial across connections. */
  perConnectionPerMinute: 30,
  perUserPerMinute: 60,
  /** Server heartbeat: a ping every interval; a socket without a pong for two intervals is closed. */
  heartbeatMs: 30_000,
  /** Longest conversation title (characters). */
  titleChars: 120,
  /** Search query length (characters). */
  searchChars: 200,
} as const;

/** Files the composer keeps and the server accepts, by extension and by MIME type. */
export const ATTACHMENT_EXTENSIONS = [
  'txt',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'png',
  'jpg',
  'jpeg',
] as const;
export const ATTACHMENT_MIME_TYPES = [
  'text/plain',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/png',
  'image/jpeg',
] as const;

export const CHAT_SENDERS = ['user', 'bot'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const ChatHistoryItemSchema = z.object({
  sender: z.enum(CHAT_SENDERS),
  text: z.string().max(CHAT_LIMITS.historyItemChars),
});
export type ChatHistoryItem = z.infer<typeof ChatHistoryItemSchema>;

/** The specialised assistants ("gems"); ids are the legal engine's assistants table keys. */
export const ASSISTANT_IDS = [
  'general',
  'labour',
  'family',
  'commercial',
  'real_estate',
  'contract_review',
  'drafting',
] as const;
export type AssistantId = (typeof ASSISTANT_IDS)[number];

/** Client → server frame. `clientId` lets a resend after a reconnect be stored once. */
export const ChatClientFrameSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_LIMITS.messageChars),
  history: z.array(ChatHistoryItemSchema).max(CHAT_LIMITS.historyItems).optional(),
  deviceId: z.string().max(128).optional(),
  sessionId: z.string().max(128).optional(),
  conversationId: z.uuid().optional(),
  assistant: z.enum(ASSISTANT_IDS).optional(),
  attachments: z.array(z.uuid()).max(CHAT_LIMITS.attachments).optional(),
  clientId: z.string().min(1).max(64).optional(),
  locale: z.enum(['ar', 'en']).optional(),
  /**
   * Subscribers: this question is an edit of a stored question of `conversationId` — it takes that question's place
   * and what followed leaves the conversation's branch (both stay stored, as versions).
   */
  editOf: z.uuid().optional(),
  /**
   * Subscribers: answer again the question of this stored answer of `conversationId` (its question's text and
   * history are read from the server; `message` is then not used). The new answer is another version.
   */
  regenerate: z.uuid().optional(),
});
export type ChatClientFrame = z.infer<typeof ChatClientFrameSchema>;

/** Client → server: stop the answer being written on this socket (the server then sends `unavailable`). */
export const ChatStopFrameSchema = z.object({ type: z.literal('stop') });
export type ChatStopFrame = z.infer<typeof ChatStopFrameSchema>;

/** Error codes of the final `{error}` frame. */
export const CHAT_ERRORS = [
  'unavailable',
  'trial_expired',
  'trial_limit',
  'vpn_blocked',
  'session_expired',
  'bad_request',
  'rate_limited',
  /** A guest without a started trial (POST /api/trial/start was never called): start it, then resend. */
  'trial_not_started',
] as const;
export type ChatError = (typeof CHAT_ERRORS)[number];

export const CitationSchema = z.object({
  law: z.string(),
  article: z.string(),
  label: z.string(),
  url: z.string(),
  excerpt: z.string(),
  kind: z.enum(['article', 'guide']).optional(),
  /** The cited law has been repealed (shown with a mark; answers prefer a law in force). */
  repealed: z.boolean().optional(),
});
export type Citation = z.infer<typeof CitationSchema>;

export const ChatDeltaFrameSchema = z.object({ type: z.literal('delta'), text: z.string() });
export const ChatReplyFrameSchema = z.object({
  type: z.literal('reply').optional(),
  reply: z.string(),
  citations: z.array(CitationSchema).optional(),
  conversationId: z.uuid().optional(),
  /** The stored ids, so the client can reconcile its local copy. */
  messageId: z.uuid().optional(),
  questionId: z.uuid().optional(),
  clientId: z.string().optional(),
  /** Guests: what is left of the trial after this message. */
  trial: z.object({ remainingMs: z.number(), messagesLeft: z.number().nullable() }).optional(),
});
export const ChatErrorFrameSchema = z.object({
  type: z.literal('error').optional(),
  error: z.enum(CHAT_ERRORS),
  /** Safe to show, in the socket's language. */
  message: z.string().optional(),
  clientId: z.string().optional(),
  /** For `session_expired`/`trial_*`: where the client sends the user. */
  conversationId: z.uuid().optional(),
  /** A stopped answer: the stored message holding what had been written (subscribers). */
  messageId: z.uuid().optional(),
});
export const ChatServerFrameSchema = z.union([
  ChatDeltaFrameSchema,
  ChatReplyFrameSchema,
  ChatErrorFrameSchema,
]);
export type ChatDeltaFrame = z.infer<typeof ChatDeltaFrameSchema>;
export type ChatReplyFrame = z.infer<typeof ChatReplyFrameSchema>;
export type ChatErrorFrame = z.infer<typeof ChatErrorFrameSchema>;
export type ChatServerFrame = z.infer<typeof ChatServerFrameSchema>;

export const MessageAttachmentSchema = z.object({
  uploadId: z.uuid(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  mime: z.string(),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

/** Why an answer got a thumbs down. */
export const FEEDBACK_REASONS = ['wrong_law', 'outdated', 'not_my_question', 'unclear', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** A user's feedback on one answer as it is shown back to them. */
export const AnswerFeedbackSchema = z.object({
  rating: z.enum(['up', 'down']),
  reason: z.enum(FEEDBACK_REASONS).nullable(),
  comment: z.string().nullable(),
  includeQuestion: z.boolean(),
});
export type AnswerFeedback = z.infer<typeof AnswerFeedbackSchema>;

/**
 * PUT /api/chat/messages/:id/feedback. A thumbs down names its reason (a comment is optional); a thumbs up has
 * neither. The question's text is kept only when `includeQuestion` is true.
 */
export const PutAnswerFeedbackSchema = z
  .object({
    rating: z.enum(['up', 'down']),
    reason: z.enum(FEEDBACK_REASONS).optional(),
    comment: z.string().trim().max(CHAT_LIMITS.feedbackCommentChars).optional(),
    includeQuestion: z.boolean().default(false),
  })
  .refine((body) => (body.rating === 'down') === (body.reason !== undefined), {
    message: 'A thumbs down needs a reason; a thumbs up has none',
    path: ['reason'],
  })
  .refine((body) => body.rating === 'down' || !body.comment, {
    message: 'Only a thumbs down takes a comment',
    path: ['comment'],
  });
export type PutAnswerFeedback = z.input<typeof PutAnswerFeedbackSchema>;
export const AnswerFeedbackResponseSchema = z.object({ feedback: AnswerFeedbackSchema.nullable() });
export type AnswerFeedbackResponse = z.infer<typeof AnswerFeedbackResponseSchema>;
export const MessageParamsSchema = z.object({ id: z.uuid() });

export const ChatMessageSchema = z.object({
  id: z.uuid(),
  sender: z.enum(CHAT_SENDERS),
  text: z.string(),
  /** The message's images as the client reads them: url, fileName, size (bytes) for image attachments. */
  images: z.array(z.object({ url: z.string(), fileName: z.string(), size: z.number().int() })),
  hasImages: z.boolean(),
  attachments: z.array(MessageAttachmentSchema),
  citations: z.array(CitationSchema),
  createdAt: z.iso.datetime(),
  /** The user's own thumbs on an answer (absent on questions and unrated answers). */
  feedback: AnswerFeedbackSchema.optional(),
  /** An answer the user stopped: its text is what had been written by then. */
  stopped: z.literal(true).optional(),
  /**
   * A turn with more than one version (an answer asked for again, a question edited): the ids of all its versions,
   * oldest first, this one among them. Absent when there is only this one.
   */
  versions: z.array(z.uuid()).min(2).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  pinned: z.boolean(),
  assistant: z.enum(ASSISTANT_IDS),
  lastMessage: z.string(),
  messageCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationSchema = ConversationSummarySchema.extend({ messages: z.array(ChatMessageSchema) });
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /api/chat/history: conversations with their messages, newest first. */
export const ChatHistoryResponseSchema = z.object({ conversations: z.array(ConversationSchema) });
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;

export const ConversationListQuerySchema = z.object({
  q: z.string().trim().max(CHAT_LIMITS.searchChars).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ConversationListResponseSchema = z.object({ conversations: z.array(ConversationSummarySchema) });
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;

export const CreateConversationSchema = z.object({
  title: z.string().trim().max(CHAT_LIMITS.titleChars).optional(),
  assistant: z.enum(ASSISTANT_IDS).optional(),
});
export const UpdateConversationSchema = z
  .object({
    title: z.string().trim().min(1).max(CHAT_LIMITS.titleChars).optional(),
    pinned: z.boolean().optional(),
  })
  .refine((v) => v.title !== undefined || v.pinned !== undefined, { message: 'Nothing to change' });
export type UpdateConversation = z.infer<typeof UpdateConversationSchema>;

/** PUT /api/chat/conversations/:id/version: show this version of a turn (and the newest of what followed it). */
export const ShowVersionSchema = z.object({ messageId: z.uuid() });
export type ShowVersion = z.infer<typeof ShowVersionSchema>;

/** POST/GET /api/chat/conversations[/:id] answer `{conversation}`; PATCH answers the summary; DELETE `{ok}`. */
export const ConversationResponseSchema = z.object({ conversation: ConversationSchema });
export const ConversationSummaryResponseSchema = z.object({ conversation: ConversationSummarySchema });
export const DeleteConversationResponseSchema = z.object({ ok: z.literal(true) });
export const ConversationParamsSchema = z.object({ id: z.uuid() });

/** HTTP error codes of the conversations API (`/api/chat/*`). */
export const ChatErrorCode = {
  /** 403: signed in without a current subscription (the client sends the user to /dashboard). */
  subscriptionRequired: 'chat:subscription_required',
  /** 409: the conversation already has as many working share links as allowed; revoke one first. */
  tooManyShareLinks: 'chat:too_many_share_links',
} as const;

export const ChatExportQuerySchema = z.object({
  format: z.enum(['pdf', 'csv']),
  conversationId: z.uuid().optional(),
});

/** POST /api/uploads → the stored file (the chat frame then names it by id). */
export const UploadResponseSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** Whether text could be read from it for the answer. */
  hasText: z.boolean(),
  url: z.string(),
  /** Said to the user beside the file when its text was not read, or only in part (in the caller's language). */
  notice: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** HTTP error codes of POST /api/uploads beyond the generic 413/415; nothing of a refused file is stored. */
export const UploadErrorCode = {
  /** 422: a docx/xlsx/pdf that unpacks to more than the server reads (a decompression bomb). */
  expandsTooLarge: 'uploads:expands_too_large',
  /** 422: reading the file's text (or, for images and scanned PDFs, recognising it) took longer than allowed. */
  readTimeout: 'uploads:read_timeout',
  /** 422: an image with more pixels than the server reads text from. */
  imageTooLarge: 'uploads:image_too_large',
  /** 503: too many images and scanned PDFs are waiting to be read; try again shortly. */
  ocrBusy: 'uploads:ocr_busy',
} as const;

/** Notices on an accepted upload (`UploadResponse.notice`): the file is stored, but its text is missing or partial. */
export const UploadNoticeCode = {
  /** An image or scanned PDF, and this server cannot read text from images (Tesseract is not installed). */
  ocrUnavailable: 'uploads:ocr_unavailable',
  /** No text was found in the file (a photo without writing, an empty or unreadable document). */
  noText: 'uploads:no_text',
  /** A scanned PDF longer than the server reads, or that took too long: only its first pages were read. */
  pagesLimited: 'uploads:pages_limited',
} as const;

/**
 * Title of a thread: its first message up to 40 characters, with an ellipsis if longer. A longer one is cut at the
 * last space within them, so no word is cut in two; only a first word longer than the whole title is.
 */
export function threadTitle(firstMessage: string, length = 40): string {
  const text = firstMessage.trim().replace(/\s+/g, ' ');
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  let kept = chars.slice(0, length).join('');
  if (chars[length] !== ' ') {
    const space = kept.lastIndexOf(' ');
    if (space > 0) kept = kept.slice(0, space);
  }
  // Punctuation before the cut would sit oddly against the ellipsis: "rights, …".
  const clean = kept.trimEnd().replace(/[\s,.;:،؛\-–—]+$/u, '');
  return `${clean || chars.slice(0, length).join('')}…`;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared links: a subscriber's read-only link to one conversation (ADR 082).

/** Most links one conversation may have that are not revoked (each is its own, revocable on its own). */
export const SHARE_LINKS_PER_CONVERSATION = 10;

/** A share id: 22 base64url characters (128 random bits). */
export const ShareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
/** Any id is looked up: a malformed one is as unknown as a revoked one (the same 404). */
export const ShareParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A link as its owner sees it; `path` is `/shared/:id` on this site. */
export const ShareLinkSchema = z.object({
  id: ShareIdSchema,
  path: z.string(),
  includeAttachments: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** POST /api/chat/conversations/:id/shares. Attachments' names are shown only when the owner ticks them. */
export const CreateShareLinkSchema = z.object({ includeAttachments: z.boolean().default(false) });
export type CreateShareLink = z.input<typeof CreateShareLinkSchema>;
export const ShareLinkResponseSchema = z.object({ link: ShareLinkSchema });
/** GET /api/chat/conversations/:id/shares: the conversation's live links, newest first. */
export const ShareLinkListResponseSchema = z.object({ links: z.array(ShareLinkSchema) });
export type ShareLinkListResponse = z.infer<typeof ShareLinkListResponseSchema>;
/** DELETE /api/chat/shares/:id: the link answers 404 from now on. */
export const RevokeShareLinkResponseSchema = z.object({ ok: z.literal(true) });

/**
 * A message as a shared link shows it: no ids, no account details. `attachments` (file names only) is present
 * only when the owner ticked them.
 */
export const SharedMessageSchema = z.object({
  sender: z.enum(CHAT_SENDERS),
  text: z.string(),
  citations: z.array(CitationSchema.omit({ repealed: true })),
  createdAt: z.iso.datetime(),
  stopped: z.literal(true).optional(),
  attachments: z.array(z.object({ fileName: z.string() })).optional(),
});
export type SharedMessage = z.infer<typeof SharedMessageSchema>;

/** GET /api/shared/:id (public): the conversation as it is now. */
export const SharedConversationSchema = z.object({
  title: z.string(),
  createdAt: z.iso.datetime(),
  messages: z.array(SharedMessageSchema),
});
export type SharedConversation = z.infer<typeof SharedConversationSchema>;
export const SharedConversationResponseSchema = z.object({ conversation: SharedConversationSchema });
