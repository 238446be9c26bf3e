import { describe, expect, it } from 'vitest';
import {
  currencyLabel,
  formatDate,
  formatMoney,
  formatNumber,
  formatPlanPrice,
  intlLocale,
  localizeDigits,
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

  it('groups thousands per locale on plan cards', () => {
    expect(formatPlanPrice('1699', 'ar')).toBe('١٬٦٩٩');
    expect(formatPlanPrice(1699, 'en')).toBe('1,699');
    expect(formatPlanPrice(999, 'ar')).toBe('٩٩٩');
    expect(formatPlanPrice(129.5, 'en')).toBe('129.5');
  });

  it('shows 0 for anything that is not a number', () => {
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(formatNumber(null, 'en')).toBe('0');
    expect(formatPlanPrice({}, 'ar')).toBe('٠');
  });

  it('formats money from halalas with two decimals in SAR', () => {
    expect(formatMoney(12900, 'en')).toMatch(/SAR\s?129\.00/);
    expect(formatMoney(169900, 'ar')).toContain('١٬٦٩٩٫٠٠');
    expect(formatMoney(169900, 'ar')).toContain('ر.س');
    expect(formatMoney('oops', 'en')).toMatch(/0\.00/);
  });

  it('falls back to "amount currency" for a currency Intl does not know', () => {
    expect(formatMoney(1000, 'en', 'NOT-A-CODE')).toBe('10.00 NOT-A-CODE');
    expect(currencyLabel('ar')).toBe('ر.س');
    expect(currencyLabel('en')).toBe('SAR');
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
});
