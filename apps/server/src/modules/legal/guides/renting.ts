import type { Guide } from './types.ts';

const RENT_RULES = 'الأحكام النظامية الخاصة بضبط العلاقة بين المؤجر والمستأجر';
const CIVIL = 'نظام المعاملات المدنية';
const NOTICE_365 =
  'الهيئة العامة للعقار: قرار رقم (٤٧٠٠٠٠٤٨٠٢) زيادة مدة إشعار المؤجر للمستأجر بعدم الرغبة في تجديد عقد الإيجار';

export const RENTING_GUIDES: Guide[] = [
  {
    id: 'ejar-lease-registration',
    topic: 'renting',
    title: { ar: 'تسجيل عقد الإيجار في منصة إيجار', en: 'Registering a lease on the Ejar platform' },
    summary: {
      ar: 'يجب على المؤجر تسجيل عقد الإيجار غير المسجل في الشبكة الإلكترونية لخدمات الإيجار (إيجار)، وللمستأجر أن يطلب تسجيله أيضًا. وللطرف الآخر الاعتراض على بيانات العقد خلال 60 يومًا من إبلاغه، وإلا عُدّت صحيحة.',
      en: 'A landlord must register an unregistered lease on the Ejar rental-services network, and the tenant may ask for registration too. The other party has 60 days from notification to object to the recorded details; after that they are taken as correct.',
    },
    body: {
      ar: `## ما القاعدة؟
صدرت عام 2025 (بالمرسوم الملكي م/73) **الأحكام النظامية الخاصة بضبط العلاقة بين المؤجر والمستأجر**. ويقضي البند (سابعًا) منها بأن:
- على **المؤجر** في أي عقد إيجار غير مسجل في شبكة **إيجار** أن يتقدم بطلب تسجيله.
- للمستأجر أيضًا حق طلب تسجيل العقد.
- للطرف الآخر أن **يعترض أمام الهيئة العامة للعقار على بيانات العقد خلال 60 يومًا** من تاريخ إبلاغه بالتسجيل، فإن مضت المدة دون اعتراض عُدّت البيانات صحيحة.

ويعاقب من يخالف هذا البند بغرامة **لا تتجاوز أجرة 12 شهرًا** للعقار، مع تصحيح المخالفة ودون إخلال بحق المتضرر في التعويض (البند تاسعًا).

## لماذا يهم التسجيل؟
العقد المسجل في إيجار هو المرجع في بيانات الأجرة والمدة والطرفين، وتبنى عليه خدمات كثيرة (مثل السداد الإلكتروني والإثبات أمام الجهات). راجع البيانات المسجلة جيدًا لأن السكوت عنها 60 يومًا يجعلها صحيحة.

## خطوات عملية
1. ادخل منصة **إيجار** (بنفسك أو عبر وسيط عقاري مرخص) وسجّل العقد أو اطلب تسجيله.
2. عند وصول إشعار التسجيل، راجع: الأجرة الإجمالية، المدة، تاريخ البداية، مواعيد الدفع، الشروط الإضافية.
3. إن وجدت خطأ، اعترض خلال 60 يومًا واحتفظ بما يثبت الاعتراض.
4. احتفظ بإيصالات السداد الصادرة عبر المنصة.

## متى تستشير محاميًا؟
إذا سُجلت بيانات تخالف ما اتفقتما عليه ورفض الطرف الآخر التصحيح، أو إذا كان العقد تجاريًا بمبالغ كبيرة أو بشروط خاصة.`,
      en: `## The rule
In 2025 (Royal Decree M/73) the **Statutory Provisions Regulating the Relationship between Landlord and Tenant** were issued. Clause Seven provides that:
- For any lease not registered on the **Ejar** network, the **landlord** must apply to register it.
- The tenant also has the right to ask for registration.
- The other party may **object to the recorded lease details before the Real Estate General Authority within 60 days** of being notified of the registration; if no objection is made in that time, the details are taken as correct.

Breaching this clause is punishable by a fine **of up to 12 months’ total rent** for the property, together with correcting the breach and without prejudice to the injured party’s right to compensation (Clause Nine).

## Why registration matters
The Ejar-registered lease is the reference for the rent, term and parties, and many services rely on it (electronic payment, proof before authorities). Check the recorded details carefully: staying silent for 60 days makes them binding.

## Practical steps
1. Use the **Ejar** platform (yourself or through a licensed real-estate broker) to register the lease or ask for it to be registered.
2. When the registration notice arrives, check the total rent, term, start date, payment dates and extra terms.
3. If something is wrong, object within 60 days and keep proof of the objection.
4. Keep the payment receipts the platform issues.

## When to see a lawyer
When the recorded details contradict what you agreed and the other side refuses to correct them, or when the lease is commercial with large sums or special terms.`,
    },
    citations: [
      { lawTitle: RENT_RULES, articles: [7], about: ['إيجار', 'تسجيل العقد'] },
      { lawTitle: RENT_RULES, articles: [9], about: ['غرامة'] },
    ],
    keywords: {
      ar: ['منصة إيجار', 'تسجيل عقد الإيجار', 'توثيق عقد الإيجار', 'الهيئة العامة للعقار'],
      en: ['Ejar', 'lease registration', 'register rental contract', 'Real Estate General Authority'],
    },
  },
  {
    id: 'rent-increase-riyadh',
    topic: 'renting',
    title: {
      ar: 'زيادة الإيجار: منع الزيادة في الرياض (أحكام 2025)',
      en: 'Rent increases: the Riyadh rent freeze (2025 rules)',
    },
    summary: {
      ar: 'في مدينة الرياض لا يجوز للمؤجر زيادة الأجرة الإجمالية في العقود القائمة أو الجديدة لمدة خمس سنوات من نفاذ الأحكام، ولا تزيد أجرة العقار الشاغر المؤجر سابقًا على آخر عقد. وفي غير الرياض تبقى الزيادة خاضعة للاتفاق وأحكام نظام المعاملات المدنية.',
      en: 'In the city of Riyadh a landlord may not raise the total rent on existing or new leases for five years from when the rules took effect, and a vacant unit let before may not be let for more than its last lease. Elsewhere, increases remain a matter of agreement and the Civil Transactions Law.',
    },
    body: {
      ar: `## القاعدة في الرياض
تنص الأحكام النظامية الخاصة بضبط العلاقة بين المؤجر والمستأجر (2025) على أنه:
- **لا يجوز للمؤجر زيادة الأجرة الإجمالية** في عقود الإيجار القائمة عند نفاذ الأحكام أو التي تُبرم بعدها (البند ثانيًا/1).
- العقار الشاغر الذي سبق تأجيره: لا تزيد أجرته الإجمالية على **قيمة آخر عقد إيجار** (ثانيًا/2).
- العقار الذي لم يسبق تأجيره: أجرته بحسب الاتفاق (ثانيًا/3).
- "الأجرة الإجمالية" تشمل الأجرة وأي مبالغ أخرى يدفعها المستأجر للمؤجر بموجب العقد (أولًا)، فلا يصح الالتفاف على المنع برسوم إضافية.

وللمؤجر أن **يعترض أمام الهيئة العامة للعقار** على أجرة العقار الشاغر في حالات منها: ترميمات إنشائية أو هيكلية جوهرية، أو أن آخر عقد أُبرم قبل 2024 (ثالثًا).

## النطاق والمدة
هذه البنود **تقتصر على مدينة الرياض**، ويجوز مدها لمدن أخرى بقرار من مجلس إدارة الهيئة بعد موافقة مجلس الشؤون الاقتصادية والتنمية (سادسًا)، وينتهي العمل بها بعد **خمس سنوات** من نفاذها (خامسًا). والمخالفة غرامتها حتى أجرة 12 شهرًا (تاسعًا).

## خارج الرياض
يحكم الزيادة العقد ونظام المعاملات المدنية: إذا انتهى العقد ولم يتجدد، وطلب المؤجر زيادة معينة وبقي المستأجر في العقار دون اعتراض، لزمته الزيادة من وقت انتهاء العقد (المادة 440).

## خطوات عملية
- تحقق من موقع العقار والتاريخ، ومن العقد المسجل في **إيجار**.
- إذا طُلبت منك زيادة في الرياض فارفضها كتابةً، ويمكنك الإبلاغ عن المخالفة لدى الهيئة العامة للعقار.
- خارج الرياض، اعترض كتابةً قبل انتهاء العقد إذا لم تقبل الزيادة.

## متى تستشير محاميًا؟
إذا هددك المؤجر بالإخلاء لرفضك الزيادة، أو كان العقار تجاريًا في حي تتنازع فيه الحدود الإدارية.`,
      en: `## The rule in Riyadh
The Statutory Provisions Regulating the Landlord–Tenant Relationship (2025) provide that:
- **A landlord may not increase the total rent** on leases existing when the rules took effect or made afterwards (Clause Two/1).
- A vacant unit that was let before may not be let for more than **the value of its last lease** (Two/2).
- A unit never let before: rent as agreed (Two/3).
- “Total rent” covers the rent and any other sums the tenant pays the landlord under the lease (Clause One), so extra fees cannot be used to get round the freeze.

The landlord may **object before the Real Estate General Authority** to the rent cap on a vacant unit in certain cases, such as major structural renovation or a last lease concluded before 2024 (Clause Three).

## Where and for how long
These clauses **apply only to the city of Riyadh**; the Authority’s board may extend them to other cities after approval by the Council of Economic and Development Affairs (Clause Six). They lapse **five years** after taking effect (Clause Five). Breaches carry a fine of up to 12 months’ rent (Clause Nine).

## Outside Riyadh
The lease and the Civil Transactions Law govern increases: if the lease ends without renewal and the landlord asks for a specific increase, a tenant who stays on without objecting is bound by it from the end of the lease (Article 440).

## Practical steps
- Check the property’s location and dates, and the lease registered on **Ejar**.
- If asked for an increase in Riyadh, refuse in writing; you may report the violation to the Real Estate General Authority.
- Outside Riyadh, object in writing before the lease ends if you do not accept an increase.

## When to see a lawyer
When the landlord threatens eviction because you refused an increase, or the property is commercial and its location within Riyadh’s limits is disputed.`,
    },
    citations: [
      { lawTitle: RENT_RULES, articles: [1, 2, 3], about: ['الأجرة الإجمالية'] },
      { lawTitle: RENT_RULES, articles: [5, 6], about: ['خمس', 'الرياض'] },
      { lawTitle: CIVIL, articles: [440], about: ['زيادة'] },
    ],
    keywords: {
      ar: ['زيادة الإيجار', 'تجميد الإيجار', 'رفع الإيجار', 'الأجرة الإجمالية', 'إيجارات الرياض'],
      en: ['rent increase', 'rent freeze', 'Riyadh rent', 'landlord raising rent', 'total rent'],
    },
  },
  {
    id: 'lease-renewal-and-eviction',
    topic: 'renting',
    title: { ar: 'تجديد عقد الإيجار والإخلاء', en: 'Lease renewal and eviction' },
    summary: {
      ar: 'بموجب أحكام 2025 يتجدد عقد الإيجار تلقائيًا ما لم يُشعر أحد الطرفين الآخر قبل 60 يومًا على الأقل من نهايته. وفي الرياض لا يجوز للمؤجر رفض التجديد وإلزام المستأجر بالإخلاء إلا في حالات محددة، ويلزمه في العقد السكني إشعار 365 يومًا إذا أراد العقار لنفسه أو لقريب من الدرجة الأولى.',
      en: 'Under the 2025 rules a lease renews automatically unless one side notifies the other at least 60 days before it ends. In Riyadh the landlord may refuse renewal and require the tenant to leave only in listed cases, and for a residential lease needs 365 days’ notice when he wants the home for himself or a first-degree relative.',
    },
    body: {
      ar: `## التجديد التلقائي
يتجدد عقد الإيجار **تلقائيًا** ما لم يُشعر أحد طرفيه الآخر بعدم الرغبة في التجديد **قبل 60 يومًا على الأقل** من انتهاء مدته، مع استثناءات منها العقود التي بقي من مدتها 90 يومًا أو أقل عند نفاذ الأحكام، والعقود التي يتفق طرفاها على إنهائها بالتراضي بعد فوات مهلة الإشعار (البند ثامنًا). وللهيئة زيادة هذه المدة في العقود النموذجية.

## متى يجوز للمؤجر رفض التجديد؟ (الرياض)
إذا رغب المستأجر في التجديد، فلا يجوز للمؤجر الامتناع وإلزامه بالإخلاء إلا في حالات (البند رابعًا):
1. تخلف المستأجر عن السداد.
2. وجود عيوب هيكلية تهدد السلامة بتقرير فني معتمد من الجهة الحكومية المختصة.
3. رغبة مؤجر العقار **السكني** في إخلائه لاستخدامه الشخصي أو لأحد أقاربه من الدرجة الأولى.
4. حالات أخرى يقررها مجلس إدارة الهيئة.

وفي الحالة الثالثة رفعت الهيئة العامة للعقار مدة الإشعار في العقود النموذجية السكنية إلى **365 يومًا على الأقل** قبل انتهاء العقد. ويطبق البند (رابعًا) في الرياض لمدة خمس سنوات، كما سبق في دليل زيادة الإيجار.

## بعد انتهاء العقد
على المستأجر أن يرد العقار عند انتهاء الإيجار، وإذا بقي فيه دون حق استحق المؤجر أجرة المثل مع التعويض (المادة 435 من نظام المعاملات المدنية).

## خطوات عملية
- الإشعار يكون كتابيًا وموثق التاريخ، ويفضل عبر **إيجار** أو وسيلة يمكن إثباتها.
- إذا طُلب منك الإخلاء في غير الحالات النظامية، فارفض كتابةً وراجع الهيئة العامة للعقار.
- العقد المسجل في إيجار سند تنفيذي عند النزاع على الأجرة، فلا تتأخر في السداد.

## متى تستشير محاميًا؟
إذا رُفعت عليك دعوى إخلاء، أو قطع المؤجر الخدمات لإجبارك على الخروج.`,
      en: `## Automatic renewal
A lease **renews automatically** unless one party notifies the other that it does not wish to renew **at least 60 days** before the term ends, with exceptions such as leases with 90 days or less left when the rules took effect, and leases the parties agree to end after the notice deadline (Clause Eight). The Authority may lengthen this period in standard-form leases.

## When may the landlord refuse renewal? (Riyadh)
If the tenant wants to renew, the landlord may not refuse and require the tenant to vacate except (Clause Four):
1. The tenant has failed to pay.
2. Structural defects threaten safety, per a technical report approved by the competent government body.
3. The landlord of a **residential** unit wants it for personal use or for a first-degree relative.
4. Other cases set by the Authority’s board.

For the third case, the Real Estate General Authority raised the notice in standard residential leases to **at least 365 days** before the lease ends. Clause Four applies in Riyadh for five years, as explained in the rent-increase guide.

## After the lease ends
The tenant must hand the property back when the lease ends; if he stays without right, the landlord is owed a fair market rent plus damages (Civil Transactions Law, Article 435).

## Practical steps
- Give notice in writing with a provable date, preferably through **Ejar**.
- If asked to leave outside the lawful cases, refuse in writing and contact the Real Estate General Authority.
- A lease registered on Ejar is enforceable in rent disputes, so do not fall behind on payments.

## When to see a lawyer
When an eviction claim is filed against you, or the landlord cuts utilities to force you out.`,
    },
    citations: [
      { lawTitle: RENT_RULES, articles: [4, 8], about: ['تجديد', 'التجديد'] },
      { lawTitle: NOTICE_365, articles: [1], about: ['٣٦٥', '365'] },
      { lawTitle: CIVIL, articles: [435], about: ['رد المأجور', 'أجرة المثل'] },
    ],
    keywords: {
      ar: ['الإخلاء', 'تجديد عقد الإيجار', 'عدم التجديد', 'إشعار الإخلاء', 'طرد المستأجر'],
      en: ['eviction', 'lease renewal', 'non-renewal notice', 'landlord wants property back', 'vacate'],
    },
  },
  {
    id: 'tenant-landlord-duties-deposit',
    topic: 'renting',
    title: {
      ar: 'التزامات المؤجر والمستأجر: الإصلاحات والأضرار ورد العقار والتأمين',
      en: 'Landlord and tenant duties: repairs, damage, handing back and the deposit',
    },
    summary: {
      ar: 'على المؤجر الإصلاحات الضرورية لبقاء العقار صالحًا، وعلى المستأجر دفع الأجرة في مواعيدها والمحافظة على العقار ورده بحالته عدا الاستهلاك المعتاد. لذلك لا يحق للمؤجر أن يقتطع من مبلغ التأمين إلا مقابل ضرر يتحمله المستأجر أو دين ثابت عليه.',
      en: 'The landlord must make the repairs needed to keep the property usable; the tenant must pay on time, look after the property and return it as received, apart from normal wear. So a landlord may deduct from a deposit only for damage the tenant is liable for or an established debt.',
    },
    body: {
      ar: `## التزامات المؤجر
- **الإصلاحات الضرورية** لبقاء العقار صالحًا للانتفاع، بما فيها إصلاح أي خلل يؤثر في المنفعة. وإذا تأخر بعد إعذاره، فللمستأجر أن يأخذ إذن المحكمة بالإصلاح ويرجع عليه بالنفقة، وله في الأمور المستعجلة أو اليسيرة عرفًا أن يصلح ويقتطع النفقة المتعارف عليها من الأجرة مع تقديم حساب بذلك (المادة 419 من نظام المعاملات المدنية).

## التزامات المستأجر
- **دفع الأجرة** في المواعيد المتفق عليها، وإن كانت المدة مقسمة على فترات ففي بداية كل فترة (المادة 429).
- **المحافظة على العقار** محافظة الشخص المعتاد، والتعويض عن الأضرار الناشئة عن تعديه أو تقصيره (المادة 430).
- **رد العقار** عند انتهاء الإيجار بالحال التي تسلمه بها، ويُستثنى ما يقتضيه الاستعمال المعتاد (المادة 435).

## مبلغ التأمين (الضمان)
النظام لا يضع مادة خاصة بمبلغ التأمين؛ فهو شرط تعاقدي يُذكر في العقد المسجل في **إيجار**. والقواعد السابقة تحدد ما يجوز خصمه: أضرار بسبب تعدي المستأجر أو تقصيره، أو أجرة متأخرة ثابتة. أما الاستهلاك المعتاد (بهتان الطلاء، تآكل طبيعي) فلا يتحمله المستأجر.

## خطوات عملية
1. صوّر العقار بالتفصيل عند الاستلام وعند التسليم، ووقّعا محضرًا بالحالة.
2. أبلغ المؤجر بالأعطال كتابةً واحتفظ بالتاريخ (هذا هو "الإعذار").
3. سدّد الأجرة عبر **إيجار** لتكون موثقة.
4. عند الخلاف على التأمين، اطلب بيانًا مكتوبًا بالخصومات وسببها.

## متى تستشير محاميًا؟
إذا كانت الأضرار المدعاة كبيرة، أو امتنع المؤجر عن الإصلاحات الأساسية مدة طويلة، أو رغبت في الفسخ بسبب عيب يمنع الانتفاع.`,
      en: `## The landlord’s duties
- **Necessary repairs** to keep the property fit for use, including fixing any defect affecting the intended use. If the landlord delays after formal notice, the tenant may get court permission to do the repairs and recover the cost; for urgent or customarily minor repairs the tenant may do them and deduct the usual cost from the rent, giving the landlord an account (Civil Transactions Law, Article 419).

## The tenant’s duties
- **Pay the rent** on the agreed dates; where the term is divided into periods, at the start of each period (Article 429).
- **Look after the property** as an ordinary careful person would, and compensate for damage caused by misuse or negligence (Article 430).
- **Return the property** at the end of the lease in the state received, apart from what normal use entails (Article 435).

## The security deposit
The law has no article on deposits as such; a deposit is a contractual term recorded in the **Ejar** lease. The rules above decide what may be deducted: damage from the tenant’s misuse or negligence, or established unpaid rent. Normal wear and tear (faded paint, natural ageing) is not the tenant’s cost.

## Practical steps
1. Photograph the property in detail when you move in and when you hand it back, and sign a condition report together.
2. Report faults to the landlord in writing and keep the date (this is your formal notice).
3. Pay rent through **Ejar** so every payment is recorded.
4. If the deposit is disputed, ask for a written list of deductions and reasons.

## When to see a lawyer
When the damage claimed is large, when the landlord has refused essential repairs for a long time, or when you want to end the lease because a defect prevents use.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [419], about: ['الإصلاحات'] },
      { lawTitle: CIVIL, articles: [429], about: ['الأجرة'] },
      { lawTitle: CIVIL, articles: [430], about: ['يحافظ على المأجور'] },
      { lawTitle: CIVIL, articles: [435], about: ['رد المأجور'] },
    ],
    keywords: {
      ar: ['مبلغ التأمين', 'الضمان', 'إصلاحات الشقة', 'أضرار العقار', 'تسليم الشقة'],
      en: ['security deposit', 'repairs', 'property damage', 'wear and tear', 'moving out'],
    },
  },
];
