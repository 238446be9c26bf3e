import type { Guide } from './types.ts';

const PROCEDURE = 'نظام المرافعات الشرعية';
const COMMERCIAL_COURTS = 'نظام المحاكم التجارية';

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
];
