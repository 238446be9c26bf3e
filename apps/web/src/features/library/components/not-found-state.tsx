import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';

/** A law, article or guide that does not exist: said plainly, with the way back. */
export function NotFoundState({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('library');
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <PageMeta title={`${title} | ${t('common:app.name')}`} />
      <span className="mx-auto mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
        <FileQuestion aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
      <p className="mt-3 text-lg text-muted">{body}</p>
      <ButtonLink to="/library" className="mt-8">
        {t('law.backToLibrary')}
      </ButtonLink>
    </div>
  );
}
