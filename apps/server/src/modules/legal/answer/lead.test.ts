import { describe, expect, it } from 'vitest';
import { clip, leadFor, sentencesOf } from './lead.ts';
import { formDefects } from './paragraphs.ts';

// Article texts written for these tests in the style of Saudi statutes.
const WAGES = `1 - يجب دفع أجر العامل بالعملة الرسمية للبلاد طبقًا للأحكام الآتية:
1/1 - العمال باليومية تصرف أجورهم مرة كل أسبوع على الأقل.
1/2 - العمال ذوو الأجور الشهرية تصرف أجورهم مرة في الشهر.
1/3 - إذا كان العمل يؤدى بالقطعة ويحتاج لمدة تزيد على أسبوعين فيجب أن يحصل العامل على دفعة كل أسبوع، ويصرف باقي الأجر خلال الأسبوع التالي لتسليم العمل.
2 - يجوز دفع الأجور عن طريق البنوك المعتمدة إذا وافق العامل على ذلك.`;

const DISMISSAL =
  'لا يجوز لصاحب العمل فسخ العقد دون مكافأة إلا في الحالات الآتية: أ- إذا وقع من العامل اعتداء على صاحب العمل أثناء العمل. ب- إذا ثبت أن العامل لجأ إلى التزوير ليحصل على العمل. ج- إذا تغيب العامل دون سبب مشروع أكثر من عشرين يومًا خلال السنة الواحدة.';

const RETIREMENT =
  'يحال الموظف على التقاعد عند بلوغه الستين من العمر. ويستثنى من ذلك القضاة وأعضاء هيئة التحقيق والادعاء. تحدد اللائحة إجراءات الإحالة.';

const REPAIRS = `1. يلتزم المؤجر بالإصلاحات الضرورية اللازمة لبقاء العين المؤجرة صالحة للانتفاع.
2. إذا تأخر المؤجر عن القيام بالإصلاحات الواردة في الفقرة (1) من هذه المادة؛ فللمستأجر القيام بها بإذن المحكمة والرجوع على المؤجر بما أنفق.`;

describe('leadFor', () => {
  it('prefers the item whose case the question names (a monthly wage, not a daily one or piecework)', () => {
    const lead = leadFor('راتبي شهري متى لازم يصرف', [{ text: WAGES }]);
    expect(lead?.label).toBe('1/2');
    expect(lead?.quote).toBe(
      'يجب دفع أجر العامل بالعملة الرسمية للبلاد طبقًا للأحكام الآتية: 1/2- العمال ذوو الأجور الشهرية تصرف أجورهم مرة في الشهر.',
    );
    expect(leadFor('انا اشتغل باليومية متى تنصرف اجرتي', [{ text: WAGES }])?.label).toBe('1/1');
  });

  it('quotes a list item with the sentence that introduces it, never from its raw numbering', () => {
    const lead = leadFor('هل يجوز فصلي اذا تغيبت عشرين يوم', [{ text: DISMISSAL }]);
    expect(lead?.label).toBe('ج');
    expect(lead?.quote).toMatch(/^لا يجوز لصاحب العمل فسخ العقد.*الآتية: ج- إذا تغيب العامل/);
    expect(formDefects(lead!.quote)).toEqual([]);
    expect(lead?.sentences).toEqual([lead?.quote]);
  });

  it('keeps the exception with the rule, so the answer to "who is exempt" is there', () => {
    const lead = leadFor('هل القاضي يتقاعد في الستين', [{ text: RETIREMENT }]);
    expect(lead?.quote).toBe(
      'يحال الموظف على التقاعد عند بلوغه الستين من العمر. ويستثنى من ذلك القضاة وأعضاء هيئة التحقيق والادعاء.',
    );
    expect(lead?.label).toBeUndefined();
  });

  it('resolves a reference to another paragraph, without letting its words win the ranking', () => {
    const late = leadFor('المؤجر تأخر في الاصلاحات هل اصلحها بنفسي', [{ text: REPAIRS }]);
    expect(late?.label).toBe('2');
    expect(late?.quote).toContain('؛ فللمستأجر القيام بها');
    expect(late?.quote).toContain('(الفقرة (1): يلتزم المؤجر بالإصلاحات الضرورية');
    expect(leadFor('مين عليه الاصلاحات الضرورية المؤجر او المستأجر', [{ text: REPAIRS }])?.label).toBe('1');
  });

  it('keeps the quantity bonus, the summary preference and the source order', () => {
    const text =
      'تنتهي مدة التجربة بانتهاء العقد. ولا يجوز أن تزيد مدة التجربة على تسعين يومًا. يجوز لكل طرف إنهاء العقد خلال مدة التجربة.';
    expect(leadFor('كم مدة التجربة', [{ text }])?.quote).toContain('تسعين يومًا');
    const guide = {
      text: 'يحق للعامل إجازة سنوية. ويدفع أجرها مقدمًا.',
      summary: 'للعامل إجازة سنوية واحد وعشرون يومًا، وثلاثون بعد خمس سنوات.',
      about: 'الإجازة السنوية',
    };
    const lead = leadFor('كم الاجازة السنوية', [guide]);
    expect(lead?.quote).toContain('واحد وعشرون يومًا');
    expect(lead?.label).toBeUndefined();
    const same = { text: 'يستحق العامل إجازة سنوية مدفوعة الأجر.' };
    expect(leadFor('الاجازة السنوية', [same, same])?.source).toBe(0);
  });

  it('prefers the source that states the kind of fact asked: the fine, the period', () => {
    // Written for this test: a ban ranked first, its fine second; the question names the places and asks the fine.
    const ban = {
      text: 'يمنع التدخين في الجهات الحكومية وأماكن العمل والأسواق.',
      summary: 'Smoking is banned in government offices, workplaces and malls.',
      about: 'where is smoking banned at work or in a mall',
    };
    const fine = {
      text: 'يعاقب من يدخن في مكان يمنع فيه التدخين بغرامة مائتي ريال.',
      summary: 'Anyone who smokes where smoking is banned is fined SAR 200.',
    };
    expect(leadFor("What's the fine for smoking in a government office?", [ban, fine])?.source).toBe(1);
    // Without the ask, the place words decide, and the better-ranked source wins.
    expect(leadFor('Is smoking banned in a government office?', [ban, fine])?.source).toBe(0);
    // "Punishable" is not a penalty: a list of offences does not answer "what is the penalty".
    const offences = { text: 'يعد جريمة يعاقب عليها النظام التستر على غير السعودي.' };
    const penalty = {
      text: 'يعاقب على التستر بالسجن مدة لا تزيد على خمس سنوات وبغرامة لا تزيد على خمسة ملايين ريال.',
    };
    expect(leadFor('وش عقوبة التستر', [offences, penalty])?.source).toBe(1);
    // How long: the unit that states a period.
    const grounds = { text: 'لا تقبل دعوى بطلان حكم التحكيم إلا إذا لم يوجد اتفاق تحكيم أو كان باطلاً.' };
    const deadline = { text: 'ترفع دعوى بطلان حكم التحكيم خلال ستين يوماً من تاريخ إبلاغ الحكم.' };
    expect(leadFor('ما المدة المتاحة لرفع دعوى بطلان حكم التحكيم؟', [grounds, deadline])?.source).toBe(1);
    // The conjunction joined to the question word ("وكم يوم") asks the same.
    expect(leadFor('عندي دعوى بطلان حكم التحكيم، وكم يوم عندي؟', [grounds, deadline])?.source).toBe(1);
    // "Can I still claim?" asks whether a period has run out.
    const liability = {
      summary: 'Anyone whose fault causes damage to another faces a claim for compensation.',
      text: 'كل خطأ سبب ضرراً للغير يلزم من ارتكبه بالتعويض.',
    };
    const lapse = {
      summary: 'A compensation claim is not heard after 3 years from when the victim knew of it.',
      text: 'لا تسمع دعوى التعويض بعد انقضاء ثلاث سنوات.',
    };
    expect(
      leadFor('My car was damaged 4 years ago. Can I still claim compensation for the damage?', [
        liability,
        lapse,
      ])?.source,
    ).toBe(1);
  });

  it('joins a short paragraph to the next one, then names no single paragraph', () => {
    const lead = leadFor('هل المهر واجب بعقد الزواج', [
      {
        text: '1. يجب المهر بعقد الزواج الصحيح.\n2. يتأكد المهر كاملًا بالدخول أو الخلوة أو وفاة أحد الزوجين.\n3. يسقط نصف المهر بالطلاق قبل الدخول.',
      },
    ]);
    expect(lead?.quote).toBe(
      'يجب المهر بعقد الزواج الصحيح. يتأكد المهر كاملًا بالدخول أو الخلوة أو وفاة أحد الزوجين.',
    );
    expect(lead?.label).toBeUndefined();
  });

  it('takes no paragraph label nor article paragraph number for a quantity', () => {
    const text =
      'تلتزم المنشأة بما يأتي: 1- إشعار العامل بمدة العقد كتابة. 2- إشعار العامل بالأجر خلال مدة لا تزيد على ثلاثين يومًا.';
    expect(leadFor('كم مدة اشعار العامل', [{ text }])?.label).toBe('2');
    const guide = {
      text: 'ما لا يشمله الضمان (المادة 13/2): الكسر بسوء الاستعمال. ويشمل الضمان العيب خلال سنتين.',
    };
    expect(leadFor('كم مدة الضمان', [guide])?.quote).toContain('خلال سنتين');
  });

  it('counts a guide title only for a unit that itself says something asked', () => {
    const guide = {
      about: 'شرط عدم المنافسة',
      text: 'خطوات عملية:\nاطلب نسخة من العقد.\n\nلا يصح شرط عدم المنافسة إلا مكتوبًا ومحددًا بمدة لا تزيد على سنتين.',
    };
    expect(leadFor('هل شرط عدم المنافسة صحيح', [guide])?.quote).toMatch(/^لا يصح شرط عدم المنافسة/);
  });

  it('answers null when no unit shares a word with the question', () => {
    expect(leadFor('رحلة طيران متأخرة', [{ text: RETIREMENT }])).toBeNull();
    expect(leadFor('؟', [{ text: RETIREMENT }])).toBeNull();
  });

  it('joins a short unit to the next one of the same paragraph', () => {
    const lead = leadFor('عقوبة التزوير', [
      { text: 'يعاقب على التزوير. وتكون العقوبة السجن مدة لا تزيد على خمس سنوات.' },
    ]);
    expect(lead?.quote).toBe('يعاقب على التزوير. وتكون العقوبة السجن مدة لا تزيد على خمس سنوات.');
  });
});

describe('sentencesOf and clip (kept for other callers)', () => {
  it('split as before, and clip cuts as a clean quote', () => {
    expect(sentencesOf('يستحق العامل أجره كاملًا. 2- يدفع الأجر شهريًا في موعده.')).toEqual([
      'يستحق العامل أجره كاملًا.',
      '2- يدفع الأجر شهريًا في موعده.',
    ]);
    expect(clip('كلمة '.repeat(100), 50)).toMatch(/^كلمة .* \(…\)$/);
    expect(clip('1- يستحق العامل أجره. ويدفع الأجر شهريًا في موعده المحدد.', 30)).toBe('يستحق العامل أجره.');
  });
});
