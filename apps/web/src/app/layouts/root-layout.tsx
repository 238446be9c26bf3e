import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadPolicyConsentPrompt } from '@/features/account';
import { AuthProvider, useAuth } from '@/lib/session';
import { ScrollRestoration } from './scroll-restoration';
import { SkipLink } from './skip-link';

const PolicyConsentPrompt = lazy(loadPolicyConsentPrompt);

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
