import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkoutPath, usePlanCheckout } from '@/components/checkout/plan-checkout';
import { Button } from '@/components/ui/button';
import { plansQueryOptions } from '@/lib/api/plans';
import { cn } from '@/lib/cn';
import { formatNumber, moneyParts, toNumber } from '@/lib/format';
import { useOffer } from '@/lib/offer';
import { loginPath, useAuth } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePlans } from '../api/get-plans';
import { cardPrice, catalogueCards, matchPlan, type PlanCard, serverCards } from '../plan-cards';

const unitClass = 'text-base font-medium text-muted';

/** The four plan cards, shared by the landing page and /pricing. */
export function PricingCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('landing');
  const lng = i18n.resolvedLanguage;
  const plans = usePlans();
  const { isAuthenticated } = useAuth();
  const checkout = usePlanCheckout();
  const queryClient = useQueryClient();
  const period = (interval: string) => t(`pricing.periods.${interval}`, { defaultValue: '' });
  // The database's plans once they have arrived (an operator's edit shows without a rebuild); until then, and in
  // the prerendered page, the catalogue the build had.
  const fromServer = plans.length > 0;
  const cards = fromServer ? serverCards(plans, lng, period) : catalogueCards(lng, period);
  // A server card is its plan (same position); a catalogue card finds its plan by interval.
  const planOf = (list: typeof plans, card: PlanCard) =>
    fromServer ? list[card.index] : matchPlan(list, card);
  // The yearly offer is the server's: its plan's checkout shows the offer's price, as on every other path.
  const offer = useOffer();
  const offerPath = offer
    ? isAuthenticated
      ? checkoutPath(offer.quote.planId)
      : loginPath(checkoutPath(offer.quote.planId))
    : null;

  // Every card opens the one checkout (the server's quote: price, offer, credit of a running plan, new end).
  const choose = async (card: PlanCard) => {
    // A click before the plans have arrived waits for them rather than failing.
    const list = plans.length > 0 ? plans : await queryClient.fetchQuery(plansQueryOptions()).catch(() => []);
    const plan = planOf(list, card);
    if (!plan) {
      toast.error(t('common:toasts.planNotFound'));
      return;
    }
    await checkout.start(plan);
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
          const plan = planOf(plans, card);
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
              {card.description ? (
                <p className="mt-2 text-sm text-muted" data-testid="plan-description">
                  {card.description}
                </p>
              ) : null}
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
                aria-label={`${t('pricing.choose')}: ${card.name}`}
              >
                {t('pricing.choose')}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-muted">{t('pricing.vatNote')}</p>
      {checkout.dialogs}
    </div>
  );
}
