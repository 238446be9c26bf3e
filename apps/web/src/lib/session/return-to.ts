const ORIGIN = 'https://return-to.invalid';

/**
 * C0 controls, DEL and the backslash: a URL parser drops tabs and newlines and reads "\" as "/", so
 * "/\t/evil.example" or "/\evil.example" would lead to another site.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * Only a path on this site is followed ("/dashboard", not "//evil.example", "https://…" or "/\t/evil.example").
 * Percent-encoded, the same characters are refused too ("/%09/evil.example", "/%2F/evil.example"), so no later
 * decoding can turn the path into another origin.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || hasUnsafeCharacter(decoded)) return null;
  try {
    if (new URL(value, ORIGIN).origin !== ORIGIN) return null;
  } catch {
    return null;
  }
  return value;
}

/** /login?returnTo=<path>; slashes stay readable in the query. */
export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
