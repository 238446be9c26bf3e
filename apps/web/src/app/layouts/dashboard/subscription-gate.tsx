import type { Plan } from '@mustashar/contracts';
import { ArrowRight, Check, Crown, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCheckoutLink, usePlanCheckout } from '@/components/checkout/plan-checkout';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmailLink } from '@/components/ui/email-address';
import { PageMeta } from '@/components/ui/page-meta';
import { usePlansQuery } from '@/lib/api/plans';
import { formatMoney, formatNumber } from '@/lib/format';
import { useOffer } from '@/lib/offer';
import { usePublicConfig } from '@/lib/public-config';

function planName(plan: Plan, lng: string | undefined): string {
  const names = plan.display_names;
  return (lng === 'en' ? names?.en : names?.ar) || plan.display_name || plan.name;
}

/** In place of the dashboard for a registered user without an active subscription. */
export function SubscriptionGate() {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.resolvedLanguage;
  const plans = usePlansQuery().data ?? [];
  // Get Started opens the one checkout (the server's quote, the yearly offer on its plan), as every path does.
  const checkout = usePlanCheckout();
  const offer = useOffer();
  const benefits = t('gate.benefits', { returnObjects: true });
  // A link that names a plan (the offer, a return from signing in, a reminder) opens its checkout here.
  useCheckoutLink(plans, checkout.start);
  const { supportEmail } = usePublicConfig();

  return (
    <div data-testid="subscription-gate" className="mx-auto max-w-6xl">
      <PageMeta title={`${t('gate.title')} | ${t('common:app.name')}`} />
      <ButtonLink to="/" variant="ghost" size="sm" className="-ms-3">
        <ArrowRight aria-hidden="true" className="size-4 ltr:rotate-180" />
        {t('links.home')}
      </ButtonLink>
      <div className="mt-4 text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-accent/20 text-accent-text">
          <Crown aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-fg sm:text-3xl">{t('gate.title')}</h1>
        <p className="mx-auto mt-2 max-w-xl text-muted">{t('gate.body')}</p>
        <ul className="mx-auto mt-6 flex max-w-3xl flex-col items-center gap-3 sm:flex-row sm:justify-center">
          {(Array.isArray(benefits) ? (benefits as string[]) : []).map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 text-sm text-fg">
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
                <Check aria-hidden="true" className="size-4" />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <li
            key={plan.id}
            data-testid="gate-plan"
            className="flex flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm"
          >
            <h2 className="text-lg font-bold text-fg">{planName(plan, lng)}</h2>
            <p className="mt-3 text-2xl font-bold text-fg">{formatMoney(plan.price_cents, lng)}</p>
            <p className="text-sm text-muted">{t(`gate.interval.${plan.interval}`, { defaultValue: '' })}</p>
            {offer && offer.quote.planId === plan.id ? (
              <p data-testid="gate-offer" className="mt-1 text-sm font-semibold text-accent-text">
                {t('gate.offer', {
                  percent: formatNumber(offer.percent / 100, lng, { style: 'percent' }),
                  price: formatMoney(offer.quote.totalCents, lng),
                })}
              </p>
            ) : null}
            {/* The plan's list, as the pricing cards show it: what the server lets this plan use. */}
            <ul data-testid="gate-features" className="mt-4 flex-1 space-y-2 text-sm text-fg">
              {(lng === 'en' ? plan.features.en : plan.features.ar).map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <Button
              className="mt-5 w-full"
              onClick={() => void checkout.start(plan)}
              aria-label={`${t('gate.getStarted')}: ${planName(plan, lng)}`}
            >
              {t('gate.getStarted')}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm font-medium text-fg">{t('gate.note')}</p>
      <p className="mt-2 flex flex-wrap items-center justify-center gap-2 text-center text-sm text-muted">
        <LifeBuoy aria-hidden="true" className="size-4" />
        {t('gate.support')}{' '}
        <EmailLink className="font-medium text-primary hover:underline" email={supportEmail} />
      </p>
      {checkout.dialogs}
    </div>
  );
}
