import { loadLexicon, words } from './lexicons.ts';

/**
 * The lay-word tables; the entries, each with its source, are data in `lexicons/*.json` (lexicons.ts).
 *
 * Lay terms → the wording statutes use. Keys and values are matched and added after normalisation; a key matches
 * when all its words appear in the question. Expansions widen recall; ranking still rests on the whole question.
 */
export const SYNONYMS: [string, string[]][] = loadLexicon('synonyms').map((e) => [e.words, e.terms]);

/**
 * Dialect word forms read as the statutes' form before anything else: unlike a synonym, the dialect word itself is
 * dropped, because its stem means something else in the statutes ("سنين" stems to "سن", age, as in سن التقاعد).
 */
export const DIALECT_FORMS: [string, string][] = loadLexicon('dialect-forms').map((e) => [e.from, e.to]);

/**
 * Words people use for their employer ("الشركة فصلتني", "مديري ما صرف راتبي"): read as صاحب العمل when the question
 * also has a word about work. Without one, "الشركة" stays the company of the Companies Law.
 */
export const EMPLOYER_WORDS = words('employer-words');
/** Words about work that, with an employer word, make a question an employment question. */
export const WORK_WORDS = words('work-words');

/**
 * Words that by themselves mean a job in the private sector ("الدوام", "فصلوني", "ابي استقيل"): with one of them
 * the question is an employment question even without an employer word, unless it says the job is in government.
 */
export const STRONG_WORK_WORDS = words('strong-work-words');
/** A government job: the civil service laws apply, not the Labour Law. */
export const GOVERNMENT_WORDS = words('government-words');
/** راتب and its forms: with an employment question they read as the Labour Law's اجر (query.ts). */
export const SALARY_WORDS = words('salary-words');
