/**
 * Every path the web app has a page for (React Router patterns: `:id` is one path segment). The server answers an
 * unknown path with 404 and the app shell, which shows the app's own "page not found"; a known one with 200. The web's
 * router test holds its routes to this list, so a page added there and not here fails that test.
 */
export const WEB_ROUTES = [
  '/',
  '/pricing',
  '/help',
  '/library',
  '/library/laws/:id',
  '/library/articles/:id',
  '/library/guides/:id',
  '/team/accept',
  '/payment/callback',
  '/trial-blocked',
  '/contact',
  '/faq',
  '/about',
  '/terms',
  '/privacy',
  '/cookies',
  '/login',
  '/register',
  '/forgot-password',
  '/verify-email',
  '/complete-payment',
  '/shared/:id',
  '/chat',
  '/chat/:id',
  '/dashboard',
  '/dashboard/renew',
  '/dashboard/subscriptions',
  '/dashboard/billing',
  '/dashboard/payment-methods',
  '/dashboard/packages',
  '/dashboard/team',
  '/dashboard/notifications',
  '/dashboard/developers',
  '/dashboard/documents',
  '/dashboard/settings',
  '/dashboard/profile',
  '/dashboard/security',
  '/admin',
  '/admin/users/:id',
  '/admin/audit',
  '/admin/numbers',
  '/admin/content',
  '/admin/plans',
  '/admin/codes',
  '/admin/inbox',
  '/admin/payments',
  '/admin/payments/:id',
  '/admin/inbox/:id',
] as const;

const patterns = WEB_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** Whether the web app has a page at this pathname (no query string). */
export function isWebRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
