/**
 * Arabic normalisation, applied identically to documents and questions so that both sides match. The output is
 * plain words separated by single spaces, ready for `to_tsvector('arabic', …)`.
 */

const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x0660 + i)] = String(i);
  DIGITS[String.fromCharCode(0x06f0 + i)] = String(i);
}
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
// و/ف + ال: split only when at least two letters follow ال, so words such as والد or والي stay whole.
const CONJ_BEFORE_AL = /(^| )([وف])(ال\p{L}{2,})/gu;
// Word-final ه → ة (never the reverse): the stemmer strips ة but not ه.
const FINAL_HA = /\u0647(?= |$)/g;

export function normalizeArabic(input: string): string {
  return input
    .normalize('NFC')
    .replace(TASHKEEL, '')
    .replace(TATWEEL, '')
    .replace(EASTERN_DIGIT, (d) => DIGITS[d]!)
    .replace(ALEF_FORMS, 'ا')
    .replace(/\u0624/g, 'و')
    .replace(/[\u0626\u0649]/g, 'ي')
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim()
    .replace(CONJ_BEFORE_AL, '$1$2 $3')
    .replace(FINAL_HA, 'ة');
}

export function tokenize(normalized: string): string[] {
  return normalized ? normalized.split(' ') : [];
}

/** Question words and particles that say nothing about the topic, normalised like the text they are matched in. */
export const STOP_WORDS = new Set(
  `في من على الي الى عن ما ماذا هل كم كيف متى اين لماذا لما هو هي هم هن انا نحن انت التي الذي الذين اللذان اللتان
  اللاتي ان او و ف ب ل ك ثم مع هذا هذة هذه ذلك تلك هولاء كل اي لا لم لن قد بعد قبل عند حتى اذا اذ لو ليس غير بين
  كان كانت يكون تكون يجب يمكن هناك هنا عليه علية عليها لة له لها بة به بها منة منه منها فية فيه فيها التى اما الا
  ايضا كذلك حيث مثل دون ضمن وفق وفقا حول لدى لدي عندي عندة عنده يا يعني شي شيء اللي وش ايش ليش مين متي ابي ابغى
  ودي the a an of to in on for is are what how when which who does do can my i me with by or and be under about`
    .split(/\s+/)
    .filter(Boolean)
    .map(normalizeArabic),
);

/** English words that say nothing about the topic (every question here is about Saudi law), lower case. */
export const ENGLISH_STOP_WORDS = new Set(
  `saudi arabia ksa kingdom a an the of to in on at for from by with about as is are was were be been being am do does did done have has had
  what whats which who whom whose when where why how much many can could should would shall may might must i me my
  mine we our us you your he him his she her it its they them their this that these those there here and or but if
  so than then not no yes any some all just also very please tell know want need get got let lets im ive dont
  doesnt isnt cant one two`
    .split(/\s+/)
    .filter(Boolean),
);
