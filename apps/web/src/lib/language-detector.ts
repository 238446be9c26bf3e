import type { LanguageDetectorModule } from 'i18next';
import { readStorage, writeStorage } from './storage';

/**
 * i18next's language detection, deciding as theme-init.js does before the first paint (so the app keeps the
 * prerendered copy it showed): the stored choice, then the browser's languages, then <html lang> (index.html's
 * Arabic). Regional codes (ar-SA, en-US) become ar | en. The choice is stored for the next visit. Written here
 * rather than i18next-browser-languagedetector, whose other sources (cookie, query string, path, subdomain) the
 * app does not use and which weighed on the landing page's first download (docs/decisions/097-…).
 */
export function languageDetector(storageKey: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const found = [readStorage(storageKey)];
      if (typeof navigator !== 'undefined') found.push(...(navigator.languages ?? [navigator.language]));
      if (typeof document !== 'undefined') found.push(document.documentElement.lang);
      return found.filter((code): code is string => Boolean(code)).map((code) => code.split('-')[0] ?? code);
    },
    cacheUserLanguage(lng) {
      // Not in the build-time prerender (no window) nor for i18next's test language.
      if (typeof window === 'undefined' || lng === 'cimode') return;
      writeStorage(storageKey, lng);
    },
  };
}
