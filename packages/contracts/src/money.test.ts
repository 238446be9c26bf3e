import { describe, expect, it } from 'vitest';
import { formatMoney, moneyParts } from './money.ts';

// Whitespace is a no-break space between the number and its unit.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('writes whole riyals without decimals, in Arabic without the trailing dot', () => {
    expect(plain(formatMoney(12900, 'ar'))).toBe('١٢٩ ر.س');
    expect(plain(formatMoney(169900, 'ar'))).toBe('١٬٦٩٩ ر.س');
    expect(plain(formatMoney(24900, 'en'))).toBe('SAR 249');
    expect(plain(formatMoney(169900, 'en'))).toBe('SAR 1,699');
  });

  it('shows two decimals only when there are halalas', () => {
    expect(plain(formatMoney(12950, 'ar'))).toBe('١٢٩٫٥٠ ر.س');
    expect(plain(formatMoney(22161, 'en'))).toBe('SAR 221.61');
    expect(plain(formatMoney(5, 'en'))).toBe('SAR 0.05');
  });

  it('writes zero and large amounts the same way', () => {
    expect(plain(formatMoney(0, 'ar'))).toBe('٠ ر.س');
    expect(plain(formatMoney(0, 'en'))).toBe('SAR 0');
    expect(plain(formatMoney(123456789, 'ar'))).toBe('١٬٢٣٤٬٥٦٧٫٨٩ ر.س');
    expect(plain(formatMoney(100000000, 'en'))).toBe('SAR 1,000,000');
  });

  it('keeps the number and the unit on one line', () => {
    expect(formatMoney(12900, 'ar')).toBe('١٢٩\u00a0ر.س');
    expect(formatMoney(12900, 'en')).toBe('SAR\u00a0129');
  });

  it('always gives two decimals for tax-invoice figures', () => {
    expect(plain(formatMoney(12900, 'en', { exact: true }))).toBe('SAR 129.00');
    expect(plain(formatMoney(1683, 'ar', { exact: true }))).toBe('١٦٫٨٣ ر.س');
  });

  it('names a currency without a label by its code, and reads a broken amount as zero', () => {
    expect(plain(formatMoney(1000, 'en', { currency: 'USD' }))).toBe('USD 10');
    expect(plain(formatMoney(1000, 'ar', { currency: 'USD' }))).toBe('١٠ USD');
    expect(plain(formatMoney(Number.NaN, 'en'))).toBe('SAR 0');
  });

  it('splits the parts for layouts that size the number and the unit apart', () => {
    expect(moneyParts(169900, 'ar')).toEqual({ amount: '١٬٦٩٩', currency: 'ر.س', currencyFirst: false });
    expect(moneyParts(12900, 'en')).toEqual({ amount: '129', currency: 'SAR', currencyFirst: true });
  });
});
