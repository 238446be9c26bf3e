import type { Guide } from './types.ts';

const PSL = 'نظام الأحوال الشخصية';

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
];
