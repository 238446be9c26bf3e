import type { Plan } from '@mustashar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { redirectTo } from '@/lib/redirect';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useQuote } from '../api/get-quote';
import { writeCheckoutMarker } from '../lib/checkout-marker';
import { planLabel } from '../lib/plan-label';
import { CheckoutSummary, discountErrorText } from './checkout-summary';
import { Modal } from './modal';

/**
 * A plan's checkout on its own: the server's quote, the discount code field and "Continue to payment". The
 * subscription gate opens it for the yearly offer's link (/dashboard/packages?plan=…&code=…), so someone without a
 * subscription gets the offer's price too.
 */
export function CheckoutDialog({
  plan,
  initialCode,
  onClose,
}: {
  plan: Plan;
  initialCode: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const checkout = useCreateCheckoutSession();
  const base = useQuote(plan.id, null);
  const discounted = useQuote(code ? plan.id : null, code);
  const codeError = code && discounted.error ? discountErrorText(discounted.error, t) : null;
  const codeAccepted = code !== null && discounted.data !== undefined && !discounted.isError;
  const quote = codeAccepted ? discounted.data : base.data;

  const pay = async () => {
    setError(null);
    try {
      const url = await checkout.mutateAsync({
        planId: plan.id,
        discountCode: codeAccepted ? code : null,
        quotedTotalCents: quote?.totalCents,
      });
      writeCheckoutMarker(plan.id);
      redirectTo(url);
    } catch (err) {
      const serverText = err instanceof ApiError && typeof err.body.message === 'string' && err.body.message;
      setError(
        serverText ||
          (err instanceof ApiError && err.code === 'billing:no_url'
            ? err.message
            : t('packages.checkoutFailed', { status: err instanceof ApiError ? err.status : 0 })),
      );
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open || checkout.isPending ? undefined : onClose())}
      title={t('packages.confirmTitle', { plan: planLabel(plan, lng) })}
      description={
        // A credit that covers the whole price settles without the payment page.
        quote?.totalCents === 0
          ? t('packages.confirmBodyFree')
          : quote && quote.totalCents !== plan.price_cents
            ? // A credit or a code changes what is paid now, not the plan's price per period.
              t('packages.confirmBodyNow', { price: formatMoney(quote.totalCents, lng) })
            : t('packages.confirmBody', {
                price: formatMoney(quote?.totalCents ?? plan.price_cents, lng),
                per: t(`per.${plan.interval}`, { defaultValue: '' }),
              })
      }
    >
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <CheckoutSummary
        key={code ?? ''}
        quote={quote}
        loading={base.isLoading}
        code={code}
        codeError={codeError}
        checkingCode={code !== null && discounted.isFetching}
        onApply={setCode}
        disabled={checkout.isPending}
      />
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={checkout.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={pay} disabled={checkout.isPending || !quote}>
          {checkout.isPending ? <Spinner className="size-4" /> : null}
          {checkout.isPending ? t('packages.redirecting') : t('packages.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
