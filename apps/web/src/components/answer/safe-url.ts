import { localizeDigits } from '@/lib/format';

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

/**
 * Citation markers `[n]` (and lists, `[1, 2]`) become links to the article each number names (when there is an
 * n-th citation), shown in the answer's digits: the server writes markers in Latin digits, which an Arabic answer
 * shows as "[١]".
 */
export function linkCitations(text: string, urls: readonly string[], lng?: string): string {
  const separator = lng?.startsWith('ar') ? '، ' : ', ';
  const target = (digits: string) => {
    const url = urls[Number(digits) - 1];
    const safe = url ? safeUrl(url) : '';
    return safe && !/[<>\s]/.test(safe) ? safe : null;
  };
  return text.replace(/\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?![([:])/g, (_marker, list: string) => {
    const numbers = list.split(/\s*,\s*/);
    const only = numbers.length === 1 ? target(numbers[0]!) : null;
    if (only) return `[\\[${localizeDigits(numbers[0]!, lng)}\\]](<${only}>)`;
    const parts = numbers.map((digits) => {
      const safe = target(digits);
      const shown = localizeDigits(digits, lng);
      return safe ? `[${shown}](<${safe}>)` : shown;
    });
    return `\\[${parts.join(separator)}\\]`;
  });
}
