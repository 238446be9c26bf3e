import { describe, expect, it } from 'vitest';
import { formatClock, formatFileSize, normalizeForSearch } from './format';

const bare = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('chat formatting', () => {
  it('formats the trial clock in the page digits, isolated left to right', () => {
    expect(bare(formatClock(3_600_000, 'en'))).toBe('1:00:00');
    expect(bare(formatClock(65_000, 'en'))).toBe('1:05');
    expect(bare(formatClock(65_000, 'ar'))).toBe('١:٠٥');
    expect(formatClock(65_000, 'ar').startsWith('\u2066')).toBe(true);
    expect(bare(formatClock(-5, 'en'))).toBe('0:00');
  });

  it('formats file sizes per locale', () => {
    expect(formatFileSize(512, 'en')).toBe('0.5 kB');
    expect(formatFileSize(37, 'en')).toBe('0.1 kB');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'ar')).toMatch(/٢٫٥/);
  });

  it('normalises Arabic for the local search', () => {
    expect(normalizeForSearch('الإجازةُ السنويّة')).toBe(normalizeForSearch('الاجازه السنويه'));
  });
});
