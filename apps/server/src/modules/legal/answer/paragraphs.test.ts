import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cut, formDefects, MAX_QUOTE, paragraphsOf, quoteOf } from './paragraphs.ts';

// Article texts written for these tests in the style of Saudi statutes.
const WAGES = `1 - يجب دفع أجر العامل بالعملة الرسمية للبلاد طبقًا للأحكام الآتية:
1/1 - العمال باليومية تصرف أجورهم مرة كل أسبوع على الأقل.
1/2 - العمال ذوو الأجور الشهرية تصرف أجورهم مرة في الشهر.
1/3 - في غير ما ذكر تؤدى إلى العمال أجورهم مرة كل أسبوع على الأقل.
2 - يجوز دفع الأجور عن طريق البنوك المعتمدة إذا وافق العامل على ذلك.`;

const DISMISSAL =
  'لا يجوز لصاحب العمل فسخ العقد دون مكافأة إلا في الحالات الآتية: أ- إذا وقع من العامل اعتداء على صاحب العمل أثناء العمل. ب- إذا ثبت أن العامل لجأ إلى التزوير ليحصل على العمل. ج- إذا تغيب العامل دون سبب مشروع أكثر من عشرين يومًا خلال السنة الواحدة.';

const REFERENCE = `(1) يستحق العامل إجازة سنوية لا تقل مدتها عن واحد وعشرين يومًا.
(2) تزاد الإجازة إلى ثلاثين يومًا إذا أمضى العامل في الخدمة خمس سنوات متصلة.
(3) لا يجوز للعامل النزول عن الإجازة المنصوص عليها في الفقرة (2) من هذه المادة.`;

const EXCEPTIONS =
  'يحال الموظف على التقاعد عند بلوغه الستين من العمر. ويستثنى من ذلك القضاة وأعضاء هيئة التحقيق. تحدد اللائحة الإجراءات.';

const CONNECTIVE =
  'كل من زور محررًا رسميًا أو استعمله مع علمه بتزويره. فيعاقب بالسجن مدة لا تزيد على عشر سنوات. وفي هذه الحالة يجوز للمحكمة مصادرة الأدوات.';

const ORDINALS =
  'أولاً: تتولى الهيئة الرقابة على الأسواق. ثانياً: تصدر الهيئة اللوائح اللازمة لتنفيذ هذا النظام، ومع ذلك يجوز للوزير إصدار قرارات مؤقتة.';

const quotes = (text: string) => paragraphsOf(text).map((u) => quoteOf(u));

describe('paragraphsOf', () => {
  it('splits numbered paragraphs and their sub-items, each item knowing the sentence it hangs from', () => {
    const units = paragraphsOf(WAGES);
    const monthly = units.find((u) => u.text.includes('الشهرية'))!;
    expect(monthly.label).toBe('1/2');
    expect(monthly.text).toBe('العمال ذوو الأجور الشهرية تصرف أجورهم مرة في الشهر.');
    expect(monthly.intro).toBe('يجب دفع أجر العامل بالعملة الرسمية للبلاد طبقًا للأحكام الآتية:');
    const banks = units.find((u) => u.text.includes('البنوك'))!;
    expect(banks.label).toBe('2');
    expect(banks.intro).toBeUndefined();
    const intro = units.find((u) => u.text.endsWith('الآتية:'))!;
    expect(intro.items?.map((i) => i.label)).toEqual(['1/1', '1/2', '1/3']);
  });

  it('finds lettered items inside one running line, after the introduction that ends in a colon', () => {
    const units = paragraphsOf(DISMISSAL);
    expect(units.map((u) => u.label)).toEqual([undefined, 'أ', 'ب', 'ج']);
    expect(units[2]!.text).toBe('إذا ثبت أن العامل لجأ إلى التزوير ليحصل على العمل.');
    expect(units[2]!.intro).toContain('إلا في الحالات الآتية:');
  });

  it('takes parenthesised numbers, Arabic-Indic digits and ordinals as paragraph labels', () => {
    expect(paragraphsOf(REFERENCE).map((u) => u.label)).toEqual(['1', '2', '3']);
    expect(paragraphsOf('١- يلتزم المؤجر بالصيانة. ٢- يلتزم المستأجر بالأجرة.').map((u) => u.label)).toEqual([
      '1',
      '2',
    ]);
    expect(paragraphsOf(ORDINALS).map((u) => u.label)).toEqual(['أولًا', 'ثانيًا']);
  });

  it('does not take a reference or an article number in running text for numbering', () => {
    const units = paragraphsOf('يعاقب وفق المادة 13. ويطبق حكم الفقرة (2) من المادة (الخامسة) على ذلك.');
    expect(units.every((u) => u.label === undefined)).toBe(true);
    expect(units).toHaveLength(2);
  });

  it('carries the text of a paragraph of the same article a unit refers to', () => {
    const third = paragraphsOf(REFERENCE)[2]!;
    expect(third.references).toEqual([
      {
        phrase: 'الفقرة (2)',
        text: 'تزاد الإجازة إلى ثلاثين يومًا إذا أمضى العامل في الخدمة خمس سنوات متصلة.',
      },
    ]);
    expect(quoteOf(third)).toContain('(الفقرة (2): تزاد الإجازة إلى ثلاثين يومًا');
    // A paragraph of another article is not ours to resolve.
    const other = paragraphsOf('1- يستحق العامل أجرًا. 2- يطبق حكم الفقرة (1) من المادة (السادسة) من النظام.');
    expect(other[1]!.references).toBeUndefined();
  });

  it('keeps an exception with the rule it qualifies', () => {
    const units = paragraphsOf(EXCEPTIONS);
    expect(units[0]!.text).toBe(
      'يحال الموظف على التقاعد عند بلوغه الستين من العمر. ويستثنى من ذلك القضاة وأعضاء هيئة التحقيق.',
    );
    expect(paragraphsOf(ORDINALS)[1]!.text).toContain('ومع ذلك يجوز للوزير');
    expect(paragraphsOf('The worker may resign. However, notice is due first.')).toHaveLength(1);
  });

  it('joins a sentence that starts with a connective needing the one before', () => {
    const units = paragraphsOf(CONNECTIVE);
    expect(units).toHaveLength(1);
    expect(units[0]!.text).toContain('مع علمه بتزويره. فيعاقب بالسجن');
    expect(paragraphsOf('The employer owes the award. So the worker may claim it.')).toHaveLength(1);
    // A noun that starts with ف is not a connective.
    expect(paragraphsOf('يستحق العامل أجره. فترة التجربة لا تزيد على تسعين يومًا.')).toHaveLength(2);
  });

  it('drops an amendment preamble and a guide heading, and reads unnumbered lines after a colon as items', () => {
    const amended = paragraphsOf(
      'عُدلت هذه المادة بموجب المرسوم الملكي رقم (م/5) وتاريخ: 1/1/1440هـ، لتكون بالنص الآتي: "تنتهي الوكالة بموت الموكل."',
    );
    expect(amended.map((u) => u.text)).toEqual(['تنتهي الوكالة بموت الموكل.']);
    const added = paragraphsOf(
      'إضافة مادة تحمل الرقم (الرابعة بعد المائة) ليكون النص كالآتي: أ- لا تقبل الدعوى بعد مضي اثني عشر شهرًا.',
    );
    expect(added.map((u) => [u.label, u.text, u.intro])).toEqual([
      ['أ', 'لا تقبل الدعوى بعد مضي اثني عشر شهرًا.', undefined],
    ]);
    const guide = paragraphsOf(
      '## ما القاعدة؟\nيحق للمستهلك الإرجاع خلال سبعة أيام.\n- إلا إذا استخدم المنتج.',
    );
    expect(guide[0]!.text).toBe('يحق للمستهلك الإرجاع خلال سبعة أيام.');
    const heading = paragraphsOf('## ما لا يشمله حق الإرجاع\n- الصحف والمجلات.\n- البرامج المستخدمة.');
    expect(quoteOf(heading[2]!)).toBe('ما لا يشمله حق الإرجاع: البرامج المستخدمة.');
    // A heading after another list opens its own list.
    const second = paragraphsOf(
      '## الحالات\n- يكون الشرط مكتوبًا.\n\n## خطوات عملية\n- اقرأ الشرط قبل التوقيع.',
    );
    expect(quoteOf(second.find((u) => u.text === 'خطوات عملية:')!)).toBe(
      'خطوات عملية: اقرأ الشرط قبل التوقيع.',
    );
    const lines = paragraphsOf('يهدف النظام إلى تنظيم الإجراءات الآتية:\nالتسوية الوقائية.\nالتصفية.');
    expect(lines[2]!.intro).toBe('يهدف النظام إلى تنظيم الإجراءات الآتية:');
  });
});

describe('quoteOf', () => {
  it('quotes a list item after its introduction, with its label', () => {
    const monthly = paragraphsOf(WAGES).find((u) => u.label === '1/2')!;
    expect(quoteOf(monthly)).toBe(
      'يجب دفع أجر العامل بالعملة الرسمية للبلاد طبقًا للأحكام الآتية: 1/2- العمال ذوو الأجور الشهرية تصرف أجورهم مرة في الشهر.',
    );
  });

  it('quotes an introduction with its items rather than stopping at the colon', () => {
    const intro = paragraphsOf(DISMISSAL)[0]!;
    const quote = quoteOf(intro);
    expect(quote).toMatch(/الآتية: أ- إذا وقع/);
    expect(formDefects(quote)).toEqual([]);
  });

  it('never starts with numbering nor ends at a colon or an ellipsis', () => {
    const all = [WAGES, DISMISSAL, REFERENCE, EXCEPTIONS, CONNECTIVE, ORDINALS].flatMap(quotes);
    for (const q of all) expect(formDefects(q), q).toEqual([]);
    expect(formDefects(quoteOf(paragraphsOf('تتكون اللجنة من الأعضاء الآتي بيانهم:')[0]!))).toEqual([]);
    expect(quoteOf(paragraphsOf('يحرر العقد في مدينة ... بتاريخ ...')[0]!)).toMatch(/\(…\)$/);
  });

  it('cuts a long unit at a sentence boundary, and a single long sentence at a clause boundary', () => {
    const sentence = 'يلتزم المقاول بتنفيذ الأعمال وفق المواصفات المعتمدة، ';
    const long = `${sentence.repeat(12).trim().replace(/،$/, '')}.`;
    const quote = cut(long);
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTE + 4);
    expect(quote).toMatch(/المعتمدة \(…\)$/);
    const two = `${'يجوز للمحكمة وقف التنفيذ إذا رأت أن ذلك يحقق مصلحة. '.repeat(10).trim()}`;
    expect(cut(two)).toMatch(/مصلحة\.$/);
    expect(cut(two).length).toBeLessThanOrEqual(MAX_QUOTE);
  });
});

describe('formDefects', () => {
  it('names each defect of an opening', () => {
    expect(formDefects('١- يستحق العامل أجره.')).toEqual(['starts with numbering']);
    expect(formDefects('أ- إذا وقع من العامل اعتداء.')).toEqual(['starts with numbering']);
    expect(formDefects('(2) تزاد الإجازة.')).toEqual(['starts with numbering']);
    expect(formDefects('لا يجوز فسخ العقد إلا في الحالات الآتية:')).toEqual(['ends at a colon']);
    expect(formDefects('يستحق العامل مكافأة عن مدة خدمته…')).toEqual(['ends with an ellipsis']);
    expect(formDefects('The worker is owed an award...')).toEqual(['ends with an ellipsis']);
    expect(formDefects('فيعاقب بالسجن مدة لا تزيد على سنة.')).toEqual(['starts with a connective']);
    expect(formDefects('وفي هذه الحالة يجوز للمحكمة ذلك.')).toEqual(['starts with a connective']);
    expect(formDefects('So the worker may claim it.')).toEqual(['starts with a connective']);
    expect(formDefects('And the employer pays the fees.')).toEqual(['starts with a connective']);
    expect(formDefects('(ii) the employer pays the fees.')).toEqual(['starts with numbering']);
    expect(formDefects('  ')).toEqual(['empty']);
  });

  it('accepts a clean opening, our cut marker and ordinary words', () => {
    expect(formDefects('يستحق العامل إجازة سنوية لا تقل عن واحد وعشرين يومًا.')).toEqual([]);
    expect(formDefects('يلتزم المقاول بتنفيذ الأعمال، (…)')).toEqual([]);
    expect(formDefects('فترة التجربة لا تزيد على تسعين يومًا.')).toEqual([]);
    expect(formDefects('Some employers pay weekly.')).toEqual([]);
  });
});

// Real article texts, when the corpus is on this machine (it is never committed).
const CORPUS = new URL('../../../../../../../shared/legal/corpus.jsonl', import.meta.url);
describe.skipIf(!existsSync(CORPUS))('on the corpus', () => {
  const rows = existsSync(CORPUS)
    ? readFileSync(CORPUS, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { law_title: string; article_number: number; text: string })
    : [];
  const article = (law: string, n: number) =>
    rows.find((r) => r.law_title === law && r.article_number === n)?.text ?? '';

  it('quotes the monthly-wage item of the Labor Law with its introduction', () => {
    const units = paragraphsOf(article('نظام العمل', 90));
    const monthly = units.find((u) => u.text.includes('الأجور الشهرية'));
    expect(monthly?.label).toBe('1/2');
    expect(quoteOf(monthly!)).toMatch(/^يجب دفع أجر العامل.*الآتية: 1\/2- العمال ذوو الأجور الشهرية/);
  });

  it('gives clean quotes for the articles of a few laws', () => {
    const laws = new Set(['نظام العمل', 'نظام المعاملات المدنية', 'نظام الأحوال الشخصية']);
    let n = 0;
    const bad: string[] = [];
    for (const r of rows) {
      if (!laws.has(r.law_title)) continue;
      for (const u of paragraphsOf(r.text)) {
        const q = quoteOf(u);
        n++;
        if (formDefects(q).length > 0) bad.push(`${r.law_title} ${r.article_number}: ${q.slice(0, 80)}`);
      }
    }
    expect(n).toBeGreaterThan(500);
    // A handful of odd source texts may remain; never more than one in a hundred.
    expect(bad.length, bad.slice(0, 5).join('\n')).toBeLessThan(n / 100);
  });
});
