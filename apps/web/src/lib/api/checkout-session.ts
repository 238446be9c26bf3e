import { BillingErrorCode, CheckoutUrlResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, ContractError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { quoteQueryKey } from './quote';

/** Error codes the server answers when the payment provider needs the buyer's Saudi mobile number. */
export const MOBILE_REQUIRED_CODES: readonly string[] = [
  BillingErrorCode.mobileRequired,
  BillingErrorCode.invalidMobile,
];

/**
 * POST /api/billing/create-checkout-session {planId, returnUrl, discountCode?, mobile?, quotedTotalCents?} → the
 * payment page's url. The one call every "buy" in the app makes, after the buyer saw the server's quote.
 */
export async function createCheckoutSession(input: {
  planId: number;
  discountCode?: string | null;
  mobile?: string;
  /** The total of the quote on screen: the server refuses (409 billing:quote_changed) to charge anything else. */
  quotedTotalCents?: number;
}): Promise<string> {
  // The result page tells every outcome (paid, declined, cancelled) the same way, whichever path started it.
  const returnUrl = `${window.location.origin}/payment/callback`;
  const { planId, discountCode, mobile, quotedTotalCents } = input;
  try {
    const data = await apiFetch('/api/billing/create-checkout-session', {
      method: 'POST',
      body: {
        planId,
        returnUrl,
        ...(discountCode ? { discountCode } : {}),
        ...(mobile ? { mobile } : {}),
        ...(quotedTotalCents === undefined ? {} : { quotedTotalCents }),
      },
      schema: CheckoutUrlResponseSchema,
    });
    return data.url;
  } catch (error) {
    // A success without a payment page to go to (the answer lacks its URL) says so in the product's words.
    if (error instanceof ContractError)
      throw new ApiError(error.status, 'billing:no_url', i18n.t('common:purchase.noUrl'), error.body);
    throw error;
  }
}

export function useCreateCheckoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckoutSession,
    // The amount moved (a day passed since the quote): the dialog shows the server's new quote and its message.
    onError: (error) => {
      if (error instanceof ApiError && error.code === BillingErrorCode.quoteChanged) {
        void queryClient.invalidateQueries({ queryKey: quoteQueryKey });
      }
    },
  });
}
