import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page, type Route } from '@playwright/test';
import { A11yWatch, hookPlaywright } from './a11y';
import { ownLoginAddress, PASSWORD } from './outbox';

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

/**
 * Makes the browser a visitor on a network of its own (the e2e server trusts X-Forwarded-For), so no guest test
 * shares a trial with another running in parallel; returns the address.
 */
export async function ownNetwork(context: BrowserContext): Promise<string> {
  const ip = newNetworkAddress();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** An address on a /64 of its own (limits count an IPv6 client by its /64), for a visitor or a buyer of its own. */
export function newNetworkAddress(): string {
  return `2001:db8:${randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;
}

/** A guest on a network of its own who has already accepted cookies. */
export async function newGuest(context: BrowserContext, baseURL: string): Promise<void> {
  await ownNetwork(context);
  await acceptCookiesUpFront(context, baseURL);
}

/**
 * Waits until the app has taken over the prerendered landing page (ADR 040): before that its buttons are static
 * HTML and a click does nothing; from then on React handles a click even on a part it has not hydrated yet.
 */
export async function landingReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('data-prerender');
  });
}

/**
 * Signs in through the login form, as a person does (the web app keeps its own signed-in state, not only the
 * cookie), and waits for the page `returnTo` leads to.
 */
export async function signInBrowser(
  page: Page,
  lang: Lang,
  email: string,
  returnTo = '/dashboard',
): Promise<void> {
  const main = page.getByRole('main');
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await main.getByRole('textbox', { name: tr(lang, 'account:auth.fields.email'), exact: true }).fill(email);
  await main.getByLabel(tr(lang, 'account:auth.fields.password'), { exact: true }).fill(PASSWORD);
  await fromOwnLoginAddress(page, () =>
    main.getByRole('button', { name: tr(lang, 'account:auth.login.submit') }).click(),
  );
  await expect(page).toHaveURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** Runs `act` with the page's login requests sent from an address of their own (see `ownLoginAddress`). */
export async function fromOwnLoginAddress(page: Page, act: () => Promise<unknown>): Promise<void> {
  const address = ownLoginAddress();
  const handler = (route: Route) => route.continue({ headers: { ...route.request().headers(), ...address } });
  await page.route('**/api/auth/login', handler);
  try {
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/login'));
    await act();
    await answered;
  } finally {
    await page.unroute('**/api/auth/login', handler);
  }
}

const screenshots = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/**
 * Keeps a screenshot as a test artefact (e2e/artifacts/screenshots) once the fonts are in: the whole page from its
 * top, or with `fullPage` false the screen as it is (a full-page capture draws a modal over the wrong part).
 */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.evaluate(async (toTop) => {
    if (toTop) window.scrollTo(0, 0);
    await document.fonts.ready;
  }, fullPage);
  await page.screenshot({ path: `${screenshots}${name}.png`, fullPage });
}

/** Fails the test on any console error or failed same-origin request a user's browser would show. */
function watchConsole(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
}

export const test = base.extend<{ lang: Lang; consoleErrors: string[]; a11y: A11yWatch }>({
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
  // axe on every page state the test settles on, in every project and theme the test uses (support/a11y.ts).
  a11y: [
    async ({ page, context, baseURL }, use, testInfo) => {
      hookPlaywright(page);
      const watch = new A11yWatch(new URL(baseURL ?? page.url()).origin, testInfo);
      for (const open of context.pages()) watch.watch(open);
      context.on('page', (opened) => watch.watch(opened));
      await use(watch);
      // The state each page ends in; not after a failure, whose page may be anywhere.
      if (testInfo.status === testInfo.expectedStatus)
        for (const open of context.pages()) await watch.settled(open, true);
      for (const open of context.pages()) watch.unwatch(open);
      const { states, runs, ms } = watch.cost;
      testInfo.annotations.push({ type: 'axe', description: `${states} states, ${runs} runs, ${ms} ms` });
      for (const finding of watch.lesser)
        testInfo.annotations.push({ type: 'axe (minor)', description: finding });
      const failures = watch.failures();
      if (failures.length > 0)
        throw new Error(
          `axe found ${failures.length} serious or critical accessibility violations:\n\n${failures.join('\n\n')}`,
        );
    },
    { auto: true },
  ],
});

export { expect };

/** The local OpenID Connect double that stands in for Google (support/oidc-provider.mjs, started by the config). */
export const OIDC_ISSUER = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? 3198)}`;

export type GoogleIdentity = { sub: string; email: string; email_verified?: boolean; name?: string };

/** Who "Google" says is signing in, for this browser context only (read by the double at /authorize). */
export async function useGoogleIdentity(context: BrowserContext, identity: GoogleIdentity): Promise<void> {
  const value = Buffer.from(JSON.stringify(identity), 'utf8').toString('base64url');
  await context.addCookies([{ name: 'mock_oidc_identity', value, url: OIDC_ISSUER }]);
}
