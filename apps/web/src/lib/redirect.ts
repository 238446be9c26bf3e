/** Leaves the app for the payment provider's page (a module of its own so tests can replace it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
