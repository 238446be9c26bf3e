import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadPolicyConsentPrompt } from '@/features/account';
import { AuthProvider, useAuth } from '@/lib/session';
import { ScrollRestoration } from './scroll-restoration';
import { SkipLink } from './skip-link';

// Wrapped in the query client as it loads, as the pages are: the root layout itself has none.
const PolicyConsentPrompt = lazy(() =>
  Promise.all([loadPolicyConsentPrompt(), import('@/lib/query-client')]).then(([m, { withQueryClient }]) => ({
    default: withQueryClient(m.default),
  })),
);

/** Signed in: asks again for the terms and privacy policy when their version changed (ADR 100). */
function SignedInPrompts() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PolicyConsentPrompt pathname={pathname} />
    </Suspense>
  );
}

/** Inside the router so the auth provider can navigate (logout goes to /). */
export function RootLayout() {
  return (
    <AuthProvider>
      <SkipLink />
      <Outlet />
      <SignedInPrompts />
      <ScrollRestoration />
    </AuthProvider>
  );
}
