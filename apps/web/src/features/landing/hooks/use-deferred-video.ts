import { useEffect, useState } from 'react';

/** After the page has loaded and gone idle, how long the poster stays alone unless the visitor interacts. */
const QUIET_MS = 5000;
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The hero video (~130 KB) is attached only once the page has loaded and the browser is idle, and then only
 * after the visitor interacts or a few quiet seconds have passed: it never competes with start-up work (first
 * paint, hydration, the lazy sections) nor lands in a page-load measurement. With prefers-reduced-motion it
 * is never attached (the poster stays).
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
    const whenIdle = (callback: () => void) => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(callback, { timeout: 2500 });
      } else {
        timeoutId = setTimeout(callback, 300);
      }
    };
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction);
    };
    const attach = () => {
      stopListening();
      if (timeoutId !== undefined) clearTimeout(timeoutId);
      whenIdle(() => setReady(true));
    };
    function onInteraction() {
      attach();
    }
    const afterLoad = () => {
      whenIdle(() => {
        timeoutId = setTimeout(attach, QUIET_MS);
        for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { passive: true });
      });
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      stopListening();
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      if (timeoutId !== undefined) clearTimeout(timeoutId);
    };
  }, []);
  return ready;
}
