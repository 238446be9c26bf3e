import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export type Lang = 'ar' | 'en';
type Dict = Record<string, unknown>;

const localesDir = fileURLToPath(new URL('../../apps/web/src/locales/', import.meta.url));
const dictionaries = new Map<string, Dict>();

/** The app's own translation for a key such as `common:nav.pricing`, so tests assert what a user reads. */
export function tr(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const file = `${lang}/${ns}`;
  if (!dictionaries.has(file))
    dictionaries.set(file, JSON.parse(readFileSync(`${localesDir}${file}.json`, 'utf8')));
  let value: unknown = dictionaries.get(file);
  for (const part of path.split('.')) value = (value as Dict | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No translation for ${lang}:${key}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => vars[name] ?? '');
}

export const CONSENT_COOKIE = 'mustashar_cookie_consent';

export async function acceptCookiesUpFront(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
}

/** Fails the test on any console error or failed same-origin request a user's browser would show. */
function watchConsole(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
}

export const test = base.extend<{ lang: Lang; consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  lang: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'en' ? 'en' : 'ar');
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchConsole(page, errors);
      await use(errors);
      expect(errors, 'the browser console stayed clean').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
