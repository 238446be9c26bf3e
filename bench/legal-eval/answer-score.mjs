/**
 * How an answer set judges an answer by what a person reads first (docs/decisions/041). The rules are fixed before
 * a sealed set is run and are the same for development and sealed sets; they live here, beside the benchmark, and
 * never in the product, so the engine cannot be shaped to the judge's code.
 *
 * - The opening is the answer's first paragraph (up to the first blank line), Markdown marks removed.
 * - It states the key fact when, after normalisation (digits, Arabic letter forms, case, punctuation), it contains
 *   one of the fact's `terms`.
 * - An English question gets an English opening when most of the opening's letters are Latin.
 * - A form defect: the opening starts with raw numbering or with a word that needs the sentence before it, or ends at
 *   a colon or with an ellipsis.
 * - Superseded wording: the answer quotes a sentence of an article's original text that an amendment replacing the
 *   whole article no longer has.
 */

const ARABIC_INDIC = /[٠-٩]/g;
const EXTENDED_ARABIC_INDIC = /[۰-۹]/g;

/** Text for matching: Western digits, one form of each Arabic letter, no marks, lower case, words and digits only. */
export function normalizeForMatch(text) {
  return String(text)
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/(\d)[,٬](\d{3})/g, '$1$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

/** The first paragraph of an answer, without Markdown emphasis, quote marks or links. */
export function openingOf(answer) {
  const first =
    String(answer)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p.length > 0) ?? '';
  return first
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^>\s?/gm, '')
    .replace(/[*_`#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Does the text contain one of the key fact's terms (as whole words)? */
export function statesKeyFact(text, keyFact) {
  const hay = ` ${normalizeForMatch(text)} `;
  return (keyFact?.terms ?? []).some((term) => {
    const needle = normalizeForMatch(term);
    return needle.length > 0 && hay.includes(` ${needle} `);
  });
}

/** Most of the letters Latin. */
export function isEnglish(text) {
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  return latin > 0 && latin >= 2 * arabic;
}

const RAW_NUMBERING = /^(?:[(（]?\s*(?:[0-9٠-٩]+|[أ-ي]|[a-z]|[ivx]+)\s*[-–—).:]\s|[-–—•*]\s)/iu;
const NEEDS_BEFORE =
  /^(?:ف(?:يعاقب|يجوز|يكون|إن|ان|لا|له|عليه|تكون|يحق)|وفي هذه الحالة|وفي تلك الحالة|وعليه|وذلك|so\b|then\b|in that case\b|in this case\b|and\b|or\b)/iu;

/** The form defects of an opening. */
export function formDefects(opening) {
  const text = opening.trim();
  const defects = [];
  if (!text) return ['empty'];
  if (RAW_NUMBERING.test(text)) defects.push('raw numbering');
  if (NEEDS_BEFORE.test(text)) defects.push('starts mid-sentence');
  if (/[:：]\s*$/.test(text)) defects.push('ends at a colon');
  if (/(?:…|\.\.\.)\s*["»”)]?\s*$/.test(text)) defects.push('ends with an ellipsis');
  return defects;
}

/** A note that replaces the whole article gives its new wording (quoted, after "بالنص الآتي"-like words). */
export function replacementText(note) {
  const m =
    /(?:بالنص الآتي|بالنص التالي|لتكون بالنص|لتقرأ|لتصبح)[^:«"“]{0,40}[:]?\s*["«“]([\s\S]{40,})$/u.exec(note);
  if (!m) return null;
  if (/(?:الفقرة|البند|فقرة|بند)\s*(?:\(|رقم|[0-9٠-٩])/u.test(note.slice(0, m.index))) return null;
  return m[1].replace(/["»”]\s*\.?\s*$/u, '');
}

const GRAM = 5;
/** A note that repeals or deletes the article, or the part or chapter that holds it. */
const REPEAL =
  /^[\s\-–]*(?:تم\s+)?(?:إلغاء|الغاء|ألغيت|أُلغيت|الغيت|حذفت|حُذفت|حذف)\s+(?:هذه\s+المادة|هذا\s+الباب|الباب|الفصل)/u;
const grams = (normalized) => {
  const words = normalized.split(' ').filter(Boolean);
  const out = [];
  for (let i = 0; i + GRAM <= words.length; i++) out.push(words.slice(i, i + GRAM).join(' '));
  return out;
};

/**
 * The runs of five words of an article's original text that are no longer in force (normalised): those its newest
 * whole replacement no longer has, or all of them when the article (or its part) was repealed; empty otherwise: quoting one of them quotes superseded wording.
 */
export function supersededGrams(text, notes) {
  const newestFirst = [...(notes ?? [])].reverse();
  const last = newestFirst.findIndex((n) => replacementText(n) || REPEAL.test(n));
  if (last < 0) return [];
  const all = [...new Set(grams(normalizeForMatch(text)))];
  if (!replacementText(newestFirst[last])) return all;
  const replacement = replacementText(newestFirst[last]);
  const current = new Set(grams(normalizeForMatch(replacement)));
  return [...new Set(grams(normalizeForMatch(text)))].filter((g) => !current.has(g));
}

/** Does the answer quote superseded wording (one of those runs)? */
export function quotesSuperseded(answer, superseded) {
  const hay = ` ${normalizeForMatch(answer)} `;
  return superseded.some((g) => hay.includes(` ${g} `));
}

/**
 * A second, number-aware reading of a numeric key fact, reported beside the literal one: the opening states the
 * fact's value next to a word of its unit (within three words), whatever else it says — "SAR 100" and "100 riyals",
 * "١٨ عاماً" and "18 years" alike. The unit is read from the fact's first word (days, months, years, hours, weeks,
 * SAR, percent); a fact with another unit, or not a number, is judged by its terms only.
 */
const UNIT_WORDS = {
  days: ['يوم', 'يوما', 'ايام', 'يومين', 'day', 'days'],
  weeks: ['اسبوع', 'اسبوعا', 'اسابيع', 'اسبوعين', 'week', 'weeks'],
  months: ['شهر', 'شهرا', 'اشهر', 'شهور', 'شهرين', 'month', 'months'],
  years: ['سنه', 'سنوات', 'سنين', 'سنتين', 'عام', 'عاما', 'اعوام', 'عامين', 'year', 'years', 'yrs'],
  hours: ['ساعه', 'ساعات', 'ساعتين', 'hour', 'hours'],
  sar: ['ريال', 'ريالا', 'ريالات', 'sar', 'riyal', 'riyals', 'rial', 'rials'],
  percent: ['%', 'بالمائه', 'بالمايه', 'المائه', 'percent', 'per'],
};
const WORD_VALUES = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
  half: 0.5,
  واحد: 1,
  اثنين: 2,
  اثنان: 2,
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  سته: 6,
  ست: 6,
  سبع: 7,
  سبعه: 7,
  ثمان: 8,
  ثمانيه: 8,
  ثماني: 8,
  تسع: 9,
  تسعه: 9,
  عشر: 10,
  عشره: 10,
  عشرين: 20,
  عشرون: 20,
  ثلاثين: 30,
  ثلاثون: 30,
  اربعين: 40,
  خمسين: 50,
  ستين: 60,
  ستون: 60,
  تسعين: 90,
  مائه: 100,
  مايه: 100,
};
const DUAL_VALUES = { يومين: 2, اسبوعين: 2, شهرين: 2, سنتين: 2, عامين: 2, ساعتين: 2 };

function unitOf(unit) {
  const u = String(unit ?? '').toLowerCase();
  if (/^(?:sar|riyal)/.test(u)) return 'sar';
  if (/^percent/.test(u)) return 'percent';
  for (const key of ['days', 'weeks', 'months', 'years', 'hours'])
    if (u.startsWith(key) || u.includes(` ${key}`) || u.startsWith(key.slice(0, -1))) return key;
  if (/hijri years|years of age/.test(u)) return 'years';
  return null;
}

export function statesKeyFactByValue(text, keyFact) {
  if (statesKeyFact(text, keyFact)) return true;
  if (typeof keyFact?.value !== 'number') return false;
  const unit = unitOf(keyFact.unit);
  if (!unit) return false;
  const words = normalizeForMatch(text.replace(/%|٪/g, ' % ')).split(' ');
  const near = (i) =>
    words
      .slice(Math.max(0, i - 3), i + 4)
      .some((w) => UNIT_WORDS[unit].includes(w.replace(/^(?:ال|و|ب)/, '')) || UNIT_WORDS[unit].includes(w));
  return words.some((w, i) => {
    const bare = w.replace(/^(?:و|ب)/, '');
    if (DUAL_VALUES[bare] === keyFact.value && UNIT_WORDS[unit].includes(bare)) return true;
    const value = /^\d+(?:\.\d+)?$/.test(w) ? Number(w) : WORD_VALUES[bare];
    return value === keyFact.value && near(i);
  });
}
