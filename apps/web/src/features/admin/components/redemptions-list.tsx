import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';
import { useRedemptions } from '../api/catalogue-api';
import { ConsoleError } from './console-error';

/** A code's redemptions: who, which payment (and its state), what it took off, when. */
export function RedemptionsList({ codeId }: { codeId: string }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const list = useRedemptions(codeId);
  if (list.isError) return <ConsoleError error={list.error} />;
  if (list.isPending) return <Spinner className="size-6 text-primary" label={t('loading')} />;
  if (list.data.redemptions.length === 0)
    return <p className="text-sm text-muted">{t('codes.noRedemptions')}</p>;
  return (
    <ul className="divide-y divide-border text-sm" data-testid="redemptions">
      {list.data.redemptions.map((r) => (
        <li key={r.id} className="space-y-0.5 py-2">
          <p className="flex flex-wrap justify-between gap-2">
            <Link
              to={`/admin/users/${r.userId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              <bdi>{r.userEmail ?? r.userId}</bdi>
            </Link>
            <span className="text-fg">
              {t('codes.amountOff', { amount: formatMoney(r.amountOffCents, lng) })}
            </span>
          </p>
          <p className="text-muted">
            <bdi dir="ltr">{r.orderNumber}</bdi> ·{' '}
            {t(`paymentStatuses.${r.paymentStatus}`, { defaultValue: r.paymentStatus })} ·{' '}
            <time dateTime={r.createdAt}>
              {formatDate(r.createdAt, lng, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </p>
        </li>
      ))}
    </ul>
  );
}
