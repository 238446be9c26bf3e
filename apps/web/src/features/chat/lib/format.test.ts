import { describe, expect, it } from 'vitest';
import { formatFileSize, formatTimeLeft, normalizeForSearch } from './format';

describe('chat formatting', () => {
  it('writes the trial time left in words, minutes rounded up, seconds in the last minute', () => {
    expect(formatTimeLeft(3_600_000, 'ar')).toBe('٦٠ دقيقة');
    expect(formatTimeLeft(3_600_000, 'en')).toBe('60 minutes');
    expect(formatTimeLeft(3_539_000, 'en')).toBe('59 minutes');
    expect(formatTimeLeft(65_000, 'ar')).toBe('دقيقتان');
    expect(formatTimeLeft(45_000, 'ar')).toBe('٤٥ ثانية');
    expect(formatTimeLeft(1_000, 'en')).toBe('1 second');
    expect(formatTimeLeft(-5, 'en')).toBe('0 seconds');
    // No clock face ("١:٠٠:٠٠"), whose lone Arabic zeros read as dots.
    expect(formatTimeLeft(3_600_000, 'ar')).not.toContain(':');
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
