import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { answerRequest } from '../../../../test/support/legal-answer.ts';
import { createLegalAnswerer } from '../answer/answer.ts';
import { retrieve } from '../ranking/research.ts';
import { searchIndex } from '../ranking/statute-index.ts';
import { importLaws } from './importer.ts';

// The shared corpus is never committed: this file runs only where ../shared/legal (or LEGAL_CORPUS) exists.
const serverDir = fileURLToPath(new URL('../../../..', import.meta.url));
const corpus = process.env.LEGAL_CORPUS ?? path.resolve(serverDir, '../../../shared/legal/corpus.jsonl');
const LABOUR_LAW = 'boe-08381293-6388-48e2-8ad2-a9a700f2aa94';
const ANTI_CYBER_CRIME_LAW = 'boe-25df73d6-0f49-4dc5-b010-a9a700f2ec1d';
const COMMERCIAL_REGISTER_LAW = 'boe-d0e0ea69-e88b-471a-9773-b20900a51be6';
const SOCIAL_INSURANCE_LAW = 'boe-eaee8a20-3a54-4aaf-b0d9-b1ad00998962';
const SOCIAL_INSURANCE_LAW_1421 = 'boe-8ff3cd90-e466-4bf9-a071-a9a700f2a70d';
const PERSONAL_STATUS_LAW = 'boe-4d72d829-947b-45d5-b9b5-ae5800d6bac2';
const MAINTENANCE = [44, 51, 107];
/** How an answer names the Labour Law: the corpus's Arabic title, or its English one in English answers. */
const LABOUR_LAW_NAME = { ar: 'نظام العمل', en: 'Labor Law' } as const;
const END_OF_SERVICE = [84, 85, 86, 87, 88];

describe.skipIf(!existsSync(corpus))('retrieval on the shared Saudi corpus', () => {
  let t: TestApp;
  let report: Awaited<ReturnType<typeof importLaws>>;
  beforeAll(async () => {
    t = await createTestApp();
    report = await importLaws(t.app.db, corpus);
    expect(report.bad).toEqual([]);
    // The ranking index is built on first use: build it here, under the import's time, not the first test's.
    await searchIndex(t.app.db);
  }, 240_000);
  afterAll(() => t.close());

  const endOfServiceInTop5 = async (question: string) => {
    const results = await retrieve(t.app.db, question, { limit: 5 });
    return results.some((r) => r.lawId === LABOUR_LAW && END_OF_SERVICE.includes(r.articleNumber));
  };

  it('answers the end-of-service question, in Arabic and English, from the Labour Law', async () => {
    expect(await endOfServiceInTop5('كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟')).toBe(true);
    expect(
      await endOfServiceInTop5('How much is the end of service award for a worker who served 6 years?'),
    ).toBe(true);
  });

  it('reads the dialect "سنين" as years, not as age (سن): an unfair-dismissal question stays in the Labour Law', async () => {
    const results = await retrieve(t.app.db, 'الشركة فصلتني بدون سبب بعد ست سنين وش حقوقي؟', { limit: 5 });
    expect(results.every((r) => r.lawId === LABOUR_LAW)).toBe(true);
    expect(results.map((r) => r.articleNumber)).toContain(77);
  });

  it('reads a worker’s dialect about a sponsor, a salary or a deduction as Labour Law questions', async () => {
    const top = async (question: string, k = 3) =>
      (await retrieve(t.app.db, question, { limit: k })).map((r) => `${r.lawId}#${r.articleNumber}`);
    // راتب is the civil and military service laws' word; with an employer in the question it means the wage (اجر).
    expect((await top('كفيلي ما عطاني راتب ثلاث شهور وش اسوي'))[0]).toMatch(new RegExp(`^${LABOUR_LAW}#`));
    expect((await top('الشركة ما صرفت راتبي')).every((k) => k.startsWith(LABOUR_LAW))).toBe(true);
    // يخصم is the statutes' يحسم: the deduction articles 92–94.
    expect(await top('مديري يخصم من راتبي بدون سبب')).toEqual(
      expect.arrayContaining([`${LABOUR_LAW}#92`, `${LABOUR_LAW}#93`]),
    );
    // In English too: "company" and "salary" (→ الشركة, الاجر) make it the Labour Law's wage article 90.
    expect(await top('my company has not paid my salary for two months')).toContain(`${LABOUR_LAW}#90`);
    // Without an employer in it, a salary question is left to the service laws.
    expect((await top('كم راتب الضابط'))[0]).not.toMatch(new RegExp(`^${LABOUR_LAW}#`));
  });

  it('reads a job question as the Labour Law’s even without an employer word, and the worker’s company as the employer', async () => {
    const top = async (question: string, k = 3) =>
      (await retrieve(t.app.db, question, { limit: k })).map((r) => `${r.lawId}#${r.articleNumber}`);
    // "للشركة … تنقلني": the employer moving a worker (art. 58), not the Companies Law's شركة.
    const transfer = await top('هل يحق للشركة تنقلني الى الدمام');
    expect(transfer[0]).toMatch(new RegExp(`^${LABOUR_LAW}#`));
    expect(transfer).toContain(`${LABOUR_LAW}#58`);
    // Resigning needs notice (art. 75); "ابي استقيل" alone says it is a job.
    expect(await top('ابي استقيل كم مدة الاشعار')).toContain(`${LABOUR_LAW}#75`);
    // The employer bears the iqama fees (art. 40); a worker hit by the employer may leave without notice (art. 81).
    expect((await top('the company wants me to pay the iqama fees'))[0]).toBe(`${LABOUR_LAW}#40`);
    expect(await top('my boss hit me, can I leave the job')).toContain(`${LABOUR_LAW}#81`);
    // Registration with social insurance is a social insurance law's, not the insurance companies'. Both the new
    // law and the 1421H one are in force (the old one still governs those insured before the new one) and both
    // have expansions, so either may come first.
    expect((await top('هل الشركة ملزمة تسجلني في التأمينات'))[0]).toMatch(
      new RegExp(`^(?:${SOCIAL_INSURANCE_LAW}|${SOCIAL_INSURANCE_LAW_1421})#`),
    );
    // A government job is the civil service's: the Labour Law is not preferred.
    expect((await top('انا موظف حكومي كم ساعات الدوام'))[0]).not.toMatch(new RegExp(`^${LABOUR_LAW}#`));
  });

  it('reads a wife’s "زوجي ما يصرف علي" as maintenance (نفقة)', async () => {
    const results = await retrieve(t.app.db, 'زوجي ما يصرف علي وش اسوي', { limit: 3 });
    // The husband's duty of maintenance (44, 51) or the wife's remedy when he does not pay it (107).
    expect(results.every((r) => r.lawId === PERSONAL_STATUS_LAW)).toBe(true);
    expect(MAINTENANCE).toContain(results[0]?.articleNumber);
    expect(results.map((r) => r.articleNumber).some((n) => n === 44 || n === 51)).toBe(true);
  });

  it('gives every English legal question some article, through the English expansion lines', async () => {
    for (const question of [
      "my neighbour's dog keeps barking at night",
      'can the police search my phone without a warrant',
      'is gambling allowed',
      'copyright for my youtube video',
      'my visa expired what happens',
    ]) {
      expect(
        (await retrieve(t.app.db, question, { limit: 5, locale: 'en' })).length,
        question,
      ).toBeGreaterThan(0);
    }
  });

  it('sends someone opening a business to the Commercial Register Law (through its expansions)', async () => {
    const results = await retrieve(t.app.db, 'ابي افتح مؤسسة وش المطلوب', { limit: 3 });
    // Who must register (art. 5). Since the Public Prosecution Law has expansions, its article barring prosecutors
    // from trade ("ابغى افتح مؤسسة وانا محقق في النيابة") can rank above it for this bare question: the ranking
    // counts a line's words the question has, not those it lacks (noted in ADR 039).
    expect(results.map((r) => `${r.lawId}#${r.articleNumber}`)).toContain(`${COMMERCIAL_REGISTER_LAW}#5`);
  });

  it('reads an insult on a social network as the Anti-Cyber Crime Law’s defamation offence', async () => {
    const results = await retrieve(t.app.db, 'واحد سبني في تويتر وش العقوبة', { limit: 3 });
    expect(results[0]).toMatchObject({ lawId: ANTI_CYBER_CRIME_LAW, articleNumber: 3 });
    // And recording someone, asked in English: the same article's invasion of private life by camera phones.
    const english = await retrieve(t.app.db, 'is recording someone without permission a crime', { limit: 3 });
    expect(english[0]).toMatchObject({ lawId: ANTI_CYBER_CRIME_LAW, articleNumber: 3 });
  });

  it('answers the end-of-service question through the answerer with the Labour Law articles among the top citations', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    for (const [question, locale] of [
      ['كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟', 'ar'],
      ['How much is the end of service award for a worker who served 6 years?', 'en'],
    ] as const) {
      const answer = await answerer.answer(answerRequest(question, { locale }), () => {});
      // The answer opens with the end-of-service guide or, when the best article has a plain rule, that article
      // (answer.ts offers its rule before the guides); the guide is cited either way.
      const first = answer.citations[0]!;
      expect(
        first.kind === 'guide'
          ? first.url === '/library/guides/end-of-service-award'
          : first.law === LABOUR_LAW_NAME[locale] && END_OF_SERVICE.includes(Number(first.article)),
        question,
      ).toBe(true);
      expect(
        answer.citations.some((c) => c.kind === 'guide' && c.url === '/library/guides/end-of-service-award'),
        question,
      ).toBe(true);
      const top = answer.citations.slice(0, 4);
      expect(
        top.some(
          (c) =>
            c.kind === 'article' &&
            c.law === LABOUR_LAW_NAME[locale] &&
            END_OF_SERVICE.includes(Number(c.article)),
        ),
        question,
      ).toBe(true);
      if (locale === 'en')
        for (const c of answer.citations.filter((c) => c.kind === 'article'))
          expect(c.label).toBe(`Article ${c.article.replace(/ مكرر$/, ' bis')}`);
    }
  });

  it('answers a question on Egyptian law with the out-of-jurisdiction notice and no Saudi citations', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    const answer = await answerer.answer(
      {
        question: 'كم مكافأة نهاية الخدمة في قانون العمل المصري؟',
        locale: 'ar',
        history: [],
        attachments: [],
        assistant: 'general',
        signal: new AbortController().signal,
      },
      () => {},
    );
    expect(answer.text).toContain('الأنظمة السعودية فقط');
    expect(answer.citations).toEqual([]);
  });

  it('returns Labour Law article 77 first when asked for it', async () => {
    const [first] = await retrieve(t.app.db, 'المادة ٧٧ من نظام العمل');
    expect(first).toMatchObject({ lawId: LABOUR_LAW, articleNumber: 77, lawTitle: 'نظام العمل' });
    // Its 1436H wording lives only in the amendment notes: the importer made it the article's wording.
    expect(first!.excerpt).toContain('خمسة عشر');
    expect(first).toMatchObject({ wording: 'amended', amendedBy: 'المرسوم الملكي رقم (م/46)' });
  });

  it('quotes the in-force wording of amended Labour Law articles, never the superseded one', async () => {
    const [hours] = await retrieve(t.app.db, 'المادة 101 من نظام العمل');
    expect(hours).toMatchObject({ lawId: LABOUR_LAW, articleNumber: 101, wording: 'amended' });
    expect(hours!.excerpt).toContain('اثنتي عشرة ساعة');
    expect(hours!.excerpt).not.toContain('إحدى عشرة ساعة');
    const [transfer] = await retrieve(t.app.db, 'المادة 58 من نظام العمل');
    expect(transfer!.excerpt).toMatch(/بغير موافقته\s*–\s*كتابةً/);
    // Added by a note on article 11, absent from the corpus as a line of its own.
    const [bis] = await retrieve(t.app.db, 'المادة 11 مكرر من نظام العمل');
    expect(bis).toMatchObject({ articleNumber: 11, bis: true, wording: 'amended' });
    expect(bis!.excerpt).toContain('تحسين أداء سوق العمل');
  });

  it('reports how every amendment note was read, and why a note was not applied', () => {
    const { byShape, byWording, unparsed, addedArticles } = report.consolidation;
    expect(byWording.amended).toBeGreaterThanOrEqual(500);
    expect(byShape['replace-article']).toBeGreaterThanOrEqual(440);
    expect(addedArticles).toBeGreaterThanOrEqual(10);
    expect(unparsed.length).toBe(byShape.unparsed);
    for (const u of unparsed) expect(u.reason.length).toBeGreaterThan(0);
  });
});
