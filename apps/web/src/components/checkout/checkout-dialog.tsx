import type { Plan } from '@mustashar/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { MOBILE_REQUIRED_CODES, useCreateCheckoutSession } from '@/lib/api/checkout-session';
import { useQuote } from '@/lib/api/quote';
import { ApiError } from '@/lib/api-client';
import { writeCheckoutMarker } from '@/lib/checkout-marker';
import { formatMoney } from '@/lib/format';
import { useOffer } from '@/lib/offer';
import { redirectTo } from '@/lib/redirect';
import { CheckoutSummary, discountErrorText } from './checkout-summary';

// Only when the payment provider asks for a mobile number.
const MobileNumberDialog = lazy(() =>
  import('./mobile-number-dialog').then((m) => ({ default: m.MobileNumberDialog })),
);

function planLabel(plan: Plan, lng: string | undefined): string {
  return (lng === 'en' ? plan.display_names.en : plan.display_names.ar) || plan.display_name || plan.name;
}

/**
 * The one checkout every "buy" opens (pricing and landing cards, the subscription gate, the dashboard's offer, the
 * Plans page, renew and switch, a reminder's link): the server's quote, the discount code field and "Continue to
 * payment". Without a code of its own it starts with the yearly offer's code when the server says the offer is for
 * this plan, so every path shows the same amount; a code the server will not take for this buyer is dropped
 * silently then (it was never typed).
 */
export function CheckoutDialog({
  plan,
  initialCode,
  onClose,
}: {
  plan: Plan;
  /** A code from a link (the offer's); null lets the offer decide. */
  initialCode: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.resolvedLanguage;
  const offer = useOffer();
  const offerCode = offer && offer.quote.planId === plan.id ? offer.code : null;
  // undefined: no code typed (the offer's applies, if any); a link may carry one.
  const [chosen, setChosen] = useState<string | undefined>(initialCode ?? undefined);
  const code = chosen ?? offerCode;
  // The offer's code, however it came, is shown as the offer: the same dialog on every path.
  const automatic =
    chosen === undefined || (offerCode !== null && chosen.trim().toUpperCase() === offerCode.toUpperCase());
  const [error, setError] = useState<string | null>(null);
  const [mobile, setMobile] = useState<{ error: string | null } | null>(null);
  const checkout = useCreateCheckoutSession();
  const base = useQuote(plan.id, null);
  const discounted = useQuote(code ? plan.id : null, code);
  const codeRefused = code !== null && discounted.isError;
  const codeError = codeRefused && !automatic ? discountErrorText(discounted.error, t) : null;
  const codeAccepted = code !== null && discounted.data !== undefined && !discounted.isError;
  // While the offer's quote loads the base one is not shown, so the amount never jumps from one to the other.
  const quote = codeAccepted ? discounted.data : automatic && code && !codeRefused ? undefined : base.data;
  const loading = base.isLoading || (automatic && code !== null && discounted.isLoading);

  const pay = async (mobileNumber?: string) => {
    setError(null);
    try {
      const url = await checkout.mutateAsync({
        planId: plan.id,
        discountCode: codeAccepted ? code : null,
        quotedTotalCents: quote?.totalCents,
        ...(mobileNumber ? { mobile: mobileNumber } : {}),
      });
      writeCheckoutMarker(plan.id);
      // The button keeps its spinner while the browser leaves for the payment page.
      redirectTo(url);
    } catch (err) {
      if (err instanceof ApiError && MOBILE_REQUIRED_CODES.includes(err.code)) {
        setMobile({ error: mobileNumber ? err.message : null });
        return;
      }
      setMobile(null);
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
      <div data-testid="checkout-dialog">
        {error ? (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
        <CheckoutSummary
          key={code ?? ''}
          quote={quote}
          loading={loading}
          code={automatic ? null : code}
          codeError={codeError}
          checkingCode={!automatic && code !== null && discounted.isFetching}
          onApply={(typed) => setChosen(typed ?? undefined)}
          disabled={checkout.isPending}
        />
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={checkout.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void pay()} disabled={checkout.isPending || !quote}>
            {checkout.isPending ? <Spinner className="size-4" /> : null}
            {checkout.isPending ? t('packages.redirecting') : t('packages.confirm')}
          </Button>
        </div>
      </div>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileNumberDialog
            open
            serverError={mobile.error}
            pending={checkout.isPending}
            onSubmit={(number) => void pay(number)}
            onClose={() => setMobile(null)}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
