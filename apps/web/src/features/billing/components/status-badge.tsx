import type { PaymentStatus } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { paymentStatusDisplay } from '../lib/payment-status';

const TONES = {
  paid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  canceled: 'bg-surface-2 text-fg',
} as const;

/** A payment's status through the display rule (Paid, Pending, Canceled, else Failed). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('billing');
  const display = paymentStatusDisplay(status);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[display],
      )}
    >
      {t(`paymentStatus.${display}`)}
    </span>
  );
}
