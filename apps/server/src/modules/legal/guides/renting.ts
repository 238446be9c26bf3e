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
  {
    id: 'commercial-lease-shop',
    topic: 'renting',
    title: {
      ar: 'إيجار المحلات التجارية: التنازل والتأجير من الباطن والتعديلات',
      en: 'Commercial leases: assignment, subletting and alterations',
    },
    summary: {
      ar: 'لا يجوز لمستأجر المحل أن يؤجره من الباطن أو يتنازل عن العقد (التقبيل) إلا بإذن المؤجر، ولا أن يغيّر فيه دون إذنه. وبيع العقار لا يمس حقوق المستأجر، وموت أحد الطرفين لا ينهي العقد. وقواعد 2025 في الرياض تشمل العقار التجاري أيضًا.',
      en: 'A shop tenant may not sublet or assign the lease (“taqbeel”) without the landlord’s permission, nor alter the premises without it. A sale of the building does not affect the tenant’s rights, and the death of either party does not end the lease. The 2025 Riyadh rules cover commercial property too.',
    },
    body: {
      ar: `## التنازل عن المحل والتأجير من الباطن
- لا يجوز للمستأجر أن يؤجر المحل كله أو بعضه أو يتنازل عن العقد **إلا بإذن المؤجر أو إجازته** (المادة 437 من نظام المعاملات المدنية). فـ"تقبيل المحل" دون موافقة المالك لا يُلزمه.
- إذا تم التنازل بإذن، حلّ المتنازَل له محل المستأجر في **جميع الحقوق والالتزامات** (المادة 439)، فاحرص على أن يوثَّق ذلك في **إيجار**.

## استعمال المحل والتعديلات
- يستعمل المستأجر المحل في حدود النشاط المتفق عليه، وإلا فبحسب ما أُعدّ له (المادة 431).
- لا يُحدث تغييرًا دون إذن المؤجر إلا إذا استلزمه إصلاح لا يضر بالعقار (المادة 432).
- الديكورات والإنشاءات التي أقامها المستأجر لمنفعته، إن لم يُتفق على بقائها، فللمؤجر عند انتهاء العقد أن يطلب إزالتها على نفقة المستأجر، أو يستبقيها بدفع قيمتها مستحقة الإزالة أو مقدار ما زادته في قيمة العقار (المادة 436).

## بيع العقار وموت أحد الطرفين
- يصح بيع العقار المؤجر، **ولا يؤثر ذلك في حقوق المستأجر** (المادة 428).
- **لا ينتهي الإيجار بموت المؤجر أو المستأجر**، ولورثة المستأجر طلب الفسخ خلال مدة معقولة إذا صارت أعباء العقد أثقل من موارد التركة أو تجاوز حاجتهم (المادة 441).

## قواعد 2025
تعرّف الأحكام النظامية الخاصة بضبط العلاقة بين المؤجر والمستأجر العقار بأنه السكني **أو التجاري** (البند أولًا)، فتجميد الأجرة وقيود رفض التجديد في **مدينة الرياض** تشمل المحلات، عدا حالة حاجة المؤجر الشخصية فهي للعقار السكني فقط (البند رابعًا).

## خطوات عملية
- سجّل العقد التجاري في **إيجار**، واكتب فيه النشاط المسموح وحكم الديكورات وشرط التنازل.
- لا تدفع "قيمة تقبيل" قبل موافقة المالك المكتوبة ونقل العقد في **إيجار**.

## متى تستشير محاميًا؟
قبل شراء محل قائم (تقبيل)، أو عند نزاع على الديكورات أو التعويض عند الإخلاء.`,
      en: `## Assigning the shop and subletting
- A tenant may not let all or part of the premises, or assign the lease, **without the landlord’s permission or later approval** (Article 437 of the Civil Transactions Law). A shop “taqbeel” (sale of the tenancy) without the owner’s consent does not bind him.
- Where an assignment is permitted, the assignee steps into **all the tenant’s rights and obligations** (Article 439); make sure it is recorded on **Ejar**.

## Use of the premises and alterations
- The tenant uses the shop for the agreed activity, or otherwise for what it was built for (Article 431).
- He may not alter it without permission unless a repair requires it and it does no harm (Article 432).
- Fit-out and structures the tenant added for his own benefit, absent an agreement that they stay, may at the end be removed at the tenant’s cost at the landlord’s request, or kept by the landlord on paying their value as removable items or the increase they add to the property’s value (Article 436).

## Sale of the building, death of a party
- The let property may be sold, **and the sale does not affect the tenant’s rights** (Article 428).
- **A lease does not end when the landlord or tenant dies**; the tenant’s heirs may ask to end it within a reasonable time if its burdens now exceed the estate’s resources or their needs (Article 441).

## The 2025 rules
The rules governing the landlord–tenant relationship define property as residential **or commercial** (Rule 1), so the rent freeze and the limits on refusing renewal in **Riyadh city** cover shops too, except that the landlord’s personal-use ground applies only to residential property (Rule 4).

## Practical steps
- Register the commercial lease on **Ejar**, stating the permitted activity, what happens to the fit-out, and the assignment clause.
- Do not pay a “taqbeel” price before the owner’s written consent and the transfer of the lease on **Ejar**.

## When to see a lawyer
Before buying a going-concern shop, or in a dispute over fit-out or compensation on eviction.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [437], about: ['يتنازل عن العقد'] },
      { lawTitle: CIVIL, articles: [439], about: ['المتنازل له'] },
      { lawTitle: CIVIL, articles: [431, 432], about: ['المنفعة', 'تغييرا'] },
      { lawTitle: CIVIL, articles: [436], about: ['إزالة المحدثات'] },
      { lawTitle: CIVIL, articles: [428], about: ['بيع المأجور'] },
      { lawTitle: CIVIL, articles: [441], about: ['بموت أحد المتعاقدين'] },
      { lawTitle: RENT_RULES, articles: [1], about: ['التجاري'] },
      { lawTitle: RENT_RULES, articles: [4], about: ['السكني'] },
    ],
    keywords: {
      ar: [
        'إيجار محل تجاري',
        'تقبيل محل',
        'التنازل عن الإيجار',
        'التأجير من الباطن',
        'ديكورات المحل',
        'عقد إيجار تجاري',
      ],
      en: ['commercial lease', 'shop lease', 'taqbeel', 'subletting', 'lease assignment', 'shop fit-out'],
    },
  },
  {
    id: 'unpaid-rent',
    topic: 'renting',
    title: { ar: 'تأخر المستأجر في دفع الإيجار', en: 'When the tenant does not pay the rent' },
    summary: {
      ar: 'يدفع المستأجر الأجرة في مواعيدها المتفق عليها، وإلا ففي بداية كل فترة. فإن تأخر فللمؤجر بعد الإعذار طلب التنفيذ أو الفسخ مع التعويض، وعقد الإيجار المسجل في منصة إيجار يُنفَّذ مباشرة عبر ناجز. وفي الرياض يُعد التخلف عن السداد سببًا لرفض التجديد.',
      en: 'A tenant pays rent on the agreed dates, or otherwise at the start of each period. If he falls behind, the landlord may, after a formal notice, ask for performance or termination with damages, and a lease registered on Ejar can be enforced directly through Najiz. In Riyadh, non-payment is a ground for refusing renewal.',
    },
    body: {
      ar: `## متى تُستحق الأجرة؟
يلتزم المستأجر بدفع الأجرة في **المواعيد المتفق عليها**، فإن لم يُتفق فعند تسلّم العقار، وإذا كانت المدة مقسمة على فترات فتُدفع **في بداية كل فترة**. ولا تُستحق أجرة عن مدة سبقت تسليم العقار ما لم يكن التأخير بسبب المستأجر (المادة 429 من نظام المعاملات المدنية).

## ماذا يستطيع المؤجر؟
- **الإعذار أولًا**: ثم المطالبة بتنفيذ العقد (دفع الأجرة) أو **فسخه**، مع التعويض إن كان له مقتضٍ، وللمحكمة رفض الفسخ إذا كان المتأخر قليل الأهمية (المادة 107).
- إذا نص العقد على **الفسخ دون حكم قضائي** عند الإخلال، جاز ذلك، ولا يُعفى من الإعذار إلا إذا اتُّفق صراحة على الإعفاء منه (المادة 108).
- **التنفيذ المباشر**: لا تنفيذ جبري إلا بسند تنفيذي لحق محدد حالّ، ومنها العقود التي يعطيها نظام قوة السند التنفيذي (المادة 9 من نظام التنفيذ). وعقود **إيجار** المسجلة أُعطيت هذه القوة بقرار من مجلس الوزراء، فيُقدَّم طلب التنفيذ بالأجرة المتأخرة عبر **ناجز** دون دعوى موضوعية.
- **في مدينة الرياض**: تخلّف المستأجر عن السداد من الحالات التي تجيز للمؤجر رفض التجديد وإلزامه بالإخلاء (البند رابعًا من قواعد 2025).

## للمستأجر
- ادفع عبر القنوات المربوطة بـ**إيجار** لتظهر الدفعات في سجل العقد، واحتفظ بالإيصالات.
- إذا كان تأخرك بسبب خلل في العقار لم يُصلحه المؤجر، فلا تمتنع عن الدفع من تلقاء نفسك؛ اسلك طريق الإصلاح أو إنقاص الأجرة المقرر نظامًا.

## مدة المطالبة
لا تُسمع دعوى الأجرة على المنكر بعد **خمس سنوات** (المادة 296).

## متى تستشير محاميًا؟
إذا تراكمت أجرة عدة أشهر، أو كان العقد غير مسجل في **إيجار**، أو ادعى المستأجر أن الأجرة دُفعت نقدًا.`,
      en: `## When is rent due?
The tenant must pay on **the agreed dates**; if none were agreed, on taking possession, and where the term is split into periods, **at the start of each period**. No rent is due for time before the property was handed over unless the tenant caused the delay (Article 429 of the Civil Transactions Law).

## What can the landlord do?
- **Give formal notice first**, then ask for performance (payment) or **termination**, with damages where justified; the court may refuse termination if the unpaid part is minor (Article 107).
- If the lease says it may be **terminated without a court judgment** on breach, that is valid, but notice is still needed unless the parties expressly waived it (Article 108).
- **Direct enforcement**: compulsory enforcement needs an enforceable instrument for a fixed, due amount, including contracts that a law makes enforceable (Article 9 of the Enforcement Law). Registered **Ejar** leases were given that force by a Council of Ministers decision, so arrears can be enforced by an enforcement request on **Najiz** without a full lawsuit.
- **In Riyadh city**: the tenant’s failure to pay is one of the cases in which the landlord may refuse renewal and require him to leave (Rule 4 of the 2025 rules).

## For tenants
- Pay through channels linked to **Ejar** so payments show on the lease record, and keep receipts.
- If you are holding back because of a defect the landlord has not fixed, do not simply stop paying; use the statutory routes of repair or rent reduction.

## Time limit
A claim for rent against someone who denies it is not heard after **five years** (Article 296).

## When to see a lawyer
When several months are owed, the lease is not registered on **Ejar**, or the tenant says he paid in cash.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [429], about: ['الأجرة'] },
      { lawTitle: CIVIL, articles: [107], about: ['فسخه'] },
      { lawTitle: CIVIL, articles: [108], about: ['الإعذار'] },
      { lawTitle: CIVIL, articles: [296], about: ['أجرة العقارات'] },
      { lawTitle: 'نظام التنفيذ', articles: [9], about: ['قوة سند التنفيذ'] },
      { lawTitle: RENT_RULES, articles: [4], about: ['السداد'] },
    ],
    keywords: {
      ar: [
        'تأخر الإيجار',
        'عدم دفع الإيجار',
        'المستأجر لا يدفع',
        'تنفيذ عقد الإيجار',
        'إخلاء لعدم السداد',
        'متأخرات الإيجار',
      ],
      en: ['unpaid rent', 'rent arrears', 'tenant not paying', 'enforce lease', 'eviction for non-payment'],
    },
  },
  {
    id: 'rented-home-defects-and-damage',
    topic: 'renting',
    title: {
      ar: 'عيوب العقار المؤجر وتلفه أثناء الإيجار',
      en: 'Defects in a rented property, and damage during the lease',
    },
    summary: {
      ar: 'يضمن المؤجر العيوب التي تمنع الانتفاع بالعقار أو تنقصه، فللمستأجر طلب الفسخ أو إنقاص الأجرة مع التعويض. وإذا هلك العقار كليًا انفسخ العقد، وإن هلك جزئيًا أو نقص الانتفاع دون خطأ المستأجر جاز له الفسخ أو إنقاص الأجرة.',
      en: 'The landlord answers for defects that prevent or reduce use of the property, so the tenant may ask to end the lease or cut the rent, with damages. If the property is wholly destroyed the lease ends automatically; if partly destroyed or less usable through no fault of the tenant, he may end it or ask for a lower rent.',
    },
    body: {
      ar: `## ضمان العيوب
- يضمن المؤجر ما في العقار من **عيوب تحول دون الانتفاع به أو تنقص منه**، ولا يضمن العيوب التي جرى العرف على التسامح فيها أو التي كان المستأجر يعلمها وقت التعاقد (المادة 425 من نظام المعاملات المدنية).
- إذا حرم العيب المستأجر من الانتفاع كليًا أو جزئيًا، فله **طلب الفسخ أو إنقاص الأجرة**، مع حقه في التعويض (المادة 426).
- أي شرط يعفي المؤجر من ضمان العيب أو يحدّ منه **باطل** إذا كان المؤجر قد تعمّد إخفاء العيب (المادة 427).

## الإصلاحات
يلتزم المؤجر بالإصلاحات الضرورية لبقاء العقار صالحًا. فإن تأخر بعد إعذاره، فللمستأجر إذن المحكمة بالإصلاح والرجوع بالنفقة، وله دون إذن أن يُصلح المستعجل أو اليسير عرفًا ويقتطع نفقته من الأجرة بالقدر المتعارف، مع تقديم حساب للمؤجر (المادة 419).

## الهلاك والتلف
- **الهلاك الكلي** أثناء المدة (حريق أتى على المبنى مثلًا) يفسخ العقد من تلقاء نفسه (المادة 420).
- **الهلاك الجزئي** أو نقص الانتفاع **دون تسبب المستأجر** يجيز له طلب الفسخ أو إنقاص الأجرة (المادة 421).
- أما الضرر الناشئ عن تعدي المستأجر أو تقصيره فيتحمله هو.

## خطوات عملية
1. وثّق حالة العقار عند الاستلام بالصور والتاريخ، وأرفقها بعقد **إيجار** إن أمكن.
2. أبلغ المؤجر بالعيب كتابةً وحدد مهلة معقولة (هذا هو الإعذار).
3. احتفظ بفواتير أي إصلاح مستعجل قمت به.
4. عند الخلاف: التسوية أولًا، ثم الدعوى عبر **ناجز**.

## متى تستشير محاميًا؟
إذا كان العيب خطرًا على السلامة، أو تريد ترك العقار قبل نهاية المدة بسبب العيب، أو طالبك المؤجر بقيمة أضرار كبيرة.`,
      en: `## Liability for defects
- The landlord answers for **defects that prevent use of the property or reduce it**, but not for defects custom tolerates or that the tenant knew of when signing (Article 425 of the Civil Transactions Law).
- If a defect deprives the tenant of all or part of the use, he may **ask to end the lease or to reduce the rent**, and claim damages too (Article 426).
- A clause excusing or limiting the landlord’s liability for defects is **void** if the landlord deliberately hid the defect (Article 427).

## Repairs
The landlord must carry out the repairs needed to keep the property usable. If he delays after formal notice, the tenant may get the court’s permission to repair and recover the cost, and may without permission carry out urgent or minor repairs and deduct their customary cost from the rent, giving the landlord an account (Article 419).

## Destruction and damage
- **Total destruction** during the term (say, a fire that destroys the building) ends the lease automatically (Article 420).
- **Partial destruction**, or less use **not caused by the tenant**, lets him ask to end the lease or to pay less rent (Article 421).
- Damage caused by the tenant’s misuse or negligence is his to bear.

## Practical steps
1. Record the property’s condition at handover with dated photos, attached to the **Ejar** lease if possible.
2. Tell the landlord about the defect in writing and give a reasonable deadline (this is the formal notice).
3. Keep invoices for any urgent repair you made.
4. If you disagree: try to settle, then file on **Najiz**.

## When to see a lawyer
When the defect is a safety hazard, when you want to leave before the term ends because of it, or when the landlord claims large damages from you.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [425], about: ['عيوب'] },
      { lawTitle: CIVIL, articles: [426], about: ['إنقاص الأجرة'] },
      { lawTitle: CIVIL, articles: [427], about: ['تعمد إخفاء'] },
      { lawTitle: CIVIL, articles: [419], about: ['الإصلاحات الضرورية'] },
      { lawTitle: CIVIL, articles: [420, 421], about: ['هلك المأجور'] },
    ],
    keywords: {
      ar: [
        'عيوب الشقة',
        'تسربات',
        'رطوبة',
        'خراب المكيف',
        'إنقاص الإيجار',
        'فسخ عقد الإيجار',
        'حريق الشقة المؤجرة',
      ],
      en: [
        'defects in rented flat',
        'leaks',
        'broken AC',
        'rent reduction',
        'end lease early',
        'rented property damaged',
      ],
    },
  },
];
