export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Builds the cookie string (exported for tests) and writes it. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`path=${options.path ?? '/'}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support.
  document.cookie = serializeCookie(name, value, options);
}
