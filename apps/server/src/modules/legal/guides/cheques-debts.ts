import type { Guide } from './types.ts';

const PAPERS = 'نظام الأوراق التجارية';
const ENFORCEMENT = 'نظام التنفيذ';

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
];
