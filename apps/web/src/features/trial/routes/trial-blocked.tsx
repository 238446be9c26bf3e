import { ShieldAlert, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';

export function TrialBlockedPage() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="trial-blocked-title" className="pt-32 pb-24 sm:pt-40">
      <PageMeta title={t('trialBlocked.metaTitle')} description={t('trialBlocked.metaDescription')} />
      <Container className="max-w-2xl">
        <div className="rounded-3xl border border-border bg-surface p-8 text-center shadow-sm sm:p-12">
          <span className="mx-auto inline-flex size-16 items-center justify-center rounded-2xl bg-accent/20 text-accent-text">
            <ShieldAlert aria-hidden="true" className="size-8" />
          </span>
          <h1 id="trial-blocked-title" className="mt-6 text-2xl leading-tight font-bold text-fg sm:text-3xl">
            {t('trialBlocked.title')}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t('trialBlocked.body')}</p>
          <p className="mt-3 text-sm text-muted">{t('trialBlocked.vpnHint')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/register" size="lg">
              <UserPlus aria-hidden="true" className="size-5" />
              {t('trialBlocked.register')}
            </ButtonLink>
            <ButtonLink to="/pricing" size="lg" variant="outline">
              {t('trialBlocked.pricing')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
