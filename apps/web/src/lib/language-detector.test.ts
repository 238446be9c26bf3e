import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from './language-detector';

const KEY = 'test-language';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(KEY);
  document.documentElement.lang = 'ar';
});

describe('languageDetector', () => {
  it('puts the stored choice first, then the browser languages as base codes, then <html lang>', () => {
    localStorage.setItem(KEY, 'en');
    browserLanguages(['ar-SA', 'fr-FR']);
    document.documentElement.lang = 'ar';
    expect(languageDetector(KEY).detect()).toEqual(['en', 'ar', 'fr', 'ar']);
  });

  it('without a stored choice starts with the browser languages', () => {
    browserLanguages(['en-US', 'en']);
    document.documentElement.lang = 'ar';
    expect(languageDetector(KEY).detect()).toEqual(['en', 'en', 'ar']);
  });

  it('stores the language i18next settled on, but not its test language', () => {
    const detector = languageDetector(KEY);
    detector.cacheUserLanguage?.('en');
    expect(localStorage.getItem(KEY)).toBe('en');
    detector.cacheUserLanguage?.('cimode');
    expect(localStorage.getItem(KEY)).toBe('en');
  });
});
