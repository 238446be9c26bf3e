import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteConversation, updateConversation } from '../api/conversations';
import type { ChatStore } from '../lib/chat-store';
import type { Thread } from '../lib/types';

/**
 * Rename, pin and delete, applied at once and put back with a toast when the server refuses. Guests' threads, and a
 * subscriber's not yet stored, change in this browser only.
 */
export function useThreadActions(store: ChatStore, subscriber: boolean, onForbidden: () => void) {
  const { t } = useTranslation('chat');

  const failed = useCallback(
    (error: unknown, key: string) => {
      if (error instanceof ApiError && error.status === 403) onForbidden();
      toast.error(t(key));
    },
    [onForbidden, t],
  );

  const rename = useCallback(
    async (thread: Thread, title: string) => {
      const before = store.rename(thread.id, title);
      if (!subscriber || !thread.conversationId || !before) return;
      try {
        const saved = await updateConversation(thread.conversationId, { title });
        if (saved.title !== title) store.rename(thread.id, saved.title);
      } catch (error) {
        if (store.thread(thread.id)?.title === title) store.rename(thread.id, before.title);
        failed(error, 'thread.renameFailed');
      }
    },
    [failed, store, subscriber],
  );

  const togglePin = useCallback(
    async (thread: Thread) => {
      const pinned = !thread.pinned;
      const before = store.setPinned(thread.id, pinned);
      if (!subscriber || !thread.conversationId || !before) return;
      try {
        await updateConversation(thread.conversationId, { pinned });
      } catch (error) {
        if (store.thread(thread.id)?.pinned === pinned) store.setPinned(thread.id, before.pinned);
        failed(error, 'thread.pinFailed');
      }
    },
    [failed, store, subscriber],
  );

  const remove = useCallback(
    async (thread: Thread) => {
      const removed = store.remove(thread.id);
      if (!removed) return;
      if (!subscriber || !thread.conversationId) {
        toast.success(t('thread.deleted'));
        return;
      }
      try {
        await deleteConversation(thread.conversationId);
        toast.success(t('thread.deleted'));
      } catch (error) {
        // Already gone on the server: as good as deleted.
        if (error instanceof ApiError && error.status === 404) return;
        store.restore(removed.thread, removed.index, removed.wasActive);
        failed(error, 'thread.deleteFailed');
      }
    },
    [failed, store, subscriber, t],
  );

  return { rename, togglePin, remove };
}
