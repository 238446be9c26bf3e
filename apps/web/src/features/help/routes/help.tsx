import { HELP_CATEGORIES, type HelpCategorySlug } from '@mustashar/contracts';
import { ArrowRight, Clock, LifeBuoy, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/session';
import { useHelp } from '../api/get-help';
import { CategoryIcon } from '../components/category-icon';
import { FaqAccordion } from '../components/faq-accordion';

function isCategory(value: string | null): value is HelpCategorySlug {
  return (HELP_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function HelpPage() {
  const { t } = useTranslation('help');
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const active: HelpCategorySlug | 'all' = isCategory(raw) ? raw : 'all';
  const { data, isPending, isError, refetch } = useHelp();

  const select = (slug: HelpCategorySlug | 'all') => {
    const next = new URLSearchParams(params);
    if (slug === 'all') next.delete('category');
    else next.set('category', slug);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const categories = [
    { slug: 'all' as const, label: t('all') },
    ...(data?.categories ?? []).map((c) => ({ slug: c.slug, label: c.label })),
  ];
  const faqs = (data?.faqs ?? []).filter((f) => active === 'all' || f.category === active);
  const activeLabel = categories.find((c) => c.slug === active)?.label ?? t('all');

  return (
    <div className="pt-28 pb-20 sm:pt-32">
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <Container>
        <header className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center text-white sm:px-12">
          <LifeBuoy aria-hidden="true" className="mx-auto size-10 text-gold-300" />
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('subtitle')}</p>
        </header>

        <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <nav aria-labelledby="help-categories-title" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
            <h2 id="help-categories-title" className="mb-3 text-sm font-bold text-muted">
              {t('categoriesTitle')}
            </h2>
            <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
              {categories.map((c) => (
                <li key={c.slug} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => select(c.slug)}
                    aria-pressed={active === c.slug}
                    className={cn(
                      'flex min-h-11 w-full items-center gap-3 rounded-xl px-4 text-start text-sm font-medium whitespace-nowrap transition-colors',
                      active === c.slug
                        ? 'bg-primary text-primary-fg'
                        : 'border border-border bg-surface text-fg hover:bg-surface-2 lg:border-transparent lg:bg-transparent',
                    )}
                  >
                    <CategoryIcon slug={c.slug} className="size-4 shrink-0" />
                    {c.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>

          <div className="min-w-0 space-y-12">
            {isPending ? (
              <div className="flex justify-center py-16 text-primary">
                <Spinner className="size-8" label={t('common:a11y.loading')} />
              </div>
            ) : isError ? (
              <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center">
                <p className="text-fg">{t('error')}</p>
                <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
                  {t('common:actions.retry')}
                </Button>
              </div>
            ) : (
              <>
                {data.cards.length > 0 ? (
                  <section aria-labelledby="help-cards-title">
                    <h2 id="help-cards-title" className="text-xl font-bold text-fg">
                      {t('cardsTitle')}
                    </h2>
                    <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                      {data.cards.map((card) => (
                        <li
                          key={card.title}
                          className="flex flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm"
                        >
                          <h3 className="font-bold text-fg">{card.title}</h3>
                          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{card.description}</p>
                          <p className="mt-4 flex items-center gap-2 text-xs text-muted">
                            <Clock aria-hidden="true" className="size-4" />
                            {t('readingTime', { time: card.time })}
                          </p>
                          {card.href.startsWith('/') ? (
                            <Link
                              to={card.href}
                              className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary"
                            >
                              {card.title}
                              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                            </Link>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}

                <section aria-labelledby="help-faq-title">
                  <h2 id="help-faq-title" className="text-xl font-bold text-fg">
                    {t('faqTitle')}
                    <span className="ms-2 text-base font-normal text-muted">— {activeLabel}</span>
                  </h2>
                  <div className="mt-4">
                    {faqs.length > 0 ? (
                      <FaqAccordion faqs={faqs} />
                    ) : (
                      <p className="rounded-2xl border border-border bg-surface p-6 text-muted">
                        {t('empty')}
                      </p>
                    )}
                  </div>
                </section>
              </>
            )}

            <section
              aria-labelledby="help-contact-title"
              className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-2 p-6 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <h2 id="help-contact-title" className="text-lg font-bold text-fg">
                  {t('contactTitle')}
                </h2>
                <p className="mt-1 text-muted">{t('contactBody')}</p>
                {!isAuthenticated ? <p className="mt-1 text-sm text-muted">{t('loginPrompt')}</p> : null}
              </div>
              <div className="flex flex-wrap gap-3">
                <ButtonLink to="/contact">{t('contactLink')}</ButtonLink>
                {!isAuthenticated ? (
                  <ButtonLink to="/login?returnTo=/help" variant="outline">
                    <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    {t('login')}
                  </ButtonLink>
                ) : null}
              </div>
            </section>
          </div>
        </div>
      </Container>
    </div>
  );
}
