import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-e-transparent',
        className,
      )}
    />
  );
}

/** Shown while a lazy route or namespace loads; reserves height so the footer does not jump. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-primary">
      <Spinner className="size-8" label={t('a11y.loading')} />
    </div>
  );
}
