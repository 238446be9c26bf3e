import { SCROLL_OFFSET_PX } from '@mustashar/contracts/constants';

/**
 * Scrolls to a landing section, leaving room for the fixed navigation bar. Returns false if it is absent. A plain
 * #section jump before the script has loaded lands the same through the page's `scroll-padding-top` (80 px); the
 * sections add no scroll margin of their own, which the browser would add to it.
 */
export function scrollToSection(id: string, offset: number = SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  return true;
}
