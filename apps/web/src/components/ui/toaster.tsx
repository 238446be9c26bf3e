import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
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

/** True once the browser has been idle after the first client render (at most ~2 s later). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const id = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(id);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle;
}

export function AppToaster() {
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  const dir = i18n.dir(i18n.resolvedLanguage);
  // Not in the prerendered HTML (nothing to show there); mounts once the page is interactive.
  const isClient = useIsClient();
  // Sonner (~9 KB gzipped) loads once the start-up work is done, not during it: a toast raised before waits
  // for it (lib/toast.ts), so none is lost.
  const idle = useIdle();
  if (!isClient || !idle) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        dir={dir}
        // Top, on the reading-end side: away from the WhatsApp button at the bottom.
        position={dir === 'rtl' ? 'top-left' : 'top-right'}
        richColors
        closeButton
        theme={theme}
        duration={TOAST_DURATION_MS.provider}
        toastOptions={{ style: { fontFamily: 'inherit' } }}
      />
      <Ready />
    </Suspense>
  );
}
