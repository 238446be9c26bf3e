import type { Locale } from '@mustashar/contracts';

const NUMBER_LOCALE: Record<Locale, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-US' };

/** A number as the language writes it: Arabic-Indic digits in Arabic, Latin in English. */
export function formatNumber(
  value: number,
  locale: Locale,
  { fractionDigits = 0, grouping = true }: { fractionDigits?: number; grouping?: boolean } = {},
): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: grouping,
  }).format(value);
}

/**
 * What keeps its digits as written inside generated text: web and email addresses (a link must still work),
 * and in Markdown also code, link targets, `[n]` citation markers (the web app links them by their digits and
 * shows them in the answer's digits) and ordered-list markers (Markdown counts only Latin digits; the web app
 * numbers the list in the page's digits).
 */
const KEEP_PLAIN = [/(?:https?:\/\/|www\.)\S+/, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/];
const KEEP_MARKDOWN = [
  /```[\s\S]*?```/,
  /`[^`]*`/,
  /\]\((?:<[^>]*>|[^)\s]*)/,
  /\[\d{1,3}(?:\s*[,،]\s*\d{1,3})*\](?![(:])/,
  /^[ \t]*\d{1,9}[.)](?=[ \t]|$)/,
  ...KEEP_PLAIN,
];
const union = (parts: RegExp[]) => new RegExp(parts.map((p) => p.source).join('|'), 'gm');
const KEEP = { plain: union(KEEP_PLAIN), markdown: union(KEEP_MARKDOWN) };

/** Latin digits as Arabic-Indic, with the Arabic separators between them ("8,000.5" → "٨٬٠٠٠٫٥"). One char for one. */
function arabicIndic(text: string): string {
  return text
    .replace(/(?<=\d),(?=\d{3}(?!\d))/g, '\u066C')
    .replace(/(?<=\d)\.(?=\d)/g, '\u066B')
    .replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

export type DigitOptions = {
  /** The text is Markdown (answers, guides): its syntax and link targets keep their Latin digits. */
  markdown?: boolean;
};

/**
 * Generated Arabic text in Arabic-Indic digits, however it was written: rule texts,
 * templates, filled values, a model's words. English text is returned as it is. Addresses are never changed.
 */
export function localizeDigits(text: string, locale: Locale, options: DigitOptions = {}): string {
  if (locale !== 'ar') return text;
  const keep = options.markdown ? KEEP.markdown : KEEP.plain;
  let out = '';
  let at = 0;
  for (const match of text.matchAll(keep)) {
    out += arabicIndic(text.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + arabicIndic(text.slice(at));
}

/**
 * `localizeDigits` over a Markdown stream (a model's answer): the last word is held back until it is complete
 * (it may be an address, a link target or a list marker still arriving), and so are an open code span and an
 * unfinished citation list.
 */
export class DigitLocalizer {
  private pending = '';
  /** Whether the text still held starts a line (list markers are recognised only there). */
  private lineStart = true;

  constructor(private readonly locale: Locale) {}

  push(delta: string): string {
    if (this.locale !== 'ar') return delta;
    const text = this.pending + delta;
    let cut = text.search(/\S*$/);
    // A citation list ("[1, 2]") spans words.
    const marker = /\[[\d\s,،]*$/.exec(text.slice(0, cut));
    if (marker) cut = marker.index;
    const ticks = [...text.slice(0, cut).matchAll(/`/g)];
    if (ticks.length % 2 === 1) cut = ticks.at(-1)!.index;
    this.pending = text.slice(cut);
    return this.convert(text.slice(0, cut));
  }

  /** Whatever is still held, at the end of the stream. */
  end(): string {
    const rest = this.locale === 'ar' ? this.convert(this.pending) : this.pending;
    this.pending = '';
    return rest;
  }

  private convert(text: string): string {
    if (!text) return '';
    // A line-start anchor must not match in the middle of a line: a stand-in character goes before it.
    const out = this.lineStart
      ? localizeDigits(text, 'ar', { markdown: true })
      : localizeDigits(`x${text}`, 'ar', { markdown: true }).slice(1);
    this.lineStart = /\n[ \t]*$/.test(text) || (this.lineStart && /^[ \t]*$/.test(text));
    return out;
  }
}
