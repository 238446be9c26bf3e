import type { ContractFinding, ContractReview } from '@mustashar/contracts';
import { localizeDigits } from '../../../lib/numbers.ts';
import { normalizeArabic } from '../text/normalize.ts';

/**
 * Offline contract review (assistant `contract_review`): the contract is split into clauses and each clause is
 * checked against rules we wrote for common risks in Saudi employment, lease and service contracts. Each rule
 * names the article it rests on and a guide that explains it (the link on a machine without an imported corpus).
 * Pure: no database, no model; the answerer turns a finding's article into a library link when it can.
 */

type Kind = ContractReview['kind'];
type Locale = 'ar' | 'en';
type Bi = { ar: string; en: string };

const LABOUR = 'نظام العمل';
const CIVIL = 'نظام المعاملات المدنية';
const RENT_RULES = 'الأحكام النظامية الخاصة بضبط العلاقة بين المؤجر والمستأجر';

export type ContractRule = {
  id: string;
  kinds: Kind[];
  risk: ContractFinding['risk'];
  law: string;
  article: number;
  guide?: string;
  /** Gets the normalised clause (normalize.ts: Arabic forms unified, lower-case, Western digits). */
  test: (clause: string) => boolean;
  why: Bi;
  suggestion: Bi;
};

const UNITS: [RegExp, number][] = [
  [/^(?:يوم|ايام|يوما|day|days)$/, 1],
  [/^(?:اسبوع|اسابيع|week|weeks)$/, 7],
  [/^(?:شهر|اشهر|شهور|شهرا|month|months)$/, 30],
  [/^(?:سنة|سنوات|سنين|عام|اعوام|year|years)$/, 365],
];
const WORD_DURATIONS: [RegExp, number][] = [
  [/(?:^| )(?:شهرين|two months)(?= |$)/, 60],
  [/(?:^| )(?:سنتين|عامين|two years)(?= |$)/, 730],
  [/(?:^| )(?:ثلاث سنوات|three years)(?= |$)/, 1095],
  [/(?:^| )(?:ستة اشهر|ست اشهر|six months)(?= |$)/, 180],
  [/(?:^| )(?:تسعين يوما|ninety days)(?= |$)/, 90],
  [/(?:^| )(?:مية وثمانين|مايه وثمانين|ماية وثمانين|مايتين|one hundred and eighty)(?= |$)/, 180],
  [/(?:^| )(?:لمدة|مدة|مدتها|for) (?:سنة|عام|a year|one year)(?= |$)/, 365],
];

/** Durations in days that a clause states ("6 أشهر", "200 days", "سنتين"). */
export function durations(clause: string): number[] {
  const out: number[] = [];
  const words = clause.split(' ');
  for (let i = 0; i < words.length - 1; i++) {
    if (!/^\d+$/.test(words[i]!)) continue;
    const unit = UNITS.find(([re]) => re.test(words[i + 1]!));
    if (unit) out.push(Number(words[i]) * unit[1]);
  }
  for (const [re, days] of WORD_DURATIONS) if (re.test(clause)) out.push(days);
  return out;
}

const numberBefore = (clause: string, re: RegExp): number[] => {
  const out: number[] = [];
  for (const m of clause.matchAll(re)) out.push(Number(m[1]));
  return out;
};

const has = (clause: string, ...res: RegExp[]) => res.some((re) => re.test(clause));

export const CONTRACT_RULES: ContractRule[] = [
  {
    id: 'probation-over-180-days',
    kinds: ['employment'],
    risk: 'high',
    law: LABOUR,
    article: 53,
    guide: 'probation-period',
    test: (c) => has(c, /تجربة|الاختبار|probation|trial period/) && durations(c).some((d) => d > 180),
    why: {
      ar: 'مدة التجربة تتجاوز الحد النظامي: لا يجوز أن يزيد مجموعها في جميع الأحوال على 180 يومًا، والزيادة لا يُعتد بها.',
      en: 'The probation period exceeds the legal maximum: in total it may never exceed 180 days, and anything beyond that has no effect.',
    },
    suggestion: {
      ar: 'يخضع العامل لفترة تجربة مدتها (90) يومًا تبدأ من تاريخ مباشرته العمل، ويجوز تمديدها باتفاق مكتوب على ألا يزيد مجموعها على (180) يومًا.',
      en: 'The employee is subject to a probation period of (90) days from the start date, which may be extended by written agreement provided the total does not exceed (180) days.',
    },
  },
  {
    id: 'non-compete-without-limits',
    kinds: ['employment'],
    risk: 'high',
    law: LABOUR,
    article: 83,
    guide: 'non-compete-clause',
    test: (c) => {
      if (!has(c, /منافس|non ?compete|compete|competing|competitor/)) return false;
      const time = durations(c);
      const place = has(c, /منطقة|مدينة|محافظة|نطاق جغرافي|داخل|region|city|area|territory|within|radius/);
      return time.length === 0 || time.some((d) => d > 730) || !place;
    },
    why: {
      ar: 'شرط عدم المنافسة لا يصح إلا إذا كان مكتوبًا ومحددًا بالزمان والمكان ونوع العمل، وألا تزيد مدته على سنتين من انتهاء العلاقة، وهذا البند يفتقد أحد هذه القيود.',
      en: 'A non-compete is valid only if written and limited in time, place and type of work, and it may not run for more than two years after the employment ends; this clause lacks one of those limits.',
    },
    suggestion: {
      ar: 'يلتزم العامل بعد انتهاء العقد بألا يعمل لدى منافس مباشر في مجال (...) داخل مدينة (...) لمدة (12) شهرًا من تاريخ انتهاء العلاقة التعاقدية.',
      en: 'After the contract ends, the employee shall not work for a direct competitor in (field) within (city) for (12) months from the end of employment.',
    },
  },
  {
    id: 'end-of-service-waiver',
    kinds: ['employment'],
    risk: 'high',
    law: LABOUR,
    article: 84,
    guide: 'end-of-service-award',
    test: (c) =>
      has(
        c,
        /(?:تنازل|يتنازل|التنازل|يسقط|اسقاط|لا يستحق|دون|بدون|حرمان|يحرم|لا يحق).{0,40}مكافاة نهاية الخدمة/,
        /(?:waive|waives|waiver|forfeit|forfeits|not entitled|no|without).{0,40}(?:end of service|gratuity|severance)/,
      ),
    why: {
      ar: 'مكافأة نهاية الخدمة حق يفرضه النظام (نصف شهر عن كل سنة من الخمس الأولى وشهر عن كل سنة بعدها)، وكل شرط يخالف النظام أو إبراء عن حقوق العامل أثناء سريان العقد باطل ما لم يكن أكثر فائدة له (المادة 8).',
      en: 'The end-of-service award is a statutory right (half a month per year for the first five years, a month per year after), and any term contrary to the Labour Law or any waiver of the worker’s rights during the contract is void unless it benefits the worker more (Article 8).',
    },
    suggestion: {
      ar: 'يستحق العامل عند انتهاء علاقة العمل مكافأة نهاية الخدمة وفقًا للمادة (84) وما بعدها من نظام العمل.',
      en: 'On the end of employment the employee is entitled to the end-of-service award under Article 84 et seq. of the Labour Law.',
    },
  },
  {
    id: 'waiver-of-statutory-rights',
    kinds: ['employment'],
    risk: 'high',
    law: LABOUR,
    article: 8,
    test: (c) =>
      !has(c, /مكافاة نهاية الخدمة|end of service|gratuity/) &&
      has(
        c,
        /(?:يتنازل|تنازل|يبري|ابراء|يسقط).{0,40}(?:حقوق|حقوقه|جميع|كافة|المطالبة)/,
        /(?:waive|waives|release|releases).{0,40}(?:rights|claims|all)/,
      ),
    why: {
      ar: 'يبطل كل شرط يخالف نظام العمل، ويبطل كل إبراء أو مصالحة عن حقوق العامل أثناء سريان العقد ما لم يكن أكثر فائدة له.',
      en: 'Any term contrary to the Labour Law is void, and so is any release or settlement of the worker’s statutory rights while the contract runs, unless it benefits the worker more.',
    },
    suggestion: {
      ar: 'لا يخل هذا العقد بأي حق مقرر للعامل بموجب نظام العمل ولوائحه.',
      en: 'Nothing in this contract limits any right of the employee under the Labour Law and its regulations.',
    },
  },
  {
    id: 'unilateral-termination-employment',
    kinds: ['employment'],
    risk: 'high',
    law: LABOUR,
    article: 75,
    guide: 'termination-with-notice',
    test: (c) =>
      has(
        c,
        /(?:يحق|يجوز|حق|للطرف الاول|لصاحب العمل|للشركة|للمنشاة).{0,60}(?:انهاء|فسخ|انهاوه|فسخه).{0,80}(?:اي وقت|دون اشعار|بدون اشعار|دون سابق|دون سبب|بدون سبب|دون تعويض|بدون تعويض|دون ابداء|بارادته|منفردة|المنفردة)/,
        /(?:may|can|right to|entitled to|reserves the right to).{0,40}terminat.{0,80}(?:at any time|without (?:prior )?notice|without cause|without (?:any )?compensation|sole discretion|for any reason)/,
      ),
    why: {
      ar: 'إنهاء العقد غير محدد المدة يحتاج سببًا مشروعًا وإشعارًا كتابيًا (60 يومًا من صاحب العمل إذا كان الأجر شهريًا)، والإنهاء لسبب غير مشروع يوجب التعويض (المادة 77).',
      en: 'Ending an indefinite contract needs a valid reason and written notice (60 days from the employer when pay is monthly); ending it for no valid reason entitles the other party to compensation (Article 77).',
    },
    suggestion: {
      ar: 'يجوز لأي من الطرفين إنهاء العقد لسبب مشروع بعد إشعار الطرف الآخر كتابيًا قبل المدة المقررة في المادة (75) من نظام العمل، مع حفظ حق الطرف المتضرر في التعويض وفق المادة (77).',
      en: 'Either party may end the contract for a valid reason on written notice as required by Article 75 of the Labour Law, without prejudice to compensation under Article 77.',
    },
  },
  {
    id: 'wage-deduction-without-consent',
    kinds: ['employment'],
    risk: 'medium',
    law: LABOUR,
    article: 92,
    guide: 'wage-deductions',
    test: (c) =>
      has(
        c,
        /(?:خصم|حسم|يقتطع|اقتطاع|يخصم|يحسم).{0,50}(?:الاجر|الراتب|راتب|اجر|اجره|راتبه)/,
        /deduct.{0,50}(?:salary|wage|pay)/,
      ),
    why: {
      ar: 'لا يجوز حسم أي مبلغ من أجر العامل لقاء حقوق خاصة دون موافقته الخطية إلا في حالات محددة، وبحدود لا يتجاوزها الحسم.',
      en: 'Nothing may be deducted from a worker’s wage for private claims without the worker’s written consent, except in listed cases and within set limits.',
    },
    suggestion: {
      ar: 'لا يُحسم من أجر العامل إلا في الحالات وبالنسب المنصوص عليها في المادة (92) من نظام العمل، أو بموافقته الخطية.',
      en: 'No deduction shall be made from the wage except in the cases and within the limits of Article 92 of the Labour Law, or with the employee’s written consent.',
    },
  },
  {
    id: 'working-hours-over-limit',
    kinds: ['employment'],
    risk: 'medium',
    law: LABOUR,
    article: 98,
    guide: 'working-hours-overtime',
    test: (c) => {
      const daily = [
        ...numberBefore(c, /(\d+) ساعات? (?:عمل )?(?:يوميا|في اليوم|باليوم|كل يوم)/g),
        ...numberBefore(c, /(\d+) hours? (?:of work )?(?:per|a|each|every) day/g),
        ...numberBefore(c, /(\d+) hours? daily/g),
      ];
      const weekly = [
        ...numberBefore(c, /(\d+) ساعة? (?:عمل )?(?:اسبوعيا|في الاسبوع|بالاسبوع)/g),
        ...numberBefore(c, /(\d+) hours? (?:of work )?(?:per|a|each|every) week/g),
        ...numberBefore(c, /(\d+) hours? weekly/g),
      ];
      return daily.some((h) => h > 8) || weekly.some((h) => h > 48);
    },
    why: {
      ar: 'لا يجوز تشغيل العامل فعليًا أكثر من 8 ساعات في اليوم أو 48 ساعة في الأسبوع (6 و36 في رمضان للمسلمين)، وما زاد عمل إضافي يستحق عنه أجرًا إضافيًا.',
      en: 'A worker may not actually work more than 8 hours a day or 48 a week (6 and 36 in Ramadan for Muslims); more is overtime, paid at a premium.',
    },
    suggestion: {
      ar: 'ساعات العمل (8) ساعات يوميًا أو (48) ساعة أسبوعيًا، وتخفض في رمضان وفق المادة (98)، ويُستحق عن الساعات الإضافية أجر إضافي وفق المادة (107).',
      en: 'Working hours are (8) a day or (48) a week, reduced in Ramadan under Article 98; overtime is paid under Article 107.',
    },
  },
  {
    id: 'annual-leave-below-minimum',
    kinds: ['employment'],
    risk: 'medium',
    law: LABOUR,
    article: 109,
    guide: 'annual-leave',
    test: (c) => {
      if (!has(c, /اجازة سنوية|الاجازة السنوية|annual leave|paid leave|vacation/)) return false;
      const days = [
        ...numberBefore(c, /(\d+) (?:يوم|ايام|يوما)/g),
        ...numberBefore(c, /(\d+) (?:calendar |working )?days?/g),
      ];
      return days.length > 0 && days.every((d) => d < 21);
    },
    why: {
      ar: 'الإجازة السنوية لا تقل عن 21 يومًا بأجر، وتزاد إلى 30 يومًا بعد خمس سنوات متصلة، ولا يجوز النزول عنها.',
      en: 'Annual leave is at least 21 paid days, rising to 30 after five continuous years, and cannot be waived.',
    },
    suggestion: {
      ar: 'يستحق العامل إجازة سنوية بأجر مدتها (21) يومًا تزاد إلى (30) يومًا إذا أمضى خمس سنوات متصلة لدى صاحب العمل.',
      en: 'The employee is entitled to (21) days’ paid annual leave, rising to (30) days after five continuous years of service.',
    },
  },
  {
    id: 'employment-penalty-clause',
    kinds: ['employment'],
    risk: 'medium',
    law: LABOUR,
    article: 66,
    guide: 'disciplinary-penalties',
    test: (c) => has(c, /غرامة|شرط جزايي|جزاء مالي|penalty|fine of|liquidated damages/),
    why: {
      ar: 'الجزاءات التي يوقعها صاحب العمل محصورة في قائمة نظامية وتخضع لإجراءات (تحقيق وإبلاغ وسقف للغرامات)؛ الغرامات المفتوحة أو المقتطعة دون تحقيق لا تصح.',
      en: 'Disciplinary penalties an employer may impose are limited to a statutory list and procedure (investigation, notice, caps on fines); open-ended fines or fines without an investigation are not valid.',
    },
    suggestion: {
      ar: 'توقع الجزاءات وفق لائحة تنظيم العمل المعتمدة وبعد التحقيق مع العامل كتابةً، وفي حدود ما تجيزه المواد (66) وما بعدها من نظام العمل.',
      en: 'Penalties are imposed under the approved work rules, after a written investigation, within the limits of Article 66 et seq. of the Labour Law.',
    },
  },
  {
    id: 'rent-increase-during-term',
    kinds: ['lease'],
    risk: 'high',
    law: RENT_RULES,
    article: 2,
    guide: 'rent-increase-riyadh',
    test: (c) =>
      has(
        c,
        /(?:زيادة|رفع|يزيد|يرفع|تعديل).{0,30}(?:الاجرة|الايجار|القيمة الايجارية|قيمة الايجار)/,
        /(?:increase|raise|revise|adjust).{0,30}(?:the )?rent/,
      ) &&
      has(
        c,
        /خلال مدة|اثناء|اي وقت|سنويا|كل سنة|كل عام|حسب ما يراه|بارادته|منفردة|المنفردة|تقديره/,
        /at any time|during the (?:term|lease)|annually|each year|every year|sole discretion|unilateral/,
      ),
    why: {
      ar: 'الأجرة المتفق عليها ملزمة طوال مدة العقد ولا تعدّل بإرادة طرف واحد؛ وفي الرياض تمنع الأحكام النظامية لعام 2025 زيادة الأجرة الإجمالية في العقود القائمة والجديدة لمدة خمس سنوات.',
      en: 'The agreed rent binds both parties for the whole term and cannot be changed by one side; in Riyadh the 2025 rules forbid raising the total rent of existing and new leases for five years.',
    },
    suggestion: {
      ar: 'الأجرة الإجمالية ثابتة طوال مدة العقد، ولا تعدل عند التجديد إلا باتفاق مكتوب بين الطرفين وبما لا يخالف الأحكام النظامية النافذة.',
      en: 'The total rent is fixed for the term and may change on renewal only by written agreement of both parties and within the rules in force.',
    },
  },
  {
    id: 'tenant-bears-all-repairs',
    kinds: ['lease'],
    risk: 'medium',
    law: CIVIL,
    article: 419,
    guide: 'tenant-landlord-duties-deposit',
    test: (c) =>
      has(
        c,
        /المستاجر.{0,50}(?:جميع|كافة|كل|اي).{0,20}(?:الاصلاحات|الصيانة|الاعطال|الترميم)/,
        /tenant.{0,50}(?:all|any).{0,20}(?:repairs|maintenance|defects)/,
      ),
    why: {
      ar: 'المؤجر ملزم بالإصلاحات الضرورية التي تبقي العين صالحة للانتفاع؛ تحميل المستأجر كل الإصلاحات بما فيها الإنشائية يخالف هذا الأصل.',
      en: 'The landlord must carry out the repairs needed to keep the property fit for use; putting every repair, structural ones included, on the tenant departs from that rule.',
    },
    suggestion: {
      ar: 'يتحمل المؤجر الإصلاحات الضرورية والإنشائية، ويتحمل المستأجر الصيانة البسيطة الناشئة عن الاستعمال المعتاد.',
      en: 'The landlord bears necessary and structural repairs; the tenant bears minor upkeep arising from ordinary use.',
    },
  },
  {
    id: 'lease-termination-without-notice',
    kinds: ['lease'],
    risk: 'medium',
    law: RENT_RULES,
    article: 8,
    guide: 'lease-renewal-and-eviction',
    test: (c) =>
      has(
        c,
        /(?:اخلاء|فسخ|انهاء|طرد).{0,60}(?:دون|بدون|من غير) (?:اشعار|انذار|سابق|حكم)/,
        /(?:evict|terminate|end).{0,60}without (?:prior )?(?:notice|warning|a court)/,
      ),
    why: {
      ar: 'يتجدد عقد الإيجار تلقائيًا ما لم يُشعر أحد الطرفين الآخر بعدم الرغبة في التجديد قبل 60 يومًا على الأقل، والإخلاء يكون عبر الطرق النظامية لا بإرادة المؤجر وحده.',
      en: 'A lease renews automatically unless one party gives at least 60 days’ notice of non-renewal, and eviction goes through the legal channels, not the landlord’s word alone.',
    },
    suggestion: {
      ar: 'لأي من الطرفين عدم تجديد العقد بإشعار كتابي قبل (60) يومًا على الأقل من انتهاء مدته، ولا يتم الإخلاء إلا وفق الإجراءات النظامية.',
      en: 'Either party may decline to renew by written notice at least (60) days before the term ends; any eviction follows the legal procedure.',
    },
  },
  {
    id: 'penalty-clause',
    kinds: ['lease', 'service', 'other'],
    risk: 'medium',
    law: CIVIL,
    article: 179,
    test: (c) => has(c, /شرط جزايي|غرامة|تعويض اتفاقي|penalty|liquidated damages|fine of/),
    why: {
      ar: 'التعويض المتفق عليه مقدمًا جائز، لكنه لا يستحق إذا ثبت أنه لا ضرر، وللمحكمة إنقاصه إذا كان مبالغًا فيه؛ الغرامات المرتفعة أو المفتوحة محل نزاع.',
      en: 'Agreed damages are allowed, but are not due if no harm is shown and a court may reduce them when excessive; high or open-ended penalties invite disputes.',
    },
    suggestion: {
      ar: 'في حال الإخلال يلتزم الطرف المخل بتعويض قدره (...) ريال، على ألا يتجاوز مجموع التعويض (...)٪ من قيمة العقد.',
      en: 'On breach, the defaulting party shall pay agreed damages of SAR (...), capped at (...)% of the contract value.',
    },
  },
  {
    id: 'liability-exclusion',
    kinds: ['service', 'other', 'lease'],
    risk: 'medium',
    law: CIVIL,
    article: 173,
    test: (c) =>
      has(
        c,
        /(?:لا يتحمل|لا يكون مسوولا|لا يسال|يعفي|يعفى|اعفاء|غير مسوول).{0,50}(?:اي|مسوولية|المسوولية|الاضرار|ضرر|اضرار)/,
        /(?:not (?:be )?liable|no liability|exclude[sd]? (?:all |any )?liability|shall not be responsible|under no circumstances)/,
      ),
    why: {
      ar: 'يجوز الاتفاق على الإعفاء من تعويض عدم التنفيذ إلا ما كان عن غش أو خطأ جسيم، ولا يجوز الإعفاء من المسؤولية عن الفعل الضار؛ الإعفاء المطلق لا يصح كله.',
      en: 'A party may be released from damages for non-performance except for fraud or gross fault, and never from liability for harmful acts; a blanket exclusion is not valid in full.',
    },
    suggestion: {
      ar: 'لا يسأل مقدم الخدمة عن الأضرار غير المباشرة، وتحدد مسؤوليته بقيمة العقد، ما لم يكن الضرر ناشئًا عن غش أو خطأ جسيم منه.',
      en: 'The provider is not liable for indirect loss and its liability is capped at the contract value, except for loss caused by its fraud or gross fault.',
    },
  },
  {
    id: 'unilateral-termination-contract',
    kinds: ['service', 'other'],
    risk: 'medium',
    law: CIVIL,
    article: 94,
    test: (c) =>
      has(
        c,
        /(?:يحق|يجوز|حق|للطرف الاول).{0,60}(?:انهاء|فسخ|تعديل).{0,80}(?:اي وقت|دون اشعار|بدون اشعار|دون سبب|بارادته|منفردة|المنفردة|دون تعويض)/,
        /(?:may|can|right to|reserves the right to).{0,40}(?:terminat|amend|modify|change).{0,80}(?:at any time|without (?:prior )?notice|without cause|sole discretion|unilateral)/,
      ),
    why: {
      ar: 'العقد الصحيح لا يجوز نقضه أو تعديله إلا بالاتفاق أو بنص نظامي؛ هذا البند يمنح طرفًا واحدًا هذا الحق دون قيد أو تعويض، فيختل التوازن.',
      en: 'A valid contract may be ended or changed only by agreement or under a statute; this clause gives one side that power without limits or compensation, which unbalances the contract.',
    },
    suggestion: {
      ar: 'يجوز لأي من الطرفين إنهاء العقد بإشعار كتابي قبل (30) يومًا، مع سداد مستحقات ما نُفذ حتى تاريخ الإنهاء.',
      en: 'Either party may terminate on (30) days’ written notice, with payment for work performed up to the termination date.',
    },
  },
];

const CLAUSE_START =
  /^(?:(?:البند|المادة|بند|مادة|clause|article|section)\s*(?:\(?[\d٠-٩]+\)?|[\u0600-\u06FF]+)|\(?[\d٠-٩]{1,3}\s*[-.)/:]|\([\d٠-٩]{1,3}\)|(?:اولا|أولا|ثانيا|ثالثا|رابعا|خامسا|سادسا|سابعا|ثامنا|تاسعا|عاشرا)\s*[-:.]?)/i;

/**
 * A contract's clauses: numbered headings ("البند الأول", "المادة 3", "1.", "أولاً", "Clause 4") start a clause and
 * the text before the first one is the preamble; without numbering, blank lines separate clauses, and a single
 * block is split into sentences.
 */
export function splitContract(text: string): { preamble: string | null; clauses: string[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const numbered = lines.filter((l) => CLAUSE_START.test(l.trim())).length >= 2;
  const blocks: string[] = [];
  let preamble: string | null = null;
  let current: string[] = [];
  let seenStart = false;
  const flush = () => {
    const block = current.join(' ').replace(/\s+/g, ' ').trim();
    current = [];
    if (!block) return;
    if (numbered && !seenStart) preamble = preamble ? `${preamble} ${block}` : block;
    else blocks.push(block);
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      if (!numbered) flush();
      continue;
    }
    if (numbered && CLAUSE_START.test(line)) {
      flush();
      seenStart = true;
    }
    current.push(line);
  }
  flush();
  if (blocks.length <= 1 && !preamble && text.length > 400) {
    return {
      preamble: null,
      clauses: text
        .split(/(?<=[.؛!?])\s+/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    };
  }
  // A bare heading ("البند الأول") joins the clause after it.
  const clauses: string[] = [];
  for (const c of blocks) {
    const last = clauses[clauses.length - 1];
    if (last !== undefined && last.length < 25 && CLAUSE_START.test(last))
      clauses[clauses.length - 1] = `${last} ${c}`;
    else clauses.push(c);
  }
  return { preamble, clauses };
}

export const splitClauses = (text: string): string[] => splitContract(text).clauses;

export function contractKind(text: string): Kind {
  const t = normalizeArabic(text);
  const count = (re: RegExp) => (t.match(re) ?? []).length;
  const scores: [Kind, number][] = [
    ['employment', count(/صاحب العمل|العامل|الموظف|عقد عمل|employer|employee|salary|probation/g)],
    ['lease', count(/المؤجر|الموجر|المستاجر|الايجار|الاجرة|landlord|tenant|lease|rent/g)],
    ['service', count(/مقدم الخدمة|الخدمات|العميل|المقاول|service provider|services|client|contractor/g)],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] >= 2 ? scores[0]![0] : 'other';
}

const RISK_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Clause-by-clause findings for a contract's text, worst first, in the locale's language. */
export function reviewContract(text: string, locale: Locale): ContractReview {
  const kind = contractKind(text);
  const { preamble, clauses } = splitContract(text);
  const findings: ContractFinding[] = [];
  // The preamble is checked too, as clause 0.
  const checked = preamble ? [preamble, ...clauses] : clauses;
  const offset = preamble ? 0 : 1;
  checked.forEach((clause, i) => {
    const normalized = normalizeArabic(clause);
    for (const rule of CONTRACT_RULES) {
      if (!rule.kinds.includes(kind) && !(kind === 'other' && rule.kinds.length > 0)) continue;
      if (!rule.test(normalized)) continue;
      findings.push({
        rule: rule.id,
        risk: rule.risk,
        clauseNumber: i + offset,
        clause: clause.length > 600 ? `${clause.slice(0, 600)}…` : clause,
        // The rules are written with Latin digits; an Arabic review shows Arabic-Indic ones.
        why: localizeDigits(rule.why[locale], locale),
        law: rule.law,
        article: String(rule.article),
        url: rule.guide ? `/library/guides/${rule.guide}` : null,
        suggestion: localizeDigits(rule.suggestion[locale], locale),
      });
    }
  });
  findings.sort((a, b) => RISK_ORDER[a.risk] - RISK_ORDER[b.risk] || a.clauseNumber - b.clauseNumber);
  return { locale, kind, clauses: clauses.length, findings };
}
