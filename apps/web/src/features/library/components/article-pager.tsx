import type { ArticleResponse } from '@mustashar/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLaw } from '../api/get-law';
import { useArticleHeading } from '../hooks/use-article-heading';

const linkClass =
  'flex min-h-14 flex-1 flex-col justify-center rounded-2xl border border-border bg-surface px-4 py-2 shadow-sm transition-colors hover:border-primary/50';

/** Previous and next article of the same law (read from the law, which the law page caches too). */
export function ArticlePager({ article }: { article: ArticleResponse }) {
  const { t } = useTranslation('library');
  const headingOf = useArticleHeading();
  const { data: law } = useLaw(article.lawId);
  if (!law) return null;
  const index = law.articles.findIndex((a) => a.id === article.id);
  if (index < 0) return null;
  const previous = law.articles[index - 1];
  const next = law.articles[index + 1];
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('article.articleNav')} className="flex flex-col gap-3 sm:flex-row">
      {previous ? (
        <Link to={`/library/articles/${previous.id}`} rel="prev" className={linkClass}>
          <span className="flex items-center gap-1 text-xs text-muted">
            <ChevronRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
            {t('article.previous')}
          </span>
          <span className="font-bold text-primary">{headingOf(previous)}</span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {next ? (
        <Link
          to={`/library/articles/${next.id}`}
          rel="next"
          className={`${linkClass} sm:items-end sm:text-end`}
        >
          <span className="flex items-center gap-1 text-xs text-muted">
            {t('article.next')}
            <ChevronLeft aria-hidden="true" className="size-4 ltr:-scale-x-100" />
          </span>
          <span className="font-bold text-primary">{headingOf(next)}</span>
        </Link>
      ) : null}
    </nav>
  );
}
