import { describe, expect, it } from 'vitest';
import { DigitLocalizer, localizeDigits } from './numbers.ts';

describe('localizeDigits', () => {
  it('writes Arabic text in Arabic-Indic digits, with the Arabic separators between digits', () => {
    expect(localizeDigits('لا يزيد على 180 يومًا (المادة 8)', 'ar')).toBe('لا يزيد على ١٨٠ يومًا (المادة ٨)');
    expect(localizeDigits('48,000 ريال و2.5 ساعة في 1446/8/20هـ', 'ar')).toBe(
      '٤٨٬٠٠٠ ريال و٢٫٥ ساعة في ١٤٤٦/٨/٢٠هـ',
    );
  });

  it('leaves English text and addresses as they are', () => {
    expect(localizeDigits('180 days (Article 8)', 'en')).toBe('180 days (Article 8)');
    expect(localizeDigits('راسلنا على help2@mustashar.sa أو https://x.sa/a/12 خلال 3 أيام', 'ar')).toBe(
      'راسلنا على help2@mustashar.sa أو https://x.sa/a/12 خلال ٣ أيام',
    );
  });

  it('keeps Markdown syntax and link targets in Latin digits', () => {
    const text = [
      'الإجازة 21 يومًا [1] و30 يومًا [1, 2].',
      '1. أولًا 5 أيام',
      '  2) ثانيًا',
      '[النص الكامل](/library/articles/law-1-art-109) و`code 7`',
    ].join('\n');
    expect(localizeDigits(text, 'ar', { markdown: true })).toBe(
      [
        'الإجازة ٢١ يومًا [1] و٣٠ يومًا [1, 2].',
        '1. أولًا ٥ أيام',
        '  2) ثانيًا',
        '[النص الكامل](/library/articles/law-1-art-109) و`code 7`',
      ].join('\n'),
    );
    // Outside Markdown a paragraph's leading number is text like any other.
    expect(localizeDigits('1. أولًا', 'ar')).toBe('١. أولًا');
  });
});

describe('DigitLocalizer (a streamed Markdown answer)', () => {
  const streamed = (pieces: string[]) => {
    const digits = new DigitLocalizer('ar');
    return pieces.map((p) => digits.push(p)).join('') + digits.end();
  };

  it('gives the same text as converting the whole answer, however it is split', () => {
    const text =
      'مدة الإجازة 21 يومًا [1] ثم 30 [1, 2].\n2. راجع [النص](/library/articles/a-109) أو https://laws.boe.gov.sa/x/16 و`n 4`\n10) تم';
    const whole = localizeDigits(text, 'ar', { markdown: true });
    expect(whole).toContain('٢١ يومًا [1] ثم ٣٠ [1, 2].');
    expect(whole).toContain('\n2. راجع');
    for (const size of [1, 2, 3, 7, 13]) {
      const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(streamed(pieces)).toBe(whole);
    }
  });

  it('passes English through untouched', () => {
    const digits = new DigitLocalizer('en');
    expect(digits.push('21 days [1]') + digits.end()).toBe('21 days [1]');
  });
});
