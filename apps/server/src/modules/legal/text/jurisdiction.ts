import { normalizeArabic } from './normalize.ts';

/**
 * Questions about another country's law (we answer Saudi law only). A country counts when the question ties it to
 * law or a place of work/residence ("Egyptian labour law", "القانون المصري", "in Dubai", "في مصر"), not when it
 * only names a nationality ("I am Egyptian working in Riyadh", "عامل مصري"). A question that also names Saudi
 * Arabia is ours.
 */

type Country = {
  en: string;
  ar: string;
  names: string[];
  adjectives: string[];
  arNames: string[];
  arAdj: string[];
};

const COUNTRIES: Country[] = [
  {
    en: 'Egypt',
    ar: 'مصر',
    names: ['egypt', 'cairo', 'alexandria'],
    adjectives: ['egyptian'],
    arNames: ['مصر', 'القاهرة', 'الاسكندرية'],
    arAdj: ['المصري', 'المصرية', 'مصري', 'مصرية'],
  },
  {
    en: 'the UAE',
    ar: 'الإمارات',
    names: ['uae', 'united arab emirates', 'emirates', 'dubai', 'abu dhabi', 'sharjah'],
    adjectives: ['emirati', 'uae', 'dubai'],
    arNames: ['الامارات', 'دبي', 'ابوظبي', 'ابو ظبي', 'الشارقة'],
    arAdj: ['الاماراتي', 'الاماراتية', 'اماراتي', 'اماراتية'],
  },
  {
    en: 'Jordan',
    ar: 'الأردن',
    names: ['jordan', 'amman'],
    adjectives: ['jordanian'],
    arNames: ['الاردن'],
    arAdj: ['الاردني', 'الاردنية', 'اردني', 'اردنية'],
  },
  {
    en: 'Kuwait',
    ar: 'الكويت',
    names: ['kuwait'],
    adjectives: ['kuwaiti'],
    arNames: ['الكويت'],
    arAdj: ['الكويتي', 'الكويتية', 'كويتي', 'كويتية'],
  },
  {
    en: 'Qatar',
    ar: 'قطر',
    names: ['qatar', 'doha'],
    adjectives: ['qatari'],
    arNames: ['قطر', 'الدوحة'],
    arAdj: ['القطري', 'القطرية', 'قطري', 'قطرية'],
  },
  {
    en: 'Bahrain',
    ar: 'البحرين',
    names: ['bahrain', 'manama'],
    adjectives: ['bahraini'],
    arNames: ['البحرين', 'المنامة'],
    arAdj: ['البحريني', 'البحرينية', 'بحريني', 'بحرينية'],
  },
  {
    en: 'Oman',
    ar: 'عُمان',
    names: ['oman', 'muscat'],
    adjectives: ['omani'],
    arNames: ['سلطنة عمان', 'مسقط'],
    arAdj: ['العماني', 'العمانية'],
  },
  {
    en: 'Lebanon',
    ar: 'لبنان',
    names: ['lebanon', 'beirut'],
    adjectives: ['lebanese'],
    arNames: ['لبنان', 'بيروت'],
    arAdj: ['اللبناني', 'اللبنانية'],
  },
  {
    en: 'Syria',
    ar: 'سوريا',
    names: ['syria', 'damascus'],
    adjectives: ['syrian'],
    arNames: ['سوريا', 'سورية', 'دمشق'],
    arAdj: ['السوري', 'السورية'],
  },
  {
    en: 'Iraq',
    ar: 'العراق',
    names: ['iraq', 'baghdad'],
    adjectives: ['iraqi'],
    arNames: ['العراق', 'بغداد'],
    arAdj: ['العراقي', 'العراقية'],
  },
  {
    en: 'Morocco',
    ar: 'المغرب',
    names: ['morocco'],
    adjectives: ['moroccan'],
    arNames: ['المغرب'],
    arAdj: ['المغربي', 'المغربية'],
  },
  {
    en: 'Tunisia',
    ar: 'تونس',
    names: ['tunisia'],
    adjectives: ['tunisian'],
    arNames: ['تونس'],
    arAdj: ['التونسي', 'التونسية'],
  },
  {
    en: 'Algeria',
    ar: 'الجزائر',
    names: ['algeria'],
    adjectives: ['algerian'],
    arNames: ['الجزاير'],
    arAdj: ['الجزايري', 'الجزايرية'],
  },
  {
    en: 'Yemen',
    ar: 'اليمن',
    names: ['yemen'],
    adjectives: ['yemeni'],
    arNames: ['اليمن'],
    arAdj: ['اليمني', 'اليمنية'],
  },
  {
    en: 'Sudan',
    ar: 'السودان',
    names: ['sudan'],
    adjectives: ['sudanese'],
    arNames: ['السودان'],
    arAdj: ['السوداني', 'السودانية'],
  },
  {
    en: 'the United States',
    ar: 'الولايات المتحدة',
    names: ['usa', 'united states', 'america', 'california', 'new york', 'texas'],
    adjectives: ['american', 'u s'],
    arNames: ['امريكا', 'الولايات المتحدة', 'أمريكا'],
    arAdj: ['الامريكي', 'الامريكية', 'امريكي', 'امريكية'],
  },
  {
    en: 'the United Kingdom',
    ar: 'المملكة المتحدة',
    names: ['uk', 'united kingdom', 'england', 'britain', 'london', 'scotland', 'wales'],
    adjectives: ['british', 'uk'],
    arNames: ['بريطانيا', 'المملكة المتحدة', 'انجلترا', 'لندن'],
    arAdj: ['البريطاني', 'البريطانية', 'الانجليزي', 'الانجليزية'],
  },
  {
    en: 'France',
    ar: 'فرنسا',
    names: ['france', 'paris'],
    adjectives: ['french'],
    arNames: ['فرنسا', 'باريس'],
    arAdj: ['الفرنسي', 'الفرنسية'],
  },
  {
    en: 'Germany',
    ar: 'ألمانيا',
    names: ['germany', 'berlin'],
    adjectives: ['german'],
    arNames: ['المانيا'],
    arAdj: ['الالماني', 'الالمانية'],
  },
  {
    en: 'India',
    ar: 'الهند',
    names: ['india'],
    adjectives: ['indian'],
    arNames: ['الهند'],
    arAdj: ['الهندي', 'الهندية'],
  },
  {
    en: 'Pakistan',
    ar: 'باكستان',
    names: ['pakistan'],
    adjectives: ['pakistani'],
    arNames: ['باكستان'],
    arAdj: ['الباكستاني', 'الباكستانية'],
  },
  {
    en: 'Turkey',
    ar: 'تركيا',
    names: ['turkey', 'turkiye', 'istanbul'],
    adjectives: ['turkish'],
    arNames: ['تركيا', 'اسطنبول'],
    arAdj: ['التركي', 'التركية'],
  },
];

const SAUDI = [
  'saudi',
  'ksa',
  'the kingdom',
  'riyadh',
  'jeddah',
  'dammam',
  'makkah',
  'mecca',
  'medina',
  'madinah',
  'khobar',
  'السعودية',
  'السعودي',
  'المملكة',
  'الرياض',
  'جدة',
  'الدمام',
  'مكة',
  'المدينة المنورة',
  'الخبر',
];
const SAUDI_N = SAUDI.map((s) => ` ${normalizeArabic(s)} `);

// English law words an adjective may qualify ("Egyptian labour law", "UK courts").
const EN_LAW =
  '(?:laws?|code|legislation|constitution|courts?|legal system|jurisdiction|statutes?|rules?|regulations?|system)';
// "in/under Egypt", "work in Dubai" (not "from Egypt": a nationality).
const EN_PLACE = '(?:in|under|according to|governed by)';
// Arabic law nouns; the adjective may follow up to three words later ("قانون العمل المصري", "المحاكم الإماراتية").
const AR_LAW =
  '(?:قانون|القانون|قوانين|القوانين|نظام|النظام|انظمة|الانظمة|تشريع|التشريع|دستور|الدستور|محاكم|المحاكم|محكمة|المحكمة|القضاء)';
const AR_PLACE = '(?:في|ب|داخل|بدولة|دولة|قوانين|قانون|انظمة|نظام|محاكم)';
// Words between a law noun and the adjective: not a preposition or a ل-prefixed word ("نظام العمل على العامل
// المصري" is about Saudi law applied to an Egyptian).
const AR_BETWEEN = '(?:(?!(?:علي|في|من|الي|عن|مع|بين|ان|هل) )(?!ل)\\S+ ){0,3}';

type Matcher = { country: Country; patterns: RegExp[] };

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS: Matcher[] = COUNTRIES.map((country) => {
  const names = country.names.map(esc).join('|');
  const adjectives = country.adjectives.map(esc).join('|');
  const arNames = country.arNames.map((n) => esc(normalizeArabic(n))).join('|');
  const arAdj = country.arAdj.map((n) => esc(normalizeArabic(n))).join('|');
  return {
    country,
    patterns: [
      new RegExp(`(?:^| )(?:${adjectives}) (?:\\S+ ){0,2}${EN_LAW}(?= |$)`),
      new RegExp(`(?:^| )${EN_PLACE} (?:the )?(?:${names})(?= |$)`),
      new RegExp(`(?:^| )(?:${names}) s (?:\\S+ ){0,2}${EN_LAW}(?= |$)`),
      new RegExp(`(?:^| )${EN_LAW} (?:of|in) (?:the )?(?:${names})(?= |$)`),
      new RegExp(`(?:^| )${AR_LAW} ${AR_BETWEEN}(?:${arAdj})(?= |$)`),
      new RegExp(`(?:^| )${AR_PLACE} ?(?:${arNames})(?= |$)`),
      // "US law" only after a preposition: a bare "us" is usually the pronoun.
      ...(country.en === 'the United States'
        ? [new RegExp(`(?:^| )(?:under|in|per|by) (?:the )?us (?:\\S+ )?${EN_LAW}(?= |$)`)]
        : []),
    ],
  };
});

export type Jurisdiction = { en: string; ar: string };

/** The foreign country a question is about, or null when it is (or may be) about Saudi law. */
export function foreignJurisdiction(question: string): Jurisdiction | null {
  // Apostrophes split "Egypt's" into "egypt s"; normalisation keeps only letters, digits and single spaces.
  const text = normalizeArabic(question);
  const padded = ` ${text} `.replace(/ المملكة المتحدة /g, ' ');
  if (SAUDI_N.some((s) => padded.includes(s))) return null;
  for (const { country, patterns } of MATCHERS) {
    if (patterns.some((p) => p.test(text))) return { en: country.en, ar: country.ar };
  }
  return null;
}
