import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutLink, usePlanCheckout } from '@/components/checkout/plan-checkout';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { usePlansQuery } from '@/lib/api/plans';
import { useSubscription } from '@/lib/api/subscription';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { BillingContactsCard } from '../components/billing-contacts-card';
import { PageHeading } from '../components/page-heading';
import { PaymentHistory } from '../components/payment-history';
import { PaymentMethodsCard } from '../components/payment-methods-card';
import { SubscriptionCard } from '../components/subscription-card';

/** /dashboard/billing. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const subscription = useSubscription();
  const plans = usePlansQuery();
  // A renewal reminder's link (/dashboard/billing?renew=<plan>) opens that plan's checkout, the one every path uses.
  const checkout = usePlanCheckout();
  useCheckoutLink(plans.data, checkout.start, !subscription.isLoading);
  const subscriptionError =
    subscription.error instanceof ApiError && subscription.error.status !== 401
      ? t('packages.subscriptionFailed', { status: subscription.error.status })
      : null;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title={t('billing.title')}
        subtitle={t('billing.subtitle')}
        actions={
          <div className="relative w-full sm:w-72">
            <label htmlFor={searchId} className="sr-only">
              {t('billing.search')}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={searchId}
              type="search"
              dir="auto"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('billing.searchPlaceholder')}
              className={cn(inputClass, 'ps-9 text-sm')}
            />
          </div>
        }
      />
      {subscriptionError ? (
        <div className="mb-4">
          <FormAlert>{subscriptionError}</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SubscriptionCard
          subscription={subscription.data ?? null}
          plans={plans.data ?? []}
          isLoading={subscription.isLoading}
        />
        <div className="grid content-start gap-5">
          {/* Cards pay for the owner's subscription: a team member has nothing to manage there. */}
          {subscription.isSuccess && subscription.data?.role !== 'member' ? <PaymentMethodsCard /> : null}
          <BillingContactsCard />
        </div>
      </div>
      <div className="mt-5">
        <PaymentHistory search={search} />
      </div>
      {checkout.dialogs}
    </div>
  );
}
