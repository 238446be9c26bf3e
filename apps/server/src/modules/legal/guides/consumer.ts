import type { Guide } from './types.ts';

const ECOMMERCE = 'نظام التجارة الإلكترونية';
const CIVIL = 'نظام المعاملات المدنية';
const FRAUD = 'نظام مكافحة الغش التجاري';

export const CONSUMER_GUIDES: Guide[] = [
  {
    id: 'online-purchase-returns',
    topic: 'consumer',
    title: {
      ar: 'إرجاع مشتريات المتاجر الإلكترونية خلال سبعة أيام',
      en: 'Returning online purchases within seven days',
    },
    summary: {
      ar: 'يحق للمستهلك فسخ عقد الشراء الإلكتروني خلال سبعة أيام من تسلم المنتج ما دام لم يستخدمه، ويتحمل تكاليف الفسخ ما لم يُتفق على غير ذلك. ويُستثنى من هذا الحق أنواع منها المنتجات المصنوعة حسب الطلب والبرامج المستخدمة والصحف والكتب وخدمات الإيواء والنقل والإطعام.',
      en: 'A consumer may cancel an online purchase within seven days of receiving the product as long as it has not been used, bearing the cost of cancellation unless agreed otherwise. Exceptions include made-to-order goods, used software or media, newspapers and books, and accommodation, transport or catering services.',
    },
    body: {
      ar: `## ما القاعدة؟
يعطي نظام التجارة الإلكترونية المستهلك حق **فسخ العقد خلال الأيام السبعة التالية لتسلم المنتج** (أو لتاريخ التعاقد على الخدمة)، بشرط **ألا يكون قد استخدم المنتج** أو استفاد من الخدمة. وفي هذه الحالة **يتحمل المستهلك تكاليف الفسخ** (كالشحن) إلا إذا اتفق الطرفان على خلاف ذلك. ولا يخل هذا الحق بأحكام الضمان الاتفاقي أو النظامي (المادة 13/1).

## ما لا يشمله حق الإرجاع (المادة 13/2)
- منتجات **صُنعت بناءً على طلب المستهلك** أو وفق مواصفاته، إلا إذا كان فيها عيب أو خالفت المواصفات المتفق عليها.
- أشرطة الفيديو والأقراص والبرامج **التي استُخدمت**.
- الصحف والمجلات والمنشورات والكتب.
- إذا ظهر العيب بسبب **سوء حيازة المستهلك**.
- خدمات **الإيواء أو النقل أو الإطعام** (مثل حجوزات الفنادق والطيران والمطاعم).
- البرامج المحمّلة عبر الإنترنت، إلا المعيبة أو غير المطابقة.
- حالات أخرى تحددها اللائحة.

## العيب شيء آخر
إذا كان المنتج **معيبًا أو غير مطابق** للوصف، فالحق لا يتقيد بشرط عدم الاستخدام بالطريقة نفسها، وتنطبق أحكام الضمان، ولك المطالبة بالإصلاح أو الاستبدال أو الاسترداد.

## خطوات عملية
1. احسب الأيام السبعة من **تاريخ التسلم**، واحتفظ بإثبات التسليم.
2. لا تفتح أو تستخدم المنتج إذا كنت تنوي إرجاعه، واحتفظ بالتغليف.
3. اطلب الإرجاع كتابيًا (عبر المتجر أو البريد) واحتفظ بلقطات الشاشة.
4. عند الرفض: قدّم بلاغًا لدى **وزارة التجارة** (تطبيق "بلاغ تجاري" أو المنصة الإلكترونية)، وإذا دفعت ببطاقة فتواصل مع البنك بخصوص الاعتراض على العملية.

## متى تستشير محاميًا؟
إذا كانت القيمة كبيرة أو المتجر خارج المملكة أو يرفض الاعتراف بالعيب.`,
      en: `## The rule
The E-Commerce Law gives the consumer the right to **cancel the contract within the seven days after receiving the product** (or after contracting for a service), provided he **has not used the product** or benefited from the service. In that case **the consumer bears the cost of cancellation** (such as shipping), unless the parties agreed otherwise. This right is without prejudice to contractual or statutory warranty (Article 13(1)).

## What the return right does not cover (Article 13(2))
- Products **made to the consumer’s order** or specifications, unless defective or not as agreed.
- Video tapes, discs and software **that have been used**.
- Newspapers, magazines, publications and books.
- A defect that arose from **the consumer’s own mishandling**.
- **Accommodation, transport or catering** services (hotel and flight bookings, restaurants).
- Software downloaded online, except when defective or not as agreed.
- Other cases set by the implementing regulation.

## A defect is different
If the product is **defective or not as described**, you are not limited in the same way by the no-use condition; warranty rules apply and you can ask for repair, replacement or a refund.

## Practical steps
1. Count seven days from **the date of delivery** and keep proof of delivery.
2. Do not open or use a product you intend to return; keep the packaging.
3. Request the return in writing (through the store or by email) and keep screenshots.
4. If refused: report to the **Ministry of Commerce** (the “Commercial Report”/Balagh app or online portal); if you paid by card, ask your bank about disputing the transaction.

## When to see a lawyer
When the amount is large, the store is outside the Kingdom, or it refuses to acknowledge a defect.`,
    },
    citations: [{ lawTitle: ECOMMERCE, articles: [13], about: ['فسخ العقد', 'السبعة'] }],
    keywords: {
      ar: ['إرجاع المشتريات', 'الاسترجاع', 'سياسة الإرجاع', 'الشراء أونلاين', 'المتجر الإلكتروني'],
      en: ['online returns', 'refund', 'return policy', 'cooling-off period', 'online shopping'],
    },
  },
  {
    id: 'online-delivery-delay-and-data',
    topic: 'consumer',
    title: {
      ar: 'تأخر توصيل الطلبات الإلكترونية وحماية بياناتك',
      en: 'Late delivery of online orders, and your personal data',
    },
    summary: {
      ar: 'إذا تأخر المتجر الإلكتروني في التسليم أكثر من 15 يومًا من تاريخ العقد أو عن الموعد المتفق عليه، فللمستهلك فسخ العقد واسترداد ما دفعه، ما لم يكن التأخير بسبب قوة قاهرة. ولا يجوز للمتجر استعمال بياناتك الشخصية لغير الغرض المصرح به أو كشفها لغيره دون موافقتك.',
      en: 'If an online store delivers more than 15 days after the contract or after the agreed date, the consumer may cancel and get back what was paid, unless the delay is due to force majeure. The store may not use your personal data for unauthorised purposes or disclose it without your consent.',
    },
    body: {
      ar: `## التأخر في التسليم
إذا لم يُتفق على مدة مختلفة، فللمشتري أن **يلغي العقد متى تجاوز تأخر المتجر في التوصيل أو تقديم الخدمة 15 يومًا** محسوبة من يوم الشراء أو من الموعد الذي اتفقا عليه، وأن **يستعيد المبلغ المدفوع** مقابل المنتج أو الخدمة والتكاليف التي ترتبت على التأخير، إلا إذا كان التأخير بسبب **قوة قاهرة** (المادة 14/1).

كما يلتزم المتجر بإبلاغ المستهلك بأي تأخير متوقع أو صعوبات تؤثر جوهريًا في التسليم (المادة 14/2).

**انتبه:** إذا حدد المتجر في العقد موعدًا أطول (مثل 30 يومًا للطلبات الخارجية) ووافقت عليه، فالعبرة بالموعد المتفق عليه.

## بياناتك الشخصية
على موفر الخدمة أن يحافظ على خصوصية البيانات الشخصية للمستهلك التي في عهدته أو لدى الجهات التي يتعامل معها، **ولا يجوز له استعمالها لأغراض غير مصرح بها أو الإفصاح عنها لجهة أخرى**، بمقابل أو دونه، إلا بموافقة المستهلك أو إذا اقتضت الأنظمة ذلك (المادة 5). ويكمل ذلك نظام حماية البيانات الشخصية.

## خطوات عملية
1. احتفظ بتأكيد الطلب الذي يبين تاريخ العقد وموعد التسليم.
2. إذا تجاوز التأخير المدة، أرسل طلب فسخ واسترداد مكتوبًا للمتجر.
3. عند عدم الاستجابة: بلاغ لدى **وزارة التجارة**، وتواصل مع بنكك إن كان الدفع بالبطاقة.
4. إذا استُخدمت بياناتك في رسائل تسويقية أو سُرّبت، فاحتفظ بالدليل وقدّم بلاغًا للجهة المختصة.

## متى تستشير محاميًا؟
إذا كانت الطلبية كبيرة (أجهزة، أثاث، سيارات) أو ترتب على التأخير ضرر أكبر من قيمتها.`,
      en: `## Late delivery
Unless the store and the consumer agreed on another period, the consumer may **cancel the contract if the provider delays delivery or performance by more than 15 days** from the contract date or the agreed date, and may **recover what was paid** for the product or service and costs caused by the delay — unless the delay was due to **force majeure** (Article 14(1)).

The store must also tell the consumer about any expected delay or difficulty that materially affects delivery (Article 14(2)).

**Note:** if the store set a longer delivery time in the contract (say 30 days for international orders) and you agreed, the agreed date is what counts.

## Your personal data
The provider must keep the consumer’s personal data private, whether held by it or by those it deals with, and **may not use it for unauthorised purposes or disclose it to anyone else**, for payment or not, without the consumer’s consent or unless the law requires (Article 5). The Personal Data Protection Law adds further protection.

## Practical steps
1. Keep the order confirmation showing the contract date and the delivery date.
2. Once the delay passes the limit, send the store a written request to cancel and refund.
3. If there is no response: report to the **Ministry of Commerce**, and contact your bank if you paid by card.
4. If your data is used for marketing you never agreed to, or leaked, keep the evidence and report it to the competent authority.

## When to see a lawyer
When the order is large (appliances, furniture, cars) or the delay caused harm greater than the price.`,
    },
    citations: [
      { lawTitle: ECOMMERCE, articles: [14], about: ['خمسة عشر', 'التأخير'] },
      { lawTitle: ECOMMERCE, articles: [5], about: ['البيانات الشخصية'] },
    ],
    keywords: {
      ar: ['تأخر التوصيل', 'تأخر الطلب', 'استرداد المبلغ', 'خصوصية البيانات', 'المتجر الإلكتروني'],
      en: ['late delivery', 'order not delivered', 'refund', 'data privacy', 'online store'],
    },
  },
  {
    id: 'defective-product-warranty',
    topic: 'consumer',
    title: {
      ar: 'عيب في السلعة: الإرجاع أو فرق الثمن ومهلة الضمان',
      en: 'A defective product: returning it or a price reduction, and the time limit',
    },
    summary: {
      ar: 'يضمن البائع خلو المبيع من العيب الذي ينقص قيمته أو نفعه ولو لم يعلم به، فللمشتري فسخ البيع أو إبقاء السلعة مع فرق الثمن، وللبائع أن يقدم بديلًا سليمًا. ويجب إبلاغ البائع فور اكتشاف العيب، ولا تُسمع الدعوى بعد 180 يومًا من التسليم ما لم يلتزم البائع بضمان أطول.',
      en: 'A seller guarantees that the goods are free of defects that reduce their value or use, even if he did not know of them: the buyer may undo the sale or keep the item and recover the difference, and the seller may instead supply a sound replacement. Tell the seller as soon as you find the defect; a claim is not heard after 180 days from delivery unless the seller gave a longer warranty.',
    },
    body: {
      ar: `## القاعدة
يضمن البائع عند التسليم سلامة المبيع من أي **عيب ينقص قيمته أو نفعه** بحسب الغرض المقصود منه، **ولو لم يكن يعلم بالعيب** (المادة 338 من نظام المعاملات المدنية). وإذا ظهر العيب فالمشتري مخيَّر بين:
- **فسخ البيع** واسترداد الثمن، أو
- **إبقاء السلعة والرجوع بفرق الثمن** بنسبة قيمتها سليمة إلى قيمتها معيبة.
وللبائع أن يتفادى ذلك بتقديم **بديل مماثل سليم**، وللمشتري التعويض عن الضرر إن كان له مقتضٍ.

## متى لا يضمن البائع؟ (المادة 339)
- إذا علم المشتري بالعيب وقت البيع، أو كان يستطيع اكتشافه بفحص معتاد، ما لم يضمن البائع خلوه من ذلك العيب أو تعمد إخفاءه.
- العيوب التي يتسامح فيها العرف.
- العيب الحادث بعد التسليم إلا إذا كان سببه قائمًا قبله.
- البيع بالمزاد القضائي أو الإداري.

## عليك أن تبادر
افحص السلعة فور استلامها، وأبلغ البائع بالعيب **خلال مدة معقولة**؛ والعيب الخفي الذي لا يظهر بالفحص المعتاد يُبلَّغ به **بمجرد ظهوره**، وإلا عُدّ المشتري قابلًا للسلعة بعيبها (المادة 340). والرضا بالعيب صراحة أو ضمنًا يسقط الحق (المادة 341).

## المهلة
لا تُسمع دعوى ضمان العيب بعد **180 يومًا من تسليم المبيع** ما لم يلتزم البائع بضمان أطول (كضمان الوكيل أو الشركة المصنعة)، ولا يستفيد البائع من هذه المهلة إذا أخفى العيب بغش (المادة 344).

## خطوات عملية
1. احتفظ بالفاتورة وبطاقة الضمان.
2. صوّر العيب وراسل البائع كتابةً بتاريخ الاكتشاف.
3. عند الرفض قدّم بلاغًا لـ**وزارة التجارة** (تطبيق بلاغ تجاري)، ثم الدعوى عبر **ناجز** إن لزم.

## متى تستشير محاميًا؟
إذا كانت السلعة مرتفعة القيمة كسيارة أو عقار، أو سبب العيب ضررًا لك.`,
      en: `## The rule
At delivery the seller guarantees that the goods are free of any **defect that reduces their value or usefulness** for their intended purpose, **even if he did not know of it** (Article 338 of the Civil Transactions Law). If a defect appears, the buyer may choose to:
- **undo the sale** and get the price back, or
- **keep the item and recover the difference**, in proportion to its value sound and defective.
The seller may avoid this by supplying **a like, sound replacement**, and the buyer may also claim damages where justified.

## When the seller is not liable (Article 339)
- The buyer knew of the defect at the sale, or could have found it by an ordinary inspection, unless the seller guaranteed against that defect or hid it on purpose.
- Defects custom tolerates.
- A defect that arose after delivery, unless its cause existed before.
- Sales at a court or administrative auction.

## You must act promptly
Inspect the goods once you receive them and tell the seller of a defect **within a reasonable time**; a hidden defect that an ordinary check would not reveal must be reported **as soon as it appears**, otherwise the buyer is taken to have accepted it (Article 340). Accepting the defect expressly or by conduct ends the right (Article 341).

## Time limit
A defect claim is not heard **180 days after delivery**, unless the seller undertook a longer warranty (such as a dealer’s or manufacturer’s warranty), and the seller cannot rely on the limit if he concealed the defect fraudulently (Article 344).

## Practical steps
1. Keep the invoice and the warranty card.
2. Photograph the defect and write to the seller, giving the date you found it.
3. If refused, report to the **Ministry of Commerce** (the Commercial Report app), then file on **Najiz** if needed.

## When to see a lawyer
When the item is valuable, such as a car or property, or the defect caused you harm.`,
    },
    citations: [
      { lawTitle: CIVIL, articles: [338], about: ['عيب', 'فرق الثمن'] },
      { lawTitle: CIVIL, articles: [339], about: ['لا يضمن البائع العيب'] },
      { lawTitle: CIVIL, articles: [340, 341], about: ['العيب'] },
      { lawTitle: CIVIL, articles: [344], about: ['مائة وثمانين'] },
    ],
    keywords: {
      ar: [
        'عيب مصنعي',
        'الضمان',
        'ترجيع السلعة',
        'استبدال المنتج',
        'سلعة معيبة',
        'العيب الخفي',
        'خيار العيب',
      ],
      en: ['defective product', 'warranty', 'faulty goods', 'hidden defect', 'refund', 'replacement'],
    },
  },
  {
    id: 'commercial-fraud',
    topic: 'consumer',
    title: {
      ar: 'الغش التجاري والتخفيضات الوهمية',
      en: 'Commercial fraud and sham discounts',
    },
    summary: {
      ar: 'خداع المستهلك في حقيقة المنتج أو مصدره أو وزنه، وبيع المنتج المغشوش أو المخالف للمواصفات، عقوبته غرامة حتى 500 ألف ريال أو السجن حتى سنتين أو كلاهما، وتصل إلى مليون ريال وثلاث سنوات إذا كان المنتج ضارًا بالصحة. والتخفيضات والمسابقات تحتاج ترخيصًا من الوزارة.',
      en: 'Deceiving consumers about what a product is, where it comes from or how much it weighs, and selling fake or non-standard products, carry a fine of up to SAR 500,000, up to two years in prison, or both — up to SAR 1 million and three years if the product harms health. Sales and prize draws need a Ministry licence.',
    },
    body: {
      ar: `## ما الغش التجاري؟
يعرّف نظام مكافحة الغش التجاري **المنتج المغشوش** بأنه ما عُبث به فأفقده شيئًا من قيمته، أو **خالف المواصفات القياسية المعتمدة**، أو صار فاسدًا غير صالح للاستعمال (المادة 1). ويعد مخالفًا (المادة 2) كل من:
- خدع أو شرع في خداع المستهلك في **ذاتية المنتج أو نوعه أو صفاته الجوهرية أو مصدره أو قدره** (الوزن، الكيل، العدد، العيار).
- غش المنتج، أو باعه أو عرضه أو حازه بقصد المتاجرة.
- صنع منتجات مخالفة للمواصفات أو باعها، أو استعمل عبوات وملصقات مخالفة.

## العقوبات
- غرامة حتى **500,000 ريال** أو السجن حتى **سنتين** أو كلاهما (المادة 16).
- حتى **مليون ريال** أو **ثلاث سنوات** إذا استُعملت موازين أو مقاييس مزيفة، أو كان المنتج **ضارًا بصحة الإنسان أو الحيوان** (المادة 18).
- ويلتزم المخالف بسحب المنتج المغشوش و**إعادة قيمته للمشتري**، مع حق المتضرر في التعويض (المادة 22).

## التخفيضات والمسابقات
لا يجوز إجراء **تخفيضات** في الأسعار أو **مسابقات تجارية** بأي وسيلة دون **ترخيص من الوزارة** (المادة 4)، وعقوبة المخالفة غرامة حتى 50,000 ريال أو السجن حتى ستة أشهر أو كلاهما (المادة 17).

## خطوات عملية
1. احتفظ بالمنتج والفاتورة وصوّر الملصق والعبوة.
2. قدّم بلاغًا إلى **وزارة التجارة** عبر تطبيق "بلاغ تجاري" أو الرقم الموحد، ولمن يساعد في كشف الغش مكافأة قد تصل إلى 25% من الغرامة المحصلة (المادة 11).
3. اطلب استرداد القيمة من البائع، فإن رفض فالمحكمة المختصة تنظر دعوى التعويض (المادة 13 المعدلة).

## متى تستشير محاميًا؟
إذا أصابك ضرر صحي من المنتج، أو كنت تاجرًا ضُبطت لديك بضاعة مشتبه بها.`,
      en: `## What is commercial fraud?
The Anti-Commercial Fraud Law defines a **fraudulent product** as one tampered with so that it loses some of its value, one that **does not meet the approved standard specifications**, or one that has spoiled and is unfit for use (Article 1). An offender (Article 2) is anyone who:
- deceives, or tries to deceive, about **what the product is, its type, essential qualities, origin or quantity** (weight, measure, number, purity);
- adulterates a product, or sells, offers or holds a fraudulent product for trade;
- makes or sells products that breach the standards, or uses packaging and labels that breach them.

## Penalties
- A fine of up to **SAR 500,000**, up to **two years** in prison, or both (Article 16).
- Up to **SAR 1 million** or **three years** where false scales or measures were used, or the product is **harmful to human or animal health** (Article 18).
- The offender must withdraw the product and **refund the buyer**, without prejudice to the victim’s right to damages (Article 22).

## Discounts and prize draws
No **price reductions** or **commercial competitions** may be run by any means without a **Ministry licence** (Article 4); breaches carry a fine of up to SAR 50,000, up to six months in prison, or both (Article 17).

## Practical steps
1. Keep the product and receipt, and photograph the label and packaging.
2. Report to the **Ministry of Commerce** through the Commercial Report (Balagh Tijari) app or its unified number; informants may be rewarded with up to 25% of the fine collected (Article 11).
3. Ask the seller for a refund; if refused, the competent court hears claims for compensation (Article 13 as amended).

## When to see a lawyer
When the product harmed your health, or you are a trader whose goods were seized on suspicion.`,
    },
    citations: [
      { lawTitle: FRAUD, articles: [1], about: ['المنتج المغشوش'] },
      { lawTitle: FRAUD, articles: [2], about: ['خدع'] },
      { lawTitle: FRAUD, articles: [16], about: ['خمسمائة ألف'] },
      { lawTitle: FRAUD, articles: [18], about: ['مضرة بصحة'] },
      { lawTitle: FRAUD, articles: [22], about: ['إعادة قيمته'] },
      { lawTitle: FRAUD, articles: [4, 17], about: ['تخفيضات', 'المادة (الرابعة)'] },
      { lawTitle: FRAUD, articles: [11], about: ['مكافأة'] },
      { lawTitle: FRAUD, articles: [13], about: ['المحكمة المختصة'] },
    ],
    keywords: {
      ar: [
        'الغش التجاري',
        'منتج مغشوش',
        'بضاعة مقلدة',
        'تخفيضات وهمية',
        'بلاغ تجاري',
        'غش في الوزن',
        'منتج منتهي الصلاحية',
      ],
      en: [
        'commercial fraud',
        'counterfeit goods',
        'fake product',
        'fake discount',
        'consumer complaint',
        'expired product',
      ],
    },
  },
  {
    id: 'online-store-disclosure-and-ads',
    topic: 'consumer',
    title: {
      ar: 'المتاجر الإلكترونية وحسابات التواصل: البيانات الإلزامية والإعلانات المضللة',
      en: 'Online and social-media stores: required information and misleading ads',
    },
    summary: {
      ar: 'على المتجر الإلكتروني أن يفصح عن اسمه ووسائل التواصل معه ورقم سجله، وأن يبين قبل الشراء الخصائص والسعر الإجمالي وترتيبات التسليم والضمان، وأن يعطيك فاتورة. والإعلان الإلكتروني جزء ملزم من العقد، ويحظر فيه الادعاء الكاذب أو المضلل.',
      en: 'An online store must show its name, contact details and registration number, set out before purchase the product’s features, the total price, delivery arrangements and any warranty, and give you an invoice. An online advert is a binding part of the contract, and false or misleading claims in it are prohibited.',
    },
    body: {
      ar: `## ما الذي يجب أن يُظهره المتجر؟
يسري نظام التجارة الإلكترونية على التاجر المقيد في السجل التجاري وعلى «الممارس» غير المقيد الذي يبيع بوسيلة إلكترونية (المادة 1)، فيشمل حسابات البيع في وسائل التواصل. وعلى موفر الخدمة أن يفصح في متجره عن (المادة 6):
- اسمه أو ما يميزه وعنوانه، ما لم يكن موثقًا لدى جهة توثيق المتاجر الإلكترونية.
- وسائل الاتصال به.
- اسم السجل ورقمه إن كان مقيدًا في السجل التجاري أو سجل آخر.
والتاجر ملزم بقيد متجره الإلكتروني في **السجل التجاري** (المادة 15).

## قبل الشراء وبعده
- قبل إبرام العقد يقدم المتجر بيانًا بخطوات الشراء، و**الخصائص الأساسية** للمنتج، و**السعر الإجمالي شاملًا الرسوم والضرائب والتوصيل**، وترتيبات الدفع والتسليم، وبيانات **الضمان** إن وجد (المادة 7).
- بعد العقد يعطيك **فاتورة** بتكلفة كل منتج والسعر الإجمالي وتاريخ التسليم ومكانه (المادة 8).

## الإعلان جزء من العقد
- **الإعلان الإلكتروني ملزم** ويكمّل العقد (المادة 10)، فما وعد به الإعلان من مواصفات أو هدايا يمكنك المطالبة به.
- يُحظر في الإعلان أي **عرض أو ادعاء كاذب أو مضلل**، أو علامة تجارية لا يملك المعلن حق استعمالها أو علامة مقلدة (المادة 11)، وللوزارة إلزامه بسحب الإعلان خلال يوم واحد (المادة 12).

## العقوبات
الإنذار، أو غرامة حتى **مليون ريال**، أو إيقاف النشاط، أو حجب المتجر (المادة 18).

## خطوات عملية
1. قبل الدفع: ابحث عن رقم السجل التجاري أو التوثيق، واحفظ صورة الإعلان وصفحة المنتج.
2. ادفع بوسيلة يمكن تتبعها، واطلب الفاتورة.
3. عند المخالفة: بلّغ **وزارة التجارة** (تطبيق بلاغ تجاري)، ولك المطالبة بالتعويض أمام المحكمة المختصة (المادة 22).

## متى تستشير محاميًا؟
إذا كانت الخسارة كبيرة، أو تبين أن المتجر وهمي (فقد تكون جريمة احتيال معلوماتي).`,
      en: `## What the store must show
The E-Commerce Law covers both the registered trader and the unregistered “practitioner” who sells by electronic means (Article 1), so it reaches social-media selling accounts. The provider must show in its store (Article 6):
- its name or distinguishing mark and its address, unless it is registered with an online-store authentication body;
- how to contact it;
- the name and number of its register entry, if it is in the commercial register or another public register.
A trader must enter the online store in the **commercial register** (Article 15).

## Before and after you buy
- Before the contract the store sets out the steps to order, the product’s **main features**, the **total price including fees, taxes and delivery**, payment and delivery arrangements, and any **warranty** (Article 7).
- After the contract it gives you an **invoice** showing each item’s cost, the total price and the date and place of delivery (Article 8).

## The advert is part of the contract
- **An online advert binds the seller** and supplements the contract (Article 10), so you may claim what it promised, such as specifications or free gifts.
- An advert may not contain any **false or misleading offer or claim**, or a trademark the advertiser has no right to use or a counterfeit mark (Article 11), and the Ministry may order the advert removed within one day (Article 12).

## Penalties
A warning, a fine of up to **SAR 1 million**, suspension of the business, or blocking the store (Article 18).

## Practical steps
1. Before paying, look for the commercial register or authentication number, and save the advert and the product page.
2. Pay by a traceable method and ask for the invoice.
3. If the store breaks the rules, report it to the **Ministry of Commerce** (Commercial Report app); you may also claim damages before the competent court (Article 22).

## When to see a lawyer
When the loss is large, or the store turns out to be fake (it may be an online-fraud crime).`,
    },
    citations: [
      { lawTitle: ECOMMERCE, articles: [1], about: ['الممارس'] },
      { lawTitle: ECOMMERCE, articles: [6], about: ['الإفصاح'] },
      { lawTitle: ECOMMERCE, articles: [15], about: ['السجل التجاري'] },
      { lawTitle: ECOMMERCE, articles: [7], about: ['إجمالي السعر'] },
      { lawTitle: ECOMMERCE, articles: [8], about: ['فاتورة'] },
      { lawTitle: ECOMMERCE, articles: [10, 11], about: ['الإعلان الإلكتروني'] },
      { lawTitle: ECOMMERCE, articles: [12], about: ['سحب الإعلان'] },
      { lawTitle: ECOMMERCE, articles: [18], about: ['مليون'] },
      { lawTitle: ECOMMERCE, articles: [22], about: ['التعويض'] },
    ],
    keywords: {
      ar: [
        'متجر إلكتروني',
        'متجر انستقرام',
        'حساب بيع في سناب',
        'إعلان مضلل',
        'معروف',
        'فاتورة المتجر',
        'اعلان كاذب',
      ],
      en: [
        'online store',
        'instagram shop',
        'misleading advert',
        'store registration',
        'e-commerce invoice',
        'social media seller',
      ],
    },
  },
];
