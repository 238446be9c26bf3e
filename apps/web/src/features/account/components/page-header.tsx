import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';

export function PageHeader({ title, body, actions }: { title: string; body?: string; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <PageMeta title={`${title} | ${t('app.name')}`} description={body} />
      <div>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
        {body ? <p className="mt-1 text-muted">{body}</p> : null}
      </div>
      {actions}
    </div>
  );
}
