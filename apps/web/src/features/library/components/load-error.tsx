import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A failed load, said plainly, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center">
      <p className="text-fg">{message}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
