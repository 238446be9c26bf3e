import { GLOSSARY } from './glossary.ts';
import { ENGLISH_STOP_WORDS, normalizeArabic, STOP_WORDS, tokenize } from './normalize.ts';
import {
  DIALECT_FORMS,
  EMPLOYER_WORDS,
  GOVERNMENT_WORDS,
  SALARY_WORDS,
  STRONG_WORK_WORDS,
  SYNONYMS,
  WORK_WORDS,
} from './synonyms.ts';

export type ParsedQuestion = {
  /** The question normalised, before English phrases were replaced (law names are looked up here too). */
  original: string;
  normalized: string;
  /** "المادة ٧٧", "م/٧٧", "article 77": the article the question names, if any. */
  article: { number: number; bis: boolean } | null;
  /** Content words of the question (normalised, stop words and bare numbers dropped). */
  words: string[];
  /** Extra Arabic words from the synonyms table and the English glossary. */
  expansions: string[];
  /** English content words as asked (stop words dropped): they meet the articles' English expansion lines. */
  english: string[];
  /** English questions: how many glossary phrases were found, and the content words no phrase covered
   * ("flight", "airline"): they reach no statute. */
  glossaryPhrases: number;
  /** The Arabic words the glossary put in for English phrases (they rank at `glossaryWeight`). */
  glossaryWords: string[];
  untranslated: string[];
  /** Question words the synonyms table reads (the keys it matched): understood, though no statute says them. */
  readBySynonyms: string[];
  /** A worker's question about a private-sector job ("my sponsor", "my salary", "فصلوني"): the Labour Law and
   * social insurance rank higher, not the civil service laws that say راتب. */
  employment: boolean;
  /** The question says the job is in government ("موظف حكومي", "الدولة"): the civil-service laws rank higher. */
  government: boolean;
};

const GLOSSARY_SORTED = GLOSSARY.map(([en, ar]) => [normalizeArabic(en), normalizeArabic(ar)] as const).sort(
  (a, b) => b[0].length - a[0].length,
);
const SYNONYMS_NORM = SYNONYMS.map(
  ([k, v]) => [tokenize(normalizeArabic(k)), v.map(normalizeArabic)] as const,
);
const DIALECT = new Map(DIALECT_FORMS.map(([from, to]) => [normalizeArabic(from), normalizeArabic(to)]));
const EMPLOYER = new Set(EMPLOYER_WORDS.map(normalizeArabic));
const WORK = WORK_WORDS.map((w) => tokenize(normalizeArabic(w)));
const STRONG_WORK = new Set(STRONG_WORK_WORDS.map(normalizeArabic));
const GOVERNMENT = new Set(GOVERNMENT_WORDS.map(normalizeArabic));
const SALARY = new Set(SALARY_WORDS.map(normalizeArabic));
/** Grammar, not a lexicon: how an article is cited (مادة/م, article/art/section; dictionary words), with مكرر/bis
 * as the statutes number a repeated article (the corpus's `bis`). */
const ARTICLE_REF =
  /(?:^| )(?:ال|لل|بال)?(?:مادة|المادة|م|article|art|section)(?: رقم)? (\d{1,4})(?: (مكرر|bis))?(?= |$)/;
const LATIN = /[a-z]/;
/** Words left out when counting what the glossary did not cover: the stop words and a few more verbs and fragments. */
const UNCOUNTED = new Set([
  ...ENGLISH_STOP_WORDS,
  ...`will into over after before under up down out off each more most only own same other such give gave make
  made keep wants needs still again ever yet s t d ll m re ve won don didn aren wasn`.split(/\s+/),
]);

/**
 * "هذا النظام", "وفقًا للتنظيم", "الهيئة", "المجلس" standing alone: the question points at a law or a body without
 * naming it (normalised text). A noun followed by its name or adjective ("الهيئة العامة للعقار") is not matched, nor
 * "الشركة" (a worker's employer), nor "هذا نظامي" ("is this legal?"). Such a question is read against the
 * conversation before it; when nothing names the law, the answer asks which is meant (ADR 032).
 * Source of the word lists: the nouns the corpus's law titles use for laws and the bodies they set up (of its 518
 * titles: نظام 313, تنظيم 145, هيئة 120, لائحة 57, مركز 30, مجلس 25, صندوق 17, مؤسسة 14, ترتيبات 10 …) and the
 * offices and bodies its articles name (وزير, رئيس, محافظ, جامعة, جهاز); the demonstratives and the English nouns
 * are dictionary words.
 */
const UNNAMED_LAW =
  /(?:هذا|هذه|ذلك|تلك) ?(?:ال)?(?:نظام|تنظيم|لايحة|قواعد|ضوابط|ترتيبات)(?=$|\s)|(?:^|\s)(?:لل|وال|بال|ال)(?:نظام|تنظيم|لايحة|هيية|مجلس|مركز|صندوق|موسسة|لجنة|جمعية|جامعة|وزارة|وزير|مصلحة|ديوان|جهاز|دارة|برنامج|معهد|اكاديمية|محافظ|رييس|مجمع|مدينة|منظمة)(?=$|\s(?!ال|لل))|\b(?:this|that|these|the said) (?:law|regulations?|statute|system|rules)\b/;

/** The question refers to "the law", "this regulation" or "the authority" without saying which (normalised text). */
export const refersToUnnamedLaw = (normalized: string) => UNNAMED_LAW.test(normalized);

/**
 * "للشركة" → "الشركة", "بالدوام" → "الدوام": the word under a leading preposition, for the cue-word lists. Not the
 * light stem: it also drops endings, and the stems of cue words mean other things (مدني → مدن "cities").
 */
function withoutPreposition(word: string): string {
  if (word.startsWith('لل') && word.length > 4) return `ال${word.slice(2)}`;
  if (/^[بلوف]ال/.test(word) && word.length > 5) return word.slice(1);
  return word;
}

export function parseQuestion(question: string): ParsedQuestion {
  const original = normalizeArabic(question);
  let normalized = tokenize(original).some((w) => DIALECT.has(w))
    ? tokenize(original)
        .map((w) => DIALECT.get(w) ?? w)
        .join(' ')
    : original;
  const match = ARTICLE_REF.exec(normalized);
  const article = match ? { number: Number(match[1]), bis: Boolean(match[2]) } : null;

  const expansions: string[] = [];
  let glossaryPhrases = 0;
  const glossaryWords: string[] = [];
  const untranslated: string[] = [];
  const english: string[] = [];
  if (LATIN.test(normalized)) {
    for (const w of tokenize(normalized))
      if (LATIN.test(w) && w.length > 1 && !UNCOUNTED.has(w) && !english.includes(w)) english.push(w);
    // English: replace glossary phrases, longest first, by their Arabic terms; unknown English words are dropped.
    let text = ` ${normalized} `;
    for (const [en, ar] of GLOSSARY_SORTED) {
      if (!text.includes(` ${en} `)) continue;
      glossaryPhrases++;
      for (const w of tokenize(ar)) if (!glossaryWords.includes(w)) glossaryWords.push(w);
      text = text.split(` ${en} `).join(` ${ar} `);
    }
    const tokens = tokenize(text.trim());
    for (const w of tokens)
      if (LATIN.test(w) && !UNCOUNTED.has(w) && !untranslated.includes(w)) untranslated.push(w);
    normalized = tokens.filter((w) => !LATIN.test(w)).join(' ');
  }
  const tokens = tokenize(normalized);
  const present = new Set(tokens);
  const bare = tokens.map(withoutPreposition);
  const government = bare.some((t) => GOVERNMENT.has(t));
  const employment =
    !government &&
    (bare.some((t) => STRONG_WORK.has(t)) ||
      (bare.some((t) => EMPLOYER.has(t)) && WORK.some((keys) => keys.every((k) => present.has(k)))));
  const words = tokens
    .filter((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w) && w.length > 1)
    // The worker's "company" is the Labour Law's صاحب العمل (added below), not the Companies Law's شركة.
    .filter((w) => !(employment && EMPLOYER.has(withoutPreposition(w))))
    // A private employer pays a wage (اجر) in the Labour Law; راتب is the civil and military service laws' word.
    .map((w) => (employment && SALARY.has(w) ? 'اجر' : w));
  const readBySynonyms: string[] = [];
  for (const [keys, values] of SYNONYMS_NORM) {
    if (!keys.every((k) => present.has(k))) continue;
    expansions.push(...values);
    readBySynonyms.push(...keys);
  }
  if (employment) expansions.push('صاحب العمل', 'العامل');
  return {
    original,
    normalized,
    article,
    words,
    expansions,
    english,
    employment,
    government,
    glossaryPhrases,
    glossaryWords,
    untranslated,
    readBySynonyms,
  };
}
