import type { LawStatus, LegalSearchResult } from '@mustashar/contracts';
import { BookOpenText, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useLaws } from '../api/get-laws';
import { useLegalSearch } from '../api/search-legal';
import { queryTerms } from '../lib/match';
import { isArabicText } from '../lib/text';
import { HighlightedText } from './highlighted-text';
import { LawStatusBadge } from './law-status-badge';
import { LoadError } from './load-error';

const SEARCH_LIMIT = 20;

/** Text from the API in whatever script it came: Arabic gets an RTL Arabic block, anything else the UI's own; its
 * digits are the UI language's. */
function Bidi({ text, className, terms }: { text: string; className?: string; terms?: string[] }) {
  const arabic = isArabicText(text);
  return (
    <span dir={arabic ? 'rtl' : undefined} lang={arabic ? 'ar' : undefined} className={className}>
      <HighlightedText text={text} terms={terms ?? []} />
    </span>
  );
}

function ResultItem({
  result,
  terms,
  lawStatus,
}: {
  result: LegalSearchResult;
  terms: string[];
  lawStatus?: LawStatus;
}) {
  const { t } = useTranslation('library');
  const Icon = result.kind === 'guide' ? BookOpenText : Scale;
  return (
    <li className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold',
            result.kind === 'guide'
              ? 'bg-gold-100 text-gold-900 dark:bg-gold-900/50 dark:text-gold-100'
              : 'bg-primary-soft text-primary-soft-fg',
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {t(`search.kind.${result.kind}`)}
        </span>
        {result.lawTitle ? <Bidi text={result.lawTitle} className="font-medium text-fg" /> : null}
        {/* Only a law no longer (fully) in force is worth a badge here. */}
        {result.kind === 'article' && (lawStatus === 'repealed' || lawStatus === 'amended') ? (
          <LawStatusBadge status={lawStatus} />
        ) : null}
      </div>
      <h3 className="mt-2 text-lg font-bold">
        <Link to={result.url} className="inline-flex min-h-11 items-center text-primary hover:underline">
          <Bidi text={result.articleLabel} />
        </Link>
      </h3>
      {result.excerpt ? (
        <p className="mt-1 leading-loose text-muted">
          <Bidi text={result.excerpt} terms={terms} className="block" />
        </p>
      ) : null}
    </li>
  );
}

/** Results for the query in the address, best first as the server ranked them. */
export function SearchResults({ q }: { q: string }) {
  const { t, i18n } = useTranslation('library');
  const { data, isPending, isError, isFetching, refetch } = useLegalSearch({ q, limit: SEARCH_LIMIT });
  const terms = queryTerms(q);
  // The search answer carries no law status; the list of laws (already loaded on this page) does.
  const { data: laws } = useLaws();
  const statusOf = new Map(laws?.laws.map((law) => [law.id, law.status]));
  const results = data?.results ?? [];

  return (
    <section aria-labelledby="library-results-title" aria-busy={isFetching}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="library-results-title" tabIndex={-1} className="text-xl font-bold text-fg outline-none">
          {t('search.resultsTitle', { q })}
        </h2>
        <p aria-live="polite" className="text-sm text-muted">
          {data && !isPending
            ? t('search.count', {
                count: results.length,
                n: formatNumber(results.length, i18n.resolvedLanguage),
              })
            : ''}
        </p>
      </div>
      <div className="mt-4">
        {isPending ? (
          <div className="flex justify-center py-10 text-primary">
            <Spinner className="size-7" label={t('common:a11y.loading')} />
          </div>
        ) : isError ? (
          <LoadError message={t('search.error')} onRetry={() => void refetch()} />
        ) : results.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center">
            <p className="font-medium text-fg">{t('search.none', { q })}</p>
            <p className="mt-2 text-sm text-muted">{t('search.noneHint')}</p>
          </div>
        ) : (
          <ol className={cn('space-y-3 transition-opacity', isFetching && 'opacity-60')}>
            {results.map((result) => (
              <ResultItem
                key={`${result.kind}:${result.url}`}
                result={result}
                terms={terms}
                lawStatus={statusOf.get(result.lawId)}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
