import type { AssistantId, AssistantSummary } from '@mustashar/contracts';
import type { GuideTopic } from '../guides/index.ts';

/**
 * The assistants ("gems" in the chat): each is a prompt and a retrieval filter, not a code path of its
 * own. `categories` are law categories (categories.ts) and `topics` guide topics that rank higher; nothing is
 * excluded, so a labour question asked of the family assistant still finds the Labour Law.
 */
export type Assistant = AssistantSummary & {
  /** Added to the system prompt when an LLM answers. */
  prompt: string;
  prefer: { categories: string[]; topics: GuideTopic[] };
};

export const ASSISTANTS: Assistant[] = [
  {
    id: 'general',
    name: { ar: 'استشارة عامة', en: 'General consultation' },
    description: {
      ar: 'أسئلة قانونية في أي مجال من الأنظمة السعودية، مع ذكر المواد التي تستند إليها الإجابة.',
      en: 'Legal questions on any area of Saudi law, with the articles each answer rests on.',
    },
    prompt: 'You are a general Saudi-law research assistant.',
    prefer: { categories: [], topics: [] },
  },
  {
    id: 'labour',
    name: { ar: 'مستشار العمل والعمال', en: 'Labour and employment' },
    description: {
      ar: 'عقود العمل، الأجور، الإجازات، الفصل، مكافأة نهاية الخدمة والقضايا العمالية وفق نظام العمل.',
      en: 'Employment contracts, wages, leave, dismissal, the end-of-service award and labour disputes under the Labour Law.',
    },
    prompt:
      'You specialise in Saudi employment law: the Labour Law and its implementing regulations, social insurance and labour courts. Name the worker’s and the employer’s rights and the deadlines that apply.',
    prefer: { categories: ['labour'], topics: ['employment'] },
  },
  {
    id: 'family',
    name: { ar: 'الأحوال الشخصية والأسرة', en: 'Family and personal status' },
    description: {
      ar: 'الزواج، الطلاق والخلع، الحضانة والنفقة والزيارة، والوصية والميراث وفق نظام الأحوال الشخصية.',
      en: 'Marriage, divorce and khul‘, custody, maintenance and visitation, wills and inheritance under the Personal Status Law.',
    },
    prompt:
      'You specialise in Saudi personal status law: marriage, divorce, khul‘, custody, maintenance, wills and inheritance. Be factual and calm; family matters are sensitive.',
    prefer: { categories: ['family'], topics: ['family', 'inheritance'] },
  },
  {
    id: 'commercial',
    name: { ar: 'التجاري والشركات', en: 'Commercial and companies' },
    description: {
      ar: 'تأسيس الشركات والسجل التجاري، الشيكات والأوراق التجارية، الإفلاس، التجارة الإلكترونية وحماية المستهلك.',
      en: 'Companies and the commercial register, cheques and commercial papers, bankruptcy, e-commerce and consumer protection.',
    },
    prompt:
      'You specialise in Saudi commercial law: companies, the commercial register, commercial papers and cheques, bankruptcy, e-commerce, consumer protection and commercial courts.',
    prefer: { categories: ['commercial'], topics: ['companies', 'cheques-debts', 'consumer'] },
  },
  {
    id: 'real_estate',
    name: { ar: 'العقار والإيجار', en: 'Real estate and renting' },
    description: {
      ar: 'عقود الإيجار ومنصة إيجار، زيادة الأجرة والإخلاء، الوساطة العقارية وملكية الوحدات العقارية.',
      en: 'Leases and the Ejar platform, rent increases and eviction, real-estate brokerage and ownership of units.',
    },
    prompt:
      'You specialise in Saudi real-estate and rental law: leases and Ejar, the 2025 landlord–tenant rules, eviction, brokerage and ownership of real-estate units.',
    prefer: { categories: ['real_estate', 'civil'], topics: ['renting', 'real-estate'] },
  },
  {
    id: 'contract_review',
    name: { ar: 'مراجعة العقود', en: 'Contract review' },
    description: {
      ar: 'أرفق عقد عمل أو إيجار أو خدمات (pdf أو docx أو txt) لتحصل على ملاحظات بندًا بندًا: درجة الخطورة والسبب والمادة النظامية وصياغة مقترحة.',
      en: 'Attach an employment, lease or service contract (pdf, docx or txt) for clause-by-clause findings: risk level, why, the article it rests on and a suggested rewording.',
    },
    prompt:
      'You review contracts under Saudi law clause by clause. For each clause that carries a legal risk give: the risk level (high, medium or low), the clause, why it is a risk, the article it rests on [n], and a suggested rewording. Skip clauses without a risk; say so when none has one.',
    prefer: {
      categories: ['labour', 'real_estate', 'civil', 'commercial'],
      topics: ['employment', 'renting'],
    },
  },
  {
    id: 'drafting',
    name: { ar: 'صياغة المستندات', en: 'Document drafting' },
    description: {
      ar: 'صياغة عقد عمل أو عقد إيجار سكني أو اتفاقية عدم إفصاح أو خطاب مطالبة أو طلب وكالة أو اتفاقية خدمات.',
      en: 'Drafting an employment contract, a residential lease, an NDA, a demand letter, a power-of-attorney request or a service agreement.',
    },
    prompt:
      'You help draft legal documents under Saudi law. Ask for any missing essential detail (parties, dates, amounts) and keep every clause within the statutes you cite.',
    prefer: { categories: ['labour', 'real_estate', 'civil', 'commercial'], topics: [] },
  },
];

export const assistantById = (id: AssistantId | undefined): Assistant =>
  ASSISTANTS.find((a) => a.id === id) ?? ASSISTANTS[0]!;
