import { FALLBACK_LOCALE, LOCALES, STORAGE_KEYS } from '@mustashar/contracts/constants';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';

/**
 * Loaded before the app starts (main.tsx waits for i18next's `initialized`) in the visitor's language (and the
 * English fallback when that is not Arabic): one chunk per language and namespace, not all texts up front.
 */
export const EAGER_NAMESPACES = ['common', 'landing'] as const;
/** Loaded on demand by the routes that use them (their own chunks). */
export const LAZY_NAMESPACES = [
  'pages',
  'help',
  'account',
  'library',
  'billing',
  'chat',
  'documents',
  'admin',
] as const;
export const NAMESPACES = [...EAGER_NAMESPACES, ...LAZY_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function applyDocumentLanguage(lng: string): void {
  const root = document.documentElement;
  root.lang = lng;
  root.dir = i18n.dir(lng);
}

i18n.on('languageChanged', (lng) => {
  // No document in the build-time prerender (scripts/prerender.mjs).
  if (lng && typeof document !== 'undefined') applyDocumentLanguage(lng);
});

void i18n
  .use(
    resourcesToBackend((lng: string, ns: string) => {
      if (!(LOCALES as readonly string[]).includes(lng) || !(NAMESPACES as readonly string[]).includes(ns)) {
        return Promise.resolve({});
      }
      return import(`../locales/${lng}/${ns}.json`).then((m: { default: unknown }) => m.default);
    }),
  )
  .use(languageDetector(STORAGE_KEYS.language))
  .use(initReactI18next)
  .init({
    supportedLngs: [...LOCALES],
    // Default Arabic, fallback English. Arabic has every key English has (locales.test.ts), so an
    // Arabic page never needs the English texts and does not download them at start; every other case falls
    // back to English.
    fallbackLng: { ar: [], default: [FALLBACK_LOCALE] },
    load: 'languageOnly',
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

export function currentLanguage(): 'ar' | 'en' {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
}

export { i18n };
