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
      ar: 'للمخالف الاعتراض على المخالفة أمام المحكمة المختصة خلال 30 يومًا من تحريرها. وإذا لم يعترض أو رُفض اعتراضه فعليه السداد خلال 15 يومًا، وله طلب مهلة لا تتجاوز 90 يومًا، وإلا جاز الحجز على أرصدته البنكية مباشرة. وتُسجل لكل مخالفة نقاط قد تؤدي إلى سحب الرخصة.',
      en: 'A driver may object to a violation before the competent court within 30 days of it being issued. Without an objection, or if it is rejected, the fine must be paid within 15 days, with a possible extension of up to 90 days; otherwise bank balances may be attached directly. Each violation also adds points that can lead to the licence being withdrawn.',
    },
    body: {
      ar: `## الاعتراض
للمخالف **حق الاعتراض على محضر المخالفة أمام المحكمة المختصة خلال 30 يومًا** من تاريخ تحريرها، ما لم يكن لديه عذر تقتنع به المحكمة منعه من الاعتراض في الموعد (المادة 75/1 من نظام المرور).

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
A driver **may object to the violation record before the competent court within 30 days** of its issue, unless he had an excuse the court accepts for missing the deadline (Traffic Law, Article 75(1)).

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
];
