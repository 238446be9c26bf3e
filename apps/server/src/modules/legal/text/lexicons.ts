import { readFileSync } from 'node:fs';

/**
 * Where a hand-written lexicon entry comes from (every entry of `lexicons/*.json` has one; checked by
 * `lexicon-provenance.test.ts`): the statute article whose text has the target Arabic wording (`<law_id>#<n>`), a
 * guide of ours (`guides/`), or `dictionary` — a general-language equivalence any Arabic/English dictionary or
 * dialect glossary gives (وش → ماذا, سنين → سنوات, iqama → إقامة). An entry whose only reason is an evaluation
 * question has none, so it does not belong here.
 */
export type LexiconSource = 'dictionary' | { article: string } | { guide: string };

/** Lay words → the statutes' words (synonyms.ts). */
export type SynonymEntry = { words: string; terms: string[]; source: LexiconSource };
/** A dialect form read as the statutes' form before anything else (synonyms.ts). */
export type DialectFormEntry = { from: string; to: string; source: LexiconSource };
/** A cue word (employer, work, government, salary lists). */
export type WordEntry = { word: string; source: LexiconSource };
/** English phrase → Arabic terms (glossary.ts). */
export type GlossaryEntry = { en: string; ar: string; source: LexiconSource };
/** A name people use for a law, keyed by the law's Arabic title as the corpus gives it (law-aliases.ts). */
export type LawAliasEntry = { law: string; alias: string; source: LexiconSource };

export type Lexicons = {
  synonyms: SynonymEntry;
  'dialect-forms': DialectFormEntry;
  'employer-words': WordEntry;
  'work-words': WordEntry;
  'strong-work-words': WordEntry;
  'government-words': WordEntry;
  'salary-words': WordEntry;
  glossary: GlossaryEntry;
  'law-aliases': LawAliasEntry;
};
export type LexiconName = keyof Lexicons;
export const LEXICON_NAMES = Object.keys({
  synonyms: 0,
  'dialect-forms': 0,
  'employer-words': 0,
  'work-words': 0,
  'strong-work-words': 0,
  'government-words': 0,
  'salary-words': 0,
  glossary: 0,
  'law-aliases': 0,
} satisfies Record<LexiconName, 0>) as LexiconName[];

export const lexiconPath = (name: LexiconName) => new URL(`./lexicons/${name}.json`, import.meta.url);

/** The entries of one lexicon file, in file order (order matters: synonyms expand in it). */
export function loadLexicon<N extends LexiconName>(name: N): Lexicons[N][] {
  return JSON.parse(readFileSync(lexiconPath(name), 'utf8')) as Lexicons[N][];
}

export const words = (name: LexiconName) => (loadLexicon(name) as WordEntry[]).map((e) => e.word);
