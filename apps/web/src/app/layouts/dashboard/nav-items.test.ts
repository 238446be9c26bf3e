import { describe, expect, it } from 'vitest';
import { initials } from './nav-items';

describe('initials', () => {
  it('takes the first and last names’ first letters, past the Arabic article', () => {
    expect(initials('نورة العتيبي')).toBe('نع');
    expect(initials('الجوهرة القحطاني')).toBe('جق');
    expect(initials('Sara Ahmed')).toBe('SA');
    expect(initials('  layla ')).toBe('L');
    // A short word that only looks like the article keeps its letters.
    expect(initials('ال')).toBe('ا');
    expect(initials('')).toBe('?');
  });
});
