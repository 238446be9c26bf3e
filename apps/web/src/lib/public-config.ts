import type { PublicConfig } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { useIsClient } from './use-is-client';

/** The server settings the screens use (GET /api/config; the server checks them at start-up). */
export type PublicConfigView = Pick<
  PublicConfig,
  'supportEmail' | 'whatsappNumber' | 'office' | 'googleSignIn' | 'appleSignIn'
> & {
  /** The trial's rules; null until the server says (pages then word the trial so it holds for either mode). */
  trial: PublicConfig['trial'] | null;
  /** Outside services that receive personal data; null until the server says. */
  processors: PublicConfig['processors'] | null;
};

/** Used until the server answers (and if it cannot): the business's advertised details, and no made-up number. */
export const FALLBACK_CONFIG: PublicConfigView = {
  supportEmail: 'support@mustashar.sa',
  whatsappNumber: null,
  office: { ar: 'الرياض، المملكة العربية السعودية', en: 'Riyadh, Saudi Arabia' },
  googleSignIn: false,
  appleSignIn: false,
  trial: null,
  processors: null,
};

export async function getPublicConfig(): Promise<PublicConfig> {
  // The schemas load on demand: the contracts index brings zod, which the landing page's first paint does not need.
  const { PublicConfigSchema } = await import('@mustashar/contracts');
  return apiFetch('/api/config', { schema: PublicConfigSchema });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });

/**
 * Always returns usable details: the fallback until (or unless) the server answers. While hydrating the
 * prerendered landing page it is the fallback too (what the prerender showed), then the server's answer.
 */
export function usePublicConfig(): PublicConfigView {
  const { data } = useQuery(publicConfigQueryOptions());
  const isClient = useIsClient();
  return (isClient ? data : undefined) ?? FALLBACK_CONFIG;
}
