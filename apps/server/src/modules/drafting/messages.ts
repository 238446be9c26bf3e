import type { DraftField, DraftFieldProblem, Locale } from '@mustashar/contracts';
import type { Localized } from '../../lib/messages.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { type PluralForms, plural } from '../../lib/plural.ts';

/** User-visible drafting messages, in both languages. */
export const draftingMessages = {
  notInPlan: {
    ar: 'صياغة المستندات ومراجعة العقود غير مشمولة في باقتك. تتوفر في باقة المحامي الممارس والمستشار الوطني.',
    en: 'Document drafting and contract review are not part of your plan. They come with the Practicing lawyer and National consultant plans.',
  },
  uploadNotFound: { ar: 'لم يُعثر على الملف المرفوع.', en: 'The uploaded file was not found.' },
  noText: {
    ar: 'تعذّر استخراج نص من الملف. ارفع ملف PDF نصيًا أو Word أو الصق نص العقد.',
    en: 'No text could be read from the file. Upload a text PDF or Word file, or paste the contract text.',
  },
} satisfies Record<string, Localized>;

/** A length limit, "(٣٠٠ حرف)": the noun takes the form its number asks for. */
const CHARACTERS: PluralForms = {
  ar: { zero: '# حرف', one: 'حرف واحد', two: 'حرفان', few: '# أحرف', many: '# حرفًا', other: '# حرف' },
  en: { one: '# character', other: '# characters' },
};

const PROBLEMS: Record<DraftFieldProblem, (label: string, field: DraftField, lang: Locale) => string> = {
  required: (l, _f, lang) => (lang === 'ar' ? `الحقل «${l}» مطلوب.` : `“${l}” is required.`),
  too_long: (l, f, lang) =>
    lang === 'ar'
      ? `الحقل «${l}» أطول من المسموح (${plural(f.maxLength ?? 300, 'ar', CHARACTERS)}).`
      : `“${l}” is too long (at most ${plural(f.maxLength ?? 300, 'en', CHARACTERS)}).`,
  pattern: (l, f, lang) =>
    lang === 'ar'
      ? `قيمة «${l}» غير صحيحة${f.patternHint ? `: ${f.patternHint.ar}` : '.'}`
      : `“${l}” is not valid${f.patternHint ? `: ${f.patternHint.en}` : '.'}`,
  date: (l, _f, lang) => (lang === 'ar' ? `«${l}» ليس تاريخًا صحيحًا.` : `“${l}” is not a valid date.`),
  number: (l, _f, lang) => (lang === 'ar' ? `«${l}» يجب أن يكون رقمًا.` : `“${l}” must be a number.`),
  min: (l, f, lang) =>
    lang === 'ar'
      ? `«${l}» يجب ألا يقل عن ${formatNumber(f.min ?? 0, 'ar')}.`
      : `“${l}” must be at least ${f.min}.`,
  max: (l, f, lang) =>
    lang === 'ar'
      ? `«${l}» يجب ألا يزيد على ${formatNumber(f.max ?? 0, 'ar')}.`
      : `“${l}” must be at most ${f.max}.`,
  option: (l, _f, lang) =>
    lang === 'ar' ? `اختر قيمة من قائمة «${l}».` : `Choose a value from the “${l}” list.`,
};

/** "الحقل «اسم العامل» مطلوب." — names the field by its label in each language. */
export function fieldProblemMessage(field: DraftField, problem: DraftFieldProblem): Localized {
  return {
    ar: PROBLEMS[problem](field.label.ar, field, 'ar'),
    en: PROBLEMS[problem](field.label.en, field, 'en'),
  };
}
