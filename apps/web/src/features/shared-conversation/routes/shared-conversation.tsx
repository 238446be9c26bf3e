import { FileQuestion, MessageSquareText, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { PageLoader } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { isGone, useSharedConversation } from '../api/get-shared-conversation';
import { NoIndex } from '../components/no-index';
import { SharedMessageItem } from '../components/shared-message';

function TryMustashar() {
  const { t } = useTranslation('pages');
  return (
    <aside
      aria-labelledby="shared-cta"
      className="mt-10 rounded-2xl border border-border bg-primary-soft p-6 text-center text-primary-soft-fg"
    >
      <h2 id="shared-cta" className="text-xl font-bold">
        {t('shared.ctaTitle')}
      </h2>
      <p className="mt-2 leading-relaxed">{t('shared.ctaBody')}</p>
      <ButtonLink to="/chat" className="mt-5">
        <MessageSquareText aria-hidden="true" className="size-4" />
        {t('shared.cta')}
      </ButtonLink>
    </aside>
  );
}

/**
 * /shared/:id: a chat someone shared, read only, as it is now: the questions, the answers with their sources linked
 * to the library, the disclaimer and a way to ask one's own question. Nothing about whose chat it is.
 */
export function SharedConversationPage() {
  const { t, i18n } = useTranslation('pages');
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useSharedConversation(id);

  let body: ReactNode;
  if (isPending) body = <PageLoader />;
  else if (isError && isGone(error))
    body = (
      <div className="mx-auto max-w-xl py-10 text-center">
        <span className="mx-auto mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
          <FileQuestion aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('shared.goneTitle')}</h1>
        <p className="mt-3 text-lg text-muted">{t('shared.goneBody')}</p>
      </div>
    );
  else if (isError)
    body = (
      <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center">
        <p className="text-fg">{t('shared.loadFailed')}</p>
        <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
          {t('shared.retry')}
        </Button>
      </div>
    );
  else {
    const title = data.title.trim() || t('shared.untitled');
    body = (
      <article aria-labelledby="shared-title">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-xs font-medium text-muted">
          <Share2 aria-hidden="true" className="size-3.5" />
          {t('shared.badge')}
        </p>
        <h1
          id="shared-title"
          className="mt-3 text-2xl font-bold leading-tight text-fg sm:text-3xl"
          dir="auto"
        >
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted">
          {t('shared.started', {
            date: formatDate(data.createdAt, i18n.resolvedLanguage, { dateStyle: 'long' }),
          })}
        </p>
        {data.messages.length === 0 ? (
          <p className="mt-8 text-muted">{t('shared.empty')}</p>
        ) : (
          <ol className="mt-8 flex flex-col gap-5">
            {data.messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a shared chat carries no message ids; order is fixed.
              <SharedMessageItem key={index} message={message} />
            ))}
          </ol>
        )}
      </article>
    );
  }

  return (
    <div className="pt-28 pb-20 sm:pt-32">
      <PageMeta
        title={
          data
            ? `${data.title.trim() || t('shared.untitled')} | ${t('shared.metaTitle')}`
            : t('shared.metaTitle')
        }
      />
      <NoIndex />
      <Container className="max-w-3xl">
        {body}
        <p className="mt-10 text-sm leading-relaxed text-muted">{t('common:footer.disclaimer')}</p>
        <TryMustashar />
      </Container>
    </div>
  );
}
