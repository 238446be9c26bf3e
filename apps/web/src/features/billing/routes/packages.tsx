import type { Plan } from '@mustashar/contracts';
import { Check, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutLink, usePlanCheckout } from '@/components/checkout/plan-checkout';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { usePlansQuery } from '@/lib/api/plans';
import { useSubscription } from '@/lib/api/subscription';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { Modal } from '../components/modal';
import { PageHeading } from '../components/page-heading';
import { includedVatCents, planLabel } from '../lib/plan-label';

function errorText(error: unknown, fallback: (status: number) => string): string {
  if (error instanceof ApiError) {
    const serverText = typeof error.body.message === 'string' && error.body.message;
    return serverText || fallback(error.status);
  }
  return fallback(0);
}

function PlanFeatures({ plan }: { plan: Plan }) {
  const { i18n } = useTranslation('billing');
  const features = i18n.resolvedLanguage === 'en' ? plan.features.en : plan.features.ar;
  if (features.length === 0) return null;
  return (
    <ul className="space-y-2 text-sm text-fg">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/packages: the server's plans, each bought as on the pricing page. */
export function PackagesPage() {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const plans = usePlansQuery();
  const subscription = useSubscription();
  const [details, setDetails] = useState<Plan | null>(null);
  // Select opens the one checkout every path uses; a link naming a plan (?plan=ID, the offer's) opens it too.
  const checkout = usePlanCheckout();
  useCheckoutLink(plans.data, checkout.start, !subscription.isLoading);

  // The server only returns a subscription that gives access now (a cancelled one runs to its period end).
  const current = subscription.data?.planId ?? null;
  // A 401 here is ignored silently; other failures are said.
  const subscriptionError =
    subscription.error && !(subscription.error instanceof ApiError && subscription.error.status === 401)
      ? errorText(subscription.error, (status) => t('packages.subscriptionFailed', { status }))
      : null;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading title={t('packages.title')} subtitle={t('packages.subtitle')} />
      {subscriptionError ? (
        <div className="mb-4">
          <FormAlert>{subscriptionError}</FormAlert>
        </div>
      ) : null}
      {plans.isLoading ? (
        <ul
          aria-busy="true"
          aria-label={t('packages.loading')}
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <li
              key={i}
              data-testid="plan-skeleton"
              className="h-72 animate-pulse rounded-2xl border border-border bg-surface"
            />
          ))}
        </ul>
      ) : plans.isError ? (
        <FormAlert>{errorText(plans.error, (status) => t('packages.loadFailed', { status }))}</FormAlert>
      ) : (plans.data ?? []).length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">
          {t('packages.empty')}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {(plans.data ?? []).map((plan) => {
            const isCurrent = current === plan.id;
            return (
              <li
                key={plan.id}
                data-testid="package-card"
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-surface p-5 shadow-sm',
                  isCurrent ? 'border-primary ring-2 ring-primary' : 'border-border',
                )}
              >
                {plan.popular ? (
                  <span className="mb-3 self-start rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-fg">
                    {t('packages.popular')}
                  </span>
                ) : null}
                <h2 className="text-lg font-bold text-fg">{planLabel(plan, lng)}</h2>
                <p className="mt-3 text-2xl font-bold text-fg tabular-nums">
                  {formatMoney(plan.price_cents, lng)}
                </p>
                <p className="text-sm text-muted">{t(`per.${plan.interval}`, { defaultValue: '' })}</p>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">
                  {lng === 'en' ? plan.description.en : plan.description.ar}
                </p>
                <div className="mt-5 flex flex-col gap-2">
                  {isCurrent ? (
                    <Button disabled variant="secondary">
                      {t('packages.current')}
                    </Button>
                  ) : (
                    <Button
                      onClick={() => void checkout.start(plan)}
                      aria-label={`${t('packages.select')}: ${planLabel(plan, lng)}`}
                    >
                      {t('packages.select')}
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => setDetails(plan)}>
                    <Info aria-hidden="true" className="size-4" />
                    {t('packages.viewDetails')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Modal
        open={details !== null}
        onOpenChange={(open) => (open ? undefined : setDetails(null))}
        title={details ? planLabel(details, lng) : ''}
        description={details ? (lng === 'en' ? details.description.en : details.description.ar) : undefined}
      >
        {details ? (
          <div className="mt-4 space-y-4">
            <p>
              <span className="text-2xl font-bold text-fg">{formatMoney(details.price_cents, lng)}</span>{' '}
              <span className="text-sm text-muted">{t(`per.${details.interval}`, { defaultValue: '' })}</span>
            </p>
            <p className="text-xs text-muted">
              {t('packages.vatIncluded', { vat: formatMoney(includedVatCents(details.price_cents), lng) })}
            </p>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-fg">{t('packages.features')}</h3>
              <PlanFeatures plan={details} />
            </div>
          </div>
        ) : null}
      </Modal>

      {checkout.dialogs}
    </div>
  );
}
