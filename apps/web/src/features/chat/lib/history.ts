import { CHAT_LIMITS, type ChatHistoryItem } from '@mustashar/contracts';
import type { LocalMessage } from './types';

const encoder = new TextEncoder();
export const frameBytes = (frame: unknown): number => encoder.encode(JSON.stringify(frame)).length;

/** Earlier turns a guest sends with a question (the server keeps nothing of theirs): completed ones only. */
export function historyOf(messages: readonly LocalMessage[]): ChatHistoryItem[] {
  return messages
    .filter((m) =>
      m.sender === 'user'
        ? m.status === 'sent'
        : (m.status === 'done' || m.status === 'stopped') && m.text !== '',
    )
    .map((m) => ({
      sender: m.sender,
      text: Array.from(m.text).slice(0, CHAT_LIMITS.historyItemChars).join(''),
    }))
    .slice(-CHAT_LIMITS.historyItems);
}

/** Drops the oldest turns until the frame fits the server's frame cap (CHAT_LIMITS.frameBytes). */
export function fitHistory<F extends { history?: ChatHistoryItem[] }>(frame: F): F {
  let history = frame.history ?? [];
  while (history.length > 0 && frameBytes({ ...frame, history }) > CHAT_LIMITS.frameBytes) {
    history = history.slice(1);
  }
  return { ...frame, history };
}
