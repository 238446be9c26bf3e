import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'mustashar-scroll-positions';
/** Scroll positions by history entry (location.key), kept for the tab's session like the browser would. */
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What the data router's ScrollRestoration did, for declarative routes: back/forward returns to where that page was
 * left; a new page starts at its #hash or the top. A replace on the same page (a search or filter typed into the
 * address) keeps the position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or unavailable: positions live for this page only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const { key } = location;
    const record = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location]);

  useLayoutEffect(() => {
    const samePage = lastPathname.current === location.pathname;
    const first = lastPathname.current === null;
    lastPathname.current = location.pathname;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // The first render keeps wherever the browser (or the prerendered page) already is.
    if (first || (samePage && navigationType !== 'PUSH')) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
