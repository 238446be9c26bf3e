import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consolidate } from '../corpus/consolidate.ts';
import { normalizeArabic, tokenize } from '../text/normalize.ts';
import { digitNumbers, numbersStated, wordNumbers } from '../text/numbers-in-text.ts';
import { bundledPlainRules, plainRuleFor, ruleKey } from './plain-rules.ts';

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));
// The shared corpus is never committed: the checks against it run only where ../shared/legal (or LEGAL_CORPUS) exists.
const corpusFile = process.env.LEGAL_CORPUS ?? path.resolve(repoRoot, '../shared/legal/corpus.jsonl');

describe('numbers in a statute’s wording', () => {
  it('reads digits in both scripts, with thousands separators', () => {
    // A single separator may be a decimal point too ("٧٫٥٠٠" is also 7.5): both readings count as stated.
    expect(
      digitNumbers('غرامة لا تزيد على ٥٠٠٬٠٠٠ ريال أو 10,000 ريال خلال 1.5 سنة، و(٧٫٥٠٠) ريال، (0,5 %)'),
    ).toEqual(expect.arrayContaining([500000, 10000, 1.5, 7500, 0.5]));
  });

  it('reads Arabic number words: units, teens, tens, hundreds, thousands and their compounds', () => {
    const cases: [string, number][] = [
      ['مدة لا تزيد على ستين يوماً', 60],
      ['لا يبقى أكثر من اثنتي عشرة ساعة', 12],
      ['أكثر من إحدى عشرة ساعة', 11],
      ['خمسة عشر يوماً', 15],
      ['خمسة وعشرين عاماً', 25],
      ['مائة وعشرين يوماً', 120],
      ['بغرامة لا تزيد على خمسمائة ألف ريال', 500000],
      ['ثلاثة آلاف ريال', 3000],
      ['بثلاثين يوماً', 30],
      ['أجر سنتين', 2],
      ['السنوات الخمس الأولى', 5],
      ['إذا أتم المحضون (الخامسة عشرة) من عمره', 15],
      ['سن (الخامسة والستين)', 65],
      ['مدة لا تتجاوز (سبعمائة وعشرين) يوماً', 720],
      ['المادة (السابعة والعشرين بعد المائة)', 127],
      ['غرامة لا تزيد على مليوني ريال', 2_000_000],
      ['رسم قدره ألفا ريال', 2000],
      ['ما لا يقل عن ثلاثة أرباع المال الشائع', 0.75],
      ['ثلث صافي راتبه', 0.3333],
      ['خلال مدة لا تتعدى أربعًا وعشرين ساعة', 24],
      ['مائتي ريال عن كل متر مربع', 200],
      ['غرامة لا تزيد على مائتين وخمسين ألف ريال', 250_000],
    ];
    for (const [text, value] of cases) expect(wordNumbers(text), text).toContain(value);
  });

  it('finds no number where the wording states none', () => {
    expect([...numbersStated('للعامل الحق في إجازة مدفوعة الأجر')]).toEqual([]);
    // A fraction in digits is one number, a Hijri date is three.
    expect(digitNumbers('3/4 و1/3 في 1436/6/5')).toEqual([0.75, 0.3333, 1436, 6, 5]);
  });
});

describe('plain rules: the data', () => {
  const { lines, bad, rules } = bundledPlainRules();

  it('every line is well formed, and an article has one line', () => {
    expect(bad).toEqual([]);
    const keys = lines.map((l) => ruleKey(l.law_id, l.article, l.bis));
    expect(keys.length - new Set(keys).size).toBe(0);
    expect(rules.size).toBeGreaterThan(0);
  });

  it('gives an answer the rule in its language', () => {
    const line = lines.find((l) => l.ar !== null)!;
    const article = { lawId: line.law_id, articleNumber: line.article, bis: line.bis };
    const all = bundledPlainRules();
    expect(plainRuleFor(all, article, 'ar')).toBe(line.ar);
    expect(plainRuleFor(all, article, 'en')).toBe(line.en);
    expect(plainRuleFor(all, { ...article, articleNumber: 100_000 }, 'ar')).toBeNull();
  });

  it('writes rules as a reader needs them: no raw numbering, no ellipsis, English rules in English', () => {
    const defects: string[] = [];
    for (const l of lines) {
      if (l.ar === null) continue;
      const where = `${l.file} ${l.article}${l.bis ? ' bis' : ''}`;
      for (const text of [l.ar, l.en])
        if (/^\s*(?:[\d٠-٩]+|[أ-ي])\s*[-–).]\s/u.test(text) || /(?:…|\.\.\.)\s*$/.test(text))
          defects.push(`${where}: ${text.slice(0, 60)}`);
      if ((l.en.match(/[\u0600-\u06FF]/g) ?? []).length > 10)
        defects.push(`${where}: Arabic in the English rule`);
    }
    expect(defects).toEqual([]);
  });
});

describe.skipIf(!existsSync(corpusFile))('plain rules against the shared corpus', () => {
  type Row = {
    law_id: string;
    article_number: number;
    bis: boolean;
    text: string;
    amendment_notes: string[];
  };
  const articles = new Map<string, Row>();
  if (existsSync(corpusFile))
    for (const raw of readFileSync(corpusFile, 'utf8').split('\n')) {
      if (!raw.trim()) continue;
      const row = JSON.parse(raw) as Row;
      articles.set(ruleKey(row.law_id, row.article_number, row.bis), row);
    }
  const { lines } = bundledPlainRules();
  const current = (row: Row) =>
    consolidate({ text: row.text, notes: row.amendment_notes, number: row.article_number, bis: row.bis });

  it('every rule is about an article the corpus has', () => {
    const missing = lines
      .filter((l) => !articles.has(ruleKey(l.law_id, l.article, l.bis)))
      .map((l) => `${l.file} ${l.article}${l.bis ? ' bis' : ''}`);
    expect(missing).toEqual([]);
  });

  it('no rule for an article whose in-force wording is unknown or that was repealed', () => {
    const wrong: string[] = [];
    for (const l of lines) {
      const row = articles.get(ruleKey(l.law_id, l.article, l.bis));
      if (!row || l.ar === null) continue;
      const { wording } = current(row);
      if (wording === 'amended-unknown' || wording === 'repealed')
        wrong.push(`${l.file} ${l.article}: ${wording}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every number a rule states is in its article’s in-force wording (or an article of its law that the wording cites)', () => {
    const wrong: string[] = [];
    for (const l of lines) {
      const row = articles.get(ruleKey(l.law_id, l.article, l.bis));
      if (!row || l.ar === null) continue;
      const wording = current(row).current ?? row.text;
      const stated = numbersStated(wording);
      // An article it cites ("المادة (٧٧)", "المادة (التاسعة)", "المادة (السابعة والعشرين بعد المائة)") lends its numbers.
      for (const citation of wording.match(/الماد(?:ة|ه|تين|تان)\s*\(?[^)،.]{1,60}/g) ?? []) {
        for (const cited of [...digitNumbers(citation), ...wordNumbers(citation)]) {
          const other = Number.isInteger(cited) ? articles.get(ruleKey(l.law_id, cited, false)) : undefined;
          if (other) for (const n of numbersStated(current(other).current ?? other.text)) stated.add(n);
        }
      }
      for (const [language, text] of [
        ['ar', l.ar],
        ['en', l.en],
      ] as const) {
        // 1 is said by every singular ("سنة", "a year"); it is never a figure a rule could invent.
        const extra = digitNumbers(text).filter((n) => n !== 1 && !stated.has(n));
        if (extra.length)
          wrong.push(`${l.file} ${l.article}${l.bis ? ' bis' : ''} ${language}: ${extra.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no rule of an amended article repeats five words of its original wording that the wording in force dropped', () => {
    // A reader (and a reviewer) takes such a run as the superseded text; a rule says the law in force in its own words.
    const RUN = 5;
    const runs = (text: string) => {
      const words = tokenize(normalizeArabic(text));
      return new Set(
        words.slice(0, Math.max(0, words.length - RUN + 1)).map((_, i) => words.slice(i, i + RUN).join(' ')),
      );
    };
    const wrong: string[] = [];
    for (const l of lines) {
      const row = articles.get(ruleKey(l.law_id, l.article, l.bis));
      if (!row || l.ar === null || row.amendment_notes.length === 0) continue;
      const { current: inForce, wording } = current(row);
      if (wording !== 'amended' || !inForce) continue;
      const kept = runs(inForce);
      const dropped = [...runs(row.text)].filter((r) => !kept.has(r));
      const rule = runs(l.ar);
      const repeated = dropped.filter((r) => rule.has(r));
      if (repeated.length) wrong.push(`${l.file} ${l.article}${l.bis ? ' bis' : ''}: ${repeated[0]}`);
    }
    expect(wrong).toEqual([]);
  });
});
