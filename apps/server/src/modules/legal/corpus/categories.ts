import { normalizeArabic } from '../text/normalize.ts';

/** A coarse browsing category from the law's title; the corpus carries none. First match wins. */
const RULES: [string, string[]][] = [
  ['labour', ['العمل', 'العمال', 'التامينات الاجتماعية', 'الخدمة المدنية', 'التقاعد']],
  ['family', ['الاحوال الشخصية', 'الحضانة', 'النفقة', 'الزواج', 'الطلاق']],
  [
    'real_estate',
    ['ايجار', 'المستاجر', 'المؤجر', 'الموجر', 'العقار', 'الوحدات العقارية', 'الوساطة العقارية'],
  ],
  ['commercial', ['الشركات', 'التجارة', 'التجاري', 'التجارية', 'الافلاس', 'العلامات', 'التستر', 'الغش']],
  ['criminal', ['الجزايية', 'الجرايم', 'مكافحة', 'التحرش', 'المخدرات', 'الجنايية']],
  ['procedure', ['المرافعات', 'التنفيذ', 'المحاكم', 'الاثبات', 'التحكيم', 'المحاماة', 'القضاء']],
  ['traffic', ['المرور']],
  ['civil', ['المعاملات المدنية']],
];

export function categorize(title: string): string | null {
  const t = ` ${normalizeArabic(title)} `;
  for (const [category, words] of RULES) {
    if (words.some((w) => t.includes(normalizeArabic(w)))) return category;
  }
  return 'other';
}
