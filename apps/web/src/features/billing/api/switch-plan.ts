import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** POST /api/billing/switch {planId} → {url}: a checkout for the new plan. */
export async function switchPlan(planId: number): Promise<string> {
  const data = (await apiFetch('/api/billing/switch', { method: 'POST', body: { planId } })) as {
    url?: unknown;
  } | null;
  if (typeof data?.url !== 'string' || !data.url) {
    throw new ApiError(200, 'billing:no_url', i18n.t('common:purchase.noUrl'));
  }
  return data.url;
}

export function useSwitchPlan() {
  return useMutation({ mutationFn: switchPlan });
}
