import type { Guide } from './types.ts';

const PROCEDURE = 'نظام المرافعات الشرعية';
const COMMERCIAL_COURTS = 'نظام المحاكم التجارية';
const CIVIL = 'نظام المعاملات المدنية';
const COSTS = 'نظام التكاليف القضائية';

export const COURTS_GUIDES: Guide[] = [
  {
    id: 'labour-dispute-process',
    topic: 'courts',
    title: {
      ar: 'كيف ترفع دعوى عمالية؟ من التسوية الودية إلى المحكمة العمالية',
      en: 'Bringing a labour claim: from amicable settlement to the labour court',
    },
    summary: {
      ar: 'تختص المحاكم العمالية بمنازعات عقود العمل والأجور والحقوق وإصابات العمل والفصل والجزاءات التأديبية. وتبدأ الدعوى عادة بطلب تسوية ودية لدى وزارة الموارد البشرية، ثم تُحال إلى المحكمة العمالية، وموعد الحضور فيها أربعة أيام على الأقل من التبليغ.',
      en: 'Labour courts hear disputes over employment contracts, wages, entitlements, work injuries, dismissal and disciplinary penalties. A claim usually starts with an amicable-settlement request at the Ministry of Human Resources and is then referred to the labour court, where the hearing date is at least four days after notification.',
    },
    body: {
      ar: `## ما الذي تنظره المحاكم العمالية؟
وفق المادة 34 من نظام المرافعات الشرعية تختص المحاكم العمالية بمسائل منها:
- الخلافات حول **عقد العمل والراتب والمستحقات وإصابات العمل** وتعويضاتها.
- منازعات **الجزاءات التأديبية** التي يوقعها صاحب العمل، وطلب الإعفاء منها.
- المنازعات المترتبة على **الفصل من العمل**.
- الدعاوى لإيقاع العقوبات المنصوص عليها في نظام العمل.
- شكاوى العمال وأصحاب العمل ضد قرارات **التأمينات الاجتماعية** المتعلقة بالتسجيل والاشتراكات والتعويضات بعد رفض اعتراضهم.

## المراحل في الواقع العملي
1. **التسوية الودية:** تُقدَّم الشكوى إلكترونيًا عبر خدمات وزارة الموارد البشرية (منصة "ودي"/قوى)، ويُدعى الطرفان لجلسة صلح.
2. **الإحالة للمحكمة:** إذا لم يتم الصلح، تُحال الدعوى إلى **المحكمة العمالية**، ويمكن متابعتها عبر **ناجز**.
3. **صحيفة الدعوى:** يجب أن تتضمن بيانات الطرفين، وموضوع الدعوى والطلبات وأسانيدها (المادة 41)، ويجوز تدوين الصحف والتبليغات إلكترونيًا ولها حكم المحررات المكتوبة (المادة 72).
4. **المواعيد:** موعد الحضور أمام المحاكم العمالية **أربعة أيام على الأقل** من تبليغ صحيفة الدعوى (المادة 44).

## نصائح
- لا تتأخر: المطالبات العمالية لها مدد لسماعها، وكلما تأخرت ضعفت الأدلة. راجع المدة المنطبقة على حالتك فور انتهاء العلاقة.
- جهّز: العقد، كشوف الرواتب، سجل التأمينات، خطاب الفصل، المراسلات، حساب مطالباتك بالتفصيل (أجر، إشعار، تعويض، مكافأة، إجازات).
- احضر الجلسات أو وكّل من يمثلك بوكالة سارية.

## متى تستشير محاميًا؟
في الدعاوى الكبيرة، أو إذا كان صاحب العمل يمثله محامٍ، أو عند الاستئناف على الحكم.`,
      en: `## What do labour courts hear?
Under Article 34 of the Law of Procedure before Sharia Courts, labour courts have jurisdiction over matters including:
- Disputes over **employment contracts, wages, entitlements and work injuries** and compensation for them.
- Disputes over **disciplinary penalties** imposed by the employer, and requests to be relieved of them.
- Disputes arising from **dismissal**.
- Claims to impose the penalties set in the Labour Law.
- Complaints by workers and employers against decisions of **GOSI** on registration, contributions or compensation, after their objection was rejected.

## The stages in practice
1. **Amicable settlement:** the complaint is filed online through the Ministry of Human Resources services (the “Wedy” service/Qiwa), and both sides are called to a settlement session.
2. **Referral to court:** if there is no settlement, the claim is referred to the **labour court** and can be followed on **Najiz**.
3. **Statement of claim:** it must include the parties’ details, the subject of the claim, the requests and their grounds (Article 41); statements and notices may be recorded electronically and count as written documents (Article 72).
4. **Time limits:** the hearing before a labour court is at least **four days** after the statement of claim is served (Article 44).

## Tips
- Do not delay: labour claims have time limits for being heard, and evidence weakens with time. Check the limit that applies to you as soon as your employment ends.
- Prepare the contract, payslips, GOSI record, dismissal letter, correspondence and a detailed calculation of your claims (wages, notice, compensation, award, leave).
- Attend hearings, or appoint a representative with a valid power of attorney.

## When to see a lawyer
In large claims, when the employer is represented by a lawyer, or when appealing a judgment.`,
    },
    citations: [
      { lawTitle: PROCEDURE, articles: [34], about: ['المحاكم العمالية'] },
      { lawTitle: PROCEDURE, articles: [41], about: ['صحيفة'] },
      { lawTitle: PROCEDURE, articles: [44], about: ['المحاكم العمالية', 'أربعة أيام'] },
      { lawTitle: PROCEDURE, articles: [72], about: ['إلكترونيا', 'إلكترونيًّا'] },
    ],
    keywords: {
      ar: ['دعوى عمالية', 'المحكمة العمالية', 'التسوية الودية', 'ودي', 'شكوى مكتب العمل', 'ناجز'],
      en: [
        'labour claim',
        'labour court',
        'amicable settlement',
        'labour office complaint',
        'Najiz',
        'sue employer',
      ],
    },
  },
  {
    id: 'commercial-court-claims',
    topic: 'courts',
    title: { ar: 'متى تذهب إلى المحكمة التجارية؟', en: 'When does a case go to the commercial court?' },
    summary: {
      ar: 'تختص المحكمة التجارية بالمنازعات بين التجار بسبب أعمالهم التجارية، والدعاوى على التاجر في العقود التجارية إذا زادت المطالبة الأصلية على 100 ألف ريال، ومنازعات الشركات والإفلاس والملكية الفكرية. وإذا اتفق الأطراف على الصلح أمام الدائرة أُثبت في محضر يُعد سندًا تنفيذيًا.',
      en: 'The commercial court hears disputes between traders over their business, claims against a trader under commercial contracts where the original claim exceeds SAR 100,000, and company, bankruptcy and intellectual-property disputes. A settlement reached before the court is recorded in minutes that are an enforceable instrument.',
    },
    body: {
      ar: `## الاختصاص
تنظر المحكمة التجارية في مسائل منها (المادة 16 من نظام المحاكم التجارية):
1. المنازعات بين **التجار** بسبب أعمالهم التجارية الأصلية أو التبعية.
2. الدعاوى على **التاجر** في منازعات **العقود التجارية** متى كانت **قيمة المطالبة الأصلية تزيد على 100,000 ريال**، وللمجلس الأعلى للقضاء زيادة هذه القيمة.
3. منازعات عقود المشاركة المنصوص عليها في نظام المعاملات المدنية (بعد تعديل الفقرة عام 1444هـ).
4. الدعاوى والمخالفات الناشئة عن **نظام الشركات** و**نظام الإفلاس** و**أنظمة الملكية الفكرية** والأنظمة التجارية الأخرى.
5. دعاوى الحارس القضائي والمصفي والخبير، والتعويض عن أضرار دعوى سبق نظرها في المحكمة.

فإذا كانت مطالبتك على تاجر في عقد تجاري **بمبلغ 100,000 ريال أو أقل**، فالأصل ألا تكون من اختصاص المحكمة التجارية وفق هذه الفقرة، وتُنظر في المحكمة المختصة الأخرى. تحقق من الاختصاص قبل الرفع حتى لا تُرد الدعوى.

## الصلح
إذا اتفق الأطراف على **الصلح أمام الدائرة** أُثبت في محضر الجلسة ووقعوا عليه واعتمده رئيس الجلسة، **ويُعد المحضر المعتمد سندًا تنفيذيًا** (المادة 29). أي يمكن تنفيذه مباشرة عبر محكمة التنفيذ دون دعوى جديدة.

## خطوات عملية
1. اجمع العقود والفواتير والمراسلات وكشف الحساب بين الطرفين.
2. أرسل مطالبة مكتوبة قبل الدعوى، فقد تُحل الخلافات دون تقاضٍ.
3. ارفع الدعوى عبر **ناجز** (المحاكم التجارية)، واختر النوع الصحيح للدعوى.
4. إذا كان في العقد **شرط تحكيم**، فقد يكون التحكيم هو الطريق لا المحكمة.

## متى تستشير محاميًا؟
في أغلب الدعاوى التجارية، لأن إجراءاتها ومواعيدها دقيقة، وخاصة عند الإفلاس أو منازعات الشركاء.`,
      en: `## Jurisdiction
The commercial court hears matters including (Commercial Courts Law, Article 16):
1. Disputes between **traders** arising from their primary or ancillary business activities.
2. Claims against a **trader** in **commercial contract** disputes where **the original claim exceeds SAR 100,000**; the Supreme Judicial Council may raise this amount.
3. Disputes over participation contracts under the Civil Transactions Law (paragraph amended in 1444H).
4. Claims and violations under the **Companies Law**, the **Bankruptcy Law**, **intellectual-property laws** and other commercial laws.
5. Claims concerning receivers, liquidators and experts, and compensation for harm from a case the court already heard.

So if your claim against a trader under a commercial contract is **SAR 100,000 or less**, it is normally not for the commercial court under this paragraph and goes to another competent court. Check jurisdiction before filing so your claim is not dismissed.

## Settlement
If the parties **settle before the court**, the settlement is recorded in the hearing minutes, signed by them and approved by the presiding judge, and **the approved minutes are an enforceable instrument** (Article 29). They can be enforced directly through the enforcement court without a new lawsuit.

## Practical steps
1. Gather contracts, invoices, correspondence and the account statement between the parties.
2. Send a written demand before suing; many disputes settle without litigation.
3. File on **Najiz** (commercial courts) and pick the right claim type.
4. If the contract has an **arbitration clause**, arbitration may be the route, not the court.

## When to see a lawyer
In most commercial cases, because procedures and deadlines are strict — especially in bankruptcy or partner disputes.`,
    },
    citations: [
      { lawTitle: COMMERCIAL_COURTS, articles: [16], about: ['التجار', 'مائة ألف'] },
      { lawTitle: COMMERCIAL_COURTS, articles: [29], about: ['الصلح', 'سندا تنفيذيا'] },
    ],
    keywords: {
      ar: ['المحكمة التجارية', 'دعوى تجارية', 'اختصاص المحكمة التجارية', 'نزاع تجاري', 'الصلح'],
      en: ['commercial court', 'commercial claim', 'business dispute', 'jurisdiction', 'settlement'],
    },
  },
  {
    id: 'filing-a-claim-najiz-and-court-fees',
    topic: 'courts',
    title: {
      ar: 'رفع دعوى عبر ناجز: صحيفة الدعوى والتكاليف القضائية',
      en: 'Filing a claim on Najiz: the statement of claim and court fees',
    },
    summary: {
      ar: 'ترفع الدعوى بصحيفة تتضمن بيانات الطرفين وموضوع الدعوى والطلبات والأسانيد، ولا يُجمع فيها بين طلبات لا رابط بينها. وتُفرض تكاليف قضائية لا تزيد على 5% من قيمة المطالبة وبحد أعلى مليون ريال، ويُعفى منها العمال في مطالباتهم العمالية ودعاوى الأحوال الشخصية وقسمة التركات.',
      en: 'A claim is filed with a statement giving both parties’ details, the subject, what you ask for and your grounds, without mixing unrelated requests. Court fees are up to 5% of the claim, capped at SAR 1 million; workers’ employment claims, personal status cases and estate-division cases are exempt.',
    },
    body: {
      ar: `## صحيفة الدعوى (المادة 41 من نظام المرافعات الشرعية)
ترفع الدعوى بصحيفة موقعة من المدعي أو ممثله تتضمن:
- اسم المدعي الكامل ورقم هويته ومهنته ومكان إقامته وعمله، وبيانات ممثله إن وُجد.
- اسم المدعى عليه وما يتوافر من معلومات عن عمله ومكان إقامته.
- تاريخ تقديم الصحيفة، والمحكمة المرفوعة أمامها.
- **موضوع الدعوى وطلبات المدعي وأسانيده**.
ولا يجوز أن **يُجمع في صحيفة واحدة بين طلبات لا رابط بينها**. وتقيد المحكمة الدعوى يوم تقديمها وتحدد موعد الجلسة (المادة 42).

## من يحضر؟
يحضر الخصوم بأنفسهم أو بمن ينوب عنهم، فإن كان النائب وكيلًا وجب أن يكون ممن يحق لهم التوكل نظامًا (المادة 49)، ويودع صورة من وكالته (المادة 50).

## التكاليف القضائية
- تُفرض على الدعوى تكاليف **لا تزيد على 5% من قيمة المطالبة وبحد أعلى مليون ريال**، وفق معايير اللائحة (المادة 3 من نظام التكاليف القضائية).
- **لا تُفرض** على دعاوى **الأحوال الشخصية** و**قسمة التركات** والإفلاس وديوان المظالم والدعاوى الجزائية العامة (المادة 2)، ولا على **العمال** في مطالباتهم الناشئة عن عقود العمل (المادة 17).
- **عدم الدفع لا يمنع قيد الدعوى** والفصل فيها (عدا النقض والتماس إعادة النظر) (المادة 12).
- يتحملها **المحكوم عليه**، وإذا انتهت الدعوى بالصلح تقاسمها الطرفان، وتُخفض إلى **الربع** إذا تم الصلح أمام المحكمة بعد الجلسة الأولى وقبل الحكم (المواد 13 و15).

## خطوات عملية
1. ادخل **ناجز** بحسابك في النفاذ الوطني، واختر "صحيفة دعوى" ونوعها.
2. اكتب الوقائع مرتبة بالتواريخ، وطلبات محددة بالمبالغ، وأرفق المستندات.
3. تابع المواعيد والتبليغات في ناجز؛ فالتبليغ الإلكتروني منتج لآثاره.
4. فكّر في الصلح: يوفر الوقت ويخفض التكاليف.

## متى تستشير محاميًا؟
عند كبر المبلغ، أو تعدد الأطراف، أو الشك في المحكمة المختصة.`,
      en: `## The statement of claim (Article 41 of the Sharia Procedure Law)
A claim is filed with a statement signed by the claimant or his representative, giving:
- the claimant’s full name, ID number, occupation, home and work address, and his representative’s details if any;
- the defendant’s name and whatever is known of his work and address;
- the filing date and the court;
- **the subject of the claim, what the claimant asks for, and the grounds**.
**Unrelated requests may not be combined** in one statement. The court registers the claim the day it is filed and sets the hearing date (Article 42).

## Who attends?
The parties attend in person or through a representative; an agent must be someone legally entitled to act as agent (Article 49) and must file a copy of his power of attorney (Article 50).

## Court fees
- A claim carries fees of **no more than 5% of the amount claimed, capped at SAR 1 million**, under the regulation’s criteria (Article 3 of the Judicial Costs Law).
- **No fees** for **personal status** cases, **estate division**, bankruptcy, Board of Grievances cases or public criminal cases (Article 2), nor for **workers** claiming entitlements under employment contracts (Article 17).
- **Not paying does not stop the claim** being registered and decided (except for cassation and review petitions) (Article 12).
- The **losing party** pays; on settlement the parties share them, and they drop to **a quarter** if the settlement is reached in court after the first hearing and before judgment (Articles 13 and 15).

## Practical steps
1. Log in to **Najiz** with your National Single Sign-On (Nafath) account and choose “statement of claim” and its type.
2. Set out the facts in date order, make specific requests with amounts, and attach your documents.
3. Watch dates and notices on Najiz; electronic notification has legal effect.
4. Consider settlement: it saves time and cuts fees.

## When to see a lawyer
When the amount is large, there are several parties, or you are unsure which court has jurisdiction.`,
    },
    citations: [
      { lawTitle: PROCEDURE, articles: [41], about: ['صحيفة الدعوى'] },
      { lawTitle: PROCEDURE, articles: [42], about: ['الصحيفة'] },
      { lawTitle: PROCEDURE, articles: [49, 50], about: ['وكيلا', 'وكالته'] },
      { lawTitle: COSTS, articles: [3], about: ['مليون ريال'] },
      { lawTitle: COSTS, articles: [2], about: ['الأحوال الشخصية'] },
      { lawTitle: COSTS, articles: [17], about: ['العمال'] },
      { lawTitle: COSTS, articles: [12], about: ['قيد المحكمة للدعوى'] },
      { lawTitle: COSTS, articles: [13, 15], about: ['بالصلح', 'الصلح'] },
    ],
    keywords: {
      ar: [
        'رفع دعوى',
        'صحيفة دعوى',
        'ناجز',
        'رسوم المحكمة',
        'التكاليف القضائية',
        'كيف أرفع قضية',
        'شكوى في المحكمة',
      ],
      en: ['file a lawsuit', 'statement of claim', 'Najiz', 'court fees', 'judicial costs', 'how to sue'],
    },
  },
  {
    id: 'appeals-and-deadlines',
    topic: 'courts',
    title: {
      ar: 'الاستئناف والاعتراض على الأحكام: المدد والإجراءات',
      en: 'Appealing a judgment: deadlines and steps',
    },
    summary: {
      ar: 'مدة الاعتراض بطلب الاستئناف أو التدقيق ثلاثون يومًا، وعشرة أيام في المسائل المستعجلة، ومن فوّتها سقط حقه واكتسب الحكم القطعية. وأحكام الدرجة الأولى قابلة للاستئناف عدا الدعاوى اليسيرة التي يحددها المجلس الأعلى للقضاء، ومدة طلب النقض ثلاثون يومًا.',
      en: 'You have thirty days to object by appeal or review request — ten days in urgent matters — and missing the deadline makes the judgment final. First-instance judgments are appealable except minor claims that the Supreme Judicial Council lists, and a cassation request must also be filed within thirty days.',
    },
    body: {
      ar: `## ما الذي يُستأنف؟
جميع أحكام محاكم الدرجة الأولى **قابلة للاستئناف** إلا أحكام **الدعاوى اليسيرة** التي يحددها المجلس الأعلى للقضاء، ويحدد المجلس كذلك الأحكام التي يُكتفى فيها بالتدقيق دون مرافعة (المادة 185 من نظام المرافعات الشرعية). وللمحكوم عليه أن يطلب التدقيق وحده دون مرافعة.

## المدد (المادة 187)
- **ثلاثون يومًا** للاعتراض بطلب الاستئناف أو التدقيق.
- **عشرة أيام** في الأحكام الصادرة في **المسائل المستعجلة**.
- إذا انقضت المدة دون اعتراض **سقط الحق** واكتسب الحكم **القطعية**.
- وتقف المدة بموت المعترض أو فقده أهلية التقاضي حتى يُبلَّغ الورثة أو من يقوم مقامه (المادة 180).

## مذكرة الاعتراض (المادة 188)
تُقدَّم إلى المحكمة التي أصدرت الحكم، وتتضمن: بيان الحكم ورقمه وتاريخه، و**أسباب الاعتراض**، وطلبات المعترض، وتوقيعه. وللدائرة أن تعيد النظر في حكمها على ضوء المذكرة فتعدّله أو تؤكده وترفعه لمحكمة الاستئناف (المادة 189).

## أمام محكمة الاستئناف
- **لا تُقبل طلبات جديدة** لم تُطرح أمام محكمة الدرجة الأولى (المادة 186).
- إن لم يحضر المستأنف بعد إبلاغه ومضى **60 يومًا** دون طلب السير في الدعوى، سقط حقه في الاستئناف (المادة 190).

## النقض أمام المحكمة العليا
مدة الاعتراض بطلب النقض **ثلاثون يومًا**، و**خمسة عشر يومًا** في المسائل المستعجلة (المادة 194)، ويُمهل طالب النقض ثلاثين يومًا لسداد التكاليف القضائية وإلا سقط طلبه.

## خطوات عملية
1. تبدأ المدة من تسليمك صورة صك الحكم أو من الموعد المحدد لتسلمها إن لم تحضر (المادة 179)، فسجّل الموعد فورًا.
2. قدّم مذكرة الاعتراض عبر **ناجز** مركزًا على أخطاء الحكم لا على إعادة القصة.
3. أرفق ما يدعم أسبابك، واعلم أن الطلبات الجديدة لا تُقبل.

## متى تستشير محاميًا؟
دائمًا تقريبًا في الاستئناف والنقض؛ فالمدة قصيرة وصياغة الأسباب حاسمة.`,
      en: `## What can be appealed?
All first-instance judgments **can be appealed**, except judgments in **minor claims** listed by the Supreme Judicial Council, which also decides which judgments get review on the papers only (Article 185 of the Sharia Procedure Law). The losing party may ask for review on the papers instead of a hearing.

## Deadlines (Article 187)
- **Thirty days** to object by appeal or review request.
- **Ten days** for judgments in **urgent matters**.
- If the time passes without an objection, **the right is lost** and the judgment becomes **final**.
- Time stops running if the objector dies or loses legal capacity, until his heirs or successor are notified (Article 180).

## The objection memo (Article 188)
It is filed with the court that gave the judgment and states the judgment, its number and date, **the grounds of objection**, the objector’s requests, and his signature. The panel may reconsider in light of the memo, amending its judgment or confirming it and sending it up to the court of appeal (Article 189).

## Before the court of appeal
- **New requests** not raised at first instance **are not accepted** (Article 186).
- If the appellant, once notified, fails to attend and 60 days pass without his asking to proceed, his appeal lapses (Article 190).

## Cassation at the Supreme Court
The deadline for a cassation request is **thirty days**, and **fifteen days** in urgent matters (Article 194); the applicant then has thirty days to pay the court fees or the request lapses.

## Practical steps
1. Time starts when you are handed the judgment deed, or on the date set for collecting it if you do not come (Article 179); note the deadline at once.
2. File the objection memo on **Najiz**, focusing on the judgment’s errors rather than retelling the story.
3. Attach what supports your grounds, remembering that new requests are not accepted.

## When to see a lawyer
Almost always for appeals and cassation: the deadline is short and the drafting of grounds is decisive.`,
    },
    citations: [
      { lawTitle: PROCEDURE, articles: [185], about: ['الدعاوى اليسيرة'] },
      { lawTitle: PROCEDURE, articles: [187], about: ['ثلاثون يوما'] },
      { lawTitle: PROCEDURE, articles: [180], about: ['مدة الاعتراض'] },
      { lawTitle: PROCEDURE, articles: [179], about: ['صورة صك الحكم'] },
      { lawTitle: PROCEDURE, articles: [188], about: ['مذكرة'] },
      { lawTitle: PROCEDURE, articles: [189], about: ['مذكرة الاعتراض'] },
      { lawTitle: PROCEDURE, articles: [186], about: ['الطلبات الجديدة'] },
      { lawTitle: PROCEDURE, articles: [190], about: ['ستون يوما'] },
      { lawTitle: PROCEDURE, articles: [194], about: ['النقض'] },
      { lawTitle: COSTS, articles: [12], about: ['طالب النقض'] },
    ],
    keywords: {
      ar: [
        'الاستئناف',
        'الاعتراض على الحكم',
        'مدة الاستئناف',
        'مذكرة اعتراضية',
        'النقض',
        'المحكمة العليا',
        'حكم قطعي',
      ],
      en: [
        'appeal',
        'objection to judgment',
        'appeal deadline',
        'cassation',
        'Supreme Court',
        'final judgment',
      ],
    },
  },
  {
    id: 'limitation-periods',
    topic: 'courts',
    title: {
      ar: 'مدد عدم سماع الدعوى (التقادم): متى يفوت حقك؟',
      en: 'Limitation periods: when is it too late to sue?',
    },
    summary: {
      ar: 'الحق لا يسقط بمرور الزمن، لكن الدعوى لا تُسمع على المنكر بعد عشر سنوات في الأصل، وبعد خمس سنوات في الأجور والإيجارات وحقوق المهنيين، وبعد سنة في حقوق التجار على المستهلكين، وثلاث سنوات من العلم في التعويض عن الضرر، واثني عشر شهرًا من انتهاء العمل في الدعاوى العمالية.',
      en: 'A right does not expire with time, but a claim against someone who denies it is generally not heard after ten years; five years for rent, wages and professionals’ fees; one year for traders’ claims against consumers; three years from knowledge for damage claims; and twelve months from the end of employment for labour claims.',
    },
    body: {
      ar: `## القاعدة العامة
**لا ينقضي الحق بمرور الزمن**، لكن **لا تُسمع الدعوى به على المنكر بعد عشر سنوات**، ما لم يرد نص خاص (المادة 295 من نظام المعاملات المدنية). وتبدأ المدة من يوم **استحقاق** الحق (المادة 299).

## مدد أقصر
| الحق | المدة |
|---|---|
| أتعاب الأطباء والمحامين والمهندسين وأصحاب المهن الحرة | 5 سنوات (المادة 296) |
| الحقوق الدورية: **أجرة العقار**، الأجور، الإيرادات المرتبة | 5 سنوات (المادة 296) |
| حقوق التاجر عن سلع وخدمات لغير التجار، والفنادق والمطاعم، وأجور الأجراء | سنة (المادة 297) |
| التعويض عن **الفعل الضار** | 3 سنوات من العلم بالضرر وبالمسؤول، و10 سنوات حدًا أقصى (المادة 143) |
| **الدعاوى العمالية** | 12 شهرًا من انتهاء علاقة العمل (المادة 234 من نظام العمل) |

وإذا حُرِّر **سند مكتوب** بحق من حقوق السنة أو الخمس سنوات للمهنيين، فلا تمتنع الدعوى به إلا بعد عشر سنوات من تاريخ السند (المادة 298).

## ما يوقف المدة
تقف المدة كلما وُجد **عذر تتعذر معه المطالبة**، ومن الأعذار **التفاوض بحسن نية** القائم عند اكتمال المدة، و**المانع الأدبي** كالقرابة (المادة 300). وفي الدعوى العمالية تُقبل بعد المدة إذا قدّم المدعي **عذرًا تقبله المحكمة** أو **أقرّ المدعى عليه بالحق** (المادة 234).

## مدد خاصة أخرى
- دعوى ضمان العيب في المبيع: 180 يومًا من التسليم.
- الشيك: ستة أشهر لدعاوى الرجوع بعد انقضاء ميعاد تقديمه.
- الطعن في قرار الشركاء في الشركة ذات المسؤولية المحدودة: 90 يومًا.

## خطوات عملية
- احسب المدة من تاريخ الاستحقاق، لا من تاريخ آخر مطالبة شفهية.
- المطالبة الكتابية وحدها لا تكفي دائمًا؛ الأضمن رفع الدعوى أو طلب التنفيذ عبر **ناجز** قبل نهاية المدة.
- احتفظ بما يثبت التفاوض أو إقرار المدين.

## متى تستشير محاميًا؟
إذا اقتربت المدة من نهايتها، أو كنت غير متأكد من النص الخاص الذي يحكم حقك.`,
      en: `## The general rule
**A right does not lapse with time**, but **a claim against someone who denies it is not heard after ten years**, unless a special provision says otherwise (Article 295 of the Civil Transactions Law). Time runs from the day the right **fell due** (Article 299).

## Shorter periods
| Right | Period |
|---|---|
| Fees of doctors, lawyers, engineers and other professionals | 5 years (Article 296) |
| Periodic rights: **rent**, wages, fixed income | 5 years (Article 296) |
| Traders’ claims for goods and services to non-traders; hotels and restaurants; workers’ pay | 1 year (Article 297) |
| Compensation for a **harmful act** | 3 years from knowing of the harm and who caused it, 10 years at most (Article 143) |
| **Labour claims** | 12 months from the end of employment (Article 234 of the Labour Law) |

If a **written acknowledgment** is made for one of the one-year rights or professionals’ fees, a claim on it is barred only ten years after its date (Article 298).

## What stops the clock
Time stops while there is **an excuse that makes claiming impossible**, including **good-faith negotiations** under way when the period would end, and a **moral obstacle** such as family ties (Article 300). A labour claim is still heard after the period if the claimant shows **an excuse the court accepts** or **the defendant admits the right** (Article 234).

## Other special periods
- Claims for defects in goods sold: 180 days from delivery.
- Cheques: six months for recourse claims after the presentation period ends.
- Challenging a partners’ resolution in a limited liability company: 90 days.

## Practical steps
- Count from the date the right fell due, not from your last verbal demand.
- A written demand alone is not always enough; the safe course is to file a claim or enforcement request on **Najiz** before time runs out.
- Keep proof of negotiations or the debtor’s admission.

## When to see a lawyer
When the deadline is close, or you are unsure which special rule governs your claim.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [295], about: ['عشر'] },
      { lawTitle: CIVIL, articles: [299], about: ['مستحق الأداء'] },
      { lawTitle: CIVIL, articles: [296], about: ['خمس'] },
      { lawTitle: CIVIL, articles: [297], about: ['سنة'] },
      { lawTitle: CIVIL, articles: [143], about: ['ثلاث'] },
      { lawTitle: CIVIL, articles: [298], about: ['سند'] },
      { lawTitle: CIVIL, articles: [300], about: ['تفاوض'] },
      { lawTitle: 'نظام العمل', articles: [234], about: ['اثني عشر'] },
      { lawTitle: CIVIL, articles: [344], about: ['مائة وثمانين'] },
      { lawTitle: 'نظام الأوراق التجارية', articles: [116], about: ['ستة شهور'] },
      { lawTitle: 'نظام الشركات', articles: [170], about: ['تسعين'] },
    ],
    keywords: {
      ar: [
        'التقادم',
        'مدة سماع الدعوى',
        'عدم سماع الدعوى',
        'سقوط الحق',
        'متى يسقط الحق',
        'مدة المطالبة',
        'تقادم الدين',
      ],
      en: [
        'limitation period',
        'statute of limitations',
        'time bar',
        'too late to sue',
        'claim deadline',
        'prescription',
      ],
    },
  },
  {
    id: 'power-of-attorney',
    topic: 'courts',
    title: {
      ar: 'الوكالة: إصدارها ومدتها وحدودها وإلغاؤها',
      en: 'Power of attorney: issuing it, its term, its limits and revoking it',
    },
    summary: {
      ar: 'صك الوكالة صالح خمس سنوات ما لم يحدد الموكل مدة أقل أو يُفسخ أو يتوفى أحد الطرفين، ولا تصح الوكالة بألفاظ عامة لا تحدد نوع التصرف. وللموكل عزل الوكيل متى شاء ما لم تكن لمصلحة الوكيل أو الغير، والترافع عن الغير مقصور على المحامين المرخصين والأقارب حتى الدرجة الرابعة ونحوهم.',
      en: 'A power-of-attorney deed is valid for five years unless the principal sets a shorter term, it is revoked, or either party dies. A power in general words that do not specify the type of act is invalid. The principal may dismiss the agent at will unless it was given for the agent’s or a third party’s benefit, and pleading for others in court is limited to licensed lawyers, relatives to the fourth degree and a few others.',
    },
    body: {
      ar: `## ما الوكالة؟
الوكالة عقد يقيم به الموكل الوكيل **مقام نفسه في تصرف نظامي** (المادة 480 من نظام المعاملات المدنية).
- **لا تصح بألفاظ عامة** لا تخصيص فيها لنوع التصرف (المادة 482).
- كل عمل **ليس من أعمال الإدارة** (كالبيع والرهن والتبرع) يحتاج **وكالة خاصة** تعيّن نوع العمل (المادة 484).

## مدة صك الوكالة
صك الوكالة **خمس سنوات** من تاريخ صدوره، ما لم يُفسخ، أو يتوفى أحد طرفيه أو تزول أهليته، أو يحدد الموكل مدة أقل (المادة 38 من نظام التوثيق).

## انتهاء الوكالة والعزل
- تنتهي بإنجاز العمل، أو انقضاء أجلها، أو **موت الموكل أو الوكيل**، أو فقد أحدهما أهليته (المادة 502).
- **للموكل عزل وكيله متى أراد**، إلا إذا كانت الوكالة صادرة **لمصلحة الوكيل أو الغير** فلا يعزله دون موافقة صاحب المصلحة، وعليه إعلام الوكيل بالعزل (المادة 503).
- إذا كانت الوكالة بأجر وعُزل الوكيل في وقت غير مناسب أو دون مسوغ، لزم الموكل تعويضه (المادة 504).

## الوكالة في الخصومة
- إذا لم يحضر الموكل، فلا يملك الوكيل **الإقرار بالحق أو التنازل أو الصلح أو اليمين أو ترك الخصومة** إلا بتفويض خاص في الوكالة (المادة 51 من نظام المرافعات الشرعية).
- **الترافع عن الغير** مقصور على **المحامين المرخصين**، ويُستثنى الأزواج والأصهار وذوو القربى حتى **الدرجة الرابعة**، والممثل النظامي للشركة، والوصي والقيّم وناظر الوقف في قضاياهم (المادة 18 من نظام المحاماة بعد تعديل 1443هـ الذي ألغى قبول أي وكيل في ثلاث قضايا).

## خطوات عملية
1. أصدر الوكالة إلكترونيًا عبر **ناجز** وحدد البنود بدقة (بيع عقار معين، مراجعة جهة محددة، المطالبة في قضية بعينها).
2. لا تمنح صلاحيات "البيع والإفراغ" أو "الإقرار والصلح" إلا عند الحاجة.
3. ألغِ الوكالة عبر **ناجز** بمجرد انتهاء الغرض منها، وأبلغ الوكيل.

## متى تستشير محاميًا؟
قبل إصدار وكالة عامة واسعة، أو إذا تصرف الوكيل بما يتجاوز وكالته.`,
      en: `## What is a power of attorney?
It is a contract by which the principal puts the agent **in his own place for a legal act** (Article 480 of the Civil Transactions Law).
- **It is invalid in general words** that do not specify the type of act (Article 482).
- Anything **beyond day-to-day administration** (such as selling, mortgaging or giving away) needs **a specific power** naming the act (Article 484).

## Term of the deed
A power-of-attorney deed lasts **five years** from issue, unless it is revoked, either party dies or loses capacity, or the principal sets a shorter term (Article 38 of the Notarisation Law).

## Ending it and dismissing the agent
- It ends when the task is done, its term expires, **the principal or agent dies**, or either loses capacity (Article 502).
- **The principal may dismiss the agent whenever he wishes**, unless the power was given **for the agent’s or a third party’s benefit**, in which case that person must agree; the agent must be told (Article 503).
- If the agent is paid and is dismissed at a bad time or without good reason, the principal must compensate him (Article 504).

## Agents in court cases
- If the principal is absent, the agent may not **admit the claim, waive, settle, deal with oaths or abandon the case** unless the power expressly authorises it (Article 51 of the Sharia Procedure Law).
- **Pleading for others** is reserved to **licensed lawyers**, except spouses, in-laws and relatives up to **the fourth degree**, a company’s legal representative, and guardians and endowment trustees in their own cases (Article 18 of the Legal Practice Law; the 1443H amendment removed the old allowance of up to three cases for any agent).

## Practical steps
1. Issue the power on **Najiz** and define its scope precisely (a named property, a named authority, a specific case).
2. Grant powers such as “sell and transfer title” or “admit and settle” only when needed.
3. Revoke it through **Najiz** once its purpose is done, and tell the agent.

## When to see a lawyer
Before issuing a broad power, or if the agent exceeded his authority.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [480], about: ['الوكالة'] },
      { lawTitle: CIVIL, articles: [482], about: ['بألفاظ عامة'] },
      { lawTitle: CIVIL, articles: [484], about: ['خاصة'] },
      { lawTitle: 'نظام التوثيق', articles: [38], about: ['خمس سنوات'] },
      { lawTitle: CIVIL, articles: [502], about: ['ينتهي عقد الوكالة'] },
      { lawTitle: CIVIL, articles: [503], about: ['يعزل وكيله'] },
      { lawTitle: CIVIL, articles: [504], about: ['تعويض الوكيل'] },
      { lawTitle: PROCEDURE, articles: [51], about: ['تفويضا خاصا'] },
      { lawTitle: 'نظام المحاماة', articles: [18], about: ['الدرجة الرابعة'] },
    ],
    keywords: {
      ar: [
        'وكالة',
        'صك وكالة',
        'إصدار وكالة',
        'إلغاء وكالة',
        'فسخ الوكالة',
        'وكالة عامة',
        'مدة الوكالة',
        'توكيل محامي',
      ],
      en: [
        'power of attorney',
        'POA',
        'issue power of attorney',
        'revoke power of attorney',
        'general power',
        'agent',
      ],
    },
  },
];
