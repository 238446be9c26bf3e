import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names, one letter for one name', () => {
    expect(initials('Sara Ahmed')).toBe('SA');
    expect(initials('sara mohammed ahmed')).toBe('SA');
    expect(initials('  layla ')).toBe('L');
    expect(initials('فهد')).toBe('ف');
    expect(initials('فهد العتيبي')).toBe('فع');
  });

  it('reads Arabic names as they are written', () => {
    // The attached article is skipped, unless the word is no more than it.
    expect(initials('نورة العتيبي')).toBe('نع');
    expect(initials('الجوهرة القحطاني')).toBe('جق');
    expect(initials('ال')).toBe('ا');
    // "عبد ..." and "أبو ..." are one given name.
    expect(initials('عبد الرحمن')).toBe('ع');
    expect(initials('عبد الله الفهد')).toBe('عف');
    expect(initials('أبو بكر الصديق')).toBe('أص');
    // A family name after "بن" or "آل" is known by its own word; so is one that is a compound itself.
    expect(initials('محمد بن سلمان')).toBe('مس');
    expect(initials('فهد آل سعود')).toBe('فس');
    expect(initials('فهد عبد العزيز')).toBe('فع');
  });

  it('falls back to the address when there is no name, and to "?" when there is no letter', () => {
    expect(initials('fahad.nezar@example.com')).toBe('FN');
    expect(initials('fahad@example.com')).toBe('F');
    expect(initials('')).toBe('?');
    expect(initials('1234')).toBe('?');
  });

  it('skips leading marks and digits to the first letter', () => {
    expect(initials('"Sara" (Ahmed)')).toBe('SA');
  });
});
