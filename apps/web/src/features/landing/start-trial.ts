import { scrollToSection } from '@/lib/scroll';

/**
 * What the hero and CTA primary buttons do for a visitor. Until the trial start flow arrives (cookie consent
 * check, device cookies, POST to start the trial) this only brings the CTA section into view; replace this one
 * function to wire the real flow.
 */
export function startTrialOrScroll(): void {
  scrollToSection('cta');
}
