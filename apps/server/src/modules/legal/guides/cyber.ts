import type { Guide } from './types.ts';

const CYBER = 'نظام مكافحة جرائم المعلوماتية';

export const CYBER_GUIDES: Guide[] = [
  {
    id: 'online-defamation-and-privacy',
    topic: 'cyber',
    title: {
      ar: 'التشهير والابتزاز وانتهاك الخصوصية عبر الإنترنت',
      en: 'Online defamation, blackmail and invasion of privacy',
    },
    summary: {
      ar: 'التشهير بالآخرين وإلحاق الضرر بهم عبر وسائل التقنية، والدخول غير المشروع لتهديد شخص أو ابتزازه، والمساس بالحياة الخاصة بإساءة استخدام الجوال المزود بكاميرا، جرائم معلوماتية عقوبتها السجن حتى سنة و/أو غرامة حتى 500 ألف ريال. والمحتوى الذي يمس حرمة الحياة الخاصة أو الآداب العامة تصل عقوبته إلى خمس سنوات.',
      en: 'Defaming people and harming them through information technology, unlawful access to threaten or blackmail someone, and invading privacy by misusing camera phones are cyber-crimes punishable by up to one year in prison and/or a fine of up to SAR 500,000. Producing or sending content that violates privacy or public morals carries up to five years.',
    },
    body: {
      ar: `## ما الأفعال المجرّمة؟
يعاقب نظام مكافحة جرائم المعلوماتية **بالسجن مدة لا تزيد على سنة وبغرامة لا تزيد على 500,000 ريال أو بإحداهما** كل من يرتكب أفعالًا منها (المادة 3):
- **التشهير بالآخرين وإلحاق الضرر بهم** عبر وسائل تقنية المعلومات المختلفة (منصات التواصل، المجموعات، الرسائل).
- **المساس بالحياة الخاصة** بإساءة استخدام الهواتف المزودة بالكاميرا أو ما في حكمها (تصوير شخص أو نشر صوره دون إذنه).
- **الدخول غير المشروع لتهديد شخص أو ابتزازه** لحمله على فعل شيء أو الامتناع عنه.
- التنصت على ما يُرسل عبر الشبكة أو اعتراضه دون مسوّغ نظامي، والدخول غير المشروع إلى المواقع لتغييرها أو إتلافها.

وتصل العقوبة إلى **السجن خمس سنوات وغرامة ثلاثة ملايين ريال** لمن ينتج أو يعدّ أو يرسل أو يخزن عبر الشبكة ما يمس **النظام العام أو القيم الدينية أو الآداب العامة أو حرمة الحياة الخاصة** (المادة 6)، ويجوز أن يتضمن الحكم نشر ملخصه على نفقة المحكوم عليه.

## إعادة النشر
إعادة نشر منشور مسيء أو صورة خاصة قد تُعد مشاركة في الفعل، فلا تعِد إرسال ما يُرسل إليك عن الآخرين.

## خطوات عملية إذا كنت ضحية
1. **وثّق فورًا:** لقطات شاشة تُظهر الحساب والتاريخ والرابط، واحفظ الروابط نفسها.
2. لا تتفاوض مع المبتز ولا تدفع له.
3. قدّم بلاغًا عبر تطبيق **كلنا أمن** أو عبر **أبشر** (الخدمات الإلكترونية للشرطة)، وفي الابتزاز تحديدًا بادر بالبلاغ فورًا.
4. أبلغ المنصة لإزالة المحتوى بعد حفظ الأدلة.
5. يمكنك المطالبة بالتعويض عن الضرر أمام المحكمة بعد ثبوت الجريمة.

## متى تستشير محاميًا؟
إذا كان المحتوى واسع الانتشار، أو تعرضت لابتزاز، أو وُجهت إليك تهمة بسبب منشور أو تغريدة.`,
      en: `## What is criminalised?
The Anti-Cyber Crime Law punishes **with up to one year in prison and a fine of up to SAR 500,000, or either penalty**, anyone who commits acts including (Article 3):
- **Defaming others and harming them** through any information-technology means (social media, group chats, messages).
- **Invading private life** by misusing camera phones or similar devices (filming someone or publishing their images without consent).
- **Unlawful access to threaten or blackmail** someone into doing or not doing something.
- Intercepting what is sent over the network without lawful justification, and unlawfully accessing websites to alter or damage them.

The penalty rises to **five years in prison and a fine of SAR 3 million** for producing, preparing, sending or storing over the network anything that violates **public order, religious values, public morals or the privacy of private life** (Article 6), and the judgment may order publication of a summary at the offender’s expense.

## Resharing
Reposting an offensive post or a private photo can count as taking part in the offence, so do not forward what others send you about someone.

## Practical steps if you are a victim
1. **Document at once:** screenshots showing the account, date and link, and save the links themselves.
2. Do not negotiate with or pay a blackmailer.
3. Report through the **Kollona Amn** app or through **Absher** (police e-services); for blackmail, report immediately.
4. Report the content to the platform for removal after preserving evidence.
5. You may claim compensation for the harm before the court once the offence is established.

## When to see a lawyer
When the content has spread widely, when you are being blackmailed, or when you are accused over a post or tweet.`,
    },
    citations: [
      { lawTitle: CYBER, articles: [3], about: ['التشهير', 'ابتزازه'] },
      { lawTitle: CYBER, articles: [6], about: ['حرمة الحياة الخاصة'] },
    ],
    keywords: {
      ar: ['التشهير', 'الابتزاز الإلكتروني', 'الجرائم المعلوماتية', 'السب في تويتر', 'نشر الصور', 'القذف'],
      en: [
        'defamation',
        'online blackmail',
        'cybercrime',
        'sextortion',
        'privacy',
        'posting photos without consent',
      ],
    },
  },
];
