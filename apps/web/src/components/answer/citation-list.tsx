import type { Citation } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { safeUrl } from './safe-url';

/** What a citation list shows of each source: a shared conversation's citations carry no `repealed` flag. */
type ListedCitation = Pick<Citation, 'law' | 'label' | 'url' | 'excerpt'> & { repealed?: boolean };

/**
 * An answer's sources: each law and article (or guide) linked, a repealed law marked, and the text the answer rests
 * on folded under "show the text" so the answer itself stays first. In the chat and on a shared conversation alike.
 */
export function CitationList({
  citations,
  language,
}: {
  citations: readonly ListedCitation[];
  language: 'ar' | 'en';
}) {
  // The list follows the answer's language (an English answer on the Arabic interface lists its sources in English);
  // `lng` makes react-i18next load that language's texts when the interface has not.
  const { t } = useTranslation('chat', { lng: language });
  if (citations.length === 0) return null;
  return (
    <div className="mt-3 border-t border-border pt-2" dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <p className="text-xs font-semibold text-muted">{t('message.sources')}</p>
      <ol className="mt-1 space-y-1.5 text-sm">
        {citations.map((citation, index) => {
          const href = safeUrl(citation.url);
          const label = [citation.law, citation.label].filter(Boolean).join(' — ');
          // At least 24 px tall, with the summary below: touch targets a finger can tell apart.
          const linkClass = 'inline-block py-1 text-primary underline-offset-2 hover:underline';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: citations are numbered by position and never reordered.
            <li key={index} className="flex gap-1.5">
              <span className="shrink-0 text-muted">[{formatNumber(index + 1, language)}]</span>
              <div className="min-w-0 flex-1">
                {href.startsWith('/') ? (
                  <Link to={href} className={linkClass}>
                    {label}
                  </Link>
                ) : href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                    {label}
                  </a>
                ) : (
                  <span className="py-1">{label}</span>
                )}
                {citation.repealed ? (
                  <span className="ms-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    {t('message.repealed')}
                  </span>
                ) : null}
                {citation.excerpt ? (
                  <details className="group">
                    <summary className="cursor-pointer py-1 text-xs text-muted hover:text-fg">
                      {t('message.showText')}
                    </summary>
                    <p className="mt-1 whitespace-pre-wrap break-words text-muted" dir="auto">
                      {citation.excerpt}
                    </p>
                  </details>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
