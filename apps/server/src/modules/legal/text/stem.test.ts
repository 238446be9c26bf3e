import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './normalize.ts';
import { lightStem, stemWith } from './stem.ts';

const stem = (w: string) => lightStem(normalizeArabic(w));

describe('light Arabic stemmer', () => {
  it('strips the article, و and the common suffixes', () => {
    expect(stem('الهيئة')).toBe(stem('هيئة'));
    expect(lightStem('والمحاكم')).toBe('محاكم');
    expect(stem('للعمال')).toBe('عمال');
    expect(stem('الموظفين')).toBe('موظف');
    expect(stem('شيكا')).toBe(stem('الشيك'));
  });

  it('leaves short words alone', () => {
    expect(lightStem('ال')).toBe('ال');
    expect(lightStem('من')).toBe('من');
  });

  it('drops a leading ل/ب/ك only where the corpus knows the shorter stem at least as well', () => {
    const df = new Map([
      ['احكام', 50],
      ['لاحكام', 3],
      ['لحوم', 9],
    ]);
    expect(stemWith('لاحكام', df)).toBe('احكام');
    expect(stemWith('لحوم', df)).toBe('لحوم');
    expect(stemWith('لاحكام', null)).toBe('لاحكام');
  });
});
