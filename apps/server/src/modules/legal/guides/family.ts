import type { Guide } from './types.ts';

const PSL = 'نظام الأحوال الشخصية';
const ENFORCEMENT = 'نظام التنفيذ';

export const FAMILY_GUIDES: Guide[] = [
  {
    id: 'marriage-contract-conditions',
    topic: 'family',
    title: {
      ar: 'عقد الزواج: شروط صحته والشروط الخاصة وتوثيقه',
      en: 'The marriage contract: validity, special conditions and registration',
    },
    summary: {
      ar: 'يصح عقد الزواج بتعيين الزوجين ورضاهما وإيجاب الولي وشهادة شاهدين وانتفاء الموانع، ويجب توثيقه، ولا يوثق لمن هو دون 18 عامًا إلا بإذن المحكمة. والزوجان عند شروطهما، لكن الشرط لا يعطي حق الفسخ إلا إذا كُتب في وثيقة العقد أو أقرّ به الزوجان.',
      en: 'A marriage is valid with both spouses identified and consenting, the guardian’s offer, two witnesses and no impediment; it must be registered, and not for anyone under 18 without court permission. Spouses are bound by their conditions, but a condition gives a right to annul only if written in the marriage document or admitted by both.',
    },
    body: {
      ar: `## شروط صحة العقد
يشترط نظام الأحوال الشخصية (1443هـ) لصحة عقد الزواج (المادة 13): تعيين الزوجين، ورضاهما، وإيجاب الولي، وشهادة شاهدين، وألا تكون المرأة محرّمة على الرجل تحريمًا مؤبدًا أو مؤقتًا.

## التوثيق والسن
- **يجب توثيق** عقد الزواج، وعلى الزوجين أو أحدهما توثيقه، ولكل ذي مصلحة طلب إثبات العقد غير الموثق (المادة 8).
- **يُمنع توثيق** عقد من هو دون **18 عامًا**، وللمحكمة أن تأذن بزواجه إذا كان بالغًا بعد التحقق من مصلحته (المادة 9).

## الشروط الخاصة في العقد
- القاعدة: **الزوجان عند شروطهما** (المادة 27)، مثل شرط إكمال الدراسة أو العمل أو السكن المستقل.
- لكن الشرط **لا يُثبت خيار فسخ** العقد إلا إذا **نُص عليه كتابةً في وثيقة عقد الزواج** أو أقرّ به الزوجان. لذلك اكتب شروطك في الوثيقة نفسها لا في ورقة جانبية أو اتفاق شفهي.
- الشرط الذي ينافي استمرار الزواج، أو جعل الزواج مقابل زواج آخر (الشغار)، **يبطل العقد**؛ أما الشرط المنافي لمقتضى العقد فيبطل الشرط ويصح العقد (المادة 29).

## خطوات عملية
1. اتفقا على الشروط قبل العقد واكتباها بوضوح.
2. تأكد أن المأذون أو جهة التوثيق أثبتها في **وثيقة عقد الزواج** الإلكترونية.
3. احتفظ بنسخة من الوثيقة (متاحة عبر **ناجز**).

## متى تستشير محاميًا؟
إذا أُخل بشرط مكتوب وتريد الفسخ، أو إذا كان الزواج غير موثق وتحتاج إلى إثباته (للنسب أو الإقامة أو الإرث).`,
      en: `## Conditions of validity
The Personal Status Law (1443H) requires for a valid marriage contract (Article 13): both spouses identified; their consent; the offer by the bride’s guardian; two witnesses; and that the woman is not prohibited to the man, permanently or temporarily.

## Registration and age
- The marriage contract **must be registered**; both spouses or either of them must register it, and anyone with an interest may ask the court to establish an unregistered marriage (Article 8).
- A marriage of anyone **under 18** may not be registered, but the court may permit it if the person has reached puberty and the marriage is in his or her interest (Article 9).

## Special conditions
- The rule: **spouses are bound by their conditions** (Article 27) — for example, finishing studies, working or a separate home.
- But a condition gives **a right to annul** the marriage only if it is **written in the marriage document** or admitted by both spouses. So put your conditions in the document itself, not in a side letter or verbal promise.
- A condition that contradicts the marriage continuing, or making one marriage the price of another (shighar), **voids the contract**; a condition contrary to the nature of the contract is void while the marriage stands (Article 29).

## Practical steps
1. Agree conditions before the contract and write them clearly.
2. Make sure the marriage officiant or registry records them in the electronic **marriage document**.
3. Keep a copy of the document (available through **Najiz**).

## When to see a lawyer
When a written condition is broken and you want annulment, or when a marriage was never registered and you need to prove it (for parentage, residency or inheritance).`,
    },
    citations: [
      { lawTitle: PSL, articles: [13], about: ['لصحة عقد الزواج'] },
      { lawTitle: PSL, articles: [8, 9], about: ['توثيق عقد الزواج'] },
      { lawTitle: PSL, articles: [27, 29], about: ['الشرط', 'شروطهما'] },
    ],
    keywords: {
      ar: ['عقد الزواج', 'شروط الزواج', 'الشروط في عقد النكاح', 'توثيق الزواج', 'سن الزواج'],
      en: [
        'marriage contract',
        'marriage conditions',
        'prenuptial conditions',
        'marriage registration',
        'marriage age',
      ],
    },
  },
  {
    id: 'divorce-talaq',
    topic: 'family',
    title: { ar: 'الطلاق وتوثيقه والعدة', en: 'Divorce (talaq), registering it, and the waiting period' },
    summary: {
      ar: 'الطلاق حل عقد الزواج بإرادة الزوج، ويجب عليه توثيقه خلال 15 يومًا من البينونة، وإلا فللزوجة التي لم تعلم بالطلاق تعويض لا يقل عن الحد الأدنى للنفقة. ولا يقع طلاق غير المختار أو من اشتد غضبه حتى فقد إدراكه.',
      en: 'Talaq is the husband’s dissolution of the marriage. He must register it within 15 days of it becoming final; a wife who was not told is owed compensation of at least the minimum maintenance. A divorce by someone coerced, or so angry he lost control, does not take effect.',
    },
    body: {
      ar: `## ما الطلاق؟
الطلاق **حل عقد الزواج بإرادة الزوج** باللفظ الدال عليه (المادة 77)، ويقع بالنطق أو الكتابة، وعند العجز عنهما بالإشارة المفهومة (المادة 79).

## متى لا يقع؟
لا يقع الطلاق في حالات منها (المادة 80): طلاق غير العاقل أو **غير المختار** (المُكرَه)، وطلاق من اشتد غضبه حتى حال الغضب بينه وبين التحكم في ألفاظه، وغيرها مما تفصله المادة. فإذا وُثّق الطلاق وفق الإجراءات النظامية لم يُقبل الطعن في صحته لهذه الأسباب (المادة 82)، فالاعتراض يكون قبل التوثيق.

## التوثيق: واجب على الزوج
يجب على الزوج أن **يوثق الطلاق** أمام الجهة المختصة **خلال 15 يومًا** من حين البينونة، ولا يمنع ذلك الزوجة من رفع دعوى إثبات الطلاق (المادة 90). وإذا لم يوثقه ولم تعلم الزوجة، فلها **تعويض لا يقل عن الحد الأدنى للنفقة** من تاريخ الطلاق إلى تاريخ علمها (المادة 91). وكذلك المراجعة في الطلاق الرجعي يجب توثيقها خلال 15 يومًا (المادة 92).

## العدة
عدة المطلقة غير الحامل: **ثلاث حيضات** لمن تحيض، و**ثلاثة أشهر** لمن لا تحيض (المادة 121).

## خطوات عملية
- توثيق الطلاق وإثباته يتم إلكترونيًا عبر **ناجز**، وتصل الزوجة رسالة بذلك.
- راجعي ما يترتب على الطلاق: النفقة، الحضانة، المهر المؤجل، الزيارة؛ ولكل منها دعوى مستقلة يمكن رفعها عبر ناجز.
- إذا شككت في وقوع الطلاق (غضب، إكراه)، فاستشر قبل التوثيق.

## متى تستشير محاميًا؟
عند الخلاف على وقوع الطلاق، أو عدده، أو عند وجود أطفال وأموال مشتركة.`,
      en: `## What is talaq?
Talaq is **the dissolution of the marriage by the husband’s will**, using words that express it (Article 77). It takes effect by speech or in writing, or by understandable gesture when neither is possible (Article 79).

## When does it not take effect?
Among the cases in Article 80: divorce by someone not of sound mind or **not acting freely** (coerced), and divorce by someone so angry that it prevented him from controlling what he said, and other cases the article lists. Once the divorce has been registered through the official procedure, its validity can no longer be challenged on these grounds (Article 82) — so object before registration.

## Registration: the husband’s duty
The husband must **register the divorce** with the competent authority **within 15 days** of it becoming final, without prejudice to the wife’s right to sue to establish the divorce (Article 90). If he does not and the wife did not know, she is owed **compensation of at least the minimum maintenance** from the date of divorce until she learned of it (Article 91). Taking her back during a revocable divorce must also be registered within 15 days (Article 92).

## The waiting period (iddah)
For a divorced woman who is not pregnant: **three menstrual cycles**, or **three months** for a woman who does not menstruate (Article 121).

## Practical steps
- Divorce is registered and proven electronically through **Najiz**; the wife receives a notification.
- Review what follows: maintenance, custody, deferred dower, visitation — each is a separate claim you can file on Najiz.
- If you doubt the divorce took effect (anger, coercion), get advice before it is registered.

## When to see a lawyer
When it is disputed whether or how many times divorce occurred, or when there are children and shared assets.`,
    },
    citations: [
      { lawTitle: PSL, articles: [77, 79, 80], about: ['الطلاق'] },
      { lawTitle: PSL, articles: [82], about: ['الطعن في صحة الطلاق'] },
      { lawTitle: PSL, articles: [90, 91, 92], about: ['يوثق', 'توثيق'] },
      { lawTitle: PSL, articles: [121], about: ['عدة'] },
    ],
    keywords: {
      ar: ['الطلاق', 'توثيق الطلاق', 'إثبات الطلاق', 'العدة', 'طلاق الغضبان'],
      en: ['divorce', 'talaq', 'register divorce', 'iddah', 'waiting period'],
    },
  },
  {
    id: 'khula',
    topic: 'family',
    title: {
      ar: 'الخلع: الفراق بطلب الزوجة مقابل عوض',
      en: 'Khula: separation at the wife’s request for compensation',
    },
    summary: {
      ar: 'الخلع فراق بطلب الزوجة وموافقة الزوج مقابل عوض تدفعه الزوجة أو غيرها، ويصح بالتراضي دون حكم قضائي ويجب توثيقه. ولا يجوز أن يكون العوض التنازل عن حقوق الأولاد أو حضانتهم.',
      en: 'Khula is separation at the wife’s request, with the husband’s agreement, in return for compensation paid by the wife or someone else; by mutual consent it needs no court judgment, but it must be registered. The compensation may never be giving up the children’s rights or custody.',
    },
    body: {
      ar: `## ما الخلع؟
الخلع **إنهاء للزواج تطلبه الزوجة ويقبله الزوج مقابل مال (عوض)** تدفعه هي أو يدفعه غيرها عنها (المادة 95). ويصح بتراضي الزوجين كاملي الأهلية **دون حاجة إلى حكم قضائي** (المادة 96).

## أحكامه الأساسية
- يقع بأي لفظ يدل على الفرقة، ويُعد **فسخًا** ولو كان بلفظ الطلاق، وتكون **بينونة صغرى** (المادة 97): فلا رجعة فيه إلا بعقد ومهر جديدين.
- لا خلع دون عوض؛ فإن فارقها الزوج بلا عوض طُبقت أحكام الطلاق (المادة 99).
- كل ما يصح أن يكون مالًا يصلح عوضًا، لكن **لا يجوز أن يكون العوض إسقاط حق من حقوق الأولاد أو حضانتهم** (المادة 100).
- إذا كان العوض هو المهر، فيقتصر على رد ما قُبض منه، ويسقط ما بقي ولو كان مؤجلًا (المادة 101).
- **يجب توثيق الخلع**، ولكل ذي مصلحة إثباته بأي وسيلة (المادة 102).

## إذا رفض الزوج
الخلع يحتاج موافقة الزوج. فإن رفض، فللزوجة طلب **فسخ** عقد الزواج أمام المحكمة إذا توفر سبب نظامي، مثل امتناع الزوج عن الإنفاق (المادة 107) أو العلة المضرة (المادة 104) وغيرها. والتفريق بحكم قضائي يُعد فسخًا لا يُحسب من التطليقات الثلاث (المادة 103).

## خطوات عملية
1. إذا اتفقتما، فوثقا الخلع وقيمة العوض عبر **ناجز** أو محكمة الأحوال الشخصية.
2. لا توقعي على تنازل عن النفقة الواجبة للأولاد أو الحضانة مقابل الخلع: هذا شرط باطل.
3. إذا لم يتفق الزوجان، فارفعي دعوى فسخ أو خلع عبر ناجز، وستُعرض القضية غالبًا على الصلح أولًا.

## متى تستشير محاميًا؟
عند الخلاف على مقدار العوض، أو عند رفض الزوج مع وجود ضرر تحتاجين إلى إثباته.`,
      en: `## What is khula?
Khula is **separation at the wife’s request with the husband’s agreement, in return for compensation** paid by the wife or someone else (Article 95). With the consent of both spouses, being of full capacity, it is valid **without any court judgment** (Article 96).

## Key rules
- Any words signifying separation suffice; it counts as **annulment (faskh)** even if the word “divorce” is used, and is a **minor irrevocable separation** (Article 97): the couple can reunite only with a new contract and dower.
- There is no khula without compensation; if the husband separates without it, the divorce rules apply (Article 99).
- Anything that can count as property may be the compensation, but **it may never be giving up any right of the children, or their custody** (Article 100).
- Where the compensation is the dower, only what was actually received is returned, and the rest is dropped, even if deferred (Article 101).
- **Khula must be registered**, and anyone with an interest may prove it by any means (Article 102).

## If the husband refuses
Khula needs his consent. If he refuses, the wife may ask the court to **annul** the marriage where there is a legal ground, such as his refusal to provide maintenance (Article 107) or a harmful defect (Article 104), among others. A separation by court judgment is an annulment and is not counted among the three divorces (Article 103).

## Practical steps
1. If you agree, register the khula and the compensation through **Najiz** or the personal-status court.
2. Do not sign away the children’s maintenance or custody in exchange for khula: such a term is void.
3. If you do not agree, file a khula or annulment claim on Najiz; the case usually goes to reconciliation first.

## When to see a lawyer
When the amount of compensation is disputed, or the husband refuses and you need to prove harm.`,
    },
    citations: [
      { lawTitle: PSL, articles: [95, 96, 97, 99, 100, 101, 102], about: ['الخلع', 'الخُلع'] },
      { lawTitle: PSL, articles: [103], about: ['فسخ'] },
      { lawTitle: PSL, articles: [104, 107], about: ['عقد الزواج'] },
    ],
    keywords: {
      ar: ['الخلع', 'خلع الزوجة', 'عوض الخلع', 'فسخ النكاح', 'رد المهر'],
      en: ['khula', 'khul', 'wife-initiated divorce', 'annulment', 'return the dower'],
    },
  },
  {
    id: 'child-custody',
    topic: 'family',
    title: { ar: 'حضانة الأطفال بعد الانفصال', en: 'Child custody after separation' },
    summary: {
      ar: 'إذا افترق الوالدان فالحضانة للأم ثم الأب ثم أم الأم ثم أم الأب، وللمحكمة مخالفة الترتيب لمصلحة المحضون. وإذا أتم الطفل 15 عامًا فله اختيار الإقامة لدى أحد والديه، وتنتهي الحضانة ببلوغه 18 عامًا.',
      en: 'When parents separate, custody goes to the mother, then the father, then the maternal grandmother, then the paternal grandmother, and the court may depart from this order in the child’s interest. At 15 a child may choose which parent to live with, and custody ends at 18.',
    },
    body: {
      ar: `## ما الحضانة؟
الحضانة هي **رعاية الطفل الذي لا يستطيع القيام بشؤونه وحمايته مما يؤذيه وتربيته**، ويدخل فيها تعليمه وعلاجه (المادة 124).

## من يستحقها؟
الحضانة واجب على الوالدين معًا ما دامت الزوجية قائمة. فإن افترقا فهي (المادة 127):
1. **للأم**، ثم 2. **الأب**، ثم 3. أم الأم، ثم 4. أم الأب، ثم تقرر المحكمة ما فيه مصلحة المحضون.

وللمحكمة أن **تخالف هذا الترتيب بناءً على مصلحة المحضون**. ويُشترط إن كانت الحاضنة امرأة ألا تكون متزوجة برجل أجنبي عن المحضون ما لم تقتض مصلحته غير ذلك (المادة 126). ولا يسقط حق الأم إذا تركت بيت الزوجية بسبب خلاف (المادة 133). ومن سقط حقه يستطيع طلبه مجددًا إذا زال السبب (المادة 130).

## السن
- إذا أتم المحضون **15 عامًا** فله **اختيار الإقامة** لدى أحد والديه، ما لم تقتض مصلحته خلاف ذلك.
- **تنتهي الحضانة** بإتمام **18 عامًا**، وتستمر بعد ذلك لمن كان مريضًا مرضًا مقعدًا أو فاقد الإدراك (المادة 135).

## خطوات عملية
- دعاوى الحضانة والزيارة والنفقة تُرفع عبر **ناجز** أمام محكمة الأحوال الشخصية، وكثير منها يُحال أولًا إلى الصلح.
- جهّز ما يثبت مصلحة الطفل: المدرسة، الرعاية الصحية، السكن، من يرعاه فعليًا.
- احترام أحكام الزيارة مهم؛ فالإخلال بها قد يؤثر في تقدير المحكمة.

## متى تستشير محاميًا؟
عند رغبة أحد الوالدين في السفر بالطفل أو نقله لمدينة أخرى، أو عند وجود خطر على الطفل، أو نزاع على مصلحته.`,
      en: `## What is custody?
Custody (hadana) is **protecting a person who cannot yet look after himself from harm, raising him and caring for his interests**, including education and medical care (Article 124).

## Who is entitled?
Custody is the duty of both parents while the marriage lasts. If they separate, it goes (Article 127) to:
1. **the mother**, then 2. **the father**, then 3. the maternal grandmother, then 4. the paternal grandmother, and after that the court decides in the child’s interest.

The court **may depart from this order in the child’s interest**. A female custodian must not be married to a man who is a stranger to the child, unless the child’s interest requires otherwise (Article 126). A mother does not lose custody because she left the marital home after a dispute (Article 133). Someone who lost custody may apply again once the reason has gone (Article 130).

## Ages
- At **15**, the child may **choose which parent to live with**, unless his interest requires otherwise.
- **Custody ends** at **18**, but continues for a child who is incapacitated by illness or lacks mental capacity (Article 135).

## Practical steps
- Custody, visitation and maintenance claims are filed on **Najiz** before the personal-status court; many go to reconciliation first.
- Prepare evidence of the child’s interest: school, health care, housing, who actually looks after the child.
- Respect visitation orders; breaking them may count against you.

## When to see a lawyer
When a parent wants to travel or move the child to another city, when the child may be at risk, or when the child’s interest is disputed.`,
    },
    citations: [
      { lawTitle: PSL, articles: [124, 126, 127, 130, 133], about: ['الحضانة', 'الحاضن'] },
      { lawTitle: PSL, articles: [135], about: ['الخامسة عشرة', 'المحضون'] },
    ],
    keywords: {
      ar: ['الحضانة', 'حضانة الأطفال', 'حضانة الأم', 'سن الحضانة', 'زيارة الأطفال'],
      en: ['custody', 'child custody', 'mother custody', 'custody age', 'visitation'],
    },
  },
  {
    id: 'nafaqa-maintenance',
    topic: 'family',
    title: { ar: 'النفقة للزوجة والأولاد', en: 'Maintenance (nafaqa) for a wife and children' },
    summary: {
      ar: 'النفقة تشمل الطعام والكسوة والسكن والحاجيات الأساسية بحسب العرف، وتُقدّر بحسب حال المنفق عليه وسعة المنفق. والنفقة المستمرة تُستحق من تاريخ رفع الدعوى وتُقدّم على سائر الديون، ولا تُسمع دعوى تعديلها قبل سنة من الحكم إلا في ظروف استثنائية.',
      en: 'Maintenance covers food, clothing, housing and basic needs according to custom, and is set by the recipient’s situation and the payer’s means. Ongoing maintenance runs from the date the claim is filed and ranks ahead of other debts; a claim to change it cannot be heard within a year of the judgment except in exceptional circumstances.',
    },
    body: {
      ar: `## ماذا تشمل النفقة؟
النفقة **حق للمنفق عليه**، وتشمل الطعام والكسوة والسكن والحاجيات الأساسية بحسب العرف والأحكام ذات الصلة (المادة 45). ويجوز أن تكون نقدًا، ويُعد من الإنفاق توفير المال عينًا أو منفعة، كالسكن (المادة 47).

## كيف تُقدّر؟
تراعي المحكمة **حال المنفق عليه وسعة المنفق** (المادة 46). فلا يوجد مبلغ ثابت في النظام؛ التقدير بحسب دخل الملزم بها وحاجة المستحق.

## متى تُستحق؟
- **النفقة المستمرة** للزوجة والأولاد والوالدين تُستحق **من تاريخ إقامة الدعوى**، وتُعد **دينًا ممتازًا يُقدّم على سائر الديون**. أما النفقة الماضية فحكمها حكم باقي الديون (المادة 49). لذلك لا تؤخري رفع الدعوى.
- للزوجة الحق في النفقة حتى في فترة امتناعها عن الانتقال لبيت الزوجية إلى أن تقبض مهرها الحال ويُهيأ لها المسكن (المادة 43).

## زيادة النفقة أو إنقاصها
يجوز تعديلها بتغير الأحوال، لكن **لا تُسمع دعوى الزيادة أو النقص قبل مضي سنة** من الحكم إلا في ظروف استثنائية، ويسري التعديل من تاريخ الحكم (المادة 48).

## إذا امتنع الزوج
للزوجة طلب فسخ النكاح إذا امتنع زوجها عن الإنفاق أو تعذر استيفاؤها منه (المادة 107). وحكم النفقة يُنفذ عبر محاكم التنفيذ، مع إجراءات كالحجز ومنع السفر.

## خطوات عملية
1. ارفعي دعوى النفقة عبر **ناجز** (محكمة الأحوال الشخصية).
2. أرفقي ما يبين الاحتياجات والمصروفات ودخل الملزم إن أمكن.
3. بعد الحكم، قدمي طلب التنفيذ عبر ناجز إذا لم يُدفع.

## متى تستشير محاميًا؟
إذا كان دخل الملزم غير معلن أو من نشاط تجاري، أو كان هناك نفقة متأخرة لسنوات.`,
      en: `## What does maintenance cover?
Maintenance is **the right of the person maintained**, and covers food, clothing, housing and basic needs according to custom and related rules (Article 45). It may be paid in cash, and providing property in kind or its use, such as housing, also counts (Article 47).

## How is it set?
The court considers **the situation of the person maintained and the means of the payer** (Article 46). The law sets no fixed sum; it depends on the payer’s income and the recipient’s needs.

## From when is it owed?
- **Ongoing maintenance** for a wife, children and parents is owed **from the date the claim is filed**, and is a **preferred debt ranking ahead of all others**; past maintenance is treated like any other debt (Article 49). So do not delay filing.
- A wife is entitled to maintenance even while she declines to move into the marital home until she receives her prompt dower and suitable housing is provided (Article 43).

## Increasing or reducing it
It can change with circumstances, but **a claim to increase or reduce it cannot be heard within a year** of the judgment except in exceptional circumstances, and the change runs from the new judgment (Article 48).

## If the husband refuses to pay
The wife may ask the court to annul the marriage if her husband refuses to maintain her or maintenance cannot be obtained from him (Article 107). Maintenance judgments are enforced through the enforcement courts, with measures such as attachment and travel bans.

## Practical steps
1. File a maintenance claim on **Najiz** (personal-status court).
2. Attach evidence of needs and expenses and, if possible, the payer’s income.
3. After judgment, file an enforcement request on Najiz if it is not paid.

## When to see a lawyer
When the payer’s income is hidden or comes from a business, or when years of maintenance are in arrears.`,
    },
    citations: [
      { lawTitle: PSL, articles: [45, 46, 47, 48, 49], about: ['النفقة', 'الإنفاق'] },
      { lawTitle: PSL, articles: [43], about: ['النفقة'] },
      { lawTitle: PSL, articles: [107], about: ['الإنفاق'] },
    ],
    keywords: {
      ar: ['النفقة', 'نفقة الزوجة', 'نفقة الأولاد', 'زيادة النفقة', 'الامتناع عن النفقة'],
      en: ['maintenance', 'nafaqa', 'alimony', 'child support', 'spousal support'],
    },
  },
  {
    id: 'engagement-and-mahr',
    topic: 'family',
    title: {
      ar: 'الخطبة والمهر: الهدايا والمهر المؤجل ومتى يُستحق',
      en: 'Engagement and mahr: gifts, deferred dowry and when it is due',
    },
    summary: {
      ar: 'الخطبة وعد بالزواج يجوز العدول عنه، وما يُقدَّم خلالها هدية ما لم يُصرَّح بأنه مهر. والمهر ملك للمرأة وحدها، ويجوز تأجيله كله أو بعضه، ويتأكد كاملًا بالدخول أو الخلوة أو الوفاة، وللمطلقة قبل الدخول نصفه.',
      en: 'An engagement is a promise to marry that either side may withdraw from, and what is given during it is a gift unless declared to be mahr. The mahr belongs to the woman alone, may be deferred in whole or part, becomes fully due on consummation, valid seclusion or death, and a woman divorced before consummation gets half.',
    },
    body: {
      ar: `## الخطبة
- الخطبة **طلب للزواج ووعد به**، ولكل من الطرفين العدول عنها (المادتان 1 و2).
- ما يقدمه أحدهما للآخر خلالها يُعد **هدية**، ما لم يصرّح الخاطب بأنه من المهر أو يجرِ العرف بذلك (المادة 3).
- من عدل لسبب يعود إليه **لا يسترد هداياه**، وللطرف الآخر استرداد ما قدّمه إن كان قائمًا أو مثله أو قيمته يوم قبضه، ما لم يكن مما يُستهلك. وإذا انتهت الخطبة بوفاة أو بسبب لا يد لأحد فيه فلا يُسترد شيء (المادة 4).
- ما سُلّم على أنه **مهر** قبل العقد يُسترد عند العدول، ولها إن اشترت به جهازًا للزواج والعدول من الخاطب بلا سبب منها أن تختار رد المال أو تسليم ما اشترته (المادة 5).

## المهر
- المهر **مال يدفعه الرجل للمرأة بسبب العقد**، وهو **ملك لها** لا تُجبر على أي تصرف فيه، فلا حق لوليّها أو غيره فيه (المادتان 36 و38).
- يجوز **تأجيل المهر كله أو بعضه**. فإن لم يُذكر تأجيل فيُسلَّم عند الطلب، وإن ذُكر أجل معلوم حلّ به، وإن ذُكر أجل غير معلوم فهو معجَّل، وإن سُكت عن وقته حلّ بالفرقة البائنة أو الوفاة (المادة 39).
- يتأكد المهر كاملًا بـ**الدخول أو الخلوة أو وفاة أحد الزوجين**، وللمطلقة قبل الدخول **نصف المهر المسمى**، وإلا فمتعة لا تزيد على نصف مهر المثل (المادة 40).
- للزوجة أن تمتنع عن الانتقال إلى بيت الزوجية حتى تقبض مهرها الحالّ ويُهيَّأ لها مسكن مناسب، مع حقها في النفقة خلال ذلك (المادة 43).

## خطوات عملية
- اكتب مقدار المهر والمعجّل والمؤجّل وأجله بوضوح في عقد الزواج الموثق عبر **ناجز**.
- احتفظ بإثبات تحويل المهر والهدايا الكبيرة.
- المطالبة بالمهر أو استرداده تُرفع عبر **ناجز** أمام محكمة الأحوال الشخصية.

## متى تستشير محاميًا؟
عند الخلاف على ما إذا كان المال هدية أو مهرًا، أو على المؤخر بعد الطلاق أو الوفاة.`,
      en: `## Engagement
- An engagement is **a request to marry and a promise of marriage**, and either side may withdraw (Articles 1 and 2).
- What one gives the other during it is a **gift**, unless the suitor declares it part of the mahr or custom treats it so (Article 3).
- Whoever withdraws for his or her own reason **cannot take gifts back**, while the other side may recover theirs (or its like or value), unless consumable. If the engagement ends by death or through no one’s fault, nothing is returned (Article 4).
- Money given **as mahr** before the contract is returned on withdrawal; if she spent it on wedding purchases and he withdrew without cause from her, she may return the money or the purchases (Article 5).

## The mahr
- The mahr is **money the man pays the woman because of the marriage contract**; it **belongs to her** and she cannot be forced to do anything with it, so her guardian or anyone else has no claim on it (Articles 36 and 38).
- **All or part may be deferred**. With no deferral it is payable on demand; with a known date it falls due then; with an unknown date it is treated as immediate; with no date stated it falls due on final separation or death (Article 39).
- The full mahr is confirmed by **consummation, valid seclusion, or either spouse’s death**; a woman divorced before consummation gets **half the stated mahr**, or otherwise a gift (mut‘a) of no more than half the customary mahr (Article 40).
- A wife may decline to move to the marital home until she receives the immediate mahr and suitable housing is ready, and is owed maintenance meanwhile (Article 43).

## Practical steps
- Write the amount, the immediate and deferred parts, and the due date clearly in the marriage contract registered via **Najiz**.
- Keep proof of the mahr transfer and of large gifts.
- Mahr claims go through **Najiz** to the personal status court.

## When to see a lawyer
When it is disputed whether money was a gift or mahr, or over the deferred mahr after divorce or death.`,
    },
    citations: [
      { lawTitle: PSL, articles: [1, 2], about: ['الخطبة'] },
      { lawTitle: PSL, articles: [3, 4], about: ['هدية'] },
      { lawTitle: PSL, articles: [5], about: ['المهر'] },
      { lawTitle: PSL, articles: [36, 38], about: ['المهر'] },
      { lawTitle: PSL, articles: [39], about: ['تأجيل المهر'] },
      { lawTitle: PSL, articles: [40], about: ['نصف المهر'] },
      { lawTitle: PSL, articles: [43], about: ['مهرها الحال'] },
    ],
    keywords: {
      ar: [
        'الخطبة',
        'فسخ الخطوبة',
        'هدايا الخطوبة',
        'المهر',
        'المهر المؤجل',
        'مؤخر الصداق',
        'الشبكة',
        'الصداق',
      ],
      en: ['engagement', 'broken engagement', 'engagement gifts', 'mahr', 'dowry', 'deferred mahr'],
    },
  },
  {
    id: 'judicial-dissolution-faskh',
    topic: 'family',
    title: {
      ar: 'فسخ النكاح بحكم المحكمة: الضرر وعدم النفقة والهجر والغياب',
      en: 'Dissolution of marriage by the court (faskh): harm, non-maintenance, desertion and absence',
    },
    summary: {
      ar: 'للزوجة أن تطلب من المحكمة فسخ النكاح إذا امتنع الزوج عن النفقة، أو أضرّ بها ضررًا يتعذر معه دوام العشرة، أو هجرها أكثر من أربعة أشهر، أو غاب عنها أربعة أشهر فأكثر لغير العمل، أو لعلة مضرة. وإن لم يثبت الضرر واستمر الشقاق عُيّن حكمان.',
      en: 'A wife may ask the court to dissolve the marriage if the husband fails to maintain her, harms her so that life together cannot go on, abstains from her for more than four months, is away for four months or more other than for work, or has a harmful defect. If harm is not proven but discord continues, arbitrators are appointed.',
    },
    body: {
      ar: `## ما الفسخ؟
إذا لم يطلّق الزوج ولم يقبل الخلع، فللزوجة أن تطلب من المحكمة **فسخ** عقد الزواج إذا توفر سبب نظامي. وكل تفريق بحكم قضائي يُعد فسخًا وفرقة بائنة.

## أسباب الفسخ في نظام الأحوال الشخصية
- **عدم الإنفاق**: إذا امتنع عن النفقة أو تعذر استيفاؤها منه، أو ادعى الإعسار بها ولو كانت تعلم بحاله قبل العقد (المادة 107).
- **الضرر**: إذا أضرّ بها ضررًا يتعذر معه دوام العشرة بالمعروف وثبت ذلك (المادة 108).
- **الهجر**: إذا حلف على ترك جماعها أو امتنع عنه **أكثر من أربعة أشهر** بلا عذر مشروع (المادة 113).
- **الغياب**: إذا غاب **أربعة أشهر فأكثر** لغير العمل وموطنه معروف، بعد إنذاره بالعودة أو نقلها إليه أو الطلاق، ويُمهل **180 يومًا** على الأكثر (المادة 114).
- **العلة**: لكل من الزوجين طلب الفسخ لعلة مضرة أو منفرة في الآخر، ما لم يكن عالمًا بها ورضي (المادة 104).
- **عدم دفع المهر قبل الدخول**: تفسخ المحكمة إذا لم يؤده خلال أجل لا يزيد على 30 يومًا (المادة 106).

## إذا لم يثبت الضرر
إذا استمر الشقاق وتعذر الإصلاح، اختار كل طرف **حكمًا من أهله** أو عيّنت المحكمة حكمين، لمدة لا تزيد على **60 يومًا** (المادة 109). فإن عجزا عن الإصلاح قررا التفريق بعوض أو دونه، على ألا يزيد ما تدفعه المرأة على المهر (المادة 111).

## خطوات عملية
1. ارفعي الدعوى عبر **ناجز** أمام محكمة الأحوال الشخصية، وغالبًا تمر بمرحلة الصلح.
2. اجمعي الأدلة: تقارير طبية، رسائل، شهود، ما يثبت الغياب أو عدم الإنفاق.
3. اطلبي مع الدعوى النفقة والحضانة إن كان هناك أولاد.

## متى تستشيرين محاميًا؟
في دعاوى الضرر خاصة، لأن الإثبات هو محل النزاع غالبًا.`,
      en: `## What is faskh?
If the husband will not divorce and does not accept khula, the wife may ask the court to **dissolve** the marriage where a statutory ground exists. Every separation by court judgment counts as a dissolution and is final (ba’in).

## Grounds under the Personal Status Law
- **No maintenance**: he refuses to maintain her, it cannot be collected from him, or he claims he cannot afford it, even if she knew his situation before marrying (Article 107).
- **Harm**: he harms her so that living together decently cannot continue, and it is proven (Article 108).
- **Abstention**: he swears off, or abstains from, marital relations for **more than four months** without a lawful excuse (Article 113).
- **Absence**: he is away **four months or more**, not for work, with a known address, after being warned to come back, take her to him or divorce her, with up to **180 days** to comply (Article 114).
- **Defect**: either spouse may seek dissolution for a harmful or repellent defect in the other, unless he or she knew of it and accepted it (Article 104).
- **Unpaid mahr before consummation**: the court dissolves the marriage if he does not pay within a period of no more than 30 days (Article 106).

## If harm is not proven
If discord continues and reconciliation fails, each side chooses **an arbitrator from his or her family**, or the court appoints two, for no more than **60 days** (Article 109). If they cannot reconcile the couple, they decide on separation with or without compensation, and what the wife pays may not exceed the mahr (Article 111).

## Practical steps
1. File the claim on **Najiz** before the personal status court; it usually goes through reconciliation first.
2. Gather evidence: medical reports, messages, witnesses, proof of absence or non-payment.
3. Claim maintenance and custody in the same case if there are children.

## When to see a lawyer
Especially in harm cases, because proof is usually what the case turns on.`,
    },
    citations: [
      { lawTitle: PSL, articles: [103], about: ['فسخا'] },
      { lawTitle: PSL, articles: [107], about: ['الإنفاق'] },
      { lawTitle: PSL, articles: [108], about: ['لإضرار الزوج'] },
      { lawTitle: PSL, articles: [113], about: ['أربعة'] },
      { lawTitle: PSL, articles: [114], about: ['غياب زوجها'] },
      { lawTitle: PSL, articles: [104], about: ['لعلة مضرة'] },
      { lawTitle: PSL, articles: [106], about: ['ثلاثين'] },
      { lawTitle: PSL, articles: [109, 111], about: ['الحكمان', 'حكم من أهله'] },
    ],
    keywords: {
      ar: [
        'فسخ النكاح',
        'فسخ عقد الزواج',
        'طلب الطلاق للضرر',
        'الزوج لا ينفق',
        'هجر الزوج',
        'غياب الزوج',
        'الحكمين',
        'معلقة',
      ],
      en: [
        'faskh',
        'judicial divorce',
        'divorce for harm',
        'husband not paying maintenance',
        'desertion',
        'absent husband',
      ],
    },
  },
  {
    id: 'child-visitation-and-travel',
    topic: 'family',
    title: {
      ar: 'زيارة الأطفال بعد الانفصال والسفر بهم',
      en: 'Seeing the children after separation, and travelling with them',
    },
    summary: {
      ar: 'للوالد غير الحاضن زيارة المحضون واستزارته واستصحابه بحسب الاتفاق، وإلا قررت المحكمة. وأحكام الحضانة والزيارة تُنفَّذ جبرًا، ومن يمتنع عن تنفيذها يُسجن حتى ثلاثة أشهر. ولا يسافر الحاضن بالطفل خارج المملكة أكثر من 90 يومًا في السنة دون موافقة الوالد الآخر.',
      en: 'The non-custodial parent may visit the child, have the child over and take the child out as agreed, or as the court decides. Custody and visitation judgments are enforced by force, and refusing to comply is punishable by up to three months in prison. A custodial parent may not take the child abroad for more than 90 days a year without the other parent’s consent.',
    },
    body: {
      ar: `## الزيارة والاستزارة
إذا كان الطفل في حضانة أحد الوالدين، فللآخر **زيارته واستزارته** (أن يبيت عنده) **واستصحابه** بحسب ما يتفقان عليه، فإن اختلفا قررت المحكمة ما تراه (المادة 134 من نظام الأحوال الشخصية). وإذا توفي أحد الوالدين أو غاب، أو كان الطفل عند غيرهما، عيّنت المحكمة من يستحق الزيارة من الأقارب بحسب مصلحة الطفل.

## السفر بالطفل خارج المملكة (المادة 129)
- الحاضن إذا كان **أحد الوالدين** لا يسافر بالمحضون خارج المملكة أكثر من **90 يومًا في السنة** إلا بموافقة الوالد الآخر (أو الولي على النفس إن كان الوالد متوفى).
- الحاضن **من غير الوالدين**: لا يزيد على **30 يومًا** في السنة إلا بموافقة الوالدين أو أحدهما.
وانتقال الحاضن للإقامة في مكان تفوت به مصلحة الطفل قد يُسقط حضانته (المادة 128).

## التنفيذ
- أحكام **الحضانة والزيارة** تُنفَّذ **جبرًا** ولو احتاج ذلك إلى الشرطة ودخول المنازل، ويُعاد تنفيذها كلما لزم (المادة 74 من نظام التنفيذ بعد تعديل 1441هـ).
- إذا لم يحدد الحكم طريقة الزيارة حددها قاضي التنفيذ، ويتم التسليم في **مكان مهيأ** لا في مراكز الشرط (المادة 76).
- من امتنع من الوالدين أو غيرهما عن تنفيذ حكم الحضانة أو الولاية أو الزيارة أو قاوم التنفيذ أو عطّله، يعاقب بالسجن حتى **ثلاثة أشهر** (المادة 92).

## خطوات عملية
1. حاولا الاتفاق على جدول زيارة مكتوب ووثّقاه صلحًا عبر **ناجز** أو مراكز المصالحة، فيصبح قابلًا للتنفيذ.
2. إن تعذر الاتفاق فارفع دعوى الزيارة عبر **ناجز**.
3. عند الامتناع قدّم طلب تنفيذ حكم الزيارة عبر **ناجز** ووثّق كل امتناع.

## متى تستشير محاميًا؟
إذا أراد الحاضن السفر أو الانتقال بالطفل، أو تكرر منع الزيارة، أو كان هناك خطر على الطفل.`,
      en: `## Visits and overnight stays
If the child lives with one parent, the other may **visit**, **have the child stay over** and **take the child out** as they agree; if they disagree, the court decides (Article 134 of the Personal Status Law). If a parent has died or is absent, or the child lives with someone else, the court names the relatives entitled to visit, in the child’s interest.

## Travel abroad with the child (Article 129)
- A custodian who is **a parent** may not take the child abroad for more than **90 days a year** without the other parent’s consent (or the guardian’s, if that parent has died).
- A custodian **who is not a parent**: no more than **30 days** a year without the parents’ or one parent’s consent.
A custodian who moves to live somewhere that defeats the child’s interest may lose custody (Article 128).

## Enforcement
- Custody and visitation judgments are enforced **by force**, even with police help and entry into homes, and again as often as needed (Article 74 of the Enforcement Law as amended in 1441H).
- If the judgment does not set how visits happen, the enforcement judge does, and the handover takes place in **a suitable place**, not a police station (Article 76).
- A parent or anyone else who refuses to comply with a custody, guardianship or visitation judgment, or resists or obstructs it, faces up to **three months** in prison (Article 92).

## Practical steps
1. Try to agree a written visiting schedule and record it as a settlement via **Najiz** or a reconciliation centre, so it becomes enforceable.
2. If you cannot agree, file a visitation claim on **Najiz**.
3. If visits are refused, file an enforcement request for the judgment on **Najiz** and document each refusal.

## When to see a lawyer
When the custodian wants to travel or move with the child, visits are repeatedly blocked, or the child is at risk.`,
    },
    citations: [
      { lawTitle: PSL, articles: [134], about: ['زيارته واستزارته'] },
      { lawTitle: PSL, articles: [129], about: ['تسعين'] },
      { lawTitle: PSL, articles: [128], about: ['يسقط الحق في الحضانة'] },
      { lawTitle: ENFORCEMENT, articles: [74], about: ['الزيارة'] },
      { lawTitle: ENFORCEMENT, articles: [76], about: ['زيارة الصغير'] },
      { lawTitle: ENFORCEMENT, articles: [92], about: ['ثلاثة أشهر'] },
    ],
    keywords: {
      ar: [
        'زيارة الأطفال',
        'الزيارة بعد الطلاق',
        'استزارة',
        'منع الزيارة',
        'السفر بالمحضون',
        'تنفيذ حكم الزيارة',
        'مبيت الأطفال',
      ],
      en: [
        'child visitation',
        'visiting rights',
        'overnight visits',
        'travel with child',
        'enforce visitation',
        'access to children',
      ],
    },
  },
  {
    id: 'nafaqa-enforcement',
    topic: 'family',
    title: {
      ar: 'تنفيذ حكم النفقة وتعديل مقدارها',
      en: 'Enforcing a maintenance (nafaqa) judgment and changing the amount',
    },
    summary: {
      ar: 'النفقة المستمرة تُستحق من تاريخ رفع الدعوى وهي دين ممتاز، وللمحكمة الحكم بنفقة مؤقتة. ويُنفَّذ حكمها عبر محكمة التنفيذ، ويجوز الحجز على نصف الراتب لدين النفقة، ويُحبس الممتنع ولو كان من أصول الدائن. ولا تُسمع دعوى زيادتها أو إنقاصها قبل سنة من الحكم إلا لظرف استثنائي.',
      en: 'Ongoing maintenance is due from the day the claim is filed and is a preferred debt, and the court may award interim maintenance. Judgments are enforced through the enforcement court: up to half the salary may be attached for maintenance, and a refusing payer may be jailed even if he is the creditor’s parent. A claim to raise or lower it is not heard within a year of the judgment except in exceptional circumstances.',
    },
    body: {
      ar: `## قبل الحكم وبعده
- تُستحق **النفقة المستمرة** للزوجة والأولاد والوالدين **من تاريخ إقامة الدعوى**، وهي **دين ممتاز** يُقدَّم على سائر الديون، أما النفقة الماضية فكباقي الديون (المادة 49 من نظام الأحوال الشخصية).
- يجوز للمحكمة أثناء نظر الدعوى أن تحكم بـ**نفقة مؤقتة** بناء على طلب المستحق دون حضور الطرف الآخر (المادة 50).
- يُقدَّر المقدار بحال المنفَق عليه وسعة المنفِق، ويجوز **زيادته أو إنقاصه** بتغير الأحوال، لكن **لا تُسمع الدعوى قبل سنة** من الحكم إلا في ظروف استثنائية، ويسري التعديل من تاريخ الحكم الجديد (المادتان 46 و48).

## التنفيذ
- تُنفَّذ أحكام الأحوال الشخصية بطرق نظام التنفيذ، والمبالغ الدورية بترتيبات تحددها اللائحة (المادة 73 من نظام التنفيذ).
- يجوز الحجز على **نصف إجمالي الراتب لدين النفقة** (وثلثه فقط للديون الأخرى)، وعند التزاحم يُخصص النصف للنفقة أولًا (المادة 21).
- إذا لم يدفع خلال خمسة أيام من إبلاغه بأمر التنفيذ عُدّ **مماطلًا**، فيُمنع من السفر وتُوقف خدمات وتُحجز أمواله (المادة 46).
- يُحبس المدين الممتنع حتى يُنفذ (المادة 83)، ولا يمنع من حبسه كونه **من أصول الدائن إذا كان الدين نفقة شرعية مقررة** (المادة 84).

## خطوات عملية
1. قدّم طلب التنفيذ عبر **ناجز** بصك الحكم أو محضر الصلح بالنفقة.
2. أرفق رقم حساب لاستلام الدفعات، وتابع الطلب إلكترونيًا.
3. عند تأخر الدفعات قدّم طلبًا جديدًا بالمتأخرات، وعند تغير الأحوال بعد سنة ارفع دعوى تعديل.

## متى تستشير محاميًا؟
إذا أخفى المنفق دخله، أو كان يعمل لحسابه الخاص، أو خارج المملكة.`,
      en: `## Before and after judgment
- **Ongoing maintenance** for a wife, children and parents is due **from the day the claim is filed** and is a **preferred debt** ahead of all others; past maintenance ranks like ordinary debts (Article 49 of the Personal Status Law).
- While the case is pending the court may award **interim maintenance** at the claimant’s request, without the other side present (Article 50).
- The amount reflects the recipient’s situation and the payer’s means and may be **raised or lowered** as circumstances change, but **no such claim is heard within a year** of the judgment except in exceptional circumstances, and the change runs from the new judgment (Articles 46 and 48).

## Enforcement
- Personal status judgments are enforced by the Enforcement Law’s methods, and periodic payments through arrangements set by its regulation (Article 73 of the Enforcement Law).
- **Half of the gross salary may be attached for maintenance** (only a third for other debts), and when debts compete, half goes to maintenance first (Article 21).
- A payer who does not pay within five days of notice of the enforcement order is a **defaulter**: travel ban, suspended services and attachment of assets follow (Article 46).
- A refusing debtor may be jailed until he pays (Article 83), and being **the creditor’s parent is no bar where the debt is court-ordered maintenance** (Article 84).

## Practical steps
1. File an enforcement request on **Najiz** with the judgment or the settlement record.
2. Give a bank account for payments and follow the request online.
3. For missed payments file a new request for the arrears; if circumstances change after a year, file a claim to vary the amount.

## When to see a lawyer
When the payer hides his income, is self-employed, or lives abroad.`,
    },
    citations: [
      { lawTitle: PSL, articles: [49], about: ['دينا ممتازا'] },
      { lawTitle: PSL, articles: [50], about: ['نفقة مؤقتة'] },
      { lawTitle: PSL, articles: [46, 48], about: ['تقدير النفقة', 'زيادة النفقة'] },
      { lawTitle: ENFORCEMENT, articles: [73], about: ['الأحوال الشخصية'] },
      { lawTitle: ENFORCEMENT, articles: [21], about: ['لدين النفقة'] },
      { lawTitle: ENFORCEMENT, articles: [46], about: ['مماطلا'] },
      { lawTitle: ENFORCEMENT, articles: [83], about: ['بحبس المدين'] },
      { lawTitle: ENFORCEMENT, articles: [84], about: ['نفقة شرعية'] },
    ],
    keywords: {
      ar: [
        'تنفيذ النفقة',
        'حكم النفقة',
        'نفقة الأطفال',
        'زيادة النفقة',
        'الحجز على الراتب',
        'امتناع الأب عن النفقة',
        'نفقة مؤقتة',
      ],
      en: [
        'enforce maintenance',
        'child support',
        'nafaqa enforcement',
        'increase maintenance',
        'salary attachment',
        'father not paying',
      ],
    },
  },
];
