import type { ContactStatus } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const badge = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold';

/** A message's status, priority and lateness, as words (never by colour alone). */
export function InboxBadges({
  status,
  priority,
  overdue,
}: {
  status: ContactStatus;
  priority: boolean;
  overdue: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap gap-1.5">
      {priority ? (
        <span className={cn(badge, 'border-transparent bg-primary-soft text-primary-soft-fg')}>
          {t('inbox.priority')}
        </span>
      ) : null}
      {overdue ? (
        <span
          className={cn(
            badge,
            'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200',
          )}
        >
          {t('inbox.overdue')}
        </span>
      ) : null}
      <span className={cn(badge, 'border-border bg-surface-2 text-fg')} data-testid="inbox-status">
        {t(`inbox.statuses.${status}`)}
      </span>
    </span>
  );
}
