import { describe, expect, it } from 'vitest';
import { type PluralForms, plural } from './plural.ts';

const DAYS: PluralForms = {
  ar: { zero: 'لا أيام', one: 'يومًا واحدًا', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' },
  en: { one: '# day', other: '# days' },
};

describe('plural', () => {
  it('picks the Arabic form by the number: 3–10 plural, 11–99 accusative singular, 100 and up genitive singular', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111, 1000].map((n) => plural(n, 'ar', DAYS))).toEqual([
      'لا أيام',
      'يومًا واحدًا',
      'يومين',
      '٣ أيام',
      '١٠ أيام',
      '١١ يومًا',
      '٩٩ يومًا',
      '١٠٠ يوم',
      '١٠٢ يوم',
      '١٠٣ أيام',
      '١١١ يومًا',
      '١٬٠٠٠ يوم',
    ]);
  });

  it('has one and other in English', () => {
    expect([0, 1, 2, 1000].map((n) => plural(n, 'en', DAYS))).toEqual([
      '0 days',
      '1 day',
      '2 days',
      '1,000 days',
    ]);
  });
});
