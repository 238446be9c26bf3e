import type { Locale } from '@mustashar/contracts';
import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/** One language's version of an email: plain paragraphs and an optional code shown large. */
type Part = { subject: string; paragraphs: string[]; code?: string };
type Bilingual = Record<Locale, Part>;

const OTHER: Record<Locale, Locale> = { ar: 'en', en: 'ar' };
const BRAND: Record<Locale, string> = { ar: 'مستشار', en: 'Mustashar' };

function textPart(part: Part): string {
  return [...part.paragraphs, ...(part.code ? ['', part.code] : [])].join('\n');
}

function htmlPart(part: Part, locale: Locale): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = part.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n');
  const code = part.code
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;direction:ltr;margin:16px 0">${escapeHtml(part.code)}</p>`
    : '';
  return `<div lang="${locale}" dir="${dir}" style="text-align:start;font-family:Arial,sans-serif">\n${paragraphs}\n${code}\n</div>`;
}

/** The user's language first, then the other; an HTML part and a plain-text part, every value escaped. */
export function bilingualEmail(to: string, locale: Locale, content: Bilingual): MailMessage {
  const first = content[locale];
  const second = content[OTHER[locale]];
  return {
    to,
    subject: `${BRAND[locale]}: ${first.subject} | ${second.subject}`,
    text: `${textPart(first)}\n\n----------------------------------------\n\n${textPart(second)}\n`,
    html: [
      '<!doctype html><html><body>',
      htmlPart(first, locale),
      '<hr style="margin:24px 0;border:none;border-top:1px solid #ddd">',
      htmlPart(second, OTHER[locale]),
      '</body></html>',
    ].join('\n'),
  };
}
