import { type ComponentType, lazy, Suspense, useState } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { i18n, type Namespace } from '@/lib/i18n';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { LandingRoute } from './routes/landing';
import { RouteErrorBoundary } from './routes/route-error';

// Only the landing page is in the first bundle; every other route is its own chunk. Declarative routes (useRoutes
// under a BrowserRouter) rather than a data router: the landing page's first download carries half the router
// code (docs/decisions/097-landing-page-initial-javascript.md).

/** What a route's `handle` carries: its page's chunk, loadable ahead of a render (tests on a fake clock). */
export interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * A page from its own chunk. Rendered through React.lazy (navigations are transitions, so the current page stays
 * until the next one has loaded); once the chunk is in, new renders use the component directly.
 *
 * `texts`: the lazily loaded namespaces its first render needs, loaded alongside the chunk. Otherwise each one
 * suspends the render that meets it and starts loading only then, one round trip after the other (a shared chat:
 * the chunk, then its page texts, then, after the API's answer, the answer's texts), which on a busy machine kept
 * such a page on its loader for seconds.
 */
function page(
  load: () => Promise<ComponentType>,
  texts: readonly Namespace[] = [],
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // TanStack Query comes with the page (lib/query-client.tsx), not with the landing page's first download.
  const preload = () => {
    loading ??= Promise.all([load(), import('@/lib/query-client'), loadTexts(texts)]).then(
      ([component, { withQueryClient }]) => {
        loaded = withQueryClient(component);
        return loaded;
      },
      (error: unknown) => {
        // A failed download (offline, a new deployment): a later preload tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPage() {
    // Decided once per mount: switching from Lazy to the component later would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const handle: RouteHandle = { preload };
  return { element: <LazyPage />, handle };
}

/** Starts loading these namespaces (texts in the current language); a failed load is retried where they are used. */
function loadTexts(texts: readonly Namespace[]): Promise<void> {
  if (texts.length === 0) return Promise.resolve();
  return i18n.loadNamespaces([...texts]).catch(() => {});
}

const libraryPages = () => import('@/features/library/routes');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingRoute /> },
          {
            path: 'pricing',
            ...page(() => import('@/features/pricing/routes/pricing').then((m) => m.PricingPage)),
          },
          {
            path: 'help',
            ...page(() => import('@/features/help/routes/help').then((m) => m.HelpPage)),
          },
          { path: 'library', ...page(() => libraryPages().then((m) => m.LibraryPage), ['library']) },
          { path: 'library/laws/:id', ...page(() => libraryPages().then((m) => m.LawPage), ['library']) },
          {
            path: 'library/articles/:id',
            ...page(() => libraryPages().then((m) => m.ArticlePage), ['library']),
          },
          {
            path: 'library/guides/:id',
            ...page(() => libraryPages().then((m) => m.GuidePage), ['library']),
          },
          {
            path: 'team/accept',
            ...page(() => import('@/features/billing/routes/team-accept').then((m) => m.TeamAcceptPage)),
          },
          {
            path: 'payment/callback',
            ...page(() =>
              import('@/features/billing/routes/payment-callback').then((m) => m.PaymentCallbackPage),
            ),
          },
          {
            path: 'trial-blocked',
            ...page(() => import('@/features/trial/routes/trial-blocked').then((m) => m.TrialBlockedPage)),
          },
          {
            path: 'shared/:id',
            // Its texts, and the answers' (sources, in the chat's namespace).
            ...page(
              () =>
                import('@/features/shared-conversation/routes/shared-conversation').then(
                  (m) => m.SharedConversationPage,
                ),
              ['pages', 'chat'],
            ),
          },
          {
            ...page(() => import('./layouts/static-layout').then((m) => m.StaticLayout)),
            children: [
              {
                path: 'contact',
                ...page(() => import('@/features/contact/routes/contact').then((m) => m.ContactPage)),
              },
              {
                path: 'faq',
                ...page(() => import('@/features/help/routes/faq').then((m) => m.FaqPage)),
              },
              {
                path: 'about',
                ...page(() => import('@/features/static-pages/routes/static-page').then((m) => m.AboutPage)),
              },
              {
                path: 'terms',
                ...page(() => import('@/features/static-pages/routes/static-page').then((m) => m.TermsPage)),
              },
              {
                path: 'privacy',
                ...page(() =>
                  import('@/features/static-pages/routes/static-page').then((m) => m.PrivacyPage),
                ),
              },
              {
                path: 'cookies',
                ...page(() =>
                  import('@/features/static-pages/routes/static-page').then((m) => m.CookiesPage),
                ),
              },
            ],
          },
          {
            path: '*',
            ...page(() => import('./routes/not-found').then((m) => m.NotFoundPage)),
          },
        ],
      },
      {
        ...page(() => import('./layouts/auth-layout').then((m) => m.AuthLayout)),
        children: [
          {
            path: 'login',
            ...page(() => import('@/features/auth/routes/login').then((m) => m.LoginPage)),
          },
          {
            path: 'register',
            ...page(() => import('@/features/auth/routes/register').then((m) => m.RegisterPage)),
          },
          {
            path: 'forgot-password',
            ...page(() => import('@/features/auth/routes/forgot-password').then((m) => m.ForgotPasswordPage)),
          },
          {
            path: 'verify-email',
            ...page(() => import('@/features/auth/routes/verify-email').then((m) => m.VerifyEmailPage)),
          },
          {
            path: 'complete-payment',
            ...page(() =>
              import('@/features/auth/routes/complete-payment').then((m) => m.CompletePaymentPage),
            ),
          },
        ],
      },
      {
        ...page(() => import('./layouts/chat-layout').then((m) => m.ChatLayout)),
        children: [
          {
            path: 'chat',
            ...page(() => import('@/features/chat/routes/chat').then((m) => m.ChatPage)),
            // /chat/<conversation id>: the same page stays mounted (one socket, one store) as the address moves.
            children: [
              { index: true, element: null },
              { path: ':id', element: null },
            ],
          },
        ],
      },
      {
        path: 'admin',
        ...page(() => import('./layouts/admin-layout').then((m) => m.AdminLayout)),
        children: [
          {
            index: true,
            ...page(() => import('@/features/admin/routes/users').then((m) => m.AdminUsersPage)),
          },
          {
            path: 'users/:id',
            ...page(() => import('@/features/admin/routes/user').then((m) => m.AdminUserPage)),
          },
          {
            path: 'audit',
            ...page(() => import('@/features/admin/routes/audit').then((m) => m.AdminAuditPage)),
          },
          {
            path: 'numbers',
            ...page(() => import('@/features/admin/routes/numbers').then((m) => m.AdminNumbersPage)),
          },
          {
            path: 'content',
            ...page(() => import('@/features/admin/routes/content').then((m) => m.AdminContentPage)),
          },
          {
            path: 'plans',
            ...page(() => import('@/features/admin/routes/plans').then((m) => m.AdminPlansPage)),
          },
          {
            path: 'codes',
            ...page(() => import('@/features/admin/routes/codes').then((m) => m.AdminCodesPage)),
          },
          {
            path: 'payments',
            ...page(() => import('@/features/admin/routes/payments').then((m) => m.AdminPaymentsPage)),
          },
          {
            path: 'payments/:id',
            ...page(() => import('@/features/admin/routes/payment').then((m) => m.AdminPaymentPage)),
          },
          {
            path: 'inbox',
            ...page(() => import('@/features/admin/routes/inbox').then((m) => m.AdminInboxPage)),
          },
          {
            path: 'inbox/:id',
            ...page(() =>
              import('@/features/admin/routes/inbox-message').then((m) => m.AdminInboxMessagePage),
            ),
          },
        ],
      },
      // Old links: outside the dashboard shell, so they redirect before the sign-in check.
      { path: 'dashboard/renew', element: <Navigate to="/dashboard/billing" replace /> },
      { path: 'dashboard/subscriptions', element: <Navigate to="/dashboard/billing" replace /> },
      {
        path: 'dashboard',
        ...page(() => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout)),
        children: [
          {
            index: true,
            ...page(() =>
              import('@/features/dashboard/routes/dashboard-home').then((m) => m.DashboardHomePage),
            ),
          },
          {
            path: 'billing',
            ...page(() => import('@/features/billing/routes/billing').then((m) => m.BillingPage)),
          },
          {
            path: 'payment-methods',
            ...page(() =>
              import('@/features/billing/routes/payment-methods').then((m) => m.PaymentMethodsPage),
            ),
          },
          {
            path: 'packages',
            ...page(() => import('@/features/billing/routes/packages').then((m) => m.PackagesPage)),
          },
          {
            path: 'team',
            ...page(() => import('@/features/billing/routes/team').then((m) => m.TeamPage)),
          },
          {
            path: 'notifications',
            ...page(() => import('@/features/billing/routes/notifications').then((m) => m.NotificationsPage)),
          },
          {
            path: 'developers',
            ...page(() => import('@/features/billing/routes/developers').then((m) => m.DevelopersPage)),
          },
          {
            path: 'documents',
            ...page(() => import('@/features/documents/routes/documents').then((m) => m.DocumentsPage)),
          },
          {
            path: 'settings',
            ...page(() => import('@/features/account/routes/settings').then((m) => m.SettingsPage)),
          },
          {
            path: 'profile',
            ...page(() => import('@/features/account/routes/profile').then((m) => m.ProfilePage)),
          },
          {
            path: 'security',
            ...page(() => import('@/features/account/routes/security').then((m) => m.SecurityPage)),
          },
        ],
      },
    ],
  },
];

/** The app's pages for the current location, inside a BrowserRouter, MemoryRouter (tests) or StaticRouter. */
export function AppRoutes() {
  const location = useLocation();
  // Every matched level's chunk at once (a layout and its page), not each after its parent has rendered. A failed
  // download shows when the page renders it (RouteErrorBoundary).
  for (const match of matchRoutes(routes, location) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.preload().catch(() => {});
  }
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary location={location}>
      {/* Shown (blank, full height) while a lazily loaded first route arrives. */}
      <Suspense fallback={<div className="min-h-dvh" />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
