import type { Guide } from './types.ts';

const TRAFFIC = 'نظام المرور';

export const TRAFFIC_GUIDES: Guide[] = [
  {
    id: 'traffic-violation-objection-and-payment',
    topic: 'traffic',
    title: {
      ar: 'المخالفات المرورية: الاعتراض والسداد والنقاط',
      en: 'Traffic violations: objecting, paying and penalty points',
    },
    summary: {
      ar: 'للمخالف الاعتراض على المخالفة أمام المحكمة المختصة خلال 30 يومًا من إبلاغه بها. وإذا لم يعترض أو رُفض اعتراضه فعليه السداد خلال 15 يومًا، وله طلب مهلة لا تتجاوز 90 يومًا، وإلا جاز الحجز على أرصدته البنكية مباشرة. وتُسجل لكل مخالفة نقاط قد تؤدي إلى سحب الرخصة.',
      en: 'A driver may object to a violation before the competent court within 30 days of being notified of it. Without an objection, or if it is rejected, the fine must be paid within 15 days, with a possible extension of up to 90 days; otherwise bank balances may be attached directly. Each violation also adds points that can lead to the licence being withdrawn.',
    },
    body: {
      ar: `## الاعتراض
للمخالف **حق الاعتراض على محضر المخالفة أمام المحكمة المختصة خلال 30 يومًا** من تاريخ إبلاغه بها (بحسب تعديل 1439هـ، وكانت المدة قبله تُحسب من تحرير المخالفة)، وللمحكمة أن تنظر الاعتراض بعد المدة إذا قدّم عذرًا تقتنع به (المادة 75/1 من نظام المرور).

## السداد والمهلة
بعد تعديل عام 1443هـ (المرسوم الملكي م/86):
- إذا انقضت مدة الاعتراض دون اعتراض، أو رُفض الاعتراض، أو عُدّلت الغرامة بحكم، فيجب **السداد خلال 15 يومًا**.
- يجوز خلال هذه المدة **طلب مهلة لا تتجاوز 90 يومًا** للسداد.
- إذا لم يُسدد في الموعد، **يجوز الحجز والتنفيذ مباشرة على أرصدة الحسابات البنكية** وفق آلية مشتركة بين الجهات المختصة، مع استثناء مخالفات تحددها وزارة الداخلية لا تعرض السلامة العامة للخطر.
- يجوز **تقسيط** غرامة المخالفة الواحدة، ويجوز **تخفيضها بنسبة لا تتجاوز 25% من حدها الأدنى** وفق ضوابط وزير الداخلية (المادة 75/2–3 المعدلة).

## النقاط وسحب الرخصة
لكل مخالفة **عدد من النقاط** بحسب خطورتها على السلامة العامة، تُسجل في سجل المخالف، و**تُسحب الرخصة عند تجاوز الحد الأعلى** المسموح به، وتحدد اللائحة القواعد ومدد السحب (المادة 76).

## خطوات عملية
1. راجع مخالفاتك في **أبشر** (أفراد ← المرور ← استعلام عن المخالفات) أو في تطبيق "ساهر"/منصة المرور.
2. للاعتراض: استخدم خدمة **الاعتراض على المخالفات** في أبشر خلال 30 يومًا، وأرفق ما يثبت (صورة، مستند بيع المركبة، إثبات وجودك في مكان آخر).
3. إذا رُفض الاعتراض الإداري، فالطريق هو المحكمة المختصة.
4. ادفع عبر **سداد** قبل انتهاء المهلة لتفادي الحجز.

## متى تستشير محاميًا؟
إذا كانت المخالفة مرتبطة بحادث فيه إصابات، أو سُجلت مخالفات على مركبة بعتها ولم يُنقل تسجيلها، أو كان مجموعها كبيرًا.`,
      en: `## Objecting
A driver **may object to the violation record before the competent court within 30 days** of being notified of it (as amended in 1439H; the period used to run from the date the ticket was written), and the court may hear a late objection if he shows an excuse it accepts (Traffic Law, Article 75(1)).

## Paying and extensions
Since the 1443H amendment (Royal Decree M/86):
- If the objection period passes without an objection, the objection is rejected, or a judgment changes the fine, the fine must be **paid within 15 days**.
- Within that time the driver may **ask for an extension of up to 90 days**.
- If it is still unpaid, **bank account balances may be attached and enforced directly**, under a mechanism shared by the competent authorities, except for violations the Ministry of Interior lists as not endangering public safety.
- A fine for a single violation may be **paid in instalments**, and may be **reduced by up to 25% of its minimum** under rules set by the Minister of Interior (amended Article 75(2)–(3)).

## Points and licence withdrawal
Each violation carries **a number of points** according to how dangerous it is, recorded against the driver, and **the licence is withdrawn once the maximum is exceeded**; the regulation sets the rules and withdrawal periods (Article 76).

## Practical steps
1. Check your violations in **Absher** (Individuals → Traffic → violations inquiry) or the traffic platform.
2. To object, use the **violation objection** service in Absher within 30 days, attaching your evidence (photo, vehicle sale document, proof you were elsewhere).
3. If the administrative objection is rejected, the route is the competent court.
4. Pay through **SADAD** before the deadline to avoid attachment.

## When to see a lawyer
When the violation is linked to an accident with injuries, when violations are recorded on a vehicle you sold but whose registration was not transferred, or when the total is large.`,
    },
    citations: [
      { lawTitle: TRAFFIC, articles: [75], about: ['الاعتراض', 'ثلاثين يوما'] },
      { lawTitle: TRAFFIC, articles: [76], about: ['النقاط'] },
    ],
    keywords: {
      ar: [
        'المخالفات المرورية',
        'الاعتراض على مخالفة',
        'ساهر',
        'تقسيط المخالفات',
        'نقاط المخالفات',
        'سحب الرخصة',
      ],
      en: [
        'traffic fine',
        'traffic violation',
        'object to fine',
        'Saher',
        'penalty points',
        'licence suspension',
      ],
    },
  },
  {
    id: 'traffic-accident-liability-najm',
    topic: 'traffic',
    title: {
      ar: 'الحادث المروري: ماذا تفعل، ومن يتحمل المسؤولية؟',
      en: 'Traffic accidents: what to do, and who is liable',
    },
    summary: {
      ar: 'على كل سائق طرف في حادث أن يقف في مكانه ويبلّغ ويسعف المصابين، وإلا عوقب. والمسؤولية تقوم على الإهمال أو قلة الاحتراز أو مخالفة الأنظمة، والتأمين على المركبة إلزامي. ومن أتلف نفسًا متعديًا أو مفرطًا يعاقب بالسجن أو الغرامة مع حفظ الحق الخاص.',
      en: 'Every driver involved in an accident must stop, report it and help the injured, or be penalised. Liability rests on negligence, carelessness or breaking the rules, and vehicle insurance is compulsory. Anyone who kills or injures through transgression or negligence faces prison or a fine, and the victim’s private right (compensation, diya) remains.',
    },
    body: {
      ar: `## واجباتك عند الحادث
على كل سائق يكون طرفًا في حادث مروري أن **يوقف مركبته في مكان الحادث**، و**يبادر بإبلاغ الجهة المختصة**، و**يقدّم المساعدة الممكنة للمصابين**؛ ومن لم يفعل يعاقب بالغرامة أو السجن أو بهما (المادة 63 من نظام المرور). ولا تغادر المكان قبل تسجيل الحادث.

## من المسؤول؟
- تنقسم الحوادث إلى **بسيطة وجسيمة** وتحدد اللائحة تفاصيلها (المادة 59).
- يكون الحادث **موجبًا للمسؤولية إذا نتج من الإهمال أو قلة الاحتراز أو عدم مراعاة الأنظمة** (المادة 60)، وعلى هذا الأساس تُحدد نسب الخطأ بين الأطراف.
- من سمح لشخص **لا يحمل رخصة قيادة** بقيادة مركبته يعاقب، وإذا وقع حادث كان **متضامنًا معه في المسؤولية المادية** بحسب تقدير المحكمة (المادة 77).
- **التأمين إلزامي** على كل قائد مركبة يحمل رخصة سارية ويقود داخل المملكة (المادة 8).

## الحوادث الجسيمة
- تبدأ الجهة المختصة التحقيق فورًا، وإذا نتج عن الحادث **وفاة أو إصابة جسيمة** يوقف السائق المتسبب مدة محدودة يجوز للمحكمة تمديدها، ويُطلق سراحه فور تقديم كفالة أو **وثيقة التأمين** المطلوبة (المادة 61).
- من أتلف نفسًا كلها أو بعضها في حادث سير **متعديًا أو مفرطًا** يعاقب بالسجن أو الغرامة أو بهما، **دون إخلال بالحق الخاص** كالدية والتعويض (المادة 62).

## خطوات عملية
1. أمّن المكان، واتصل بالإسعاف عند وجود إصابات، ثم بالمرور أو بـ**نجم** في المدن التي يغطيها للحوادث البسيطة.
2. صوّر المركبات ومواقعها واللوحات والرخص، واحتفظ بأسماء الشهود.
3. تابع تقرير الحادث ونسبة الخطأ عبر **نجم** أو **أبشر**، واعترض عليه في المهلة المحددة إن رأيته غير صحيح.
4. اطلب التعويض من شركة تأمين المتسبب بتقرير الحادث، وعند الخلاف تنظر المحكمة المختصة (المادة 67).

## متى تستشير محاميًا؟
عند وجود وفاة أو إصابة، أو رفض شركة التأمين التعويض، أو اعتراضك على نسبة الخطأ.`,
      en: `## Your duties at an accident
Every driver involved in a traffic accident must **stop at the scene**, **report it promptly to the authorities**, and **give the injured whatever help he can**; failing to do so is punished with a fine, prison or both (Article 63 of the Traffic Law). Do not leave before the accident is recorded.

## Who is liable?
- Accidents are **minor or serious**, with details set by the regulation (Article 59).
- An accident **gives rise to liability if it results from negligence, carelessness or failure to follow the rules** (Article 60); fault percentages between the parties are set on that basis.
- Anyone who lets **an unlicensed person** drive his vehicle is penalised, and if an accident follows he is **jointly liable for the financial damage** as the court decides (Article 77).
- **Insurance is compulsory** for every licensed driver driving in the Kingdom (Article 8).

## Serious accidents
- The authorities start investigating at once; if the accident causes **death or serious injury**, the driver at fault is held for a limited period that the court may extend, and must be released once he provides bail or the required **insurance policy** (Article 61).
- Anyone who kills or injures someone in a road accident **through transgression or negligence** faces prison, a fine or both, **without prejudice to the private right** such as diya and compensation (Article 62).

## Practical steps
1. Make the scene safe, call an ambulance if anyone is hurt, then traffic police — or **Najm** for minor accidents in the cities it covers.
2. Photograph the vehicles, their positions, plates and licences, and note witnesses.
3. Follow the accident report and fault percentage on **Najm** or **Absher**, and object within the set period if you think it wrong.
4. Claim from the at-fault driver’s insurer with the report; if there is a dispute, the competent court decides (Article 67).

## When to see a lawyer
When someone has died or been injured, the insurer refuses to pay, or you dispute the fault percentage.`,
    },
    citations: [
      { lawTitle: TRAFFIC, articles: [63], about: ['يوقف المركبة في مكان الحادث'] },
      { lawTitle: TRAFFIC, articles: [59], about: ['الحادث المروري البسيط'] },
      { lawTitle: TRAFFIC, articles: [60], about: ['الإهمال'] },
      { lawTitle: TRAFFIC, articles: [77], about: ['رخصة قيادة'] },
      { lawTitle: TRAFFIC, articles: [8], about: ['بالتأمين'] },
      { lawTitle: TRAFFIC, articles: [61], about: ['وثيقة التأمين'] },
      { lawTitle: TRAFFIC, articles: [62], about: ['متعديا أو مفرطا'] },
      { lawTitle: TRAFFIC, articles: [67], about: ['المحاكم المختصة'] },
    ],
    keywords: {
      ar: [
        'حادث مروري',
        'حادث سيارة',
        'نجم',
        'نسبة الخطأ',
        'تأمين السيارة',
        'صدمة',
        'حادث دهس',
        'تقدير الأضرار',
      ],
      en: [
        'car accident',
        'traffic accident',
        'Najm',
        'fault percentage',
        'car insurance claim',
        'hit and run',
      ],
    },
  },
  {
    id: 'drifting-and-serious-traffic-offences',
    topic: 'traffic',
    title: {
      ar: 'التفحيط والمخالفات الخطرة وحجز المركبة',
      en: 'Drifting, dangerous offences and vehicle impound',
    },
    summary: {
      ar: 'التفحيط في المرة الأولى: حجز المركبة 15 يومًا وغرامة 20 ألف ريال والإحالة للمحكمة للنظر في السجن، وفي الثانية شهر و40 ألفًا، وفي الثالثة 60 ألفًا والنظر في مصادرة المركبة. والمخالفات المتكررة الخطرة تُحال إلى المحكمة لتشديد الغرامة أو السجن.',
      en: 'Drifting, first time: 15 days’ impound, a SAR 20,000 fine and referral to court to consider prison; second time a month and SAR 40,000; third time SAR 60,000 and the court may confiscate the car. Repeated dangerous offences are referred to court for a higher fine or prison.',
    },
    body: {
      ar: `## التفحيط (المادة 69 بعد تعديل 1437هـ)
التفحيط مخالفة مرورية عقوبتها:
| المرة | حجز المركبة | الغرامة | ثم |
|---|---|---|---|
| الأولى | 15 يومًا | 20,000 ريال | إحالة للمحكمة للنظر في السجن |
| الثانية | شهر | 40,000 ريال | إحالة للمحكمة للنظر في السجن |
| الثالثة | حجز | 60,000 ريال | إحالة للمحكمة للنظر في مصادرة المركبة والسجن |

وتُستثنى المركبات **المستأجرة والمسروقة** من الحجز والمصادرة، ويُلزم المخالف في المرة الثالثة بدفع قيمة مثلها بدل المصادرة إن كانت كذلك.

## المخالفات الخطرة المتكررة
إذا تكررت المخالفات التي **تعرض السلامة العامة للخطر**، فعلى الإدارة المختصة أن تطلب من المحكمة خلال **30 يومًا** من تحرير المخالفة النظر في **غرامة أعلى من الحد الأدنى أو السجن أو كليهما** (المادة 74). وتحدد اللائحة هذه المخالفات.

## جداول المخالفات
يعاقب مرتكب المخالفات الواردة في الجداول الملحقة بالنظام بغرامات متدرجة بحسب الجدول، وبعضها مع **حجز المركبة حتى إزالة المخالفة** (المادة 68). وتسجل كل مخالفة **نقاطًا** قد تؤدي إلى سحب الرخصة (المادة 76).

## حجز الرخص رهنًا
يحظر حجز رخصة القيادة أو رخصة السير لدى الغير أو رهنها، ويعاقب من فعل ذلك بغرامة من **1,000 إلى 2,000 ريال** (المادة 70 بعد تعديل 1437هـ).

## خطوات عملية
- راجع مخالفاتك ونقاطك في **أبشر**، وادفع أو اعترض في المواعيد (انظر دليل الاعتراض على المخالفات).
- عند حجز المركبة تابع إجراءات الإفراج عنها عبر **أبشر** أو إدارة المرور.
- إذا أُحلت إلى المحكمة فاحضر الجلسة وقدّم دفوعك.

## متى تستشير محاميًا؟
عند الإحالة إلى المحكمة بسبب التفحيط أو تكرار المخالفات الخطرة، أو خطر مصادرة المركبة.`,
      en: `## Drifting (Article 69 as amended in 1437H)
Drifting (tafheet) is a traffic offence punished as follows:
| Time | Impound | Fine | Then |
|---|---|---|---|
| First | 15 days | SAR 20,000 | referral to court to consider prison |
| Second | one month | SAR 40,000 | referral to court to consider prison |
| Third | impound | SAR 60,000 | referral to court to consider confiscation and prison |

**Rented and stolen** vehicles are not impounded or confiscated; on a third offence the offender may instead be ordered to pay the value of such a vehicle.

## Repeated dangerous offences
When offences that **endanger public safety** are repeated, the authority must ask the court, within **30 days** of the ticket, to consider **a fine above the minimum, prison, or both** (Article 74). The regulation lists these offences.

## The violation tables
Offences in the tables attached to the law carry fines in bands set by each table, some together with **impounding the vehicle until the violation is removed** (Article 68). Each violation also adds **points** that can lead to losing the licence (Article 76).

## Holding licences as security
Holding someone’s driving licence or vehicle registration as security, or pledging it, is prohibited and punished by a fine of **SAR 1,000 to 2,000** (Article 70 as amended in 1437H).

## Practical steps
- Check your violations and points on **Absher**, and pay or object on time (see the guide on objecting to violations).
- If your vehicle is impounded, follow the release procedure on **Absher** or at the traffic department.
- If you are referred to court, attend and present your defence.

## When to see a lawyer
When you are referred to court for drifting or repeated dangerous driving, or your vehicle may be confiscated.`,
    },
    citations: [
      { lawTitle: TRAFFIC, articles: [69], about: ['التفحيط', 'عشرون ألف'] },
      { lawTitle: TRAFFIC, articles: [74], about: ['السلامة العامة'] },
      { lawTitle: TRAFFIC, articles: [68], about: ['حجز المركبة'] },
      { lawTitle: TRAFFIC, articles: [76], about: ['نقاط'] },
      { lawTitle: TRAFFIC, articles: [70], about: ['رهنها'] },
    ],
    keywords: {
      ar: [
        'التفحيط',
        'عقوبة التفحيط',
        'حجز السيارة',
        'مصادرة السيارة',
        'مخالفة خطرة',
        'السرعة العالية',
        'رهن الرخصة',
      ],
      en: [
        'drifting',
        'tafheet',
        'car impound',
        'vehicle confiscation',
        'dangerous driving',
        'reckless driving',
      ],
    },
  },
];
