import type { MessageAttachment } from '@mustashar/contracts';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '@/lib/api/upload-file';
import { cn } from '@/lib/cn';
import { isImage } from '../lib/attachments';
import { formatFileSize } from '../lib/format';

/** A message's files: name and size (in the page's language), images previewed. */
export function MessageAttachments({
  attachments,
  onPrimary = false,
}: {
  attachments: readonly MessageAttachment[];
  /** On the user's (filled) bubble. */
  onPrimary?: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {attachments.map((file) => {
        const href = uploadUrl(file.uploadId);
        const size = formatFileSize(file.size, i18n.resolvedLanguage);
        return (
          <li key={file.uploadId} className="max-w-full">
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('message.openAttachment', { name: file.fileName })}
              className={cn(
                'flex max-w-full flex-col gap-1 rounded-xl border p-1.5 text-xs',
                onPrimary ? 'border-white/30 bg-white/10' : 'border-border bg-surface-2',
              )}
            >
              {isImage(file.mime) ? (
                <img
                  src={href}
                  alt={t('message.imageAlt', { name: file.fileName })}
                  loading="lazy"
                  className="max-h-40 max-w-56 rounded-lg object-cover"
                />
              ) : null}
              <span className="flex min-w-0 items-center gap-1.5 px-1">
                {isImage(file.mime) ? null : <FileText aria-hidden="true" className="size-4 shrink-0" />}
                <span className="truncate font-medium" dir="auto">
                  {file.fileName}
                </span>
                <span className={cn('shrink-0', onPrimary ? 'text-white/80' : 'text-muted')}>{size}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
