import { describe, expect, it } from 'vitest';
import { consolidate, decreeOf, ordinalIn } from './consolidate.ts';

// Small wordings of our own in the shapes the corpus's notes take.
const DECREE = 'بموجب المرسوم الملكي رقم ( م/ 46) وتاريخ 5 / 6 / 1436 هـ';

describe('consolidate', () => {
  it('keeps an article without notes as original', () => {
    const c = consolidate({ text: 'نص أصلي.', notes: [] });
    expect(c).toMatchObject({
      current: 'نص أصلي.',
      wording: 'original',
      inForceAsOf: null,
      history: [],
      unparsed: [],
    });
  });

  it('reads the decree and its Hijri date as the note writes them', () => {
    expect(decreeOf(`تم تعديل هذه المادة ${DECREE} ؛ لتكون بالنص الآتي: "س"`)).toEqual({
      decree: 'المرسوم الملكي رقم (م/46)',
      date: '5/6/1436هـ',
      effective: null,
    });
    expect(decreeOf('صدر قرار مجلس الوزراء رقم (419) وتاريخ 1442/7/25هـ.').decree).toBe(
      'قرار مجلس الوزراء رقم (419)',
    );
  });

  it('replaces the whole article, whatever the quotes', () => {
    for (const [open, close] of [
      ['"', '"'],
      ['«', '»'],
      ['(', ')'],
      ['“', '”'],
    ]) {
      const c = consolidate({
        text: 'لا يبقى العامل في مكان العمل أكثر من إحدى عشرة ساعة.',
        notes: [
          `تم تعديل هذه المادة ${DECREE} ؛ لتكون بالنص الآتي :\n${open}لا يبقى العامل أكثر من اثنتي عشرة ساعة.${close}`,
        ],
      });
      expect(c.current).toBe('لا يبقى العامل أكثر من اثنتي عشرة ساعة.');
      expect(c.wording).toBe('amended');
      expect(c.inForceAsOf).toBe('5/6/1436هـ');
      expect(c.history).toEqual([
        { decree: 'المرسوم الملكي رقم (م/46)', date: '5/6/1436هـ', kind: 'replace-article', text: c.current },
      ]);
    }
  });

  it('drops a heading repeated in the new wording', () => {
    const c = consolidate({
      text: 'قديم.',
      notes: [`تم تعديل هذه المادة ${DECREE}، لتصبح بالنص الآتي:\n"المادة التاسعة:\nجديد."`],
    });
    expect(c.current).toBe('جديد.');
  });

  it('applies several notes oldest first and dates the wording by the last', () => {
    const c = consolidate({
      text: 'أ',
      notes: [
        `عدلت هذه المادة ${DECREE}، لتكون بالنص الآتي: "ب"`,
        '- صدر المرسوم الملكي رقم (م/44) وتاريخ 1446/2/8هـ، وذلك بالموافقة على تعديلات (ويعمل بها من تاريخ 1446/8/20هـ)\nوعدلت هذه المادة لتكون بالنص الآتي: "ج"',
      ],
    });
    expect(c.current).toBe('ج');
    expect(c.history.map((h) => h.text)).toEqual(['ب', 'ج']);
    expect(c.inForceAsOf).toBe('1446/8/20هـ');
  });

  it('never reads a changed or added definition as the whole definitions article', () => {
    const text =
      'يقصد بالألفاظ الآتية المعاني المبينة أمامها:\nالعامل: كل شخص طبيعي يعمل لمصلحة صاحب عمل.\nالشهر: ثلاثون يوماً.';
    const changed = consolidate({
      text,
      notes: [
        'تعديل تعريف العامل وذلك بموجب المرسوم الملكي رقم (م/134) وتاريخ 1440/11/27هـ، ليكون بالنص الآتي:\n"كل شخص طبيعي يعمل لمصلحة صاحب عمل ولو كان بعيداً عن نظارته".',
      ],
    });
    expect(changed.wording).toBe('amended-unknown');
    expect(changed.current).toBeNull();
    expect(changed.unparsed[0]!.reason).toMatch(/definition/);
    const added = consolidate({
      text,
      notes: [
        'وتم إضافة تعريفين إلى هذه المادة وتكون بالنص الآتي:\n1- "الإسناد: خدمة توفير عامل.\n2- الاستقالة: إفصاح العامل كتابة."',
      ],
    });
    expect(added.current).not.toBe('الإسناد: خدمة توفير عامل.\nالاستقالة: إفصاح العامل كتابة.');
    expect(added.wording).not.toBe('amended');
  });

  it('replaces a numbered paragraph, keeping the others', () => {
    const c = consolidate({
      text: 'تختص الجمعية بما يلي:\n1 - اعتماد التقرير.\n2 - إقرار الحسابات.\n3 - تعيين المراجع.',
      notes: [`* عُدلت الفقرة (2) من هذه المادة ${DECREE}، لتكون بالنص الآتي: "إقرار الحسابات الختامية".`],
    });
    expect(c.wording).toBe('amended');
    expect(c.current).toBe(
      'تختص الجمعية بما يلي:\n1 - اعتماد التقرير.\n2 - إقرار الحسابات الختامية\n3 - تعيين المراجع.',
    );
    expect(c.history[0]!.kind).toBe('replace-paragraph');
  });

  it('replaces a lettered paragraph whose new wording carries its letter', () => {
    const c = consolidate({
      text: 'يشترط:\nأ- أن يكون سعوديا بالولادة.\nب- أن يكون حسن السيرة.',
      notes: [`- عُّدلت فقرة (أ) ${DECREE}، لتكون بالصيغة الآتية: (أ- أن يكون سعودي الأصل).`],
    });
    expect(c.current).toBe('يشترط:\nأ- أن يكون سعودي الأصل\nب- أن يكون حسن السيرة.');
  });

  it('adds a paragraph at the end', () => {
    const c = consolidate({
      text: '1- الأول.\n2- الثاني.',
      notes: [`- إضافة فقرة تحمل الرقم (3) لهذه المادة ${DECREE}، وتكون بالنص الآتي:\n"3- الثالث."`],
    });
    expect(c.current).toBe('1- الأول.\n2- الثاني.\n3- الثالث.');
    expect(c.history[0]!.kind).toBe('add-paragraph');
  });

  it('reads an added paragraph that the note gives with the whole article as a new wording', () => {
    const c = consolidate({
      text: 'على المصمم الالتزام بالكود.',
      notes: [
        `إضافة فقرة تحمل الرقم (2) إلى هذه المادة ${DECREE}. لتصبح المادة بالنص الآتي: "1- على المصمم الالتزام بالكود.\n2- يكون المصمم والمنفذ مسؤولين بالتضامن."`,
      ],
    });
    expect(c.current).toBe('1- على المصمم الالتزام بالكود.\n2- يكون المصمم والمنفذ مسؤولين بالتضامن.');
    expect(c.history[0]!.kind).toBe('replace-article');
  });

  it('splits a note at each instruction, diacritics and all, and drops quotes around each added paragraph', () => {
    const c = consolidate({
      text: 'تنهى الخدمة لأحد الأسباب الآتية:\nأ - الاستقالة.\nب - الغياب.',
      notes: [
        `* عُدلت الفقرة (ب) ${DECREE} لتكون بالنص الآتي: "ب- الغياب دون عذر مشروع".\n* أُضيفت فقرتان جديدتان إلى المادة بالنص الآتي:\n"ج- سحب الجنسية."\n"د- الوفاة."`,
      ],
    });
    expect(c.history.map((h) => h.kind)).toEqual(['replace-paragraph', 'add-paragraph']);
    expect(c.current).toBe(
      'تنهى الخدمة لأحد الأسباب الآتية:\nأ - الاستقالة.\nب- الغياب دون عذر مشروع\nج- سحب الجنسية.\nد- الوفاة.',
    );
  });

  it('replaces several paragraphs, each with its own part of the wording', () => {
    const c = consolidate({
      text: 'للجنة:\n1- النظر.\n2- التحقيق.\n3- التبليغ.\n4- النشر.',
      notes: [
        `تم تعديل الفقرات (2) و (4) من هذه المادة ${DECREE}، لتصبح بالنصوص الآتية: "2- التحقيق خلال شهر.\n4- النشر بعد القطعية."`,
      ],
    });
    expect(c.current).toBe('للجنة:\n1- النظر.\n2- التحقيق خلال شهر.\n3- التبليغ.\n4- النشر بعد القطعية.');
  });

  it('adds a phrase within the paragraph the note names, and not where the anchor occurs twice', () => {
    const text = '1- بقرار من الوزير يصدر الجدول.\n2- يصدر بها قرار من الوزير.';
    const inPara = consolidate({
      text,
      notes: [`وعدلت الفقرة (2) من هذه المادة وذلك بإضافة عبارة "أو من ينيبه" بعد كلمة "الوزير" ${DECREE}.`],
    });
    expect(inPara.current).toBe('1- بقرار من الوزير يصدر الجدول.\n2- يصدر بها قرار من الوزير أو من ينيبه.');
    const twice = consolidate({
      text,
      notes: [`وذلك بإضافة عبارة "أو من ينيبه" بعد كلمة "الوزير" ${DECREE}.`],
    });
    expect(twice.unparsed[0]!.reason).toBe('phrase to add after occurs more than once');
  });

  it('gives each article its section when one note rewrites several', () => {
    const note = `تم تعديل أحكام المواد (الثانية عشرة) و(الثالثة عشرة) و(الرابعة عشرة)؛ لتكون في مادتين ${DECREE} ؛ على النحو الآتي :\n"المادة الثانية عشرة :\nتضع الوزارة نموذجا.\nالمادة الثالثة عشرة:\nيلتزم صاحب العمل باللائحة."`;
    expect(consolidate({ text: 'قديم 12', number: 12, notes: [note] }).current).toBe('تضع الوزارة نموذجا.');
    expect(consolidate({ text: 'قديم 13', number: 13, notes: [note] }).current).toBe(
      'يلتزم صاحب العمل باللائحة.',
    );
    expect(consolidate({ text: 'قديم 14', number: 14, notes: [note] })).toMatchObject({
      current: null,
      wording: 'amended-unknown',
    });
  });

  it('replaces the opening sentence up to the first paragraph', () => {
    const c = consolidate({
      text: 'توفر الوزارة وحدات للتوظيف تقوم بما يأتي:\n1 - المساعدة.\n2 - جمع المعلومات.',
      notes: [
        `- صدر المرسوم الملكي رقم (م/44) وتاريخ 1446/2/8هـ\nوعُدلت هذه المادة على النحو الآتي:\n- عُدل صدر هذه المادة ليكون بالنص الآتي "توفر الوزارة قنوات للتوظيف تقوم بما يأتي:".\n- إحلال كلمة "المعلومات" محل كلمة "المعلومات".`,
      ],
    });
    expect(c.current).toBe('توفر الوزارة قنوات للتوظيف تقوم بما يأتي:\n1 - المساعدة.\n2 - جمع المعلومات.');
    expect(c.history.map((h) => h.kind)).toEqual(['replace-paragraph', 'replace-phrase']);
  });

  it('takes the whole wording a note gives after a partial change, not the phrase it quoted first', () => {
    const c = consolidate({
      text: 'أ ) يجوز إبقاء الضابط سنتين.\nب ) يجوز إبقاء الفرد.',
      notes: [
        `عدلت بإضافة النص التالى لنهاية الفقرة ${DECREE} ، كما يلى :\n"ويجوز تمديد خدمة الطبيب".\nليصبح نص المادة كما يلى :\nأ ) يجوز إبقاء الضابط سنتين. ويجوز تمديد خدمة الطبيب.\nب ) يجوز إبقاء الفرد.`,
      ],
    });
    expect(c.current).toBe('أ ) يجوز إبقاء الضابط سنتين. ويجوز تمديد خدمة الطبيب.\nب ) يجوز إبقاء الفرد.');
    const d = consolidate({
      text: 'نص قديم.',
      notes: [`تم إلغاء نص هذه المادة ${DECREE} ؛ وإحلال النص الآتي محله:\n"نص جديد."`],
    });
    expect(d).toMatchObject({ current: 'نص جديد.', wording: 'amended' });
  });

  it('finds a paragraph numbered in Arabic-Indic digits or indented, not its mention in the text', () => {
    const c = consolidate({
      text: '١- يعاقب المخالف وفق الفقرة (2) من المادة الخامسة.\n  ٢- تكون لجنة.\n٣- يجوز التظلم.',
      notes: [`عُدلت الفقرة (2) من هذه المادة ${DECREE}، لتكون بالنص الآتي: "2- تكون لجنة أو أكثر."`],
    });
    expect(c.current).toBe(
      '١- يعاقب المخالف وفق الفقرة (2) من المادة الخامسة.\n  2- تكون لجنة أو أكثر.\n٣- يجوز التظلم.',
    );
  });

  it('does not guess where a sub-paragraph goes', () => {
    const c = consolidate({
      text: '1- أوسمة:\nأ- وسام أ.\n2- أنواط.',
      notes: ['إضافة فقرة فرعية (ب) إلى الفقرة رقم (1) في المادة (الثانية) لتكون بالنص الآتي: "ب- وسام ب".'],
    });
    expect(c).toMatchObject({ current: null, wording: 'amended-unknown' });
    expect(c.unparsed[0]!.reason).toBe('paragraph added inside a paragraph or with renumbering');
  });

  it('deletes a paragraph', () => {
    const c = consolidate({
      text: '1- الأول.\n2- الثاني.\n3- الثالث.',
      notes: [`- حذف الفقرة (2) من هذه المادة ${DECREE}.`],
    });
    expect(c.current).toBe('1- الأول.\n3- الثالث.');
    expect(c.history[0]!.kind).toBe('delete-paragraph');
  });

  it('keeps a paragraph it cannot find as unparsed, never the old text as in force', () => {
    const c = consolidate({
      text: 'نص بلا فقرات.',
      notes: [`عدلت الفقرة (4) من هذه المادة ${DECREE}، لتكون بالنص الآتي: "جديد"`],
    });
    expect(c.current).toBeNull();
    expect(c.wording).toBe('amended-unknown');
    expect(c.unparsed).toEqual([{ note: expect.any(String), reason: 'paragraph (4) not found' }]);
  });

  it('substitutes, adds and deletes phrases', () => {
    const c = consolidate({
      text: 'يجوز للمكتب أن يحقق في الحادث. ويبلغ الوزير.',
      notes: [
        `- إحلال كلمة "للمركز" محل كلمة "للمكتب" الواردة في الفقرة (1) من هذه المادة ${DECREE}.`,
        `- إضافة عبارة "فورا" بعد عبارة "يحقق في الحادث" ${DECREE}.`,
        `- حذف عبارة "ويبلغ الوزير." ${DECREE}.`,
      ],
    });
    expect(c.current).toBe('يجوز للمركز أن يحقق في الحادث فورا.');
    expect(c.history.map((h) => h.kind)).toEqual(['replace-phrase', 'add-phrase', 'delete-phrase']);
  });

  it('keeps the diacritics of substituted wording, and never rewrites part of a longer word', () => {
    const c = consolidate({
      text: 'تقيد الأسماء في وحدة التوظيف وفي الوحدات الأخرى.',
      notes: [`وعدلت هذه المادة وذلك بإحلال كلمة "قنواتٍ" مَحلّ كلمة "وحدة" ${DECREE}.`],
    });
    expect(c.current).toBe('تقيد الأسماء في قنواتٍ التوظيف وفي الوحدات الأخرى.');
  });

  it('reads a note with several instructions', () => {
    const c = consolidate({
      text: 'أ- الوزير رئيسا.\nب- الوكيل عضوا.',
      notes: [
        `تم تعديل هذه المادة ${DECREE}، وذلك على النحو الآتي:\n- إحلال عبارة "الرئيس التنفيذي" محل عبارة "الوكيل".\n- إضافة فقرة إلى نهاية المادة لتكون بالنص الآتي:\n"ج- ممثل عن الوزارة."`,
      ],
    });
    expect(c.current).toBe('أ- الوزير رئيسا.\nب- الرئيس التنفيذي عضوا.\nج- ممثل عن الوزارة.');
    expect(c.history.map((h) => h.kind)).toEqual(['replace-phrase', 'add-paragraph']);
  });

  it('marks a repealed article, and one whose part was repealed', () => {
    for (const note of [
      'تم إلغاء هذه المادة بموجب المرسوم الملكي رقم ( م/61 ) وتاريخ 4 / 10 / 1435 .',
      'تم إلغاء الباب الثالث بموجب المرسوم الملكي رقم ( م/1 ) وتاريخ 22 / 1 / 1435 هــ .',
      '- حُذفت هذه المادة وذلك بموجب المرسوم الملكي رقم (م/101) وتاريخ 1442/11/14هـ.',
    ]) {
      const c = consolidate({ text: 'نص.', notes: [note] });
      expect(c).toMatchObject({ current: null, wording: 'repealed', unparsed: [] });
      expect(c.history[0]!.kind).toBe('repeal');
    }
  });

  it('says amended-unknown when a note names a decree but gives no wording', () => {
    const c = consolidate({
      text: 'نص قديم.',
      notes: ['عُدلت هذه المادة بموجب المرسوم الملكي رقم (م/115) وتاريخ 1439/12/5 هــ.'],
    });
    expect(c).toMatchObject({
      current: null,
      wording: 'amended-unknown',
      inForceAsOf: '1439/12/5هـ',
      unparsed: [],
    });
    expect(c.history).toEqual([
      { decree: 'المرسوم الملكي رقم (م/115)', date: '1439/12/5هـ', kind: 'no-text', text: null },
    ]);
  });

  it('a later whole replacement makes an unknown wording known again', () => {
    const c = consolidate({
      text: 'قديم.',
      notes: [
        'عُدلت هذه المادة بموجب المرسوم الملكي رقم (م/9) وتاريخ 1397/3/24هـ.',
        `عدلت هذه المادة ${DECREE}، لتكون بالنص الآتي: "أحدث."`,
      ],
    });
    expect(c).toMatchObject({ current: 'أحدث.', wording: 'amended' });
  });

  it('returns the مكرر article a note on a neighbour adds, numbered in digits or in words', () => {
    const c = consolidate({
      text: 'نص المادة الحادية عشرة.',
      number: 11,
      notes: [
        `تم إضافة مادة تحمل الرقم (الحادية عشرة مكرر) ${DECREE} ؛ بالنص الآتي :\n"للوزير أن يتخذ الإجراءات."`,
      ],
    });
    expect(c).toMatchObject({ current: 'نص المادة الحادية عشرة.', wording: 'original' });
    expect(c.added).toEqual([
      {
        number: 11,
        bis: true,
        text: 'للوزير أن يتخذ الإجراءات.',
        decree: 'المرسوم الملكي رقم (م/46)',
        date: '5/6/1436هـ',
      },
    ]);
    const d = consolidate({
      text: 'نص.',
      number: 10,
      notes: [
        'أضيفت مادة برقم (10 مكرر) لهذا النظام بموجب المرسوم الملكي رقم (م/30) وتاريخ 1 / 6 / 1425 هـ ،وذلك بالنص الآتي: "يحجز على المعاش."',
      ],
    });
    expect(d.added[0]).toMatchObject({ number: 10, bis: true, text: 'يحجز على المعاش.' });
    // Other parentheses may name the part the article joins; the one with مكرر numbers it.
    const e = consolidate({
      text: 'نص.',
      number: 57,
      notes: [
        'تم إضافة مادة إلى القسم ( الرابع ) من الفصل ( الخامس ) من هذا النظام لتكون ( المادة الثامنة والخمسين مكرر ) ، بموجب المرسوم الملكي رقم م / 16 وتاريخ 24 / 3 / 1431 هـ ، بالصيغة الآتية : " يجوز زيادة المعاش."',
      ],
    });
    expect(e.added[0]).toMatchObject({ number: 58, bis: true, text: 'يجوز زيادة المعاش.' });
    expect(ordinalIn('( الحادية والثلاثين بعد المائة مكرر )')).toBe(131);
    expect(ordinalIn('(المادة الرابعة والعشرون بعد المائتين مكرر)')).toBe(224);
  });

  it('reports a note it cannot read with its reason', () => {
    const c = consolidate({ text: 'نص.', notes: ['استثناء من هذه المادة يعامل الموفد منتدبا.'] });
    expect(c.wording).toBe('amended-unknown');
    expect(c.unparsed).toEqual([
      { note: 'استثناء من هذه المادة يعامل الموفد منتدبا.', reason: 'note not understood' },
    ]);
  });
});
