import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  to?: string;
  label: ReactNode;
}

/** Library › Law › Article; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('library');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed trail, in order.
          <li key={i} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" /> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
