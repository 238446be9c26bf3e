import {
  CHAT_ERRORS,
  type ChatError,
  type ChatErrorFrame,
  ChatErrorFrameSchema,
  type ChatReplyFrame,
  ChatReplyFrameSchema,
} from '@mustashar/contracts';

/** What the client learns from one `/ws/chat` server frame. */
export type ServerEvent =
  | { kind: 'delta'; text: string }
  | { kind: 'reply'; frame: ChatReplyFrame }
  | { kind: 'error'; frame: ChatErrorFrame }
  /** Any other reply is `unknown_response`, an unparseable one `invalid_json`. */
  | { kind: 'unknown'; reason: 'unknown_response' | 'invalid_json' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `reply` may itself be a JSON string holding `{reply, images, hasImages}`. */
function unwrapReply(reply: string): string {
  const trimmed = reply.trim();
  if (!trimmed.startsWith('{')) return reply;
  try {
    const inner: unknown = JSON.parse(trimmed);
    return isRecord(inner) && typeof inner.reply === 'string' ? inner.reply : reply;
  } catch {
    return reply;
  }
}

export function parseServerFrame(data: unknown): ServerEvent {
  if (typeof data !== 'string') return { kind: 'unknown', reason: 'invalid_json' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'unknown', reason: 'invalid_json' };
  }
  if (!isRecord(json)) return { kind: 'unknown', reason: 'unknown_response' };
  if (json.type === 'delta') {
    return typeof json.text === 'string'
      ? { kind: 'delta', text: json.text }
      : { kind: 'unknown', reason: 'unknown_response' };
  }
  if (typeof json.error === 'string') {
    const parsed = ChatErrorFrameSchema.safeParse(json);
    if (parsed.success) return { kind: 'error', frame: parsed.data };
    // A code this client does not know: the answer is unavailable, with the server's text when it sent one.
    const code: ChatError = (CHAT_ERRORS as readonly string[]).includes(json.error)
      ? (json.error as ChatError)
      : 'unavailable';
    return {
      kind: 'error',
      frame: {
        error: code,
        ...(typeof json.message === 'string' ? { message: json.message } : {}),
        ...(typeof json.clientId === 'string' ? { clientId: json.clientId } : {}),
      },
    };
  }
  if (typeof json.reply === 'string') {
    const parsed = ChatReplyFrameSchema.safeParse(json);
    const frame: ChatReplyFrame = parsed.success
      ? parsed.data
      : { reply: json.reply, ...(typeof json.clientId === 'string' ? { clientId: json.clientId } : {}) };
    return { kind: 'reply', frame: { ...frame, reply: unwrapReply(frame.reply) } };
  }
  return { kind: 'unknown', reason: 'unknown_response' };
}
