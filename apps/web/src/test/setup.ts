import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setCookie } from '@/lib/cookies';
import { i18n, NAMESPACES } from '@/lib/i18n';
import { assertMocksMatchContracts, installFetchMock } from './api-mock';
import { consoleGuard } from './console-guard';

// Routes load lazily: on two busy cores (CI runs the server and web suites side by side) the first render of a
// route can take longer than Testing Library's default 1 s, so findBy*/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs.
function installBrowserStubs() {
  const mql = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: vi.fn(mql) });
  class IO {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: IO });
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: vi.fn() });
  Element.prototype.scrollIntoView = vi.fn();
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadLanguages(['ar', 'en']);
  await i18n.loadNamespaces([...NAMESPACES]);
  // Warm the sign-in chunks so a test on a fake clock (landing's Google return) does not race their first load.
  await Promise.all([import('@/app/layouts/auth-layout'), import('@/features/auth/routes/auth-pages')]);
});

beforeEach(() => {
  installBrowserStubs();
  installFetchMock();
  consoleGuard.start();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) setCookie(name, '', { maxAgeSeconds: 0 });
  }
  document.body.style.overflow = '';
  await i18n.changeLanguage('en');
  // A drifted mock first: the console errors it causes downstream are only its symptom.
  try {
    assertMocksMatchContracts();
  } finally {
    consoleGuard.stop();
  }
});
