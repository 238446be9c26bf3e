/** Only same-site paths are followed ("/dashboard", not "//evil.example" or "https://…"). */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\r\n]/.test(value)) return null;
  return value;
}

/** /login?returnTo=<path>; slashes stay readable in the query. */
export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
