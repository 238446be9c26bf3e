import { PrivacyResponseSchema, type PrivacySettingsBody } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/account/privacy → {privacy}. */
export async function getPrivacy(): Promise<PrivacySettingsBody> {
  return (await apiFetch('/api/account/privacy', { schema: PrivacyResponseSchema })).privacy;
}

export const privacyQueryKey = ['account', 'privacy'] as const;
export const privacyQueryOptions = () => queryOptions({ queryKey: privacyQueryKey, queryFn: getPrivacy });

export function usePrivacy() {
  return useQuery(privacyQueryOptions());
}
