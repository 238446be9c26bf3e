import type { ShareLink } from '@mustashar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Link2Off, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxFormField, Form, FormError, FormSubmit } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { createShareLink, revokeShareLink, shareLinksOptions, useShareLinks } from '../api/share-links';
import type { Thread } from '../lib/types';
import { ChatDialog } from './chat-dialog';

const CreateSchema = z.object({ includeAttachments: z.boolean() });

const linkUrl = (link: ShareLink) => `${window.location.origin}${link.path}`;

function LinkRow({ link, onRevoked }: { link: ShareLink; onRevoked: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const [revoking, setRevoking] = useState(false);
  const created = formatDate(link.createdAt, i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const url = linkUrl(link);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeShareLink(link.id);
      toast.success(t('share.revoked'));
      onRevoked();
    } catch (error) {
      // Already revoked elsewhere: it is gone either way.
      if (error instanceof ApiError && error.status === 404) onRevoked();
      else toast.error(t('share.revokeFailed'));
    } finally {
      setRevoking(false);
    }
  };

  return (
    <li className="rounded-xl border border-border p-3" data-testid="share-link">
      <label className="block text-xs text-muted" htmlFor={`share-${link.id}`}>
        {t('share.createdAt', { date: created })}
      </label>
      <input
        id={`share-${link.id}`}
        readOnly
        value={url}
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 w-full rounded-lg border border-border bg-surface-2 px-2 py-2 text-sm text-fg"
      />
      {link.includeAttachments ? (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted">
          <Paperclip aria-hidden="true" className="size-3.5" />
          {t('share.withAttachments')}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copy()}
          aria-label={t('share.copyLabel', { date: created })}
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('share.copy')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={revoking}
          onClick={() => void revoke()}
          aria-label={t('share.revokeLabel', { date: created })}
          className="text-red-700 dark:text-red-300"
        >
          <Link2Off aria-hidden="true" className="size-4" />
          {t('share.revoke')}
        </Button>
      </div>
    </li>
  );
}

/**
 * A conversation's read-only links: make one (attachments named only when ticked), copy it, revoke it. The link
 * shows the conversation as it is at the time it is opened, later messages included.
 */
export function ShareDialog({ thread, onClose }: { thread: Thread | null; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const conversationId = thread?.conversationId ?? null;
  const links = useShareLinks(conversationId);
  const refresh = () => {
    if (conversationId) void queryClient.invalidateQueries(shareLinksOptions(conversationId));
  };

  return (
    <ChatDialog
      open={thread !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('share.title')}
      description={t('share.description')}
    >
      <Form
        key={conversationId ?? 'none'}
        schema={CreateSchema}
        defaultValues={{ includeAttachments: false }}
        failureMessage={t('share.createFailed')}
        onSubmit={async ({ includeAttachments }, form) => {
          if (!conversationId) return;
          const link = await createShareLink(conversationId, { includeAttachments });
          queryClient.setQueryData(shareLinksOptions(conversationId).queryKey, (old) => [
            link,
            ...(old ?? []),
          ]);
          form.reset({ includeAttachments: false });
          try {
            await navigator.clipboard.writeText(linkUrl(link));
            toast.success(t('share.createdCopied'));
          } catch {
            toast.success(t('share.created'));
          }
        }}
        className="mt-4 flex flex-col gap-3"
      >
        <CheckboxFormField name="includeAttachments" label={t('share.includeAttachments')} />
        <FormError />
        <FormSubmit className="self-start">{t('share.create')}</FormSubmit>
      </Form>
      <section aria-labelledby="share-links-heading" className="mt-5 border-t border-border pt-4">
        <h3 id="share-links-heading" className="text-sm font-semibold text-fg">
          {t('share.links')}
        </h3>
        {links.isPending && conversationId ? (
          <p className="mt-2 text-sm text-muted">{t('share.loading')}</p>
        ) : links.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t('share.loadFailed')}
          </p>
        ) : links.data && links.data.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-2">
            {links.data.map((link) => (
              <LinkRow key={link.id} link={link} onRevoked={refresh} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">{t('share.none')}</p>
        )}
      </section>
    </ChatDialog>
  );
}
