import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '@/lib/scroll';

/** Scrolls to the section the navigation asked for from another page (state.scrollTo) or to /#section. */
export function useScrollTarget(): void {
  const location = useLocation();
  useEffect(() => {
    const fromState = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
    const target = typeof fromState === 'string' ? fromState : location.hash.replace(/^#/, '');
    if (!target) return;
    const frame = requestAnimationFrame(() => scrollToSection(target));
    return () => cancelAnimationFrame(frame);
  }, [location.state, location.hash]);
}
