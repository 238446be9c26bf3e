import type { Guide } from './types.ts';

const OFF_PLAN = 'نظام بيع وتأجير مشروعات عقارية على الخارطة';
const REGISTRATION = 'نظام التسجيل العيني للعقار';
const BROKERAGE = 'نظام الوساطة العقارية';
const RETT = 'نظام ضريبة التصرفات العقارية';

export const REAL_ESTATE_GUIDES: Guide[] = [
  {
    id: 'off-plan-purchase',
    topic: 'real-estate',
    title: {
      ar: 'شراء وحدة على الخارطة: الترخيص وحساب الضمان والتأخير',
      en: 'Buying off-plan: the licence, the escrow account and late delivery',
    },
    summary: {
      ar: 'لا يجوز بيع وحدات على الخارطة أو الإعلان عنها إلا من مطور مقيد في سجل المطورين ولمشروع مرخص. وتُودع مبالغ المشترين في حساب ضمان خاص بالمشروع لا يُحجز عليه لدائني المطور. وإذا تأخر التسليم دون سبب خارج عن إرادة المطور استحق المشتري تعويضًا أو أجرة المثل.',
      en: 'Off-plan units may be sold or advertised only by a developer entered in the developers’ register, for a licensed project. Buyers’ payments go into an escrow account for that project that the developer’s creditors cannot attach. If handover is late for a reason within the developer’s control, the buyer is owed compensation or a fair rent.',
    },
    body: {
      ar: `## من يحق له البيع؟
- لا يجوز لأي مطور بيع أو تأجير مشروعات على الخارطة إلا إذا كان **مقيدًا في سجل قيد المطورين**، ولا يجوز **الإعلان** عنها أو إقامة معارض لها إلا إذا كان **المشروع مرخصًا** (المادة 3 من نظام بيع وتأجير مشروعات عقارية على الخارطة).
- يقدم المطور للترخيص مستندات منها: صك ملكية الأرض، ورخصة البناء، والمخططات المعتمدة، وعقد مكتب استشاري ومحاسب قانوني، و**نموذج عقد بيع بمواعيد تسليم محددة باليوم**، واتفاقية حساب ضمان (المادة 6).

## حساب الضمان
- لكل مشروع **حساب ضمان مستقل** لا يُفعَّل إلا بعد الترخيص والتأشير على صك الأرض (المادة 9).
- يُصرف منه على المشروع المرخص فقط، و**لا يجوز الحجز عليه لمصلحة دائني المطور** (المادة 10).
- للمشتري الاطلاع على السجلات المحاسبية الخاصة به والحصول على نسخ منها (المادة 17).

## التأخير والتعثر
- يلتزم المطور بإنهاء المشروع في موعده، وإذا تأخر تسليم الوحدة **دون سبب خارج عن إرادته** استحق المشتري **تعويضًا محددًا مسبقًا** للأرض المطورة أو **أجرة المثل** للوحدة السكنية (المادة 20).
- إذا طرأ ظرف يمنع إكمال المشروع، تتخذ الجهة المختصة التدابير لإكماله أو تصفيته و**إعادة المبالغ** (المادة 20).

## العقوبات
السجن حتى **خمس سنوات** أو غرامة حتى **عشرة ملايين ريال** أو كلاهما لمن باع دون ترخيص، أو أعلن عن مشروع وهمي، أو لم يودع مبالغ الحجز في حساب الضمان، أو بدد أموال المشروع (المادة 24).

## خطوات عملية
1. تحقق من ترخيص المشروع وقيد المطور عبر برنامج "وافي" التابع للهيئة العامة للعقار.
2. ادفع **إلى حساب الضمان** المذكور في العقد فقط، لا لحساب المطور أو الوسيط.
3. اقرأ تاريخ التسليم وشرط التعويض في العقد، واحتفظ بكل الدفعات.
4. يُسجَّل التصرف في سجل العقارات الموصوفة على الخارطة، ولا ينفذ إلا بالتسجيل (المادة 30 من نظام التسجيل العيني للعقار).

## متى تستشير محاميًا؟
عند تأخر التسليم طويلًا، أو طلب المطور دفعات خارج حساب الضمان، أو تغيير المواصفات.`,
      en: `## Who may sell?
- No developer may sell or let off-plan unless **entered in the developers’ register**, and no project may be **advertised** or shown at exhibitions unless it is **licensed** (Article 3 of the Off-Plan Sale and Lease Law).
- To get a licence the developer files, among other things, the land title deed, the building permit, approved plans, contracts with a consulting engineer and a chartered accountant, **a model sale contract with delivery dates fixed to the day**, and an escrow agreement (Article 6).

## The escrow account
- Each project has **its own escrow account**, activated only after licensing and annotation on the land deed (Article 9).
- It may be spent only on the licensed project, and **the developer’s creditors cannot attach it** (Article 10).
- A buyer may inspect his own accounting records and get copies (Article 17).

## Delays and failed projects
- The developer must finish on time; if handover is late **for a reason within his control**, the buyer is owed **pre-agreed compensation** for developed land or **a fair rent** for a housing unit (Article 20).
- If something happens that prevents completion, the competent authority takes steps to complete or wind up the project and **return the payments** (Article 20).

## Penalties
Up to **five years** in prison or a fine of up to **SAR 10 million**, or both, for selling without a licence, advertising a fake project, not depositing booking money in escrow, or misusing project funds (Article 24).

## Practical steps
1. Check the project licence and developer registration through the Real Estate General Authority’s “Wafi” programme.
2. Pay **only into the escrow account** named in the contract, never to the developer’s or broker’s own account.
3. Read the delivery date and compensation clause, and keep proof of every payment.
4. Dealings in off-plan property are recorded in the off-plan register and take effect only when recorded (Article 30 of the Real Estate Registration Law).

## When to see a lawyer
When delivery is badly late, the developer asks for payments outside escrow, or the specifications change.`,
    },
    citations: [
      { lawTitle: OFF_PLAN, articles: [3], about: ['سجل قيد المطورين'] },
      { lawTitle: OFF_PLAN, articles: [6], about: ['حساب ضمان'] },
      { lawTitle: OFF_PLAN, articles: [9, 10], about: ['حساب الضمان', 'حساب ضمان'] },
      { lawTitle: OFF_PLAN, articles: [17], about: ['السجلات المحاسبية'] },
      { lawTitle: OFF_PLAN, articles: [20], about: ['التأخر عن تسليم'] },
      { lawTitle: OFF_PLAN, articles: [24], about: ['عشرة ملايين'] },
      { lawTitle: REGISTRATION, articles: [30], about: ['الموصوفة على الخارطة'] },
    ],
    keywords: {
      ar: [
        'البيع على الخارطة',
        'شقة على الخارطة',
        'وافي',
        'حساب الضمان',
        'تأخر المطور',
        'المطور العقاري',
        'تسليم الوحدة',
      ],
      en: ['off-plan', 'buying off plan', 'Wafi', 'escrow account', 'developer delay', 'late handover'],
    },
  },
  {
    id: 'property-purchase-registration',
    topic: 'real-estate',
    title: {
      ar: 'شراء عقار: التسجيل العيني والإفراغ وضريبة التصرفات',
      en: 'Buying property: title registration, transfer and the transaction tax',
    },
    summary: {
      ar: 'في المناطق الخاضعة للتسجيل العيني، للسجل العقاري حجية مطلقة ولا يُطعن فيه إلا لخطأ كتابي أو تزوير، ولا تنفذ التصرفات في العقار إلا بتسجيلها. وتُفرض ضريبة تصرفات عقارية 5% من قيمة التصرف تُستحق في تاريخ التوثيق، مع إعفاءات منها قسمة التركة والهبة للأقارب حتى الدرجة الثالثة.',
      en: 'Where title registration applies, the land register is conclusive and can be challenged only for a clerical error or forgery, and dealings in the property take effect only once registered. A 5% real estate transaction tax is due on the value on the date of notarisation, with exemptions including estate division and documented gifts to relatives up to the third degree.',
    },
    body: {
      ar: `## التسجيل العيني
- يسري نظام التسجيل العيني للعقار على جميع العقارات في المملكة، ويُطبق التسجيل الأول تدريجيًا في **المناطق العقارية** التي تحددها الجهة المختصة، ولملاك العقارات خارجها طلب التسجيل (المادتان 2 و12).
- **للسجل العقاري الحجية المطلقة** في الإثبات، ويُعمل به أمام القضاء والجهات كافة دون بينة إضافية، ولا يُطعن فيه **إلا لخطأ كتابي أو تزوير** (المادة 4).
- الاطلاع على بيانات السجل **متاح للكافة** وفق اللائحة (المادة 6)، فتحقق من العقار قبل الشراء.

## تسجيل التصرفات
- تُسجل في السجل **جميع التصرفات** بعد التسجيل الأول: البيع والرهن والقسمة والإرث والوصية والوقف ونحوها، **ولا تكون نافذة إلا بالتسجيل** (المادة 13).
- عقود الإيجار التي مدتها **عشر سنوات فأكثر** يجب التأشير بها في السجل لتكون نافذة (المادة 14).
- الدعاوى المتعلقة بحق عيني عقاري **يُؤشَّر بها** في السجل، ولا تُسمع إلا بعد إثبات التأشير (المادة 16).

## ضريبة التصرفات العقارية
- تُفرض بنسبة **5%** على قيمة التصرف أيًا كانت حالة العقار، منجزًا أو على الخارطة، موثقًا أو لا (المادة 2 من نظام ضريبة التصرفات العقارية).
- تُستحق في **تاريخ التصرف**، وهو حكمًا **تاريخ توثيقه** (المادة 4).
- من الإعفاءات: **قسمة التركة**، و**الهبة الموثقة للزوج أو الأقارب حتى الدرجة الثالثة**، وتنفيذ وصية موثقة، والرهن المؤقت ضمانًا لتمويل، ويجوز لمجلس الوزراء تقرير إعفاءات أخرى (المادة 3).

## خطوات عملية
1. تحقق من الصك وحالته (رهن، إيقاف) عبر **ناجز** أو منصة السجل العقاري.
2. لا تدفع كامل الثمن قبل الإفراغ؛ واستخدم الشيك المصرفي أو التحويل الموثق عند الإفراغ.
3. سدد الضريبة قبل الإفراغ عبر بوابة **هيئة الزكاة والضريبة والجمارك**.
4. أتمم الإفراغ إلكترونيًا عبر **ناجز** أو لدى موثق معتمد.

## متى تستشير محاميًا؟
إذا كان على العقار نزاع أو رهن أو صك قديم غير مسجل، أو إذا بيع بوكالة.`,
      en: `## Title registration
- The Real Estate Registration Law covers all property in the Kingdom; first registration is rolled out area by area in the **registration zones** the authority designates, and owners outside them may ask to register (Articles 2 and 12).
- **The land register is conclusive proof**, relied on by courts and all authorities without further evidence, and may be challenged **only for a clerical error or forgery** (Article 4).
- The register is **open to everyone** as the regulation provides (Article 6), so check the property before buying.

## Registering dealings
- **All dealings** after first registration are recorded: sale, mortgage, division, inheritance, bequest, endowment and the like, **and they take effect only when recorded** (Article 13).
- Leases of **ten years or more** must be noted on the register to take effect (Article 14).
- Lawsuits over a real right in land **are noted** on the register and are heard only once the note is proven (Article 16).

## The real estate transaction tax
- It is **5%** of the value of the transaction, whatever the state of the property — finished or off-plan, notarised or not (Article 2 of the Real Estate Transaction Tax Law).
- It falls due on **the date of the transaction**, which is deemed to be **the date of notarisation** (Article 4).
- Exemptions include **estate division**, **documented gifts to a spouse or relatives up to the third degree**, carrying out a documented bequest, and temporary transfers as security for financing; the Council of Ministers may grant others (Article 3).

## Practical steps
1. Check the deed and its status (mortgage, freeze) on **Najiz** or the real estate register platform.
2. Do not pay the full price before transfer; use a bank cheque or a traceable transfer at completion.
3. Pay the tax before transfer through the **Zakat, Tax and Customs Authority** portal.
4. Complete the transfer online via **Najiz** or with an accredited notary.

## When to see a lawyer
When the property is disputed or mortgaged, has an old unregistered deed, or is being sold under a power of attorney.`,
    },
    citations: [
      { lawTitle: REGISTRATION, articles: [2], about: ['جميع العقارات'] },
      { lawTitle: REGISTRATION, articles: [12], about: ['المنطقة العقارية'] },
      { lawTitle: REGISTRATION, articles: [4], about: ['الحجية المطلقة'] },
      { lawTitle: REGISTRATION, articles: [6], about: ['الاطلاع'] },
      { lawTitle: REGISTRATION, articles: [13], about: ['التصرفات'] },
      { lawTitle: REGISTRATION, articles: [14], about: ['عشر'] },
      { lawTitle: REGISTRATION, articles: [16], about: ['التأشير بالدعاوى'] },
      { lawTitle: RETT, articles: [2], about: ['5%'] },
      { lawTitle: RETT, articles: [4], about: ['تاريخ توثيقه'] },
      { lawTitle: RETT, articles: [3], about: ['قسمة التركة'] },
    ],
    keywords: {
      ar: [
        'شراء عقار',
        'الإفراغ',
        'صك العقار',
        'التسجيل العيني',
        'السجل العقاري',
        'ضريبة التصرفات العقارية',
        'ضريبة 5% العقار',
        'نقل ملكية أرض',
      ],
      en: [
        'buying property',
        'title transfer',
        'title deed',
        'land registry',
        'real estate transaction tax',
        'RETT',
      ],
    },
  },
  {
    id: 'real-estate-broker-commission-deposit',
    topic: 'real-estate',
    title: {
      ar: 'الوسيط العقاري: العمولة والعربون وعقد الوساطة',
      en: 'Real estate brokers: commission, deposits and the brokerage contract',
    },
    summary: {
      ar: 'لا يمارس الوساطة العقارية إلا مرخص من الهيئة العامة للعقار، بعقد وساطة مكتوب محدد المدة. والعمولة 2.5% من قيمة البيع أو من إيجار السنة الأولى ما لم يُتفق كتابة على غيرها، ويدفعها من تعاقد مع الوسيط. والعربون لا يزيد على 5% من قيمة الصفقة ولا يُعد عربونًا إلا إذا كُتب.',
      en: 'Only brokers licensed by the Real Estate General Authority may act, under a written brokerage contract with a fixed term. Commission is 2.5% of the sale price or of the first year’s rent unless agreed otherwise in writing, paid by whoever signed with the broker. A deposit may not exceed 5% of the deal and counts as a deposit only if put in writing.',
    },
    body: {
      ar: `## الترخيص وعقد الوساطة
- لا تجوز ممارسة الوساطة العقارية أو تقديم الخدمات العقارية **إلا بترخيص من الهيئة العامة للعقار** (المادة 4 من نظام الوساطة العقارية).
- يجب أن يكون **عقد الوساطة مكتوبًا**، ويودع الوسيط نسخة منه لدى الهيئة، **ولا يُحتج به إلا بذلك**، ويكون محدد المدة، فإن لم تُحدد فهي **تسعون يومًا** من إبرامه (المادة 7).

## العمولة (المادة 14)
- **2.5%** من قيمة الصفقة إن كانت بيعًا، ومن **إيجار السنة الأولى فقط** إن كانت إيجارًا، ما لم يُتفق كتابةً على غير ذلك.
- يدفعها **الطرف الذي تعاقد مع الوسيط**.
- إذا تعاقد الوسيط مع أكثر من طرف في الصفقة نفسها، فلا يتجاوز مجموع ما يأخذه النسبة المحددة.
- يستحقها الوسيط إذا تمت الصفقة أثناء سريان العقد أو خلال **شهرين** من انتهائه مع إثبات وساطته، وفي حالات استحقاق البائع للعربون بحسب اللائحة (المادة 15).

## العربون (المادة 13)
- يُتفق عليه بما **لا يتجاوز 5%** من قيمة الصفقة، وما زاد يُعد مقدم ثمن.
- **لا يُعد المبلغ عربونًا إلا إذا نُص على ذلك كتابة**، وإلا فهو مقدم ثمن يُرد إذا فُسخ العقد.
- إذا تعثرت الصفقة بسبب المشتري أو المستأجر دون عيب في العقار فلا يُرد العربون، وإن كان السبب لا يعود لأي منهما فيُرد.
- **لا يجوز للوسيط الاحتفاظ بالعربون** ضمانًا لعمولته.

## أموال العملاء والعقوبات
لا يتسلم الوسيط من الأطراف إلا ما يتطلبه عمله ولا يتصرف فيه إلا لغرضه (المادة 16). وعقوبات المخالفة: إنذار، أو تعليق الترخيص حتى سنة، أو إلغاؤه، أو غرامة حتى **200,000 ريال** (المادة 19).

## خطوات عملية
1. تحقق من ترخيص الوسيط في تطبيق الهيئة العامة للعقار أو منصة **إيجار**.
2. وقّع عقد وساطة مكتوبًا يحدد العمولة والمدة، واكتب صفة أي مبلغ تدفعه: عربون أم مقدم ثمن.

## متى تستشير محاميًا؟
عند الخلاف على العمولة بعد انتهاء العقد، أو على رد عربون كبير.`,
      en: `## Licence and brokerage contract
- No one may act as a real estate broker or provide real estate services **without a licence from the Real Estate General Authority** (Article 4 of the Real Estate Brokerage Law).
- **The brokerage contract must be written** and lodged with the Authority, **or it cannot be relied on**; its term, if not fixed, is **ninety days** (Article 7).

## Commission (Article 14)
- **2.5%** of the value of a sale, or of **the first year’s rent only** for a lease, unless the parties agree otherwise in writing.
- **Whoever signed with the broker** pays it.
- If the broker signs with more than one party to the same deal, his total may not exceed that rate.
- He earns it if the deal closes during the contract or within **two months** after it, if he proves his role, and in some cases where the seller keeps a deposit (Article 15).

## Deposit (Article 13)
- It is agreed by the parties but **may not exceed 5%** of the deal; anything more counts as an advance on the price.
- **A payment is a deposit only if that is stated in writing**; otherwise it is an advance that must be returned if the deal is cancelled.
- If the buyer or tenant causes the deal to fail, with no defect in the property, the deposit is kept; if neither side is to blame, it is returned.
- **The broker may not keep the deposit** as security for his commission.

## Client money and penalties
A broker may take only what his work requires and use it only for that purpose (Article 16). Penalties: a warning, suspension for up to a year, cancellation, or a fine of up to **SAR 200,000** (Article 19).

## Practical steps
1. Check the broker’s licence in the Real Estate General Authority’s app or on **Ejar**.
2. Sign a written contract stating commission and term, and write down whether any payment is a deposit or an advance.

## When to see a lawyer
In a dispute over commission after the contract ended, or over a large deposit.`,
    },
    citations: [
      { lawTitle: BROKERAGE, articles: [4], about: ['ترخيص'] },
      { lawTitle: BROKERAGE, articles: [7], about: ['عقد الوساطة'] },
      { lawTitle: BROKERAGE, articles: [14], about: ['2.5%'] },
      { lawTitle: BROKERAGE, articles: [15], about: ['العمولة'] },
      { lawTitle: BROKERAGE, articles: [13], about: ['عربون'] },
      { lawTitle: BROKERAGE, articles: [16], about: ['مبلغ'] },
      { lawTitle: BROKERAGE, articles: [19], about: ['200,000', 'مائتي ألف'] },
    ],
    keywords: {
      ar: [
        'الوسيط العقاري',
        'عمولة المكتب العقاري',
        'السعي',
        'العربون',
        'عقد الوساطة',
        'دلال عقار',
        'عمولة 2.5',
      ],
      en: [
        'real estate broker',
        'agent commission',
        'brokerage fee',
        'deposit',
        'earnest money',
        'brokerage contract',
      ],
    },
  },
];
