/**
 * Streaming check of a model's [n] citations: a citation that matches no retrieved passage is removed
 * before the user sees it, and kept ones are renumbered in order of first use so that [k] in the text is the k-th
 * citation returned. A citation split across deltas ("… [" then "3] …") is held back until it is complete.
 */

const DIGITS = '0-9\u0660-\u0669\u06F0-\u06F9';
const CITATION = new RegExp(`(\\s?)\\[([${DIGITS}]{1,3}(?:\\s*[,،]\\s*[${DIGITS}]{1,3})*)\\]`, 'g');
/** An unfinished citation (or trailing whitespace before one) at the end of the text. */
const PARTIAL = new RegExp(`\\s*(?:\\[[${DIGITS}\\s,،]{0,20})?$`);

const toNumber = (s: string) =>
  Number(
    s
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)),
  );

export class CitationFilter {
  private pending = '';
  /** Passage number → number shown. */
  private readonly shown = new Map<number, number>();
  /** Passage numbers in the order first cited. */
  readonly cited: number[] = [];
  /** Numbers the model used that match no passage. */
  readonly invented: number[] = [];

  constructor(private readonly passages: number) {}

  /** Text that is safe to show now. */
  push(delta: string): string {
    const text = this.pending + delta;
    const hold = PARTIAL.exec(text)!.index;
    this.pending = text.slice(hold);
    return this.rewrite(text.slice(0, hold));
  }

  /** Whatever is still held, at the end of the stream. */
  end(): string {
    const rest = this.rewrite(this.pending);
    this.pending = '';
    return rest;
  }

  private rewrite(text: string): string {
    return text.replace(CITATION, (_all, space: string, list: string) => {
      const kept: number[] = [];
      for (const part of list.split(/\s*[,،]\s*/)) {
        const n = toNumber(part);
        if (!Number.isInteger(n) || n < 1 || n > this.passages) {
          this.invented.push(n);
          continue;
        }
        let shown = this.shown.get(n);
        if (shown === undefined) {
          this.cited.push(n);
          shown = this.cited.length;
          this.shown.set(n, shown);
        }
        if (!kept.includes(shown)) kept.push(shown);
      }
      return kept.length > 0 ? `${space}[${kept.join(', ')}]` : '';
    });
  }
}
