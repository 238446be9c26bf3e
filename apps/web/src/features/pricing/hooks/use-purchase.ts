import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { redirectTo } from '@/lib/redirect';
import { toast } from '@/lib/toast';
import { createInvoice, MOBILE_REQUIRED_CODES } from '../api/create-invoice';

export interface PurchaseState {
  /** The plan whose button shows a spinner (the browser is on its way to the payment page). */
  pendingPlanId: number | null;
  /** Set when the payment provider needs the buyer's mobile number before it can make the invoice. */
  mobileFor: { planId: number; error: string | null } | null;
  buy: (planId: number, mobile?: string) => Promise<void>;
  closeMobile: () => void;
}

/**
 * Buying a plan, signed in: create the invoice, then go to its payment URL. A failure says
 * why and re-enables the button. If the provider needs a Saudi mobile number, ask for it and try again.
 */
export function usePurchase(): PurchaseState {
  const { t } = useTranslation('common');
  const [pendingPlanId, setPending] = useState<number | null>(null);
  const [mobileFor, setMobileFor] = useState<PurchaseState['mobileFor']>(null);

  const buy = useCallback(
    async (planId: number, mobile?: string) => {
      setPending(planId);
      try {
        const url = await createInvoice(mobile ? { planId, mobile } : { planId });
        setMobileFor(null);
        // The spinner stays while the browser leaves for the payment page.
        redirectTo(url);
      } catch (error) {
        setPending(null);
        if (error instanceof ApiError && MOBILE_REQUIRED_CODES.includes(error.code)) {
          setMobileFor({ planId, error: mobile ? error.message : null });
          return;
        }
        const message =
          error instanceof ApiError && error.message ? error.message : t('purchase.paymentFailed');
        toast.error(message);
      }
    },
    [t],
  );

  const closeMobile = useCallback(() => setMobileFor(null), []);
  return { pendingPlanId, mobileFor, buy, closeMobile };
}
