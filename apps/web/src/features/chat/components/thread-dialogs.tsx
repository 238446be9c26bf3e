import { CHAT_LIMITS } from '@mustashar/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import type { Thread } from '../lib/types';
import { ChatDialog } from './chat-dialog';

export function RenameDialog({
  thread,
  onClose,
  onRename,
}: {
  thread: Thread | null;
  onClose: () => void;
  onRename: (thread: Thread, title: string) => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (thread) {
      setTitle(thread.title);
      setError(null);
    }
  }, [thread]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!thread) return;
    const next = title.trim();
    if (!next) {
      setError(t('thread.renameRequired'));
      return;
    }
    onClose();
    if (next !== thread.title) onRename(thread, next);
  };

  return (
    <ChatDialog
      open={thread !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('thread.renameTitle')}
    >
      <form onSubmit={submit} className="mt-4" noValidate>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
          {t('thread.renameLabel')}
        </label>
        <input
          id={id}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={CHAT_LIMITS.titleChars}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          dir="auto"
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('thread.cancel')}
          </Button>
          <Button type="submit">{t('thread.save')}</Button>
        </div>
      </form>
    </ChatDialog>
  );
}

export function DeleteDialog({
  thread,
  onClose,
  onDelete,
}: {
  thread: Thread | null;
  onClose: () => void;
  onDelete: (thread: Thread) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <ChatDialog
      open={thread !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('thread.deleteTitle')}
      description={thread ? t('thread.deleteBody', { title: thread.title || t('thread.untitled') }) : null}
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('thread.cancel')}
        </Button>
        <Button
          className="bg-red-600 text-white hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500"
          onClick={() => {
            if (!thread) return;
            onClose();
            onDelete(thread);
          }}
        >
          {t('thread.deleteConfirm')}
        </Button>
      </div>
    </ChatDialog>
  );
}
