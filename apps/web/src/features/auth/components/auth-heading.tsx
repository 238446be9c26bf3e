import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';

export function AuthHeading({ title, body, icon }: { title: string; body?: ReactNode; icon?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="mb-6">
      <PageMeta title={`${title} | ${t('app.name')}`} description={typeof body === 'string' ? body : title} />
      {icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
          {icon}
        </span>
      ) : null}
      <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">{title}</h1>
      {body ? <p className="mt-2 leading-relaxed text-muted">{body}</p> : null}
    </div>
  );
}
