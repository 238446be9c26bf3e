import type { Plan } from '@mustashar/contracts';
import { ArrowRight, Check, Crown, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmailLink } from '@/components/ui/email-address';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { CheckoutDialog } from '@/features/billing';
import { MobileNumberDialog, usePurchase } from '@/features/pricing';
import { usePlans } from '@/features/pricing/api/get-plans';
import { formatMoney } from '@/lib/format';
import { usePublicConfig } from '@/lib/public-config';

function planName(plan: Plan, lng: string | undefined): string {
  const names = plan.display_names;
  return (lng === 'en' ? names?.en : names?.ar) || plan.display_name || plan.name;
}

/** In place of the dashboard for a registered user without an active subscription. */
export function SubscriptionGate() {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.resolvedLanguage;
  const plans = usePlans();
  // Get Started buys the plan at once: invoice, then the payment page, as on the pricing page.
  const purchase = usePurchase();
  const { supportEmail } = usePublicConfig();
  const benefits = t('gate.benefits', { returnObjects: true });
  // The yearly offer's link (?plan=ID&code=CODE) opens that plan's checkout with its discount code applied.
  const [params, setParams] = useSearchParams();
  const offered = plans.find((plan) => String(plan.id) === params.get('plan'));
  const offeredCode = params.get('code')?.trim() || null;

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
            {plan.description ? (
              <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">
                {lng === 'en' ? plan.description.en : plan.description.ar}
              </p>
            ) : (
              <div className="flex-1" />
            )}
            <Button
              className="mt-5 w-full"
              onClick={() => void purchase.buy(plan.id)}
              disabled={purchase.pendingPlanId !== null}
              aria-busy={purchase.pendingPlanId === plan.id || undefined}
              aria-label={`${t('gate.getStarted')}: ${planName(plan, lng)}`}
            >
              {purchase.pendingPlanId === plan.id ? (
                <Spinner className="size-4" label={t('common:a11y.loading')} />
              ) : null}
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
      {offered ? (
        <CheckoutDialog
          plan={offered}
          initialCode={offeredCode}
          onClose={() => setParams({}, { replace: true })}
        />
      ) : null}
      <MobileNumberDialog
        open={purchase.mobileFor !== null}
        serverError={purchase.mobileFor?.error ?? null}
        pending={purchase.pendingPlanId !== null}
        onSubmit={(mobile) => purchase.mobileFor && void purchase.buy(purchase.mobileFor.planId, mobile)}
        onClose={purchase.closeMobile}
      />
    </div>
  );
}
