import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/components/theme/theme-provider';
import { loadSonner, notifyToasterMounted } from '@/lib/toast';
import { useIsClient } from '@/lib/use-is-client';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function Ready() {
  // Runs after the sibling Toaster's own effects, i.e. once it listens for toasts.
  useEffect(() => notifyToasterMounted(), []);
  return null;
}

export function AppToaster() {
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  const dir = i18n.dir(i18n.resolvedLanguage);
  // Not in the prerendered HTML (nothing to show there); mounts once the page is interactive.
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        dir={dir}
        // Top, on the reading-end side: away from the WhatsApp button at the bottom right.
        position={dir === 'rtl' ? 'top-left' : 'top-right'}
        richColors
        closeButton
        theme={theme}
        duration={TOAST_DURATION_MS.default}
        toastOptions={{ style: { fontFamily: 'inherit' } }}
      />
      <Ready />
    </Suspense>
  );
}
