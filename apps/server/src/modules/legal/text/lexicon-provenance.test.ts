import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../guides/index.ts';
import {
  LEXICON_NAMES,
  type LexiconName,
  type LexiconSource,
  type Lexicons,
  lexiconPath,
  loadLexicon,
} from './lexicons.ts';
import { normalizeArabic } from './normalize.ts';

/** The fields each lexicon's entries have besides `source`: strings, or arrays of strings (`terms`). */
const FIELDS: Record<LexiconName, string[]> = {
  synonyms: ['words', 'terms'],
  'dialect-forms': ['from', 'to'],
  'employer-words': ['word'],
  'work-words': ['word'],
  'strong-work-words': ['word'],
  'government-words': ['word'],
  'salary-words': ['word'],
  glossary: ['en', 'ar'],
  'law-aliases': ['law', 'alias'],
};
/** The Arabic wording an entry leads to: its article must contain one of these (tables that name one). */
const TARGETS: Partial<{ [N in LexiconName]: (e: Lexicons[N]) => string[] }> = {
  synonyms: (e) => e.terms,
  'dialect-forms': (e) => [e.to],
  glossary: (e) => normalizeArabic(e.ar).split(' '),
  'law-aliases': (e) => [e.alias],
};
const ARTICLE = /^[^#\s]+#\d+$/;
const guideIds = new Set(GUIDES.map((g) => g.id));
const label = (name: LexiconName, i: number, e: object) => `${name}[${i}] ${JSON.stringify(e)}`;

/** Why a source is not valid, or null when it is. */
function sourceProblem(source: LexiconSource | undefined): string | null {
  if (source === 'dictionary') return null;
  if (!source || typeof source !== 'object') return 'source must be "dictionary", {article} or {guide}';
  const keys = Object.keys(source);
  if (keys.length !== 1) return 'source must have exactly one key';
  if ('article' in source)
    return typeof source.article === 'string' && ARTICLE.test(source.article)
      ? null
      : 'article must be <law_id>#<n>';
  if ('guide' in source) return guideIds.has(source.guide) ? null : `no guide ${source.guide}`;
  return `unknown source kind ${keys[0]}`;
}

describe('lexicons: every hand entry carries its source', () => {
  it('has a file for each lexicon and no other', () => {
    const dir = fileURLToPath(new URL('./lexicons/', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LEXICON_NAMES.map((n) => `${n}.json`).sort());
  });

  for (const name of LEXICON_NAMES) {
    it(`${name}: entries are well formed and each has a valid source`, () => {
      expect(existsSync(lexiconPath(name))).toBe(true);
      const entries = loadLexicon(name) as unknown as Record<string, unknown>[];
      expect(entries.length).toBeGreaterThan(0);
      entries.forEach((e, i) => {
        expect(Object.keys(e).sort(), label(name, i, e)).toEqual([...FIELDS[name], 'source'].sort());
        for (const field of FIELDS[name]) {
          const values = Array.isArray(e[field]) ? (e[field] as unknown[]) : [e[field]];
          expect(values.length, label(name, i, e)).toBeGreaterThan(0);
          for (const v of values)
            expect(typeof v === 'string' && v.trim() !== '', label(name, i, e)).toBe(true);
        }
        expect(sourceProblem(e.source as LexiconSource), label(name, i, e)).toBeNull();
      });
    });
  }

  it('rejects sources that are not dictionary, an existing guide or <law_id>#<n>', () => {
    expect(sourceProblem('dictionary')).toBeNull();
    expect(sourceProblem({ guide: GUIDES[0]!.id })).toBeNull();
    expect(sourceProblem({ article: 'boe-08381293-6388-48e2-8ad2-a9a700f2aa94#84' })).toBeNull();
    expect(sourceProblem({ guide: 'no-such-guide' })).not.toBeNull();
    expect(sourceProblem({ article: 'boe-08381293-6388-48e2-8ad2-a9a700f2aa94' })).not.toBeNull();
    expect(sourceProblem({ article: '#84' })).not.toBeNull();
    expect(sourceProblem('lay-holdout-4' as LexiconSource)).not.toBeNull();
    expect(sourceProblem(undefined)).not.toBeNull();
  });
});

// The shared corpus is never committed: the article check runs only where ../shared/legal (or LEGAL_CORPUS) exists.
const repoRoot = fileURLToPath(new URL('../../../../../..', import.meta.url));
const corpus = process.env.LEGAL_CORPUS ?? path.resolve(repoRoot, '../shared/legal/corpus.jsonl');

describe.skipIf(!existsSync(corpus))('lexicons: every cited article exists in the shared corpus', () => {
  it('finds each article, and in it the wording the entry leads to', async () => {
    const cited = new Map<string, string[]>(); // law_id#n -> the entries citing it
    for (const name of LEXICON_NAMES)
      (loadLexicon(name) as { source: LexiconSource }[]).forEach((e, i) => {
        if (typeof e.source === 'object' && 'article' in e.source)
          cited.set(e.source.article, [...(cited.get(e.source.article) ?? []), `${name}#${i}`]);
      });
    const texts = new Map<string, string>(); // law_id#n -> normalised text and amendment notes
    const lines = createInterface({
      input: createReadStream(corpus, 'utf8'),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as {
        law_id: string;
        article_number: number;
        text: string;
        amendment_notes?: string[];
      };
      const key = `${row.law_id}#${row.article_number}`;
      if (cited.has(key))
        texts.set(
          key,
          `${texts.get(key) ?? ''} ${normalizeArabic([row.text, ...(row.amendment_notes ?? [])].join(' '))}`,
        );
    }
    const missing = [...cited.keys()].filter((k) => !texts.has(k));
    expect(missing, 'articles not in the corpus').toEqual([]);

    const unsupported: string[] = [];
    for (const name of LEXICON_NAMES) {
      const targets = TARGETS[name] as ((e: unknown) => string[]) | undefined;
      if (!targets) continue;
      (loadLexicon(name) as { source: LexiconSource }[]).forEach((e, i) => {
        if (typeof e.source !== 'object' || !('article' in e.source)) return;
        const text = texts.get(e.source.article) ?? '';
        if (!targets(e).some((t) => text.includes(normalizeArabic(t)))) unsupported.push(label(name, i, e));
      });
    }
    expect(unsupported, 'entries whose article has none of their wording').toEqual([]);
  });
});
