import type { PaymentMethod } from '@mustashar/contracts';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { useMethods } from '../api/get-methods';
import { brandLabel } from '../lib/format';
import { primaryMethodId } from '../lib/payment-method';

/** The cards, the default (else the first) marked Primary; `actions` adds the owner's buttons to each row. */
export function MethodList({
  methods,
  actions,
}: {
  methods: PaymentMethod[];
  actions?: (method: PaymentMethod) => ReactNode;
}) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const primary = primaryMethodId(methods);
  return (
    <ul className="divide-y divide-border">
      {methods.map((method) => (
        <li key={method.id} className="flex flex-wrap items-center gap-3 py-3">
          <span className="inline-flex h-9 w-12 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-2 text-muted">
            <CreditCard aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-fg">
              {t('billing.methods.cardEnding', {
                brand: brandLabel(method.brand) || method.name || '',
                last4: formatNumber(method.last4, lng, { useGrouping: false, minimumIntegerDigits: 4 }),
              })}
            </p>
            {method.expMonth && method.expYear ? (
              <p className="text-xs text-muted">
                {t('billing.methods.expires', {
                  date: `${formatNumber(method.expMonth, lng, { minimumIntegerDigits: 2 })}/${formatNumber(method.expYear % 100, lng, { minimumIntegerDigits: 2 })}`,
                })}
              </p>
            ) : null}
          </div>
          {method.id === primary ? (
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-fg">
              {t('billing.methods.primary')}
            </span>
          ) : null}
          {actions ? (
            <div className="flex basis-full justify-end gap-2 sm:basis-auto">{actions(method)}</div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "Paying with card": the saved cards; the default one (else the first) is Primary and renewals charge it. */
export function PaymentMethodsCard() {
  const { t } = useTranslation('billing');
  const methods = useMethods();
  return (
    <Card aria-labelledby="methods-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="methods-title" className="text-lg font-bold text-fg">
          {t('billing.methods.title')}
        </h2>
        <Link
          to="/dashboard/payment-methods"
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline"
        >
          {t('billing.methods.manage')}
        </Link>
      </div>
      {methods.isLoading ? (
        <div className="mt-3 h-12 animate-pulse rounded-xl bg-surface-2" />
      ) : methods.isError ? (
        <p className="mt-3 text-sm text-muted">{t('billing.methods.loadFailed')}</p>
      ) : methods.data && methods.data.length > 0 ? (
        <div className="mt-1">
          <MethodList methods={methods.data} />
        </div>
      ) : (
        <div className="mt-3">
          <p className="font-medium text-fg">{t('billing.methods.empty')}</p>
          <p className="text-sm text-muted">{t('billing.methods.emptyBody')}</p>
        </div>
      )}
    </Card>
  );
}
