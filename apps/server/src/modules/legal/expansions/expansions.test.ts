import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { importLaws } from '../corpus/importer.ts';
import { legalArticles } from '../corpus/schema.ts';
import { buildIndex, editDistance, patternVariant, RANKING, search } from '../ranking/statute-index.ts';
import { parseQuestion } from '../text/query.ts';
import { bundledExpansions, loadExpansions } from './expansions.ts';

const fixture = fileURLToPath(new URL('../corpus/test-fixtures/fixture.jsonl', import.meta.url));

function folderWith(files: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mustashar-expansions-'));
  for (const [name, lines] of Object.entries(files))
    writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
  return dir;
}

const line = (lawId: string, article: number, ar: string[], en: string[] = [], bis = false) =>
  JSON.stringify({ law_id: lawId, article, bis, ar, en });

describe('article expansions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect((await importLaws(t.app.db, fixture)).bad).toEqual([]);
  });
  afterAll(() => t.close());

  it('loads every file of the folder, reports unreadable lines, and merges lines of one article', () => {
    const dir = folderWith({
      'a.jsonl': [line('fx-labour', 109, ['كم يوم اجازتي السنويه'], ['how many days annual leave']), '{oops'],
      'b.jsonl': [
        line('fx-labour', 109, ['الاجازة السنوية كم يوم']),
        JSON.stringify({ law_id: 'x', article: 1 }),
      ],
      'notes.txt': ['not read'],
    });
    const loaded = loadExpansions(dir);
    expect(loaded.files).toBe(2);
    expect(loaded.bad).toEqual(['a.jsonl:2', 'b.jsonl:2']);
    expect(loaded.lines.get('fx-labour#109#0')).toEqual([
      'كم يوم اجازتي السنويه',
      'how many days annual leave',
      'الاجازة السنوية كم يوم',
    ]);
    expect(loadExpansions(path.join(dir, 'missing')).files).toBe(0);
  });

  it('indexes the lines as a field of their article: a lay or English question finds it by them', async () => {
    const words = (question: string) => {
      const parsed = parseQuestion(question);
      return [...parsed.words, ...parsed.english].map((word) => ({ word, weight: 1 }));
    };
    const ask = (index: Awaited<ReturnType<typeof buildIndex>>, question: string) =>
      search(index, {
        words: words(question),
        text: parseQuestion(question).normalized,
        named: [],
        limit: 3,
      }).map((hit) => hit.id);
    const plain = await buildIndex(t.app.db, loadExpansions(folderWith({})));
    const dir = folderWith({
      'labour.jsonl': [
        line(
          'fx-labour',
          53,
          ['الموظف الجديد متى يتثبت', 'الشركة تبي تمدد فترة التجربه'],
          ['probation period how long'],
        ),
        // The corpus lacks this article of a law it has (reported), and a whole law it lacks (ignored).
        line('fx-labour', 999, ['مادة غير موجودة']),
        line('boe-not-imported', 1, ['نظام غير مستورد']),
      ],
    });
    const expanded = await buildIndex(t.app.db, loadExpansions(dir));
    expect(expanded.expanded).toBe(1);
    expect(expanded.expansionsMissing).toEqual(['fx-labour#999#0']);

    const [probation] = await t.app.db
      .select({ id: legalArticles.id })
      .from(legalArticles)
      .where(and(eq(legalArticles.lawId, 'fx-labour'), eq(legalArticles.number, 53)));
    const id = probation?.id;
    expect(id).toBeTruthy();
    // Neither question shares a word with the article's text; its expansions carry them.
    expect(ask(plain, 'الموظف الجديد متى يتثبت')).not.toContain(id);
    expect(ask(expanded, 'الموظف الجديد متى يتثبت')[0]).toBe(id);
    // English words reach only the English lines (the glossary's Arabic words are left out here).
    const english = (index: Awaited<ReturnType<typeof buildIndex>>, question: string) =>
      search(index, {
        words: parseQuestion(question).english.map((word) => ({ word, weight: 1 })),
        text: '',
        named: [],
        limit: 3,
      }).map((hit) => hit.id);
    expect(english(plain, 'how long is the probation period?')).toEqual([]);
    expect(english(expanded, 'how long is the probation period?')[0]).toBe(id);
  });

  it('reads a misspelt question none of whose words it knows by the nearest known spellings', async () => {
    const dir = folderWith({
      'labour.jsonl': [line('fx-labour', 53, ['الموظف الجديد متى يتثبت'], ['probation period how long'])],
    });
    const index = await buildIndex(t.app.db, loadExpansions(dir));
    const ask = (question: string, spelling?: boolean) => {
      const parsed = parseQuestion(question);
      return search(index, {
        words: [...parsed.words, ...parsed.english].map((word) => ({ word, weight: 1 })),
        text: parsed.normalized,
        named: [],
        limit: 3,
        spelling,
      }).map((hit) => hit.id);
    };
    const [probation] = await t.app.db
      .select({ id: legalArticles.id })
      .from(legalArticles)
      .where(and(eq(legalArticles.lawId, 'fx-labour'), eq(legalArticles.number, 53)));
    // "probaton peroid": no word known as written; within two edits of the article's English lines.
    expect(ask('probaton peroid', false)).toEqual([]);
    expect(ask('probaton peroid')[0]).toBe(probation?.id);
    // Arabic too: "يتثيت" is one letter off the expansion's "يتثبت".
    expect(ask('متى يتثيت', false)).toEqual([]);
    expect(ask('متى يتثيت')).toContain(probation?.id);
    // Short words are never corrected (too many near neighbours), and a known word keeps its own reading.
    expect(ask('zzq')).toEqual([]);
  });

  it('reads a verb for its noun (اعترض for اعتراض): pattern variants count at a lower weight', async () => {
    const dir = folderWith({
      'labour.jsonl': [
        line('fx-labour', 53, ['الاعتراض على فترة التجربة'], ['objection to probation']),
        line('fx-labour', 98, ['متى اعترض على ساعات العمل']),
      ],
    });
    const index = await buildIndex(t.app.db, loadExpansions(dir));
    const ask = (question: string) => {
      const parsed = parseQuestion(question);
      return search(index, {
        words: parsed.words.map((word) => ({ word, weight: 1 })),
        text: parsed.normalized,
        named: [],
        limit: 3,
      }).map((hit) => hit.id);
    };
    const [probation] = await t.app.db
      .select({ id: legalArticles.id })
      .from(legalArticles)
      .where(and(eq(legalArticles.lawId, 'fx-labour'), eq(legalArticles.number, 53)));
    const saved = RANKING.variantWeight;
    try {
      RANKING.variantWeight = 0;
      // "اعترض" is known (the working-hours article's line), so no spelling correction happens: only the variant
      // reaches the probation article's "الاعتراض".
      expect(ask('ابي اعترض')).not.toContain(probation?.id);
      RANKING.variantWeight = saved;
      expect(ask('ابي اعترض')).toContain(probation?.id);
    } finally {
      RANKING.variantWeight = saved;
    }
    expect(patternVariant('اعترض', 'اعتراض')).toBe(true);
    expect(patternVariant('عامل', 'عاقل')).toBe(false);
    expect(patternVariant('سجل', 'سجلن')).toBe(false);
  });

  it('counts edits with transpositions as one, and stops past the limit', () => {
    expect(editDistance('landlord', 'landlrod', 2)).toBe(1);
    expect(editDistance('deposit', 'deposite', 1)).toBe(1);
    expect(editDistance('عقد', 'عقد', 1)).toBe(0);
    expect(editDistance('probation', 'period', 2)).toBe(3);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });

  it('the bundled expansions read cleanly', () => {
    expect(bundledExpansions().bad).toEqual([]);
  });
});
