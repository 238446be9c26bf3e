import type { Guide } from './types.ts';

const CR = 'نظام السجل التجاري';
const COMPANIES = 'نظام الشركات';

export const COMPANIES_GUIDES: Guide[] = [
  {
    id: 'commercial-registration',
    topic: 'companies',
    title: {
      ar: 'السجل التجاري: القيد والتأكيد السنوي والشطب',
      en: 'Commercial registration: registering, annual confirmation and deletion',
    },
    summary: {
      ar: 'يجب على كل تاجر القيد في السجل التجاري إلا من تستثنيهم الوزارة بضوابط اللائحة. ويبت المسجل في الطلب المكتمل خلال عشرة أيام، ويُعلّق القيد إذا لم يقدم التاجر التأكيد السنوي خلال 90 يومًا من استحقاقه بعد إنذاره.',
      en: 'Every trader must be entered in the commercial register, except categories the Ministry exempts under the regulation. A complete application is decided within ten days, and the entry is suspended if the trader does not file the annual confirmation within 90 days of its due date, after a warning.',
    },
    body: {
      ar: `## الالتزام بالقيد
ينص نظام السجل التجاري الجديد على أنه **يجب على كل تاجر القيد في السجل التجاري**، وللوزارة أن تستثني بعض فئات التجار بضوابط تحددها اللائحة (المادة 5). ويشمل طلب القيد بيانات منها: اسم الطالب وهويته وعنوانه، والاسم التجاري، والشكل النظامي، ورأس المال، والمديرين وصلاحياتهم (المادة 6).

## المدد
- يُقدم الطلب إلى المسجل (وزارة التجارة)، **ويبت فيه خلال 10 أيام** من تقديمه إذا كان مستوفيًا، وله التمديد في حالات تحددها اللائحة؛ وإذا رُفض لخطأ أو نقص يمكن تصحيحه خلال المدة النظامية (المادة 7).
- **التأكيد السنوي:** يُعلّق القيد إذا لم يقدمه التاجر **خلال 90 يومًا** من تاريخ استحقاقه، بعد **إنذار قبل 14 يومًا** من التعليق (المادة 15).

## الشطب الوجوبي
يُشطب القيد وجوبًا عند صدور حكم نهائي بشطبه، أو انتهاء التصفية وفق نظام الشركات أو نظام الإفلاس، أو **وفاة التاجر ما لم يطلب ورثته تعديل القيد** (المادة 14).

## خطوات عملية
1. احجز الاسم التجاري وقدّم طلب القيد عبر منصة **المركز السعودي للأعمال** أو خدمات **وزارة التجارة** الإلكترونية.
2. حدد الشكل النظامي: مؤسسة فردية أو شركة (انظر دليل الشركة ذات المسؤولية المحدودة).
3. ضع تذكيرًا بموعد **التأكيد السنوي** حتى لا يُعلّق السجل فتتوقف خدماتك (البنوك، التأشيرات، العقود الحكومية).
4. حدّث بيانات السجل عند أي تغيير (العنوان، المدير، النشاط).
5. ممارسة التجارة باسم غيرك أو تمكين غير السعودي من العمل لحسابه خلافًا للأنظمة مخالفة خطيرة في نظام مكافحة التستر.

## متى تستشير محاميًا؟
عند تأسيس نشاط مع شركاء، أو انتقال السجل بالإرث، أو إذا عُلّق السجل أو رُفض طلبك.`,
      en: `## The duty to register
The new Commercial Register Law provides that **every trader must be entered in the commercial register**, and the Ministry may exempt some categories of traders under rules in the regulation (Article 5). The application includes, among other things, the applicant’s name, ID and address, the trade name, legal form, capital, and the managers and their powers (Article 6).

## Time limits
- The application goes to the registrar (Ministry of Commerce), which **decides a complete application within 10 days**, extendable in cases the regulation sets; if rejected for an error or omission, it can be corrected within the regulatory period (Article 7).
- **Annual confirmation:** the entry is suspended if the trader does not file it **within 90 days** of its due date, after **a warning 14 days** before suspension (Article 15).

## Mandatory deletion
The entry must be deleted on a final court judgment ordering deletion, on completion of liquidation under the Companies Law or the Bankruptcy Law, or **on the trader’s death unless the heirs ask to amend the entry** (Article 14).

## Practical steps
1. Reserve the trade name and apply through the **Saudi Business Center** platform or the **Ministry of Commerce** e-services.
2. Choose the legal form: sole proprietorship or company (see the limited liability company guide).
3. Set a reminder for the **annual confirmation** so the registration is not suspended, which blocks services (banks, visas, government contracts).
4. Update the register after any change (address, manager, activity).
5. Trading in someone else’s name, or letting a non-Saudi trade for his own account contrary to the rules, is a serious offence under the Anti-Concealment Law.

## When to see a lawyer
When starting a business with partners, when a registration passes by inheritance, or when your registration is suspended or your application rejected.`,
    },
    citations: [
      { lawTitle: CR, articles: [5], about: ['القيد في السجل التجاري'] },
      { lawTitle: CR, articles: [6, 7], about: ['طلب القيد'] },
      { lawTitle: CR, articles: [14], about: ['شطب'] },
      { lawTitle: CR, articles: [15], about: ['التأكيد السنوي'] },
    ],
    keywords: {
      ar: ['السجل التجاري', 'فتح سجل تجاري', 'التأكيد السنوي', 'شطب السجل', 'المركز السعودي للأعمال'],
      en: ['commercial registration', 'CR', 'open a business', 'annual confirmation', 'trade name'],
    },
  },
  {
    id: 'limited-liability-company',
    topic: 'companies',
    title: {
      ar: 'الشركة ذات المسؤولية المحدودة وحدود مسؤولية الشركاء',
      en: 'The limited liability company and the limits of partners’ liability',
    },
    summary: {
      ar: 'الشركة ذات المسؤولية المحدودة يؤسسها شخص واحد أو أكثر، وذمتها مستقلة عن ذمم الشركاء، فهي وحدها المسؤولة عن ديونها، ولا يُسأل الشريك إلا بقدر حصته في رأس المال. وإذا كان المالك شخصًا واحدًا فله صلاحيات المدير والجمعية، وتصدر قراراته كتابة.',
      en: 'A limited liability company may be formed by one or more persons and has assets separate from its partners’, so it alone answers for its debts and a partner is liable only up to his share of the capital. A single owner holds the powers of the manager and the general assembly, and his decisions must be in writing.',
    },
    body: {
      ar: `## التعريف والمسؤولية
الشركة ذات المسؤولية المحدودة في نظام الشركات (1443هـ) **يؤسسها شخص واحد أو أكثر** من الأشخاص الطبيعيين أو الاعتباريين، **وذمتها المالية مستقلة** عن ذمة كل شريك أو مالك. **والشركة وحدها مسؤولة عن ديونها** والتزاماتها، ولا يُسأل المالك أو الشريك عنها **إلا بقدر حصته في رأس المال** (المادة 156).

هذه الحماية هي الفرق الأهم بينها وبين المؤسسة الفردية، التي يُسأل صاحبها عن ديونها في كل أمواله.

## الشركة المملوكة لشخص واحد
إذا أُسست من شخص واحد أو آلت إليه كل الحصص (المادة 157):
- تكون له **صلاحيات المدير ومجلس المديرين والجمعية العامة**، وتصدر قراراته **كتابة** وتُدوّن في سجل خاص لدى الشركة.
- يجوز له تعيين مدير أو أكثر يمثل الشركة أمام القضاء والغير.
- يكون للشركة **نظام أساس** بدل عقد التأسيس.

## الإدارة
يدير الشركة مدير أو أكثر من الشركاء أو من غيرهم، يُعيَّنون في عقد التأسيس أو في عقد مستقل، لمدة محددة أو غير محددة، ويجوز تكوين مجلس مديرين (المادة 160).

## متى تتعرض أموالك الشخصية للخطر؟
الحماية ليست مطلقة: خلط أموال الشركة بأموالك، أو الضمانات الشخصية التي توقعها للبنوك والموردين، أو المخالفات التي يرتب النظام عليها مسؤولية المدير، قد تجعلك مسؤولًا شخصيًا.

## خطوات عملية
1. التأسيس وقيد السجل التجاري عبر **المركز السعودي للأعمال**.
2. احرص على حساب بنكي مستقل للشركة ودفاتر منتظمة.
3. دوّن القرارات كتابةً، خاصة إذا كنت المالك الوحيد.
4. اقرأ أي "كفالة شخصية" قبل توقيعها.

## متى تستشير محاميًا؟
عند صياغة عقد التأسيس بين الشركاء (الأرباح، التخارج، منع المنافسة)، أو عند تعثر الشركة ومطالبة الدائنين لك شخصيًا.`,
      en: `## Definition and liability
Under the Companies Law (1443H), a limited liability company **may be formed by one or more** natural or legal persons, and **its assets are separate** from those of each partner or owner. **The company alone is liable for its debts** and obligations; the owner or partner is liable for them **only up to his share of the capital** (Article 156).

That protection is the key difference from a sole proprietorship, whose owner answers for its debts with everything he has.

## A single-owner company
If formed by one person, or all shares pass to one person (Article 157):
- He holds **the powers of the manager, the board of managers and the general assembly**; his decisions are made **in writing** and entered in a special register kept by the company.
- He may appoint one or more managers to represent the company before courts and third parties.
- The company has **articles of association** instead of a partnership contract.

## Management
The company is run by one or more managers, partners or outsiders, appointed in the incorporation contract or a separate contract, for a fixed or open term; the partners may form a board of managers (Article 160).

## When are your personal assets at risk?
The protection is not absolute: mixing company and personal money, personal guarantees you sign for banks and suppliers, or breaches for which the law makes managers liable can make you personally responsible.

## Practical steps
1. Incorporate and register through the **Saudi Business Center**.
2. Keep a separate company bank account and proper books.
3. Record decisions in writing, especially as a sole owner.
4. Read any “personal guarantee” before signing it.

## When to see a lawyer
When drafting the incorporation contract between partners (profits, exit, non-compete), or when the company is struggling and creditors pursue you personally.`,
    },
    citations: [
      { lawTitle: COMPANIES, articles: [156], about: ['ذات المسؤولية المحدودة', 'حصته في رأس المال'] },
      { lawTitle: COMPANIES, articles: [157], about: ['شخص واحد'] },
      { lawTitle: COMPANIES, articles: [160], about: ['مدير'] },
    ],
    keywords: {
      ar: ['شركة ذات مسؤولية محدودة', 'ذ.م.م', 'مسؤولية الشريك', 'شركة الشخص الواحد', 'تأسيس شركة'],
      en: [
        'limited liability company',
        'LLC',
        'partner liability',
        'single-owner company',
        'company formation',
      ],
    },
  },
];
