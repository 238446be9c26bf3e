import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { PageLoader } from '@/components/ui/spinner';
import { useLaw } from '../api/get-law';
import { Breadcrumbs } from '../components/breadcrumbs';
import { LawArticles } from '../components/law-articles';
import { LawHeader } from '../components/law-header';
import { LoadError } from '../components/load-error';
import { NotFoundState } from '../components/not-found-state';
import { ArabicInline } from '../components/statute-text';
import { isNotFound } from '../lib/errors';

/** /library/laws/:id: the law's header and its articles; `#article-N` scrolls to (and focuses) that article. */
export function LawPage() {
  const { t, i18n } = useTranslation('library');
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const { data: law, isPending, isError, error, refetch } = useLaw(id);
  const target = decodeURIComponent(hash.replace(/^#/, ''));

  // The articles arrive after navigation, so the browser's own jump to the anchor has nothing to land on.
  useEffect(() => {
    if (!law || !target) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [law, target]);

  if (isPending) return <PageLoader />;

  return (
    <div className="pt-28 pb-20 sm:pt-32">
      <Container className="max-w-4xl">
        {isError ? (
          isNotFound(error) ? (
            <NotFoundState title={t('law.notFoundTitle')} body={t('law.notFoundBody')} />
          ) : (
            <>
              <PageMeta title={`${t('metaTitle')} | ${t('common:app.name')}`} />
              <LoadError message={t('law.error')} onRetry={() => void refetch()} />
            </>
          )
        ) : (
          <>
            <PageMeta
              title={`${i18n.resolvedLanguage === 'en' && law.titleEn ? law.titleEn : law.title} | ${t('metaTitle')} | ${t('common:app.name')}`}
              description={t('law.metaDescription', { title: law.title })}
            />
            <Breadcrumbs
              items={[
                { to: '/library', label: t('home') },
                { label: <ArabicInline>{law.title}</ArabicInline> },
              ]}
            />
            <div className="mt-4">
              <LawHeader law={law} />
            </div>
            <section aria-labelledby="law-articles-title" className="mt-10">
              <h2 id="law-articles-title" className="mb-4 text-2xl font-bold text-fg">
                {t('law.articlesTitle')}
              </h2>
              <LawArticles law={law} target={target} />
            </section>
            <p className="mt-10 text-sm leading-relaxed text-muted">{t('disclaimer')}</p>
          </>
        )}
      </Container>
    </div>
  );
}
