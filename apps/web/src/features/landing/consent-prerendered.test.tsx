import { COOKIE_MAX_AGE_MS, COOKIE_NAMES } from '@mustashar/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_ACCEPTED, hasCookieConsent } from '@/lib/cookie-consent';
import { setCookie } from '@/lib/cookies';
import { consoleGuard } from '@/test/console-guard';
import { renderApp } from '@/test/render';
import themeInit from '../../../public/theme-init.js?raw';
import { PRERENDERED_CONSENT_ID } from './components/cookie-consent';

// index.html carries a prerendered copy of the cookie-consent modal (scripts/prerender.mjs), shown at first paint;
// public/theme-init.js hides it when consent was given and makes its button work until the app's modal replaces it.

const runThemeInit = () => new Function(themeInit)();

function prerenderedPage() {
  const page = document.createElement('div');
  page.dataset.prerenderedPage = '';
  page.innerHTML = `
    <div id="root"><main>landing</main></div>
    <div id="${PRERENDERED_CONSENT_ID}">
      <div data-consent-lang="ar"><div role="dialog"><button data-consent-accept>موافق</button></div></div>
      <div data-consent-lang="en"><div role="dialog"><button data-consent-accept>Accept</button></div></div>
    </div>`;
  document.body.append(page);
}

const clearConsent = () => setCookie(COOKIE_NAMES.consent, '', { maxAgeSeconds: 0 });

describe('the prerendered consent modal', () => {
  beforeEach(() => {
    clearConsent();
    localStorage.setItem('i18nextLng', 'ar');
  });
  afterEach(() => {
    clearConsent();
    document.documentElement.className = '';
    // Only what the tests put there: the app's own nodes are unmounted by Testing Library.
    for (const node of document.querySelectorAll(`[data-prerendered-page], #${PRERENDERED_CONSENT_ID}`))
      node.remove();
  });

  it('theme-init.js writes the cookie the app reads: same name, value and lifetime', () => {
    expect(themeInit).toContain(`const CONSENT_COOKIE = '${COOKIE_NAMES.consent}';`);
    expect(themeInit).toContain(`const CONSENT_VALUE = '${CONSENT_ACCEPTED}';`);
    expect(themeInit).toContain(`const CONSENT_MAX_AGE = ${COOKIE_MAX_AGE_MS.consent / 1000};`);
  });

  it('without consent it stays, keeps the page inert, and its button gives consent before the app loads', async () => {
    prerenderedPage();
    runThemeInit();
    const html = document.documentElement;
    expect(html.classList.contains('consent-given')).toBe(false);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'موافق' }));
    expect(hasCookieConsent()).toBe(true);
    expect(html.classList.contains('consent-given')).toBe(true);
    expect(document.getElementById(PRERENDERED_CONSENT_ID)).toBeNull();
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });

  it('with consent given it is hidden before the first paint and the page is not inert', () => {
    setCookie(COOKIE_NAMES.consent, CONSENT_ACCEPTED);
    prerenderedPage();
    runThemeInit();
    expect(document.documentElement.classList.contains('consent-given')).toBe(true);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });

  it("the app's own modal replaces it when the app starts", { timeout: 15_000 }, async () => {
    const copy = document.createElement('div');
    copy.id = PRERENDERED_CONSENT_ID;
    document.body.append(copy);
    // The modal's chunk is lazy; React reports it settling outside act().
    consoleGuard.allow(/A suspended resource finished loading inside a test/);
    await renderApp('/', { cookieConsent: false });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 8000 });
    expect(document.getElementById(PRERENDERED_CONSENT_ID)).toBeNull();
  });
});
