import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { PageLoader } from '@/components/ui/spinner';
import { ProcessorsSection } from '../components/processors-section';
import { loadStaticPage, type StaticPageName } from '../content-files';

const MarkdownView = lazy(() => import('../components/markdown-view'));

const prose =
  'max-w-none text-fg leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_h1]:mb-6 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:leading-tight sm:[&_h1]:text-4xl ' +
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold ' +
  '[&_p]:my-4 [&_p]:text-muted [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal ' +
  '[&_ol]:space-y-2 [&_ol]:ps-6 [&_li]:text-muted [&_strong]:text-fg [&_hr]:my-8 [&_hr]:border-border ' +
  '[&_blockquote]:border-s-4 [&_blockquote]:border-accent [&_blockquote]:ps-4 [&_blockquote]:italic ' +
  '[&_table]:my-6 [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:bg-surface-2 [&_th]:p-2 [&_th]:text-start';

export function StaticPage({ page }: { page: StaticPageName }) {
  const { t, i18n } = useTranslation('pages');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const { data, isPending } = useQuery({
    queryKey: ['static-page', lng, page],
    queryFn: () => loadStaticPage(lng, page),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = t(`static.${page}.title`);
  // The markdown carries its own h1; fall back to the translated title if it has none.
  const hasH1 = typeof data === 'string' && /^#\s/m.test(data);

  return (
    <article className={prose}>
      <PageMeta title={`${title} | ${t('common:app.name')}`} description={t(`static.${page}.description`)} />
      {!hasH1 ? <h1>{title}</h1> : null}
      {isPending ? (
        <PageLoader />
      ) : data ? (
        <Suspense fallback={<PageLoader />}>
          <MarkdownView source={data} />
        </Suspense>
      ) : (
        <p>{t(`static.${page}.description`)}</p>
      )}
      {page === 'privacy' ? <ProcessorsSection /> : null}
    </article>
  );
}

export const AboutPage = () => <StaticPage page="about" />;
export const TermsPage = () => <StaticPage page="terms" />;
export const PrivacyPage = () => <StaticPage page="privacy" />;
export const CookiesPage = () => <StaticPage page="cookies" />;
