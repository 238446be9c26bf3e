import { COOKIE_NAMES, STORAGE_KEYS } from '@mustashar/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  matchRoutes,
  type NavigateOptions,
  type NavigationType,
  type To,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, type RouteHandle, routes } from '@/app/router';
import { setCookie } from '@/lib/cookies';
import { i18n } from '@/lib/i18n';

interface RenderAppOptions {
  lng?: 'ar' | 'en';
  user?: Record<string, unknown>;
  token?: string;
  /** Defaults to true so the landing page is not covered by the consent modal. */
  cookieConsent?: boolean;
}

/** The memory router's state and navigation, for assertions (what the data router's object offered). */
class TestRouter {
  /** Set by the first render, which happens inside render() before the router is returned. */
  state!: { location: Location; historyAction: NavigationType };
  navigator: ReturnType<typeof useNavigate> | null = null;

  /** A path, or a number of steps through the history (-1: back). */
  async navigate(to: To | number, options?: NavigateOptions) {
    if (!this.navigator) throw new Error('the router has not rendered yet');
    if (typeof to === 'number') await this.navigator(to);
    else await this.navigator(to, options);
  }
}

function RouterProbe({ router }: { router: TestRouter }) {
  router.state = { location: useLocation(), historyAction: useNavigationType() };
  router.navigator = useNavigate();
  return null;
}

/** Renders the real route tree at `path`, as the browser would. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  await i18n.changeLanguage(options.lng ?? 'en');
  if (options.cookieConsent !== false) setCookie(COOKIE_NAMES.consent, 'accepted');
  if (options.user) window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(options.user));
  if (options.token) window.localStorage.setItem(STORAGE_KEYS.token, options.token);
  const router = new TestRouter();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe router={router} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, router };
}

/** Loads the lazy chunks of the routes at these paths, so a test on a fake clock does not wait for a first load. */
export async function preloadRoutes(...paths: string[]) {
  const handles = paths.flatMap((path) =>
    (matchRoutes(routes, path) ?? []).map((match) => match.route.handle as RouteHandle | undefined),
  );
  await Promise.all(handles.map((handle) => handle?.preload()));
}
