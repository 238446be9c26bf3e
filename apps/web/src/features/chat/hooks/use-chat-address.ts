import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { getConversation } from '../api/conversations';
import type { ChatStore } from '../lib/chat-store';
import { fromServerConversation } from '../lib/reconcile';
import type { ChatState } from '../lib/types';

export const chatPath = (conversationId: string | null) =>
  conversationId ? `/chat/${encodeURIComponent(conversationId)}` : '/chat';

interface ChatAddressOptions {
  store: ChatStore;
  state: ChatState;
  /**
   * Subscribers only. A guest's conversation lives in this browser alone, so its address stays /chat: a link to it
   * would open nothing anywhere else, and the trial ends within the hour anyway.
   */
  enabled: boolean;
  /** The local copy has met the server's history (until then a conversation may not be listed yet). */
  ready: boolean;
  /** A conversation could not be fetched for a reason other than "not yours / not there" (offline). */
  onLoadFailed: () => void;
}

/**
 * The open conversation's address: `/chat/<server id>`, so reload, back and a bookmark open it. The address and the
 * store each follow the other: back, forward and a typed address select (or fetch) the conversation; opening a
 * thread, New chat or a first answer moves the address. A conversation that is not there (a bad id, deleted, someone
 * else's) leaves the address as typed and reports it `missing`.
 */
export function useChatAddress({ store, state, enabled, ready, onLoadFailed }: ChatAddressOptions) {
  const params = useParams();
  const param = params.id ?? null;
  const navigate = useNavigate();
  const active = state.threads.find((t) => t.id === state.activeId) ?? null;
  const activeCid = active?.conversationId ?? null;
  const [missing, setMissing] = useState<string | null>(null);
  /** The address being opened (from the URL side): the store is on its way there, so the URL is not moved back. */
  const following = useRef<string | null | undefined>(undefined);
  const started = useRef(false);
  /** The thread and conversation last written to the address (a new thread getting its id replaces, not pushes). */
  const shown = useRef<{ threadId: string | null; cid: string | null } | null>(null);
  const paramRef = useRef(param);
  paramRef.current = param;
  const failedRef = useRef(onLoadFailed);
  failedRef.current = onLoadFailed;

  // The address → the store (first load, back, forward, a bookmark).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address (and the history arriving) are the triggers.
  useEffect(() => {
    following.current = undefined;
    setMissing(null);
    if (!enabled) {
      if (param === null) return;
      store.select(null);
      setMissing(param);
      return;
    }
    const first = !started.current;
    const current = store.getState();
    const cid = current.threads.find((t) => t.id === current.activeId)?.conversationId ?? null;
    if (param === cid) {
      if (ready) started.current = true;
      return;
    }
    if (param === null) {
      // Opening /chat itself keeps the conversation this browser had open (a reload of a chat not yet stored).
      if (first) return;
      following.current = null;
      store.select(null);
      return;
    }
    const local = current.threads.find((t) => t.conversationId === param);
    if (local) {
      following.current = param;
      store.select(local.id);
      return;
    }
    if (!ready) return;
    started.current = true;
    following.current = param;
    let cancelled = false;
    getConversation(param)
      .then((conversation) => {
        if (cancelled) return;
        const known = store.getState().threads.find((t) => t.conversationId === conversation.id);
        store.upsert(fromServerConversation(conversation, known?.id), true);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        following.current = undefined;
        store.select(null);
        setMissing(param);
        if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) failedRef.current();
      });
    return () => {
      cancelled = true;
    };
  }, [param, ready, enabled]);

  // The store → the address (a thread opened, New chat, a first answer's conversation id).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open conversation is the trigger; the address is read.
  useEffect(() => {
    if (!enabled || !ready) return;
    started.current = true;
    const target = paramRef.current;
    if (following.current !== undefined) {
      if (following.current === activeCid) following.current = undefined;
      else return;
    }
    // The "not found" page stays at the address typed until the user moves on.
    if (missing !== null && missing === target && state.activeId === null) return;
    const before = shown.current;
    shown.current = { threadId: state.activeId, cid: activeCid };
    if (activeCid === target) return;
    // A new chat's first answer names its conversation: the same page, so the address is replaced, not added.
    const replace = before === null || (before.threadId === state.activeId && state.activeId !== null);
    void navigate(chatPath(activeCid), { replace });
  }, [activeCid, state.activeId, missing, ready, enabled]);

  /** The user moves to another conversation or a new chat: any "not found" page is left. */
  const leave = useCallback(() => {
    setMissing(null);
    // A guest has no conversation addresses: the address goes back to /chat itself.
    if (!enabled && paramRef.current !== null) void navigate('/chat', { replace: true });
  }, [enabled, navigate]);

  return { missing: missing !== null && missing === param ? missing : null, leave };
}
