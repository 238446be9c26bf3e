import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './normalize.ts';

describe('normalizeArabic', () => {
  it('strips tashkeel and tatweel', () => {
    expect(normalizeArabic('العَامِلُ يَسْتَحِقُّ')).toBe('العامل يستحق');
    expect(normalizeArabic('العـــمل')).toBe('العمل');
  });

  it('unifies alef, hamza and yaa forms', () => {
    expect(normalizeArabic('أجر إجازة آخر ٱلعمل')).toBe('اجر اجازة اخر العمل');
    expect(normalizeArabic('مسؤول رئيس مستشفى')).toBe('مسوول رييس مستشفي');
  });

  it('turns a word-final ه into ة but never the reverse', () => {
    expect(normalizeArabic('مكافأه الخدمه')).toBe('مكافاة الخدمة');
    expect(normalizeArabic('مكافأة هيئة')).toBe('مكافاة هيية');
    expect(normalizeArabic('الله')).toBe('اللة');
  });

  it('splits و and ف before ال but keeps words such as والد', () => {
    expect(normalizeArabic('والعامل فالعقد')).toBe('و العامل ف العقد');
    expect(normalizeArabic('والد والي')).toBe('والد والي');
  });

  it('maps Arabic-Indic and Persian digits to ASCII and punctuation to spaces', () => {
    expect(normalizeArabic('المادة (٧٧)، م/۸۴.')).toBe('المادة 77 م 84');
    expect(normalizeArabic('End-of-Service؟')).toBe('end of service');
  });

  it('is idempotent', () => {
    const once = normalizeArabic('كم مكافأةُ نهايةِ الخدمه لعاملٍ خدم ٦ سنوات؟');
    expect(normalizeArabic(once)).toBe(once);
  });
});
