import type { Locale } from '@mustashar/contracts';
import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/** One language's version of an email: plain paragraphs and an optional code shown large. */
type Part = { subject: string; paragraphs: string[]; code?: string };
type Bilingual = Record<Locale, Part>;

const OTHER: Record<Locale, Locale> = { ar: 'en', en: 'ar' };
const DIR: Record<Locale, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };

/**
 * The brand every email carries, whatever it is about: the name and line the site shows under its logo on top, and
 * who sent it at the bottom. No link and no number: a code email goes to an address nobody has proved yet, and its
 * code must be the only six digits in it.
 */
export const EMAIL_BRAND: Record<Locale, { name: string; tagline: string; footer: string }> = {
  ar: {
    name: 'مستشار',
    tagline: 'استشارات قانونية بالذكاء الاصطناعي مستندة إلى الأنظمة السعودية',
    footer: 'أرسل مستشار هذه الرسالة. لن نطلب منك أبدًا أن تخبرنا بكلمة المرور أو بأي رمز.',
  },
  en: {
    name: 'Mustashar',
    tagline: 'AI legal consultation grounded in Saudi law',
    footer: 'This email was sent by Mustashar. We will never ask you to tell us your password or a code.',
  },
};

const BRAND_COLOUR = '#0f6a5c';
const RULE = '----------------------------------------';

function textPart(part: Part): string {
  return [...part.paragraphs, ...(part.code ? ['', part.code] : [])].join('\n');
}

function htmlPart(part: Part, locale: Locale): string {
  const paragraphs = part.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n');
  const code = part.code
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;direction:ltr;text-align:center;margin:16px 0;padding:12px;background:#f1f5f4;border-radius:8px">${escapeHtml(part.code)}</p>`
    : '';
  return `<div lang="${locale}" dir="${DIR[locale]}" style="text-align:start">\n${paragraphs}\n${code}\n</div>`;
}

function brandHeader(locale: Locale): string {
  const brand = EMAIL_BRAND[locale];
  return [
    `<tr><td data-brand="header" lang="${locale}" dir="${DIR[locale]}" style="background:${BRAND_COLOUR};color:#ffffff;padding:20px 24px;text-align:start">`,
    `<div style="font-size:24px;font-weight:bold;line-height:1.3">${escapeHtml(brand.name)}</div>`,
    `<div style="font-size:13px;line-height:1.5;opacity:0.9">${escapeHtml(brand.tagline)}</div>`,
    '</td></tr>',
  ].join('\n');
}

function brandFooter(locale: Locale): string {
  const line = (l: Locale) =>
    `<p lang="${l}" dir="${DIR[l]}" style="margin:0 0 6px;text-align:start">${escapeHtml(EMAIL_BRAND[l].footer)}</p>`;
  return [
    '<tr><td data-brand="footer" style="border-top:1px solid #e2e8f0;padding:16px 24px;color:#64748b;font-size:12px;line-height:1.6">',
    line(locale),
    line(OTHER[locale]),
    `<p style="margin:6px 0 0;text-align:center;color:${BRAND_COLOUR};font-weight:bold">${escapeHtml(EMAIL_BRAND.ar.name)} · ${escapeHtml(EMAIL_BRAND.en.name)}</p>`,
    '</td></tr>',
  ].join('\n');
}

/**
 * The user's language first, then the other, between the brand's header and footer; an HTML part and a plain-text
 * part, every value escaped.
 */
export function bilingualEmail(to: string, locale: Locale, content: Bilingual): MailMessage {
  const first = content[locale];
  const second = content[OTHER[locale]];
  const brand = EMAIL_BRAND[locale];
  const subject = `${brand.name}: ${first.subject} | ${second.subject}`;
  return {
    to,
    subject,
    text: [
      `${brand.name} | ${brand.tagline}`,
      RULE,
      '',
      textPart(first),
      '',
      RULE,
      '',
      textPart(second),
      '',
      RULE,
      EMAIL_BRAND[locale].footer,
      EMAIL_BRAND[OTHER[locale]].footer,
      '',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${locale}" dir="${DIR[locale]}"><head><meta charset="utf-8">`,
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapeHtml(subject)}</title></head>`,
      '<body style="margin:0;padding:0;background:#f1f5f4;font-family:Tahoma,Arial,sans-serif;color:#0f172a">',
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f4"><tr><td style="padding:24px 12px">',
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e2e8f0">',
      brandHeader(locale),
      '<tr><td style="padding:24px;font-size:15px;line-height:1.7">',
      htmlPart(first, locale),
      '<hr style="margin:24px 0;border:none;border-top:1px solid #e2e8f0">',
      htmlPart(second, OTHER[locale]),
      '</td></tr>',
      brandFooter(locale),
      '</table>',
      '</td></tr></table>',
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * A message written in one language by a person (support's reply to a contact message), in the brand's frame: the
 * text kept as typed (line breaks too), then an optional quote; the subject as given, so a reply reads `Re: …`.
 */
export function brandedLetter(
  to: string,
  locale: Locale,
  letter: { subject: string; body: string; signature: string; quote?: { heading: string; text: string } },
): MailMessage {
  const brand = EMAIL_BRAND[locale];
  const quote = letter.quote;
  return {
    to,
    subject: letter.subject,
    text: [
      `${brand.name} | ${brand.tagline}`,
      RULE,
      '',
      letter.body,
      '',
      letter.signature,
      ...(quote ? ['', RULE, quote.heading, ...quote.text.split('\n').map((line) => `> ${line}`)] : []),
      '',
      RULE,
      EMAIL_BRAND[locale].footer,
      EMAIL_BRAND[OTHER[locale]].footer,
      '',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${locale}" dir="${DIR[locale]}"><head><meta charset="utf-8">`,
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapeHtml(letter.subject)}</title></head>`,
      '<body style="margin:0;padding:0;background:#f1f5f4;font-family:Tahoma,Arial,sans-serif;color:#0f172a">',
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f4"><tr><td style="padding:24px 12px">',
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e2e8f0">',
      brandHeader(locale),
      `<tr><td lang="${locale}" dir="${DIR[locale]}" style="padding:24px;font-size:15px;line-height:1.7;text-align:start">`,
      `<div dir="auto" style="white-space:pre-wrap;margin:0 0 16px">${escapeHtml(letter.body)}</div>`,
      `<p style="margin:0 0 12px;font-weight:bold">${escapeHtml(letter.signature)}</p>`,
      quote
        ? `<hr style="margin:24px 0;border:none;border-top:1px solid #e2e8f0">\n<p style="margin:0 0 6px;color:#64748b">${escapeHtml(quote.heading)}</p>\n<blockquote dir="auto" style="margin:0;padding-inline-start:12px;border-inline-start:3px solid #e2e8f0;color:#475569;white-space:pre-wrap">${escapeHtml(quote.text)}</blockquote>`
        : '',
      '</td></tr>',
      brandFooter(locale),
      '</table>',
      '</td></tr></table>',
      '</body></html>',
    ].join('\n'),
  };
}
