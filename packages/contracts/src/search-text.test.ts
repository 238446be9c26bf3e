import { describe, expect, it } from 'vitest';
import { normalizeArabic, searchMatches, searchTerms } from './search-text.ts';

const marked = (text: string, query: string) =>
  searchMatches(text, searchTerms(query)).map(([start, end]) => text.slice(start, end));

describe('searchMatches', () => {
  it('finds a term across alef forms, ta marbuta and diacritics, as the stored search text does', () => {
    const text = 'تُمنح الإجَازة السنوية للعامل';
    expect(normalizeArabic(text)).toContain(searchTerms('الاجازه')[0]);
    expect(marked(text, 'الاجازه')).toEqual(['الإجَازة']);
    expect(marked(text, 'السنويه للعامل')).toEqual(['السنوية', 'للعامل']);
  });

  it('matches English without regard to case, and each occurrence', () => {
    expect(marked('Annual leave; more LEAVE later', 'leave')).toEqual(['leave', 'LEAVE']);
  });

  it('leaves out a one-letter term (a split-off و) and merges overlaps', () => {
    expect(marked('والعمل عمل', 'والعمل')).toEqual(['العمل']);
    expect(searchMatches('abcdef', ['abcd', 'cdef'])).toEqual([[0, 6]]);
  });

  it('finds nothing for an empty query', () => {
    expect(searchMatches('text', searchTerms('  '))).toEqual([]);
  });
});
