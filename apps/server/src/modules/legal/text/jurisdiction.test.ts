import { describe, expect, it } from 'vitest';
import { foreignJurisdiction } from './jurisdiction.ts';

describe('out-of-jurisdiction questions', () => {
  it.each([
    ['ما هي مكافأة نهاية الخدمة في قانون العمل المصري؟', 'Egypt'],
    ['How is end of service calculated under Egyptian labour law?', 'Egypt'],
    ['كيف أطلق زوجتي في مصر؟', 'Egypt'],
    ['I work in Dubai, how much notice must I give?', 'the UAE'],
    ['حسب القانون الإماراتي كم الإجازة السنوية', 'the UAE'],
    ['ما عقوبة الشيك بدون رصيد في الأردن', 'Jordan'],
    ['What are tenant rights in the UK?', 'the United Kingdom'],
    ['Under US law can my employer fire me at will?', 'the United States'],
  ])('%s → %s', (question, country) => {
    expect(foreignJurisdiction(question)?.en).toBe(country);
  });

  it.each([
    'كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟',
    'أنا مصري أعمل في الرياض كم مكافأتي',
    'I am Egyptian, what is my end of service award?',
    'I am from Egypt and work in Jeddah',
    'هل يطبق نظام العمل على العامل المصري',
    'Can you tell us labor law rules on overtime',
    'what does Saudi law say vs UAE law',
    'المادة ٧٧ من نظام العمل',
  ])('not foreign: %s', (question) => {
    expect(foreignJurisdiction(question)).toBeNull();
  });
});
