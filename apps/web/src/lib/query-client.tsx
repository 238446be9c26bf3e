import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext } from 'react';
import { QueryClientOverride } from './query-client-override';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
}

/** The app's one client: every page shares its cache. */
let appClient: QueryClient | undefined;

/**
 * `Component` inside the QueryClientProvider. Only the lazily loaded parts (pages, their layouts, the landing page's
 * pricing cards) use TanStack Query, and each is wrapped as it loads, so the landing page's first download does
 * not carry it (docs/decisions/097-landing-page-initial-javascript.md). Nested providers share the one client.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    const override = useContext(QueryClientOverride);
    appClient ??= createQueryClient();
    return (
      <QueryClientProvider client={override ?? appClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
