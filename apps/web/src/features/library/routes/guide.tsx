import type { GuideDetail } from '@mustashar/contracts';
import { BookOpenText, MessageSquareText } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { PageLoader } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useGuide } from '../api/get-guide';
import { Breadcrumbs } from '../components/breadcrumbs';
import { LoadError } from '../components/load-error';
import { NotFoundState } from '../components/not-found-state';
import { ArabicInline } from '../components/statute-text';
import { isNotFound } from '../lib/errors';
import { localizeNumberText } from '../lib/localize-digits';

const GuideMarkdown = lazy(() => import('../components/guide-markdown'));

const prose =
  'leading-relaxed text-fg [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold ' +
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal ' +
  '[&_ol]:space-y-2 [&_ol]:ps-6 [&_strong]:font-bold [&_blockquote]:border-s-4 [&_blockquote]:border-accent [&_blockquote]:ps-4';

function Citations({ guide }: { guide: GuideDetail }) {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  const anyLinked = guide.citations.some((c) => c.articles.some((a) => a.url));
  return (
    <section
      aria-labelledby="guide-citations"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="guide-citations" className="text-lg font-bold text-fg">
        {t('guide.citations')}
      </h2>
      <ul className="mt-3 space-y-3">
        {guide.citations.map((citation, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a guide may cite the same law more than once.
          <li key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-bold text-fg">
              <ArabicInline>{citation.lawTitle}</ArabicInline>
            </span>
            <ul className="flex flex-wrap gap-2">
              {citation.articles.map((article) => {
                const label = t('guide.articleN', {
                  number: formatNumber(article.number, lng, { useGrouping: false }),
                });
                return (
                  <li key={article.number}>
                    {article.url ? (
                      <Link
                        to={article.url}
                        className="inline-flex min-h-11 items-center rounded-xl bg-primary-soft px-3 text-sm font-medium text-primary-soft-fg hover:underline"
                      >
                        {label}
                      </Link>
                    ) : (
                      <span className="inline-flex min-h-11 items-center rounded-xl border border-border px-3 text-sm text-muted">
                        {label}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {anyLinked ? null : <p className="mt-3 text-sm text-muted">{t('guide.citationNotLinked')}</p>}
    </section>
  );
}

function GuideView({ guide }: { guide: GuideDetail }) {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  const lang = lng === 'en' ? 'en' : 'ar';
  const title = localizeNumberText(guide.title[lang], lng);
  return (
    <>
      <PageMeta
        title={`${title} | ${t('metaTitle')} | ${t('common:app.name')}`}
        description={guide.summary[lang]}
      />
      <Breadcrumbs
        items={[
          { to: '/library', label: t('home') },
          { to: '/library#guides', label: t('guides.title') },
          { label: title },
        ]}
      />
      <article aria-labelledby="guide-title" className="mt-4 space-y-6">
        <header className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
          <p className="flex items-center gap-2 text-sm font-bold text-accent-text">
            <BookOpenText aria-hidden="true" className="size-4" />
            {t(`guides.topics.${guide.topic}`, { defaultValue: guide.topic })}
          </p>
          <h1 id="guide-title" className="mt-2 text-2xl leading-tight font-bold text-fg sm:text-3xl">
            {title}
          </h1>
          <div className="mt-4 rounded-2xl bg-primary-soft p-4 text-primary-soft-fg">
            <p className="text-sm font-bold">{t('guide.summary')}</p>
            <p className="mt-1 leading-relaxed">{localizeNumberText(guide.summary[lang], lng)}</p>
          </div>
        </header>
        <div className={`rounded-2xl border border-border bg-surface p-5 sm:p-8 ${prose}`}>
          <Suspense fallback={<PageLoader />}>
            <GuideMarkdown source={guide.body[lang]} lng={lng} />
          </Suspense>
        </div>
        <Citations guide={guide} />
        <ButtonLink to="/chat" state={{ prefill: title }}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          {t('guide.ask')}
        </ButtonLink>
        <p className="text-sm leading-relaxed text-muted">{t('disclaimer')}</p>
      </article>
    </>
  );
}

/** /library/guides/:id: a built-in guide in the UI language, its citations linked to the library's articles. */
export function GuidePage() {
  const { t } = useTranslation('library');
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useGuide(id);
  if (isPending) return <PageLoader />;
  return (
    <div className="pt-28 pb-20 sm:pt-32">
      <Container className="max-w-4xl">
        {isError ? (
          isNotFound(error) ? (
            <NotFoundState title={t('guide.notFoundTitle')} body={t('guide.notFoundBody')} />
          ) : (
            <>
              <PageMeta title={`${t('metaTitle')} | ${t('common:app.name')}`} />
              <LoadError message={t('guide.error')} onRetry={() => void refetch()} />
            </>
          )
        ) : (
          <GuideView guide={data} />
        )}
      </Container>
    </div>
  );
}
