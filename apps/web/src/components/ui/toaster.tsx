import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
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

/**
 * Sonner's light rich colours put text on its tinted backgrounds below the 4.5:1 contrast that small text needs;
 * the same hues, darker, reach it. (Its dark theme's colours already do.)
 */
const LIGHT_TEXT = {
  '--success-text': 'hsl(140, 100%, 25%)',
  '--info-text': 'hsl(210, 92%, 43%)',
  '--warning-text': 'hsl(31, 92%, 35%)',
  '--error-text': 'hsl(360, 100%, 43%)',
} as CSSProperties;

/** The tallest app header (the site's, 72 px) and a gap under it. */
const HEADER_CLEARANCE_PX = 80;

export function AppToaster() {
  const { t, i18n } = useTranslation();
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
        // Top, on the reading-end side: away from the WhatsApp button, the phone's bottom bar and the composer.
        position={dir === 'rtl' ? 'top-left' : 'top-right'}
        // Below the fixed header (72 px at most), never over its language, theme and account controls.
        offset={{ top: HEADER_CLEARANCE_PX }}
        mobileOffset={{ top: HEADER_CLEARANCE_PX }}
        richColors
        closeButton
        theme={theme}
        duration={TOAST_DURATION_MS.provider}
        toastOptions={{
          style: { fontFamily: 'inherit', ...(theme === 'dark' ? {} : LIGHT_TEXT) },
          closeButtonAriaLabel: t('a11y.closeToast'),
          // Sonner draws its close button 20 px square; a touch target needs 24.
          classNames: { closeButton: '!size-6' },
        }}
      />
      <Ready />
    </Suspense>
  );
}
