import type { Guide } from './types.ts';

const PAPERS = 'نظام الأوراق التجارية';
const ENFORCEMENT = 'نظام التنفيذ';
const CIVIL = 'نظام المعاملات المدنية';
const EVIDENCE = 'نظام الإثبات';

export const CHEQUES_DEBTS_GUIDES: Guide[] = [
  {
    id: 'bounced-cheque',
    topic: 'cheques-debts',
    title: {
      ar: 'الشيك بدون رصيد: حقوقك وما يترتب على الساحب',
      en: 'Bounced cheques: your rights and the drawer’s liability',
    },
    summary: {
      ar: 'الشيك مستحق الدفع بمجرد الاطلاع ولو قُدّم قبل تاريخه، ويجب تقديمه خلال شهر إذا حُرر ودُفع في المملكة. وإصدار شيك بسوء نية دون رصيد كافٍ جريمة في نظام الأوراق التجارية، والشيك نفسه سند تنفيذي يمكن تنفيذه مباشرة عبر ناجز.',
      en: 'A cheque is payable on sight, even if presented before its date, and one drawn and payable in the Kingdom must be presented within a month. Issuing a cheque in bad faith without sufficient funds is an offence under the Commercial Papers Law, and the cheque itself is an enforceable instrument you can enforce directly through Najiz.',
    },
    body: {
      ar: `## قواعد أساسية
- **الشيك مستحق الوفاء بمجرد الاطلاع**، وأي بيان يخالف ذلك كأن لم يكن؛ وإذا قُدّم قبل التاريخ المكتوب فيه وجب وفاؤه يوم تقديمه (المادة 102). لذلك "الشيك المؤجل" لا يحمي الساحب.
- الشيك المسحوب والمستحق في المملكة يجب **تقديمه للوفاء خلال شهر** من تاريخ إصداره المكتوب، وخلال ثلاثة أشهر إذا سُحب خارج المملكة (المادة 103).

## المسؤولية الجزائية
تجرّم المادة 118 (بصيغتها المعدلة عام 1409هـ كما في النص المتاح لدينا) أفعالًا منها إذا ارتُكبت **بسوء نية**: سحب شيك لا يقابله رصيد قائم كافٍ، أو سحب الرصيد بعد إصدار الشيك، أو أمر البنك بعدم الدفع، أو تحرير الشيك بطريقة تمنع صرفه، بل ويُعاقب المستفيد الذي يتلقى بسوء نية شيكًا يعلم أنه بلا رصيد. والعقوبة في هذه الصيغة: **الحبس حتى ثلاث سنوات و/أو غرامة حتى 50,000 ريال**، وتُشدد عند العود. وقد تكون هناك تعديلات لاحقة؛ فتحقق من النص الرسمي الحالي.

## تحصيل المبلغ
الأوراق التجارية ومنها الشيك **سند تنفيذي** (المادة 9 من نظام التنفيذ)، فلا تحتاج إلى دعوى للمطالبة بالمبلغ: تقدم بطلب تنفيذ مباشرة.

## خطوات عملية
1. قدّم الشيك للبنك خلال المدة، واطلب **إفادة عدم صرف** (ارتداد) رسمية.
2. قدّم **طلب تنفيذ** عبر **ناجز** (خدمة التنفيذ) وأرفق صورة الشيك والإفادة.
3. للجانب الجزائي، يمكن التقدم بشكوى عبر القنوات المختصة (النيابة العامة/الشرطة).
4. لا تقبل شيكًا وأنت تعلم أنه بلا رصيد: قد تكون مسؤولًا أنت أيضًا.

## متى تستشير محاميًا؟
إذا كان الشيك ضمانًا لعقد ويحتج الساحب بعدم استحقاقه، أو كانت المبالغ كبيرة، أو وُجهت إليك أنت تهمة.`,
      en: `## Basic rules
- **A cheque is payable on sight**, and any statement to the contrary has no effect; if presented before the date written on it, it must be paid the day it is presented (Article 102). So a “post-dated cheque” does not protect the drawer.
- A cheque drawn and payable in the Kingdom must be **presented for payment within one month** of its stated issue date, or three months if drawn abroad (Article 103).

## Criminal liability
Article 118 (as amended in 1409H, in the text available to us) makes it an offence to do any of the following **in bad faith**: draw a cheque with no, or insufficient, available funds; withdraw funds after issuing it; order the bank not to pay; write the cheque so it cannot be cashed; and even for a payee to accept in bad faith a cheque he knows is unfunded. The penalty in this wording is **up to three years’ imprisonment and/or a fine of up to SAR 50,000**, increased for repeat offences. Later amendments may exist; check the current official text.

## Collecting the money
Commercial papers, including cheques, are **enforceable instruments** (Enforcement Law, Article 9), so you do not need a lawsuit to claim the amount: apply for enforcement directly.

## Practical steps
1. Present the cheque to the bank within the time limit and ask for an official **non-payment (return) certificate**.
2. File an **enforcement request** on **Najiz** (Enforcement services) with a copy of the cheque and the certificate.
3. For the criminal side, you can file a complaint through the competent channels (Public Prosecution/police).
4. Never accept a cheque you know is unfunded: you could be liable too.

## When to see a lawyer
When the cheque was given as security for a contract and the drawer says nothing is owed, when the sums are large, or when you are the one accused.`,
    },
    citations: [
      { lawTitle: PAPERS, articles: [102, 103], about: ['الشيك'] },
      { lawTitle: PAPERS, articles: [118], about: ['مقابل وفاء'] },
      { lawTitle: ENFORCEMENT, articles: [9], about: ['الأوراق التجارية'] },
    ],
    keywords: {
      ar: ['شيك بدون رصيد', 'الشيك المرتجع', 'شيك مرتد', 'تنفيذ الشيك', 'الأوراق التجارية'],
      en: [
        'bounced cheque',
        'dishonoured cheque',
        'check without funds',
        'cheque enforcement',
        'post-dated cheque',
      ],
    },
  },
  {
    id: 'debt-enforcement-najiz',
    topic: 'cheques-debts',
    title: { ar: 'تحصيل الديون عبر التنفيذ في ناجز', en: 'Collecting a debt through enforcement on Najiz' },
    summary: {
      ar: 'التنفيذ الجبري لا يكون إلا بسند تنفيذي بمبلغ معلوم حلّ أجله، مثل حكم قضائي أو ورقة تجارية أو عقد موثق أو ورقة عادية مقرّ بها. وإذا لم يسدد المدين أو يفصح عن أموال كافية خلال خمسة أيام من إبلاغه بأمر التنفيذ، يُعد مماطلًا ويأمر قاضي التنفيذ بإجراءات منها منع السفر والإفصاح عن أمواله وحجزها.',
      en: 'Compulsory enforcement needs an enforceable instrument for a fixed, due amount: a court judgment, a commercial paper, a notarised contract, or an ordinary document the debtor admits. If the debtor neither pays nor discloses enough assets within five days of notice of the enforcement order, he is treated as defaulting and the enforcement judge orders measures including a travel ban and disclosure and attachment of assets.',
    },
    body: {
      ar: `## هل لديك سند تنفيذي؟
لا تستطيع محكمة التنفيذ إجبار المدين على الدفع إلا إذا كان بيدك **سند تنفيذي بمبلغ معلوم حلّ موعد سداده** (المادة 9 من نظام التنفيذ). وأهم أنواع السندات:
1. ما تصدره المحاكم من أحكام وقرارات وأوامر.
2. أحكام المحكمين المذيلة بأمر التنفيذ.
3. محاضر الصلح الصادرة أو المصدقة من الجهات المختصة.
4. **الأوراق التجارية** (الشيك، الكمبيالة، السند لأمر).
5. **العقود والمحررات الموثقة**.
6. الأحكام والمحررات الأجنبية بشروطها.
7. **الأوراق العادية التي يُقر المدين بمحتواها** كليًا أو جزئيًا.
8. ما تعطيه الأنظمة قوة السند التنفيذي.

إذا لم يكن لديك سند (مثل قرض بلا توثيق)، فعليك أولًا رفع دعوى والحصول على حكم.

## الإجراءات
- يُقدَّم **طلب التنفيذ** إلى قاضي التنفيذ، فيتحقق من السند ويصدر **أمر التنفيذ** للمدين (المادة 34).
- إذا **لم ينفذ المدين أو لم يفصح عن أموال تكفي خلال خمسة أيام** من إبلاغه (أو من نشر الإعلان إذا تعذر إبلاغه) عُدّ **مماطلًا**، وأمر القاضي فورًا بـ (المادة 46): **منعه من السفر**، وإيقاف إصدار الوكالات منه في الأموال، والإفصاح عن أمواله الحالية والمستقبلية **وحجزها** والتنفيذ عليها، والإفصاح عن سجلاته التجارية والمهنية، وإشعار شركات المعلومات الائتمانية (مثل **سمة**)، مع صلاحيات إضافية تذكرها المادة.

## خطوات عملية
1. ادخل **ناجز** ← خدمات التنفيذ ← تقديم طلب تنفيذ.
2. أرفق السند، وحدد المبلغ، وأدخل بيانات المدين وحسابك البنكي (آيبان).
3. تابع الطلب: الإبلاغ، ثم انقضاء المهلة، ثم إجراءات المادة 46 تلقائيًا في كثير من الحالات.
4. المبالغ المحصلة تُحوَّل عبر حساب محكمة التنفيذ.

## متى تستشير محاميًا؟
إذا اعترض المدين على السند أو ادعى الوفاء، أو كان المدين شركة تتعثر أو في إجراءات إفلاس.`,
      en: `## Do you have an enforceable instrument?
Compulsory enforcement requires **an enforceable instrument for a fixed amount that is due** (Enforcement Law, Article 9). They include:
1. Judgments, decisions and orders of the courts.
2. Arbitral awards bearing an enforcement order.
3. Settlement records issued or certified by authorised bodies.
4. **Commercial papers** (cheques, bills of exchange, promissory notes).
5. **Notarised contracts and documents**.
6. Foreign judgments and documents, subject to conditions.
7. **Ordinary documents whose content the debtor admits**, wholly or partly.
8. Anything a law gives the force of an enforceable instrument.

Without one (say, an undocumented loan), you must first sue and obtain a judgment.

## The procedure
- An **enforcement request** goes to the enforcement judge, who checks the instrument and issues an **enforcement order** to the debtor (Article 34).
- If the debtor **neither pays nor discloses enough assets within five days** of notice (or of publication when he cannot be reached), he is deemed **defaulting**, and the judge immediately orders (Article 46): **a travel ban**; a stop on his issuing powers of attorney over assets; disclosure of his present and future assets and their **attachment** and sale; disclosure of his commercial and professional licences; and notice to licensed credit bureaus (such as **SIMAH**), with further powers listed in the article.

## Practical steps
1. Log in to **Najiz** → Enforcement services → submit an enforcement request.
2. Attach the instrument, state the amount, and enter the debtor’s details and your IBAN.
3. Follow the request: notice, the five-day period, then the Article 46 measures, often applied automatically.
4. Amounts collected are paid out through the enforcement court’s account.

## When to see a lawyer
When the debtor disputes the instrument or claims he has paid, or the debtor is a struggling company or in bankruptcy proceedings.`,
    },
    citations: [
      { lawTitle: ENFORCEMENT, articles: [9], about: ['سند تنفيذي', 'بسندٍ تنفيذيٍّ'] },
      { lawTitle: ENFORCEMENT, articles: [34], about: ['طلب', 'قاضي التنفيذ'] },
      { lawTitle: ENFORCEMENT, articles: [46], about: ['منع المدين من السفر', 'مماطلا'] },
    ],
    keywords: {
      ar: ['تحصيل الديون', 'طلب تنفيذ', 'محكمة التنفيذ', 'منع السفر', 'المادة 46', 'إيقاف الخدمات'],
      en: [
        'debt collection',
        'enforcement request',
        'enforcement court',
        'travel ban',
        'article 46',
        'Najiz enforcement',
      ],
    },
  },
  {
    id: 'promissory-note',
    topic: 'cheques-debts',
    title: {
      ar: 'السند لأمر (الكمبيالة الشخصية): بياناته وتنفيذه ومدة المطالبة',
      en: 'Promissory notes: what they must say, enforcement and time limits',
    },
    summary: {
      ar: 'السند لأمر تعهد مكتوب غير مشروط بدفع مبلغ محدد، ويجب أن يتضمن عبارة "سند لأمر" والمبلغ والاستحقاق ومكان الوفاء واسم المستفيد والتاريخ والمكان وتوقيع المحرر. وهو ورقة تجارية تُنفَّذ مباشرة عبر محكمة التنفيذ، ولا تُسمع الدعوى به على المحرر بعد ثلاث سنوات من الاستحقاق.',
      en: 'A promissory note is a written, unconditional promise to pay a fixed sum. It must carry the words “promissory note”, the amount, due date, place of payment, payee, date and place of issue, and the maker’s signature. As a commercial paper it is enforced directly through the enforcement court, and a claim on it against the maker is not heard three years after the due date.',
    },
    body: {
      ar: `## بيانات السند لأمر (المادة 87 من نظام الأوراق التجارية)
1. عبارة **"سند لأمر"** أو شرط الأمر مكتوبة في متنه.
2. **تعهد غير معلّق على شرط** بدفع **مبلغ معين** من النقود.
3. ميعاد الاستحقاق.
4. مكان الوفاء.
5. اسم من يُدفع له أو لأمره.
6. تاريخ إنشاء السند ومكانه.
7. **توقيع المحرر**.

## إذا نقص بيان
لا يُعد سندًا لأمر إلا في حالات (المادة 88): فإذا خلا من ميعاد الاستحقاق **يُستحق عند الاطلاع**، وإذا خلا من مكان الوفاء عُدّ مكان الإنشاء مكانًا للوفاء، وإذا خلا من مكان الإنشاء عُدّ منشأً في المكان المبيّن بجانب اسم المحرر. أما غياب المبلغ أو التوقيع أو عبارة "سند لأمر" فيُفقده صفته، ويبقى مجرد مستند دين عادي.

## التزام المحرر والتنفيذ
- يلتزم محرر السند **كما يلتزم قابل الكمبيالة**، أي التزامًا مباشرًا بالدفع عند الاستحقاق (المادة 90).
- **الأوراق التجارية سندات تنفيذية** (المادة 9 من نظام التنفيذ)، فيقدم الحامل طلب التنفيذ عبر **ناجز** دون دعوى موضوعية، وإذا لم يدفع المدين خلال خمسة أيام من إبلاغه عُدّ مماطلًا وطُبقت عليه إجراءات المادة 46.

## مدة المطالبة
تسري على السند أحكام الكمبيالة في عدم سماع الدعوى (المادة 89)، فلا تُسمع الدعوى على المحرر بعد **ثلاث سنوات من تاريخ الاستحقاق**، وعلى المظهرين بعد سنة من الاحتجاج (المادة 84).

## خطوات عملية
- استخدم منصة **نافذ** لإنشاء سند لأمر إلكتروني موثق، فهو أسهل في التنفيذ وأصعب في الإنكار.
- تأكد من كتابة المبلغ بالأرقام والحروف، ومن هوية الموقّع.
- لا توقّع سندًا على بياض أو دون تاريخ استحقاق إلا وأنت تفهم أنه يُستحق عند الاطلاع.

## متى تستشير محاميًا؟
إذا ادعى المحرر أن السند وُقّع ضمانًا لا دينًا، أو أن التوقيع مزور، أو قاربت مدة الثلاث سنوات على الانتهاء.`,
      en: `## What a promissory note must contain (Article 87 of the Commercial Papers Law)
1. The words **“promissory note”** or an order clause in its text.
2. **An unconditional promise** to pay **a fixed sum** of money.
3. The due date.
4. The place of payment.
5. The name of the payee or his order.
6. The date and place of issue.
7. **The maker’s signature**.

## If something is missing
It is not a promissory note except in these cases (Article 88): with no due date it is **payable on sight**; with no place of payment, the place of issue counts as the place of payment; with no place of issue, it is treated as issued at the place shown beside the maker’s name. Without the amount, the signature or the words “promissory note”, it loses that status and is just an ordinary record of a debt.

## The maker’s liability and enforcement
- The maker is bound **as the acceptor of a bill of exchange is**, that is, directly liable to pay at maturity (Article 90).
- **Commercial papers are enforceable instruments** (Article 9 of the Enforcement Law), so the holder files an enforcement request on **Najiz** without a full lawsuit; a debtor who does not pay within five days of notice is treated as a defaulter and the Article 46 measures follow.

## Time limits
The bill-of-exchange rules on time bars apply to promissory notes (Article 89): a claim against the maker is not heard **three years after the due date**, and against endorsers one year after protest (Article 84).

## Practical steps
- Use the **Nafith** platform to issue a registered electronic promissory note; it is easier to enforce and harder to deny.
- Write the amount in figures and words, and check the signer’s identity.
- Never sign a blank note, or one without a due date unless you accept it is payable on sight.

## When to see a lawyer
When the maker says the note was signed as security rather than for a debt, claims the signature is forged, or the three-year limit is close.`,
    },
    citations: [
      { lawTitle: PAPERS, articles: [87], about: ['سند لأمر'] },
      { lawTitle: PAPERS, articles: [88], about: ['ميعاد الاستحقاق'] },
      { lawTitle: PAPERS, articles: [89], about: ['عدم سماع الدعوى'] },
      { lawTitle: PAPERS, articles: [90], about: ['محرر السند لأمر'] },
      { lawTitle: PAPERS, articles: [84], about: ['ثلاث سنوات'] },
      { lawTitle: ENFORCEMENT, articles: [9], about: ['الأوراق التجارية'] },
      { lawTitle: ENFORCEMENT, articles: [46], about: ['مماطلا'] },
    ],
    keywords: {
      ar: ['سند لأمر', 'كمبيالة', 'سند دين', 'نافذ', 'تنفيذ سند لأمر', 'سند لامر', 'ورقة تجارية'],
      en: [
        'promissory note',
        'bill of exchange',
        'Nafith',
        'enforce promissory note',
        'IOU',
        'commercial paper',
      ],
    },
  },
  {
    id: 'lending-money-proof',
    topic: 'cheques-debts',
    title: {
      ar: 'إقراض المال لصديق أو قريب: كيف تثبت حقك؟',
      en: 'Lending money to a friend or relative: how to prove it',
    },
    summary: {
      ar: 'كل تصرف تزيد قيمته على مئة ألف ريال يجب إثباته بالكتابة ولا تكفي فيه الشهادة، إلا عند مانع أدبي كالقرابة أو الزوجية أو وجود مبدأ ثبوت بالكتابة. والرسائل الإلكترونية والتحويلات دليل رقمي له حكم الكتابة. وشرط الزيادة على القرض باطل، ولا تُسمع الدعوى على المنكر بعد عشر سنوات.',
      en: 'Any transaction worth more than SAR 100,000 must be proven in writing; witnesses are not enough, unless a moral obstacle such as kinship or marriage prevented a written record, or there is a start of written proof. Electronic messages and transfers are digital evidence with the force of writing. Any extra charge on a loan is void, and a claim is not heard against a denying debtor after ten years.',
    },
    body: {
      ar: `## القرض في نظام المعاملات المدنية
- القرض أن يُملِّك المقرض المقترضَ مالًا على أن يرد **مثله** (المادة 382).
- **كل شرط بزيادة** يؤديها المقترض عند العقد أو عند تأجيل الوفاء **باطل** (المادة 385).
- إذا حُدد أجل لم يلزم المقترض الوفاء قبله، وإن لم يُحدد لزمه الوفاء عند الطلب ما لم يتضرر، فيُمهل المدة المعتادة (المادة 387).

## الإثبات: متى تلزم الكتابة؟
- كل تصرف تزيد قيمته على **100,000 ريال** أو غير محدد القيمة **يجب إثباته بالكتابة**، ولا تُقبل فيه شهادة الشهود (المادة 66 من نظام الإثبات).
- تُقبل الشهادة رغم ذلك إذا وُجد **مبدأ ثبوت بالكتابة**، أو **مانع أدبي** كالزوجية أو القرابة والمصاهرة حتى الدرجة الرابعة، أو فُقد الدليل الكتابي بسبب لا يد للمدعي فيه (المادة 68).
- مبدأ الثبوت بالكتابة: أي كتابة صادرة من المدين تجعل الدين قريب الاحتمال، ويحل محل الكتابة أيضًا الإقرار القضائي أو اليمين الحاسمة (المادة 51).

## الأدلة الرقمية
الرسائل والبريد الإلكتروني وإشعارات التحويل البنكي **أدلة رقمية لها حكم الكتابة** (المادتان 53 و55). فرسالة واتساب يقول فيها المقترض "سأرد لك المبلغ" قد تكون دليلًا قويًا.

## مدة المطالبة
لا تُسمع الدعوى على المنكر بعد **عشر سنوات** (المادة 295 من نظام المعاملات المدنية)، وتبدأ من يوم استحقاق الدين (المادة 299).

## خطوات عملية
1. حوّل المبلغ بنكيًا واكتب في وصف التحويل أنه "قرض".
2. اطلب إقرارًا مكتوبًا أو **سند لأمر إلكتروني عبر نافذ**؛ فالسند يُنفَّذ مباشرة.
3. عند التأخر: طالب كتابةً، ثم الدعوى أو طلب التنفيذ عبر **ناجز**.

## متى تستشير محاميًا؟
إذا كان المبلغ كبيرًا ولا دليل كتابي، أو ادعى المقترض أن المال هبة.`,
      en: `## Loans under the Civil Transactions Law
- A loan transfers money to the borrower on condition that he returns **its like** (Article 382).
- **Any condition for an extra amount** paid by the borrower, at the outset or for more time, **is void** (Article 385).
- With a fixed term the borrower need not repay early; with none, he must repay on demand unless that harms him, in which case he gets the usual period (Article 387).

## Proof: when is writing required?
- Any transaction worth more than **SAR 100,000**, or of undetermined value, **must be proven in writing**; witness evidence is not accepted (Article 66 of the Evidence Law).
- Witnesses are still allowed where there is **a start of written proof**, a **moral obstacle** such as marriage or kinship by blood or marriage to the fourth degree, or the written proof was lost through no fault of the claimant (Article 68).
- A start of written proof is any writing from the debtor that makes the debt likely; a judicial admission or a decisive oath can also take the place of writing (Article 51).

## Digital evidence
Messages, emails and bank-transfer notices are **digital evidence with the same force as writing** (Articles 53 and 55). A WhatsApp message in which the borrower says “I’ll pay you back” can be strong evidence.

## Time limit
A claim against a debtor who denies it is not heard after **ten years** (Article 295 of the Civil Transactions Law), counted from when the debt fell due (Article 299).

## Practical steps
1. Transfer the money by bank and write “loan” in the transfer description.
2. Get a written acknowledgment or an **electronic promissory note via Nafith**; the note is directly enforceable.
3. If repayment is late: demand in writing, then file a claim or enforcement request on **Najiz**.

## When to see a lawyer
When the sum is large and there is no written proof, or the borrower claims the money was a gift.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [382], about: ['القرض'] },
      { lawTitle: CIVIL, articles: [385], about: ['زيادة في رد القرض'] },
      { lawTitle: CIVIL, articles: [387], about: ['أجل'] },
      { lawTitle: EVIDENCE, articles: [66], about: ['مائة ألف'] },
      { lawTitle: EVIDENCE, articles: [68], about: ['مانع مادي أو أدبي'] },
      { lawTitle: EVIDENCE, articles: [51], about: ['مبدأ الثبوت بالكتابة'] },
      { lawTitle: EVIDENCE, articles: [53, 55], about: ['دليل', 'الرقمي'] },
      { lawTitle: CIVIL, articles: [295, 299], about: ['لا تسمع الدعوى', 'عدم سماع الدعوى'] },
    ],
    keywords: {
      ar: [
        'سلفة',
        'إقراض صديق',
        'دين شخصي',
        'إثبات الدين',
        'رسائل واتساب دليل',
        'قرض بدون سند',
        'استرداد السلف',
      ],
      en: [
        'personal loan to friend',
        'lending money',
        'prove a debt',
        'WhatsApp as evidence',
        'loan without contract',
        'recover a loan',
      ],
    },
  },
];
