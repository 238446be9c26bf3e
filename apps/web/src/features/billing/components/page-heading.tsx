import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';

/** A billing page's title line, with room for actions at the end. */
export function PageHeading({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <PageMeta title={`${title} | ${t('app.name')}`} description={subtitle} />
      <div className="min-w-0">
        <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}
