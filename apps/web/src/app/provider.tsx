import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { AppToaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          {children}
          <AppToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
