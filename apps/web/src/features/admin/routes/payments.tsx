import { ADMIN_PAYMENT_STATUSES, PAYMENT_PROVIDERS } from '@mustashar/contracts';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/form';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney, formatNumber, latinDigits } from '@/lib/format';
import { PAYMENT_FILTER_KEYS, type PaymentFilters, paymentsQuery, usePayments } from '../api/payments-api';
import { ConsoleError } from '../components/console-error';
import { Pager } from '../components/pager';

/** Checks what the server would refuse, so the operator reads why in their language and nothing is asked. */
function invalid(filters: PaymentFilters): 'dates' | 'amounts' | null {
  if (filters.from && filters.to && filters.from > filters.to) return 'dates';
  const amounts = [filters.minAmount, filters.maxAmount].filter(Boolean);
  if (amounts.some((a) => !/^\d+(\.\d{1,2})?$/.test(a))) return 'amounts';
  if (filters.minAmount && filters.maxAmount && Number(filters.minAmount) > Number(filters.maxAmount))
    return 'amounts';
  return null;
}

export function AdminPaymentsPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(
    PAYMENT_FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as PaymentFilters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<PaymentFilters>(applied);
  const [error, setError] = useState<'dates' | 'amounts' | null>(null);
  const baseId = useId();
  const id = (key: string) => `${baseId}-${key}`;
  const list = usePayments(applied, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...draft,
      user: draft.user.trim(),
      minAmount: latinDigits(draft.minAmount.trim()),
      maxAmount: latinDigits(draft.maxAmount.trim()),
    };
    const problem = invalid(next);
    setError(problem);
    if (problem) return;
    setParams(new URLSearchParams(paymentsQuery(next)));
  };
  const set = (key: keyof PaymentFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const exportHref = `/api/admin/payments/export.csv?${paymentsQuery(applied, { lang: lng === 'en' ? 'en' : 'ar' })}`;
  const label = (key: string, text: string) => (
    <label htmlFor={id(key)} className="mb-1.5 block text-sm font-medium text-fg">
      {text}
    </label>
  );

  return (
    <div className="space-y-6">
      <PageMeta title={`${t('payments.title')} | ${t('common:app.name')}`} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{t('payments.title')}</h1>
        <a href={exportHref} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          {t('payments.export')}
        </a>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('payments.filters')}
      >
        <div>
          {label('status', t('payments.status'))}
          <select id={id('status')} value={draft.status} onChange={set('status')} className={inputClass}>
            <option value="">{t('payments.anyStatus')}</option>
            {ADMIN_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`paymentStatuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label('provider', t('payments.provider'))}
          <select
            id={id('provider')}
            value={draft.provider}
            onChange={set('provider')}
            className={inputClass}
          >
            <option value="">{t('payments.anyProvider')}</option>
            {PAYMENT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {t(`payments.providers.${provider}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label('from', t('payments.from'))}
          <Input id={id('from')} type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div>
          {label('to', t('payments.to'))}
          <Input id={id('to')} type="date" value={draft.to} onChange={set('to')} />
        </div>
        <div>
          {label('minAmount', t('payments.minAmount'))}
          <Input
            id={id('minAmount')}
            inputMode="decimal"
            dir="ltr"
            value={draft.minAmount}
            onChange={set('minAmount')}
          />
        </div>
        <div>
          {label('maxAmount', t('payments.maxAmount'))}
          <Input
            id={id('maxAmount')}
            inputMode="decimal"
            dir="ltr"
            value={draft.maxAmount}
            onChange={set('maxAmount')}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          {label('user', t('payments.user'))}
          <Input id={id('user')} type="search" dir="ltr" value={draft.user} onChange={set('user')} />
        </div>
        <div className="flex items-end">
          <Button type="submit">{t('payments.apply')}</Button>
        </div>
        {error ? (
          <div className="sm:col-span-2 lg:col-span-4">
            <FormAlert>{t(`payments.errors.${error}`)}</FormAlert>
          </div>
        ) : null}
      </form>

      {list.isError ? <ConsoleError error={list.error} /> : null}
      {list.isPending ? (
        <Spinner className="size-6 text-primary" label={t('loading')} />
      ) : list.data ? (
        <section aria-busy={list.isFetching}>
          <p className="mb-2 text-sm text-muted" aria-live="polite">
            {t('payments.count', { count: list.data.total, formatted: formatNumber(list.data.total, lng) })}
          </p>
          {list.data.payments.length === 0 ? (
            <p className="text-muted">{t('payments.none')}</p>
          ) : (
            <ul
              className="divide-y divide-border rounded-2xl border border-border bg-surface"
              data-testid="payments"
            >
              {list.data.payments.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 text-sm"
                >
                  <Link
                    to={`/admin/payments/${p.id}`}
                    className="font-mono text-xs text-primary underline-offset-4 hover:underline"
                    dir="ltr"
                  >
                    {p.orderNumber}
                  </Link>
                  <bdi className="text-fg">{p.userEmail ?? p.userId}</bdi>
                  <span className="text-fg">{formatMoney(p.amountCents, lng, p.currency)}</span>
                  <span className="text-muted">{p.planDisplayNames[lng === 'en' ? 'en' : 'ar']}</span>
                  <span className="flex flex-wrap gap-1.5">
                    <span className="rounded-full bg-surface-2 px-2 py-0.5 text-fg">
                      {t(`paymentStatuses.${p.refunded ? 'refunded' : p.status}`)}
                    </span>
                    {p.hidden ? (
                      <span className="rounded-full bg-surface-2 px-2 py-0.5 text-muted">
                        {t('payments.hidden')}
                      </span>
                    ) : null}
                  </span>
                  <time dateTime={p.paidAt ?? p.createdAt} className="text-muted">
                    {formatDate(p.paidAt ?? p.createdAt, lng, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(next) => setParams(new URLSearchParams(paymentsQuery(applied, { page: String(next) })))}
          />
        </section>
      ) : null}
    </div>
  );
}
