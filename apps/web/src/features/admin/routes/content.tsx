import type { AdminContent } from '@mustashar/contracts';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber } from '@/lib/format';
import { useAuth } from '@/lib/session';
import { useAdminContent, useReindex } from '../api/content-api';
import { ConsoleError } from '../components/console-error';
import { FigureCard } from '../components/figure-card';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

const grid = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** What the legal engine runs on (ADR 091): the corpus, this server's index, the knowledge and the guides. */
export function AdminContentPage() {
  const { t } = useTranslation(['admin', 'common']);
  const content = useAdminContent();
  return (
    <div className="space-y-8">
      <PageMeta title={`${t('content.title')} | ${t('common:app.name')}`} />
      <h1 className="text-2xl font-bold text-fg">{t('content.title')}</h1>
      {content.isError ? <ConsoleError error={content.error} /> : null}
      {content.isPending ? (
        <Spinner className="size-6 text-primary" label={t('loading')} />
      ) : content.data ? (
        <ContentStatus data={content.data} />
      ) : null}
    </div>
  );
}

function ContentStatus({ data }: { data: AdminContent }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const arabic = lng?.startsWith('ar') ?? false;
  const { user } = useAuth();
  const reindex = useReindex();
  const n = (value: number) => formatNumber(value, lng);
  const share = (part: number) =>
    t('content.knowledge.share', {
      share: formatNumber(
        data.knowledge.articlesInForce === 0 ? 0 : part / data.knowledge.articlesInForce,
        lng,
        {
          style: 'percent',
          maximumFractionDigits: 1,
        },
      ),
    });
  const { corpus, index, knowledge } = data;
  const separator = arabic ? '، ' : ', ';

  return (
    <>
      <Section title={t('content.corpus.title')} testId="content-corpus">
        {corpus.articles === 0 ? <p className="text-sm text-muted">{t('content.corpus.none')}</p> : null}
        <dl className={grid}>
          <FigureCard
            label={t('content.corpus.laws')}
            value={n(corpus.laws)}
            note={t('content.corpus.lawsRepealed', {
              count: corpus.lawsRepealed,
              formatted: n(corpus.lawsRepealed),
            })}
          />
          <FigureCard label={t('content.corpus.articles')} value={n(corpus.articles)} />
          <FigureCard
            label={t('content.corpus.lastImport')}
            value={
              corpus.lastImportAt
                ? formatDate(corpus.lastImportAt, lng, { dateStyle: 'medium', timeStyle: 'short' })
                : t('content.corpus.never')
            }
          />
          <FigureCard label={t('content.corpus.indexTerms')} value={n(corpus.indexTerms)} />
        </dl>
        <h3 className="font-medium text-fg">{t('content.wordings.title')}</h3>
        <dl className={grid}>
          {(['original', 'amended', 'amendedUnknown', 'repealed'] as const).map((wording) => (
            <FigureCard
              key={wording}
              label={t(`content.wordings.${wording}`)}
              value={n(corpus.wordings[wording])}
            />
          ))}
        </dl>
      </Section>

      <Section title={t('content.index.title')} testId="content-index">
        {index ? (
          <dl className={grid}>
            <FigureCard
              label={t('content.index.builtAt')}
              value={formatDate(index.builtAt, lng, { dateStyle: 'medium', timeStyle: 'short' })}
            />
            <FigureCard
              label={t('content.index.buildMs')}
              value={t('content.index.ms', { value: n(index.buildMs) })}
            />
            <FigureCard label={t('content.index.articles')} value={n(index.articles)} />
            <FigureCard label={t('content.index.terms')} value={n(index.terms)} />
          </dl>
        ) : (
          <p className="text-sm text-muted">{t('content.index.notBuilt')}</p>
        )}
        {user?.consoleRole === 'admin' ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={() => reindex.mutate()} disabled={reindex.isPending}>
              {reindex.isPending ? t('content.reindex.working') : t('content.reindex.button')}
            </Button>
            <p className="text-sm text-muted">{t('content.reindex.hint')}</p>
          </div>
        ) : null}
        <p role="status" className="text-sm text-fg">
          {reindex.data?.message ?? ''}
        </p>
        {reindex.isError ? <ConsoleError error={reindex.error} /> : null}
      </Section>

      <Section title={t('content.knowledge.title')} testId="content-knowledge">
        <dl className={grid}>
          <FigureCard label={t('content.knowledge.inForce')} value={n(knowledge.articlesInForce)} />
          <FigureCard
            label={t('content.knowledge.expansions')}
            value={n(knowledge.withExpansions)}
            note={share(knowledge.withExpansions)}
          />
          <FigureCard
            label={t('content.knowledge.plainRules')}
            value={n(knowledge.withPlainRules)}
            note={share(knowledge.withPlainRules)}
          />
        </dl>
      </Section>

      <Section title={t('content.guides.title')}>
        <ul
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
          data-testid="content-guides"
        >
          {data.guides.map((guide) => {
            const problems = guide.citations.flatMap((c) =>
              c.lawId === null
                ? [t('content.guides.lawMissing', { law: c.lawTitle })]
                : c.missing.length > 0
                  ? [
                      `${c.lawTitle}: ${t('content.guides.missing', {
                        list: c.missing.map((number) => n(number)).join(separator),
                      })}`,
                    ]
                  : [],
            );
            return (
              <li key={guide.id} className="space-y-1 p-3 text-sm">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-fg">{arabic ? guide.title.ar : guide.title.en}</span>
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-medium',
                      guide.check === 'ok' ? 'bg-primary/10 text-primary' : 'bg-surface-2 text-fg',
                    )}
                  >
                    {t(`content.checks.${guide.check}`)}
                  </span>
                </p>
                {problems.length > 0 ? (
                  <ul className="list-inside list-disc text-muted">
                    {problems.map((problem) => (
                      <li key={problem}>
                        <bdi>{problem}</bdi>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
