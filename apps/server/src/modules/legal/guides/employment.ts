import type { Guide } from './types.ts';

const LABOUR = 'نظام العمل';
const SOCIAL_INSURANCE = 'نظام التأمينات الاجتماعية';
const TRAFFICKING = 'نظام مكافحة جرائم الاتجار بالأشخاص';

export const EMPLOYMENT_GUIDES: Guide[] = [
  {
    id: 'employment-contract-basics',
    topic: 'employment',
    title: {
      ar: 'عقد العمل: الكتابة والتوثيق والمدة',
      en: 'Employment contracts: writing, documentation and term',
    },
    summary: {
      ar: 'يجب أن يُكتب عقد العمل من نسختين ويوثَّق، لكن العقد قائم ولو لم يُكتب ويستطيع العامل إثباته بكل طرق الإثبات. وعقد غير السعودي يجب أن يكون مكتوبًا ومحدد المدة.',
      en: 'An employment contract should be written in two copies and documented, but it exists even if unwritten and the worker may prove it by any means. A non-Saudi worker’s contract must be written and for a fixed term.',
    },
    body: {
      ar: `## ما القاعدة؟
يوجب نظام العمل أن يُكتب العقد من نسختين يحتفظ كل طرف بنسخة، وأن يوثَّق وفق الأحكام النظامية واللائحة (المادة 51 بعد تعديل 1446هـ). ومع ذلك لا يسقط حق العامل إذا لم يُكتب العقد: فالعقد يُعد قائمًا، ويجوز للعامل وحده أن يثبته ويثبت حقوقه بجميع طرق الإثبات، ولأي من الطرفين أن يطلب كتابته في أي وقت.

## العامل غير السعودي
عقد غير السعودي يجب أن يكون مكتوبًا ومحدد المدة. وإذا لم يذكر العقد مدته فتُعد مدته سنة من تاريخ المباشرة الفعلية، ويتجدد لمدة مماثلة إذا استمر العمل بعدها (المادة 37 بصيغتها المعدلة).

## العقد محدد المدة وتجديده
ينتهي العقد محدد المدة بانقضاء مدته، فإن استمر الطرفان في تنفيذه عُدّ مجددًا لمدة غير محددة (مع مراعاة حكم غير السعوديين). وإذا كان فيه شرط تجديد وتكرر التجديد أو طالت المدة إلى الحد الذي يذكره النظام، يتحول إلى عقد غير محدد المدة (المادة 55).

## خطوات عملية
- تأكد أن عقدك موثق في منصة **قوى** وأن بياناته (الأجر، المسمى، المدة) مطابقة لما اتفقت عليه.
- احتفظ بنسختك وبما يثبت العلاقة: رسائل، كشوف رواتب، بطاقة العمل، سجل التأمينات.
- إن لم يُكتب العقد فاطلب كتابته كتابةً، ودوّن تاريخ الطلب.

## متى تستشير محاميًا؟
إذا اختلفت بيانات العقد الموثق عما اتفقت عليه، أو أنكر صاحب العمل العلاقة، أو كان نوع العقد (محدد أو غير محدد المدة) سيؤثر في تعويض أو مكافأة كبيرة.`,
      en: `## The rule
The Labour Law requires the contract to be written in two copies, one for each party, and to be documented as the regulations and the implementing rules provide (Article 51 as amended in 1446H). Yet a worker loses nothing if the contract was never written: the contract still exists, the worker alone may prove it and the rights arising from it by any means of proof, and either party may ask at any time for it to be put in writing.

## Non-Saudi workers
A non-Saudi worker’s contract must be written and for a fixed term. If it states no term, the amended Article 37 treats it as one year from the day the worker actually started, renewed for a like period if work continues.

## Fixed-term contracts and renewal
A fixed-term contract ends when its term expires; if both sides simply carry on, it is treated as renewed for an indefinite term (subject to the rule for non-Saudis). Where the contract has a renewal clause and is renewed repeatedly or runs long enough, as Article 55 sets out, it becomes an indefinite-term contract.

## Practical steps
- Check that your contract is documented on **Qiwa** and that the wage, job title and term match what you agreed.
- Keep your copy and anything proving the relationship: messages, payslips, ID badge, GOSI record.
- If nothing was written, ask in writing for a written contract and keep the date of your request.

## When to see a lawyer
When the documented contract differs from what you agreed, when the employer denies you ever worked there, or when the type of contract (fixed or indefinite) decides a large compensation or award.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [51], about: ['نسختين', 'يكتب عقد العمل'] },
      { lawTitle: LABOUR, articles: [37], about: ['غير السعودي'] },
      { lawTitle: LABOUR, articles: [55], about: ['المحدد المدة', 'تجديده'] },
    ],
    keywords: {
      ar: ['عقد العمل', 'توثيق العقد', 'قوى', 'عقد محدد المدة', 'عقد غير السعودي'],
      en: ['employment contract', 'written contract', 'Qiwa', 'fixed-term contract', 'expat contract'],
    },
  },
  {
    id: 'probation-period',
    topic: 'employment',
    title: { ar: 'فترة التجربة في العمل', en: 'The probation period' },
    summary: {
      ar: 'لا تكون فترة تجربة إلا إذا نُص عليها صراحة في العقد وحُددت مدتها. بعد تعديلات 1446هـ لا يجوز أن يزيد مجموعها على 180 يومًا، ولكل من الطرفين إنهاء العقد خلالها.',
      en: 'There is a probation period only if the contract states it expressly and fixes its length. Since the 1446H amendments it may not exceed 180 days in total, and either side may end the contract during it.',
    },
    body: {
      ar: `## ما القاعدة؟
فترة التجربة ليست تلقائية. يجب أن ينص عقد العمل عليها صراحة وأن يحدد مدتها بوضوح (المادة 53). كانت الصيغة الأصلية تحددها بتسعين يومًا، ثم عُدّلت المادة بالمرسوم الملكي م/44 لعام 1446هـ (المعمول به من 1446/8/20هـ) فأصبح الحد الأعلى لمجموع مدة التجربة في جميع الأحوال **مئة وثمانين يومًا**، وتركت للائحة التنفيذية بيان الإجازات التي لا تدخل في حسابها.

## إنهاء العقد أثناء التجربة
لكل من العامل وصاحب العمل حق إنهاء العقد خلال مدة التجربة. لذلك لا يستحق العامل عادة تعويض الإنهاء غير المشروع إذا أُنهي العقد أثناء تجربة صحيحة، لكنه يستحق أجره عن الأيام التي عملها.

## ما الذي يجعل التجربة غير صحيحة؟
- إذا لم يذكرها العقد أصلًا، فلا تجربة.
- إذا لم تُحدد مدتها.
- إذا زادت المدة على الحد النظامي، فالزيادة لا يُعتد بها.

## خطوات عملية
- اقرأ بند التجربة في عقدك الموثق على **قوى**: هل هو مذكور؟ وما مدته؟
- احسب تاريخ انتهاء التجربة من تاريخ المباشرة، واحفظ ما يثبت ذلك.
- إذا أُنهي عقدك بعد انتهاء المدة بحجة التجربة، فهذا إنهاء عادي تطبق عليه أحكام الإشعار والتعويض، ويمكنك تقديم شكوى ودية عبر منصة مكتب العمل ثم الدعوى العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
إذا اختلف العقد الورقي عن الموثق في مدة التجربة، أو مُددت التجربة دون اتفاق مكتوب، أو أُنهي العقد بعد انتهاء المدة بدعوى أنه ما زال تحت التجربة.`,
      en: `## The rule
Probation is not automatic. The employment contract must state it expressly and fix its length clearly (Article 53). The original wording capped it at ninety days; Royal Decree M/44 of 1446H (in force from 20/8/1446H) amended the article so that the total probation may in no case exceed **180 days**, leaving the implementing regulation to say which leave days are not counted.

## Ending the contract during probation
Both the worker and the employer may end the contract during the probation period. So a worker dismissed during a valid probation is not normally owed compensation for unlawful termination, but is owed the wage for the days worked.

## When probation is not valid
- The contract does not mention it: there is no probation.
- Its length is not stated.
- It exceeds the statutory maximum: the excess has no effect.

## Practical steps
- Read the probation clause in your contract as documented on **Qiwa**: is it there, and how long is it?
- Count the end date from your start date and keep proof of when you started.
- If you are dismissed after the period has ended “because of probation”, it is an ordinary termination, with the notice and compensation rules applying. You can file an amicable-settlement complaint with the Labour Office and then a labour claim on **Najiz**.

## When to see a lawyer
When the paper contract and the documented one give different probation periods, when probation was extended without a written agreement, or when you were dismissed after the period ended on the ground that you were still on probation.`,
    },
    citations: [{ lawTitle: LABOUR, articles: [53], about: ['التجربة'] }],
    keywords: {
      ar: ['فترة التجربة', 'مدة التجربة', 'الفصل خلال التجربة', '180 يوم'],
      en: ['probation', 'probation period', 'trial period', 'dismissal during probation'],
    },
  },
  {
    id: 'wages-payment',
    topic: 'employment',
    title: { ar: 'صرف الأجور ومواعيدها', en: 'Paying wages: when and how' },
    summary: {
      ar: 'يُدفع الأجر بالعملة الرسمية في مواعيد يحددها النظام: مرة في الشهر لأصحاب الأجور الشهرية، ومرة في الأسبوع على الأقل للعمال باليومية. تأخير الأجر مخالفة يمكن الشكوى منها.',
      en: 'Wages must be paid in the official currency on the schedule the law sets: monthly for monthly-paid workers, at least weekly for day workers. Late wages are a violation you can complain about.',
    },
    body: {
      ar: `## ما القاعدة؟
تنص المادة 90 من نظام العمل (بصيغتها المعدلة عام 1436هـ) على أن يُدفع أجر العامل وكل مبلغ مستحق له **بالعملة الرسمية للمملكة**، وفق مواعيد محددة:
- **العامل باليومية:** مرة كل أسبوع على الأقل.
- **العامل بأجر شهري:** مرة في الشهر.
- **العمل بالقطعة** الذي يستغرق أكثر من أسبوعين: دفعة أسبوعية تتناسب مع ما أُنجز، والباقي خلال الأسبوع التالي لتسليم العمل.
- في غير ذلك: مرة كل أسبوع على الأقل.

وتُلزم المادة نفسها بصرف الأجور في حسابات العمال عبر البنوك المعتمدة وفق المواعيد النظامية، مع جواز استثناءات يقررها الوزير.

## ماذا لو تأخر الراتب؟
تأخر الأجر إخلال بالتزام جوهري. وإذا لم يفِ صاحب العمل بالتزاماته الجوهرية، فللعامل أن يترك العمل دون إشعار مع الاحتفاظ بحقوقه (المادة 81)، لكن هذه خطوة كبيرة فلا تتخذها قبل توثيق التأخر.

## خطوات عملية
1. احتفظ بكشوف الحساب التي تُظهر تواريخ الإيداع ومقداره.
2. طالب صاحب العمل كتابةً (بريد أو رسالة) بالصرف.
3. قدّم شكوى عبر خدمات وزارة الموارد البشرية (منصة **قوى** أو التسوية الودية)، ثم الدعوى أمام المحكمة العمالية عبر **ناجز** إن لم تُحل.
4. تحقق من أن أجرك المسجل في **التأمينات الاجتماعية** مطابق لأجرك الفعلي.

## متى تستشير محاميًا؟
إذا تراكمت رواتب عدة أشهر، أو فكرت في ترك العمل بسبب التأخر، أو كان جزء من الأجر يُدفع نقدًا خارج الحساب البنكي.`,
      en: `## The rule
Article 90 of the Labour Law (as amended in 1436H) requires the worker’s wage and every amount due to him to be paid **in the Kingdom’s official currency**, on a fixed schedule:
- **Day workers:** at least once a week.
- **Monthly-paid workers:** once a month.
- **Piece work** lasting more than two weeks: a weekly payment in proportion to the work done, and the balance within the week after delivery.
- Anyone else: at least once a week.

The same article requires wages to be paid into workers’ accounts through approved banks on those dates, with exceptions the Minister may allow.

## What if the salary is late?
Late wages are a breach of an essential obligation. When the employer fails to meet essential obligations, the worker may leave without notice and keep all statutory rights (Article 81) — but that is a big step, so document the delay first.

## Practical steps
1. Keep bank statements showing the dates and amounts paid in.
2. Ask the employer in writing (email or message) to pay.
3. File a complaint through the Ministry of Human Resources services (**Qiwa** or amicable settlement), then a claim before the labour court on **Najiz** if it is not resolved.
4. Check that the wage registered with **GOSI** matches what you actually earn.

## When to see a lawyer
When several months are unpaid, when you are thinking of leaving because of the delay, or when part of your pay is handed over in cash outside the bank account.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [90], about: ['العملة الرسمية', 'أجورهم'] },
      { lawTitle: LABOUR, articles: [81], about: ['دون إشعار'] },
    ],
    keywords: {
      ar: ['تأخير الراتب', 'صرف الأجر', 'الراتب', 'الأجور الشهرية', 'حماية الأجور'],
      en: ['late salary', 'wage payment', 'unpaid wages', 'salary delay', 'wage protection'],
    },
  },
  {
    id: 'working-hours-overtime',
    topic: 'employment',
    title: { ar: 'ساعات العمل والعمل الإضافي', en: 'Working hours and overtime' },
    summary: {
      ar: 'الحد الأعلى ثماني ساعات يوميًا أو 48 ساعة أسبوعيًا، وتنخفض في رمضان للمسلمين إلى ست ساعات يوميًا أو 36 أسبوعيًا. الساعات الإضافية تُدفع بأجر الساعة مضافًا إليه 50% من الأجر الأساسي.',
      en: 'The limit is eight hours a day or 48 a week, cut for Muslims in Ramadan to six a day or 36 a week. Overtime is paid at the hourly wage plus 50% of the basic wage.',
    },
    body: {
      ar: `## الحد الأعلى لساعات العمل
لا يجوز تشغيل العامل فعليًا أكثر من **ثماني ساعات في اليوم** إذا اعتمد صاحب العمل المعيار اليومي، أو **48 ساعة في الأسبوع** إذا اعتمد المعيار الأسبوعي. وفي **رمضان** تُخفَّض ساعات العمل الفعلية للمسلمين بحيث لا تزيد على ست ساعات يوميًا أو 36 ساعة أسبوعيًا (المادة 98).

## أجر العمل الإضافي
يلزم صاحب العمل أن يدفع عن كل ساعة إضافية أجرًا يعادل **أجر الساعة مضافًا إليه 50% من الأجر الأساسي** (المادة 107). وإذا كان التشغيل على المعيار الأسبوعي فكل ساعة تزيد على ساعات هذا المعيار تُعد إضافية، وكل ساعات العمل في أيام العطل والأعياد تُعد إضافية.

وبعد تعديلات 1446هـ يجوز لصاحب العمل، **بموافقة العامل**، أن يمنحه أيام إجازة تعويضية مدفوعة الأجر بدلًا من أجر الساعات الإضافية، وفق ما تبينه اللائحة.

## مثال تقريبي
عامل أجره الأساسي 4,000 ريال وأجره الإجمالي 5,000 ريال. أجر الساعة يُحسب من الأجر الفعلي، ثم يضاف إليه نصف أجر الساعة محسوبًا من الأساسي. طريقة تقسيم الأجر على الساعات تحددها اللائحة والممارسة، فتحقق منها قبل المطالبة.

## خطوات عملية
- سجّل ساعات حضورك وانصرافك بنفسك (صور، رسائل، نظام البصمة).
- اطلب كتابةً صرف أجر الساعات الإضافية أو الاتفاق المكتوب على الإجازة التعويضية.
- عند الرفض: شكوى عبر **قوى** ثم التسوية الودية ثم المحكمة العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
إذا كانت الساعات الإضافية كثيرة ومستمرة لأشهر، أو ادعى صاحب العمل أن راتبك "شامل" لها.`,
      en: `## Maximum hours
A worker may not actually work more than **eight hours a day** where the employer uses the daily standard, or **48 hours a week** under the weekly standard. In **Ramadan**, actual working hours for Muslims are reduced to no more than six a day or 36 a week (Article 98).

## Overtime pay
For each overtime hour the employer must pay **the hourly wage plus 50% of the basic wage** (Article 107). Under the weekly standard, every hour beyond the weekly hours counts as overtime, and all hours worked on official holidays and Eid days count as overtime.

Since the 1446H amendments the employer may, **with the worker’s consent**, give paid compensatory days off instead of overtime pay, as the implementing regulation sets out.

## A rough example
A worker’s basic wage is SAR 4,000 and total wage SAR 5,000. The hourly wage is worked out from the actual wage, then half of the hourly rate computed on the basic wage is added. How the monthly wage is divided into hours follows the regulation and practice, so check it before you claim.

## Practical steps
- Keep your own record of start and finish times (photos, messages, the attendance system).
- Ask in writing for overtime pay, or for a written agreement on compensatory leave.
- If refused: complain through **Qiwa**, then amicable settlement, then the labour court on **Najiz**.

## When to see a lawyer
When overtime has been heavy for months, or the employer claims your salary is “all-inclusive”.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [98], about: ['ثماني ساعات', 'رمضان'] },
      { lawTitle: LABOUR, articles: [107], about: ['ساعات العمل الإضافية', '50%'] },
    ],
    keywords: {
      ar: ['ساعات العمل', 'العمل الإضافي', 'أوفر تايم', 'ساعات رمضان', 'أجر إضافي'],
      en: ['working hours', 'overtime', 'overtime pay', 'Ramadan hours', 'extra hours'],
    },
  },
  {
    id: 'annual-leave',
    topic: 'employment',
    title: { ar: 'الإجازة السنوية', en: 'Annual leave' },
    summary: {
      ar: 'للعامل إجازة سنوية لا تقل عن 21 يومًا بأجر يُدفع مقدمًا، وتصبح 30 يومًا بعد خمس سنوات متصلة لدى صاحب العمل. ولا يجوز التنازل عنها أثناء الخدمة، ويستحق العامل أجرة الأيام غير المستخدمة عند ترك العمل.',
      en: 'A worker gets at least 21 days’ paid annual leave, paid in advance, rising to 30 days after five continuous years with the employer. It cannot be waived during service, and unused days are paid out when the worker leaves.',
    },
    body: {
      ar: `## كم يومًا؟
يستحق العامل عن كل سنة **إجازة سنوية لا تقل عن 21 يومًا**، تزيد إلى **30 يومًا على الأقل** إذا أمضى خمس سنوات متصلة في خدمة صاحب العمل نفسه، وتكون الإجازة بأجر يُدفع **مقدمًا** (المادة 109).

## متى يأخذها؟
- يجب أن يتمتع العامل بإجازته في سنة استحقاقها، ولا يجوز التنازل عنها أو أخذ مقابل نقدي بدلًا منها أثناء الخدمة.
- لصاحب العمل أن يحدد موعدها بحسب مقتضيات العمل أو يمنحها بالتناوب، وعليه أن يُشعر العامل بموعدها قبل **30 يومًا** على الأقل.

## عند انتهاء الخدمة
إذا ترك العامل العمل قبل أن يستخدم إجازاته المستحقة، فله أجرة تلك الأيام، ويستحق كذلك أجرة الإجازة عن أجزاء السنة بنسبة ما عمله منها (المادة 111). هذا المبلغ مستقل عن مكافأة نهاية الخدمة.

## خطوات عملية
1. اطلب الإجازة كتابةً واحتفظ بالرد.
2. راجع رصيد إجازاتك في نظام الموارد البشرية لدى المنشأة وفي العقد.
3. عند المخالصة النهائية تأكد أن رصيد الإجازات محسوب ضمنها قبل التوقيع.
4. إذا رُفضت الإجازة أو لم تُصرف أجرتها، فقدم شكوى عبر خدمات وزارة الموارد البشرية (**قوى**/التسوية الودية)، ثم الدعوى العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
إذا تراكمت إجازات عدة سنوات لم يُسمح لك بأخذها، أو طُلب منك توقيع مخالصة تتنازل فيها عن رصيد الإجازات.`,
      en: `## How many days?
For each year a worker is entitled to **annual leave of at least 21 days**, increased to **at least 30 days** after five continuous years with the same employer, paid **in advance** (Article 109).

## When is it taken?
- The worker must take the leave in the year it falls due; it cannot be waived, nor exchanged for cash during service.
- The employer may set the dates to suit the work or grant leave in rotation, but must tell the worker the date at least **30 days** beforehand.

## When employment ends
A worker who leaves before using leave already earned is paid for those days, and is also paid leave for part of a year in proportion to the time worked in it (Article 111). This is separate from the end-of-service award.

## Practical steps
1. Request leave in writing and keep the reply.
2. Check your leave balance in the company HR system and the contract.
3. At the final settlement, make sure the leave balance is included before you sign.
4. If leave is refused or not paid out, complain through the Ministry of Human Resources services (**Qiwa** / amicable settlement), then bring a labour claim on **Najiz**.

## When to see a lawyer
When several years of leave have built up because you were not allowed to take it, or you are asked to sign a release that gives up your leave balance.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [109], about: ['إجازة سنوية'] },
      { lawTitle: LABOUR, articles: [111], about: ['أيام الإجازة المستحقة'] },
    ],
    keywords: {
      ar: ['الإجازة السنوية', 'رصيد الإجازات', 'بدل الإجازة', '21 يوم', '30 يوم'],
      en: ['annual leave', 'vacation', 'leave balance', 'unused leave', 'holiday pay'],
    },
  },
  {
    id: 'sick-leave',
    topic: 'employment',
    title: { ar: 'الإجازة المرضية', en: 'Sick leave' },
    summary: {
      ar: 'للعامل الذي يثبت مرضه إجازة مرضية خلال السنة: 30 يومًا بأجر كامل، ثم 60 يومًا بثلاثة أرباع الأجر، ثم 30 يومًا دون أجر. والسنة تبدأ من تاريخ أول إجازة مرضية.',
      en: 'A worker whose illness is proven gets sick leave within a year: 30 days on full pay, then 60 days on three-quarters pay, then 30 days unpaid. The year runs from the first day of sick leave.',
    },
    body: {
      ar: `## ما القاعدة؟
تمنح المادة 117 من نظام العمل العامل الذي **يثبت مرضه** حقًا في إجازة مرضية على النحو الآتي خلال السنة الواحدة:
- **أول 30 يومًا:** بأجر كامل.
- **الـ60 يومًا التالية:** بثلاثة أرباع الأجر.
- **الـ30 يومًا التي تليها:** دون أجر.

وتُحسب هذه المدد سواء كانت الإجازات متصلة أو متقطعة. والمقصود بالسنة هنا السنة التي **تبدأ من تاريخ أول إجازة مرضية**، لا السنة الميلادية ولا سنة العقد.

## إثبات المرض
الحق مرتبط بثبوت المرض، وعمليًا يتم ذلك بتقرير طبي. التقارير الصادرة من المنشآت الصحية المرتبطة بمنصة **صحة** تصل إلكترونيًا، فاحرص على أن تصدر الإجازة بهذه الطريقة وأن تبلّغ صاحب العمل فورًا.

## ما لا تغطيه هذه المادة
إصابات العمل وأمراضه المهنية لها أحكام خاصة في نظام العمل ونظام التأمينات الاجتماعية، وكذلك إجازة الوضع للعاملة. لا تخلط بينها وبين الإجازة المرضية العادية.

## خطوات عملية
1. احصل على تقرير الإجازة المرضية من جهة صحية معتمدة.
2. أرسله لصاحب العمل كتابةً واحتفظ بما يثبت الإرسال.
3. راجع كشف راتبك لتتأكد من احتساب النسبة الصحيحة.
4. إذا خُصم أجرك دون حق أو عوقبت بسبب غياب مثبت طبيًا، فقدم شكوى عبر خدمات وزارة الموارد البشرية ثم الدعوى العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
إذا طال المرض وتجاوز المدد المذكورة، أو أنهى صاحب العمل عقدك أثناء الإجازة المرضية، أو كان المرض ناتجًا عن العمل.`,
      en: `## The rule
Article 117 of the Labour Law gives a worker whose **illness is proven** sick leave within one year as follows:
- **First 30 days:** full pay.
- **Next 60 days:** three-quarters of the wage.
- **Following 30 days:** unpaid.

These periods count whether the leave is continuous or in separate spells. The “year” is the year that **starts on the first day of sick leave**, not the calendar year or the contract year.

## Proving illness
The right depends on the illness being proven, in practice by a medical report. Reports from health facilities linked to the **Seha** platform reach employers electronically; make sure your leave is issued that way and tell your employer at once.

## What this article does not cover
Work injuries and occupational diseases have their own rules in the Labour Law and the Social Insurance Law, and so does maternity leave. Do not confuse them with ordinary sick leave.

## Practical steps
1. Get a sick-leave report from an approved health provider.
2. Send it to your employer in writing and keep proof that you did.
3. Check your payslip to make sure the right percentage was applied.
4. If pay was wrongly deducted or you were penalised for medically certified absence, complain through the Ministry of Human Resources services, then bring a labour claim on **Najiz**.

## When to see a lawyer
When the illness lasts beyond these periods, when the employer ends your contract during sick leave, or when the illness was caused by your work.`,
    },
    citations: [{ lawTitle: LABOUR, articles: [117], about: ['إجازة مرضية'] }],
    keywords: {
      ar: ['الإجازة المرضية', 'تقرير طبي', 'مرض العامل', 'خصم الراتب بسبب المرض'],
      en: ['sick leave', 'medical leave', 'sick pay', 'illness at work'],
    },
  },
  {
    id: 'termination-with-notice',
    topic: 'employment',
    title: {
      ar: 'إنهاء العقد غير محدد المدة ومهلة الإشعار',
      en: 'Ending an indefinite contract: notice periods',
    },
    summary: {
      ar: 'يجوز إنهاء العقد غير محدد المدة لسبب مشروع بإشعار كتابي. بعد تعديلات 1446هـ: للأجر الشهري 30 يومًا إذا أنهى العامل و60 يومًا إذا أنهى صاحب العمل، ولغير الأجر الشهري 30 يومًا. ومن لم يلتزم بالمهلة يدفع أجرها.',
      en: 'An indefinite contract may be ended for a legitimate reason with written notice. Since the 1446H amendments: for monthly-paid workers 30 days if the worker ends it and 60 days if the employer does; for others 30 days. Whoever skips the notice pays the wage for it.',
    },
    body: {
      ar: `## ما القاعدة؟
العقد غير محدد المدة ينتهي بإرادة أحد طرفيه (المادة 74)، لكن بشرطين: **سبب مشروع** و**إشعار كتابي** مسبق. وقد عدّل المرسوم الملكي م/44 لعام 1446هـ المادة 75 فأصبحت مهل الإشعار:
- **الأجر يُدفع شهريًا:** إذا أنهى **العامل** العقد فالإشعار 30 يومًا على الأقل، وإذا أنهاه **صاحب العمل** فالإشعار 60 يومًا على الأقل.
- **الأجر لا يُدفع شهريًا:** 30 يومًا على الأقل أيًا كان الطرف المنهي.

(الصيغة القديمة كانت 30 يومًا و15 يومًا؛ تحقق من تاريخ الإنهاء لمعرفة الصيغة المنطبقة.)

## إذا لم تُحترم المهلة
من أنهى العقد دون مراعاة مهلة الإشعار يلتزم بأن يدفع للطرف الآخر **مبلغًا يساوي أجر العامل عن مدة الإشعار نفسها**، ما لم يتفق الطرفان على أكثر من ذلك (المادة 76).

## الفرق عن التعويض
تعويض مهلة الإشعار شيء، والتعويض عن الإنهاء لسبب غير مشروع (المادة 77) شيء آخر، ومكافأة نهاية الخدمة شيء ثالث. قد يجتمع أكثر من واحد منها.

## خطوات عملية
- اجعل الإشعار مكتوبًا ومؤرخًا، ويُفضّل إرساله عبر **قوى** أو بريد رسمي.
- احسب آخر يوم عمل بدقة من تاريخ الاستلام.
- إذا تسلمت إشعارًا بلا سبب مشروع، فاطلب بيان السبب كتابةً.
- النزاع يبدأ بالتسوية الودية لدى وزارة الموارد البشرية ثم المحكمة العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
إذا كان سبب الإنهاء محل خلاف، أو وقع الإنهاء قرب تاريخ نفاذ التعديلات، أو كان عقدك محدد المدة (فأحكامه مختلفة).`,
      en: `## The rule
An indefinite-term contract ends at the will of either party (Article 74), but only with a **legitimate reason** and prior **written notice**. Royal Decree M/44 of 1446H amended Article 75, so the notice periods are now:
- **Wage paid monthly:** at least 30 days if the **worker** ends the contract, at least 60 days if the **employer** does.
- **Wage not paid monthly:** at least 30 days, whichever side ends it.

(The old wording said 30 days and 15 days; check the date of termination to know which wording applies.)

## When notice is not respected
Whoever ends the contract without respecting the notice period must pay the other side **an amount equal to the worker’s wage for that notice period**, unless they agreed on more (Article 76).

## Not the same as compensation
Pay in lieu of notice is one thing; compensation for termination without a legitimate reason (Article 77) is another; the end-of-service award is a third. More than one may be due.

## Practical steps
- Make notice written and dated, preferably through **Qiwa** or official email.
- Work out the last working day precisely from the date of receipt.
- If you receive notice without a legitimate reason, ask in writing for the reason.
- Disputes start with amicable settlement at the Ministry of Human Resources, then the labour court on **Najiz**.

## When to see a lawyer
When the reason for termination is disputed, when termination happened around the date the amendments took effect, or when your contract is fixed-term (different rules apply).`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [74], about: ['ينتهي عقد العمل'] },
      { lawTitle: LABOUR, articles: [75], about: ['إشعار', 'ستين'] },
      { lawTitle: LABOUR, articles: [76], about: ['الإشعار'] },
    ],
    keywords: {
      ar: ['مهلة الإشعار', 'إنهاء العقد', 'فترة الإنذار', 'الفصل بإشعار', 'ستين يوم'],
      en: ['notice period', 'termination notice', 'pay in lieu of notice', 'ending employment'],
    },
  },
  {
    id: 'dismissal-without-notice',
    topic: 'employment',
    title: {
      ar: 'الفصل دون مكافأة أو إشعار (المادة 80) وترك العمل دون إشعار (المادة 81)',
      en: 'Dismissal without award or notice (Article 80) and leaving without notice (Article 81)',
    },
    summary: {
      ar: 'لا يجوز لصاحب العمل فسخ العقد دون مكافأة أو إشعار أو تعويض إلا في حالات محددة حصرًا في المادة 80، وبعد أن يتيح للعامل فرصة الدفاع. وللعامل ترك العمل دون إشعار مع الاحتفاظ بحقوقه في حالات المادة 81.',
      en: 'An employer may terminate without award, notice or compensation only in the cases listed in Article 80, and only after giving the worker a chance to answer. A worker may leave without notice and keep all rights in the cases of Article 81.',
    },
    body: {
      ar: `## فصل العامل دون حقوق: المادة 80
الأصل أن الفصل يستتبع المكافأة والإشعار وربما التعويض. ولا يسقط ذلك إلا في **حالات محددة** تذكرها المادة 80 (بصيغتها المعدلة عام 1436هـ)، منها: الاعتداء على صاحب العمل أو المدير أو الرؤساء أو المرؤوسين أثناء العمل أو بسببه، وعدم أداء الالتزامات الجوهرية أو عصيان الأوامر المشروعة أو مخالفة تعليمات السلامة عمدًا رغم الإنذار الكتابي، وسوء السلوك أو الإخلال بالشرف والأمانة، وتعمد الإضرار المادي، والتزوير للحصول على العمل، وإفشاء الأسرار، والغياب دون سبب مشروع بالحد الذي تقرره المادة بعد الإنذار الكتابي.

**الشرط الجوهري:** يجب أن يتيح صاحب العمل للعامل **فرصة لإبداء أسباب اعتراضه** قبل الفسخ. والفصل في غير هذه الحالات قد يُعد إنهاءً غير مشروع يستحق عنه العامل التعويض.

## ترك العمل دون إشعار: المادة 81
للعامل أن يترك العمل دون إشعار **ويحتفظ بكامل حقوقه النظامية** إذا: لم يفِ صاحب العمل بالتزاماته الجوهرية، أو غشه عند التعاقد، أو كلفه دون رضاه بعمل مختلف جوهريًا، أو وقع عليه أو على أسرته اعتداء أو سلوك مخل بالآداب، أو عومل بقسوة أو إهانة، أو وُجد خطر جسيم لم يُعالج رغم العلم به، أو دُفع بتصرفات صاحب العمل إلى الظهور بمظهر من أنهى العقد.

## خطوات عملية
- وثّق كل شيء: الإنذارات، محاضر التحقيق، الرسائل، الشهود.
- إذا فُصلت بالمادة 80، فاطلب نسخة من قرار الفصل وأسبابه ومحضر سماع أقوالك.
- إذا أردت ترك العمل بالمادة 81، فاكتب إخطارًا تذكر فيه السبب بوضوح.
- ابدأ بالتسوية الودية ثم المحكمة العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
دائمًا تقريبًا: هذه الحالات تُحسم بالإثبات، وخطأ صغير في الإجراءات قد يقلب النتيجة.`,
      en: `## Dismissal without rights: Article 80
Normally, dismissal brings the end-of-service award, notice and possibly compensation. These fall away only in the **specific cases** Article 80 lists (as amended in 1436H), among them: assaulting the employer, manager, superiors or subordinates during or because of work; failing to perform essential duties, disobeying lawful orders or deliberately ignoring safety instructions despite a written warning; misconduct or acts against honour or honesty; deliberately causing material loss; forgery to obtain the job; disclosing work secrets; and unexcused absence beyond the limits the article sets, after a written warning.

**Key condition:** the employer must give the worker **a chance to state why he objects** before terminating. Dismissal outside these cases may be unlawful termination, for which the worker is owed compensation.

## Leaving without notice: Article 81
A worker may leave without notice **and keep all statutory rights** if the employer failed to meet essential obligations; deceived him when contracting; assigned him without consent to substantially different work; assaulted him or his family or behaved indecently towards them; treated him with cruelty or humiliation; left a serious known hazard unaddressed; or, through his conduct, pushed the worker into appearing to be the one who ended the contract.

## Practical steps
- Document everything: warnings, investigation records, messages, witnesses.
- If dismissed under Article 80, ask for the written decision, its reasons and the record of your hearing.
- If leaving under Article 81, write a notice stating the reason clearly.
- Start with amicable settlement, then the labour court on **Najiz**.

## When to see a lawyer
Almost always: these cases turn on evidence, and a small procedural mistake can change the outcome.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [80], about: ['فسخ العقد دون مكافأة'] },
      { lawTitle: LABOUR, articles: [81], about: ['يترك العمل دون إشعار'] },
    ],
    keywords: {
      ar: ['المادة 80', 'المادة 81', 'فصل بدون حقوق', 'الفصل التأديبي', 'ترك العمل'],
      en: [
        'article 80',
        'article 81',
        'dismissal without notice',
        'summary dismissal',
        'constructive dismissal',
      ],
    },
  },
  {
    id: 'unfair-dismissal-compensation',
    topic: 'employment',
    title: {
      ar: 'التعويض عن الفصل التعسفي (الإنهاء لسبب غير مشروع)',
      en: 'Compensation for unfair dismissal (termination without a legitimate reason)',
    },
    summary: {
      ar: 'إذا أُنهي العقد لسبب غير مشروع ولم يحدد العقد تعويضًا، فالتعويض أجر 15 يومًا عن كل سنة خدمة في العقد غير محدد المدة، أو أجر المدة الباقية في العقد محدد المدة، وبحد أدنى أجر شهرين.',
      en: 'If a contract is ended without a legitimate reason and the contract sets no compensation, the injured party gets 15 days’ wage per year of service (indefinite contract) or the wage for the rest of the term (fixed-term contract), and never less than two months’ wage.',
    },
    body: {
      ar: `## ما القاعدة؟
عدّلت المادة 77 من نظام العمل عام 1436هـ طريقة التعويض. فإذا لم يتضمن العقد تعويضًا محددًا عن إنهائه لسبب غير مشروع، يستحق الطرف المتضرر:
1. في العقد **غير محدد المدة**: **أجر 15 يومًا مقابل كل سنة خدمة**.
2. في العقد **محدد المدة**: **أجر ما تبقى من مدته**.
3. وفي الحالتين **لا يقل التعويض عن أجر شهرين**.

(نص المادة الأصلي كان يترك تقدير التعويض للهيئة العمالية؛ الصيغة النافذة هي المعدلة.)

## مثال
عامل بعقد غير محدد المدة خدم 6 سنوات وأجره الأخير 6,000 ريال، وفُصل دون سبب مشروع: 15 يومًا × 6 سنوات = 90 يومًا، أي ثلاثة أشهر تقريبًا = 18,000 ريال. وهذا أكثر من حد الشهرين. ويُضاف إليه مستحقاته الأخرى كمكافأة نهاية الخدمة وبدل الإشعار إن لم يُشعر.

## ما السبب غير المشروع؟
يُقدّره القضاء بحسب الوقائع. الفصل خارج حالات المادة 80، أو دون سبب يتعلق بالعمل، أو بسبب المطالبة بالحقوق، أمثلة شائعة.

## خطوات عملية
- اطلب سبب الإنهاء كتابةً، واحتفظ بخطاب الفصل.
- اجمع ما يثبت مدة الخدمة والأجر الأخير (العقد، كشوف الرواتب، سجل **التأمينات**).
- قدّم طلب التسوية الودية عبر خدمات وزارة الموارد البشرية، ثم الدعوى أمام المحكمة العمالية عبر **ناجز** دون تأخير.

## متى تستشير محاميًا؟
إذا كان في العقد بند تعويض خاص، أو ادعى صاحب العمل سببًا مشروعًا، أو كانت المبالغ كبيرة.`,
      en: `## The rule
Article 77 of the Labour Law was amended in 1436H to fix how compensation is calculated. Unless the contract itself sets compensation for termination without a legitimate reason, the injured party is owed:
1. **15 days’ wage for each year** of the worker’s service, if the contract is **indefinite**.
2. **The wage for the remainder of the term**, if the contract is **fixed-term**.
3. In both cases, **no less than two months’ wage**.

(The original wording left the amount to the labour commission; the amended wording is the one in force.)

## Example
A worker on an indefinite contract served 6 years with a last wage of SAR 6,000 and was dismissed without a legitimate reason: 15 days × 6 years = 90 days, roughly three months = SAR 18,000, which is above the two-month floor. On top come other entitlements such as the end-of-service award and pay in lieu of notice if no notice was given.

## What is not a legitimate reason?
The court decides on the facts. Dismissal outside the Article 80 cases, for no work-related reason, or for claiming one’s rights are common examples.

## Practical steps
- Ask for the reason for termination in writing and keep the dismissal letter.
- Gather proof of your length of service and last wage (contract, payslips, **GOSI** record).
- File for amicable settlement through the Ministry of Human Resources services, then a claim before the labour court on **Najiz** without delay.

## When to see a lawyer
When your contract has its own compensation clause, when the employer claims a legitimate reason, or when the sums are large.`,
    },
    citations: [{ lawTitle: LABOUR, articles: [77], about: ['خمسة عشر يوما', 'لسبب غير مشروع'] }],
    keywords: {
      ar: ['الفصل التعسفي', 'تعويض الفصل', 'المادة 77', 'إنهاء غير مشروع', 'فصل بدون سبب'],
      en: [
        'unfair dismissal',
        'wrongful termination',
        'article 77',
        'dismissal compensation',
        'fired without reason',
      ],
    },
  },
  {
    id: 'end-of-service-award',
    topic: 'employment',
    title: { ar: 'حساب مكافأة نهاية الخدمة', en: 'Calculating the end-of-service award' },
    summary: {
      ar: 'المكافأة نصف شهر عن كل سنة من السنوات الخمس الأولى وشهر كامل عن كل سنة بعدها، على أساس الأجر الأخير، وتُحسب أجزاء السنة بنسبتها. وعلى صاحب العمل تصفية الحقوق خلال أسبوع من انتهاء العلاقة، أو أسبوعين إذا أنهاها العامل.',
      en: 'The award is half a month’s wage for each of the first five years and a full month for each later year, on the last wage, with part-years pro rata. The employer must settle within a week of the end, or two weeks if the worker ended the contract.',
    },
    body: {
      ar: `## القاعدة
عند انتهاء علاقة العمل يدفع صاحب العمل للعامل **مكافأة عن مدة خدمته** (المادة 84):
- **أجر نصف شهر** عن كل سنة من **السنوات الخمس الأولى**.
- **أجر شهر** عن كل سنة **بعد ذلك**.
- يُتخذ **الأجر الأخير** أساسًا للحساب، وتُستحق المكافأة عن **أجزاء السنة** بنسبة ما قضاه العامل منها.

## مثال: 6 سنوات
أجر أخير 8,000 ريال: (5 × نصف شهر) = 2.5 شهر = 20,000 ريال، + (1 × شهر) = 8,000 ريال، المجموع **28,000 ريال**. ولو كانت المدة 6 سنوات و6 أشهر لأضيف نصف شهر آخر (4,000 ريال).

## متى تنقص المكافأة؟
إذا كان الانتهاء **باستقالة العامل** فالمكافأة تُخفّض بحسب مدة الخدمة (المادة 85؛ انظر دليل الاستقالة). أما الفصل من صاحب العمل أو انتهاء العقد محدد المدة فتُستحق فيه المكافأة كاملة، ما عدا حالات المادة 80.

## موعد الدفع
على صاحب العمل دفع الأجر وتصفية الحقوق خلال **أسبوع على الأكثر** من انتهاء العلاقة، وخلال **أسبوعين** إذا كان العامل هو من أنهى العقد، وله أن يحسم ما يستحقه من دين بسبب العمل (المادة 88).

## خطوات عملية
- اطلب كشفًا مفصلًا بالحساب قبل توقيع أي مخالصة.
- تأكد من الأجر الأخير المعتمد في الحساب (راجع المادة 86 بشأن العمولات والنسب التي قد يُتفق على استبعادها).
- عند الخلاف أو التأخر: التسوية الودية ثم المحكمة العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
إذا تضمن أجرك عمولات كبيرة، أو كانت مدة الخدمة موزعة على عقود متعددة، أو طُلب منك التوقيع على مخالصة بأقل من المستحق.`,
      en: `## The rule
When employment ends the employer pays an **award for the length of service** (Article 84):
- **Half a month’s wage** for each of the **first five years**.
- **A month’s wage** for each year **after that**.
- The **last wage** is the basis, and **part-years** count pro rata.

## Example: 6 years
Last wage SAR 8,000: (5 × half a month) = 2.5 months = SAR 20,000, plus (1 × a month) = SAR 8,000, total **SAR 28,000**. With 6 years and 6 months, add another half month (SAR 4,000).

## When is it reduced?
If employment ends **because the worker resigned**, the award is reduced according to service (Article 85; see the resignation guide). When the employer ends the contract or a fixed term expires, the full award is due, except in the Article 80 cases.

## When it must be paid
The employer must pay wages and settle entitlements **within one week at most** of the end of the relationship, or **within two weeks** if the worker ended the contract, and may deduct any work-related debt the worker owes (Article 88).

## Practical steps
- Ask for a detailed written calculation before signing any release.
- Check which last wage is used (see Article 86 on commissions and percentages that may be agreed to be excluded).
- If disputed or late: amicable settlement, then the labour court on **Najiz**.

## When to see a lawyer
When your pay includes large commissions, when your service spans several contracts, or when you are asked to sign a release for less than you are owed.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [84], about: ['مكافأة', 'نصف شهر'] },
      { lawTitle: LABOUR, articles: [88], about: ['أسبوع', 'تصفية حقوقه'] },
      { lawTitle: LABOUR, articles: [86], about: ['العمولات'] },
    ],
    keywords: {
      ar: ['مكافأة نهاية الخدمة', 'حساب المكافأة', 'المادة 84', 'نهاية الخدمة', 'المخالصة'],
      en: ['end of service award', 'end-of-service benefit', 'gratuity', 'article 84', 'final settlement'],
    },
  },
  {
    id: 'resignation',
    topic: 'employment',
    title: { ar: 'الاستقالة وأثرها على مكافأة نهاية الخدمة', en: 'Resignation and the end-of-service award' },
    summary: {
      ar: 'المستقيل يستحق ثلث المكافأة بعد سنتين إلى خمس سنوات، وثلثيها بعد أكثر من خمس إلى أقل من عشر، وكاملة بعد عشر سنوات فأكثر، ولا شيء قبل سنتين. وتستحقها العاملة كاملة إذا أنهت العقد خلال ستة أشهر من زواجها أو ثلاثة أشهر من وضعها.',
      en: 'A resigning worker gets a third of the award after two to five years, two-thirds after more than five and under ten, and the full award after ten years or more — nothing under two years. A woman gets the full award if she ends the contract within six months of marrying or three months of giving birth.',
    },
    body: {
      ar: `## الاستقالة سبب لانتهاء العقد
أضافت تعديلات 1446هـ "الاستقالة" صراحة إلى أسباب انتهاء عقد العمل في المادة 74. وفي العقد غير محدد المدة بأجر شهري، على العامل أن يُشعر صاحب العمل كتابةً قبل **30 يومًا** على الأقل (المادة 75 المعدلة).

## كم يستحق المستقيل من المكافأة؟ (المادة 85)
| مدة الخدمة المتصلة | المستحق |
|---|---|
| أقل من سنتين | لا شيء |
| من سنتين إلى خمس سنوات | ثلث المكافأة |
| أكثر من خمس وأقل من عشر | ثلثا المكافأة |
| عشر سنوات فأكثر | المكافأة كاملة |

"المكافأة" هنا هي المحسوبة وفق المادة 84 (نصف شهر عن كل سنة من الخمس الأولى وشهر عما بعدها).

## استثناءات: مكافأة كاملة رغم ترك العمل (المادة 87)
- إذا ترك العامل العمل بسبب **قوة قاهرة** خارجة عن إرادته.
- إذا أنهت **العاملة** العقد خلال **ستة أشهر من عقد زواجها** أو **ثلاثة أشهر من وضعها**.

كذلك إذا ترك العامل العمل في إحدى حالات المادة 81 (مثل عدم دفع الأجر) فإنه يحتفظ بحقوقه كاملة، ولا يُعامل كمستقيل عادي.

## خطوات عملية
1. قدّم الاستقالة كتابيًا (ويفضل عبر **قوى**) واحتفظ بتاريخ تقديمها.
2. التزم بمهلة الإشعار أو اتفق كتابيًا على الإعفاء منها.
3. تُصفّى حقوقك خلال أسبوعين من انتهاء العلاقة (المادة 88).
4. عند الخلاف: التسوية الودية ثم **ناجز**.

## متى تستشير محاميًا؟
إذا كنت تترك العمل بسبب إخلال صاحب العمل (فقد تكون الحالة مادة 81 لا استقالة)، أو ضغط عليك صاحب العمل لتقديم الاستقالة.`,
      en: `## Resignation ends the contract
The 1446H amendments added “resignation” expressly to the grounds for ending an employment contract in Article 74. Under an indefinite contract with a monthly wage, the worker must give the employer written notice at least **30 days** ahead (amended Article 75).

## How much of the award? (Article 85)
| Continuous service | Entitlement |
|---|---|
| under two years | nothing |
| two to five years | one-third of the award |
| more than five, under ten | two-thirds |
| ten years or more | the full award |

“The award” is the one calculated under Article 84 (half a month per year for the first five, a month per year after).

## Exceptions: full award despite leaving (Article 87)
- The worker leaves because of **force majeure** beyond his control.
- A **female worker** ends the contract within **six months of her marriage contract** or **three months of giving birth**.

Likewise, a worker who leaves in one of the Article 81 cases (for instance, unpaid wages) keeps full rights and is not treated as an ordinary resignation.

## Practical steps
1. Resign in writing (preferably via **Qiwa**) and keep the date.
2. Serve the notice period or agree in writing to be released from it.
3. Your entitlements must be settled within two weeks of the end (Article 88).
4. If disputed: amicable settlement, then **Najiz**.

## When to see a lawyer
When you are leaving because of the employer’s breach (it may be an Article 81 case, not a resignation), or you are being pressured to resign.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [85], about: ['استقالة', 'ثلث المكافأة'] },
      { lawTitle: LABOUR, articles: [87], about: ['قوة قاهرة', 'زواجها'] },
      { lawTitle: LABOUR, articles: [74], about: ['الاستقالة'] },
    ],
    keywords: {
      ar: ['الاستقالة', 'مكافأة المستقيل', 'المادة 85', 'ثلث المكافأة', 'ترك العمل'],
      en: ['resignation', 'resign', 'article 85', 'quitting a job', 'end of service after resignation'],
    },
  },
  {
    id: 'non-compete-clause',
    topic: 'employment',
    title: { ar: 'شرط عدم المنافسة وعدم إفشاء الأسرار', en: 'Non-compete and confidentiality clauses' },
    summary: {
      ar: 'يجوز لصاحب العمل أن يشترط على العامل عدم منافسته بعد انتهاء العقد إذا كان العمل يطلعه على العملاء، بشرط أن يكون الشرط مكتوبًا ومحددًا زمانًا ومكانًا ونوع عمل، وألا يزيد على سنتين. ولصاحب العمل رفع الدعوى خلال سنة من اكتشاف المخالفة.',
      en: 'An employer may bind a worker who gets to know its clients not to compete after the contract ends, if the clause is written, limited in time, place and type of work, and no longer than two years. The employer must sue within a year of discovering a breach.',
    },
    body: {
      ar: `## متى يصح شرط عدم المنافسة؟
وفق المادة 83 (بصيغتها المعدلة عام 1436هـ):
- أن يكون عمل العامل **يسمح له بمعرفة عملاء صاحب العمل**.
- أن يكون الشرط **مكتوبًا**.
- أن يكون **محددًا من حيث الزمان والمكان ونوع العمل**.
- ألا تزيد مدته على **سنتين من تاريخ انتهاء العلاقة**.
- أن يكون الغرض حماية مصالح صاحب العمل المشروعة.

الشرط العام الذي يمنعك من العمل "في أي مكان وفي أي مجال" يصعب الدفاع عنه لأنه غير محدد.

## شرط عدم إفشاء الأسرار
إذا كان العمل يطلع العامل على **أسرار العمل**، فلصاحب العمل أن يشترط عدم إفشائها بعد انتهاء العقد، بشرط أن يكون مكتوبًا ومحددًا زمانًا ومكانًا ونوع عمل. ولم تضع المادة حدًا أقصى بالسنتين لهذا الشرط تحديدًا.

## مدة رفع الدعوى
استثناءً من أحكام النظام، لصاحب العمل رفع دعوى **خلال سنة من تاريخ اكتشاف** مخالفة العامل لهذه الالتزامات.

## خطوات عملية
- اقرأ الشرط قبل توقيع العقد: هل حدد المدينة/المنطقة، ونوع النشاط، والمدة؟
- قبل الانتقال لمنافس، قارن عملك الجديد بنطاق الشرط بدقة.
- يمكن التفاوض على إعفاء مكتوب من الشرط عند الاستقالة أو ضمن المخالصة.
- النزاعات العمالية تنظرها المحاكم العمالية وتُرفع عبر **ناجز**.

## متى تستشير محاميًا؟
قبل قبول عرض من منافس إذا كان في عقدك شرط عدم منافسة، أو إذا وصلك إنذار من صاحب العمل السابق.`,
      en: `## When is a non-compete valid?
Under Article 83 (as amended in 1436H):
- The worker’s job **lets him get to know the employer’s clients**.
- The clause is **in writing**.
- It is **limited in time, place and type of work**.
- It lasts no more than **two years from the end of the relationship**.
- Its purpose is to protect the employer’s legitimate interests.

A blanket clause banning you from working “anywhere, in any field” is hard to defend because it is not specific.

## Confidentiality clauses
If the job gives the worker access to **business secrets**, the employer may require that they are not disclosed after the contract ends, provided the clause is written and specific as to time, place and type of work. The article sets no two-year cap for this clause specifically.

## Time limit to sue
As an exception to the law’s general rules, the employer may bring a claim **within one year of discovering** the worker’s breach of these obligations.

## Practical steps
- Read the clause before signing: does it name the city/region, the activity and the duration?
- Before joining a competitor, compare the new job carefully with the clause’s scope.
- You can negotiate a written release from the clause on resignation or in the final settlement.
- Employment disputes go to the labour courts and are filed on **Najiz**.

## When to see a lawyer
Before accepting an offer from a competitor when your contract has a non-compete, or if you receive a warning letter from your former employer.`,
    },
    citations: [{ lawTitle: LABOUR, articles: [83], about: ['منافسته', 'أسراره'] }],
    keywords: {
      ar: ['شرط عدم المنافسة', 'عدم المنافسة', 'السرية', 'إفشاء الأسرار', 'العمل لدى منافس'],
      en: [
        'non-compete',
        'non-competition clause',
        'confidentiality',
        'restrictive covenant',
        'working for a competitor',
      ],
    },
  },
  {
    id: 'maternity-leave',
    topic: 'employment',
    title: {
      ar: 'إجازة الوضع وحقوق العاملة الحامل',
      en: 'Maternity leave and the rights of a pregnant worker',
    },
    summary: {
      ar: 'للعاملة إجازة وضع بأجر كامل مدتها اثنا عشر أسبوعًا، منها ستة أسابيع إلزامية بعد الولادة، ولها تمديدها شهرًا دون أجر. ولا يجوز فصلها أو إنذارها بالفصل أثناء حملها أو إجازة الوضع، ولها ساعة رضاعة يوميًا بعد عودتها.',
      en: 'A female worker gets twelve weeks’ maternity leave on full pay, six of them compulsory after the birth, and may extend it by a month unpaid. She may not be dismissed or warned of dismissal while pregnant or on maternity leave, and gets up to an hour a day for nursing after she returns.',
    },
    body: {
      ar: `## مدة إجازة الوضع
بعد تعديلات 1446هـ (المعمول بها من 1446/8/20هـ) أصبحت إجازة الوضع **اثني عشر أسبوعًا بأجر كامل** (المادة 151):
- **ستة أسابيع بعد الولادة وجوبًا**، ولا يجوز تشغيلها خلالها.
- والأسابيع الستة الباقية توزعها كما تشاء، ابتداءً من أربعة أسابيع قبل التاريخ المرجح للولادة الذي تحدده شهادة طبية مصدقة.
- إذا تأخرت الولادة عن موعدها المرجح فبقي من الإجازة أقل من ستة أسابيع، تُكمَّل المدة إجازةً دون أجر.
- لها في جميع الأحوال تمديد الإجازة **شهرًا دون أجر**.
- إذا أنجبت طفلًا مريضًا أو من ذوي الإعاقة يحتاج مرافقًا مستمرًا، فلها **شهر إضافي بأجر كامل** بعد إجازة الوضع، وشهر آخر دون أجر إن أرادت.

## الحماية من الفصل
لا يجوز لصاحب العمل فصل العاملة أو إنذارها بالفصل **أثناء حملها أو إجازة الوضع**، ويشمل ذلك مرضها الناشئ عن أي منهما إذا ثبت بشهادة طبية معتمدة، بشرط ألا يتجاوز غيابها 180 يومًا في السنة (المادة 155 بصيغتها المعدلة عام 1440هـ).

## ساعة الرضاعة
عند عودتها من إجازة الوضع لها فترة أو فترات راحة للرضاعة لا تزيد مجموعها على **ساعة يوميًا**، تُحسب من ساعات العمل ولا ينقص بها الأجر (المادة 154).

## خطوات عملية
- قدّمي الشهادة الطبية بالتاريخ المرجح للولادة واطلبي الإجازة كتابةً أو عبر نظام المنشأة.
- لا تعملي لدى صاحب عمل آخر أثناء الإجازة، فقد يُسقط ذلك أجرها (المادة 157).
- عند الفصل أو الإنذار أثناء الحمل: احتفظي بالخطاب وقدّمي طلب التسوية الودية ثم الدعوى العمالية عبر **ناجز**.

## متى تستشيرين محاميًا؟
إذا أُنهي عقدك أثناء الحمل أو بعد عودتك مباشرة، أو خُصم أجر الإجازة، أو رُفضت ساعة الرضاعة.`,
      en: `## How long is maternity leave?
Since the 1446H amendments (in force from 20/8/1446H), maternity leave is **twelve weeks on full pay** (Article 151):
- **Six weeks after the birth are compulsory**; she may not be made to work during them.
- She spreads the other six weeks as she wishes, starting from four weeks before the expected date of birth set by a certified medical certificate.
- If the birth comes later than expected and less than six weeks of leave remain, the balance is made up as unpaid leave.
- In every case she may extend the leave by **one month unpaid**.
- If the baby is ill or has a disability that needs constant care, she gets **one more month on full pay** after maternity leave, and may add a further unpaid month.

## Protection from dismissal
An employer may not dismiss a female worker or warn her of dismissal **while she is pregnant or on maternity leave**, including illness arising from either, proven by an approved medical certificate, as long as her absence does not exceed 180 days in the year (Article 155 as amended in 1440H).

## Nursing breaks
When she returns she may take one or more nursing breaks totalling no more than **one hour a day**; they count as working time and her wage is not reduced (Article 154).

## Practical steps
- Submit the medical certificate with the expected date and request the leave in writing or through the company system.
- Do not work for another employer during the leave: she may lose its pay (Article 157).
- If dismissed or warned during pregnancy, keep the letter, file for amicable settlement and then a labour claim on **Najiz**.

## When to see a lawyer
When your contract is ended during pregnancy or right after you return, when leave pay is deducted, or when nursing breaks are refused.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [151], about: ['إجازة وضع'] },
      { lawTitle: LABOUR, articles: [155], about: ['فصل العاملة'] },
      { lawTitle: LABOUR, articles: [154], about: ['إرضاع'] },
      { lawTitle: LABOUR, articles: [157], about: ['صاحب عمل آخر'] },
    ],
    keywords: {
      ar: ['إجازة الوضع', 'إجازة الولادة', 'إجازة الأمومة', 'ساعة الرضاعة', 'فصل الحامل', 'اجازة وضع'],
      en: [
        'maternity leave',
        'pregnancy at work',
        'nursing hour',
        'dismissal while pregnant',
        'maternity pay',
      ],
    },
  },
  {
    id: 'special-leave-hajj-marriage-bereavement',
    topic: 'employment',
    title: {
      ar: 'إجازات الحج والزواج والوفاة والمولود والامتحان',
      en: 'Leave for Hajj, marriage, bereavement, a new baby and exams',
    },
    summary: {
      ar: 'للعامل خمسة أيام بأجر كامل عند زواجه أو وفاة زوجه أو أحد أصوله أو فروعه، وثلاثة أيام لوفاة الأخ أو الأخت، وثلاثة أيام للمولود. وله إجازة حج بأجر من 10 إلى 15 يومًا مرة واحدة بعد سنتين متصلتين من الخدمة.',
      en: 'A worker gets five days on full pay for his marriage or the death of a spouse, parent, grandparent, child or grandchild, three days for the death of a brother or sister, and three days for a new baby. Paid Hajj leave of 10 to 15 days is granted once, after two continuous years of service.',
    },
    body: {
      ar: `## إجازات المناسبات (المادة 113 بعد تعديل 1446هـ)
- **خمسة أيام بأجر كامل** عند زواج العامل، أو وفاة زوجه أو أحد أصوله (الأب والأم والأجداد) أو فروعه (الأبناء والأحفاد).
- **ثلاثة أيام** عند وفاة الأخ أو الأخت.
- **ثلاثة أيام** عند ولادة مولود له، يأخذها خلال سبعة أيام من تاريخ الولادة.
- تُحسب الإجازات من تاريخ الواقعة، ولصاحب العمل طلب ما يثبتها (عقد الزواج، شهادة الوفاة أو الميلاد).

## إجازة الحج (المادة 114)
- بأجر، **لا تقل عن عشرة أيام ولا تزيد على خمسة عشر يومًا** بما فيها إجازة عيد الأضحى.
- **مرة واحدة** طوال مدة الخدمة، ولمن لم يؤدِّ الفريضة من قبل.
- بشرط أن يكون العامل قد أمضى **سنتين متصلتين** على الأقل لدى صاحب العمل.
- لصاحب العمل أن يحدد عدد من يُمنحون هذه الإجازة كل سنة بحسب حاجة العمل.

## إجازة الامتحان (المادة 115)
إذا وافق صاحب العمل على انتسابك لمؤسسة تعليمية فلك إجازة بأجر كامل بعدد أيام الامتحان الفعلية عن سنة غير معادة، ودون أجر عن السنة المعادة. وبدون موافقته تُحتسب من رصيد إجازتك السنوية أو تكون دون أجر. قدّم الطلب قبل الموعد بخمسة عشر يومًا على الأقل.

## الإجازة دون أجر (المادة 116)
تكون باتفاق الطرفين، ويُعد العقد موقوفًا فيما زاد على عشرين يومًا منها ما لم يُتفق على غير ذلك.

## خطوات عملية
اطلب الإجازة كتابةً أو عبر نظام المنشأة، وأرفق المستند المؤيد، واحتفظ بالرد. وعند الرفض دون وجه حق قدّم شكوى عبر خدمات وزارة الموارد البشرية ثم **ناجز**.

## متى تستشير محاميًا؟
إذا خُصم أجر إجازة نظامية أو عوقبت بسبب أخذها.`,
      en: `## Family-event leave (Article 113 as amended in 1446H)
- **Five days on full pay** for the worker’s own marriage, or the death of a spouse, an ascendant (parents, grandparents) or a descendant (children, grandchildren).
- **Three days** for the death of a brother or sister.
- **Three days** for the birth of his child, taken within seven days of the birth.
- The days run from the date of the event, and the employer may ask for proof (marriage contract, death or birth certificate).

## Hajj leave (Article 114)
- Paid, **at least ten and at most fifteen days**, including the Eid al-Adha holiday.
- **Once** during the whole service, for someone who has not performed Hajj before.
- Only after at least **two continuous years** with the employer.
- The employer may decide how many workers get it each year, as the work requires.

## Exam leave (Article 115)
If the employer agreed to your enrolment, you get full-pay leave for the actual exam days of a year you are not repeating, and unpaid leave for a repeated year. Without that agreement, the days come out of your annual leave or are unpaid. Apply at least fifteen days ahead.

## Unpaid leave (Article 116)
It needs both sides’ agreement; beyond twenty days the contract is treated as suspended unless agreed otherwise.

## Practical steps
Request the leave in writing or through the company system, attach the supporting document, and keep the reply. If it is wrongly refused, complain through the Ministry of Human Resources services, then on **Najiz**.

## When to see a lawyer
When pay for statutory leave is deducted or you are penalised for taking it.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [113], about: ['زواجه', 'ولادة مولود'] },
      { lawTitle: LABOUR, articles: [114], about: ['فريضة الحج'] },
      { lawTitle: LABOUR, articles: [115], about: ['الامتحان'] },
      { lawTitle: LABOUR, articles: [116], about: ['إجازة دون أجر'] },
    ],
    keywords: {
      ar: [
        'إجازة الحج',
        'إجازة الزواج',
        'إجازة الوفاة',
        'إجازة المولود',
        'إجازة الامتحان',
        'اجازة حج',
        'إجازة بدون راتب',
      ],
      en: [
        'hajj leave',
        'marriage leave',
        'bereavement leave',
        'paternity leave',
        'exam leave',
        'unpaid leave',
      ],
    },
  },
  {
    id: 'work-injury',
    topic: 'employment',
    title: {
      ar: 'إصابة العمل: العلاج والبدل اليومي والتعويض',
      en: 'Work injuries: treatment, daily allowance and compensation',
    },
    summary: {
      ar: 'إصابة العمل هي كل حادث يقع أثناء العمل أو بسببه، ومنه الحادث في الطريق المعتاد بين السكن والعمل. يغطيها فرع الأخطار المهنية في التأمينات الاجتماعية: علاج كامل، وبدل يومي 100% من الأجر المسجل (75% أثناء العلاج على نفقة المؤسسة في مستشفى أو مركز طبي)، ومعاش أو تعويض عند العجز المستديم.',
      en: 'A work injury is any accident during or because of work, including on the usual route between home and work. GOSI’s occupational hazards branch covers it: full treatment, a daily allowance of 100% of the registered wage (75% while treated in a hospital or medical centre at GOSI’s expense), and a pension or lump sum for permanent disability.',
    },
    body: {
      ar: `## ما إصابة العمل؟
وفق نظام التأمينات الاجتماعية (المادة 30) هي كل حادث يقع للمشترك **أثناء العمل أو بسببه**، ويلحق بها الحادث في **طريقه المعتاد** من مسكنه إلى العمل والعكس، أو إلى مكان طعامه أو صلاته المعتاد، والحادث أثناء مهمة كلفه بها صاحب العمل. وتُعد الأمراض المهنية الواردة في الجدول المعتمد إصابة عمل. ويحيل نظام العمل في تعريفها إلى نظام التأمينات (المادة 134).

## من يدفع؟
فرع الأخطار المهنية يطبق **إلزاميًا على جميع العمال والموظفين داخل المملكة** (المادة 28). ويستحق المصاب (المادة 31): العناية الطبية، والبدل اليومي للعجز المؤقت، والعائدة أو التعويض عن العجز المستديم، بشرط أن تقع الإصابة بعد تسجيله في التأمينات أو خلال المهلة النظامية للتسجيل.

## كم البدل؟
- **100%** من أجر الاشتراك اليومي عن كل يوم انقطاع، بما فيه أيام العطل، من اليوم التالي للإصابة.
- ينخفض إلى **75%** أثناء تلقيه العلاج على نفقة المؤسسة في مستشفى أو مركز طبي (المادة 33).
- العجز الكلي المستديم: عائدة شهرية تعادل 100% من متوسط الأجر الخاضع للاشتراك، والجزئي بحسب نسبته (المادة 35).

## المهل
لا تُقبل المطالبة بالبدلات اليومية بعد **سنة** من استحقاقها، ولا بالتعويضات الأخرى بعد **خمس سنوات**، ما لم يكن هناك عذر تقبله المؤسسة (المادة 54).

## خطوات عملية
1. أبلغ صاحب العمل فورًا، واطلب أن يبلّغ التأمينات الاجتماعية بالإصابة.
2. احتفظ بالتقارير الطبية وصور الحادث وأسماء الشهود.
3. تأكد أن أجرك الحقيقي مسجل في **التأمينات**؛ فالبدل يُحسب منه.
4. تابع الطلب في تطبيق أو موقع **التأمينات الاجتماعية**.

## متى تستشير محاميًا؟
إذا أنكر صاحب العمل وقوع الإصابة أثناء العمل، أو لم تكن مسجلًا، أو رُفض طلبك أو قُدّرت نسبة العجز بأقل مما تراه.`,
      en: `## What is a work injury?
Under the Social Insurance Law (Article 30) it is any accident to an insured person **during or because of work**, including an accident on the **usual route** between home and work or to where he usually eats or prays, and an accident during a task the employer assigned. Occupational diseases in the approved schedule count as work injuries. The Labour Law adopts the same definition (Article 134).

## Who pays?
The occupational hazards branch applies **compulsorily to all workers and employees in the Kingdom** (Article 28). The injured person is entitled (Article 31) to medical care, a daily allowance for temporary disability, and a pension or lump sum for permanent disability, provided the injury happened after he was registered with GOSI or within the period allowed for registration.

## How much?
- **100%** of the daily insured wage for each day off work, holidays included, from the day after the injury.
- Cut to **75%** while he is being treated at GOSI’s expense in a hospital or medical centre (Article 33).
- Total permanent disability: a monthly pension equal to 100% of the average insured wage; partial disability in proportion to its degree (Article 35).

## Deadlines
Claims for daily allowances are not accepted once **a year** has passed since they fell due, and other compensation after **five years**, unless GOSI accepts an excuse (Article 54).

## Practical steps
1. Tell your employer at once and ask that the injury be reported to GOSI.
2. Keep medical reports, photos of the scene and witnesses’ names.
3. Check that your real wage is registered with **GOSI**; the allowance is based on it.
4. Follow the claim in the **GOSI** app or website.

## When to see a lawyer
When the employer denies the injury happened at work, you were not registered, or your claim is refused or the disability rate seems too low.`,
    },
    citations: [
      { lawTitle: SOCIAL_INSURANCE, articles: [30], about: ['إصابة عمل'] },
      { lawTitle: SOCIAL_INSURANCE, articles: [28], about: ['الأخطار المهنية'] },
      { lawTitle: SOCIAL_INSURANCE, articles: [31], about: ['إصابة عمل'] },
      { lawTitle: SOCIAL_INSURANCE, articles: [33], about: ['البدل اليومي'] },
      { lawTitle: SOCIAL_INSURANCE, articles: [35], about: ['العجز الكلي المستديم'] },
      { lawTitle: SOCIAL_INSURANCE, articles: [54], about: ['البدلات اليومية'] },
      { lawTitle: LABOUR, articles: [134], about: ['إصابة عمل'] },
    ],
    keywords: {
      ar: [
        'إصابة عمل',
        'اصابة عمل',
        'حادث عمل',
        'الأخطار المهنية',
        'التأمينات',
        'مرض مهني',
        'حادث في الطريق للدوام',
      ],
      en: [
        'work injury',
        'workplace accident',
        'occupational hazards',
        'GOSI',
        'occupational disease',
        'injured at work',
      ],
    },
  },
  {
    id: 'wage-deductions',
    topic: 'employment',
    title: {
      ar: 'الخصم من الراتب: متى يجوز وكم حده؟',
      en: 'Deductions from pay: when they are allowed and the limits',
    },
    summary: {
      ar: 'لا يجوز الخصم من أجر العامل لحقوق خاصة دون موافقته الخطية إلا في حالات محددة، منها قرض صاحب العمل بحد 10% من الأجر، والتأمينات، والغرامات التأديبية، ودين بحكم قضائي بحد ربع الأجر. ولا يجوز أن يتجاوز مجموع الخصم نصف الأجر.',
      en: 'An employer may not deduct from a worker’s wage for private claims without his written consent, except in listed cases such as repaying an employer loan (up to 10% of the wage), social insurance, disciplinary fines and a court-ordered debt (up to a quarter). All deductions together may not exceed half the wage.',
    },
    body: {
      ar: `## القاعدة
لا يجوز لصاحب العمل أن يحسم أي مبلغ من أجرك لقاء حقوق خاصة **دون موافقة خطية منك**، إلا في الحالات التي تذكرها المادة 92:
1. **استرداد قرض صاحب العمل**، بشرط ألا يزيد الخصم على **10%** من الأجر.
2. **اشتراكات التأمينات الاجتماعية** وأي اشتراكات مقررة نظامًا.
3. اشتراكات صندوق الادخار والقروض المستحقة له.
4. أقساط مشروع إسكان أو مزية أخرى يقدمها صاحب العمل.
5. **الغرامات التأديبية** وقيمة ما أتلفه العامل.
6. **دين بحكم قضائي**، بحد أقصى **ربع الأجر** شهريًا ما لم ينص الحكم على غير ذلك. ويُقدَّم دين النفقة، ثم المأكل والملبس والمسكن، على غيرها.

## الحد الأعلى لمجموع الخصم
لا يجوز في جميع الأحوال أن يزيد مجموع المبالغ المحسومة على **نصف الأجر المستحق**، إلا إذا ثبت أمام الجهة القضائية العمالية إمكان الزيادة، ولا يُعطى العامل في حال حاجته أكثر من ثلاثة أرباع أجره (المادة 93).

## احتجاز الأجر
يلتزم صاحب العمل ألا يحتجز أجر العامل أو جزءًا منه **دون سند قضائي** (المادة 61). فالخصم بسبب "عهدة" أو "تلفيات" لا يكون إلا بعد تحقيق وثبوت، وضمن الحدود السابقة.

## خطوات عملية
- اطلب كشف راتب يبيّن كل خصم وسببه.
- لا توقّع موافقة عامة مفتوحة على الخصم؛ حدد المبلغ والمدة كتابةً.
- إذا تجاوز الخصم الحدود أو لم يكن له سبب، قدّم شكوى عبر خدمات وزارة الموارد البشرية ثم الدعوى العمالية عبر **ناجز**.

## متى تستشير محاميًا؟
إذا خُصم راتبك كاملًا أو أغلبه، أو نُسب إليك تلف كبير تطالَب بقيمته، أو وُقّعت عليك غرامات متكررة.`,
      en: `## The rule
An employer may not deduct anything from your wage for private claims **without your written consent**, except in the cases listed in Article 92:
1. **Repaying an employer loan**, as long as the deduction does not exceed **10%** of the wage.
2. **Social insurance contributions** and any other contributions required by law.
3. Contributions to a savings fund and loans owed to it.
4. Instalments for an employer housing scheme or another benefit.
5. **Disciplinary fines** and the value of anything the worker damaged.
6. **A debt under a court judgment**, capped at **a quarter of the wage** a month unless the judgment says otherwise. Maintenance (nafaqa) debts come first, then debts for food, clothing and housing.

## The overall cap
In no case may all deductions together exceed **half of the wage due**, unless the labour judicial body finds a larger deduction possible; and where the worker needs more than half, he is given no more than three-quarters of his wage (Article 93).

## Withholding pay
The employer must not withhold all or part of a worker’s wage **without a court order** (Article 61). So deductions for “custody items” or “damage” need an inquiry and proof first, and stay within the limits above.

## Practical steps
- Ask for a payslip showing every deduction and its reason.
- Do not sign an open-ended consent to deductions; state the amount and period in writing.
- If deductions break the limits or have no basis, complain through the Ministry of Human Resources services, then bring a labour claim on **Najiz**.

## When to see a lawyer
When all or most of your salary is withheld, when you are charged for major damage, or when fines keep being imposed.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [92], about: ['حسم', 'قروض صاحب العمل'] },
      { lawTitle: LABOUR, articles: [93], about: ['نصف أجر العامل'] },
      { lawTitle: LABOUR, articles: [61], about: ['يحتجز'] },
    ],
    keywords: {
      ar: ['خصم الراتب', 'الخصم من الراتب', 'حسم من الأجر', 'قرض من الشركة', 'احتجاز الراتب', 'خصم الغياب'],
      en: ['salary deduction', 'pay deduction', 'employer loan', 'withheld salary', 'deducted wages'],
    },
  },
  {
    id: 'disciplinary-penalties',
    topic: 'employment',
    title: {
      ar: 'الجزاءات التأديبية: الإنذار والغرامة والإيقاف',
      en: 'Disciplinary penalties: warnings, fines and suspension',
    },
    summary: {
      ar: 'لا يوقع صاحب العمل إلا الجزاءات التي يذكرها النظام أو لائحة تنظيم العمل، وبعد إبلاغ العامل كتابةً والتحقيق معه. ولا تزيد غرامة المخالفة الواحدة على أجر خمسة أيام، ولا الإيقاف دون أجر على خمسة أيام في الشهر، وللعامل التظلم خلال ثلاثين يومًا.',
      en: 'An employer may impose only the penalties the law or the work rules list, and only after telling the worker in writing and hearing his defence. A fine for one offence may not exceed five days’ wage, unpaid suspension may not exceed five days a month, and the worker may challenge the decision within thirty days.',
    },
    body: {
      ar: `## ما الجزاءات الجائزة؟
تحصر المادة 66 الجزاءات في: الإنذار، والغرامة، والحرمان من العلاوة أو تأجيلها مدة لا تزيد على سنة، وتأجيل الترقية مدة لا تزيد على سنة، والإيقاف عن العمل مع الحرمان من الأجر، والفصل في الحالات المقررة نظامًا. ولا يجوز توقيع جزاء غير وارد في النظام أو في **لائحة تنظيم العمل** المعتمدة للمنشأة (المادة 67).

## الضمانات قبل الجزاء
- لا جزاء إلا بعد **إبلاغ العامل كتابةً** بما نُسب إليه، واستجوابه، وسماع دفاعه، وتدوين ذلك في محضر (المادة 71). ويجوز الاستجواب شفهيًا في المخالفات البسيطة التي لا يتجاوز جزاؤها الإنذار أو غرامة أجر يوم.
- لا يُتهم العامل بمخالفة مضى على كشفها أكثر من **ثلاثين يومًا**، ولا يوقع الجزاء بعد أكثر من ثلاثين يومًا من انتهاء التحقيق (المادة 69).
- لا يُشدد الجزاء للتكرار إذا مضى **180 يومًا** على إبلاغه بالجزاء السابق (المادة 68).

## الحدود (المادة 70)
- لا جزاء على فعل خارج العمل إلا إذا اتصل بالعمل أو بصاحبه أو مديره.
- لا تزيد غرامة المخالفة الواحدة على **أجر خمسة أيام**، ولا يُقتطع للغرامات أكثر من أجر خمسة أيام في الشهر.
- لا يوقع أكثر من جزاء واحد على المخالفة الواحدة.
- لا يزيد الإيقاف دون أجر على **خمسة أيام في الشهر**.

## التظلم والاعتراض (المادة 72 بعد تعديل 1446هـ)
يُبلَّغ العامل بالجزاء كتابةً، وله أن يتظلم كتابةً لدى الجهة المختصة في المنشأة خلال **ثلاثين يومًا** (عدا العطل الرسمية). فإن رُفض التظلم أو لم يُبت فيه خلال خمسة عشر يومًا، فله الاعتراض أمام **المحكمة العمالية** خلال ثلاثين يومًا.

## متى تستشير محاميًا؟
إذا كان الجزاء تمهيدًا للفصل، أو تكررت الغرامات، أو وُقّع الجزاء دون تحقيق.`,
      en: `## Which penalties are allowed?
Article 66 limits them to: a warning, a fine, withholding or deferring a pay rise for up to a year, deferring a promotion for up to a year, suspension from work without pay, and dismissal in the cases the law sets. No penalty may be imposed that is not in the law or in the establishment’s approved **work rules** (Article 67).

## Safeguards before any penalty
- No penalty without **telling the worker in writing** what he is accused of, questioning him, hearing his defence and recording it in minutes (Article 71). Minor offences punishable by no more than a warning or a one-day fine may be handled orally.
- A worker may not be charged with an offence discovered more than **thirty days** earlier, and no penalty may be imposed more than thirty days after the inquiry ends (Article 69).
- A repeat offence may not be punished more harshly once **180 days** have passed since he was notified of the earlier penalty (Article 68).

## Limits (Article 70)
- No penalty for conduct outside work unless it is connected with the work, the employer or the manager.
- A fine for one offence may not exceed **five days’ wage**, and no more than five days’ wage a month may be deducted for fines.
- Only one penalty per offence.
- Unpaid suspension may not exceed **five days a month**.

## Challenging a penalty (Article 72 as amended in 1446H)
The worker is notified in writing and may file a written grievance with the responsible unit in the establishment within **thirty days** (official holidays excluded). If it is rejected or not decided within fifteen days, he may object before the **labour court** within thirty days.

## When to see a lawyer
When the penalty looks like a step towards dismissal, fines keep coming, or a penalty was imposed without any inquiry.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [66, 67], about: ['الجزاءات التأديبية', 'جزاء'] },
      { lawTitle: LABOUR, articles: [68, 69], about: ['مائة وثمانون يوما', 'ثلاثين يوما'] },
      { lawTitle: LABOUR, articles: [70], about: ['أجرة خمسة أيام'] },
      { lawTitle: LABOUR, articles: [71], about: ['استجوابه'] },
      { lawTitle: LABOUR, articles: [72], about: ['التظلم'] },
    ],
    keywords: {
      ar: [
        'الجزاءات التأديبية',
        'إنذار',
        'لفت نظر',
        'خصم جزائي',
        'إيقاف عن العمل',
        'لائحة تنظيم العمل',
        'تحقيق إداري',
      ],
      en: [
        'disciplinary action',
        'warning letter',
        'fine at work',
        'suspension without pay',
        'work rules',
        'investigation',
      ],
    },
  },
  {
    id: 'saudization-nitaqat',
    topic: 'employment',
    title: {
      ar: 'التوطين ونطاقات: ما يهم الموظف',
      en: 'Saudization and Nitaqat: what employees should know',
    },
    summary: {
      ar: 'يلزم نظام العمل المنشآت باستقطاب السعوديين وتدريبهم، ويحدد ألا تقل نسبتهم عن 75% مع جواز خفضها مؤقتًا بقرار الوزير. وبرنامج نطاقات هو أداة الوزارة لقياس نسب التوطين وتصنيف المنشآت، وتصنيف منشأتك يؤثر في خدماتها وفي فرص انتقالك.',
      en: 'The Labour Law requires establishments to recruit and train Saudis and sets their share at no less than 75%, which the Minister may lower temporarily. Nitaqat is the Ministry’s tool for measuring Saudization and rating establishments; your employer’s rating affects its services and your options to move.',
    },
    body: {
      ar: `## الأساس النظامي
- **العمل حق للمواطن**، ولا يمارسه غيره إلا بالشروط النظامية، والمواطنون متساوون فيه دون تمييز بسبب الجنس أو الإعاقة أو السن أو غيرها، عند الإعلان والتوظيف وأثناء العمل (المادة 3 بعد تعديل 1440هـ).
- على كل منشأة، أيًا كان عدد عمالها، أن تعمل على **استقطاب السعوديين وتوظيفهم وتدريبهم** وتوفير وسائل استمرارهم (المادة 26).
- يجب ألا تقل نسبة السعوديين عن **75%** من مجموع العمال، وللوزير خفضها مؤقتًا عند عدم توافر الكفاءات أو تعذر شغل الوظائف بالمواطنين (المادة 26).

## ما نطاقات؟
برنامج تطبقه وزارة الموارد البشرية لقياس نسبة التوطين في كل منشأة بحسب نشاطها وحجمها، ويصنفها في نطاقات. والقرارات التنفيذية هي التي تحدد النسب المطلوبة لكل نشاط، وما يترتب على كل نطاق من خدمات كإصدار التأشيرات وتجديد رخص العمل ونقل الخدمات. تتغير هذه القرارات من وقت لآخر، فارجع إلى **قوى** لمعرفة الوضع الحالي.

## ماذا يعني لك؟
- **إن كنت سعوديًا:** تأكد أن تسجيلك في **التأمينات الاجتماعية** يطابق عملك وأجرك الحقيقيين. التسجيل الصوري دون عمل فعلي لرفع نسبة التوطين مخالفة تعرّض المنشأة للعقوبات (المادة 229: غرامة تصل إلى مئة ألف ريال تتعدد بعدد الأشخاص).
- **إن كنت غير سعودي:** تصنيف منشأتك يؤثر في تجديد رخصة عملك وفي خدمات الانتقال المتاحة لك؛ راجعها في **قوى**.

## خطوات عملية
- اطلع على عقدك وتصنيف منشأتك في **قوى**.
- راجع سجلك في **التأمينات** ومدة الاشتراك والأجر المسجل.
- أبلغ الوزارة عن التوطين الصوري أو التمييز عبر قنواتها الرسمية.

## متى تستشير محاميًا؟
إذا طُلب منك التوقيع على عقد صوري، أو رُفض تجديد إقامتك أو نقلك بسبب تصنيف المنشأة.`,
      en: `## The legal basis
- **Work is a citizen’s right**; others may work only on the statutory conditions, and citizens are equal in it without discrimination on grounds of sex, disability, age or otherwise, in job adverts, hiring and at work (Article 3 as amended in 1440H).
- Every establishment, whatever its size, must work to **recruit, employ and train Saudis** and help them stay in work (Article 26).
- Saudis must make up **at least 75%** of all workers; the Minister may lower this temporarily where qualified Saudis are not available (Article 26).

## What is Nitaqat?
A programme run by the Ministry of Human Resources that measures each establishment’s Saudization rate against its activity and size and rates it in bands. Implementing decisions set the required rates for each activity and what each band means for services such as visas, work-permit renewals and transfers. These decisions change from time to time, so check **Qiwa** for the current position.

## What it means for you
- **If you are Saudi:** make sure your **GOSI** registration matches your real job and wage. Registering someone on paper, without real work, to inflate the Saudization rate is a violation that exposes the establishment to penalties (Article 229: fines of up to SAR 100,000, multiplied by the number of people affected).
- **If you are not Saudi:** your employer’s rating affects your work-permit renewal and the transfer options open to you; check them on **Qiwa**.

## Practical steps
- View your contract and your employer’s rating on **Qiwa**.
- Check your **GOSI** record: periods of contribution and registered wage.
- Report sham Saudization or discrimination through the Ministry’s official channels.

## When to see a lawyer
When you are asked to sign a sham contract, or your residence renewal or transfer is refused because of the employer’s rating.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [26], about: ['السعوديين', '75%'] },
      { lawTitle: LABOUR, articles: [3], about: ['حق للمواطن'] },
      { lawTitle: LABOUR, articles: [229], about: ['مائة ألف'] },
    ],
    keywords: {
      ar: ['التوطين', 'السعودة', 'نطاقات', 'نسبة السعودة', 'التوطين الوهمي', 'النطاق الأحمر', 'سعودة وهمية'],
      en: ['Saudization', 'Nitaqat', 'localisation', 'Saudi quota', 'fake Saudization', 'red band'],
    },
  },
  {
    id: 'domestic-workers',
    topic: 'employment',
    title: { ar: 'العمالة المنزلية: أي نظام يحكمها؟', en: 'Domestic workers: which rules apply?' },
    summary: {
      ar: 'العمالة المنزلية مستثناة من نظام العمل، وتحكم علاقتها لائحة خاصة يصدرها الوزير تحدد الحقوق والواجبات، وتُطبق على مخالفاتها عقوبات نظام العمل. والتعاقد والأجور والشكاوى تمر عبر منصة مساند، والعمل القسري جريمة اتجار بالأشخاص.',
      en: 'Domestic workers are excluded from the Labour Law; a special regulation issued by the Minister sets their rights and duties, and the Labour Law’s penalties apply to breaches of it. Contracts, wages and complaints go through the Musaned platform, and forced labour is a human-trafficking crime.',
    },
    body: {
      ar: `## الإطار النظامي
تستثني المادة 7 من نظام العمل (بصيغتها بعد تعديل 1446هـ) **العمالة المنزلية ومن في حكمهم** من تطبيق أحكامه، وتُلزم الوزير بإصدار **لائحة** تشمل حقوق كل طرف وواجباته، وتنظيم انتقال العمالة، ومسؤوليات أصحاب العمل ومكاتب وشركات الاستقدام. وتُطبَّق على مخالفات هذه اللائحة العقوبات الواردة في المادة 229 من نظام العمل.

لذلك لا تُحسب حقوق العاملة المنزلية (الراحة، الإجازة، مكافأة نهاية الخدمة) بمواد نظام العمل، بل بلائحة العمالة المنزلية وعقد العمل الموثق. ونص اللائحة غير متاح في مصادرنا، فارجع إليه في موقع الوزارة قبل الاحتجاج بمدة أو مبلغ محدد.

## ما لا يجوز بأي حال
العمل القسري والاسترقاق وإساءة استغلال ضعف العامل أو السلطة عليه صورٌ من **الاتجار بالأشخاص** (المادة 2 من نظام مكافحة جرائم الاتجار بالأشخاص)، وعقوبتها السجن حتى **خمس عشرة سنة** أو غرامة حتى **مليون ريال** أو كلاهما (المادة 3).

## خطوات عملية لصاحب العمل
- اعقد الاستقدام والعقد عبر منصة **مساند**، واحتفظ بنسخة العقد الموثق.
- ادفع الأجر في موعده بالطريقة المعتمدة في **مساند**، فذلك أقوى دليل عند النزاع.
- وثّق الاتفاق على أي تغيير (الأجر، المهام، الإجازة) كتابةً.

## خطوات عملية للعامل
- احتفظ بنسخة عقدك وبإثبات استلام الأجر.
- عند تأخر الأجر أو سوء المعاملة، قدّم شكوى لوزارة الموارد البشرية عبر **مساند** أو قنواتها الرسمية، وفي حال الخطر اتصل بالشرطة.

## متى تستشير محاميًا؟
إذا نشأ نزاع على أجور متراكمة أو مكافأة، أو اتُّهم أحد الطرفين بجريمة، أو رُفض نقل الخدمات.`,
      en: `## The legal framework
Article 7 of the Labour Law (as amended in 1446H) excludes **domestic workers and those treated like them** from its provisions and requires the Minister to issue a **regulation** setting each side’s rights and duties, how workers may move between employers, and the responsibilities of employers and recruitment offices and companies. Breaches of that regulation are punished with the penalties in Article 229 of the Labour Law.

So a domestic worker’s rights (rest, leave, end-of-service award) are not calculated under the Labour Law’s articles but under the Domestic Workers Regulation and the documented contract. The regulation’s text is not in our sources, so check it on the Ministry’s website before relying on any specific period or amount.

## What is never allowed
Forced labour, slavery-like practices and abusing a worker’s vulnerability or power over him are forms of **human trafficking** (Article 2 of the Anti-Trafficking in Persons Law), punished by up to **fifteen years** in prison, a fine of up to **SAR 1 million**, or both (Article 3).

## Practical steps for the employer
- Recruit and contract through **Musaned**, and keep a copy of the documented contract.
- Pay the wage on time through the method **Musaned** provides; it is the best proof in a dispute.
- Put any change (wage, duties, leave) in writing.

## Practical steps for the worker
- Keep a copy of your contract and proof of each wage payment.
- If pay is late or you are mistreated, complain to the Ministry of Human Resources through **Musaned** or its official channels; if you are in danger, call the police.

## When to see a lawyer
When there is a dispute over accumulated wages or an award, when either side is accused of a crime, or when a transfer is refused.`,
    },
    citations: [
      { lawTitle: LABOUR, articles: [7], about: ['العمالة المنزلية', 'خدم المنازل'] },
      { lawTitle: TRAFFICKING, articles: [2], about: ['قسرا'] },
      { lawTitle: TRAFFICKING, articles: [3], about: ['خمس عشرة'] },
    ],
    keywords: {
      ar: [
        'العمالة المنزلية',
        'عاملة منزلية',
        'الخادمة',
        'السائق الخاص',
        'مساند',
        'لائحة العمالة المنزلية',
        'شغالة',
      ],
      en: [
        'domestic worker',
        'housemaid',
        'private driver',
        'Musaned',
        'domestic workers regulation',
        'nanny',
      ],
    },
  },
];
