import type { GuideSummary } from '@mustashar/contracts';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useGuides } from '../api/get-guides';
import { localizeNumberText } from '../lib/localize-digits';
import { LoadError } from './load-error';

type Lang = 'ar' | 'en';

function groupByTopic(guides: GuideSummary[]): [string, GuideSummary[]][] {
  const groups = new Map<string, GuideSummary[]>();
  for (const guide of guides) groups.set(guide.topic, [...(groups.get(guide.topic) ?? []), guide]);
  return [...groups];
}

/** The built-in guides, grouped by topic in the server's order, in the UI language. */
export function GuidesSection() {
  const { t, i18n } = useTranslation('library');
  const lang: Lang = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const { data, isPending, isError, refetch } = useGuides();
  const { hash } = useLocation();

  // "Guides" in a guide's breadcrumb links here; the list arrives after navigation, so scroll once it has.
  useEffect(() => {
    if (hash === '#guides' && data) document.getElementById('guides')?.scrollIntoView({ block: 'start' });
  }, [hash, data]);

  return (
    <section id="guides" aria-labelledby="library-guides-title" className="scroll-mt-24">
      <h2 id="library-guides-title" className="text-2xl font-bold text-fg">
        {t('guides.title')}
      </h2>
      <p className="mt-1 text-muted">{t('guides.subtitle')}</p>
      <div className="mt-5">
        {isPending ? (
          <div className="flex justify-center py-10 text-primary">
            <Spinner className="size-7" label={t('common:a11y.loading')} />
          </div>
        ) : isError ? (
          <LoadError message={t('guides.error')} onRetry={() => void refetch()} />
        ) : data.guides.length === 0 ? (
          <p className="text-muted">{t('guides.none')}</p>
        ) : (
          <div className="space-y-8">
            <nav aria-label={t('guides.topicsNav')}>
              <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible sm:pb-0">
                {groupByTopic(data.guides).map(([topic]) => (
                  <li key={topic} className="shrink-0">
                    <button
                      type="button"
                      onClick={() => {
                        const heading = document.getElementById(`guides-topic-${topic}`);
                        heading?.scrollIntoView({ block: 'start' });
                        heading?.focus({ preventScroll: true });
                      }}
                      className="inline-flex min-h-11 items-center rounded-xl border border-border bg-surface px-4 text-sm font-medium text-fg hover:bg-surface-2"
                    >
                      {t(`guides.topics.${topic}`, { defaultValue: topic })}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {groupByTopic(data.guides).map(([topic, guides]) => (
              <section key={topic} aria-labelledby={`guides-topic-${topic}`}>
                <h3
                  id={`guides-topic-${topic}`}
                  tabIndex={-1}
                  className="mb-3 scroll-mt-24 text-lg font-bold text-accent-text outline-none"
                >
                  {t(`guides.topics.${topic}`, { defaultValue: topic })}
                </h3>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {guides.map((guide) => (
                    <li
                      key={guide.id}
                      className="relative flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary/50 sm:p-5"
                    >
                      <h4 className="font-bold text-fg">
                        <Link
                          to={`/library/guides/${encodeURIComponent(guide.id)}`}
                          className="text-primary after:absolute after:inset-0 after:rounded-2xl hover:underline"
                        >
                          {localizeNumberText(guide.title[lang], i18n.resolvedLanguage)}
                        </Link>
                      </h4>
                      <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">
                        {localizeNumberText(guide.summary[lang], i18n.resolvedLanguage)}
                      </p>
                      <span
                        aria-hidden="true"
                        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary"
                      >
                        {t('guides.read')}
                        <ArrowRight className="size-4 rtl:-scale-x-100" />
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
