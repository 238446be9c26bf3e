/**
 * The numbers a statute's wording states, whether in digits ("30 يوماً", "٥٠٠٬٠٠٠") or in Arabic words ("ستين
 * يوماً", "خمسة وعشرين", "اثنتي عشرة ساعة", "خمسمائة ألف ريال", "سنتين"). A number an answer states must be one its
 * source states: a plain rule's numbers are checked against its article's wording, and a model's sentence against
 * the sources it cites (number-gate.ts).
 */

const UNITS: Record<string, number> = {
  واحد: 1,
  واحده: 1,
  احد: 1,
  احدي: 1,
  اثنان: 2,
  اثنين: 2,
  اثنتان: 2,
  اثنتين: 2,
  اثنا: 2,
  اثني: 2,
  اثنتا: 2,
  اثنتي: 2,
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  ست: 6,
  سته: 6,
  سبع: 7,
  سبعه: 7,
  ثمان: 8,
  ثماني: 8,
  ثمانيه: 8,
  تسع: 9,
  تسعه: 9,
};
const TEN = new Set(['عشر', 'عشره']);
const TENS: Record<string, number> = {
  عشرون: 20,
  عشرين: 20,
  ثلاثون: 30,
  ثلاثين: 30,
  اربعون: 40,
  اربعين: 40,
  خمسون: 50,
  خمسين: 50,
  ستون: 60,
  ستين: 60,
  سبعون: 70,
  سبعين: 70,
  ثمانون: 80,
  ثمانين: 80,
  تسعون: 90,
  تسعين: 90,
};
const HUNDREDS: Record<string, number> = {
  مائه: 100,
  مئه: 100,
  ماءه: 100,
  مائتان: 200,
  مائتين: 200,
  مائتي: 200,
  مئتي: 200,
  مائتا: 200,
  مئتا: 200,
  مئتان: 200,
  مئتين: 200,
  مايه: 100,
};
for (const [word, value] of Object.entries(UNITS))
  if (value >= 3) {
    // Also the misspelling "ثلاثمائية" some statutes carry.
    for (const hundred of ['مائه', 'مئه', 'مائيه'])
      HUNDREDS[`${word.replace(/ه$/, '')}${hundred}`] = value * 100;
  }
const MULTIPLIERS: Record<string, number> = {
  الف: 1000,
  الفا: 2000,
  الاف: 1000,
  الفان: 2000,
  الفين: 2000,
  الفي: 2000,
  مليونا: 2_000_000,
  مليوني: 2_000_000,
  مليونين: 2_000_000,
  مليون: 1_000_000,
  ملايين: 1_000_000,
  مليار: 1_000_000_000,
};
/** Duals of the units of time and of "times" say 2 without a number word. */
const DUALS = new Set([
  'سنتين',
  'سنتان',
  'عامين',
  'عامان',
  'شهرين',
  'شهران',
  'يومين',
  'يومان',
  'ساعتين',
  'ساعتان',
  'اسبوعين',
  'اسبوعان',
  'مرتين',
  'مرتان',
  'ضعفين',
  'ضعفي',
  'ضعف',
  'حولين',
  'نسختين',
  'شاهدين',
  'طرفين',
  'درجتين',
  'مرحلتين',
  'فترتين',
  'دفعتين',
  'اسبوعين',
]);
/** Fractions as words: a rule may write them as "1/3" (not خمس and عشر, which far more often count five and ten). */
const FRACTIONS: Record<string, number> = {
  نصف: 1 / 2,
  ثلث: 1 / 3,
  ربع: 1 / 4,
  سدس: 1 / 6,
  ثمن: 1 / 8,
  ثلثي: 2 / 3,
  ثلثا: 2 / 3,
  ثلثين: 2 / 3,
  ارباع: 1 / 4,
  اخماس: 1 / 5,
};
/** Ordinals ("السنوات الخمس الأولى", "اليوم الثلاثين") count as their number. */
const ORDINALS: Record<string, number> = {
  حادي: 1,
  حاديه: 1,
  اول: 1,
  اولي: 1,
  ثاني: 2,
  ثانيه: 2,
  ثالث: 3,
  ثالثه: 3,
  رابع: 4,
  رابعه: 4,
  خامس: 5,
  خامسه: 5,
  سادس: 6,
  سادسه: 6,
  سابع: 7,
  سابعه: 7,
  ثامن: 8,
  ثامنه: 8,
  تاسع: 9,
  تاسعه: 9,
  عاشر: 10,
  عاشره: 10,
};

/** Letters in one form, Western digits, marks removed (the numbers' own normalisation, independent of search's). */
export function normalizeNumberText(text: string): string {
  return (
    text
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/[ىیي]/g, 'ي')
      .replace(/ک/g, 'ك')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      // A hamza ending a word stays: without it "أثناء" (during) would read as "اثنا" (two) and "الأربعاء" as four.
      .replace(/ء(?=\p{L})/gu, '')
  );
}

/**
 * Digits as numbers: "500,000", "500٬000" and "1.5" included, a Hijri date's parts separately. A separator before
 * exactly three digits groups thousands ("٧٫٥٠٠" is how several statutes write 7,500), so both readings count.
 */
export function digitNumbers(text: string): number[] {
  const out: number[] = [];
  const normalized = normalizeNumberText(text);
  // "3/4" is a fraction, not a 3 and a 4 (a Hijri date "1436/6/5" is neither: it has two slashes).
  for (const m of normalized.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g))
    out.push(roundFraction(Number(m[1]) / Number(m[2])));
  for (const m of normalized
    .replace(/(?<![\d/])\d{1,2}\/\d{1,2}(?![\d/])/g, ' ')
    .matchAll(/\d+(?:[,٬.٫]\d+)*/g)) {
    const grouped = /^\d{1,3}(?:[,٬.٫]\d{3})+$/.test(m[0]);
    if (grouped) out.push(Number(m[0].replace(/[,٬.٫]/g, '')));
    // A single separator may also be a decimal point, in either script ("0,5 %", "1.5").
    if (/^\d+[,٬.٫]\d{1,2}$/.test(m[0])) out.push(Number(m[0].replace(/[,٬.٫]/, '.')));
    else if (!grouped) out.push(Number(m[0].replace(/[,٬.٫]/g, '')));
  }
  return out;
}

/** The dictionaries above in the text's normalisation (ئ → ي and so on), built once. */
const byNormalized = <T>(dict: Record<string, T>): Map<string, T> =>
  new Map(Object.entries(dict).map(([word, value]) => [normalizeNumberText(word), value]));
const UNIT_WORDS = byNormalized(UNITS);
const TENS_WORDS = byNormalized(TENS);
const HUNDRED_WORDS = byNormalized(HUNDREDS);
const MULTIPLIER_WORDS = byNormalized(MULTIPLIERS);
const ORDINAL_WORDS = byNormalized(ORDINALS);
const DUAL_WORDS = new Set([...DUALS].map(normalizeNumberText));

/** Fractions compare after rounding, so 1/3 written in digits meets ثلث. */
export const roundFraction = (value: number) => Math.round(value * 10_000) / 10_000;

/** A word's value as a number word, without the prefixes و ب ل ك ف and ال. */
function wordValue(
  raw: string,
): { kind: 'unit' | 'ten' | 'tens' | 'hundred' | 'multiplier'; value: number } | null {
  // Accusative forms end in a tanween alef: "أربعًا وعشرين", "ثلاثًا".
  const candidates = raw.endsWith('ا') && raw.length > 3 ? [raw, raw.slice(0, -1)] : [raw];
  const stripped = raw.replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال)?/, '');
  if (stripped !== raw) candidates.push(stripped, raw.replace(/^(?:و|ف)/, ''), raw.replace(/^ال/, ''));
  for (const c of [...candidates]) if (c.endsWith('ا') && c.length > 3) candidates.push(c.slice(0, -1));
  for (const word of candidates) {
    const unit = UNIT_WORDS.get(word);
    if (unit !== undefined) return { kind: 'unit', value: unit };
    if (TEN.has(word)) return { kind: 'ten', value: 10 };
    const tens = TENS_WORDS.get(word);
    if (tens !== undefined) return { kind: 'tens', value: tens };
    const hundred = HUNDRED_WORDS.get(word);
    if (hundred !== undefined) return { kind: 'hundred', value: hundred };
    const multiplier = MULTIPLIER_WORDS.get(word);
    if (multiplier !== undefined) return { kind: 'multiplier', value: multiplier };
  }
  return null;
}

/** Numbers written in Arabic words: each run of number words as one number, and each word's own value. */
export function wordNumbers(text: string): number[] {
  const out: number[] = [];
  const words = normalizeNumberText(text)
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  let total = 0;
  let current = 0;
  let inRun = false;
  let lastUnit = false;
  const flush = () => {
    if (inRun) out.push(total + current);
    total = 0;
    current = 0;
    inRun = false;
    lastUnit = false;
  };
  let after = false;
  for (const word of words) {
    const bare = word.replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال)?/, '');
    // "السابعة والعشرين بعد المائة" is 127: "بعد" joins a run to the hundreds that follow.
    if (word === 'بعد' && inRun) {
      after = true;
      continue;
    }
    if (after) {
      after = false;
      const hundred = wordValue(word);
      if (hundred?.kind === 'hundred' || hundred?.kind === 'multiplier') {
        current += hundred.value;
        out.push(total + current);
        continue;
      }
      flush();
    }
    if (DUAL_WORDS.has(word) || DUAL_WORDS.has(bare)) out.push(2);
    const ordinal = ORDINAL_WORDS.get(bare) ?? ORDINAL_WORDS.get(word);
    if (ordinal !== undefined) {
      // An ordinal starts a run: "الخامسة عشرة" is 15, "الخامسة والستين" 65.
      flush();
      out.push(ordinal);
      inRun = true;
      current = ordinal;
      lastUnit = true;
      continue;
    }
    const fraction = FRACTIONS[bare] ?? FRACTIONS[word];
    if (fraction !== undefined) {
      // "ثلاثة أرباع": the count before a plural fraction multiplies it.
      const count = /^(?:ارباع|اخماس)$/.test(bare) && inRun ? total + current : 1;
      out.push(roundFraction(count * fraction));
    }
    const v = wordValue(word);
    if (!v) {
      flush();
      continue;
    }
    out.push(v.value);
    inRun = true;
    if (v.kind === 'ten' && lastUnit) current += 10;
    else if (v.kind === 'multiplier') {
      current = (current || 1) * v.value;
      total += current;
      current = 0;
    } else current += v.value;
    lastUnit = v.kind === 'unit';
  }
  flush();
  return out;
}

/**
 * Every number a text states, in digits or in words. An amount in thousands or millions also counts as its count of
 * them, so "250 ألف" and "SAR 2 million" meet "مائتين وخمسين ألف" and "مليوني".
 */
export function numbersStated(text: string): Set<number> {
  const stated = new Set([...digitNumbers(text), ...wordNumbers(text)]);
  for (const n of [...stated]) {
    if (n >= 1_000_000 && n % 100_000 === 0) stated.add(n / 1_000_000);
    if (n >= 1000 && n % 1000 === 0) stated.add(n / 1000);
  }
  return stated;
}
