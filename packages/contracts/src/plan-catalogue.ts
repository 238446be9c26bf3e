import { YEARLY_SAVING_PERCENT } from './constants.ts';
import type { PlanInterval } from './plans.ts';

/**
 * What a plan unlocks beyond chat, history export and attachments, which every plan has. `documents` is the
 * Documents area: drafting from templates and contract review.
 */
export const PLAN_FEATURES = ['documents'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/**
 * The plan catalogue, the one source of what each plan is called, costs and includes: the
 * server seeds the plans table from it (so GET /api/plans and the Plans page say this), and the landing and
 * /pricing cards are drawn from it, prerendered included. No zod here, so the landing page can import it.
 */
export type CataloguePlan = {
  name: string;
  displayName: string;
  displayNameAr: string;
  displayNameEn: string;
  priceCents: number;
  interval: PlanInterval;
  popular: boolean;
  sortOrder: number;
  descriptionAr: string;
  descriptionEn: string;
  featuresAr: string[];
  featuresEn: string[];
  /** What the server lets a subscriber of this plan use (its checks read this); the lists above say it in words. */
  includes: readonly PlanFeature[];
};

const arabicDigits = (value: number) => new Intl.NumberFormat('ar-SA-u-nu-arab').format(value);

export const PLAN_CATALOGUE: readonly CataloguePlan[] = [
  {
    name: 'hourly',
    displayName: 'Hourly consultation',
    displayNameAr: 'استشارة بالساعة',
    displayNameEn: 'Hourly consultation',
    priceCents: 12900,
    interval: 'hourly',
    popular: false,
    sortOrder: 1,
    descriptionAr: 'ساعة كاملة من الاستشارات القانونية لسؤال عاجل، دون اشتراك طويل.',
    descriptionEn: 'One full hour of legal consultation for an urgent question, with no long commitment.',
    includes: [],
    featuresAr: [
      'محادثة قانونية غير محدودة لمدة ساعة',
      'إجابات مستندة إلى الأنظمة السعودية مع ذكر المواد',
      'تصدير المحادثة بصيغة PDF أو CSV',
      'دعم عبر البريد الإلكتروني',
    ],
    featuresEn: [
      'Unlimited legal chat for one hour',
      'Answers citing Saudi statutes article by article',
      'Export the conversation as PDF or CSV',
      'Email support',
    ],
  },
  {
    name: 'trainee-lawyer',
    displayName: 'Trainee lawyer',
    displayNameAr: 'محامٍ متدرب',
    displayNameEn: 'Trainee lawyer',
    priceCents: 24900,
    interval: 'monthly',
    popular: false,
    sortOrder: 2,
    descriptionAr: 'للمتدربين والأفراد: بحث قانوني يومي في الأنظمة السعودية طوال الشهر.',
    descriptionEn: 'For trainees and individuals: everyday legal research in Saudi law all month long.',
    includes: [],
    featuresAr: [
      'محادثة قانونية غير محدودة',
      'إجابات مستندة إلى الأنظمة السعودية مع ذكر المواد',
      'سجل المحادثات وتصديره بصيغة PDF أو CSV',
      'إرفاق المستندات وتحليلها',
      'دعم عبر البريد الإلكتروني',
    ],
    featuresEn: [
      'Unlimited legal chat',
      'Answers citing Saudi statutes article by article',
      'Conversation history with PDF and CSV export',
      'Attach and analyse documents',
      'Email support',
    ],
  },
  {
    name: 'practicing-lawyer',
    displayName: 'Practicing lawyer',
    displayNameAr: 'محامٍ ممارس',
    displayNameEn: 'Practicing lawyer',
    priceCents: 99900,
    interval: 'biannual',
    popular: true,
    sortOrder: 3,
    descriptionAr: 'لمن يمارس المهنة يوميًا: مراجعة العقود وصياغة المستندات مع دعم ذي أولوية لستة أشهر.',
    descriptionEn:
      'For daily practice: contract review and document drafting with priority support for six months.',
    includes: ['documents'],
    featuresAr: [
      'محادثة قانونية غير محدودة',
      'إجابات مستندة إلى الأنظمة السعودية مع ذكر المواد',
      'مراجعة العقود وتحديد المخاطر',
      'صياغة المذكرات والمستندات القانونية',
      'سجل المحادثات وتصديره بصيغة PDF أو CSV',
      'دعم ذو أولوية',
    ],
    featuresEn: [
      'Unlimited legal chat',
      'Answers citing Saudi statutes article by article',
      'Contract review with risk flags',
      'Drafting of memos and legal documents',
      'Conversation history with PDF and CSV export',
      'Priority support',
    ],
  },
  {
    name: 'national-consultant',
    displayName: 'National consultant',
    displayNameAr: 'مستشار وطني',
    displayNameEn: 'National consultant',
    priceCents: 169900,
    interval: 'yearly',
    popular: false,
    sortOrder: 4,
    descriptionAr: `سنة كاملة بكل المزايا للمستشارين والمكاتب، بتوفير يصل إلى ${arabicDigits(YEARLY_SAVING_PERCENT)}٪.`,
    descriptionEn: `A full year with every feature for consultants and firms, saving up to ${YEARLY_SAVING_PERCENT}%.`,
    includes: ['documents'],
    featuresAr: [
      'كل مزايا باقة المحامي الممارس',
      'مراجعة غير محدودة للعقود',
      'صياغة المستندات بالمساعدين المتخصصين (عمالي، تجاري، أسري، عقاري)',
      'إضافة أعضاء الفريق',
      'دعم ذو أولوية قصوى عبر واتساب والبريد',
    ],
    featuresEn: [
      'Everything in Practicing lawyer',
      'Unlimited contract review',
      'Document drafting with specialised assistants (labour, commercial, family, real estate)',
      'Team members',
      'Top-priority support by WhatsApp and email',
    ],
  },
];

/** Whether a plan (by name) includes a feature; a plan the catalogue does not know includes none. */
export function planIncludes(planName: string, feature: PlanFeature): boolean {
  return PLAN_CATALOGUE.find((plan) => plan.name === planName)?.includes.includes(feature) ?? false;
}
