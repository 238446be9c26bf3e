import type { SharedMessage } from '@mustashar/contracts';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { startsInArabic } from '@/components/answer/isolate-arabic';
import { MessageMarkdown } from '@/components/answer/message-markdown';
import { safeUrl } from '@/components/answer/safe-url';
import { LogoMark } from '@/components/ui/logo';
import { formatNumber } from '@/lib/format';

/** An answer's sources, each linked to its article in the library, in the answer's language. */
function Sources({ citations, language }: { citations: SharedMessage['citations']; language: 'ar' | 'en' }) {
  const { t } = useTranslation('pages', { lng: language });
  if (citations.length === 0) return null;
  return (
    <div className="mt-3 border-t border-border pt-2" dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <p className="text-xs font-semibold text-muted">{t('shared.sources')}</p>
      <ol className="mt-1 space-y-1 text-sm">
        {citations.map((citation, index) => {
          const href = safeUrl(citation.url);
          const label = [citation.law, citation.label].filter(Boolean).join(' — ');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: citations are numbered by position and never reordered.
            <li key={index} className="flex gap-1.5">
              <span className="shrink-0 text-muted">[{formatNumber(index + 1, language)}]</span>
              {href.startsWith('/') ? (
                <Link to={href} className="inline-block py-1 text-primary underline-offset-2 hover:underline">
                  {label}
                </Link>
              ) : href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-block py-1 text-primary underline-offset-2 hover:underline"
                >
                  {label}
                </a>
              ) : (
                <span className="py-1">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

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
        <Sources citations={message.citations} language={startsInArabic(message.text) ? 'ar' : 'en'} />
      </article>
    </li>
  );
}
