import { COOKIE_MAX_AGE_MS, COOKIE_NAMES } from '@mustashar/contracts/constants';
import { getCookie, setCookie } from '@/lib/cookies';

// Consent state lives apart from the dialog, so the trial start can check it without loading the dialog's code.
export const CONSENT_ACCEPTED = 'accepted';

export function hasCookieConsent(): boolean {
  return getCookie(COOKIE_NAMES.consent) === CONSENT_ACCEPTED;
}

export function acceptCookieConsent(): void {
  setCookie(COOKIE_NAMES.consent, CONSENT_ACCEPTED, { maxAgeSeconds: COOKIE_MAX_AGE_MS.consent / 1000 });
}

// Asks a mounted <CookieConsent> to show again (consent missing when a trial start is clicked, e.g. cookies were
// cleared in another tab after this page opened).
export const CONSENT_REQUEST_EVENT = 'mustashar:cookie-consent-request';

export function requestCookieConsent(): void {
  window.dispatchEvent(new Event(CONSENT_REQUEST_EVENT));
}
