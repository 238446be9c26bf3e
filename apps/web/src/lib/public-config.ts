import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { useIsClient } from './use-is-client';

/** GET /api/config — the server settings the browser may know (PublicConfigSchema in contracts). */
export interface PublicConfigView {
  supportEmail: string;
  /** Digits with the country code, or null: no number is configured, so none is shown. */
  whatsappNumber: string | null;
  office: { ar: string; en: string };
  googleSignIn: boolean;
  /** Sign in with Apple is configured on the server (its buttons are hidden otherwise). */
  appleSignIn: boolean;
}

/** Used until the server answers (and if it cannot): the business's advertised details, and no made-up number. */
export const FALLBACK_CONFIG: PublicConfigView = {
  supportEmail: 'support@mustashar.sa',
  whatsappNumber: null,
  office: { ar: 'الرياض، المملكة العربية السعودية', en: 'Riyadh, Saudi Arabia' },
  googleSignIn: false,
  appleSignIn: false,
};

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

function whatsappDigits(value: unknown): string | null {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return digits.length >= 8 ? digits : null;
}

export async function getPublicConfig(): Promise<PublicConfigView> {
  const raw = (await apiFetch('/api/config')) as Partial<Record<string, unknown>> | null;
  const office = (raw?.office ?? {}) as Partial<Record<'ar' | 'en', unknown>>;
  return {
    supportEmail: pickString(raw?.supportEmail, FALLBACK_CONFIG.supportEmail),
    whatsappNumber: whatsappDigits(raw?.whatsappNumber),
    office: {
      ar: pickString(office.ar, FALLBACK_CONFIG.office.ar),
      en: pickString(office.en, FALLBACK_CONFIG.office.en),
    },
    googleSignIn: raw?.googleSignIn === true,
    appleSignIn: raw?.appleSignIn === true,
  };
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
