import { describe, expect, it } from 'vitest';
import { parseQuestion } from './query.ts';

describe('parseQuestion on English questions', () => {
  it('keeps the English words and tells which Arabic words the glossary put in', () => {
    const parsed = parseQuestion('Does my company health insurance have to cover my wife?');
    expect(parsed.english).toEqual(
      expect.arrayContaining(['company', 'health', 'insurance', 'cover', 'wife']),
    );
    // "company" and "wife" are read by the glossary: their Arabic terms are marked so the ranking weighs them
    // below the question's own words.
    expect(parsed.glossaryWords).toEqual(expect.arrayContaining(['الشركة', 'الزوجة']));
    for (const word of parsed.glossaryWords) expect(parsed.words).toContain(word);
  });

  it('marks nothing in an Arabic question', () => {
    const parsed = parseQuestion('الشركة ما عطتني راتبي من ثلاث شهور');
    expect(parsed.glossaryWords).toEqual([]);
    expect(parsed.glossaryPhrases).toBe(0);
  });
});
