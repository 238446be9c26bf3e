import { COOKIE_NAMES, STORAGE_KEYS } from '@mustashar/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setCookie } from '@/lib/cookies';
import { i18n } from '@/lib/i18n';

interface RenderAppOptions {
  lng?: 'ar' | 'en';
  user?: Record<string, unknown>;
  token?: string;
  /** Defaults to true so the landing page is not covered by the consent modal. */
  cookieConsent?: boolean;
}

/** Renders the real route tree at `path`, as the browser would. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  await i18n.changeLanguage(options.lng ?? 'en');
  if (options.cookieConsent !== false) setCookie(COOKIE_NAMES.consent, 'accepted');
  if (options.user) window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(options.user));
  if (options.token) window.localStorage.setItem(STORAGE_KEYS.token, options.token);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

/** Loads the lazy chunks of the routes at these paths, so a test on a fake clock does not wait for a first load. */
export async function preloadRoutes(...paths: string[]) {
  const lazies = paths.flatMap((path) => (matchRoutes(routes, path) ?? []).map((match) => match.route.lazy));
  await Promise.all(lazies.map((lazy) => (typeof lazy === 'function' ? lazy() : undefined)));
}
