/**
 * Links in answers: http(s) and same-site paths only (no javascript:, data:, mailto: or protocol-relative URLs).
 * A same-site absolute URL becomes a path so it stays in the app. Anything else gives '' (rendered as text).
 */
export function safeUrl(url: string, origin: string = window.location.origin): string {
  const value = url.trim();
  if (value.startsWith('#')) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return '';
    if (parsed.origin === origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return parsed.href;
  } catch {
    return '';
  }
}

/** Citation markers `[n]` become links to the article the citation names (when there is an n-th citation). */
export function linkCitations(text: string, urls: readonly string[]): string {
  if (urls.length === 0) return text;
  return text.replace(/\[(\d{1,3})\](?![([:])/g, (marker, digits: string) => {
    const url = urls[Number(digits) - 1];
    const safe = url ? safeUrl(url) : '';
    return safe && !/[<>\s]/.test(safe) ? `[\\[${digits}\\]](<${safe}>)` : marker;
  });
}
