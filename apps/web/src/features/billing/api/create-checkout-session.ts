import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * POST /api/billing/create-checkout-session {planId, returnUrl, discountCode?} → {url}; an answer without a url is an
 * error.
 */
export async function createCheckoutSession(input: {
  planId: number;
  discountCode?: string | null;
}): Promise<string> {
  const returnUrl = `${window.location.origin}/dashboard`;
  const { planId, discountCode } = input;
  const data = (await apiFetch('/api/billing/create-checkout-session', {
    method: 'POST',
    body: discountCode ? { planId, returnUrl, discountCode } : { planId, returnUrl },
  })) as { url?: unknown } | null;
  if (typeof data?.url !== 'string' || !data.url) {
    throw new ApiError(200, 'billing:no_url', i18n.t('common:purchase.noUrl'));
  }
  return data.url;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
