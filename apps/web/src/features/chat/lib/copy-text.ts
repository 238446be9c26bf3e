import type { Citation } from '@mustashar/contracts';
import { safeUrl } from '@/components/answer/safe-url';
import { formatNumber } from '@/lib/format';

/**
 * An answer as the copy button puts it on the clipboard: the text, then its sources numbered as on screen, each with
 * its law, article and full link, so a pasted answer still says what it rests on.
 */
export function answerForCopy(
  text: string,
  citations: readonly Citation[],
  sourcesLabel: string,
  language: 'ar' | 'en',
  origin: string = window.location.origin,
): string {
  const lines = citations.map((citation, index) => {
    const label = [citation.law, citation.label].filter(Boolean).join(' — ');
    const href = safeUrl(citation.url, origin);
    const link = href ? (href.startsWith('/') ? `${origin}${href}` : href) : '';
    return `[${formatNumber(index + 1, language)}] ${[label, link].filter(Boolean).join(': ')}`;
  });
  return lines.length > 0 ? `${text.trim()}\n\n${sourcesLabel}:\n${lines.join('\n')}` : text;
}
