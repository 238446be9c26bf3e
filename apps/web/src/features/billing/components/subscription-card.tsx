import type { Plan, Subscription } from '@mustashar/contracts';
import { CalendarClock, Crown, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanCheckout } from '@/components/checkout/plan-checkout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { useTeam } from '@/lib/api/team';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import { brandLabel, formatDateOrRaw } from '../lib/format';
import { planLabel, subscriptionLabel, subscriptionPlan } from '../lib/plan-label';
import { CancelSubscriptionDialog } from './cancel-dialog';
import { ResumeSubscriptionButton } from './resume-button';

const PERIOD_END: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
const BADGE_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

const STATUS_TONES: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  canceled: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

function SwitchPlan({
  subscription,
  plans,
  onChoose,
}: {
  subscription: Subscription;
  plans: Plan[];
  onChoose: (plan: Plan) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const id = useId();
  const others = plans.filter((p) => p.id !== subscription.planId);
  const [planId, setPlanId] = useState<number | null>(others[0]?.id ?? null);
  if (others.length === 0) return null;

  const submit = () => {
    const plan = others.find((p) => p.id === planId);
    if (plan) onChoose(plan);
  };

  return (
    <div className="mt-5 border-t border-border pt-5">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {t('billing.subscription.changePlan')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <select
          id={id}
          value={planId ?? ''}
          onChange={(e) => setPlanId(Number(e.target.value))}
          className={cn(inputClass, 'sm:flex-1')}
        >
          {others.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {planLabel(plan, i18n.resolvedLanguage)} —{' '}
              {formatMoney(plan.price_cents, i18n.resolvedLanguage)}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={submit} disabled={planId === null}>
          {t('billing.subscription.switch')}
        </Button>
      </div>
    </div>
  );
}

/** The active subscription: plan, status, period end in Riyadh time, renew, cancel, switch. */
export function SubscriptionCard({
  subscription,
  plans,
  isLoading,
}: {
  subscription: Subscription | null;
  plans: Plan[];
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  // Renew and switch open the one checkout every path uses, with the server's quote of the credit and the new end.
  const checkout = usePlanCheckout();
  const team = useTeam({ enabled: subscription?.role === 'member' });
  const ownerName = team.data?.members.find((m) => m.role === 'owner')?.name ?? null;

  if (isLoading) {
    return (
      <Card aria-busy="true" aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="text-lg font-bold text-fg">
          {t('billing.subscription.title')}
        </h2>
        <div className="mt-4 h-20 animate-pulse rounded-xl bg-surface-2" />
      </Card>
    );
  }

  if (!subscription) {
    return (
      <Card aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="text-lg font-bold text-fg">
          {t('billing.subscription.none')}
        </h2>
        <p className="mt-1 text-muted">{t('billing.subscription.noneBody')}</p>
        <ButtonLink to="/dashboard/packages" className="mt-4">
          {t('billing.subscription.choosePlan')}
        </ButtonLink>
      </Card>
    );
  }

  const plan = subscriptionPlan(subscription, plans);
  const status = subscription.status.toLowerCase();
  const canceled = subscription.cancelAtPeriodEnd || status === 'canceled';
  const periodEnd = formatDateOrRaw(subscription.currentPeriodEnd, lng, PERIOD_END);
  // Nothing renews by itself: past its end, access lasts through the grace days until renewed.
  const inGrace = !canceled && subscription.daysLeft === 0 && subscription.graceEndsAt !== null;
  const graceEnd = subscription.graceEndsAt
    ? formatDateOrRaw(subscription.graceEndsAt, lng, PERIOD_END)
    : null;
  // What was paid for this period (an offer or a credit included), not the list price; the price when unknown.
  const priceCents = subscription.paidCents ?? plan?.price_cents ?? subscription.priceCents;
  const interval = plan?.interval ?? subscription.interval;

  return (
    <Card aria-labelledby="subscription-title" data-testid="subscription-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent/20 text-accent-text">
            <Crown aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="subscription-title" className="text-sm font-medium text-muted">
              {t(canceled ? 'billing.subscription.titleCanceled' : 'billing.subscription.title')}
            </h2>
            <p className="text-xl font-bold text-fg">{subscriptionLabel(subscription, lng)}</p>
            {priceCents !== null && priceCents !== undefined ? (
              <p className="text-sm text-muted" data-testid="subscription-price">
                {formatMoney(priceCents, lng)} {interval ? t(`per.${interval}`, { defaultValue: '' }) : ''}
              </p>
            ) : null}
          </div>
        </div>
        <span
          data-testid="subscription-badge"
          className={cn(
            'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold',
            STATUS_TONES[canceled ? 'canceled' : status] ?? 'bg-surface-2 text-fg',
          )}
        >
          {/* A cancelled subscription still runs until its end: the badge says when it ends, not a bare status. */}
          {canceled
            ? t('billing.subscription.endsOn', {
                date: formatDateOrRaw(subscription.currentPeriodEnd, lng, BADGE_DATE),
              })
            : t(`subscriptionStatus.${status}`, { defaultValue: subscription.status })}
        </span>
      </div>

      <div className="mt-5 flex items-start gap-3 rounded-xl bg-surface-2/60 p-4">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p data-testid="subscription-period" className="font-medium text-fg">
            {canceled
              ? t('billing.subscription.accessUntil', { date: periodEnd })
              : inGrace
                ? t('billing.subscription.endedOn', { date: periodEnd })
                : subscription.renewalCard
                  ? t('billing.subscription.renewsOn', {
                      date: periodEnd,
                      card: t('billing.methods.cardEnding', {
                        brand: brandLabel(subscription.renewalCard.brand),
                        last4: formatNumber(subscription.renewalCard.last4, lng, {
                          useGrouping: false,
                          minimumIntegerDigits: 4,
                        }),
                      }),
                    })
                  : t('billing.subscription.endsOn', { date: periodEnd })}
          </p>
          {inGrace && graceEnd ? (
            <p data-testid="subscription-grace" className="mt-1 text-sm text-fg">
              {t('billing.subscription.graceUntil', { date: graceEnd })}
            </p>
          ) : null}
          <p className="text-xs text-muted">{t('billing.subscription.riyadhTime')}</p>
          {canceled ? (
            <p className="mt-2 text-sm text-muted">{t('billing.subscription.canceledNote')}</p>
          ) : subscription.role === 'owner' ? (
            <p className="mt-2 text-sm text-muted">
              {t(
                subscription.renewalCard
                  ? 'billing.subscription.autoRenew'
                  : 'billing.subscription.noAutoRenew',
              )}
            </p>
          ) : null}
        </div>
      </div>

      {subscription.role === 'member' ? (
        // Renewing, switching and cancelling are the owner's (the server refuses them to members too).
        <div data-testid="member-note" className="mt-5">
          <FormAlert tone="info">
            {ownerName
              ? t('billing.subscription.memberNote', { owner: ownerName })
              : t('billing.subscription.memberNoteNoName')}
          </FormAlert>
        </div>
      ) : (
        <>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button onClick={() => plan && void checkout.start(plan)} disabled={!plan}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('billing.subscription.renew')}
            </Button>
            {canceled ? (
              <ResumeSubscriptionButton subscription={subscription} />
            ) : (
              <CancelSubscriptionDialog subscription={subscription} />
            )}
            <ButtonLink to="/dashboard/packages" variant="ghost">
              {t('billing.subscription.comparePlans')}
            </ButtonLink>
          </div>
          <SwitchPlan
            subscription={subscription}
            plans={plans}
            onChoose={(chosen) => void checkout.start(chosen)}
          />
          {checkout.dialogs}
        </>
      )}
    </Card>
  );
}
