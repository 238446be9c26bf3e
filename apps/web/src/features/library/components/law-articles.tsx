import type { Article, LawDetail } from '@mustashar/contracts';
import { Search } from 'lucide-react';
import { createElement, type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useArticleHeading } from '../hooks/use-article-heading';
import { isInForce, shownText } from '../lib/article-text';
import { normalizeForMatch, queryTerms, textMatchesAll } from '../lib/match';
import { articleAnchor } from '../lib/text';
import { HighlightedText } from './highlighted-text';
import { StatuteText } from './statute-text';

type HeadingLevel = 3 | 4 | 5;
const heading = (level: HeadingLevel, props: Record<string, unknown>, children: ReactNode) =>
  createElement(`h${level}`, props, children);

function ArticleItem({
  article,
  level,
  terms,
  targeted,
}: {
  article: Article;
  level: HeadingLevel;
  terms: string[];
  targeted: boolean;
}) {
  const { t } = useTranslation('library');
  const headingOf = useArticleHeading();
  const anchor = articleAnchor(article.number, article.bis);
  const title = headingOf(article);
  const inForce = isInForce(article);
  return (
    <article
      id={anchor}
      tabIndex={-1}
      aria-labelledby={`${anchor}-title`}
      className={cn(
        'scroll-mt-24 rounded-2xl border bg-surface p-4 outline-none sm:p-5 [content-visibility:auto] [contain-intrinsic-size:auto_12rem]',
        targeted ? 'border-primary ring-2 ring-primary/40' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading(
          level,
          { id: `${anchor}-title`, className: 'text-base font-bold sm:text-lg' },
          <Link
            to={`/library/articles/${article.id}`}
            className="inline-flex min-h-11 items-center text-primary hover:underline"
          >
            {title}
          </Link>,
        )}
        {article.wording !== 'original' ? (
          <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-bold text-gold-900 dark:bg-gold-900/50 dark:text-gold-100">
            {t(article.wording === 'repealed' ? 'status.repealed' : 'law.amended')}
          </span>
        ) : null}
      </div>
      {!inForce ? (
        <p role="note" className="mt-2 text-sm font-medium text-fg">
          {t(article.wording === 'repealed' ? 'article.repealedNotice' : 'article.unknownNotice', {
            decree: article.amendedBy ?? t('article.unknownDecree'),
            date: article.inForceAsOf ?? '',
          })}
        </p>
      ) : article.wording === 'amended' && article.inForceAsOf ? (
        <p className="mt-1 text-xs text-muted">{t('article.inForceAsOf', { date: article.inForceAsOf })}</p>
      ) : null}
      <StatuteText className={cn('mt-2 text-fg', !inForce && 'text-muted')}>
        <HighlightedText text={shownText(article)} terms={terms} />
      </StatuteText>
    </article>
  );
}

type Group = { part: string | null; chapter: string | null; articles: Article[] };

function groupArticles(articles: Article[]): Group[] {
  const groups: Group[] = [];
  for (const article of articles) {
    const last = groups.at(-1);
    if (last && last.part === article.part && last.chapter === article.chapter) last.articles.push(article);
    else groups.push({ part: article.part, chapter: article.chapter, articles: [article] });
  }
  return groups;
}

/** The law's articles under their part and chapter headings, with a search inside the law. */
export function LawArticles({ law, target }: { law: LawDetail; target: string }) {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const filterId = useId();

  // Normalised once per law: the filter then runs over plain strings while typing.
  const haystacks = useMemo(
    () =>
      law.articles.map((a) =>
        normalizeForMatch(
          [a.label, String(a.number), a.part ?? '', a.chapter ?? '', shownText(a), a.textAr].join(' '),
        ),
      ),
    [law.articles],
  );
  const terms = useMemo(() => queryTerms(deferred), [deferred]);
  const visible = useMemo(
    () =>
      terms.length === 0 ? law.articles : law.articles.filter((_, i) => textMatchesAll(haystacks[i]!, terms)),
    [law.articles, haystacks, terms],
  );
  const groups = useMemo(() => groupArticles(visible), [visible]);
  const hasParts = law.articles.some((a) => a.part);
  const hasChapters = law.articles.some((a) => a.chapter);
  const partLevel: HeadingLevel = 3;
  const chapterLevel: HeadingLevel = hasParts ? 4 : 3;
  const articleLevel = Math.min(3 + Number(hasParts) + Number(hasChapters), 5) as HeadingLevel;

  if (law.articles.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-muted">
        {t('law.noArticles')}
      </p>
    );
  }

  let previous: Group | null = null;
  return (
    <div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-96">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-fg">
            {t('law.filterLabel')}
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
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('law.filterPlaceholder')}
              autoComplete="off"
              className="min-h-11 w-full rounded-xl border border-border bg-surface ps-9 pe-3 text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring"
            />
          </div>
        </div>
        <p aria-live="polite" className="text-sm text-muted">
          {t('law.filterCount', {
            shown: formatNumber(visible.length, lng),
            total: formatNumber(law.articles.length, lng),
          })}
        </p>
      </div>

      {visible.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          {t('law.filterNone', { q: deferred.trim() })}
        </p>
      ) : (
        <div className="mt-5 space-y-3">
          {groups.map((group) => {
            const showPart = group.part && group.part !== previous?.part;
            const showChapter = group.chapter && (group.chapter !== previous?.chapter || showPart);
            previous = group;
            return (
              <div key={`${group.part}|${group.chapter}|${group.articles[0]!.id}`} className="space-y-3">
                {showPart
                  ? heading(
                      partLevel,
                      {
                        dir: lng === 'en' ? 'rtl' : undefined,
                        lang: 'ar',
                        className: 'pt-6 text-start text-xl font-bold text-fg',
                      },
                      group.part,
                    )
                  : null}
                {showChapter
                  ? heading(
                      chapterLevel,
                      {
                        dir: lng === 'en' ? 'rtl' : undefined,
                        lang: 'ar',
                        className: 'pt-4 text-start text-lg font-bold text-accent-text',
                      },
                      group.chapter,
                    )
                  : null}
                {group.articles.map((article) => (
                  <ArticleItem
                    key={article.id}
                    article={article}
                    level={articleLevel}
                    terms={terms}
                    targeted={articleAnchor(article.number, article.bis) === target}
                  />
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
