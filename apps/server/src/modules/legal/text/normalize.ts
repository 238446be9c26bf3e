// The normalisation itself is shared with the web app (it highlights search matches the same way).
import { normalizeArabic } from '@mustashar/contracts';

export { normalizeArabic, tokenize } from '@mustashar/contracts';

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
