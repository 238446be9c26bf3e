import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { useHelp } from '../api/get-help';
import { FaqAccordion } from '../components/faq-accordion';

export function FaqPage() {
  const { t } = useTranslation('pages');
  const { data, isPending, isError, refetch } = useHelp();
  return (
    <div>
      <PageMeta
        title={`${t('static.faq.title')} | ${t('common:app.name')}`}
        description={t('static.faq.description')}
      />
      <h1 className="text-3xl leading-tight font-bold text-fg sm:text-4xl">{t('faq.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('faq.subtitle')}</p>
      <div className="mt-8">
        {isPending ? (
          <div className="flex justify-center py-16 text-primary">
            <Spinner className="size-8" label={t('common:a11y.loading')} />
          </div>
        ) : isError ? (
          <div role="alert" className="rounded-2xl border border-border bg-surface p-6">
            <p className="text-fg">{t('faq.error')}</p>
            <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </Button>
          </div>
        ) : data.faqs.length > 0 ? (
          <FaqAccordion faqs={data.faqs} />
        ) : (
          <p className="text-muted">{t('faq.empty')}</p>
        )}
      </div>
      <p className="mt-8 text-muted">
        {t('faq.stillNeedHelp')}{' '}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
          {t('faq.contactUs')}
        </Link>
      </p>
    </div>
  );
}
