import { type ChatErrorFrame, type ChatReplyFrame, ChatServerFrameSchema } from '@mustashar/contracts';

/** What the client learns from one `/ws/chat` server frame. */
export type ServerEvent =
  | { kind: 'delta'; text: string }
  | { kind: 'reply'; frame: ChatReplyFrame }
  | { kind: 'error'; frame: ChatErrorFrame }
  /** A frame outside the contract is `unknown_response`, an unparseable one `invalid_json`. */
  | { kind: 'unknown'; reason: 'unknown_response' | 'invalid_json' };

/** Reads a frame by the contract's server-frame schema; anything else fails the question it answers. */
export function parseServerFrame(data: unknown): ServerEvent {
  if (typeof data !== 'string') return { kind: 'unknown', reason: 'invalid_json' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'unknown', reason: 'invalid_json' };
  }
  const parsed = ChatServerFrameSchema.safeParse(json);
  if (!parsed.success) return { kind: 'unknown', reason: 'unknown_response' };
  const frame = parsed.data;
  if ('reply' in frame) return { kind: 'reply', frame };
  if ('error' in frame) return { kind: 'error', frame };
  return { kind: 'delta', text: frame.text };
}
