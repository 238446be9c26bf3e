import type { Guide } from './types.ts';

const CR = 'نظام السجل التجاري';
const COMPANIES = 'نظام الشركات';
const BANKRUPTCY = 'نظام الإفلاس';
const CONCEALMENT = 'نظام مكافحة التستر';

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
  {
    id: 'llc-partner-disputes',
    topic: 'companies',
    title: {
      ar: 'نزاعات الشركاء في الشركة ذات المسؤولية المحدودة',
      en: 'Disputes between partners in a limited liability company',
    },
    summary: {
      ar: 'للشريك أن يطّلع على سجلات الشركة مرتين في السنة، وأن يطعن في قرار الشركاء المخالف للنظام أو العقد خلال 90 يومًا، ولمن يملك ربع رأس المال طلب عزل المدير قضائيًا. وإذا أراد شريك بيع حصته لغير الشركاء فللباقين حق استردادها خلال 30 يومًا.',
      en: 'A partner may inspect the company’s books twice a year, challenge a partners’ resolution that breaks the law or the articles within 90 days, and partners holding a quarter of the capital may ask the court to remove the manager. If a partner wants to sell to an outsider, the others have 30 days to buy the share first.',
    },
    body: {
      ar: `## حقوق الشريك الأساسية
- لكل شريك **صوت بعدد حصصه** ولا يجوز الاتفاق على خلاف ذلك (المادة 171 من نظام الشركات).
- للشريك غير المدير أن **يطّلع على أعمال الشركة وسجلاتها ووثائقها مرتين في السنة المالية**، وعلى الشركة تلبية طلبه خلال 15 يومًا، وكل شرط يخالف ذلك باطل (المادة 171).
- تعديل عقد التأسيس، ومنه زيادة رأس المال أو تخفيضه، يحتاج موافقة من يملكون **ثلاثة أرباع رأس المال** على الأقل ما لم يشترط العقد أكثر (المادة 172).

## الطعن في القرارات
لكل شريك طلب **إبطال قرار الشركاء** المخالف للنظام أو عقد التأسيس، بشرط أن يكون قد اعترض عليه كتابةً أو لم يتمكن من الاعتراض، و**لا تُسمع الدعوى بعد 90 يومًا** من صدور القرار (المادة 170).

## المدير
- للشركاء **عزل المدير**، ولا يصوّت المدير الشريك على عزله، ولمن يملكون **ربع رأس المال** على الأقل طلب عزله من المحكمة (المادة 164).
- على المدير واجبات العناية والولاء وتجنب تعارض المصالح (المادة 26)، وهو مسؤول عن تعويض الضرر الناشئ عن مخالفة النظام أو العقد أو عن خطئه وإهماله، وكل شرط يعفيه من ذلك باطل (المادة 28).

## بيع الحصة وحق الاسترداد (المادة 178)
- البيع لشريك آخر وفق شروط عقد التأسيس.
- البيع **لغير الشركاء** يُبلَّغ به الباقون عبر المدير بالاسم والثمن والشروط، ولكل شريك **استرداد الحصة خلال 30 يومًا**، وعند الخلاف على القيمة يقدرها مقيم معتمد. وإذا انقضت المدة دون استرداد جاز البيع للغير.
- لا يسري حق الاسترداد على انتقال الحصة بالإرث أو الوصية أو بحكم قضائي.

## خطوات عملية
- راجع عقد التأسيس أولًا: كثير من الحلول (التحكيم، الأغلبيات، التقييم) منصوص عليها فيه، ويجوز أن ينص على التحكيم (المادة 173).
- وثّق اعتراضك على أي قرار كتابةً فورًا.
- نزاعات الشركات تنظرها **المحكمة التجارية** وتُرفع عبر **ناجز**.

## متى تستشير محاميًا؟
عند الشك في إدارة المدير للأموال، أو قبل بيع الحصة أو شرائها، أو عند الجمود التام بين الشركاء.`,
      en: `## A partner’s basic rights
- Each partner has **votes equal to his shares**, and no agreement may say otherwise (Article 171 of the Companies Law).
- A partner who is not a manager may **inspect the company’s business, books and documents twice in each financial year**, and the company must respond within 15 days; any clause to the contrary is void (Article 171).
- Amending the articles, including raising or cutting capital, needs partners holding **three-quarters of the capital**, unless the articles require more (Article 172).

## Challenging resolutions
Any partner may ask the court to **annul a partners’ resolution** that breaches the law or the articles, provided he objected in writing or could not object, and **the claim is not heard after 90 days** from the resolution (Article 170).

## The manager
- Partners may **remove the manager**; a manager who is a partner may not vote on his own removal, and partners holding at least **a quarter of the capital** may ask the court to remove him (Article 164).
- The manager owes duties of care and loyalty and must avoid conflicts of interest (Article 26); he must compensate harm caused by breaching the law or the articles or by his errors and negligence, and any clause excusing him is void (Article 28).

## Selling a share and the right of pre-emption (Article 178)
- A sale to another partner follows the articles.
- For a sale **to an outsider**, the others are told, through the manager, the buyer and terms, and each may **buy the share within 30 days**; a disputed value is set by an accredited valuer. If no one does so in time, the outsider sale may proceed.
- The right does not apply to shares passing by inheritance, bequest or court judgment.

## Practical steps
- Read the articles first: many answers (arbitration, majorities, valuation) are there, and they may provide for arbitration (Article 173).
- Put any objection to a resolution in writing at once.
- Company disputes go to the **commercial court** via **Najiz**.

## When to see a lawyer
When you suspect misuse of funds, before buying or selling a share, or when partners are deadlocked.`,
    },
    citations: [
      { lawTitle: COMPANIES, articles: [171], about: ['الاطلاع'] },
      { lawTitle: COMPANIES, articles: [172], about: ['ثلاثة أرباع'] },
      { lawTitle: COMPANIES, articles: [170], about: ['إبطال قرار'] },
      { lawTitle: COMPANIES, articles: [164], about: ['عزل المدير'] },
      { lawTitle: COMPANIES, articles: [26], about: ['العناية والولاء'] },
      { lawTitle: COMPANIES, articles: [28], about: ['تعويض'] },
      { lawTitle: COMPANIES, articles: [178], about: ['استرداد'] },
      { lawTitle: COMPANIES, articles: [173], about: ['التحكيم'] },
    ],
    keywords: {
      ar: [
        'خلاف الشركاء',
        'نزاع بين الشركاء',
        'عزل المدير',
        'بيع الحصة',
        'حق الاسترداد',
        'الاطلاع على دفاتر الشركة',
        'شريك متسلط',
      ],
      en: [
        'partner dispute',
        'LLC partners',
        'remove manager',
        'sell company share',
        'pre-emption right',
        'inspect company books',
      ],
    },
  },
  {
    id: 'bankruptcy-basics',
    topic: 'companies',
    title: {
      ar: 'الإفلاس: التسوية الوقائية وإعادة التنظيم المالي والتصفية',
      en: 'Bankruptcy: protective settlement, financial reorganisation and liquidation',
    },
    summary: {
      ar: 'يسري نظام الإفلاس على التاجر والمهني والشركات الربحية، لا على الأفراد غير التجار. ويقدم سبع إجراءات أهمها: التسوية الوقائية يطلبها المدين ليتفق مع دائنيه تحت إشراف المحكمة، وإعادة التنظيم المالي بإشراف أمين، والتصفية لبيع الأصول وتوزيعها على الدائنين.',
      en: 'The Bankruptcy Law covers traders, professionals and for-profit companies, not private individuals. Its main procedures are a protective settlement that the debtor asks for to reach terms with creditors under court supervision, financial reorganisation under a trustee, and liquidation, in which the assets are sold and shared among the creditors.',
    },
    body: {
      ar: `## على من يسري؟
يسري نظام الإفلاس على (المادة 4):
- **الشخص الطبيعي** الذي يمارس في المملكة عملًا **تجاريًا أو مهنيًا** أو يهدف إلى الربح.
- **الشركات** والكيانات الربحية المسجلة في المملكة.
- المستثمر الأجنبي في حدود أصوله في المملكة.
أما الموظف الذي تعثّر في قروض شخصية فلا يدخل فيه، وإنما يُنظر إعساره أمام قاضي التنفيذ وفق نظام التنفيذ.

## الإجراءات (المادة 2)
التسوية الوقائية، وإعادة التنظيم المالي، والتصفية، ونظائرها **لصغار المدينين**، والتصفية الإدارية.

## التسوية الوقائية
- يطلبها **المدين وحده** إذا كان يُرجَّح تعثره، أو كان متعثرًا أو مفلسًا، ولا تُطلب إن خضع لها خلال الاثني عشر شهرًا السابقة (المادة 13).
- يبقى المدين في إدارة نشاطه ويعرض مقترحًا على دائنيه، ويجوز للمحكمة **تعليق المطالبات** حتى **90 يومًا** تُمدد بحيث لا تتجاوز **180 يومًا** (المادة 18).

## إعادة التنظيم المالي
- يطلبها **المدين أو الدائن أو الجهة المختصة** في الحالات نفسها (المادة 42).
- يترتب على قيد الطلب **تعليق المطالبات 180 يومًا** قابلة للتمديد بمثلها على الأكثر (المادة 46 بعد تعديل 1441هـ)، وتعيّن المحكمة **أمينًا** يشرف على النشاط.

## التصفية
- يطلبها المدين أو الدائن أو الجهة المختصة إذا كان المدين **متعثرًا أو مفلسًا** (المادة 92).
- تُغلّ يد المدين عن إدارة نشاطه فور تعيين الأمين، ويحل الأمين محله (المادة 100)، ثم تُباع الأصول وتُوزع على الدائنين.

## خطوات عملية
- الطلبات تُقدَّم إلكترونيًا إلى **المحكمة التجارية** ويرافقها ما تحدده اللائحة من معلومات ووثائق.
- للدائن: تابع **سجل الإفلاس** وقدّم مطالبتك في المهلة المعلنة.
- للمدين: بادر مبكرًا؛ فالتسوية الوقائية متاحة قبل التعثر الفعلي.

## متى تستشير محاميًا؟
دائمًا تقريبًا: إجراءات الإفلاس فنية، وتحتاج غالبًا محاميًا ومحاسبًا.`,
      en: `## Who does it cover?
The Bankruptcy Law applies to (Article 4):
- **a natural person** carrying on **commercial or professional** or profit-making activity in the Kingdom;
- **companies** and for-profit entities registered in the Kingdom;
- a foreign investor, as to his assets in the Kingdom.
An employee who has fallen behind on personal loans is not covered; his insolvency is examined by the enforcement judge under the Enforcement Law.

## The procedures (Article 2)
Protective settlement, financial reorganisation, liquidation, their counterparts **for small debtors**, and administrative liquidation.

## Protective settlement
- Only **the debtor** may apply, when he is likely to get into difficulty, is in default, or is bankrupt, and not if he went through it in the previous twelve months (Article 13).
- The debtor keeps running the business and puts a proposal to creditors; the court may **suspend claims** for up to **90 days**, extendable to no more than **180 days** in all (Article 18).

## Financial reorganisation
- **The debtor, a creditor or the competent authority** may apply in the same situations (Article 42).
- Filing the application **suspends claims for 180 days**, extendable by no more than another 180 (Article 46 as amended in 1441H), and the court appoints **a trustee** to supervise the business.

## Liquidation
- The debtor, a creditor or the competent authority may apply when the debtor is **in default or bankrupt** (Article 92).
- Once the trustee is appointed the debtor loses control of the business and the trustee takes his place (Article 100); the assets are then sold and shared among the creditors.

## Practical steps
- Applications are filed electronically with the **commercial court**, with the information and documents the regulation requires.
- Creditors: watch the **bankruptcy register** and file your claim within the announced period.
- Debtors: act early; a protective settlement is available before actual default.

## When to see a lawyer
Almost always: bankruptcy procedures are technical and usually need a lawyer and an accountant.`,
    },
    citations: [
      { lawTitle: BANKRUPTCY, articles: [4], about: ['تجارية'] },
      { lawTitle: BANKRUPTCY, articles: [2], about: ['التسوية الوقائية'] },
      { lawTitle: BANKRUPTCY, articles: [13], about: ['التسوية الوقائية'] },
      { lawTitle: BANKRUPTCY, articles: [18], about: ['تعليق المطالبات'] },
      { lawTitle: BANKRUPTCY, articles: [42], about: ['إعادة التنظيم المالي'] },
      { lawTitle: BANKRUPTCY, articles: [46], about: ['مائة وثمانين'] },
      { lawTitle: BANKRUPTCY, articles: [92], about: ['التصفية'] },
      { lawTitle: BANKRUPTCY, articles: [100], about: ['تغل يد المدين'] },
    ],
    keywords: {
      ar: [
        'الإفلاس',
        'إشهار الإفلاس',
        'التسوية الوقائية',
        'إعادة التنظيم المالي',
        'تصفية الشركة',
        'تعثر الشركة',
        'افلاس',
      ],
      en: [
        'bankruptcy',
        'insolvency',
        'protective settlement',
        'financial reorganisation',
        'liquidation',
        'company in default',
      ],
    },
  },
  {
    id: 'anti-concealment-tasattur',
    topic: 'companies',
    title: {
      ar: 'التستر التجاري: ما هو وما عقوبته؟',
      en: 'Commercial concealment (tasattur): what it is and the penalties',
    },
    summary: {
      ar: 'التستر أن يمكّن شخصٌ غيرَ سعودي من ممارسة نشاط اقتصادي لحسابه الخاص غير مرخص له به باستعمال اسمه أو سجله أو ترخيصه. وعقوبته السجن حتى خمس سنوات وغرامة حتى خمسة ملايين ريال أو إحداهما، مع حل المنشأة وشطب السجل ومنع المدان من التجارة خمس سنوات، وإبعاد غير السعودي.',
      en: 'Concealment is letting a non-Saudi run, for his own account, an economic activity he is not licensed for, using your name, commercial register or licence. It carries up to five years in prison and a fine of up to SAR 5 million, or either, plus dissolution of the business, deletion of the register, a five-year trade ban for the convicted person, and deportation of the non-Saudi.',
    },
    body: {
      ar: `## ما التستر؟
يعرّف نظام مكافحة التستر التستر بأنه اتفاق أو ترتيب يمكّن به شخصٌ شخصًا آخر **غير سعودي** من ممارسة **نشاط اقتصادي** في المملكة **غير مرخص له** به، باستخدام الترخيص الصادر للمتستر (المادة 2). ويعد جريمة (المادة 3):
- أن تمكّن غير السعودي من ممارسة نشاط **لحسابه الخاص** باستعمال **اسمك أو سجلك التجاري أو ترخيصك أو اسمك التجاري**.
- أن يمارس غير السعودي النشاط بهذه الطريقة.
- الاشتراك بالتحريض أو المساعدة أو المشورة مع العلم.
- عرقلة الضبط أو تقديم معلومات مضللة.

## مخالفات أخف (المادة 4)
منح غير السعودي بصورة غير نظامية أدوات **تصرف مطلق** في المنشأة (كالصلاحيات البنكية الكاملة) أو حيازته لها، واستخدام المنشأة **حسابًا بنكيًا غير حسابها**. وعقوبتها غرامة حتى 500,000 ريال أو إغلاق حتى 90 يومًا أو كلاهما (المادة 14).

## العقوبات
- **السجن حتى خمس سنوات وغرامة حتى خمسة ملايين ريال** أو إحداهما، وتضاعف عند العود (المادة 9).
- **مصادرة** المتحصلات (المادة 10).
- للمتستِّر: **حل المنشأة وشطب السجل** و**منعه من التجارة خمس سنوات** (المادة 12)، وتُستوفى الزكاة والضرائب بالتضامن.
- لغير السعودي المدان: **الإبعاد** ومنع الدخول (المادة 11).

## الإبلاغ والإعفاء
- للمبلّغ مكافأة **حتى 30%** من الغرامة المحصلة، مع سرية هويته (المادة 18).
- من يبلّغ من المتورطين قبل اكتشاف الجريمة ويؤدي بلاغه إلى الضبط يجوز إعفاؤه من العقوبة (المادة 13).

## خطوات عملية
- إن كنت تملك سجلًا يديره غيرك فعليًا، فصحّح الوضع فورًا: إما أن تديره أنت بحساب المنشأة، أو يحصل الشريك الأجنبي على ترخيص استثمار نظامي من **وزارة الاستثمار**.
- لا تعطِ أحدًا تفويضًا مطلقًا على حسابات المنشأة.
- البلاغات تُقدَّم إلى **وزارة التجارة**.

## متى تستشير محاميًا؟
فورًا إذا بدأ ضبط أو تحقيق، أو قبل أي شراكة مع غير سعودي.`,
      en: `## What is concealment?
The Anti-Concealment Law defines it as any agreement or arrangement by which a person enables a **non-Saudi** to carry on an **economic activity** in the Kingdom that he is **not licensed** for, using the concealer’s licence (Article 2). It is a crime (Article 3) to:
- let a non-Saudi run an activity **for his own account** using **your name, commercial register, licence or trade name**;
- for the non-Saudi to run the activity that way;
- take part by inciting, helping or advising, knowingly;
- obstruct inspectors or give misleading information.

## Lesser violations (Article 4)
Improperly giving a non-Saudi tools for **unrestricted control** of the business (such as full banking authority), or his holding them, and a business using **a bank account that is not its own**. These carry a fine of up to SAR 500,000, closure for up to 90 days, or both (Article 14).

## Penalties
- **Up to five years in prison and a fine of up to SAR 5 million**, or either, doubled for repeat offenders (Article 9).
- **Confiscation** of the proceeds (Article 10).
- For the concealer: **dissolution of the business, deletion of the register**, and **a five-year ban from trade** (Article 12), with zakat and taxes collected jointly from those convicted.
- For the convicted non-Saudi: **deportation** and an entry ban (Article 11).

## Reporting and leniency
- Informants may receive **up to 30%** of the fine collected, and their identity is kept confidential (Article 18).
- A participant who reports the crime before it is discovered, leading to arrests, may be exempted from punishment (Article 13).

## Practical steps
- If you own a register that someone else actually runs, fix it now: either run it yourself through the business account, or have the foreign partner obtain a proper investment licence from the **Ministry of Investment**.
- Never give anyone unrestricted authority over the business accounts.
- Reports go to the **Ministry of Commerce**.

## When to see a lawyer
Immediately if an inspection or investigation starts, or before any partnership with a non-Saudi.`,
    },
    citations: [
      { lawTitle: CONCEALMENT, articles: [2], about: ['التستر'] },
      { lawTitle: CONCEALMENT, articles: [3], about: ['غير السعودي'] },
      { lawTitle: CONCEALMENT, articles: [4, 14], about: ['التصرف على نحو مطلق', 'خمسمائة ألف'] },
      { lawTitle: CONCEALMENT, articles: [9], about: ['خمسة'] },
      { lawTitle: CONCEALMENT, articles: [10], about: ['تصادر'] },
      { lawTitle: CONCEALMENT, articles: [12], about: ['شطب السجل التجاري'] },
      { lawTitle: CONCEALMENT, articles: [11], about: ['إبعاده'] },
      { lawTitle: CONCEALMENT, articles: [18], about: ['30%'] },
      { lawTitle: CONCEALMENT, articles: [13], about: ['إعفاؤه'] },
    ],
    keywords: {
      ar: [
        'التستر التجاري',
        'التستر',
        'سجل باسمي يديره أجنبي',
        'تأجير السجل التجاري',
        'عقوبة التستر',
        'تصحيح أوضاع التستر',
      ],
      en: [
        'commercial concealment',
        'tasattur',
        'front business',
        'renting commercial register',
        'anti-concealment penalties',
      ],
    },
  },
];
