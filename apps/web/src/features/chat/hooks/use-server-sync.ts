import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getChatHistory } from '../api/get-history';
import { reconcile } from '../lib/reconcile';
import { claimGuestChat } from '../lib/trial-claim';
import type { ChatSession } from './use-chat-session';

/** GET /api/chat/history answers at most this many conversations (newest first). */
const HISTORY_CONVERSATIONS = 50;

/**
 * A subscriber's local copy meets the server's history once per page: the server wins for what it stores, and
 * questions still waiting here are sent again. Until then the composer waits, so nothing races the merge.
 */
export function useServerSync(session: ChatSession, enabled: boolean, onForbidden: () => void) {
  const [syncing, setSyncing] = useState(enabled);
  const { store, resend } = session;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page (the callbacks are stable enough).
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // A trial chat held in this browser joins the account first (the account made from the trial gets it once),
    // so the history fetched next already lists it.
    claimGuestChat()
      .then(() => getChatHistory())
      .then(({ conversations }) => {
        if (cancelled) return;
        const merged = reconcile(
          store.getState().threads,
          conversations,
          conversations.length < HISTORY_CONVERSATIONS,
        );
        store.replaceThreads(merged.threads);
        if (merged.resend.length > 0) resend(merged.resend);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) onForbidden();
        // Offline or a server hiccup: the local copy stays on screen.
      })
      .finally(() => {
        if (!cancelled) setSyncing(false);
      });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return syncing;
}
