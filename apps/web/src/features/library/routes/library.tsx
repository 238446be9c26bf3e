import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { GuidesSection } from '../components/guides-section';
import { LawsBrowser } from '../components/laws-browser';
import { SearchForm } from '../components/search-form';
import { SearchResults } from '../components/search-results';
import { isLawCategory, type LawCategory } from '../lib/categories';

/** /library: search statutes and guides, browse laws by category, read the guides by topic. */
export function LibraryPage() {
  const { t } = useTranslation('library');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const rawCategory = params.get('category');
  const category: LawCategory | 'all' = isLawCategory(rawCategory) ? rawCategory : 'all';

  const update = (name: 'q' | 'category', value: string | null, replace: boolean) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace, preventScrollReset: true });
  };

  return (
    <div className="pt-28 pb-20 sm:pt-32">
      <PageMeta title={`${t('metaTitle')} | ${t('common:app.name')}`} description={t('metaDescription')} />
      <Container>
        <header className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-5 py-10 text-white sm:px-12 sm:py-12">
          <div className="mx-auto max-w-3xl text-center">
            <Landmark aria-hidden="true" className="mx-auto size-10 text-gold-300" />
            <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t('title')}</h1>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('subtitle')}</p>
          </div>
          <SearchForm
            value={q}
            onSearch={(value) => update('q', value || null, false)}
            className="mx-auto mt-8 max-w-3xl text-start"
          />
          <p className="mx-auto mt-3 max-w-3xl text-sm text-brand-100">{t('arabicOnly')}</p>
        </header>

        <div className="mt-10 space-y-14">
          {q ? <SearchResults q={q} /> : null}

          <section aria-labelledby="library-laws-title">
            <h2 id="library-laws-title" className="mb-4 text-2xl font-bold text-fg">
              {t('laws.title')}
            </h2>
            <LawsBrowser
              category={category}
              onCategory={(value) => update('category', value === 'all' ? null : value, true)}
            />
          </section>

          <GuidesSection />

          <p className="text-sm leading-relaxed text-muted">{t('disclaimer')}</p>
        </div>
      </Container>
    </div>
  );
}
