import { describe, expect, it } from 'vitest';
import { CitationFilter } from './citation-filter.ts';

const run = (passages: number, deltas: string[]) => {
  const filter = new CitationFilter(passages);
  const shown = deltas.map((d) => filter.push(d));
  shown.push(filter.end());
  return { text: shown.join(''), shown, filter };
};

describe('citation filter', () => {
  it('keeps citations that match a passage and strips invented ones', () => {
    const { text, filter } = run(3, ['The award is half a month per year [1]. Extra [9]. And [2].']);
    expect(text).toBe('The award is half a month per year [1]. Extra. And [2].');
    expect(filter.cited).toEqual([1, 2]);
    expect(filter.invented).toEqual([9]);
  });

  it('renumbers kept citations in order of first use', () => {
    const { text, filter } = run(5, ['A [3], B [1], C [3], D [2, 7, 3].']);
    expect(text).toBe('A [1], B [2], C [1], D [3, 1].');
    expect(filter.cited).toEqual([3, 1, 2]);
  });

  it('holds a citation split across deltas until it is complete', () => {
    const { text, shown } = run(2, ['See the rule [', '1', '] and also [', '9]', ' done.']);
    expect(text).toBe('See the rule [1] and also done.');
    // Nothing of a half-written citation reaches the user.
    for (const piece of shown) expect(piece).not.toMatch(/\[(?!1\])/);
  });

  it('reads Arabic-Indic digits and Arabic commas', () => {
    const { text } = run(2, ['المكافأة نصف شهر [١]، وليست [٩] كما قيل [١، ٢].']);
    expect(text).toBe('المكافأة نصف شهر [1]، وليست كما قيل [1, 2].');
  });

  it('leaves Markdown links and other brackets alone', () => {
    const { text } = run(1, ['Read [the guide](/library/guides/x) [1] and [note].']);
    expect(text).toBe('Read [the guide](/library/guides/x) [1] and [note].');
  });

  it('flushes an unfinished bracket at the end of the stream as written', () => {
    expect(run(1, ['Total [', '1']).text).toBe('Total [1');
  });
});
