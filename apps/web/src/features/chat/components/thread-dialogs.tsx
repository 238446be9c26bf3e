import { CHAT_LIMITS, UpdateConversationSchema } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, TextFormField } from '@/components/ui/form';
import type { Thread } from '../lib/types';
import { ChatDialog } from './chat-dialog';

const RenameSchema = z.object({ title: UpdateConversationSchema.shape.title.unwrap() });

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
  return (
    <ChatDialog
      open={thread !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('thread.renameTitle')}
    >
      {/* A form per thread, starting from its title. */}
      <Form
        key={thread?.id ?? 'none'}
        schema={RenameSchema}
        defaultValues={{ title: thread?.title ?? '' }}
        messages={{ title: 'chat:thread.renameRequired' }}
        onSubmit={({ title }) => {
          if (!thread) return;
          onClose();
          if (title !== thread.title) onRename(thread, title);
        }}
        className="mt-4"
      >
        <TextFormField name="title" label={t('thread.renameLabel')} maxLength={CHAT_LIMITS.titleChars} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('thread.cancel')}
          </Button>
          <Button type="submit">{t('thread.save')}</Button>
        </div>
      </Form>
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
