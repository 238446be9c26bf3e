import type { HelpCategorySlug } from '@mustashar/contracts';

type L = { ar: string; en: string };

export const helpCategories: { slug: HelpCategorySlug; label: L; icon: string }[] = [
  { slug: 'getting-started', label: { ar: 'البدء', en: 'Getting started' }, icon: 'rocket' },
  { slug: 'billing', label: { ar: 'الباقات والفوترة', en: 'Plans & billing' }, icon: 'credit-card' },
  { slug: 'security', label: { ar: 'الأمان والخصوصية', en: 'Security & privacy' }, icon: 'shield' },
  { slug: 'account', label: { ar: 'الحساب', en: 'Account' }, icon: 'user' },
  { slug: 'features', label: { ar: 'المزايا', en: 'Features' }, icon: 'sparkles' },
  { slug: 'technical', label: { ar: 'الدعم الفني', en: 'Technical help' }, icon: 'wrench' },
];

export const helpFaqs: { category: HelpCategorySlug; q: L; a: L; minutes: number }[] = [
  // ── Getting started ──────────────────────────────────────────────────────────
  {
    category: 'getting-started',
    q: { ar: 'ما هو مستشار؟', en: 'What is Mustashar?' },
    a: {
      ar: 'مستشار خدمة رقمية تقدّم استشارات قانونية أولية بالذكاء الاصطناعي عبر المحادثة، باللغتين العربية والإنجليزية، للأفراد والمنشآت الصغيرة في المملكة العربية السعودية. تطرح سؤالك بلغتك اليومية، فتحصل على إجابة منظمة تستند إلى الأنظمة السعودية وتشير إلى النظام والمادة ذات الصلة. مستشار ليس مكتب محاماة ولا يقدّم تمثيلًا قانونيًا، لكنه يساعدك على فهم موقفك قبل اتخاذ أي قرار.',
      en: 'Mustashar is a digital service that gives individuals and small businesses in Saudi Arabia AI-assisted legal guidance through chat, in Arabic and English. You ask your question in plain language and get a structured answer based on Saudi statutes, with references to the relevant law and article. Mustashar is not a law firm and does not provide legal representation, but it helps you understand your position before you decide what to do.',
    },
    minutes: 1,
  },
  {
    category: 'getting-started',
    q: { ar: 'كيف تعمل التجربة المجانية؟', en: 'How does the free trial work?' },
    a: {
      ar: 'يمكنك تجربة المحادثة مجانًا دون تسجيل ودون إدخال أي بطاقة دفع، وذلك بالضغط على زر «ابدأ التجربة المجانية» في الصفحة الرئيسية. التجربة محدودة بمدة زمنية قصيرة وبعدد محدود من الرسائل لكل جهاز، ويتحقق خادمنا من حالتها. عند انتهائها ستظهر لك رسالة تدعوك إلى إنشاء حساب واختيار باقة لمواصلة المحادثة.',
      en: 'You can try the chat for free without registering and without entering any card, by pressing "Start free trial" on the home page. The trial is limited to a short period of time and a limited number of messages per device, and its status is checked by our server. When it ends, a message invites you to create an account and choose a plan to continue.',
    },
    minutes: 1,
  },
  {
    category: 'getting-started',
    q: {
      ar: 'لماذا يجب أن أوافق على ملفات تعريف الارتباط قبل بدء التجربة؟',
      en: 'Why do I have to accept cookies before starting the trial?',
    },
    a: {
      ar: 'تعتمد التجربة المجانية على ملفات تعريف ارتباط أساسية تحفظ جلسة المحادثة وتتيح لنا تطبيق حدود التجربة بعدل على كل جهاز. لذلك لا تبدأ التجربة قبل قبول نافذة ملفات تعريف الارتباط. لا نستخدم ملفات تعريف ارتباط إعلانية أو ملفات تتبّع من أطراف ثالثة، ويمكنك الاطلاع على التفاصيل في صفحة سياسة ملفات تعريف الارتباط.',
      en: 'The free trial relies on essential cookies that keep your chat session and let us apply the trial limits fairly on each device. That is why the trial cannot start until you accept the cookie notice. We do not use advertising cookies or third-party tracking cookies, and you can find the details on our Cookie policy page.',
    },
    minutes: 1,
  },
  {
    category: 'getting-started',
    q: { ar: 'ماذا يحدث عند انتهاء التجربة المجانية؟', en: 'What happens when the free trial ends?' },
    a: {
      ar: 'عند انتهاء مدة التجربة أو بلوغ حد الرسائل تتوقف المحادثة وتظهر نافذة تتيح لك الاشتراك أو العودة إلى الصفحة الرئيسية. لمواصلة الاستخدام أنشئ حسابًا، وأكّد بريدك الإلكتروني، ثم اختر الباقة المناسبة وأتمّ الدفع. بعد تفعيل الاشتراك تصبح المحادثة غير محدودة طوال مدة باقتك.',
      en: 'When the trial time runs out or you reach the message limit, the chat stops and a window lets you subscribe or go back to the home page. To continue, create an account, verify your email, then choose a plan and complete the payment. Once your subscription is active, chat is unlimited for the length of your plan.',
    },
    minutes: 1,
  },
  {
    category: 'getting-started',
    q: {
      ar: 'كيف أنشئ حسابًا وأؤكد بريدي الإلكتروني؟',
      en: 'How do I create an account and verify my email?',
    },
    a: {
      ar: 'من صفحة «إنشاء حساب» أدخل اسمك وبريدك الإلكتروني وكلمة المرور، ثم وافق على الشروط وسياسة الخصوصية. سنرسل إلى بريدك رمز تحقق مكوّنًا من ٦ أرقام صالحًا لمدة ١٥ دقيقة، فأدخله في صفحة تأكيد البريد. بعد التأكيد تنتقل مباشرة إلى اختيار الباقة وإتمام الدفع.',
      en: 'On the "Sign up" page, enter your name, email and password, then accept the Terms of use and the Privacy policy. We send a 6-digit verification code to your email that is valid for 15 minutes; enter it on the email verification page. After verification you go straight on to choosing a plan and completing payment.',
    },
    minutes: 2,
  },
  {
    category: 'getting-started',
    q: {
      ar: 'لم يصلني رمز التحقق، ماذا أفعل؟',
      en: 'I did not receive the verification code. What should I do?',
    },
    a: {
      ar: 'تحقّق أولًا من مجلد الرسائل غير المرغوب فيها، وتأكد من كتابة بريدك الإلكتروني دون أخطاء. يمكنك طلب رمز جديد بزر «إعادة الإرسال» بعد مرور ٦٠ ثانية من الإرسال السابق، وقد يُقيَّد عدد مرات الإعادة خلال اليوم حمايةً من إساءة الاستخدام. تذكّر أن كل رمز صالح لمدة ١٥ دقيقة فقط، وإذا استمرت المشكلة فتواصل مع الدعم.',
      en: 'First check your spam or junk folder and make sure your email address was typed correctly. You can request a new code with the "Resend" button 60 seconds after the previous one, and the number of resends per day may be limited to prevent abuse. Remember that each code is valid for 15 minutes only; if the problem continues, contact support.',
    },
    minutes: 1,
  },
  {
    category: 'getting-started',
    q: { ar: 'هل يمكنني الدخول بحساب Google؟', en: 'Can I log in with Google?' },
    a: {
      ar: 'نعم، اختر «المتابعة باستخدام Google» في صفحة تسجيل الدخول أو إنشاء الحساب، وأكمل الموافقة في صفحة Google. إذا لم يكن لبريدك حساب لدينا بعد فسننقلك إلى صفحة التسجيل مع تعبئة بريدك تلقائيًا. بعد إنشاء الحساب يمكنك الدخول بحساب Google أو بالبريد الإلكتروني وكلمة المرور.',
      en: 'Yes. Choose "Continue with Google" on the login or sign-up page and complete the consent step on Google\'s page. If your email does not have an account with us yet, we take you to the sign-up page with your email filled in. Once your account exists, you can log in with Google or with your email and password.',
    },
    minutes: 1,
  },
  {
    category: 'getting-started',
    q: { ar: 'هل يغني مستشار عن المحامي؟', en: 'Does Mustashar replace a lawyer?' },
    a: {
      ar: 'لا. يقدّم مستشار معلومات وإرشادًا قانونيًا عامًا يساعدك على فهم حقوقك والتزاماتك وترتيب أفكارك، لكنه ليس محاميًا مرخصًا ولا يمثلك أمام أي جهة. في القضايا المنظورة أمام المحاكم أو عند وجود مواعيد نظامية أو مبالغ كبيرة، ننصحك بمراجعة محامٍ مرخص من الهيئة السعودية للمحامين.',
      en: 'No. Mustashar provides general legal information and guidance that helps you understand your rights and obligations and organise your thoughts, but it is not a licensed lawyer and does not represent you before any authority. For cases before the courts, strict statutory deadlines or significant sums, we recommend consulting a lawyer licensed by the Saudi Bar Association.',
    },
    minutes: 1,
  },

  // ── Billing ──────────────────────────────────────────────────────────────────
  {
    category: 'billing',
    q: { ar: 'ما الباقات المتاحة وكم أسعارها؟', en: 'Which plans are available and how much do they cost?' },
    a: {
      ar: 'نقدّم أربع باقات: «استشارة بالساعة» بسعر ١٢٩ ريالًا، و«محامٍ متدرب» شهريًا بسعر ٢٤٩ ريالًا، و«محامٍ ممارس» لمدة ستة أشهر بسعر ٩٩٩ ريالًا، و«مستشار وطني» سنويًا بسعر ١٦٩٩ ريالًا. جميع الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة. تمنحك جميع الباقات محادثة غير محدودة خلال مدتها، ويمكنك مقارنتها في صفحة الأسعار.',
      en: 'We offer four plans: Hourly consultation at SAR 129, "Trainee lawyer" monthly at SAR 249, "Practicing lawyer" for six months at SAR 999, and "National consultant" yearly at SAR 1,699. All prices are in Saudi riyals and include VAT. Every plan gives you unlimited chat for its duration, and you can compare them on the Pricing page.',
    },
    minutes: 1,
  },
  {
    category: 'billing',
    q: {
      ar: 'ماذا يعني أن الأسعار «شاملة ضريبة القيمة المضافة»؟',
      en: 'What does "prices include VAT" mean?',
    },
    a: {
      ar: 'يعني أن السعر المعروض هو المبلغ النهائي الذي تدفعه، وقد احتُسبت ضمنه ضريبة القيمة المضافة بنسبة ١٥٪ المعمول بها في المملكة، فلا تُضاف أي ضريبة عند الدفع. على سبيل المثال، باقة «محامٍ متدرب» بسعر ٢٤٩ ريالًا تتكون من ٢١٦٫٥٢ ريالًا قيمةً للخدمة و٣٢٫٤٨ ريالًا ضريبةً. يظهر هذا التفصيل في الفاتورة.',
      en: 'It means the price you see is the final amount you pay: the 15% VAT applicable in Saudi Arabia is already included, so no tax is added at checkout. For example, the SAR 249 "Trainee lawyer" plan is made up of SAR 216.52 for the service and SAR 32.48 of VAT. This breakdown appears on your invoice.',
    },
    minutes: 1,
  },
  {
    category: 'billing',
    q: { ar: 'كيف أدفع، وما البطاقات المقبولة؟', en: 'How do I pay, and which cards are accepted?' },
    a: {
      ar: 'بعد اختيار الباقة ننقلك إلى صفحة دفع آمنة لدى مزوّد خدمة الدفع، حيث يمكنك الدفع ببطاقة مدى أو فيزا أو ماستركارد. تُدخل بيانات بطاقتك في صفحة المزوّد مباشرةً، ولا نطّلع على رقم البطاقة الكامل ولا نخزّنه. بعد إتمام العملية تعود إلى مستشار لنتحقق من الدفع ونفعّل اشتراكك.',
      en: "After you choose a plan, we send you to a secure payment page run by our payment provider, where you can pay with a mada, Visa or Mastercard card. You enter your card details directly on the provider's page; we never see or store your full card number. When the payment is complete you return to Mustashar, where we verify it and activate your subscription.",
    },
    minutes: 1,
  },
  {
    category: 'billing',
    q: { ar: 'أين أجد فواتيري؟', en: 'Where can I find my invoices?' },
    a: {
      ar: 'تجد جميع مدفوعاتك في صفحة «الفوترة» ضمن سجل المدفوعات، مع التاريخ والمبلغ والحالة والرقم المرجعي لكل عملية. يمكنك فتح الإيصال أو الفاتورة متى توفّر رابطها، وتوضّح الفاتورة المبلغ شاملًا ضريبة القيمة المضافة. كما يمكنك تصدير سجل المدفوعات ملفَّ PDF للاحتفاظ به أو تقديمه لقسم المحاسبة.',
      en: 'All your payments are listed in the payment history on the "Billing" page, with the date, amount, status and reference number of each transaction. You can open the receipt or invoice whenever its link is available, and the invoice shows the amount including VAT. You can also export your payment history as a PDF to keep or hand to your accounts team.',
    },
    minutes: 1,
  },
  {
    category: 'billing',
    q: { ar: 'كيف ألغي اشتراكي؟', en: 'How do I cancel my subscription?' },
    a: {
      ar: 'يمكنك الإلغاء في أي وقت من صفحة «الفوترة» بالضغط على «إلغاء الاشتراك» ثم تأكيد ذلك. يبقى وصولك إلى المحادثة وسائر مزايا الاشتراك متاحًا حتى نهاية الفترة التي دفعت مقابلها، ولن تُجدَّد الباقة بعدها. يمكنك الاشتراك من جديد متى شئت.',
      en: 'You can cancel at any time from the "Billing" page by pressing "Cancel subscription" and confirming. You keep access to chat and the other subscription features until the end of the period you have paid for, and the plan is not renewed after that. You can subscribe again whenever you like.',
    },
    minutes: 1,
  },
  {
    category: 'billing',
    q: { ar: 'هل يمكنني تغيير باقتي؟', en: 'Can I change my plan?' },
    a: {
      ar: 'نعم، من صفحة «الفوترة» اختر «تغيير الباقة»، ثم حدّد الباقة الجديدة وأكمل الدفع في صفحة الدفع الآمنة. إن كانت لديك استفسارات حول كيفية احتساب المدة المتبقية من باقتك الحالية، فتواصل مع الدعم قبل التغيير وسنوضّح لك الخيارات المتاحة.',
      en: 'Yes. On the "Billing" page choose "Change plan", select the new plan and complete the payment on the secure payment page. If you have questions about how the remaining time on your current plan is treated, contact support before switching and we will explain the options available to you.',
    },
    minutes: 1,
  },
  {
    category: 'billing',
    q: { ar: 'هل يمكنني استرداد المبلغ؟', en: 'Can I get a refund?' },
    a: {
      ar: 'تُدرَس طلبات الاسترداد كلٌّ على حدة وفق نظام التجارة الإلكترونية السعودي وأنظمة حماية المستهلك المعمول بها. أرسل طلبك إلى الدعم من البريد المسجّل في حسابك، مع الرقم المرجعي للعملية وسبب الطلب. سنرد عليك عادةً خلال ٢٤ ساعة تقريبًا في أيام العمل.',
      en: 'Refund requests are reviewed case by case in line with the Saudi E-Commerce Law and applicable consumer protection rules. Send your request to support from the email registered on your account, with the transaction reference and the reason for the request. We usually reply within about 24 hours on business days.',
    },
    minutes: 1,
  },
  {
    category: 'billing',
    q: {
      ar: 'دفعت لكن اشتراكي لم يُفعَّل، ماذا أفعل؟',
      en: 'I paid but my subscription is not active. What should I do?',
    },
    a: {
      ar: 'بعد الدفع تعرض صفحة نتيجة الدفع حالة التحقق، وقد يستغرق تأكيد العملية من بوابة الدفع لحظات. انتظر قليلًا ثم حدّث صفحة «الفوترة»، ولا تكرر الدفع قبل التأكد من حالة العملية الأولى. إذا بقي الاشتراك غير مفعّل، فراسل الدعم مع رقم العملية الظاهر في صفحة النتيجة أو في رسالة بوابة الدفع.',
      en: 'After payment, the payment result page shows the verification status, and confirmation from the payment provider can take a few moments. Wait a little, then refresh the "Billing" page, and do not pay again before checking the status of the first transaction. If your subscription is still not active, contact support with the transaction number shown on the result page or in the payment provider\'s message.',
    },
    minutes: 2,
  },

  // ── Security & privacy ───────────────────────────────────────────────────────
  {
    category: 'security',
    q: { ar: 'كيف تحمون بياناتي؟', en: 'How do you protect my data?' },
    a: {
      ar: 'نعالج بياناتك الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية، ونستخدمها فقط للأغراض الموضحة في سياسة الخصوصية. تنتقل البيانات بين متصفحك وخوادمنا عبر اتصال مشفّر، ويقتصر الوصول إليها على من يحتاج إليها لتشغيل الخدمة. لا نبيع بياناتك، ولا نخزّن بيانات بطاقتك المصرفية.',
      en: "We process your personal data in line with Saudi Arabia's Personal Data Protection Law (PDPL) and use it only for the purposes described in our Privacy policy. Data travels between your browser and our servers over an encrypted connection, and access is limited to those who need it to run the service. We do not sell your data, and we do not store your card details.",
    },
    minutes: 1,
  },
  {
    category: 'security',
    q: { ar: 'كيف أختار كلمة مرور قوية؟', en: 'How do I choose a strong password?' },
    a: {
      ar: 'يجب ألا تقل كلمة المرور عن ٨ أحرف، وننصح بأن تجمع بين الأحرف الكبيرة والصغيرة والأرقام والرموز. استخدم كلمة مرور خاصة بمستشار لا تستعملها في أي موقع آخر، ويُفضَّل الاستعانة بمدير كلمات مرور. لن نطلب منك كلمة مرورك عبر البريد أو الهاتف أبدًا.',
      en: 'Your password must be at least 8 characters long, and we recommend mixing upper- and lower-case letters, numbers and symbols. Use a password for Mustashar that you do not use on any other site, ideally kept in a password manager. We will never ask for your password by email or phone.',
    },
    minutes: 1,
  },
  {
    category: 'security',
    q: { ar: 'كيف أغيّر كلمة المرور؟', en: 'How do I change my password?' },
    a: {
      ar: 'انتقل إلى صفحة «الأمان والخصوصية» من لوحة التحكم، ثم أدخل كلمة المرور الحالية والجديدة وأكّد الجديدة. يجب أن تتطابق كلمتا المرور الجديدتان وألا تقل عن ٨ أحرف. بعد الحفظ استخدم كلمة المرور الجديدة في تسجيلات الدخول القادمة.',
      en: 'Go to the "Security & privacy" page in your dashboard, enter your current password and your new password, then confirm the new one. The two new passwords must match and be at least 8 characters long. After saving, use the new password the next time you log in.',
    },
    minutes: 1,
  },
  {
    category: 'security',
    q: {
      ar: 'ما المصادقة الثنائية وكيف أفعّلها؟',
      en: 'What is two-factor authentication and how do I turn it on?',
    },
    a: {
      ar: 'المصادقة الثنائية طبقة حماية إضافية تطلب خطوة تحقق ثانية عند تسجيل الدخول إلى جانب كلمة المرور، فيصعب على أي شخص الدخول إلى حسابك حتى لو عرف كلمة مرورك. يمكنك تفعيلها أو إيقافها من صفحة «الأمان والخصوصية» في لوحة التحكم. ننصح بتفعيلها، خاصةً إذا كانت محادثاتك تتضمن تفاصيل حساسة.',
      en: 'Two-factor authentication is an extra layer of protection that asks for a second verification step at login in addition to your password, so it is much harder for anyone else to get into your account even if they know your password. You can turn it on or off on the "Security & privacy" page in your dashboard. We recommend enabling it, especially if your conversations include sensitive details.',
    },
    minutes: 1,
  },
  {
    category: 'security',
    q: { ar: 'ما إشعارات تسجيل الدخول؟', en: 'What are login notifications?' },
    a: {
      ar: 'عند تفعيل إشعارات تسجيل الدخول نرسل إليك تنبيهًا عند تسجيل دخول جديد إلى حسابك، لتعرف فورًا إن حدث دخول لم تقم به. هذا الخيار مفعّل افتراضيًا، ويمكنك تغييره من صفحة «الأمان والخصوصية». إن وصلك تنبيه لا تعرفه فغيّر كلمة المرور فورًا.',
      en: 'When login notifications are on, we alert you whenever there is a new login to your account, so you know straight away if someone else has logged in. This option is on by default and you can change it on the "Security & privacy" page. If you receive an alert you do not recognise, change your password immediately.',
    },
    minutes: 1,
  },
  {
    category: 'security',
    q: { ar: 'هل تحتفظون ببيانات بطاقتي المصرفية؟', en: 'Do you keep my card details?' },
    a: {
      ar: 'لا. تُدخل بيانات البطاقة في صفحة الدفع الخاصة بمزوّد خدمة الدفع، وهو من يعالجها. نحتفظ فقط بسجل العملية، مثل المبلغ والتاريخ والحالة والرقم المرجعي، وقد نعرض نوع البطاقة وآخر ٤ أرقام منها لتمييزها.',
      en: "No. Card details are entered on the payment provider's own payment page and are processed by the provider. We keep only the transaction record, such as the amount, date, status and reference number, and we may show the card brand and its last 4 digits so you can recognise it.",
    },
    minutes: 1,
  },
  {
    category: 'security',
    q: {
      ar: 'أظن أن شخصًا آخر دخل إلى حسابي، ماذا أفعل؟',
      en: 'I think someone else has accessed my account. What should I do?',
    },
    a: {
      ar: 'غيّر كلمة المرور فورًا من صفحة «الأمان والخصوصية»، واختر كلمة مرور جديدة لم تستخدمها من قبل. فعّل المصادقة الثنائية وإشعارات تسجيل الدخول، وغيّر كلمة مرور بريدك الإلكتروني أيضًا إن كانت مشابهة. ثم راسل الدعم من بريدك المسجّل لنساعدك في مراجعة الأمر.',
      en: 'Change your password straight away on the "Security & privacy" page, choosing one you have never used before. Turn on two-factor authentication and login notifications, and change your email password too if it is similar. Then contact support from your registered email so we can help you look into it.',
    },
    minutes: 1,
  },

  // ── Account ──────────────────────────────────────────────────────────────────
  {
    category: 'account',
    q: { ar: 'كيف أعدّل بيانات ملفي الشخصي؟', en: 'How do I edit my profile?' },
    a: {
      ar: 'افتح «الملف الشخصي» من قائمة المستخدم، ثم اضغط «تعديل». يمكنك تحديث اسمك وبريدك الإلكتروني وتاريخ ميلادك وصورتك الشخصية (ملفات الصور فقط)، ثم اضغط «حفظ». إذا غيّرت رأيك فاضغط «إلغاء» لإعادة البيانات كما كانت.',
      en: 'Open "Profile" from the user menu and press "Edit". You can update your name, email, date of birth and profile picture (image files only), then press "Save". If you change your mind, press "Cancel" to restore the previous details.',
    },
    minutes: 1,
  },
  {
    category: 'account',
    q: { ar: 'كيف أغيّر لغة الواجهة؟', en: 'How do I change the interface language?' },
    a: {
      ar: 'استخدم مبدّل اللغة في شريط التنقل العلوي أو في صفحة «الإعدادات» للتبديل بين العربية والإنجليزية. تتحول الواجهة إلى اتجاه من اليمين إلى اليسار في العربية، ومن اليسار إلى اليمين في الإنجليزية. يحفظ متصفحك اختيارك ليُطبَّق في زيارتك القادمة.',
      en: 'Use the language switcher in the top navigation bar or on the "Settings" page to switch between Arabic and English. The interface runs right-to-left in Arabic and left-to-right in English. Your browser remembers your choice for your next visit.',
    },
    minutes: 1,
  },
  {
    category: 'account',
    q: { ar: 'كيف أفعّل الوضع الداكن؟', en: 'How do I switch to dark mode?' },
    a: {
      ar: 'من صفحة «الإعدادات» أو من قائمة المستخدم اختر المظهر الفاتح أو الداكن أو «حسب النظام». عند اختيار «حسب النظام» يتبع مستشار إعدادات المظهر في جهازك تلقائيًا. يُحفظ اختيارك في متصفحك.',
      en: 'On the "Settings" page or from the user menu, choose the light, dark or "system" appearance. With "system", Mustashar automatically follows your device\'s appearance setting. Your choice is saved in your browser.',
    },
    minutes: 1,
  },
  {
    category: 'account',
    q: { ar: 'كيف أحذف حسابي؟', en: 'How do I delete my account?' },
    a: {
      ar: 'من صفحة «الإعدادات» انتقل إلى «منطقة الخطر» واختر حذف الحساب، ثم اكتب كلمة DELETE بالأحرف الإنجليزية الكبيرة وأدخل كلمة المرور الحالية للتأكيد. الحذف نهائي ولا يمكن التراجع عنه، وسيُسجَّل خروجك فورًا. قد نحتفظ ببعض سجلات الدفع المدة التي تفرضها الأنظمة، كما هو موضح في سياسة الخصوصية.',
      en: 'On the "Settings" page, go to the "Danger zone" and choose to delete your account, then type DELETE in capital letters and enter your current password to confirm. Deletion is permanent and cannot be undone, and you are logged out immediately. We may keep some payment records for as long as the law requires, as explained in our Privacy policy.',
    },
    minutes: 1,
  },
  {
    category: 'account',
    q: { ar: 'ما الحد الأدنى لعمر المستخدم؟', en: 'What is the minimum age to use Mustashar?' },
    a: {
      ar: 'يجب ألا يقل عمر المستخدم عن ١٣ عامًا. ومن كان عمره بين ١٣ و١٨ عامًا فعليه الحصول على موافقة وليّ أمره قبل التسجيل أو الاشتراك، ويُفضَّل أن يستخدم الخدمة بإشرافه.',
      en: "You must be at least 13 years old to use Mustashar. Users aged between 13 and 18 need a parent or guardian's consent before registering or subscribing, and should ideally use the service under their supervision.",
    },
    minutes: 1,
  },
  {
    category: 'account',
    q: {
      ar: 'كيف أطلب نسخة من بياناتي أو تصحيحها؟',
      en: 'How do I request a copy of my data or have it corrected?',
    },
    a: {
      ar: 'يكفل لك نظام حماية البيانات الشخصية حق الوصول إلى بياناتك وطلب نسخة منها وتصحيحها وطلب إتلافها. يمكنك تعديل معظم بياناتك بنفسك من «الملف الشخصي»، ولأي طلب آخر راسل الدعم من بريدك المسجّل. قد نطلب منك التحقق من هويتك قبل تنفيذ الطلب حمايةً لبياناتك.',
      en: 'The Personal Data Protection Law gives you the right to access your data, obtain a copy, have it corrected and ask for it to be destroyed. You can edit most of your details yourself under "Profile"; for anything else, contact support from your registered email. We may need to confirm your identity before acting on a request, to protect your data.',
    },
    minutes: 1,
  },
  {
    category: 'account',
    q: { ar: 'كيف أتحكم في رسائل البريد التسويقية؟', en: 'How do I control marketing emails?' },
    a: {
      ar: 'الاشتراك في الرسائل التسويقية اختياري عند التسجيل، ويمكنك تغييره في أي وقت من إعدادات الخصوصية في صفحة «الأمان والخصوصية» ثم الضغط على «حفظ». أما الرسائل الضرورية، مثل رموز التحقق وإشعارات الدفع والأمان، فتصلك بغض النظر عن هذا الخيار لأنها جزء من تشغيل حسابك.',
      en: 'Marketing emails are optional when you sign up, and you can change your choice at any time in the privacy settings on the "Security & privacy" page, then press "Save". Essential emails, such as verification codes and payment and security notices, are still sent regardless of this setting because they are part of running your account.',
    },
    minutes: 1,
  },

  // ── Features ─────────────────────────────────────────────────────────────────
  {
    category: 'features',
    q: { ar: 'كيف تستند الإجابات إلى الأنظمة السعودية؟', en: 'How do answers refer to Saudi laws?' },
    a: {
      ar: 'صُمّم مستشار ليبني إجاباته على الأنظمة واللوائح السعودية، وأن يذكر اسم النظام ورقم المادة ذات الصلة كلما أمكن، مثل «نظام العمل، المادة ...». يساعدك ذلك على الرجوع إلى النص الأصلي والتحقق منه بنفسك. ننصحك بمطابقة المواد المذكورة مع النصوص الرسمية المنشورة على موقع هيئة الخبراء بمجلس الوزراء، لأن الأنظمة قد تُعدَّل وقد يخطئ الذكاء الاصطناعي.',
      en: 'Mustashar is designed to base its answers on Saudi laws and regulations and to name the relevant law and article number wherever possible, for example "Labour Law, Article …". This lets you go back to the original text and check it yourself. We recommend comparing any cited article with the official text published by the Bureau of Experts at the Council of Ministers, because laws are amended and AI can make mistakes.',
    },
    minutes: 2,
  },
  {
    category: 'features',
    q: {
      ar: 'لماذا أحتاج إلى محامٍ مرخص في القضايا المنظورة أمام المحاكم؟',
      en: 'Why should I see a licensed lawyer for court matters?',
    },
    a: {
      ar: 'تعتمد نتيجة أي قضية على تفاصيل ومستندات وإجراءات ومواعيد نظامية قد لا تظهر كاملة في المحادثة. المحامي المرخص يطّلع على ملفك كاملًا، ويتحمّل مسؤولية مهنية، ويمكنه تمثيلك أمام المحاكم والجهات الرسمية، وهذا ما لا يقدّمه مستشار. استخدم إجابات مستشار لفهم موقفك والاستعداد للقاء المحامي، لا بديلًا عنه.',
      en: "The outcome of any case depends on facts, documents, procedures and statutory deadlines that may not all come through in a chat. A licensed lawyer reviews your whole file, carries professional responsibility and can represent you before courts and official bodies, which Mustashar does not do. Use Mustashar's answers to understand your position and prepare for meeting a lawyer, not instead of one.",
    },
    minutes: 1,
  },
  {
    category: 'features',
    q: { ar: 'ما المجالات القانونية التي يغطيها مستشار؟', en: 'Which areas of law does Mustashar cover?' },
    a: {
      ar: 'يجيب مستشار عن أسئلة في مجالات متعددة من الأنظمة السعودية، منها: العمل والعمال، والإيجار وعقود منصة «إيجار»، والأحوال الشخصية والأسرة، والشركات، والتجارة والتجارة الإلكترونية، ومكافحة الجرائم المعلوماتية، والمرور. ويمكنك أيضًا السؤال عن العقود والالتزامات والمعاملات اليومية. كلما كان سؤالك أوضح وأكثر تفصيلًا كانت الإجابة أدق.',
      en: 'Mustashar answers questions across many areas of Saudi law, including labour and employment, renting and Ejar lease contracts, personal status and family matters, companies, commercial and e-commerce matters, cybercrime and traffic. You can also ask about contracts, obligations and everyday transactions. The clearer and more detailed your question, the more precise the answer.',
    },
    minutes: 1,
  },
  {
    category: 'features',
    q: {
      ar: 'هل يمكنني رفع عقد أو مستند لمراجعته؟',
      en: 'Can I upload a contract or document for review?',
    },
    a: {
      ar: 'نعم، استخدم زر إرفاق الملفات في خانة الكتابة لإرفاق مستند واطلب من مستشار مراجعته أو شرح بنوده أو تحديد النقاط التي تستحق الانتباه. الصيغ المدعومة هي: txt وpdf وdoc وdocx وxls وxlsx وpng وjpg، وبحجم لا يتجاوز ١٠ ميغابايت للملف. المراجعة إرشادية، فاعرض العقود المهمة على محامٍ مرخص قبل التوقيع.',
      en: 'Yes. Use the attachment button in the message box to attach a document and ask Mustashar to review it, explain its clauses or point out terms worth a closer look. Supported formats are txt, pdf, doc, docx, xls, xlsx, png and jpg, up to 10 MB per file. The review is for guidance only, so have important contracts checked by a licensed lawyer before you sign.',
    },
    minutes: 1,
  },
  {
    category: 'features',
    q: { ar: 'كيف أصدّر سجل محادثاتي؟', en: 'How do I export my chat history?' },
    a: {
      ar: 'يستطيع المشتركون تصدير سجل محادثاتهم من لوحة التحكم بصيغة PDF المناسبة للقراءة والطباعة، أو بصيغة CSV المناسبة لبرامج الجداول. يفيدك ذلك في الاحتفاظ بنسخة من استشاراتك أو مشاركتها مع محاميك. تذكّر أن الملف المصدَّر قد يحتوي على معلومات شخصية، فاحفظه في مكان آمن.',
      en: 'Subscribers can export their conversation history from the dashboard as a PDF, which is easy to read and print, or as a CSV file for spreadsheet software. This is useful for keeping a record of your consultations or sharing them with your lawyer. Keep in mind that the exported file may contain personal information, so store it somewhere safe.',
    },
    minutes: 1,
  },
  {
    category: 'features',
    q: { ar: 'كيف أنظّم محادثاتي؟', en: 'How do I organise my conversations?' },
    a: {
      ar: 'تعرض القائمة الجانبية في صفحة المحادثة محادثاتك الأخيرة، ويمكنك البحث فيها وبدء محادثة جديدة. ولكل محادثة خيارات لإعادة التسمية والتثبيت في الأعلى والحذف. تُسمّى كل محادثة تلقائيًا بأول كلمات من رسالتك الأولى، ويمكنك تغيير الاسم متى شئت.',
      en: 'The sidebar on the chat page lists your recent conversations; you can search them and start a new chat. Each conversation can be renamed, pinned to the top or deleted. A conversation is named automatically after the first words of your first message, and you can rename it at any time.',
    },
    minutes: 1,
  },
  {
    category: 'features',
    q: { ar: 'هل يمكنني السؤال بالإنجليزية؟', en: 'Can I ask questions in English?' },
    a: {
      ar: 'نعم، يمكنك الكتابة بالعربية أو بالإنجليزية، وستصلك الإجابة عادةً باللغة التي كتبت بها. تبقى الإحالات إلى الأنظمة السعودية كما هي في الحالتين، مع ملاحظة أن النص العربي للأنظمة هو النص الرسمي المعتمد.',
      en: 'Yes, you can write in Arabic or English, and the answer usually comes back in the language you used. References to Saudi laws work the same way in both, but note that the Arabic text of Saudi laws is the official, authoritative version.',
    },
    minutes: 1,
  },
  {
    category: 'features',
    q: { ar: 'كيف أحصل على إجابة أدق؟', en: 'How do I get a more accurate answer?' },
    a: {
      ar: 'اذكر الوقائع بترتيبها الزمني، ونوع العلاقة (عمل، أو إيجار، أو شراكة...)، والتواريخ والمبالغ المهمة، وما تريد معرفته تحديدًا. وتجنّب مشاركة بيانات لا تحتاج إليها، مثل أرقام الهويات أو الحسابات المصرفية. ويمكنك طرح أسئلة متابعة في المحادثة نفسها لتوضيح أي نقطة.',
      en: 'Set out the facts in order, the type of relationship (employment, lease, partnership and so on), key dates and amounts, and exactly what you want to know. Avoid sharing details you do not need to, such as ID or bank account numbers. You can ask follow-up questions in the same conversation to clarify any point.',
    },
    minutes: 1,
  },

  // ── Technical ────────────────────────────────────────────────────────────────
  {
    category: 'technical',
    q: { ar: 'ما المتصفحات المدعومة؟', en: 'Which browsers are supported?' },
    a: {
      ar: 'يعمل مستشار على أحدث إصدارات متصفحات Chrome وSafari وEdge وFirefox على الحاسب والهاتف. تأكّد من تفعيل JavaScript وملفات تعريف الارتباط، ومن تحديث متصفحك إلى آخر إصدار. قد لا تعمل بعض المزايا كما ينبغي في المتصفحات القديمة.',
      en: 'Mustashar works on the latest versions of Chrome, Safari, Edge and Firefox, on desktop and mobile. Make sure JavaScript and cookies are enabled and that your browser is up to date. Some features may not work properly in older browsers.',
    },
    minutes: 1,
  },
  {
    category: 'technical',
    q: { ar: 'المحادثة لا تتصل أو لا تصلني الإجابة', en: 'The chat does not connect or I get no answer' },
    a: {
      ar: 'تعتمد المحادثة على اتصال مباشر ومستمر مع خوادمنا، لذا تأكّد أولًا من استقرار اتصالك بالإنترنت ثم حدّث الصفحة. قد تمنع بعض الشبكات المؤسسية أو الجدران النارية أو إضافات المتصفح هذا النوع من الاتصال، فجرّب شبكة أخرى أو عطّل الإضافات مؤقتًا أو استخدم متصفحًا آخر. إذا استمرت المشكلة فراسل الدعم واذكر المتصفح ووقت حدوث المشكلة.',
      en: 'The chat relies on a live, continuous connection to our servers, so first check that your internet connection is stable and refresh the page. Some corporate networks, firewalls or browser extensions block this type of connection, so try another network, temporarily disable extensions or use a different browser. If the problem continues, contact support and tell us your browser and when it happened.',
    },
    minutes: 2,
  },
  {
    category: 'technical',
    q: {
      ar: 'ظهرت رسالة تفيد بحظر التجربة بسبب VPN أو خادم وسيط',
      en: 'The trial says it is blocked because of a VPN or proxy',
    },
    a: {
      ar: 'لضمان استخدام عادل للتجربة المجانية، قد تُحظر التجربة عند الاتصال عبر شبكة افتراضية خاصة (VPN) أو خادم وسيط (Proxy). أوقف الـVPN أو الخادم الوسيط ثم أعد تحميل الصفحة وحاول مجددًا. هذا القيد خاص بالتجربة المجانية، ويمكنك تجاوزه بإنشاء حساب والاشتراك في إحدى الباقات.',
      en: 'To keep the free trial fair for everyone, the trial may be blocked when you connect through a VPN or proxy. Turn off the VPN or proxy, reload the page and try again. This restriction applies to the free trial only; you can avoid it by creating an account and subscribing to a plan.',
    },
    minutes: 1,
  },
  {
    category: 'technical',
    q: { ar: 'لماذا لم يُرفق الملف؟', en: 'Why was my file not attached?' },
    a: {
      ar: 'لا تُقبل إلا الملفات بصيغ txt وpdf وdoc وdocx وxls وxlsx وpng وjpg، ولا يُرفق الملف إذا كان بصيغة أخرى. تحقّق أيضًا من ألا يتجاوز حجم الملف ١٠ ميغابايت. إن كان المستند كبيرًا، فجرّب حفظه بصيغة PDF مضغوطة أو تقسيمه إلى أجزاء.',
      en: 'Only txt, pdf, doc, docx, xls, xlsx, png and jpg files are accepted; files in other formats are not attached. Also check that the file is no larger than 10 MB. If your document is large, try saving it as a compressed PDF or splitting it into parts.',
    },
    minutes: 1,
  },
  {
    category: 'technical',
    q: {
      ar: 'تظهر لي رسالة انتهاء التجربة مع أنني لم أستخدمها',
      en: 'It says my trial has ended although I have not used it',
    },
    a: {
      ar: 'ترتبط حدود التجربة المجانية بالجهاز ويتحقق منها خادمنا، لذا قد تكون التجربة استُخدمت سابقًا من الجهاز نفسه أو في الجلسة نفسها. يمكنك متابعة الاستخدام بإنشاء حساب والاشتراك في الباقة المناسبة لك. وإذا كنت ترى أن الرسالة ظهرت بالخطأ، فراسل الدعم وسنراجع الأمر.',
      en: 'Free trial limits are tied to the device and checked by our server, so the trial may already have been used on the same device or in the same session. You can carry on by creating an account and subscribing to the plan that suits you. If you believe the message is a mistake, contact support and we will look into it.',
    },
    minutes: 1,
  },
  {
    category: 'technical',
    q: { ar: 'الصفحة لا تُحمَّل بشكل صحيح', en: 'A page does not load properly' },
    a: {
      ar: 'حدّث الصفحة أولًا، ثم جرّب مسح ذاكرة التخزين المؤقت للمتصفح أو فتح الموقع في نافذة خاصة. تأكّد من أن متصفحك محدّث وأن JavaScript وملفات تعريف الارتباط مفعّلة. إذا ظهرت المشكلة في صفحة محددة، فأرسل إلينا رابطها ولقطة شاشة عند التواصل مع الدعم.',
      en: 'Refresh the page first, then try clearing your browser cache or opening the site in a private window. Make sure your browser is up to date and that JavaScript and cookies are enabled. If the problem is on a specific page, send us its link and a screenshot when you contact support.',
    },
    minutes: 1,
  },
  {
    category: 'technical',
    q: { ar: 'كيف أتواصل مع الدعم، ومتى يردّون؟', en: 'How do I contact support, and when do you reply?' },
    a: {
      ar: 'يمكنك مراسلتنا من صفحة «تواصل معنا» أو عبر البريد الإلكتروني support@mustashar.sa. نعمل من الأحد إلى الخميس، من ٩ صباحًا إلى ٥ مساءً بتوقيت السعودية، ونرد عادةً خلال ٢٤ ساعة تقريبًا، مع أولوية للمشتركين. لتسريع الحل، اذكر بريد حسابك ووصفًا واضحًا للمشكلة، ولا ترسل كلمة المرور أو بيانات البطاقة أبدًا.',
      en: 'You can reach us through the "Contact" page or by email at support@mustashar.sa. We work Sunday to Thursday, 9 AM to 5 PM Saudi time, and usually reply within about 24 hours, with priority for subscribers. To speed things up, include your account email and a clear description of the problem, and never send your password or card details.',
    },
    minutes: 1,
  },
];

export const helpCards: { title: L; description: L; minutes: number; href: string }[] = [
  {
    title: { ar: 'ابدأ تجربتك المجانية', en: 'Start your free trial' },
    description: {
      ar: 'جرّب المحادثة دون تسجيل ودون بطاقة دفع، بعد قبول ملفات تعريف الارتباط الأساسية.',
      en: 'Try the chat without registering or a payment card, once you accept the essential cookies.',
    },
    minutes: 1,
    href: '/chat',
  },
  {
    title: { ar: 'اختر باقتك', en: 'Choose your plan' },
    description: {
      ar: 'قارن بين الباقات الأربع؛ جميع الأسعار شاملة ضريبة القيمة المضافة ويمكنك الإلغاء في أي وقت.',
      en: 'Compare the four plans. All prices include VAT and you can cancel at any time.',
    },
    minutes: 2,
    href: '/pricing',
  },
  {
    title: { ar: 'أدر اشتراكك وفواتيرك', en: 'Manage your subscription and invoices' },
    description: {
      ar: 'غيّر باقتك أو ألغِ اشتراكك، واطّلع على سجل المدفوعات والفواتير.',
      en: 'Change or cancel your plan, and view your payment history and invoices.',
    },
    minutes: 2,
    href: '/dashboard/billing',
  },
  {
    title: { ar: 'أمّن حسابك', en: 'Secure your account' },
    description: {
      ar: 'غيّر كلمة المرور، وفعّل المصادقة الثنائية وإشعارات تسجيل الدخول.',
      en: 'Change your password and turn on two-factor authentication and login notifications.',
    },
    minutes: 2,
    href: '/dashboard/security',
  },
  {
    title: { ar: 'الأسئلة الشائعة', en: 'Frequently asked questions' },
    description: {
      ar: 'إجابات سريعة عن التجربة المجانية والباقات والمحادثة وخصوصية بياناتك.',
      en: 'Quick answers about the free trial, plans, the chat and your privacy.',
    },
    minutes: 3,
    href: '/faq',
  },
  {
    title: { ar: 'تواصل مع الدعم', en: 'Contact support' },
    description: {
      ar: 'نرد عادةً خلال ٢٤ ساعة تقريبًا، من الأحد إلى الخميس، من ٩ صباحًا إلى ٥ مساءً بتوقيت السعودية.',
      en: 'We usually reply within about 24 hours, Sunday to Thursday, 9 AM to 5 PM Saudi time.',
    },
    minutes: 1,
    href: '/contact',
  },
];
