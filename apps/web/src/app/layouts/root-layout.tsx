import { Outlet } from 'react-router';
import { AuthProvider } from '@/lib/session';
import { ScrollRestoration } from './scroll-restoration';
import { SkipLink } from './skip-link';

/** Inside the router so the auth provider can navigate (logout goes to /). */
export function RootLayout() {
  return (
    <AuthProvider>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
