import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import { i18n, NAMESPACES } from './i18n';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The plural forms i18next picks from (Intl.PluralRules): Arabic has six — 0; 1; 2; 3–10 (the noun in the plural);
 * 11–99 (the singular as an accusative, "١١ يومًا"); 100 and up (the singular as a genitive, "١٠٠ يوم") — and
 * English two, plus an optional zero that i18next uses for 0 in any language.
 */
type Lng = 'ar' | 'en';
const FORMS: Record<Lng, { required: readonly string[]; optional: readonly string[] }> = {
  ar: { required: ['zero', 'one', 'two', 'few', 'many', 'other'], optional: [] },
  en: { required: ['one', 'other'], optional: ['zero'] },
};
const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf text with its key path. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

function localeTexts(lng: Lng) {
  return NAMESPACES.flatMap((ns) =>
    texts(locales[`../locales/${lng}/${ns}.json`]).map(([key, text]) => ({ key: `${ns}:${key}`, text })),
  );
}

/** The keys that have plural forms ("billing:home.usage.used"), with the forms each has. */
function pluralFamilies(lng: Lng): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const { key } of localeTexts(lng)) {
    const match = SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    families.set(base, [...(families.get(base) ?? []), match[1] as string]);
  }
  return families;
}

/**
 * A number followed by a noun that has to agree with it. Catches the next "{{n}} رسالة" written without plural
 * forms; add a noun here when a new kind of thing is counted.
 */
const COUNTED_NOUN = {
  ar: /{{[^}]+}}\s*(?:رسالة|رسائل|دقيقة|دقائق|ساعة|ساعات|يوم|يومًا|أيام|حرف|حرفًا|أحرف|مادة|مواد|نتيجة|نتائج|بند|بندًا|بنود|ملاحظة|ملاحظات|مقعد|مقعدًا|مقاعد|نجمة|نجوم|فرد|فردًا|أفراد|صفحة|صفحات|رمز|رمزًا|رموز|مستند|مستندات|محادثة|محادثات|نظام|نظامًا|أنظمة|دليل|أدلة)(?![\u0600-\u06FF])/,
  en: /{{[^}]+}}\s*(?:messages?|minutes?|hours?|days?|characters?|articles?|results?|clauses?|findings?|seats?|stars?|individuals?|pages?|members?|codes?|documents?|conversations?|laws?|guides?)\b/,
};

describe('plural forms in the locale files', () => {
  for (const lng of ['ar', 'en'] as const) {
    it(`gives every counted key in ${lng} exactly the forms ${lng} has`, () => {
      const { required, optional } = FORMS[lng];
      const wrong = [...pluralFamilies(lng)].filter(
        ([, forms]) =>
          required.some((f) => !forms.includes(f)) ||
          forms.some((f) => !required.includes(f) && !optional.includes(f)),
      );
      expect(wrong, 'keys with missing or foreign plural forms').toEqual([]);
    });

    it(`interpolates {{count}} in ${lng} only in keys with plural forms`, () => {
      const families = pluralFamilies(lng);
      const offenders = localeTexts(lng).filter(
        ({ key, text }) => /{{\s*count\b/.test(text) && !families.has(key.replace(SUFFIX, '')),
      );
      expect(offenders.map((o) => o.key)).toEqual([]);
    });

    it(`has no number in ${lng} meeting a counted noun outside plural forms`, () => {
      const families = pluralFamilies(lng);
      const offenders = localeTexts(lng).filter(
        ({ key, text }) => COUNTED_NOUN[lng].test(text) && !families.has(key.replace(SUFFIX, '')),
      );
      expect(offenders.map((o) => `${o.key}: ${o.text}`)).toEqual([]);
    });
  }

  it('shows Arabic counts in Arabic-Indic digits: no Arabic text prints the raw count', () => {
    const raw = localeTexts('ar').filter(({ text }) => /{{\s*count\s*}}/.test(text));
    expect(raw.map((o) => o.key)).toEqual([]);
  });

  it('has the same counted keys in both languages', () => {
    expect([...pluralFamilies('ar').keys()].sort()).toEqual([...pluralFamilies('en').keys()].sort());
  });
});

type Case = {
  /** The variable that shows the count in the reader's digits, next to `count`, which picks the form. */
  vars: (formatted: string, lng: Lng) => Record<string, string>;
  /** Arabic for 0, 1, 2, 3, 11 and 100. */
  ar: [string, string, string, string, string, string];
  /** English for 1 and 2. */
  en: [string, string];
};

const COUNTS = [0, 1, 2, 3, 11, 100] as const;

/** Every key with plural forms, rendered as the app renders it; a new counted key must be added here. */
const CASES: Record<string, Case> = {
  'account:auth.validation.passwordMin': {
    vars: (n) => ({ min: n }),
    ar: [
      'يجب ألا تكون كلمة المرور فارغة',
      'يجب أن تتكون كلمة المرور من حرف واحد على الأقل',
      'يجب أن تتكون كلمة المرور من حرفين على الأقل',
      'يجب أن تتكون كلمة المرور من ٣ أحرف على الأقل',
      'يجب أن تتكون كلمة المرور من ١١ حرفًا على الأقل',
      'يجب أن تتكون كلمة المرور من ١٠٠ حرف على الأقل',
    ],
    en: ['Password must be at least 1 character', 'Password must be at least 2 characters'],
  },
  'account:auth.verify.expiresHint': {
    vars: (n) => ({ minutes: n }),
    ar: [
      'تنتهي صلاحية الرمز الآن.',
      'تنتهي صلاحية الرمز خلال دقيقة واحدة.',
      'تنتهي صلاحية الرمز خلال دقيقتين.',
      'تنتهي صلاحية الرمز خلال ٣ دقائق.',
      'تنتهي صلاحية الرمز خلال ١١ دقيقة.',
      'تنتهي صلاحية الرمز خلال ١٠٠ دقيقة.',
    ],
    en: ['The code expires in 1 minute.', 'The code expires in 2 minutes.'],
  },
  'billing:checkout.period.extraDays': {
    vars: (n) => ({ days: n }),
    ar: [
      'لا يضيف رصيدك الزائد على السعر أي يوم.',
      'يضيف رصيدك الزائد على السعر يومًا واحدًا.',
      'يضيف رصيدك الزائد على السعر يومين.',
      'يضيف رصيدك الزائد على السعر ٣ أيام.',
      'يضيف رصيدك الزائد على السعر ١١ يومًا.',
      'يضيف رصيدك الزائد على السعر ١٠٠ يوم.',
    ],
    en: ['Your credit beyond the price adds 1 day.', 'Your credit beyond the price adds 2 days.'],
  },
  'billing:home.usage.used': {
    vars: (n, lng) => ({ used: formatNumber(1, lng), total: n }),
    ar: [
      'لا رسائل في باقتك',
      '١ من رسالة واحدة',
      '١ من رسالتين',
      '١ من ٣ رسائل',
      '١ من ١١ رسالة',
      '١ من ١٠٠ رسالة',
    ],
    en: ['1 of 1 message', '1 of 2 messages'],
  },
  'billing:home.usage.unlimited': {
    vars: (n) => ({ used: n }),
    ar: [
      'لم ترسل أي رسالة بعد · غير محدود',
      'رسالة واحدة · غير محدود',
      'رسالتان · غير محدود',
      '٣ رسائل · غير محدود',
      '١١ رسالة · غير محدود',
      '١٠٠ رسالة · غير محدود',
    ],
    en: ['1 message · unlimited', '2 messages · unlimited'],
  },
  'billing:home.usage.noneUsed': {
    vars: (n) => ({ total: n }),
    ar: [
      'ليس في باقتك رسائل لهذه الفترة',
      'لديك رسالة واحدة، ولم تستخدمها بعد',
      'لديك رسالتان، ولم تستخدم أيًّا منهما بعد',
      'لديك ٣ رسائل، ولم تستخدم أيًّا منها بعد',
      'لديك ١١ رسالة، ولم تستخدم أيًّا منها بعد',
      'لديك ١٠٠ رسالة، ولم تستخدم أيًّا منها بعد',
    ],
    en: ['You have 1 message and have not used it yet', 'You have 2 messages and have not used any yet'],
  },
  'chat:composer.tooLong': {
    vars: (n, lng) => ({ chars: formatNumber(9001, lng), max: n }),
    ar: [
      'سؤالك طويل جدًا.',
      'سؤالك طويل جدًا (٩٬٠٠١ / حرف واحد).',
      'سؤالك طويل جدًا (٩٬٠٠١ / حرفان).',
      'سؤالك طويل جدًا (٩٬٠٠١ / ٣ أحرف).',
      'سؤالك طويل جدًا (٩٬٠٠١ / ١١ حرفًا).',
      'سؤالك طويل جدًا (٩٬٠٠١ / ١٠٠ حرف).',
    ],
    en: [
      'Your question is too long (9,001 / 1 character).',
      'Your question is too long (9,001 / 2 characters).',
    ],
  },
  'chat:composer.unsupported': {
    vars: () => ({ names: '«a.zip»' }),
    ar: [
      'لم يُرفق أي ملف.',
      'لم يُرفق «a.zip»: تُقبل ملفات txt وpdf وdoc وdocx وxls وxlsx وpng وjpg فقط.',
      'لم يُرفق «a.zip»: تُقبل ملفات txt وpdf وdoc وdocx وxls وxlsx وpng وjpg فقط.',
      'لم يُرفق «a.zip»: تُقبل ملفات txt وpdf وdoc وdocx وxls وxlsx وpng وjpg فقط.',
      'لم يُرفق «a.zip»: تُقبل ملفات txt وpdf وdoc وdocx وxls وxlsx وpng وjpg فقط.',
      'لم يُرفق «a.zip»: تُقبل ملفات txt وpdf وdoc وdocx وxls وxlsx وpng وjpg فقط.',
    ],
    en: [
      '«a.zip» was not attached: only txt, pdf, doc, docx, xls, xlsx, png and jpg files can be.',
      '«a.zip» were not attached: only txt, pdf, doc, docx, xls, xlsx, png and jpg files can be.',
    ],
  },
  'chat:composer.overLimit': {
    vars: (n) => ({ max: n, names: '«f.txt»' }),
    ar: [
      'لا تُرفق ملفات بهذه الرسالة: «f.txt».',
      'تحمل الرسالة ملفًا واحدًا على الأكثر؛ لم يُرفق «f.txt».',
      'تحمل الرسالة ملفين على الأكثر؛ لم يُرفق «f.txt».',
      'تحمل الرسالة ٣ ملفات على الأكثر؛ لم يُرفق «f.txt».',
      'تحمل الرسالة ١١ ملفًا على الأكثر؛ لم يُرفق «f.txt».',
      'تحمل الرسالة ١٠٠ ملف على الأكثر؛ لم يُرفق «f.txt».',
    ],
    en: [
      'A message carries at most 1 file: «f.txt» not attached.',
      'A message carries at most 2 files: «f.txt» not attached.',
    ],
  },
  'common:contact.replyWithin': {
    vars: (n) => ({ hours: n }),
    ar: [
      'نرد فورًا تقريبًا.',
      'نرد خلال ساعة واحدة تقريبًا.',
      'نرد خلال ساعتين تقريبًا.',
      'نرد خلال ٣ ساعات تقريبًا.',
      'نرد خلال ١١ ساعة تقريبًا.',
      'نرد خلال ١٠٠ ساعة تقريبًا.',
    ],
    en: ['We reply within about 1 hour.', 'We reply within about 2 hours.'],
  },
  'documents:problems.too_long': {
    vars: (n) => ({ label: 'الاسم', maxLength: n }),
    ar: [
      'الحقل «الاسم» أطول من المسموح.',
      'الحقل «الاسم» أطول من المسموح (حرف واحد).',
      'الحقل «الاسم» أطول من المسموح (حرفان).',
      'الحقل «الاسم» أطول من المسموح (٣ أحرف).',
      'الحقل «الاسم» أطول من المسموح (١١ حرفًا).',
      'الحقل «الاسم» أطول من المسموح (١٠٠ حرف).',
    ],
    en: ['“الاسم” is too long (at most 1 character).', '“الاسم” is too long (at most 2 characters).'],
  },
  'documents:review.found': {
    vars: (n) => ({ n }),
    ar: [
      'لم نجد بنودًا مخالفة للقواعد التي نفحصها',
      'ملاحظة واحدة',
      'ملاحظتان',
      '٣ ملاحظات',
      '١١ ملاحظة',
      '١٠٠ ملاحظة',
    ],
    en: ['One finding', '2 findings'],
  },
  'landing:cta.socialProof': {
    vars: (n) => ({ number: n }),
    ar: [
      'يثق به الأفراد والمنشآت في أنحاء المملكة',
      'يثق به أكثر من فرد أو منشأة في أنحاء المملكة',
      'يثق به أكثر من فردين أو منشأتين في أنحاء المملكة',
      'يثق به أكثر من ٣ أفراد ومنشآت في أنحاء المملكة',
      'يثق به أكثر من ١١ فردًا ومنشأة في أنحاء المملكة',
      'يثق به أكثر من ١٠٠ فرد ومنشأة في أنحاء المملكة',
    ],
    en: [
      'Trusted by more than 1 individual or business across the Kingdom',
      'Trusted by more than 2 individuals and businesses across the Kingdom',
    ],
  },
  'landing:cta.ratingLabel': {
    vars: (n, lng) => ({ rating: formatNumber(5, lng), max: n }),
    ar: [
      'تقييم ٥',
      'تقييم ٥ من نجمة واحدة',
      'تقييم ٥ من نجمتين',
      'تقييم ٥ من ٣ نجوم',
      'تقييم ٥ من ١١ نجمة',
      'تقييم ٥ من ١٠٠ نجمة',
    ],
    en: ['Rated 5 out of 1 star', 'Rated 5 out of 2 stars'],
  },
  'landing:cta.benefits.trialWindow': {
    vars: (n, lng) => ({ number: n, duration: lng === 'ar' ? 'ساعة' : 'an hour' }),
    ar: [
      'أسئلة مجانية خلال ساعة',
      'سؤال مجاني واحد خلال ساعة',
      'سؤالان مجانيان خلال ساعة',
      '٣ أسئلة مجانية خلال ساعة',
      '١١ سؤالًا مجانيًا خلال ساعة',
      '١٠٠ سؤال مجاني خلال ساعة',
    ],
    en: ['1 free question within an hour', '2 free questions within an hour'],
  },
  'landing:cta.benefits.trialMinutes': {
    vars: (n) => ({ number: n }),
    ar: [
      'دقائق استشارة مجانية',
      'دقيقة استشارة مجانية',
      'دقيقتا استشارة مجانيتان',
      '٣ دقائق استشارة مجانية',
      '١١ دقيقة استشارة مجانية',
      '١٠٠ دقيقة استشارة مجانية',
    ],
    en: ['A free minute of consultation', '2 free minutes of consultation'],
  },
  'landing:cta.benefits.hours': {
    vars: (n) => ({ number: n }),
    ar: ['٠ ساعة', 'ساعة', 'ساعتين', '٣ ساعات', '١١ ساعة', '١٠٠ ساعة'],
    en: ['an hour', '2 hours'],
  },
  'landing:cta.benefits.minutes': {
    vars: (n) => ({ number: n }),
    ar: ['٠ دقيقة', 'دقيقة', 'دقيقتين', '٣ دقائق', '١١ دقيقة', '١٠٠ دقيقة'],
    en: ['a minute', '2 minutes'],
  },
  'admin:users.results': {
    vars: (n) => ({ formatted: n }),
    ar: ['لا مستخدمين', 'مستخدم واحد', 'مستخدمان', '٣ مستخدمين', '١١ مستخدمًا', '١٠٠ مستخدم'],
    en: ['1 user', '2 users'],
  },
  'admin:audit.count': {
    vars: (n) => ({ formatted: n }),
    ar: [
      'لا إدخالات',
      'إدخال واحد، الأحدث أولًا',
      'إدخالان، الأحدث أولًا',
      '٣ إدخالات، الأحدث أولًا',
      '١١ إدخالًا، الأحدث أولًا',
      '١٠٠ إدخال، الأحدث أولًا',
    ],
    en: ['1 entry, newest first', '2 entries, newest first'],
  },
  'admin:plans.running': {
    vars: (n) => ({ formatted: n }),
    ar: [
      'لا اشتراكات جارية',
      'اشتراك جارٍ واحد',
      'اشتراكان جاريان',
      '٣ اشتراكات جارية',
      '١١ اشتراكًا جاريًا',
      '١٠٠ اشتراك جارٍ',
    ],
    en: ['1 running subscription', '2 running subscriptions'],
  },
  'admin:codes.usage': {
    vars: (n) => ({ formatted: n, paid: n }),
    ar: [
      'لا استخدامات، المدفوع منها ٠',
      'استخدام واحد، المدفوع منه ١',
      'استخدامان، المدفوع منهما ٢',
      '٣ استخدامات، المدفوع منها ٣',
      '١١ استخدامًا، المدفوع منها ١١',
      '١٠٠ استخدام، المدفوع منها ١٠٠',
    ],
    en: ['1 redemption, 1 paid', '2 redemptions, 2 paid'],
  },
  'admin:codes.remaining': {
    vars: (n) => ({ formatted: n }),
    ar: [
      'لم يبقَ شيء',
      'بقي استخدام واحد',
      'بقي استخدامان',
      'بقيت ٣ استخدامات',
      'بقي ١١ استخدامًا',
      'بقي ١٠٠ استخدام',
    ],
    en: ['1 left', '2 left'],
  },
  'admin:codes.perUserShort': {
    vars: (n) => ({ formatted: n }),
    ar: [
      'لا استخدام لكل مستخدم',
      'مرة واحدة لكل مستخدم',
      'مرتان لكل مستخدم',
      '٣ مرات لكل مستخدم',
      '١١ مرة لكل مستخدم',
      '١٠٠ مرة لكل مستخدم',
    ],
    en: ['1 per user', '2 per user'],
  },
  'admin:numbers.cards.churned': {
    vars: (n) => ({ formatted: n }),
    ar: ['لم يغادر أحد', 'غادر شخص واحد', 'غادر شخصان', 'غادر ٣ أشخاص', 'غادر ١١ شخصًا', 'غادر ١٠٠ شخص'],
    en: ['1 person left', '2 people left'],
  },
  'admin:numbers.cards.refundCount': {
    vars: (n) => ({ formatted: n }),
    ar: ['لا استرداد', 'استرداد واحد', 'استردادان', '٣ استردادات', '١١ استردادًا', '١٠٠ استرداد'],
    en: ['1 refund', '2 refunds'],
  },
  'admin:content.corpus.lawsRepealed': {
    vars: (n) => ({ formatted: n }),
    ar: [
      'لا نظام ملغى',
      'نظام واحد ملغى',
      'نظامان ملغيان',
      '٣ أنظمة ملغاة',
      '١١ نظامًا ملغى',
      '١٠٠ نظام ملغى',
    ],
    en: ['1 repealed', '2 repealed'],
  },
  'admin:payments.count': {
    vars: (n) => ({ formatted: n }),
    ar: [
      'لا مدفوعات',
      'دفعة واحدة، الأحدث أولًا',
      'دفعتان، الأحدث أولًا',
      '٣ دفعات، الأحدث أولًا',
      '١١ دفعةً، الأحدث أولًا',
      '١٠٠ دفعة، الأحدث أولًا',
    ],
    en: ['1 payment, newest first', '2 payments, newest first'],
  },
  'admin:user.trialQuestions': {
    vars: (n) => ({ formatted: n }),
    ar: ['لم يُطرح أي سؤال', 'سؤال واحد', 'سؤالان', '٣ أسئلة', '١١ سؤالًا', '١٠٠ سؤال'],
    en: ['1 question asked', '2 questions asked'],
  },
  'admin:user.trialQuestionsOf': {
    vars: (n) => ({ formatted: n, used: n }),
    ar: ['٠ من ٠ سؤال', '١ من سؤال واحد', '٢ من سؤالين', '٣ من ٣ أسئلة', '١١ من ١١ سؤالًا', '١٠٠ من ١٠٠ سؤال'],
    en: ['1 of 1 question used', '2 of 2 questions used'],
  },
  'admin:user.seatsUsed': {
    vars: (n) => ({ formatted: n, used: n }),
    ar: ['٠ من ٠ مقعد', '١ من مقعد واحد', '٢ من مقعدين', '٣ من ٣ مقاعد', '١١ من ١١ مقعدًا', '١٠٠ من ١٠٠ مقعد'],
    en: ['1 of 1 seat used', '2 of 2 seats used'],
  },
  'admin:inbox.count': {
    vars: (n) => ({ formatted: n }),
    ar: ['لا رسائل', 'رسالة واحدة', 'رسالتان', '٣ رسائل', '١١ رسالة', '١٠٠ رسالة'],
    en: ['1 message', '2 messages'],
  },
  'admin:inbox.newCount': {
    vars: (n) => ({ formatted: n }),
    ar: [
      'لا رسائل جديدة',
      'رسالة جديدة واحدة',
      'رسالتان جديدتان',
      '٣ رسائل جديدة',
      '١١ رسالة جديدة',
      '١٠٠ رسالة جديدة',
    ],
    en: ['1 new message', '2 new messages'],
  },
  'admin:inbox.replyMax': {
    vars: (n) => ({ max: n }),
    ar: ['لا يُسمح بأي حرف.', 'حتى حرف واحد.', 'حتى حرفين.', 'حتى ٣ أحرف.', 'حتى ١١ حرفًا.', 'حتى ١٠٠ حرف.'],
    en: ['Up to 1 character.', 'Up to 2 characters.'],
  },
  'admin:inbox.errors.replyTooLong': {
    vars: (n) => ({ max: n }),
    ar: [
      'الرد طويل: لا يُسمح بأي حرف.',
      'الرد طويل: الحد حرف واحد.',
      'الرد طويل: الحد حرفان.',
      'الرد طويل: الحد ٣ أحرف.',
      'الرد طويل: الحد ١١ حرفًا.',
      'الرد طويل: الحد ١٠٠ حرف.',
    ],
    en: ['The reply is too long: up to 1 character.', 'The reply is too long: up to 2 characters.'],
  },
  'library:search.count': {
    vars: (n) => ({ n }),
    ar: ['لا نتائج', 'نتيجة واحدة', 'نتيجتان', '٣ نتائج', '١١ نتيجة', '١٠٠ نتيجة'],
    en: ['1 result', '2 results'],
  },
  'library:laws.articleCount': {
    vars: (n) => ({ n }),
    ar: ['لا مواد', 'مادة واحدة', 'مادتان', '٣ مواد', '١١ مادة', '١٠٠ مادة'],
    en: ['1 article', '2 articles'],
  },
};

describe('counted texts agree with their number', () => {
  it('covers every key that has plural forms', () => {
    expect(Object.keys(CASES).sort()).toEqual([...pluralFamilies('ar').keys()].sort());
  });

  for (const [key, c] of Object.entries(CASES)) {
    it(`words ${key} for 0, 1, 2, 3, 11 and 100 in Arabic, and 1 and 2 in English`, () => {
      const ar = COUNTS.map((count) =>
        i18n.t(key, { lng: 'ar', count, ...c.vars(formatNumber(count, 'ar'), 'ar') }),
      );
      expect(ar).toEqual(c.ar);
      const en = [1, 2].map((count) =>
        i18n.t(key, { lng: 'en', count, ...c.vars(formatNumber(count, 'en'), 'en') }),
      );
      expect(en).toEqual(c.en);
    });
  }
});
