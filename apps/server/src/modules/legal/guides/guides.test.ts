import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guideTerms, searchGuides } from '../ranking/guide-index.ts';
import { LAW_ALIASES } from '../text/law-aliases.ts';
import { normalizeArabic } from '../text/normalize.ts';
import { GUIDES } from './index.ts';

const MIN_GUIDES = 60; // fewer would leave common questions without a guide to answer from
const wordCount = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('guides: structure', () => {
  it(`has at least ${MIN_GUIDES} guides with unique kebab-case ids`, () => {
    expect(GUIDES.length).toBeGreaterThanOrEqual(MIN_GUIDES);
    const ids = GUIDES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  for (const g of GUIDES) {
    it(`${g.id}: both languages, citations, body length`, () => {
      for (const lang of ['ar', 'en'] as const) {
        expect(g.title[lang].trim(), `${lang} title`).not.toBe('');
        expect(g.summary[lang].trim(), `${lang} summary`).not.toBe('');
        expect(g.keywords[lang].length, `${lang} keywords`).toBeGreaterThan(0);
        const words = wordCount(g.body[lang]);
        expect(words, `${lang} body words`).toBeGreaterThanOrEqual(150);
        expect(words, `${lang} body words`).toBeLessThanOrEqual(350);
      }
      expect(/[\u0600-\u06FF]/.test(g.body.ar)).toBe(true);
      expect(g.citations.length).toBeGreaterThanOrEqual(1);
      for (const c of g.citations) {
        expect(c.lawTitle.trim()).not.toBe('');
        expect(c.articles.length).toBeGreaterThan(0);
        expect(c.about.length).toBeGreaterThan(0);
      }
    });
  }
});

describe('guides: confident search', () => {
  const confident = (q: string) => searchGuides(q, { confidentOnly: true }).map((h) => h.guide.id);

  it('finds no confident guide for off-topic English questions that only touch a guide body', () => {
    // "good" ~ "goods" and "restaurants" in the limitation-periods body; "visas" and "citizens" in the Nitaqat body.
    expect(confident('recommend a good restaurant in Jeddah')).toEqual([]);
    expect(confident('a good restaurant in Jeddah')).toEqual([]);
    expect(confident('How much is a tourist visa to Saudi Arabia for a UK citizen?')).toEqual([]);
    expect(confident('a tourist visa for a UK citizen')).toEqual([]);
  });

  it('keeps "goods" apart from "good"', () => {
    expect(guideTerms('good goods')).toEqual(['e:good', 'e:goods']);
  });

  it('still finds confident guides for genuine questions', () => {
    expect(confident('How much end of service gratuity do I get after 5 years?')[0]).toBe(
      'end-of-service-award',
    );
    expect(confident('my landlord wants to raise the rent before the lease ends')).toContain(
      'lease-renewal-and-eviction',
    );
    expect(confident('the shop refuses to refund defective goods')).toEqual(
      expect.arrayContaining(['online-purchase-returns', 'defective-product-warranty']),
    );
    expect(confident('warranty on goods')[0]).toBe('defective-product-warranty');
    expect(confident('كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟')[0]).toBe('end-of-service-award');
  });
});

// The shared corpus is never committed: the citation check runs only where ../shared/legal (or LEGAL_CORPUS) exists.
const repoRoot = fileURLToPath(new URL('../../../../../..', import.meta.url));
const corpus = process.env.LEGAL_CORPUS ?? path.resolve(repoRoot, '../shared/legal/corpus.jsonl');

type Row = {
  law_id: string;
  law_title: string;
  article_number: number;
  text: string;
  amendment_notes?: string[];
};

describe.skipIf(!existsSync(corpus))('guides: every citation checked against the shared corpus', () => {
  it('cites laws and articles that exist and are about what the guide says', async () => {
    const norm = (s: string) => normalizeArabic(s);
    // Titles a citation may match: the title itself plus, when it is a key of the alias table, its aliases.
    const wanted = new Map<string, string>(); // normalised title or alias -> citation title
    for (const g of GUIDES)
      for (const c of g.citations) {
        wanted.set(norm(c.lawTitle), c.lawTitle);
        for (const alias of LAW_ALIASES[c.lawTitle] ?? []) wanted.set(norm(alias), c.lawTitle);
      }
    // citation title -> law id -> article number -> normalised text (text + amendment notes)
    const laws = new Map<string, Map<string, Map<number, string>>>();
    const lines = createInterface({
      input: createReadStream(corpus, 'utf8'),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      if (!line) continue;
      const row = JSON.parse(line) as Row;
      const title = wanted.get(norm(row.law_title));
      if (!title) continue;
      const byId = laws.get(title) ?? new Map<string, Map<number, string>>();
      laws.set(title, byId);
      const articles = byId.get(row.law_id) ?? new Map<number, string>();
      byId.set(row.law_id, articles);
      const text = norm([row.text, ...(row.amendment_notes ?? [])].join(' '));
      articles.set(row.article_number, `${articles.get(row.article_number) ?? ''} ${text}`);
    }

    const problems: string[] = [];
    for (const g of GUIDES)
      for (const c of g.citations) {
        const byId = laws.get(c.lawTitle);
        if (!byId) {
          problems.push(`${g.id}: no law titled ${c.lawTitle}`);
          continue;
        }
        if (!c.lawId && byId.size > 1) {
          problems.push(`${g.id}: ${c.lawTitle} names ${byId.size} laws; give lawId`);
          continue;
        }
        const articles = c.lawId ? byId.get(c.lawId) : [...byId.values()][0];
        if (!articles) {
          problems.push(`${g.id}: ${c.lawTitle} has no law id ${c.lawId}`);
          continue;
        }
        const about = c.about.map(norm);
        for (const n of c.articles) {
          const text = articles.get(n);
          if (text === undefined) problems.push(`${g.id}: ${c.lawTitle} has no article ${n}`);
          else if (!about.some((w) => text.includes(w)))
            problems.push(`${g.id}: ${c.lawTitle} ${n} contains none of ${c.about.join('، ')}`);
        }
      }
    expect(problems).toEqual([]);
  }, 120_000);
});
