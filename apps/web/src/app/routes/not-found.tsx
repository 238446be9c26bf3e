import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { PageIntro } from '@/components/ui/page-intro';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <Container className="pt-32 pb-24 sm:pt-40">
      <p className="mb-4 text-center text-sm font-bold text-accent-text">{t('notFound.code')}</p>
      <PageIntro
        title={t('notFound.title')}
        body={t('notFound.body')}
        icon={<Compass aria-hidden="true" className="size-7" />}
      />
    </Container>
  );
}
