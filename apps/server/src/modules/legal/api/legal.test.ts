import { fileURLToPath } from 'node:url';
import { ArticleResponseSchema, LawDetailSchema, LegalSearchResponseSchema } from '@mustashar/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { importLaws, parseLawDate } from '../corpus/importer.ts';
import { legalArticles, legalLaws } from '../corpus/schema.ts';
import { articleTexts, research, retrieve } from '../ranking/research.ts';
import { normalizeArabic } from '../text/normalize.ts';

const fixture = fileURLToPath(new URL('../corpus/test-fixtures/fixture.jsonl', import.meta.url));
const badLines = fileURLToPath(new URL('../corpus/test-fixtures/bad-lines.jsonl', import.meta.url));
const amended = fileURLToPath(new URL('../corpus/test-fixtures/amended.jsonl', import.meta.url));

describe('legal statutes: import, retrieval and API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const report = await importLaws(t.app.db, fixture);
    expect(report).toMatchObject({ laws: 4, articles: 16, bad: [] });
  });
  afterAll(() => t.close());

  it('re-imports idempotently: updates rows, never duplicates them', async () => {
    await importLaws(t.app.db, fixture);
    expect(await t.app.db.select().from(legalArticles)).toHaveLength(16);
    const laws = await t.app.db.select().from(legalLaws);
    expect(laws).toHaveLength(4);
    const labour = laws.find((l) => l.id === 'fx-labour')!;
    expect(labour).toMatchObject({
      articleCount: 8,
      issuedHijri: '1426-08-23',
      issuedGregorian: '2005-09-27',
    });
  });

  it('reports bad lines with their numbers and keeps going', async () => {
    const report = await importLaws(t.app.db, badLines);
    expect(report.articles).toBe(1);
    expect(report.bad.map((b) => b.line)).toEqual([2, 3, 4]);
    expect(report.bad[0]!.error).toMatch(/invalid JSON/);
    expect(report.bad[1]!.error).toMatch(/article_number/);
    expect(report.bad[2]!.error).toMatch(/text/);
    expect(await t.app.db.select().from(legalArticles)).toHaveLength(16);
  });

  it('parses Hijri and Gregorian dates', () => {
    expect(parseLawDate('1426/08/23 هـ الموافق : 27/09/2005 مـ')).toEqual({
      hijri: '1426-08-23',
      gregorian: '2005-09-27',
    });
    expect(parseLawDate('2005-09-27')).toEqual({ hijri: null, gregorian: '2005-09-27' });
    expect(parseLawDate(null)).toEqual({ hijri: null, gregorian: null });
  });

  it('finds a cited article first, in Arabic and English forms', async () => {
    for (const q of ['المادة ٧٧ من نظام العمل', 'م/٧٧ نظام العمل', 'article 77 of the labor law']) {
      const [first] = await retrieve(t.app.db, q, { limit: 5 });
      expect(first, q).toMatchObject({ lawId: 'fx-labour', articleNumber: 77, bis: false });
    }
    const [bis] = await retrieve(t.app.db, 'المادة 77 مكرر من نظام العمل');
    expect(bis).toMatchObject({ articleNumber: 77, bis: true });
  });

  it('answers an end-of-service lay question and its English twin with the end-of-service article', async () => {
    const ar = await retrieve(t.app.db, 'كم مكافأة نهاية الخدمه لعامل خدم ٦ سنوات؟', { limit: 3 });
    expect(ar.slice(0, 2).map((r) => r.articleNumber)).toContain(84);
    const en = await retrieve(t.app.db, 'How much end of service award for a worker who served 6 years?', {
      locale: 'en',
      limit: 3,
    });
    expect(en.slice(0, 2).map((r) => r.articleNumber)).toContain(84);
    expect(en[0]!.lawId).toBe('fx-labour');
  });

  it('ranks a repealed law below an in-force one', async () => {
    const results = await retrieve(t.app.db, 'مكافأة نهاية الخدمة للعامل', { limit: 10 });
    const inForce = results.findIndex((r) => r.lawId === 'fx-labour' && r.articleNumber === 84);
    const repealed = results.findIndex((r) => r.lawId === 'fx-rent-old' && r.articleNumber === 3);
    expect(inForce).toBeGreaterThanOrEqual(0);
    expect(repealed).toBeGreaterThan(inForce);
    expect(results[repealed]!.lawStatus).toBe('repealed');
  });

  it('searches amended wording and shows it first', async () => {
    // "خمسة عشر يوما" and "أجر شهرين" appear only in the amendment note of article 77: its in-force wording.
    const [first] = await retrieve(t.app.db, 'تعويض أجر خمسة عشر يوما عن كل سنة لا يقل عن أجر شهرين', {
      limit: 3,
    });
    expect(first).toMatchObject({ lawId: 'fx-labour', articleNumber: 77 });
    expect(first!.excerpt).toMatch(/^عدلت هذه المادة|خمسة عشر/);
  });

  it('matches any term, never requires all of them, and uses lay synonyms', async () => {
    const results = await retrieve(t.app.db, 'طليقي يرفض يعطيني حضانة الأطفال وش أسوي', { limit: 3 });
    expect(results[0]).toMatchObject({ lawId: 'fx-family', articleNumber: 124 });
    const cheque = await retrieve(t.app.db, 'bounced cheque punishment', { limit: 3 });
    expect(cheque[0]).toMatchObject({ lawId: 'fx-cheques', articleNumber: 118 });
  });

  it('ranks the laws an assistant prefers higher without filtering others out', async () => {
    const question = 'مكافأة نهاية الخدمة للعامل';
    const general = await research(t.app.db, question, { limit: 10 });
    const realEstate = await research(t.app.db, question, {
      limit: 10,
      prefer: { categories: ['real_estate'], topics: ['renting'] },
    });
    const score = (r: typeof general) =>
      r.articles.find((a) => a.lawId === 'fx-rent-old' && a.articleNumber === 3)?.score ?? 0;
    expect(score(general)).toBeGreaterThan(0);
    expect(score(realEstate)).toBeCloseTo(score(general) * 1.3, 5);
    expect(realEstate.articles.some((a) => a.lawId === 'fx-labour')).toBe(true);
  });

  it('serves search, laws, a law and an article over HTTP', async () => {
    const search = await t.app.inject({
      url: `/api/legal/search?q=${encodeURIComponent('فترة التجربة')}&limit=3`,
    });
    expect(search.statusCode).toBe(200);
    const body = LegalSearchResponseSchema.parse(search.json());
    expect(body.results[0]).toMatchObject({
      kind: 'article',
      lawId: 'fx-labour',
      lawTitle: 'نظام العمل',
      articleNumber: 53,
      url: '/library/laws/fx-labour#article-53',
    });
    expect(body.results[0]!.excerpt.length).toBeLessThanOrEqual(300);

    const filtered = await t.app.inject({
      url: `/api/legal/search?q=${encodeURIComponent('الأجرة')}&law=fx-family`,
    });
    expect(filtered.json().results.every((r: { lawId: string }) => r.lawId === 'fx-family')).toBe(true);

    const laws = await t.app.inject({ url: '/api/legal/laws' });
    expect(laws.json().laws.find((l: { id: string }) => l.id === 'fx-rent-old')).toMatchObject({
      status: 'repealed',
      articleCount: 3,
      category: 'real_estate',
    });

    const law = LawDetailSchema.parse((await t.app.inject({ url: '/api/legal/laws/fx-labour' })).json());
    expect(law.articles.map((a) => `${a.number}${a.bis ? 'b' : ''}`)).toEqual([
      '1',
      '53',
      '77',
      '77b',
      '84',
      '85',
      '98',
      '109',
    ]);
    const article = await t.app.inject({ url: `/api/legal/articles/${law.articles[2]!.id}` });
    expect(article.json()).toMatchObject({ number: 77, lawTitle: 'نظام العمل', lawStatus: 'in_force' });
    expect(article.json().amendmentNotes).toHaveLength(1);
    expect(article.json()).toMatchObject({
      wording: 'amended',
      currentText: expect.stringContaining('خمسة عشر'),
    });

    expect((await t.app.inject({ url: '/api/legal/laws/nope' })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/legal/articles/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/legal/search?q=' })).statusCode).toBe(400);
  });

  it('keeps the term statistics in step with the articles', async () => {
    const result = await t.app.db.execute(sql`select count(*)::int as n from legal_term_stats`);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
    expect(Number(rows[0]!.n)).toBeGreaterThan(50);
  });
});

describe('the in-force wording of amended articles', () => {
  let t: TestApp;
  const idOf = async (number: number, bis = false) => {
    const rows = await t.app.db.select().from(legalArticles);
    return rows.find((r) => r.lawId === 'fx-amend' && r.number === number && r.bis === bis)!;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports each shape and every note it could not apply', async () => {
    const report = await importLaws(t.app.db, amended);
    expect(report).toMatchObject({ laws: 1, articles: 7, bad: [] });
    expect(report.consolidation.byShape).toMatchObject({
      'replace-article': 1,
      'replace-paragraph': 1,
      repeal: 1,
      'no-text': 1,
      'add-article': 1,
      unparsed: 1,
    });
    expect(report.consolidation.byWording).toEqual({
      original: 1,
      amended: 2,
      'amended-unknown': 2,
      repealed: 1,
    });
    expect(report.consolidation.addedArticles).toBe(1);
    expect(report.consolidation.unparsed).toEqual([
      {
        lawId: 'fx-amend',
        article: '6',
        reason: 'note not understood',
        note: expect.stringContaining('استثناء'),
      },
    ]);
  });

  it('stores and indexes the in-force wording, not the superseded one', async () => {
    const a1 = await idOf(1);
    expect(a1).toMatchObject({ wording: 'amended', inForceAsOf: '5/6/1436هـ' });
    expect(a1.textCurrent).toContain('اثنتي عشرة ساعة');
    expect(a1.searchText).not.toContain(normalizeArabic('إحدى عشرة'));
    expect(a1.searchText).toContain(normalizeArabic('اثنتي عشرة'));
    expect((await idOf(2)).textCurrent).toBe(
      'تلتزم المنشأة بما يأتي:\n1 - إعلان جدول ساعات العمل.\n2- حفظ سجل الحضور ثلاث سنوات\n3 - إبلاغ الوزارة بأي تغيير.',
    );
    expect(await idOf(3)).toMatchObject({ wording: 'repealed', textCurrent: null });
    // Amended without the new wording in the corpus: still found by its original text, but marked.
    const a4 = await idOf(4);
    expect(a4).toMatchObject({ wording: 'amended-unknown', textCurrent: null, inForceAsOf: '1439/12/5هـ' });
    expect(a4.searchText).toContain(normalizeArabic('فترات الراحة'));
    expect(await idOf(5, true)).toMatchObject({
      wording: 'amended',
      label: 'المادة 5 مكرر',
      textAr: 'يجوز للوزير استثناء الأعمال المتقطعة من حكم المادة الأولى',
      chapter: 'ساعات العمل',
    });
  });

  it('stays idempotent on re-import', async () => {
    const before = await t.app.db.select().from(legalArticles);
    const report = await importLaws(t.app.db, amended);
    expect(report.consolidation.addedArticles).toBe(1);
    const after = await t.app.db.select().from(legalArticles);
    expect(after).toHaveLength(7);
    const key = (r: (typeof after)[number]) => `${r.number}${r.bis}`;
    const strip = (rows: typeof after) =>
      rows
        .map((r) => ({ id: r.id, k: key(r), t: r.textCurrent, w: r.wording, a: r.amendments }))
        .sort((x, y) => x.k.localeCompare(y.k));
    expect(strip(after)).toEqual(strip(before));
  });

  it('quotes the in-force wording, and says when the amended wording is not in this copy', async () => {
    const [first] = await retrieve(t.app.db, 'كم ساعة يبقى العامل في مكان العمل اثنتي عشرة ساعة', {
      limit: 3,
    });
    expect(first).toMatchObject({
      lawId: 'fx-amend',
      articleNumber: 1,
      wording: 'amended',
      inForceAsOf: '5/6/1436هـ',
    });
    expect(first!.excerpt).toContain('اثنتي عشرة');
    expect(first!.excerpt).not.toContain('إحدى عشرة');
    expect(first!.amendedBy).toBe('المرسوم الملكي رقم (م/46)');

    const [rest] = await retrieve(t.app.db, 'المادة 4 من نظام ساعات العمل التجريبي');
    expect(rest).toMatchObject({
      articleNumber: 4,
      wording: 'amended-unknown',
      amendedBy: 'المرسوم الملكي رقم (م/115)',
    });
    expect(rest!.excerpt).toMatch(
      /^\[عُدّلت هذه المادة بـالمرسوم الملكي رقم \(م\/115\) وتاريخ 1439\/12\/5هـ، والنص المعدّل ليس في هذه النسخة/,
    );

    const texts = await articleTexts(t.app.db, [(await idOf(1)).id, (await idOf(3)).id]);
    expect(texts.get((await idOf(1)).id)).toBe(
      'لا يبقى العامل في مكان العمل أكثر من اثنتي عشرة ساعة في اليوم الواحد',
    );
    expect(texts.get((await idOf(3)).id)).toMatch(/^\[أُلغيت هذه المادة/);
  });

  it('serves the current wording, its date and its history in the library', async () => {
    const res = await t.app.inject({ url: `/api/legal/articles/${(await idOf(1)).id}` });
    expect(res.statusCode).toBe(200);
    const body = ArticleResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      wording: 'amended',
      currentText: 'لا يبقى العامل في مكان العمل أكثر من اثنتي عشرة ساعة في اليوم الواحد',
      inForceAsOf: '5/6/1436هـ',
      amendedBy: 'المرسوم الملكي رقم (م/46)',
      history: {
        original: 'لا يبقى العامل في مكان العمل أكثر من إحدى عشرة ساعة في اليوم الواحد.',
        amendments: [
          {
            decree: 'المرسوم الملكي رقم (م/46)',
            date: '5/6/1436هـ',
            kind: 'replace-article',
            text: 'لا يبقى العامل في مكان العمل أكثر من اثنتي عشرة ساعة في اليوم الواحد',
          },
        ],
      },
    });
    const unknown = ArticleResponseSchema.parse(
      (await t.app.inject({ url: `/api/legal/articles/${(await idOf(4)).id}` })).json(),
    );
    expect(unknown).toMatchObject({
      wording: 'amended-unknown',
      currentText: null,
      amendedBy: 'المرسوم الملكي رقم (م/115)',
    });
    const law = LawDetailSchema.parse((await t.app.inject({ url: '/api/legal/laws/fx-amend' })).json());
    expect(law.articles.find((a) => a.number === 3)).toMatchObject({
      wording: 'repealed',
      currentText: null,
    });
  });
});
