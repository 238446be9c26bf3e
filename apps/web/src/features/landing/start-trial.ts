import type { NavigateFunction } from 'react-router';
import { hasCookieConsent, requestCookieConsent } from '@/lib/cookie-consent';
import { scrollToSection } from '@/lib/scroll';

/**
 * The hero primary and CTA buttons for a visitor: they start the trial, or scroll to the CTA section. With a
 * navigator it starts the trial; without one — or when the trial code cannot be loaded (e.g. offline after a deploy)
 * — there is no trial handler, and it brings the CTA section into view instead. Without cookie consent the consent
 * modal shows and nothing else happens. The network part is imported on click, so it stays out of the landing page's
 * first bundle.
 */
export async function startTrialOrScroll(navigate?: NavigateFunction): Promise<void> {
  if (!navigate) {
    scrollToSection('cta');
    return;
  }
  if (!hasCookieConsent()) {
    requestCookieConsent();
    return;
  }
  let flow: typeof import('./trial-flow');
  try {
    flow = await import('./trial-flow');
  } catch {
    scrollToSection('cta');
    return;
  }
  await flow.startTrial(navigate);
}
