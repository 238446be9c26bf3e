import { describe, expect, it } from 'vitest';
import {
  currencyLabel,
  formatClockTime,
  formatDate,
  formatMoney,
  formatNumber,
  formatPhone,
  formatRiyals,
  intlLocale,
  latinDigits,
  localizeDigits,
  moneyParts,
  toNumber,
} from './format';

describe('format', () => {
  it('uses Arabic-Indic digits for Arabic and Western digits for English', () => {
    expect(intlLocale('ar')).toBe('ar-SA-u-nu-arab');
    expect(intlLocale('en')).toBe('en-US');
    expect(formatNumber(129, 'ar')).toBe('١٢٩');
    expect(formatNumber(129, 'en')).toBe('129');
    expect(formatNumber(200, 'ar')).toBe('٢٠٠');
  });

  it('shows 0 for anything that is not a number', () => {
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(formatNumber(null, 'en')).toBe('0');
  });

  // The page's whitespace rules treat the no-break space between number and unit as a space.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes whole riyals without decimals and without the trailing dot Intl gives Arabic', () => {
    expect(plain(formatMoney(12900, 'ar'))).toBe('١٢٩ ر.س');
    expect(plain(formatMoney(169900, 'ar'))).toBe('١٬٦٩٩ ر.س');
    expect(plain(formatMoney(24900, 'en'))).toBe('SAR 249');
    expect(plain(formatMoney('169900', 'en'))).toBe('SAR 1,699');
  });

  it('shows halalas with two decimals, zero as zero riyals, and large amounts grouped', () => {
    expect(plain(formatMoney(22161, 'ar'))).toBe('٢٢١٫٦١ ر.س');
    expect(plain(formatMoney(12950, 'en'))).toBe('SAR 129.50');
    expect(plain(formatMoney(0, 'ar'))).toBe('٠ ر.س');
    expect(plain(formatMoney('oops', 'en'))).toBe('SAR 0');
    expect(plain(formatMoney(1234567800, 'ar'))).toBe('١٢٬٣٤٥٬٦٧٨ ر.س');
    expect(plain(formatMoney(1234567850, 'en'))).toBe('SAR 12,345,678.50');
  });

  it('takes riyals where payment items carry riyals, and splits parts for the plan cards', () => {
    expect(plain(formatRiyals(249, 'en'))).toBe('SAR 249');
    expect(plain(formatRiyals('129.5', 'ar'))).toBe('١٢٩٫٥٠ ر.س');
    expect(moneyParts(169900, 'ar')).toEqual({ amount: '١٬٦٩٩', currency: 'ر.س', currencyFirst: false });
  });

  it('names a currency without a label by its code', () => {
    expect(plain(formatMoney(1000, 'en', 'USD'))).toBe('USD 10');
    expect(currencyLabel('ar')).toBe('ر.س');
    expect(currencyLabel('en')).toBe('SAR');
  });

  it('groups phone numbers the way they are read aloud', () => {
    expect(formatPhone('966512345678', 'en')).toBe('+966 51 234 5678');
    expect(formatPhone('966512345678', 'ar')).toBe('+٩٦٦ ٥١ ٢٣٤ ٥٦٧٨');
    expect(formatPhone('4915112345678', 'en')).toBe('+4915112345678');
  });

  it('writes times of day as people say them', () => {
    expect(plain(formatClockTime('09:00', 'ar'))).toBe('٩ صباحًا');
    expect(plain(formatClockTime('17:00', 'ar'))).toBe('٥ مساءً');
    expect(plain(formatClockTime('09:00', 'en'))).toBe('9 AM');
    expect(plain(formatClockTime('17:30', 'en'))).toBe('5:30 PM');
    expect(plain(formatClockTime('00:00', 'en'))).toBe('12 AM');
    expect(plain(formatClockTime('12:05', 'ar'))).toBe('١٢:٠٥ مساءً');
  });

  it('formats dates in Asia/Riyadh and ignores invalid ones', () => {
    // 22:30 UTC is already the next day in Riyadh (UTC+3).
    expect(formatDate('2025-03-01T22:30:00Z', 'en', { dateStyle: 'long' })).toBe('March 2, 2025');
    expect(formatDate('2025-03-01T22:30:00Z', 'ar', { day: 'numeric' })).toBe('٢');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('localizes digits inside text', () => {
    expect(localizeDigits('09:00', 'ar')).toBe('٠٩:٠٠');
    expect(localizeDigits('09:00', 'en')).toBe('09:00');
  });

  it('reads typed digits of either keyboard as Latin, and the Arabic decimal separator as a point', () => {
    expect(latinDigits('١٢٩٫٥٠')).toBe('129.50');
    expect(latinDigits('۳۰ days')).toBe('30 days');
    expect(latinDigits('2026-12-07')).toBe('2026-12-07');
  });
});
