import type { Guide } from './types.ts';

const CYBER = 'نظام مكافحة جرائم المعلوماتية';
const PDPL = 'نظام حماية البيانات الشخصية';

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
  {
    id: 'hacking-unauthorized-access',
    topic: 'cyber',
    title: {
      ar: 'اختراق الحسابات والأجهزة والدخول غير المشروع',
      en: 'Hacking accounts and devices: unlawful access',
    },
    summary: {
      ar: 'الدخول المتعمد إلى جهاز أو حساب أو موقع دون تصريح جريمة معلوماتية. التنصت واختراق المواقع والدخول للتهديد أو الابتزاز عقوبته السجن حتى سنة وغرامة حتى 500 ألف ريال، والدخول لحذف البيانات الخاصة أو تسريبها حتى أربع سنوات وثلاثة ملايين ريال، ويعاقب على الشروع بنصف العقوبة.',
      en: 'Deliberately entering a device, account or website without permission is a cyber-crime. Interception, breaking into websites, and unlawful access to threaten or blackmail carry up to one year in prison and a SAR 500,000 fine; access to delete or leak private data carries up to four years and SAR 3 million, and attempts are punished at up to half.',
    },
    body: {
      ar: `## ما الدخول غير المشروع؟
يعرّفه نظام مكافحة جرائم المعلوماتية بأنه **دخول شخص متعمدًا إلى حاسب آلي أو موقع إلكتروني أو نظام معلوماتي أو شبكة غير مصرح له بالدخول إليها** (المادة 1). والهاتف الذكي حاسب آلي بهذا التعريف، وحساب التواصل أو البريد نظام معلوماتي.

## العقوبات بحسب الفعل
- **السجن حتى سنة وغرامة حتى 500,000 ريال** أو إحداهما (المادة 3): التنصت على ما يُرسل عبر الشبكة أو التقاطه أو اعتراضه دون مسوغ، والدخول غير المشروع **لتهديد شخص أو ابتزازه**، والدخول إلى موقع لتغيير تصميمه أو إتلافه أو الاستيلاء على عنوانه.
- **السجن حتى أربع سنوات وغرامة حتى ثلاثة ملايين ريال** أو إحداهما (المادة 5): الدخول غير المشروع **لحذف بيانات خاصة أو تدميرها أو تسريبها أو تغييرها أو إعادة نشرها**، وتعطيل الشبكة أو إعاقة الوصول إلى الخدمة.
- الوصول دون مسوغ إلى **بيانات بنكية أو ائتمانية** عقوبته حتى ثلاث سنوات وغرامة حتى مليوني ريال (المادة 4).
- **الشروع** يُعاقب بما لا يتجاوز نصف الحد الأعلى (المادة 10)، ويجوز **مصادرة الأجهزة** المستخدمة والأموال المتحصلة (المادة 13).

## أمثلة شائعة
- زوج أو قريب يفتح هاتف آخر ويقرأ رسائله أو ينسخ صوره دون إذن.
- موظف سابق يدخل حساب الشركة بعد انتهاء عمله ويحذف ملفات.
- من يستولي على حساب تواصل ويطلب مالًا لإعادته (ابتزاز).

## خطوات عملية
1. غيّر كلمات المرور وفعّل التحقق الثنائي، واستعد الحساب عبر المنصة نفسها.
2. **لا تحذف الأدلة**: صوّر الرسائل وإشعارات تسجيل الدخول واحفظ الروابط.
3. أبلغ عبر تطبيق **كلنا أمن** أو مركز الشرطة، وتتولى **النيابة العامة** التحقيق.
4. إن كان الاختراق لحساب بنكي فاتصل بالبنك فورًا لإيقاف العمليات.

## متى تستشير محاميًا؟
إذا وصلك تهديد أو ابتزاز، أو اتُّهمت أنت بالدخول غير المشروع، أو تريد المطالبة بالتعويض عن ضرر.`,
      en: `## What is unlawful access?
The Anti-Cyber Crime Law defines it as **a person deliberately entering a computer, website, information system or network that he is not authorised to enter** (Article 1). A smartphone is a computer under this definition, and a social-media or email account is an information system.

## Penalties by conduct
- **Up to one year in prison and up to SAR 500,000**, or either (Article 3): intercepting or capturing what is sent over a network without lawful grounds, unlawful access **to threaten or blackmail someone**, and entering a website to change its design, damage it or take over its address.
- **Up to four years and up to SAR 3 million**, or either (Article 5): unlawful access **to delete, destroy, leak, alter or republish private data**, and disabling a network or blocking access to a service.
- Unlawful access to **banking or credit data** carries up to three years and SAR 2 million (Article 4).
- **Attempts** are punished at up to half the maximum (Article 10), and the **devices** used and the money gained may be confiscated (Article 13).

## Common examples
- A spouse or relative unlocks someone’s phone and reads messages or copies photos without permission.
- A former employee logs into the company account after leaving and deletes files.
- Someone takes over a social-media account and demands money to give it back (blackmail).

## Practical steps
1. Change passwords, turn on two-factor authentication, and recover the account through the platform.
2. **Do not delete evidence**: screenshot messages and login alerts and save the links.
3. Report through the **Kollona Amn** app or a police station; the **Public Prosecution** investigates.
4. If a bank account was accessed, call the bank at once to stop transactions.

## When to see a lawyer
When you are being threatened or blackmailed, when you are accused of unlawful access, or when you want compensation for harm.`,
    },
    citations: [
      { lawTitle: CYBER, articles: [1], about: ['الدخول غير المشروع'] },
      { lawTitle: CYBER, articles: [3], about: ['ابتزازه', 'التنصت'] },
      { lawTitle: CYBER, articles: [5], about: ['تسريبها'] },
      { lawTitle: CYBER, articles: [4], about: ['بيانات بنكية'] },
      { lawTitle: CYBER, articles: [10], about: ['شرع'] },
      { lawTitle: CYBER, articles: [13], about: ['مصادرة'] },
    ],
    keywords: {
      ar: [
        'اختراق',
        'هكر',
        'تهكير الحساب',
        'سرقة الحساب',
        'التجسس على الجوال',
        'الدخول غير المشروع',
        'اختراق سناب',
      ],
      en: [
        'hacking',
        'hacked account',
        'unauthorized access',
        'spying on phone',
        'account takeover',
        'data leak',
      ],
    },
  },
  {
    id: 'online-fraud-phishing',
    topic: 'cyber',
    title: {
      ar: 'الاحتيال الإلكتروني والتصيّد وسرقة البيانات البنكية',
      en: 'Online fraud, phishing and stolen bank details',
    },
    summary: {
      ar: 'الاستيلاء على مال أو سند أو توقيع عبر الإنترنت بالاحتيال أو انتحال اسم أو صفة، والوصول دون حق إلى بيانات بنكية أو ائتمانية، عقوبته السجن حتى ثلاث سنوات وغرامة حتى مليوني ريال أو إحداهما، ولا تقل عن نصف الحد الأعلى إذا ارتكبته عصابة أو استُغل فيه قاصر.',
      en: 'Obtaining money, a document or a signature online by fraud or by using a false name or posing as someone, and reaching banking or credit data without right, carry up to three years in prison and a fine of up to SAR 2 million, or either — at least half the maximum if an organised gang did it or a minor was exploited.',
    },
    body: {
      ar: `## الجريمة
يعاقب نظام مكافحة جرائم المعلوماتية بالسجن حتى **ثلاث سنوات** وغرامة حتى **مليوني ريال** أو إحداهما (المادة 4) كل من:
- **استولى لنفسه أو لغيره على مال منقول أو سند أو توقيع** عن طريق **الاحتيال أو اتخاذ اسم كاذب أو انتحال صفة غير صحيحة**، كمن يتصل منتحلًا صفة موظف بنك أو جهة حكومية، أو يدير متجرًا وهميًا.
- **وصل دون مسوغ إلى بيانات بنكية أو ائتمانية** أو بيانات ملكية أوراق مالية، للحصول على معلومات أو أموال أو خدمات، كروابط التصيّد التي تسرق بيانات البطاقة.

## الظروف المشددة (المادة 8)
لا تقل العقوبة عن **نصف حدها الأعلى** إذا ارتُكبت الجريمة عبر **عصابة منظمة**، أو استغل الجاني وظيفة عامة، أو **غرّر بالقصّر واستغلهم**، أو سبقت إدانته بجرائم مماثلة.

## الإعفاء
للمحكمة أن تعفي من العقوبة من يبادر من الجناة بالإبلاغ قبل العلم بالجريمة وقبل وقوع الضرر، أو بعد العلم إذا أدى بلاغه إلى ضبط الباقين أو الأدوات (المادة 11).

## كيف تتصرف إذا وقعت ضحية؟
1. **اتصل ببنكك فورًا** لإيقاف البطاقة والعمليات والاعتراض على التحويل؛ الدقائق الأولى مهمة.
2. لا ترسل أي رمز تحقق (OTP) لأحد، فالبنوك والجهات الحكومية لا تطلبه.
3. احفظ الأدلة: رقم المتصل، الرسائل، الروابط، إيصالات التحويل.
4. قدّم بلاغًا عبر تطبيق **كلنا أمن** أو مركز الشرطة؛ والتحقيق والادعاء للنيابة العامة.
5. إذا لم يستجب البنك لاعتراضك فلك تقديم شكوى إلى **البنك المركزي السعودي** عبر قناة "ساما تهتم".

## للوقاية
تأكد من رقم السجل أو التوثيق قبل الشراء من متجر، ولا تدخل بياناتك إلا في التطبيقات الرسمية، واحذر العروض والجوائز غير المتوقعة.

## متى تستشير محاميًا؟
إذا كان المبلغ كبيرًا، أو استُخدم اسمك أو حسابك في عمليات احتيال دون علمك فصرت محل اشتباه.`,
      en: `## The offence
The Anti-Cyber Crime Law punishes with up to **three years** in prison and a fine of up to **SAR 2 million**, or either (Article 4), anyone who:
- **obtains movable property, a document or a signature** for himself or another by **fraud, a false name or posing as someone he is not** — for example calling while pretending to be a bank or government employee, or running a fake online shop;
- **reaches banking or credit data without lawful grounds**, or securities-ownership data, to obtain information, money or services — such as phishing links that steal card details.

## Aggravating circumstances (Article 8)
The penalty may not be less than **half the maximum** if the crime was committed through **an organised gang**, by someone abusing public office, by **deceiving and exploiting minors**, or by someone with prior convictions for similar crimes.

## Exemption
The court may exempt an offender who reports the crime before the authorities know of it and before harm occurs, or afterwards if the report leads to the others or the tools being caught (Article 11).

## What to do if you are a victim
1. **Call your bank at once** to block the card and transactions and dispute the transfer; the first minutes matter.
2. Never share a one-time code (OTP); banks and government bodies do not ask for it.
3. Keep the evidence: caller number, messages, links, transfer receipts.
4. Report through the **Kollona Amn** app or a police station; the Public Prosecution investigates and prosecutes.
5. If the bank does not act on your dispute, complain to the **Saudi Central Bank** through its “SAMA Cares” channel.

## Prevention
Check a store’s registration or authentication number before buying, enter your details only in official apps, and be wary of unexpected offers and prizes.

## When to see a lawyer
When the amount is large, or your name or account was used in fraud without your knowledge and you are now under suspicion.`,
    },
    citations: [
      { lawTitle: CYBER, articles: [4], about: ['الاحتيال', 'بيانات بنكية'] },
      { lawTitle: CYBER, articles: [8], about: ['عصابة منظمة'] },
      { lawTitle: CYBER, articles: [11], about: ['تعفي'] },
    ],
    keywords: {
      ar: [
        'احتيال إلكتروني',
        'نصب إلكتروني',
        'رابط تصيد',
        'سرقة بيانات البطاقة',
        'انتحال صفة بنك',
        'متجر وهمي',
        'رمز التحقق',
        'نصاب',
      ],
      en: [
        'online fraud',
        'phishing',
        'scam',
        'stolen card details',
        'bank impersonation',
        'fake shop',
        'OTP scam',
      ],
    },
  },
  {
    id: 'personal-data-rights',
    topic: 'cyber',
    title: { ar: 'حقوقك في بياناتك الشخصية', en: 'Your rights over your personal data' },
    summary: {
      ar: 'لك الحق في أن تعرف لماذا تُجمع بياناتك، وأن تطّلع عليها وتحصل على نسخة منها، وأن تطلب تصحيحها أو إتلاف ما انتهت الحاجة إليه. ولا تُعالج بياناتك في الأصل إلا بموافقتك ولك سحبها، ولا تُرسل لك رسائل دعائية دون موافقة، ولك الشكوى والمطالبة بالتعويض.',
      en: 'You have the right to know why your data is collected, to see it and get a copy, to have it corrected, and to have data no longer needed destroyed. As a rule your data may be processed only with your consent, which you can withdraw; no marketing messages without consent; and you may complain and claim compensation.',
    },
    body: {
      ar: `## على من يسري النظام؟
يسري نظام حماية البيانات الشخصية على **كل معالجة لبيانات الأفراد في المملكة** بأي وسيلة، ومنها معالجة جهات خارج المملكة لبيانات المقيمين فيها. ويُستثنى استخدام الفرد للبيانات لأغراض شخصية أو عائلية ما لم ينشرها أو يفصح عنها للغير (المادة 2).

## حقوقك (المادة 4 بعد تعديل 1444هـ)
1. **الحق في العلم** بالمسوغ النظامي لجمع بياناتك والغرض منه.
2. **الحق في الوصول** إلى بياناتك لدى الجهة.
3. **الحق في الحصول عليها** بصيغة مقروءة وواضحة.
4. **الحق في طلب تصحيحها** أو إتمامها أو تحديثها.
5. **الحق في طلب إتلاف** ما انتهت الحاجة إليه منها.
وعلى الجهة أن **تستجيب لطلباتك خلال مدة** تحددها اللوائح (المادة 21).

## الموافقة
لا تجوز معالجة بياناتك أو تغيير الغرض منها **إلا بموافقتك** فيما عدا الحالات التي يحددها النظام، **ولك الرجوع عن الموافقة في أي وقت** (المادة 5).

## الرسائل الدعائية وصور الهوية
- لا يجوز استخدام رقمك أو بريدك لإرسال **مواد دعائية إلا بموافقتك**، مع توفير طريقة واضحة لإيقافها (المادة 25).
- لا يجوز **تصوير الهوية الوطنية أو نسخها** إلا تنفيذًا لنظام أو بطلب جهة عامة مختصة (المادة 28).

## التسريب
إذا تسربت بياناتك وكان ذلك قد يضر بك أو يمس حقوقك، فعلى الجهة **إشعارك** (المادة 20).

## العقوبات والتعويض
- إفشاء **البيانات الحساسة** أو نشرها بقصد الإضرار أو المنفعة: السجن حتى **سنتين** وغرامة حتى **ثلاثة ملايين ريال** (المادة 35).
- المخالفات الأخرى: إنذار أو غرامة حتى **خمسة ملايين ريال** (المادة 36).
- لك المطالبة أمام المحكمة **بالتعويض عن الضرر المادي أو المعنوي** (المادة 40).

## خطوات عملية
1. قدّم طلبك كتابيًا إلى الجهة (التطبيق أو الشركة) واحتفظ بتاريخه.
2. إن لم تستجب، قدّم شكوى إلى **الجهة المختصة** (الهيئة السعودية للبيانات والذكاء الاصطناعي "سدايا") (المادة 34).

## متى تستشير محاميًا؟
عند تسريب بيانات حساسة (صحية، مالية) سبّب لك ضررًا.`,
      en: `## Who does the law cover?
The Personal Data Protection Law covers **any processing of individuals’ data in the Kingdom** by any means, including processing by bodies abroad of data about people living here. An individual using data for purely personal or family purposes is excluded, as long as he does not publish or disclose it (Article 2).

## Your rights (Article 4 as amended in 1444H)
1. **To be informed** of the legal basis and purpose for collecting your data.
2. **To access** your data held by the organisation.
3. **To obtain it** in a readable, clear format.
4. **To ask for correction**, completion or updating.
5. **To ask for destruction** of data no longer needed.
The organisation must **respond within a period** set by the regulations (Article 21).

## Consent
Your data may not be processed, nor its purpose changed, **without your consent**, except in the cases the law allows, **and you may withdraw consent at any time** (Article 5).

## Marketing messages and ID copies
- Your number or email may not be used for **marketing without your consent**, and there must be a clear way to opt out (Article 25).
- Your **national ID may not be photocopied** except to comply with a law or at a competent public body’s request (Article 28).

## Data breaches
If your data leaks and that could harm you or affect your rights, the organisation must **notify you** (Article 20).

## Penalties and compensation
- Disclosing or publishing **sensitive data** to cause harm or for gain: up to **two years** in prison and a fine of up to **SAR 3 million** (Article 35).
- Other breaches: a warning or a fine of up to **SAR 5 million** (Article 36).
- You may claim **compensation for material or moral harm** in court (Article 40).

## Practical steps
1. Send your request in writing to the organisation (app or company) and keep the date.
2. If it does not respond, complain to the **competent authority** (the Saudi Data and AI Authority, SDAIA) (Article 34).

## When to see a lawyer
When a leak of sensitive (health or financial) data has harmed you.`,
    },
    citations: [
      { lawTitle: PDPL, articles: [2], about: ['الاستخدام الشخصي'] },
      { lawTitle: PDPL, articles: [4], about: ['الحق في العلم', 'إتلاف'] },
      { lawTitle: PDPL, articles: [21], about: ['الاستجابة'] },
      { lawTitle: PDPL, articles: [5], about: ['موافقة'] },
      { lawTitle: PDPL, articles: [25], about: ['دعائية'] },
      { lawTitle: PDPL, articles: [28], about: ['تصوير الوثائق'] },
      { lawTitle: PDPL, articles: [20], about: ['تسرب'] },
      { lawTitle: PDPL, articles: [35], about: ['بيانات حساسة'] },
      { lawTitle: PDPL, articles: [36], about: ['خمسة ملايين'] },
      { lawTitle: PDPL, articles: [40], about: ['التعويض'] },
      { lawTitle: PDPL, articles: [34], about: ['شكوى'] },
    ],
    keywords: {
      ar: [
        'حماية البيانات الشخصية',
        'خصوصية البيانات',
        'تسريب البيانات',
        'رسائل تسويقية',
        'حذف بياناتي',
        'تصوير الهوية',
        'سدايا',
      ],
      en: [
        'personal data',
        'data protection',
        'PDPL',
        'data breach',
        'spam messages',
        'delete my data',
        'SDAIA',
      ],
    },
  },
];
