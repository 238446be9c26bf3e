import type { LawSummary } from '@mustashar/contracts';
import { Library, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useLaws } from '../api/get-laws';
import { categoryOf, LAW_CATEGORIES, type LawCategory } from '../lib/categories';
import { normalizeForMatch } from '../lib/match';
import { LawStatusBadge } from './law-status-badge';
import { LoadError } from './load-error';
import { ArabicInline } from './statute-text';

/** How many laws show before "show all" (the full corpus has about 500). */
const FIRST_PAGE = 24;

function LawCard({ law }: { law: LawSummary }) {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  const english = lng === 'en' && law.titleEn ? law.titleEn : null;
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary/50 sm:p-5">
      <h3 className="font-bold text-fg">
        <Link
          to={`/library/laws/${encodeURIComponent(law.id)}`}
          className="inline-flex min-h-11 items-center text-primary hover:underline"
        >
          {english ?? <ArabicInline>{law.title}</ArabicInline>}
        </Link>
      </h3>
      {english ? (
        <p dir="rtl" lang="ar" className="text-start text-sm text-muted">
          {law.title}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-3 text-xs text-muted">
        <LawStatusBadge status={law.status} />
        <span>
          {t('laws.articleCount', { count: law.articleCount, n: formatNumber(law.articleCount, lng) })}
        </span>
        <span>{t(`categories.${categoryOf(law.category)}`)}</span>
      </div>
    </li>
  );
}

interface LawsBrowserProps {
  category: LawCategory | 'all';
  onCategory: (category: LawCategory | 'all') => void;
}

/** Every imported law, filtered by category (in the address) and by a word of its title. */
export function LawsBrowser({ category, onCategory }: LawsBrowserProps) {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  const { data, isPending, isError, refetch } = useLaws();
  const [titleFilter, setTitleFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  const filterId = useId();
  const laws = data?.laws ?? [];

  const counts = useMemo(() => {
    const map = new Map<LawCategory, number>();
    for (const law of laws) map.set(categoryOf(law.category), (map.get(categoryOf(law.category)) ?? 0) + 1);
    return map;
  }, [laws]);

  const filtered = useMemo(() => {
    const needle = normalizeForMatch(titleFilter.trim());
    return laws.filter(
      (law) =>
        (category === 'all' || categoryOf(law.category) === category) &&
        (!needle ||
          normalizeForMatch(law.title).includes(needle) ||
          normalizeForMatch(law.titleEn ?? '').includes(needle)),
    );
  }, [laws, category, titleFilter]);

  // Laws in force first (the library should not open on a repealed law); in English, laws with an English title
  // first and in its order, then those known only by their Arabic title.
  const ordered = useMemo(() => {
    const repealed = (law: (typeof laws)[number]) => (law.status === 'repealed' ? 1 : 0);
    const untitled = (law: (typeof laws)[number]) => (lng === 'en' && !law.titleEn ? 1 : 0);
    const shown = (law: (typeof laws)[number]) => (lng === 'en' && law.titleEn) || law.title;
    return [...filtered].sort(
      (a, b) =>
        repealed(a) - repealed(b) ||
        untitled(a) - untitled(b) ||
        shown(a).localeCompare(shown(b), lng === 'en' ? 'en' : 'ar'),
    );
  }, [filtered, lng]);

  const visible = showAll || titleFilter ? ordered : ordered.slice(0, FIRST_PAGE);

  if (isPending) {
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner className="size-7" label={t('common:a11y.loading')} />
      </div>
    );
  }
  if (isError) return <LoadError message={t('laws.error')} onRetry={() => void refetch()} />;
  if (laws.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface p-8 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
          <Library aria-hidden="true" className="size-6" />
        </span>
        <h3 className="text-lg font-bold text-fg">{t('laws.emptyTitle')}</h3>
        <p className="max-w-xl text-muted">{t('laws.emptyBody')}</p>
      </div>
    );
  }

  const categories: { slug: LawCategory | 'all'; count: number }[] = [
    { slug: 'all', count: laws.length },
    ...LAW_CATEGORIES.filter((c) => counts.has(c)).map((c) => ({ slug: c, count: counts.get(c) ?? 0 })),
  ];

  return (
    <div className="space-y-5">
      <nav aria-label={t('laws.filterLabel')}>
        <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-wrap lg:overflow-visible">
          {categories.map((c) => (
            <li key={c.slug} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  onCategory(c.slug);
                  setShowAll(false);
                }}
                aria-pressed={category === c.slug}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-sm font-medium whitespace-nowrap transition-colors',
                  category === c.slug
                    ? 'bg-primary text-primary-fg'
                    : 'border border-border bg-surface text-fg hover:bg-surface-2',
                )}
              >
                {t(`categories.${c.slug}`)}
                <span
                  className={cn('text-xs', category === c.slug ? 'text-primary-fg/80' : 'text-muted')}
                  aria-hidden="true"
                >
                  {formatNumber(c.count, lng)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-80">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-fg">
            {t('laws.titleFilter')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={filterId}
              type="search"
              dir="auto"
              value={titleFilter}
              onChange={(event) => setTitleFilter(event.target.value)}
              placeholder={t('laws.titleFilterPlaceholder')}
              autoComplete="off"
              className="min-h-11 w-full rounded-xl border border-border bg-surface ps-9 pe-3 text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring"
            />
          </div>
        </div>
        <p aria-live="polite" className="text-sm text-muted">
          {t('laws.showing', {
            shown: formatNumber(visible.length, lng),
            total: formatNumber(filtered.length, lng),
          })}
        </p>
      </div>

      {filtered.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          {t('laws.none')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((law) => (
            <LawCard key={law.id} law={law} />
          ))}
        </ul>
      )}
      {visible.length < filtered.length ? (
        <div className="text-center">
          <Button variant="outline" onClick={() => setShowAll(true)}>
            {t('laws.showAll')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
