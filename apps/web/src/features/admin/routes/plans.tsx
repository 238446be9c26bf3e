import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, formatNumber } from '@/lib/format';
import { useAdminPlans } from '../api/catalogue-api';
import { ConsoleError } from '../components/console-error';
import { PlanForm } from '../components/plan-form';

/** Plans (admin only, ADR 088): what each is called and costs for new purchases, and whether it is on sale. */
export function AdminPlansPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div className="space-y-6">
      <PageMeta title={`${t('plans.title')} | ${t('common:app.name')}`} />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-fg">{t('plans.title')}</h1>
        <p className="text-sm text-muted">{t('plans.intro')}</p>
      </div>
      {plans.isError ? <ConsoleError error={plans.error} /> : null}
      {plans.isPending ? <Spinner className="size-6 text-primary" label={t('loading')} /> : null}
      <ul className="space-y-4" data-testid="admin-plans">
        {(plans.data?.plans ?? []).map((plan) => {
          const name = plan.displayNames[lng === 'en' ? 'en' : 'ar'];
          return (
            <li
              key={plan.id}
              className="space-y-4 rounded-2xl border border-border bg-surface p-4"
              data-testid="admin-plan"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="space-y-1">
                  <h2 className="text-lg font-bold text-fg">
                    {name}{' '}
                    <span className="text-sm font-normal text-muted">
                      (<bdi dir="ltr">{plan.name}</bdi>)
                    </span>
                  </h2>
                  <p className="text-sm text-muted">
                    {formatMoney(plan.priceCents, lng)} · {t(`plans.intervals.${plan.interval}`)} ·{' '}
                    {plan.active ? t('plans.active') : t('plans.inactive')} ·{' '}
                    {t('plans.running', {
                      count: plan.runningSubscriptions,
                      formatted: formatNumber(plan.runningSubscriptions, lng),
                    })}
                  </p>
                </div>
                {editing === plan.id ? null : (
                  <Button
                    variant="outline"
                    onClick={() => setEditing(plan.id)}
                    aria-label={t('plans.editOf', { name })}
                  >
                    {t('plans.edit')}
                  </Button>
                )}
              </div>
              {editing === plan.id ? <PlanForm plan={plan} onDone={() => setEditing(null)} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
