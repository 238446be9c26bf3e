import type { Guide } from './types.ts';

const HARASSMENT = 'نظام مكافحة جريمة التحرش';

export const HARASSMENT_GUIDES: Guide[] = [
  {
    id: 'sexual-harassment',
    topic: 'harassment',
    title: {
      ar: 'التحرش: تعريفه وعقوبته وكيف تبلغ عنه',
      en: 'Harassment: what it is, the penalty and how to report it',
    },
    summary: {
      ar: 'التحرش كل قول أو فعل أو إشارة ذات مدلول جنسي تمس جسد شخص أو عرضه أو تخدش حياءه بأي وسيلة، بما فيها وسائل التقنية. عقوبته السجن حتى سنتين و/أو غرامة حتى 100 ألف ريال، وتصل إلى خمس سنوات و300 ألف ريال في حالات مشددة منها التحرش بطفل أو في مكان العمل أو من صاحب سلطة.',
      en: 'Harassment is any word, act or gesture with a sexual connotation that touches a person’s body or honour or offends their modesty, by any means including technology. It carries up to two years in prison and/or a fine of up to SAR 100,000, rising to five years and SAR 300,000 in aggravated cases such as a child victim, a workplace, or an offender with authority over the victim.',
    },
    body: {
      ar: `## ما التحرش؟
بحسب تعريف نظام مكافحة جريمة التحرش، يدخل في الجريمة **أي كلام أو تصرف أو إيماءة لها معنى جنسي** يوجهها شخص إلى غيره **فتنال من جسده أو عرضه أو تجرح حياءه**، ولا يهم الوسيلة، **ومنها الجوال ومنصات التواصل** (المادة 1). فالرسائل والتعليقات والصور المرسلة عبر الجوال أو المنصات داخلة في التعريف.

## العقوبة
- الأصل: **السجن حتى سنتين و/أو غرامة حتى 100,000 ريال** (المادة 6/1).
- **مشددة: السجن حتى خمس سنوات و/أو غرامة حتى 300,000 ريال** في حالة العود، أو إذا كان المجني عليه **طفلًا** أو من ذوي الاحتياجات الخاصة، أو كان للجاني **سلطة مباشرة أو غير مباشرة** عليه، أو وقعت الجريمة في **مكان عمل أو دراسة أو إيواء أو رعاية**، أو كان الطرفان من جنس واحد، أو كان المجني عليه نائمًا أو فاقد الوعي، أو وقعت أثناء الأزمات أو الكوارث أو الحوادث (المادة 6/2).
- يجوز أن يتضمن الحكم **نشر ملخصه** على نفقة المحكوم عليه بعد أن يصبح قطعيًا (المادة 6/3، المضافة عام 1442هـ).

## السرية
كل من يطلع بحكم عمله على معلومات عن حالة تحرش ملزم بسريتها، **ولا يجوز الإفصاح عن هوية المجني عليه** إلا بقدر ما تتطلبه إجراءات الاستدلال أو التحقيق أو المحاكمة (المادة 4).

## خطوات عملية
1. احفظ الأدلة: الرسائل، لقطات الشاشة، التسجيلات المسموح بها، أسماء الشهود، التاريخ والمكان.
2. بلّغ عبر تطبيق **كلنا أمن** أو الاتصال بالرقم 911 (أو 999 في بعض المناطق)، أو عبر **أبشر**.
3. إذا حدث في العمل، فأبلغ أيضًا الجهة المختصة داخل المنشأة، فالجهات الحكومية والأهلية ملزمة بوضع تدابير للوقاية وآلية لتلقي الشكاوى بسرية (المادة 5).
4. البلاغ الصادق حق لكل من اطلع على حالة تحرش (المادة 3)، أما البلاغ الكيدي فيعاقب صاحبه بعقوبة الجريمة نفسها (المادة 7).

## متى تستشير محاميًا؟
إذا كان الجاني صاحب العمل أو مديرك، أو تعرضت لضغط لسحب البلاغ، أو أردت المطالبة بالتعويض.`,
      en: `## What is harassment?
The Anti-Harassment Law defines the offence as **any word, act or gesture with a sexual connotation** by one person towards another **that touches their body or honour or offends their modesty, by any means, including modern technology** (Article 1). Messages, comments and images sent by phone or on platforms are covered.

## The penalty
- Basic: **up to two years in prison and/or a fine of up to SAR 100,000** (Article 6(1)).
- **Aggravated: up to five years and/or a fine of up to SAR 300,000** for a repeat offence, or where the victim is **a child** or a person with special needs, the offender has **direct or indirect authority** over the victim, the offence happens **at a place of work, study, shelter or care**, both are of the same sex, the victim is asleep or unconscious, or it happens during a crisis, disaster or accident (Article 6(2)).
- The judgment may order **publication of a summary** at the offender’s expense once final (Article 6(3), added in 1442H).

## Confidentiality
Anyone who learns about a harassment case through their work must keep it confidential, and **the victim’s identity may not be disclosed** except as the inquiry, investigation or trial require (Article 4).

## Practical steps
1. Keep evidence: messages, screenshots, lawful recordings, names of witnesses, date and place.
2. Report through the **Kollona Amn** app, by calling 911 (or 999 in some regions), or through **Absher**.
3. If it happened at work, also report to the body designated within the organisation; public and private employers must have prevention measures and a confidential complaints mechanism (Article 5).
4. Anyone who learns of a harassment case may report it (Article 3); only a malicious report is punished, with the same penalty as the offence (Article 7).

## When to see a lawyer
When the offender is your employer or manager, when you are pressured to withdraw the report, or when you want to claim compensation.`,
    },
    citations: [
      { lawTitle: HARASSMENT, articles: [1, 3], about: ['التحرش', 'حالة تحرش'] },
      { lawTitle: HARASSMENT, articles: [4], about: ['سرية', 'هوية المجني عليه'] },
      { lawTitle: HARASSMENT, articles: [5], about: ['التدابير', 'الشكاوى'] },
      { lawTitle: HARASSMENT, articles: [6], about: ['جريمة التحرش'] },
      { lawTitle: HARASSMENT, articles: [7], about: ['بلاغا كيديا', 'كيدا'] },
    ],
    keywords: {
      ar: ['التحرش', 'التحرش الجنسي', 'التحرش في العمل', 'عقوبة التحرش', 'التحرش الإلكتروني'],
      en: [
        'harassment',
        'sexual harassment',
        'workplace harassment',
        'harassment penalty',
        'online harassment',
      ],
    },
  },
];
