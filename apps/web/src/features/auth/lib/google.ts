const PENDING_KEY = 'mustashar_google_pending';

/**
 * Google sign-in is a full-page round trip; the server answers with a cookie session only. A session-scoped marker
 * tells the dashboard to ask the server who is signed in, without probing /api/auth/me for every guest.
 */
export function startGoogleSignIn(mode: 'login' | 'register') {
  startProviderSignIn('google', mode);
}

/** Google or Apple: the same full-page round trip, ending in a cookie session. */
export function startProviderSignIn(provider: 'google' | 'apple', mode: 'login' | 'register') {
  try {
    window.sessionStorage.setItem(PENDING_KEY, '1');
  } catch (error) {
    console.warn('Could not remember the sign-in', error);
  }
  window.location.assign(`/api/auth/${provider}/redirect?mode=${mode}`);
}

export function consumeGooglePending(): boolean {
  try {
    const pending = window.sessionStorage.getItem(PENDING_KEY) === '1';
    window.sessionStorage.removeItem(PENDING_KEY);
    return pending;
  } catch (error) {
    console.warn('Could not read the Google sign-in marker', error);
    return false;
  }
}
