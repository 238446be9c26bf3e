import { type SecuritySettings, SecuritySettingsSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/account/security → twoFactorEnabled, loginNotifications, ... */
export async function getSecurity(): Promise<SecuritySettings> {
  return apiFetch('/api/account/security', { schema: SecuritySettingsSchema });
}

export const securityQueryKey = ['account', 'security'] as const;
export const securityQueryOptions = () => queryOptions({ queryKey: securityQueryKey, queryFn: getSecurity });

export function useSecurity() {
  return useQuery(securityQueryOptions());
}
