import { useEffect, useState } from 'react';

/**
 * The hero video is attached only after the page has loaded and the browser is idle, so it never competes
 * with the first paint; with prefers-reduced-motion it is never attached (the poster stays).
 */
export function useDeferredVideo(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ) {
      return;
    }
    let idleId: number | undefined;
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    const attach = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(() => setReady(true), { timeout: 2500 });
      } else {
        timeoutId = setTimeout(() => setReady(true), 300);
      }
    };
    if (document.readyState === 'complete') attach();
    else window.addEventListener('load', attach, { once: true });
    return () => {
      window.removeEventListener('load', attach);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      if (timeoutId !== undefined) clearTimeout(timeoutId);
    };
  }, []);
  return ready;
}
