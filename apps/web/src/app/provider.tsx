import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { i18n } from '@/lib/i18n';
import { PublicConfigProvider } from '@/lib/public-config';
import { QueryClientOverride } from '@/lib/query-client-override';

// Mounts once the browser is idle after start-up and shows nothing before: not in the first download.
const AppToaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.AppToaster })));

/**
 * The app's providers. TanStack Query's is not among them: the pages that use it bring it with their own chunk
 * (lib/query-client.tsx); `queryClient` gives them a test's client instead of the app's.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientOverride.Provider value={queryClient}>
        <PublicConfigProvider>
          <ThemeProvider>
            {children}
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          </ThemeProvider>
        </PublicConfigProvider>
      </QueryClientOverride.Provider>
    </I18nextProvider>
  );
}
