import { numbersStated } from '../text/numbers-in-text.ts';

/**
 * A model's answer, sentence by sentence: a sentence that states a number — a period, an amount, a percentage — is
 * let through only when it cites a source ([n]) whose text states that number; otherwise it is dropped before the
 * user sees it. A model may word a rule freely, but the figure a person acts on must be one the law in force
 * gives. Runs on the model's own [n] (before the citation filter renumbers them), holding back the sentence being
 * written until it ends.
 */

const DIGITS = '0-9\u0660-\u0669\u06F0-\u06F9';
const CITATION = new RegExp(`\\[([${DIGITS}]{1,3}(?:\\s*[,،]\\s*[${DIGITS}]{1,3})*)\\]`, 'g');
/** References are not figures: "المادة ٧٧", "Article 77", "م/٤٦", a decree's number and date. */
const REFERENCES = new RegExp(
  [
    `(?:المادة|المواد|مادة|الفقرة|البند|articles?|paragraph)\\s*\\(?[${DIGITS}]+\\)?(?:\\s*[,،و-]\\s*[${DIGITS}]+)*`,
    `(?:م|M)\\s*/\\s*[${DIGITS}]+`,
    `[${DIGITS}]{1,4}\\s*/\\s*[${DIGITS}]{1,2}\\s*/\\s*[${DIGITS}]{1,4}\\s*(?:هـ|ه)?`,
    `[${DIGITS}]{4}\\s*(?:هـ|ه|م)(?![\\p{L}])`,
  ].join('|'),
  'giu',
);
/** A list item's own number at the start of a line ("1.", "١-"). */
const LIST_NUMBER = new RegExp(`^\\s*(?:[-*]\\s*)?[${DIGITS}]{1,2}\\s*[-.)]\\s`, 'gm');
/** A sentence ends at . ! ? ؟ followed by a space, or at a line break. */
const END = /(?<=[.!?؟])\s+|\n/g;

const toNumber = (s: string) =>
  Number(
    s
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)),
  );

/** The figures a sentence states (references, list numbers and 1, which every singular says, left out). */
export function figuresIn(sentence: string): number[] {
  const bare = sentence.replace(CITATION, ' ').replace(REFERENCES, ' ').replace(LIST_NUMBER, ' ');
  return [...numbersStated(bare)].filter((n) => n !== 1);
}

export class NumberGate {
  private pending = '';
  /** Sentences dropped, for the log. */
  readonly dropped: string[] = [];

  /** `sources[n - 1]`: the numbers source [n] states. */
  constructor(private readonly sources: ReadonlySet<number>[]) {}

  /** The finished sentences of the text so far that may be shown. */
  push(delta: string): string {
    this.pending += delta;
    let out = '';
    let start = 0;
    for (const m of this.pending.matchAll(END)) {
      const end = m.index + m[0].length;
      out += this.check(this.pending.slice(start, end));
      start = end;
    }
    this.pending = this.pending.slice(start);
    return out;
  }

  /** The last sentence, at the end of the stream. */
  end(): string {
    const rest = this.check(this.pending);
    this.pending = '';
    return rest;
  }

  private check(sentence: string): string {
    const figures = figuresIn(sentence);
    if (figures.length === 0) return sentence;
    const cited = [...sentence.matchAll(CITATION)].flatMap((m) => m[1]!.split(/\s*[,،]\s*/).map(toNumber));
    const stated = (n: number) => cited.some((c) => this.sources[c - 1]?.has(n));
    if (figures.every(stated)) return sentence;
    this.dropped.push(sentence.trim());
    // Keep the line structure: a dropped sentence leaves its line breaks.
    return (/\s*$/.exec(sentence)?.[0] ?? '').replace(/[^\n]/g, '');
  }
}
