import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { plansQueryOptions } from '@/lib/api/plans';
import { fetchTeamMembership } from '@/lib/api/team';
import { cn } from '@/lib/cn';
import { formatNumber, moneyParts, toNumber } from '@/lib/format';
import { offerCheckoutPath, useOffer } from '@/lib/offer';
import { useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePlans } from '../api/get-plans';
import { fetchRunningPlan } from '../api/get-running-plan';
import { usePurchase } from '../hooks/use-purchase';
import { cardPrice, catalogueCards, matchPlan, type PlanCard } from '../plan-cards';

// Only needed when the payment provider asks for a mobile number: kept out of the landing page's chunks.
const MobileNumberDialog = lazy(() =>
  import('./mobile-number-dialog').then((m) => ({ default: m.MobileNumberDialog })),
);
// Only for a member of someone's team about to buy: kept out of the landing page's chunks too.
const TeamPurchaseDialog = lazy(() =>
  import('@/components/team-purchase-dialog').then((m) => ({ default: m.TeamPurchaseDialog })),
);

const unitClass = 'text-base font-medium text-muted';

/** The four plan cards, shared by the landing page and /pricing. */
export function PricingCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('landing');
  const lng = i18n.resolvedLanguage;
  const plans = usePlans();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const purchase = usePurchase();
  const queryClient = useQueryClient();
  // A member of someone's team is told what buying means before anything is charged.
  const [teamPrompt, setTeamPrompt] = useState<{ planId: number; ownerName: string | null } | null>(null);
  const cards = catalogueCards(lng, (interval) => t(`pricing.periods.${interval}`, { defaultValue: '' }));
  // The yearly offer is a discount code: its plan's checkout opens with the code applied (after signing in).
  const offer = useOffer();
  const offerPath = offer
    ? isAuthenticated
      ? offerCheckoutPath(offer)
      : `/login?returnTo=${encodeURIComponent(offerCheckoutPath(offer))}`
    : null;

  const choose = async (card: PlanCard) => {
    const offered = offer && offerPath ? matchPlan(plans, card)?.id === offer.quote.planId : false;
    if (offered && offerPath) {
      navigate(offerPath);
      return;
    }
    if (!isAuthenticated) {
      navigate('/login?returnTo=/pricing');
      return;
    }
    // A click before the plans have arrived waits for them rather than failing.
    const list = plans.length > 0 ? plans : await queryClient.fetchQuery(plansQueryOptions()).catch(() => []);
    const plan = matchPlan(list, card);
    if (!plan) {
      toast.error(t('common:toasts.planNotFound'));
      return;
    }
    const membership = await fetchTeamMembership();
    if (membership) {
      setTeamPrompt({ planId: plan.id, ownerName: membership.ownerName });
      return;
    }
    // A subscriber's purchase credits the running plan: the dashboard's checkout shows the server's quote (credit,
    // total, new end) before paying, a renewal for the same plan, a change for another.
    const running = await fetchRunningPlan();
    if (running) {
      navigate(
        running.planId === plan.id
          ? `/dashboard/billing?${new URLSearchParams({ renew: running.planName || plan.name })}`
          : `/dashboard/packages?${new URLSearchParams({ plan: String(plan.id) })}`,
      );
      return;
    }
    void purchase.buy(plan.id);
  };

  const Heading = headingLevel;
  return (
    <div>
      {/* Space kept while the offer loads (and on the prerendered page), so the cards do not move. */}
      <p className="mb-8 min-h-5 text-center text-sm font-medium text-accent-text">
        {offer && offerPath ? (
          <Link to={offerPath} className="underline-offset-4 hover:underline">
            {t('pricing.yearlySave', { percent: formatNumber(offer.percent, lng) })}
          </Link>
        ) : null}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const plan = matchPlan(plans, card);
          const pending = plan !== undefined && purchase.pendingPlanId === plan.id;
          // The number large and the unit small, in the order the one money formatter writes them.
          const price = moneyParts(Math.round(toNumber(cardPrice(card, plan)) * 100), lng);
          return (
            <li
              key={card.index}
              data-testid="plan-card"
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm transition-shadow hover:shadow-md',
                card.popular
                  ? 'border-primary shadow-lg ring-2 ring-primary lg:-translate-y-2'
                  : 'border-border',
              )}
            >
              {card.popular ? (
                <span className="absolute -top-3 start-1/2 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-fg shadow-sm ltr:-translate-x-1/2 rtl:translate-x-1/2">
                  {t('pricing.popular')}
                </span>
              ) : null}
              <Heading className="text-lg font-bold text-fg">{card.name}</Heading>
              <p className="mt-4 flex items-baseline gap-1.5">
                {price.currencyFirst ? <span className={unitClass}>{price.currency}</span> : null}
                <span className="text-4xl font-bold tracking-tight text-fg tabular-nums">{price.amount}</span>
                {price.currencyFirst ? null : <span className={unitClass}>{price.currency}</span>}
              </p>
              <p className="mt-1 text-sm text-muted">{t('pricing.per', { period: card.period })}</p>
              <ul className="mt-6 flex-1 space-y-3 text-sm text-fg">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <Button
                className="mt-8 w-full"
                variant={card.popular ? 'primary' : 'outline'}
                onClick={() => void choose(card)}
                disabled={purchase.pendingPlanId !== null}
                aria-busy={pending || undefined}
                aria-label={`${t('pricing.choose')}: ${card.name}`}
              >
                {pending ? <Spinner className="size-4" label={t('common:a11y.loading')} /> : null}
                {t('pricing.choose')}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-muted">{t('pricing.vatNote')}</p>
      {teamPrompt ? (
        <Suspense fallback={null}>
          <TeamPurchaseDialog
            ownerName={teamPrompt.ownerName}
            onCancel={() => setTeamPrompt(null)}
            onContinue={() => {
              setTeamPrompt(null);
              void purchase.buy(teamPrompt.planId);
            }}
          />
        </Suspense>
      ) : null}
      {purchase.mobileFor ? (
        <Suspense fallback={null}>
          <MobileNumberDialog
            open
            serverError={purchase.mobileFor.error}
            pending={purchase.pendingPlanId !== null}
            onSubmit={(mobile) => purchase.mobileFor && void purchase.buy(purchase.mobileFor.planId, mobile)}
            onClose={purchase.closeMobile}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
