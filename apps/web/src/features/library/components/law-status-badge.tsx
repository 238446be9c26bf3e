import type { LawStatus } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STYLES: Record<NonNullable<LawStatus> | 'unknown', string> = {
  in_force: 'bg-brand-100 text-brand-900 dark:bg-brand-900/60 dark:text-brand-100',
  amended: 'bg-gold-100 text-gold-900 dark:bg-gold-900/50 dark:text-gold-100',
  repealed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  unknown: 'bg-surface-2 text-muted',
};

export function LawStatusBadge({ status, className }: { status: LawStatus; className?: string }) {
  const { t } = useTranslation('library');
  const key = status ?? 'unknown';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        STYLES[key],
        className,
      )}
    >
      {t(`status.${key}`)}
    </span>
  );
}
