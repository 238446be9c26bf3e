import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** POST /api/billing/renew {planId: the plan's name, email} → {url}; the browser is sent there. */
export async function renewSubscription(input: { planName: string; email: string }): Promise<string> {
  const data = (await apiFetch('/api/billing/renew', {
    method: 'POST',
    body: { planId: input.planName, email: input.email },
  })) as { url?: unknown } | null;
  if (typeof data?.url !== 'string' || !data.url) {
    throw new ApiError(200, 'billing:no_url', i18n.t('common:purchase.noUrl'));
  }
  return data.url;
}

export function useRenewSubscription() {
  return useMutation({ mutationFn: renewSubscription });
}
