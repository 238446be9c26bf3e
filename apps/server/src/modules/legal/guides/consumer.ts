import type { Guide } from './types.ts';

const ECOMMERCE = 'نظام التجارة الإلكترونية';

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
];
