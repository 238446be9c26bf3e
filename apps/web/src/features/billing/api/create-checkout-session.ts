import { BillingErrorCode, CheckoutUrlResponseSchema } from '@mustashar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/billing/create-checkout-session {planId, returnUrl, discountCode?} → the payment page's url. */
export async function createCheckoutSession(input: {
  planId: number;
  discountCode?: string | null;
  /** The total of the quote on screen: the server refuses (409 billing:quote_changed) to charge anything else. */
  quotedTotalCents?: number;
}): Promise<string> {
  const returnUrl = `${window.location.origin}/dashboard`;
  const { planId, discountCode, quotedTotalCents } = input;
  const data = await apiFetch('/api/billing/create-checkout-session', {
    method: 'POST',
    body: {
      planId,
      returnUrl,
      ...(discountCode ? { discountCode } : {}),
      ...(quotedTotalCents === undefined ? {} : { quotedTotalCents }),
    },
    schema: CheckoutUrlResponseSchema,
  });
  return data.url;
}

export function useCreateCheckoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckoutSession,
    // The amount moved (a day passed since the quote): the dialog shows the server's new quote and its message.
    onError: (error) => {
      if (error instanceof ApiError && error.code === BillingErrorCode.quoteChanged) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.quote });
      }
    },
  });
}
