import type { SharedMessage } from '@mustashar/contracts';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CitationList } from '@/components/answer/citation-list';
import { startsInArabic } from '@/components/answer/isolate-arabic';
import { MessageMarkdown } from '@/components/answer/message-markdown';
import { LogoMark } from '@/components/ui/logo';

function Attachments({ names }: { names: { fileName: string }[] }) {
  const { t } = useTranslation('pages');
  return (
    <ul aria-label={t('shared.attachments')} className="mt-2 flex flex-wrap gap-1.5">
      {names.map((a, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; their order never changes.
        <li key={index} className="inline-flex items-center gap-1 rounded-lg bg-white/15 px-2 py-1 text-xs">
          <Paperclip aria-hidden="true" className="size-3.5" />
          <span dir="auto">{a.fileName}</span>
        </li>
      ))}
    </ul>
  );
}

/** One message of a shared chat: the question as typed, the answer as Markdown with its sources. */
export function SharedMessageItem({ message }: { message: SharedMessage }) {
  const { t } = useTranslation('pages');
  if (message.sender === 'user') {
    return (
      <li className="flex justify-end" data-testid="shared-question">
        <article
          aria-label={t('shared.you')}
          className="max-w-[85%] rounded-2xl rounded-ee-md bg-primary px-4 py-2.5 text-primary-fg shadow-sm sm:max-w-[75%]"
        >
          <p className="whitespace-pre-wrap break-words" dir="auto">
            {message.text}
          </p>
          {message.attachments ? <Attachments names={message.attachments} /> : null}
        </article>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2.5" data-testid="shared-answer">
      <LogoMark className="mt-1 size-8 max-sm:hidden" />
      <article
        aria-label={t('shared.assistant')}
        className="min-w-0 max-w-full flex-1 rounded-2xl rounded-ss-md border border-border bg-surface px-4 py-3 text-fg shadow-sm"
      >
        <div dir="auto">
          <MessageMarkdown text={message.text} citations={message.citations} />
        </div>
        {message.stopped ? (
          <p className="mt-2 text-xs font-medium text-muted">{t('shared.stopped')}</p>
        ) : null}
        <CitationList citations={message.citations} language={startsInArabic(message.text) ? 'ar' : 'en'} />
      </article>
    </li>
  );
}
