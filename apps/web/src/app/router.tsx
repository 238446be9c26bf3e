import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { LandingRoute } from './routes/landing';
import { RouteError } from './routes/route-error';

// Only the landing page is in the first bundle; every other route is its own chunk.

const libraryPages = () => import('@/features/library/routes');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown (blank, full height) while a lazily loaded first route arrives.
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingRoute /> },
          {
            path: 'pricing',
            lazy: () =>
              import('@/features/pricing/routes/pricing').then((m) => ({ Component: m.PricingPage })),
          },
          {
            path: 'help',
            lazy: () => import('@/features/help/routes/help').then((m) => ({ Component: m.HelpPage })),
          },
          { path: 'library', lazy: () => libraryPages().then((m) => ({ Component: m.LibraryPage })) },
          { path: 'library/laws/:id', lazy: () => libraryPages().then((m) => ({ Component: m.LawPage })) },
          {
            path: 'library/articles/:id',
            lazy: () => libraryPages().then((m) => ({ Component: m.ArticlePage })),
          },
          {
            path: 'library/guides/:id',
            lazy: () => libraryPages().then((m) => ({ Component: m.GuidePage })),
          },
          {
            path: 'team/accept',
            lazy: () =>
              import('@/features/billing/routes/team-accept').then((m) => ({ Component: m.TeamAcceptPage })),
          },
          {
            path: 'payment/callback',
            lazy: () =>
              import('@/features/billing/routes/payment-callback').then((m) => ({
                Component: m.PaymentCallbackPage,
              })),
          },
          {
            path: 'trial-blocked',
            lazy: () =>
              import('@/features/trial/routes/trial-blocked').then((m) => ({
                Component: m.TrialBlockedPage,
              })),
          },
          {
            path: 'shared/:id',
            lazy: () =>
              import('@/features/shared-conversation/routes/shared-conversation').then((m) => ({
                Component: m.SharedConversationPage,
              })),
          },
          {
            lazy: () => import('./layouts/static-layout').then((m) => ({ Component: m.StaticLayout })),
            children: [
              {
                path: 'contact',
                lazy: () =>
                  import('@/features/contact/routes/contact').then((m) => ({ Component: m.ContactPage })),
              },
              {
                path: 'faq',
                lazy: () => import('@/features/help/routes/faq').then((m) => ({ Component: m.FaqPage })),
              },
              {
                path: 'about',
                lazy: () =>
                  import('@/features/static-pages/routes/static-page').then((m) => ({
                    Component: m.AboutPage,
                  })),
              },
              {
                path: 'terms',
                lazy: () =>
                  import('@/features/static-pages/routes/static-page').then((m) => ({
                    Component: m.TermsPage,
                  })),
              },
              {
                path: 'privacy',
                lazy: () =>
                  import('@/features/static-pages/routes/static-page').then((m) => ({
                    Component: m.PrivacyPage,
                  })),
              },
              {
                path: 'cookies',
                lazy: () =>
                  import('@/features/static-pages/routes/static-page').then((m) => ({
                    Component: m.CookiesPage,
                  })),
              },
            ],
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        lazy: () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
        children: [
          {
            path: 'login',
            lazy: () => import('@/features/auth/routes/login').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'register',
            lazy: () =>
              import('@/features/auth/routes/register').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('@/features/auth/routes/forgot-password').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'verify-email',
            lazy: () =>
              import('@/features/auth/routes/verify-email').then((m) => ({ Component: m.VerifyEmailPage })),
          },
          {
            path: 'complete-payment',
            lazy: () =>
              import('@/features/auth/routes/complete-payment').then((m) => ({
                Component: m.CompletePaymentPage,
              })),
          },
        ],
      },
      {
        lazy: () => import('./layouts/chat-layout').then((m) => ({ Component: m.ChatLayout })),
        children: [
          {
            path: 'chat',
            lazy: () => import('@/features/chat/routes/chat').then((m) => ({ Component: m.ChatPage })),
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
        lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('@/features/admin/routes/users').then((m) => ({ Component: m.AdminUsersPage })),
          },
          {
            path: 'users/:id',
            lazy: () => import('@/features/admin/routes/user').then((m) => ({ Component: m.AdminUserPage })),
          },
          {
            path: 'audit',
            lazy: () =>
              import('@/features/admin/routes/audit').then((m) => ({ Component: m.AdminAuditPage })),
          },
          {
            path: 'numbers',
            lazy: () =>
              import('@/features/admin/routes/numbers').then((m) => ({ Component: m.AdminNumbersPage })),
          },
          {
            path: 'content',
            lazy: () =>
              import('@/features/admin/routes/content').then((m) => ({ Component: m.AdminContentPage })),
          },
          {
            path: 'plans',
            lazy: () =>
              import('@/features/admin/routes/plans').then((m) => ({ Component: m.AdminPlansPage })),
          },
          {
            path: 'codes',
            lazy: () =>
              import('@/features/admin/routes/codes').then((m) => ({ Component: m.AdminCodesPage })),
          },
          {
            path: 'payments',
            lazy: () =>
              import('@/features/admin/routes/payments').then((m) => ({ Component: m.AdminPaymentsPage })),
          },
          {
            path: 'payments/:id',
            lazy: () =>
              import('@/features/admin/routes/payment').then((m) => ({ Component: m.AdminPaymentPage })),
          },
          {
            path: 'inbox',
            lazy: () =>
              import('@/features/admin/routes/inbox').then((m) => ({ Component: m.AdminInboxPage })),
          },
          {
            path: 'inbox/:id',
            lazy: () =>
              import('@/features/admin/routes/inbox-message').then((m) => ({
                Component: m.AdminInboxMessagePage,
              })),
          },
        ],
      },
      // Old links: outside the dashboard shell, so they redirect before the sign-in check.
      { path: 'dashboard/renew', element: <Navigate to="/dashboard/billing" replace /> },
      { path: 'dashboard/subscriptions', element: <Navigate to="/dashboard/billing" replace /> },
      {
        path: 'dashboard',
        lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('@/features/dashboard/routes/dashboard-home').then((m) => ({
                Component: m.DashboardHomePage,
              })),
          },
          {
            path: 'billing',
            lazy: () =>
              import('@/features/billing/routes/billing').then((m) => ({ Component: m.BillingPage })),
          },
          {
            path: 'payment-methods',
            lazy: () =>
              import('@/features/billing/routes/payment-methods').then((m) => ({
                Component: m.PaymentMethodsPage,
              })),
          },
          {
            path: 'packages',
            lazy: () =>
              import('@/features/billing/routes/packages').then((m) => ({ Component: m.PackagesPage })),
          },
          {
            path: 'team',
            lazy: () => import('@/features/billing/routes/team').then((m) => ({ Component: m.TeamPage })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('@/features/billing/routes/notifications').then((m) => ({
                Component: m.NotificationsPage,
              })),
          },
          {
            path: 'developers',
            lazy: () =>
              import('@/features/billing/routes/developers').then((m) => ({ Component: m.DevelopersPage })),
          },
          {
            path: 'documents',
            lazy: () =>
              import('@/features/documents/routes/documents').then((m) => ({ Component: m.DocumentsPage })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('@/features/account/routes/settings').then((m) => ({ Component: m.SettingsPage })),
          },
          {
            path: 'profile',
            lazy: () =>
              import('@/features/account/routes/profile').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: 'security',
            lazy: () =>
              import('@/features/account/routes/security').then((m) => ({ Component: m.SecurityPage })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
