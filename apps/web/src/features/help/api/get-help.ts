import { type HelpContent, HelpContentSchema } from '@mustashar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';

export type HelpLanguage = 'ar' | 'en';

/** GET /api/help?lang= → categories, FAQs and guide cards in that language. */
export async function getHelp(lang: HelpLanguage): Promise<HelpContent> {
  return apiFetch(`/api/help?lang=${lang}`, { schema: HelpContentSchema });
}

export const helpQueryOptions = (lang: HelpLanguage) =>
  queryOptions({
    queryKey: ['help', lang],
    queryFn: () => getHelp(lang),
    staleTime: 10 * 60 * 1000,
  });

/** Follows the UI language: switching it fetches the other language's content. */
export function useHelp() {
  const { i18n } = useTranslation();
  const lang: HelpLanguage = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  return useQuery(helpQueryOptions(lang));
}
