import type { ArticleResponse } from '@mustashar/contracts';
import { BookOpen, ExternalLink, Link2, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { PageLoader } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useArticle } from '../api/get-article';
import { ArticlePager } from '../components/article-pager';
import { Breadcrumbs } from '../components/breadcrumbs';
import { LawStatusBadge } from '../components/law-status-badge';
import { LoadError } from '../components/load-error';
import { NotFoundState } from '../components/not-found-state';
import { ArabicInline, StatuteText } from '../components/statute-text';
import { useArticleHeading } from '../hooks/use-article-heading';
import { isInForce, shownText } from '../lib/article-text';
import { isNotFound } from '../lib/errors';
import { localizeNumberText } from '../lib/localize-digits';
import { articleAnchor, safeExternalUrl } from '../lib/text';

async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

function ArticleView({ article }: { article: ArticleResponse }) {
  const { t, i18n } = useTranslation('library');
  const lng = i18n.resolvedLanguage;
  const headingOf = useArticleHeading();
  const heading = headingOf(article);
  const inForce = isInForce(article);
  // Decree numbers and Hijri dates in the UI language's digits, like the rest of the page.
  const digits = (text: string) => localizeNumberText(text, lng);
  const notice = {
    decree: digits(article.amendedBy ?? t('article.unknownDecree')),
    date: digits(article.inForceAsOf ?? ''),
  };
  const lawPath = `/library/laws/${encodeURIComponent(article.lawId)}`;
  const source = safeExternalUrl(article.lawUrl);
  const prefill = t('article.askPrefill', { label: article.label || heading, law: article.lawTitle });

  const onCopy = async () => {
    const ok = await copyLink(`${window.location.origin}/library/articles/${article.id}`);
    toast(t(ok ? 'article.copied' : 'article.copyFailed'), ok ? 'success' : 'error');
  };

  return (
    <>
      <PageMeta
        title={`${heading} – ${article.lawTitle} | ${t('metaTitle')} | ${t('common:app.name')}`}
        description={t('article.metaDescription', { label: article.label || heading, law: article.lawTitle })}
      />
      <Breadcrumbs
        items={[
          { to: '/library', label: t('home') },
          { to: lawPath, label: <ArabicInline>{article.lawTitle}</ArabicInline> },
          { label: heading },
        ]}
      />

      <header className="mt-4 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">{heading}</h1>
        {lng === 'en' && article.label ? (
          <p dir="rtl" lang="ar" className="mt-1 text-start text-lg text-muted">
            {article.label}
          </p>
        ) : null}
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{t('article.law')}:</span>
          <Link
            to={lawPath}
            className="inline-flex min-h-11 items-center font-bold text-primary hover:underline"
          >
            <ArabicInline>{article.lawTitle}</ArabicInline>
          </Link>
          <LawStatusBadge status={article.lawStatus} />
        </p>
        {article.part || article.chapter ? (
          <p className="text-sm text-muted">
            {t('article.chapter')}:{' '}
            <ArabicInline>{digits([article.part, article.chapter].filter(Boolean).join(' – '))}</ArabicInline>
          </p>
        ) : null}
      </header>

      <div className="mt-6 space-y-6">
        {article.wording === 'amended-unknown' || article.wording === 'repealed' ? (
          <p
            role="note"
            className="rounded-2xl border border-accent/60 bg-gold-50 p-4 text-sm font-medium text-fg dark:bg-gold-900/20"
          >
            {t(article.wording === 'repealed' ? 'article.repealedNotice' : 'article.unknownNotice', notice)}
          </p>
        ) : null}

        <section
          aria-labelledby="article-text"
          className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
        >
          <h2 id="article-text" className="text-lg font-bold text-fg">
            {t(
              article.wording === 'amended'
                ? 'article.currentText'
                : article.wording === 'original'
                  ? 'article.text'
                  : article.wording === 'repealed'
                    ? 'article.repealedText'
                    : 'article.originalWording',
            )}
          </h2>
          {article.wording === 'amended' ? (
            <p className="mt-1 text-sm text-muted">
              {t(article.amendedBy ? 'article.inForceAsOfBy' : 'article.inForceAsOf', notice)}
            </p>
          ) : null}
          <StatuteText className={inForce ? 'mt-3 text-lg text-fg' : 'mt-3 text-lg text-muted'}>
            {shownText(article)}
          </StatuteText>
        </section>

        {article.history.amendments.length > 0 || article.amendmentNotes.length > 0 ? (
          <details className="group rounded-2xl border border-border bg-surface p-5 sm:p-6">
            <summary className="min-h-11 cursor-pointer text-lg font-bold text-fg">
              {t('article.history')}
            </summary>
            <section aria-labelledby="article-original" className="mt-4">
              <h3 id="article-original" className="font-bold text-fg">
                {t('article.originalText')}
              </h3>
              <StatuteText className="mt-2 text-fg">{article.history.original}</StatuteText>
            </section>
            {article.history.amendments.length > 0 ? (
              <section aria-labelledby="article-amendments" className="mt-5">
                <h3 id="article-amendments" className="font-bold text-fg">
                  {t('article.amendments')}
                </h3>
                <ol className="mt-2 space-y-3">
                  {article.history.amendments.map((a, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the amendments of one article, in a fixed order.
                    <li key={i} className="border-s-4 border-accent ps-3">
                      <p className="text-sm font-bold text-fg">
                        <ArabicInline>
                          {digits([a.decree, a.date].filter(Boolean).join(' – ')) ||
                            t('article.unknownDecree')}
                        </ArabicInline>
                        <span className="ms-2 font-normal text-muted">
                          {t(`article.kind.${a.kind}`, { defaultValue: '' })}
                        </span>
                      </p>
                      {a.text ? <StatuteText className="mt-1 text-fg">{a.text}</StatuteText> : null}
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            {article.amendmentNotes.length > 0 ? (
              <section aria-labelledby="article-notes" className="mt-5">
                <h3 id="article-notes" className="font-bold text-fg">
                  {t('article.notes')}
                </h3>
                <ol className="mt-2 space-y-3">
                  {article.amendmentNotes.map((note, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the notes of one article, in a fixed order.
                    <li key={i} className="border-s-4 border-border ps-3">
                      <StatuteText className="text-muted">{note}</StatuteText>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </details>
        ) : null}

        {article.textEn ? (
          <section
            aria-labelledby="article-translation"
            className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
          >
            <h2 id="article-translation" className="text-lg font-bold text-fg">
              {t('article.translation')}
            </h2>
            <p dir="ltr" lang="en" className="mt-3 text-start leading-relaxed whitespace-pre-line text-fg">
              {article.textEn}
            </p>
          </section>
        ) : null}

        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/chat" state={{ prefill }}>
            <MessageSquareText aria-hidden="true" className="size-4" />
            {t('article.ask')}
          </ButtonLink>
          <Button variant="outline" onClick={() => void onCopy()}>
            <Link2 aria-hidden="true" className="size-4" />
            {t('article.copyLink')}
          </Button>
          <ButtonLink to={`${lawPath}#${articleAnchor(article.number, article.bis)}`} variant="outline">
            <BookOpen aria-hidden="true" className="size-4" />
            {t('article.inLaw')}
          </ButtonLink>
          {source ? (
            <a
              href={source.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-sm font-medium text-primary hover:bg-surface-2"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('law.source')}
              <span className="sr-only"> {t('law.opensNewTab')}</span>
            </a>
          ) : null}
        </div>

        <ArticlePager article={article} />
        <p className="text-sm leading-relaxed text-muted">{t('disclaimer')}</p>
      </div>
    </>
  );
}

/** /library/articles/:id: one article in its wording in force, with its history; the address a chat citation opens. */
export function ArticlePage() {
  const { t } = useTranslation('library');
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useArticle(id);
  if (isPending) return <PageLoader />;
  return (
    <div className="pt-28 pb-20 sm:pt-32">
      <Container className="max-w-4xl">
        {isError ? (
          isNotFound(error) ? (
            <NotFoundState title={t('article.notFoundTitle')} body={t('article.notFoundBody')} />
          ) : (
            <>
              <PageMeta title={`${t('metaTitle')} | ${t('common:app.name')}`} />
              <LoadError message={t('article.error')} onRetry={() => void refetch()} />
            </>
          )
        ) : (
          <ArticleView article={data} />
        )}
      </Container>
    </div>
  );
}
