import type { Guide } from './types.ts';

const PSL = 'نظام الأحوال الشخصية';
const CIVIL = 'نظام المعاملات المدنية';

export const INHERITANCE_GUIDES: Guide[] = [
  {
    id: 'inheritance-basics',
    topic: 'inheritance',
    title: {
      ar: 'أساسيات الميراث: ترتيب الحقوق وأنصبة الزوجين والأولاد',
      en: 'Inheritance basics: order of claims, and the shares of spouses and children',
    },
    summary: {
      ar: 'تُخرج من التركة أولًا نفقات تجهيز الميت، ثم الديون، ثم الوصية، ثم يُقسم الباقي على الورثة. للزوج النصف إذا لم يكن للزوجة فرع وارث والربع إذا كان، وللزوجة الربع أو الثمن كذلك. والبنت الواحدة لها النصف إذا لم يكن ابن، ومع الابن للذكر مثل حظ الأنثيين.',
      en: 'From an estate come first the funeral costs, then debts, then bequests, and the rest is divided among the heirs. A husband takes half if his wife left no descendant heir and a quarter if she did; a wife takes a quarter or an eighth on the same basis. A single daughter takes half if there is no son; with a son, a male takes twice a female’s share.',
    },
    body: {
      ar: `## ترتيب الحقوق في التركة
تُرتب الحقوق المتعلقة بالتركة هكذا (المادة 198 من نظام الأحوال الشخصية):
1. **تجهيز الميت** بالمعروف.
2. **قضاء الديون**، ويُقدّم منها ما تعلق بعين من التركة (كالرهن).
3. **تنفيذ الوصية** (في حدود الثلث، انظر دليل الوصية).
4. **قسمة الباقي** على الورثة.

لذلك لا يصح تقسيم التركة قبل معرفة الديون وسدادها.

## نصيب الزوجين
- **الزوج:** النصف إذا لم يكن للزوجة **فرع وارث** (ولد أو ولد ابن)، والربع إذا وُجد (المادة 209).
- **الزوجة:** الربع إذا لم يكن للزوج فرع وارث، والثمن إذا وُجد، **وتشترك الزوجات** إذا تعددن في هذا النصيب الواحد (المادة 210).

## نصيب البنات
- البنت الواحدة **النصف**، والبنتان فأكثر **الثلثان**، إذا لم يوجد ابن للميت.
- إذا وُجد ابن، ترث البنات معه الباقي **للذكر مثل حظ الأنثيين** (المادة 215).

## من لا يرث؟
لا يرث من **قتل مورثه عمدًا عدوانًا أو شبه عمد**، فاعلًا أو شريكًا، ولا من تسبب في ذلك أو أمر به؛ أما القتل الخطأ فلا يمنع الإرث من التركة دون الدية (المادة 200).

## خطوات عملية
1. استخرج **صك حصر الورثة** عبر **ناجز**.
2. اجمع بيانات الأموال والديون (الحسابات البنكية، العقارات، السجلات التجارية).
3. قسمة التركة بالتراضي تُوثق، وعند الخلاف تُرفع دعوى قسمة أمام المحكمة المختصة عبر ناجز.
4. مسائل الميراث دقيقة (الحجب، العصبات، الأصول)؛ هذا الدليل يغطي الحالات الأكثر شيوعًا فقط.

## متى تستشير محاميًا؟
عند وجود شركة أو عقارات مشتركة، أو ورثة قاصرين، أو خلاف على الديون أو الوصية.`,
      en: `## Order of claims on the estate
Claims on an estate are met in this order (Personal Status Law, Article 198):
1. **Preparing and burying the deceased** in the customary way.
2. **Paying debts**, with debts secured on a specific asset (such as a mortgage) first.
3. **Carrying out bequests** (within one-third; see the wills guide).
4. **Dividing the remainder** among the heirs.

So the estate should not be divided before its debts are known and paid.

## Spouses’ shares
- **Husband:** half if the wife left no **descendant heir** (a child or son’s child), a quarter if she did (Article 209).
- **Wife:** a quarter if the husband left no descendant heir, an eighth if he did; **several wives share** that single share (Article 210).

## Daughters’ shares
- One daughter takes **half**, two or more take **two-thirds**, when the deceased left no son.
- With a son, the daughters share the residue with him, **a male taking twice a female’s share** (Article 215).

## Who does not inherit?
Someone who **killed the person he would inherit from, intentionally and unlawfully or quasi-intentionally**, as principal or accomplice, or who caused or ordered it, does not inherit; accidental killing does not bar inheritance from the estate, but does from the blood money (Article 200).

## Practical steps
1. Obtain the **heirs’ determination deed** (sakk hasr al-waratha) through **Najiz**.
2. Gather details of assets and debts (bank accounts, property, commercial registrations).
3. An agreed division is documented; if heirs disagree, a partition claim is filed with the competent court on Najiz.
4. Inheritance rules are intricate (exclusion, residuary heirs, parents); this guide covers only the most common cases.

## When to see a lawyer
When the estate includes a company or jointly owned property, when some heirs are minors, or when debts or a will are disputed.`,
    },
    citations: [
      { lawTitle: PSL, articles: [198], about: ['التركة', 'الديون'] },
      { lawTitle: PSL, articles: [209, 210], about: ['الربع'] },
      { lawTitle: PSL, articles: [215], about: ['البنت'] },
      { lawTitle: PSL, articles: [200], about: ['لا يرث'] },
    ],
    keywords: {
      ar: ['الميراث', 'الإرث', 'تقسيم التركة', 'حصر الورثة', 'نصيب الزوجة', 'نصيب البنت'],
      en: ['inheritance', 'estate', 'heirs', 'wife’s share', 'daughter’s share', 'distribution of estate'],
    },
  },
  {
    id: 'wills-one-third',
    topic: 'inheritance',
    title: { ar: 'الوصية: حد الثلث ومتى تبطل', en: 'Wills: the one-third limit and when a bequest fails' },
    summary: {
      ar: 'تنفذ الوصية فيما لا يزيد على ثلث التركة، وما زاد يتوقف على إجازة الورثة. وتصح بأكثر من الثلث ممن لا وارث له. وتبطل الوصية بأسباب منها رجوع الموصي عنها أو وفاة الموصى له قبله أو رده لها.',
      en: 'A bequest is carried out up to one-third of the estate; anything more depends on the heirs’ consent. Someone with no heirs may bequeath more. A bequest fails for reasons including the testator revoking it, the beneficiary dying first, or the beneficiary refusing it.',
    },
    body: {
      ar: `## حد الثلث
**الوصية نافذة ما دامت في حدود ثلث التركة**. أما الجزء الزائد على الثلث فلا يُنفذ إلا بموافقة الورثة (**الإجازة**)، وبقدر أنصبة الموافقين منهم فقط (المادة 190). فلو أوصى شخص بنصف ماله وأجاز بعض الورثة دون بعض، نُفذ الزائد من أنصبة المجيزين فقط.

## الاستثناءات
- تصح الوصية بأكثر من الثلث **ممن لا وارث له**.
- ويجوز أن تتجاوز الوصية نصيب الزوج أو الزوجة إذا كان هو الوارث الوحيد (المادة 191).

## متى تبطل الوصية؟ (المادة 196)
1. **رجوع الموصي** عنها قولًا أو فعلًا (مثل بيع الشيء الموصى به).
2. **موت الشخص الموصى له قبل صاحب الوصية**، أو موتهما في وقت واحد أو دون معرفة من مات أولًا، ما لم تكن الوصية لسداد دين على الموصى له.
3. **رد الموصى له** الوصية بعد وفاة الموصي وقبل قبولها.
4. قتل الموصى له الموصي قتلًا يمنع الإرث.
5. تلف الشيء الموصى به المعين أو ظهور أنه مملوك لغير الموصي.

وتعدد الوصايا لا يُعد رجوعًا عن السابقة إلا إذا صرّح الموصي بذلك (المادة 177).

## مكان الوصية في ترتيب التركة
الوصية تُنفذ **بعد تجهيز الميت وسداد الديون** وقبل قسمة الباقي على الورثة (المادة 198).

## خطوات عملية
1. اكتب الوصية بوضوح: الموصى له، والمال أو النسبة، ومن ينفذها.
2. وثّقها لدى **كاتب العدل** أو عبر خدمات التوثيق في **ناجز**، لتقليل النزاع بعد الوفاة.
3. راجعها عند تغير الظروف (زواج، أولاد، بيع أصول).
4. تذكر أن الوصية لا تغير أنصبة الورثة الشرعية إلا في حدود ما سبق.

## متى تستشير محاميًا؟
عند الرغبة في الوصية لوارث أو لجهة خيرية (وقف)، أو عند تجاوز الثلث، أو عند وجود شركات وأصول خارج المملكة.`,
      en: `## The one-third limit
**A bequest is carried out if it does not exceed one-third of the estate.** Anything beyond that **depends on the heirs’ consent**, and is carried out only from the shares of those heirs who consent (Article 190). So if someone bequeaths half his wealth and only some heirs agree, the excess comes out of the consenting heirs’ shares alone.

## Exceptions
- A person **with no heirs** may bequeath more than one-third.
- A bequest may exceed the share of a husband or wife where there is no other heir (Article 191).

## When does a bequest fail? (Article 196)
1. **The testator revokes it**, in words or by conduct (for example, selling the bequeathed item).
2. **The named beneficiary dies before the testator**, or they die together, or it is unknown who died first — unless the bequest was to pay a debt owed to the beneficiary.
3. **The beneficiary refuses** it after the testator’s death and before accepting.
4. The beneficiary killed the testator in a way that bars inheritance.
5. The specific item is destroyed or turns out to belong to someone else.

Making several wills does not revoke an earlier one unless the testator says so (Article 177).

## Where bequests rank
Bequests are carried out **after funeral costs and debts**, and before the rest is divided among heirs (Article 198).

## Practical steps
1. Write the will clearly: beneficiary, the property or proportion, and the executor.
2. Have it notarised by a **notary public** or through the notarisation services on **Najiz**, to reduce disputes after death.
3. Review it when circumstances change (marriage, children, sale of assets).
4. Remember that a will cannot change the heirs’ fixed shares beyond the limits above.

## When to see a lawyer
When you want to benefit an heir or a charity (waqf), exceed one-third, or your assets include companies or property abroad.`,
    },
    citations: [
      { lawTitle: PSL, articles: [190, 191], about: ['الوصية', 'الثلث'] },
      { lawTitle: PSL, articles: [196, 177], about: ['الوصية', 'الوصايا'] },
      { lawTitle: PSL, articles: [198], about: ['تنفيذ الوصية'] },
    ],
    keywords: {
      ar: ['الوصية', 'ثلث التركة', 'إجازة الورثة', 'الرجوع عن الوصية', 'توثيق الوصية'],
      en: ['will', 'bequest', 'one third', 'heirs consent', 'revoke a will'],
    },
  },
  {
    id: 'estate-division-and-heirs-deed',
    topic: 'inheritance',
    title: {
      ar: 'قسمة التركة: حصر الورثة والقسمة والتخارج',
      en: 'Dividing an estate: the heirs’ deed, division and buy-outs (takharuj)',
    },
    summary: {
      ar: 'تبدأ قسمة التركة بصك حصر الورثة، ثم تُسدَّد الديون والوصايا ويُقسم الباقي. ولكل وارث أن يطلب القسمة القضائية إذا امتنع الآخرون، فتُقسم العين إن أمكن وإلا بيعت بالمزاد. ويجوز لوارث أن يتخارج عن نصيبه مقابل مبلغ معلوم، ويجب توثيق التخارج.',
      en: 'Dividing an estate starts with the deed listing the heirs; debts and bequests are then paid and the rest divided. Any heir may ask the court to divide if the others refuse: the property is split in kind where possible, otherwise sold at auction. An heir may sell out his share for a known sum (takharuj), which must be registered.',
    },
    body: {
      ar: `## الخطوة الأولى: حصر الورثة
تختص **محاكم الأحوال الشخصية** بإثبات الوفاة و**حصر الورثة**، وبالإرث و**قسمة التركة** بما فيها العقار إذا كان فيها نزاع أو قاصر أو غائب أو وصية أو وقف (المادة 33 من نظام المرافعات الشرعية). ويُطلب صك حصر الورثة إلكترونيًا عبر **ناجز**.

## ما التركة؟ ومتى يستحق الوارث؟
- التركة ما يخلفه الميت من أموال وحقوق مالية (المادة 197 من نظام الأحوال الشخصية)، ويُخرج منها بالترتيب: تجهيز الميت، ثم الديون، ثم الوصية، ثم يُقسم الباقي (المادة 198).
- يشترط للإرث: وفاة المورث حقيقة أو حكمًا، وحياة الوارث بعده، وقيام سبب الإرث وانتفاء موانعه (المادة 199).
- إذا كان بين الورثة **حمل**، يُحفظ له أوفر النصيبين بحسب تقرير طبي، ويُعطى الباقون أقلهما إلى أن يولد (المادة 240).

## القسمة
- إذا اتفق الورثة جميعًا على القسمة صحت (المادة 626 من نظام المعاملات المدنية).
- وإذا طلبها أحدهم وامتنع الباقون، **قسمت المحكمة المال عينًا** إن أمكن دون تعطيل منفعته أو نقص كبير في قيمته، **وإلا أمرت ببيعه في المزاد** (المادة 628).
- القسمة الاتفاقية التي فيها غبن يجوز نقضها بدعوى **خلال سنة** (المادة 631).
- إذا ظهر دين على الميت بعد القسمة، التزم كل وارث بنصيبه منه فيما آل إليه (المادة 630).

## التخارج
اتفاق وارث على ترك نصيبه أو بعضه مقابل شيء معلوم، من التركة أو من غيرها، **ويجب توثيقه** (المادة 243). ويصح إذا كانت التركة معلومة للجميع، ولمن جهل حالها وكان العلم بها ممكنًا قريبًا طلب إبطاله (المادة 244).

## خطوات عملية
1. استخرج صك الوفاة وحصر الورثة عبر **ناجز**.
2. اجمع بيانات الأموال (حسابات، عقارات، أسهم) والديون.
3. حاولوا القسمة بالتراضي ووثقوها، وإلا فدعوى قسمة التركة عبر **ناجز**.

## متى تستشير محاميًا؟
إذا كان في التركة شركة أو عقارات متعددة، أو قاصر، أو وارث يحوز المال ويمتنع عن القسمة.`,
      en: `## Step one: the heirs’ deed
The **personal status courts** issue the **deed listing the heirs** and hear inheritance and **estate division**, including real estate where there is a dispute, a minor, an absent heir, a bequest or an endowment (Article 33 of the Sharia Procedure Law). Request the deed on **Najiz**.

## What is the estate, and who inherits?
- The estate is what the deceased leaves in property and financial rights (Article 197 of the Personal Status Law); funeral costs, debts and bequests come out first, then the rest is divided (Article 198).
- To inherit: death of the deceased (actual or by judgment), the heir surviving him, and a cause of inheritance with no bar (Article 199).
- For an **unborn** heir the larger possible share is held back, on a medical report, until the birth (Article 240).

## Division
- If all heirs agree on a division, it is valid (Article 626 of the Civil Transactions Law).
- If one asks and the others refuse, **the court divides the property in kind** where that neither spoils its use nor greatly lowers its value, **otherwise it orders a sale at auction** (Article 628).
- An agreed division that causes one heir gross loss may be undone by a claim **within one year** (Article 631).
- A debt found after division is borne by each heir pro rata from what he received (Article 630).

## Takharuj (buying out an heir)
An heir gives up all or part of his share for something specified, from the estate or outside it; it **must be registered** (Article 243). It is valid where the estate is known to all; an heir who did not know it, when it could soon have been known, may seek annulment (Article 244).

## Practical steps
1. Obtain the death certificate and the heirs’ deed via **Najiz**.
2. List the assets (accounts, property, shares) and the debts.
3. Divide by agreement and register it; otherwise file an estate-division claim on **Najiz**.

## When to see a lawyer
When the estate includes a business, several properties or a minor, or one heir holds the assets and refuses to divide.`,
    },
    citations: [
      { lawTitle: 'نظام المرافعات الشرعية', articles: [33], about: ['حصر الورثة', 'قسمة التركة'] },
      { lawTitle: PSL, articles: [197, 198], about: ['التركة'] },
      { lawTitle: PSL, articles: [199], about: ['الإرث'] },
      { lawTitle: PSL, articles: [240], about: ['للحمل'] },
      { lawTitle: PSL, articles: [243, 244], about: ['التخارج'] },
      { lawTitle: CIVIL, articles: [626, 628], about: ['القسمة'] },
      { lawTitle: CIVIL, articles: [630, 631], about: ['قسمة'] },
    ],
    keywords: {
      ar: [
        'قسمة التركة',
        'حصر الورثة',
        'صك حصر الورثة',
        'التخارج',
        'بيع الورث',
        'تقسيم الورث',
        'الورثة يرفضون القسمة',
      ],
      en: [
        'estate division',
        'heirs deed',
        'dividing inheritance',
        'takharuj',
        'buy out heir',
        'inherited property sale',
      ],
    },
  },
  {
    id: 'inheritance-parents-and-example',
    topic: 'inheritance',
    title: {
      ar: 'نصيب الأب والأم والإخوة، مع مثال محسوب',
      en: 'The shares of father, mother and siblings, with a worked example',
    },
    summary: {
      ar: 'للأب السدس مع وجود ابن للميت، والسدس والباقي مع البنات فقط، والباقي كله إن لم يكن للميت أولاد. وللأم السدس مع الأولاد أو مع أخوين فأكثر، وإلا فالثلث. والإخوة الأشقاء لا يرثون مع الابن أو الأب.',
      en: 'The father takes a sixth if the deceased left a son, a sixth plus the remainder if only daughters, and the whole remainder if no children. The mother takes a sixth with children or with two or more siblings, otherwise a third. Full brothers and sisters do not inherit alongside a son or the father.',
    },
    body: {
      ar: `## الأب (المادة 211)
- **السدس** فرضًا إذا كان للميت فرع وارث ذكر (ابن أو ابن ابن).
- **السدس والباقي** تعصيبًا إذا كان للميت بنات فقط.
- **الباقي كله** تعصيبًا إذا لم يكن للميت فرع وارث.

## الأم (المادة 213)
- **السدس** إذا كان للميت فرع وارث، أو **أخوان فأكثر** من أي جهة ولو كانوا محجوبين.
- **الثلث** في غير ذلك.
- و**ثلث الباقي** بعد نصيب الزوج أو الزوجة إذا انحصر الورثة في الأبوين وأحد الزوجين.

## الإخوة والعصبة
العصبة بالنفس تُرتب جهاتهم: **البنوة، ثم الأبوة، ثم الأخوة، ثم العمومة** (المادة 224)، وتُقدَّم الجهة الأولى ثم الأقرب درجة ثم الأقوى قرابة، والشقيق أقوى من الأخ لأب (المادة 228). فلا يرث الإخوة الأشقاء مع وجود ابن أو أب. والأخت الشقيقة ترث النصف (أو الثلثين لاثنتين فأكثر) إذا لم يكن للميت أب ولا فرع وارث ولا أخ شقيق (المادة 217).

## مثال محسوب
توفي رجل عن **زوجة وأم وأب وابن وبنت**، وتركته بعد الديون والوصية **720,000 ريال**:
| الوارث | النصيب | المبلغ |
|---|---|---|
| الزوجة | الثمن (لوجود الأولاد) | 90,000 |
| الأم | السدس | 120,000 |
| الأب | السدس (لوجود ابن) | 120,000 |
| الابن والبنت | الباقي للذكر مثل حظ الأنثيين | 390,000 |

الباقي 390,000 يقسم أثلاثًا: **الابن 260,000** و**البنت 130,000**. المجموع 720,000.

## خطوات عملية
- استخرج صك حصر الورثة عبر **ناجز**؛ فهو الذي يحدد الورثة رسميًا.
- الحالات الخاصة (الجد مع الإخوة، العول، الرد) تحتاج حسابًا دقيقًا.

## متى تستشير محاميًا؟
عند وجود حمل، أو وارث مفقود، أو خلاف على من يُعد وارثًا.`,
      en: `## The father (Article 211)
- **A sixth** if the deceased left a male descendant heir (a son or son’s son).
- **A sixth plus the remainder** if the deceased left only daughters.
- **The whole remainder** if the deceased left no descendant heir.

## The mother (Article 213)
- **A sixth** if the deceased left a descendant heir, or **two or more siblings** of any kind, even if they do not inherit themselves.
- **A third** otherwise.
- **A third of what remains** after the spouse’s share where the heirs are only the two parents and a spouse.

## Siblings and residuary heirs
Male residuary heirs rank by class: **sons’ line, then father’s line, then brothers’ line, then uncles’ line** (Article 224); the nearer class comes first, then the nearer degree, then the stronger tie, and a full brother is stronger than a half-brother through the father (Article 228). So full brothers inherit nothing alongside a son or the father. A full sister takes half (two-thirds for two or more) when there is no father, no descendant heir and no full brother (Article 217).

## A worked example
A man dies leaving **a wife, his mother, his father, a son and a daughter**, with **SAR 720,000** left after debts and bequests:
| Heir | Share | Amount |
|---|---|---|
| Wife | an eighth (there are children) | 90,000 |
| Mother | a sixth | 120,000 |
| Father | a sixth (there is a son) | 120,000 |
| Son and daughter | the remainder, a male twice a female | 390,000 |

The remaining SAR 390,000 splits in thirds: **son 260,000**, **daughter 130,000**. Total 720,000.

## Practical steps
- Get the heirs’ deed through **Najiz**; it is what officially lists the heirs.
- Special cases (grandfather with siblings, proportional reduction, return of surplus) need careful calculation.

## When to see a lawyer
When there is an unborn heir, a missing heir, or a dispute over who counts as an heir.`,
    },
    citations: [
      { lawTitle: PSL, articles: [211], about: ['يرث الأب'] },
      { lawTitle: PSL, articles: [213], about: ['ترث الأم'] },
      { lawTitle: PSL, articles: [224], about: ['العصبة بالنفس'] },
      { lawTitle: PSL, articles: [228], about: ['التعصيب'] },
      { lawTitle: PSL, articles: [217], about: ['الأخت الشقيقة'] },
      { lawTitle: PSL, articles: [210], about: ['الثمن'] },
      { lawTitle: PSL, articles: [225], about: ['البنت'] },
    ],
    keywords: {
      ar: [
        'نصيب الأب',
        'نصيب الأم',
        'ميراث الإخوة',
        'حساب الميراث',
        'مثال تقسيم الورث',
        'العصبة',
        'ورث الأخت',
      ],
      en: [
        'father share',
        'mother share',
        'siblings inheritance',
        'inheritance calculation',
        'worked example',
        'residuary heirs',
      ],
    },
  },
];
