import { fileURLToPath } from 'node:url';
import {
  ASSISTANT_IDS,
  AssistantsResponseSchema,
  GuideDetailSchema,
  GuidesResponseSchema,
  LegalSearchResponseSchema,
} from '@mustashar/contracts';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { answerRequest as ask } from '../../../../test/support/legal-answer.ts';
import type { AnswerRequest } from '../../../lib/answerer.ts';
import { importLaws } from '../corpus/importer.ts';
import { loadPlainRules } from '../plain-rules/plain-rules.ts';
import { createLegalAnswerer } from './answer.ts';

const fixture = fileURLToPath(new URL('../corpus/test-fixtures/fixture.jsonl', import.meta.url));
const EOS_AR = 'كم مكافأة نهاية الخدمة لعامل خدم ٦ سنوات؟';
const EOS_EN = 'How much is the end of service award for a worker who served 6 years?';

/** Runs an answer and checks the streaming contract: several pieces, concatenating to the text. */
async function answerOf(answerer: ReturnType<typeof createLegalAnswerer>, request: AnswerRequest) {
  const deltas: string[] = [];
  const result = await answerer.answer(request, (d) => deltas.push(d));
  expect(deltas.join('')).toBe(result.text);
  return { ...result, deltas };
}

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** A model that streams these text pieces, and returns `translation` when asked to translate (the AI SDK's mock: no network). */
function streamingModel(pieces: string[], translation = 'كم مكافأة نهاية الخدمة لعامل خدم ست سنوات') {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'stream-start' as const, warnings: [] },
          { type: 'text-start' as const, id: 't' },
          ...pieces.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end' as const, id: 't' },
          { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: 'stop' }, usage },
        ],
      }),
    }),
    doGenerate: async () => ({
      content: [{ type: 'text', text: translation }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    }),
  });
}

/** The system prompt and the messages the model was given, as one string. */
const promptOf = (model: MockLanguageModelV3) => JSON.stringify(model.doStreamCalls.at(-1)!.prompt);

describe('legal answers on a fresh machine (no corpus imported, no model)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a labour question from the guides, with guide citations that open a real page', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    const ar = await answerOf(answerer, ask(EOS_AR));
    expect(ar.deltas.length).toBeGreaterThanOrEqual(3);
    // Answer first: the guide's sentence with the key fact, then its source on one line, then the disclaimer.
    expect(ar.text).toMatch(/^عند انتهاء علاقة العمل .*أجر نصف شهر/);
    expect(ar.text).toContain(
      '**المصدر:** دليل «حساب مكافأة نهاية الخدمة»، يستند إلى نظام العمل، المواد ٨٤، ',
    );
    expect(ar.text).not.toMatch(/نتائج بحث آلي|[0-9]+ ?(?:يوم|سنة|شهر)/);
    expect(ar.text).toMatch(/لا تغني عن استشارة محامٍ مرخّص/);
    expect(ar.citations[0]).toMatchObject({
      kind: 'guide',
      law: 'نظام العمل',
      article: '84',
      url: '/library/guides/end-of-service-award',
    });
    for (const c of ar.citations) expect(c.url).toMatch(/^\/library\/guides\/[a-z0-9-]+$/);
    const page = await t.app.inject({ url: `/api/legal${ar.citations[0]!.url.replace('/library', '')}` });
    expect(page.statusCode).toBe(200);

    const en = await answerOf(answerer, ask(EOS_EN, { locale: 'en' }));
    expect(en.text).not.toMatch(/^Search results/);
    expect(en.text).toContain('**Source:** guide “Calculating the end-of-service award”');
    expect(en.citations[0]).toMatchObject({ kind: 'guide', url: '/library/guides/end-of-service-award' });
    expect(en.text).toMatch(/not a substitute for advice from a licensed lawyer/);
  });

  it('says so when nothing matches, without citations', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    const none = await answerOf(answerer, ask('zzqx blorp', { locale: 'en' }));
    expect(none.text).toMatch(/^I found nothing/);
    expect(none.citations).toEqual([]);
  });

  it('gives the out-of-jurisdiction notice for Egyptian law, in both languages, with no citations', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    const ar = await answerOf(answerer, ask('ما هي مكافأة نهاية الخدمة في قانون العمل المصري؟'));
    expect(ar.text).toContain('الأنظمة السعودية فقط');
    expect(ar.text).toContain('مصر');
    expect(ar.citations).toEqual([]);
    const en = await answerOf(
      answerer,
      ask('How is end of service calculated under Egyptian labour law?', { locale: 'en' }),
    );
    expect(en.text).toContain('Saudi law only');
    expect(en.text).toContain('Egypt');
    expect(en.citations).toEqual([]);
    const followUp = await answerOf(
      answerer,
      ask('and the notice period?', {
        locale: 'en',
        history: [
          { sender: 'user', text: 'How is end of service calculated under Egyptian labour law?' },
          { sender: 'bot', text: en.text },
        ],
      }),
    );
    expect(followUp.text).toContain('Saudi law only');
    const saudiFollowUp = await answerOf(
      answerer,
      ask('and in Saudi Arabia?', {
        locale: 'en',
        history: [{ sender: 'user', text: 'How is end of service calculated under Egyptian labour law?' }],
      }),
    );
    expect(saudiFollowUp.citations[0]).toMatchObject({
      kind: 'guide',
      url: '/library/guides/end-of-service-award',
    });
  });

  it('serves guides and assistants, and finds guides in the search with no corpus', async () => {
    const search = await t.app.inject({ url: '/api/legal/search?q=end%20of%20service%20award' });
    const results = LegalSearchResponseSchema.parse(search.json()).results;
    expect(results[0]).toMatchObject({
      kind: 'guide',
      lawTitle: 'نظام العمل',
      articleNumber: 84,
      url: '/library/guides/end-of-service-award',
    });

    const list = GuidesResponseSchema.parse((await t.app.inject({ url: '/api/legal/guides' })).json());
    expect(list.guides.length).toBeGreaterThanOrEqual(30);
    expect(list.guides.find((g) => g.id === 'probation-period')).toMatchObject({
      topic: 'employment',
      title: { en: 'The probation period' },
      url: '/library/guides/probation-period',
    });
    const family = (await t.app.inject({ url: '/api/legal/guides?topic=family' })).json();
    expect(family.guides.length).toBeGreaterThan(0);
    expect(family.guides.every((g: { topic: string }) => g.topic === 'family')).toBe(true);

    const guide = GuideDetailSchema.parse(
      (await t.app.inject({ url: '/api/legal/guides/probation-period' })).json(),
    );
    expect(guide.body.ar).toContain('التجربة');
    expect(guide.body.en).toContain('probation');
    expect(guide.citations[0]).toEqual({
      lawTitle: 'نظام العمل',
      lawId: null,
      articles: [{ number: 53, articleId: null, url: null }],
    });
    expect((await t.app.inject({ url: '/api/legal/guides/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/legal/guides/Bad%20Id' })).statusCode).toBe(400);

    const assistants = AssistantsResponseSchema.parse(
      (await t.app.inject({ url: '/api/legal/assistants' })).json(),
    ).assistants;
    expect(assistants.map((a) => a.id)).toEqual([...ASSISTANT_IDS]);
    for (const a of assistants) {
      expect(a.name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(a.description.en.length).toBeGreaterThan(20);
    }
  });

  it('reviews an attached contract clause by clause with the contract-review assistant', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    const contract = `عقد عمل بين صاحب العمل والعامل
البند الأول: يخضع العامل لفترة تجربة مدتها ٩ أشهر.
البند الثاني: يتنازل العامل عن مكافأة نهاية الخدمة.
البند الثالث: يدفع الأجر شهريا.`;
    const review = await answerOf(
      answerer,
      ask('راجع هذا العقد', {
        assistant: 'contract_review',
        attachments: [{ fileName: 'contract.txt', mime: 'text/plain', text: contract }],
      }),
    );
    expect(review.text).toMatch(/^مراجعة آلية للعقد/);
    expect(review.text).toContain('خطورة مرتفعة');
    expect(review.text).toContain('٩ أشهر');
    expect(review.text).toContain('نظام العمل، المادة ٥٣ [');
    expect(review.citations.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/library/guides/probation-period', '/library/guides/end-of-service-award']),
    );

    const withoutFile = await answerOf(answerer, ask('راجع عقدي', { assistant: 'contract_review' }));
    expect(withoutFile.text).toMatch(/^لمراجعة عقد، أرفق ملفه/);
  });
});

describe('legal answers with statutes imported', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importLaws(t.app.db, fixture);
  });
  afterAll(() => t.close());

  it('lists the best guide, then the articles, each linked to the library', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    for (const [question, locale] of [
      [EOS_AR, 'ar'],
      [EOS_EN, 'en'],
    ] as const) {
      const answer = await answerOf(answerer, ask(question, { locale }));
      expect(answer.citations).toContainEqual(
        expect.objectContaining({ kind: 'guide', url: '/library/guides/end-of-service-award' }),
      );
      const articles = answer.citations.filter((c) => c.kind === 'article');
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.slice(0, 2).map((c) => c.article)).toContain('84');
      for (const c of articles) expect(c.url).toMatch(/^\/library\/articles\/[0-9a-f-]{36}$/);
      if (locale === 'ar') {
        expect(answer.citations[0]!.law).toBe('نظام العمل');
        // The rule answers first (the guide ranks first and says it plainly), in Arabic digits, then its source.
        expect(answer.text).toMatch(/^عند انتهاء علاقة العمل يدفع صاحب العمل للعامل (?:\*\*)?مكافأة/);
        expect(answer.text).toContain('**المصدر:** ');
        expect(answer.text.replace(/\]\([^)]*\)/g, ']')).not.toMatch(/[0-9]/);
        expect(articles[0]).toMatchObject({
          law: 'نظام العمل',
          label: expect.stringMatching(/^المادة [^0-9]+$/),
        });
      } else {
        // English answers name the law by the corpus's English title and the article as "Article N".
        expect(answer.citations[0]!.law).toBe('Labor Law');
        for (const c of articles)
          expect(c).toMatchObject({
            law: 'Labor Law',
            label: `Article ${c.article.replace(' مكرر', ' bis')}`,
          });
        const eos = articles.find((c) => c.article === '84')!;
        expect(eos.label).toBe('Article 84');
        expect(answer.text).toContain(
          '**Source:** guide “Calculating the end-of-service award”, resting on Labor Law, Articles 84, ',
        );
        expect(answer.text).not.toContain('نظام العمل');
      }
    }
    const search = await t.app.inject({ url: `/api/legal/search?q=${encodeURIComponent(EOS_AR)}&limit=5` });
    const kinds = LegalSearchResponseSchema.parse(search.json()).results.map((r) => r.kind);
    expect(kinds.slice(0, 2)).toEqual(['article', 'guide']);
  });

  it('says when most of the question is in no statute, and names those words', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    // "hours" and "compensation" reach the Labour Law's words; the flight does not: the matches may not apply.
    const flight = await answerOf(
      answerer,
      ask('My flight was delayed 8 hours, can I get compensation from the airline?', { locale: 'en' }),
    );
    expect(flight.text).toMatch(
      /^Most words of your question \(flight, delayed, airline\) appear in no Saudi statute/,
    );
    expect(flight.citations.length).toBeGreaterThan(0);
    // Nothing at all: the words are named too, as the user wrote them.
    const recipe = await answerOf(answerer, ask('كيف أطبخ كبسة لحم؟'));
    expect(recipe.text).toMatch(/^لم أجد في الأنظمة السعودية ولا في أدلتنا نصًا يطابق سؤالك/);
    expect(recipe.text).toContain('(كلمات لم أجدها: أطبخ، كبسة، لحم)');
    expect(recipe.citations).toEqual([]);
    // A question the statutes answer is answered first, with no such warning.
    const eos = await answerOf(answerer, ask(EOS_AR));
    expect(eos.text).toMatch(/^عند انتهاء علاقة العمل/);
    expect(eos.text).not.toContain('لم أجد');
  });

  it('asks which law a question about "this law" means, unless the conversation named it', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db });
    const question = 'ما المدة المحددة في هذا النظام؟';
    const alone = await answerOf(answerer, ask(question));
    // Answer first: the answer and its source, then the question which law is meant.
    expect(alone.text).toMatch(
      /^(?!سؤالك)[^\n]+\n\n[\s\S]*\*\*المصدر:\*\* [\s\S]+\n\nسؤالك لا يذكر اسم النظام أو الجهة التي يقصدها، فقد تكون الإجابة أعلاه من نظام غير الذي تقصده\. .+ لنتيجة أدق\.\n\n/,
    );
    // Sources below the relevance floor are left out, whichever law they are from.
    expect(alone.citations.length).toBeGreaterThan(0);
    const en = await answerOf(answerer, ask('How long is the contract under this law?', { locale: 'en' }));
    expect(en.text).toMatch(
      /^(?!Your question)[^\n]+\n\n(?:>[^\n]+\n\n)?\*\*Source:\*\* [\s\S]+\n\nYour question does not name the law or the body it refers to, .+ for a precise answer\.\n\n/,
    );
    // After a question that names the old housing rent law, "this law" is that law: its articles first, no question.
    const history = [
      { sender: 'user' as const, text: 'متى يحق للمؤجر طلب الإخلاء في نظام إيجار المساكن القديم؟' },
      { sender: 'bot' as const, text: '…' },
    ];
    const followUp = await answerOf(answerer, ask(question, { history }));
    expect(followUp.text).not.toContain('لا يذكر اسم النظام');
    // The repealed law the user asked about is cited, and marked so in the source line and the citation.
    expect(followUp.text).toContain('(ملغى)');
    expect(followUp.citations.find((c) => c.kind === 'article')).toMatchObject({
      law: 'نظام إيجار المساكن القديم',
      repealed: true,
    });
    // After an answer about that law (the user's question named none), "this law" is the law the answer cited.
    const afterAnswer = await answerOf(
      answerer,
      ask(question, {
        history: [
          { sender: 'user' as const, text: 'ما حقوقي؟' },
          {
            sender: 'bot' as const,
            text: '1. **نظام إيجار المساكن القديم — المادة الثانية**: …\n2. **نظام إيجار المساكن القديم — المادة الأولى**: …\n3. **نظام العمل — المادة الأولى**: …',
          },
        ],
      }),
    );
    expect(afterAnswer.text).not.toContain('لا يذكر اسم النظام');
    expect(afterAnswer.citations.find((c) => c.kind === 'article')).toMatchObject({
      law: 'نظام إيجار المساكن القديم',
    });
    // A question that names its law is never asked.
    const named = await answerOf(answerer, ask('ما مدة التجربة في نظام العمل؟'));
    expect(named.text).not.toContain('لا يذكر اسم النظام');
    // With a model, the system prompt tells it to ask which law is meant.
    const model = streamingModel(['أي نظام تقصد؟']);
    const withModel = createLegalAnswerer({ db: t.app.db, model, translateQueries: false });
    await answerOf(withModel, ask(question));
    expect(promptOf(model)).toContain('ask which law the user means');
    await answerOf(withModel, ask('ما مدة التجربة في نظام العمل؟'));
    expect(promptOf(model)).not.toContain('ask which law the user means');
  });

  it('resolves a guide’s citations to imported articles', async () => {
    const guide = GuideDetailSchema.parse(
      (await t.app.inject({ url: '/api/legal/guides/probation-period' })).json(),
    );
    expect(guide.citations[0]!.lawId).toBe('fx-labour');
    expect(guide.citations[0]!.articles[0]!.url).toMatch(/^\/library\/articles\/[0-9a-f-]{36}$/);
  });

  it('with a model: numbered passages in the prompt, invented citations stripped, cited passages returned', async () => {
    const model = streamingModel([
      'تستحق مكافأة نصف شهر عن كل سنة من الخمس الأولى [',
      '2]، ولا تسقط بالتنازل [9',
      ']. راجع الدليل [1].',
      '\n\nهذه معلومات عامة للاسترشاد ولا تغني عن استشارة محامٍ مرخّص.',
    ]);
    const answerer = createLegalAnswerer({ db: t.app.db, model });
    const history = [
      { sender: 'user' as const, text: 'سؤال سابق عن الإجازات' },
      { sender: 'bot' as const, text: 'جواب سابق [3] عن الإجازة [1, 2]' },
    ];
    const answer = await answerOf(
      answerer,
      ask(EOS_AR, {
        history,
        attachments: [{ fileName: 'payslip.txt', mime: 'text/plain', text: 'الراتب الأساسي ٨٠٠٠ ريال' }],
      }),
    );
    expect(answer.text).toBe(
      'تستحق مكافأة نصف شهر عن كل سنة من الخمس الأولى [1]، ولا تسقط بالتنازل. راجع الدليل [2].\n\nهذه معلومات عامة للاسترشاد ولا تغني عن استشارة محامٍ مرخّص.',
    );
    for (const d of answer.deltas) expect(d).not.toContain('[9');
    // [2] was cited first, so it is shown as [1]; [1] (the best guide) became [2].
    expect(answer.citations).toHaveLength(2);
    expect(answer.citations[1]).toMatchObject({ kind: 'guide', url: '/library/guides/end-of-service-award' });
    const prompt = promptOf(model);
    const second = answer.citations[0]!;
    expect(prompt).toContain(
      second.kind === 'guide' ? `[2] Guide \\"${second.label}` : `[2] ${second.law} — ${second.label}`,
    );
    expect(prompt).toContain('Saudi Arabia');
    expect(prompt).toContain('[1] Guide');
    expect(prompt).toMatch(/\[\d\] نظام العمل — المادة/);
    expect(prompt).toContain('(نظام العمل، المواد ٨٤، ');
    expect(prompt).toContain('Answer in Arabic');
    expect(prompt).toContain('سؤال سابق عن الإجازات');
    expect(prompt).toContain('جواب سابق عن الإجازة');
    expect(prompt).toContain('الراتب الأساسي ٨٠٠٠ ريال');
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('with a model: a sentence whose figure no cited source states is dropped before the user sees it', async () => {
    const warnings: unknown[] = [];
    const model = streamingModel([
      // The guide [1] states the half-month award; no source states 45 days, and 21 days sits in no cited source.
      'تستحق مكافأة نصف شهر عن كل سنة من الخمس الأولى [1]. ',
      'ولك فوقها ٤٥ يوماً تعويضاً [1]. ',
      'والإجازة ٢١ يوماً.',
      '\n\nهذه معلومات عامة للاسترشاد ولا تغني عن استشارة محامٍ مرخّص.',
    ]);
    const answerer = createLegalAnswerer({
      db: t.app.db,
      model,
      log: { warn: (obj: unknown) => warnings.push(obj), info: () => {}, error: () => {} } as never,
    });
    const answer = await answerOf(answerer, ask(EOS_AR));
    expect(answer.text).toBe(
      'تستحق مكافأة نصف شهر عن كل سنة من الخمس الأولى [1]. \n\nهذه معلومات عامة للاسترشاد ولا تغني عن استشارة محامٍ مرخّص.',
    );
    for (const d of answer.deltas) expect(d).not.toContain('٤٥');
    expect(warnings).toContainEqual({ dropped: 2 });
    // The model was told the rule, and that figures must be its sources'.
    expect(promptOf(model)).toContain(
      'every number, period, amount or percentage you write must appear in a source',
    );
  });

  it('with a model: an English question is translated for retrieval and answered in English', async () => {
    // No glossary term and no guide matches this wording: only the model's Arabic rendering, which uses the
    // words of the fixture's Labour Law article 77 bis ("للعامل أن يطلب نسخة من عقده في أي وقت"), can find it.
    const question = 'Can I get a duplicate of my paperwork from the office at any time?';
    const copyArticle = 'للعامل أن يطلب نسخة من عقده في أي وقت';
    const stream = ['Yes: you may ask for a copy of your contract at any time [1].'];

    const translated = streamingModel(stream, 'هل يحق لي أن أطلب نسخة من عقدي في أي وقت؟');
    const answer = await answerOf(
      createLegalAnswerer({ db: t.app.db, model: translated }),
      ask(question, { locale: 'en' }),
    );
    expect(translated.doGenerateCalls).toHaveLength(1);
    expect(JSON.stringify(translated.doGenerateCalls[0]!.prompt)).toContain(question);
    const prompt = promptOf(translated);
    expect(prompt).toContain('Answer in English');
    expect(prompt).toContain(`[1] نظام العمل — المادة السابعة والسبعون مكرر: مادة مضافة: ${copyArticle}`);
    expect(answer.text).toBe('Yes: you may ask for a copy of your contract at any time [1].');
    // The statute passage stays Arabic in the prompt; the citation the user sees is English.
    expect(answer.citations).toEqual([
      expect.objectContaining({
        kind: 'article',
        law: 'Labor Law',
        label: 'Article 77 bis',
        article: '77 مكرر',
        url: expect.stringMatching(/^\/library\/articles\/[0-9a-f-]{36}$/),
      }),
    ]);

    // The same question without the translation (the glossary alone) retrieves nothing, so [1] is stripped.
    const untranslated = streamingModel(stream);
    const alone = await answerOf(
      createLegalAnswerer({ db: t.app.db, model: untranslated, translateQueries: false }),
      ask(question, { locale: 'en' }),
    );
    expect(untranslated.doGenerateCalls).toHaveLength(0);
    expect(promptOf(untranslated)).not.toContain(copyArticle);
    expect(promptOf(untranslated)).toContain('(none found)');
    expect(alone.text).toBe('Yes: you may ask for a copy of your contract at any time.');
    expect(alone.citations).toEqual([]);
  });

  it('in English: guides rest on and reviews cite the law by its English title, articles as "Article N"', async () => {
    const model = streamingModel(['The award is half a month per year [1][3].'], 'مكافأة نهاية الخدمة');
    const answer = await answerOf(
      createLegalAnswerer({ db: t.app.db, model }),
      ask(EOS_EN, { locale: 'en' }),
    );
    const prompt = promptOf(model);
    expect(prompt).toContain('(Labor Law, Articles 84, ');
    expect(answer.citations[0]).toMatchObject({
      kind: 'guide',
      law: 'Labor Law',
      url: '/library/guides/end-of-service-award',
    });
    expect(answer.citations[1]).toMatchObject({ kind: 'article', law: 'Labor Law', label: /^Article \d+$/ });

    const contract = 'Employment contract\nClause 1: The employee is on probation for 9 months.';
    const review = await answerOf(
      createLegalAnswerer({ db: t.app.db }),
      ask('Review this contract', {
        locale: 'en',
        assistant: 'contract_review',
        attachments: [{ fileName: 'contract.txt', mime: 'text/plain', text: contract }],
      }),
    );
    expect(review.text).toContain('Basis: Labor Law, Article 53 [1]');
    expect(review.citations[0]).toMatchObject({ law: 'Labor Law', article: '53', label: 'Article 53' });
  });

  it('with a model: a failing model throws (the chat reports unavailable)', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error('model down');
      },
    });
    const answerer = createLegalAnswerer({ db: t.app.db, model, translateQueries: false });
    await expect(answerer.answer(ask(EOS_AR), () => {})).rejects.toThrow();
  });

  it('with a model: reviews a contract as data, keeping the rules’ findings and dropping invented sources', async () => {
    const findings = {
      findings: [
        {
          clause: 3,
          risk: 'medium',
          why: 'الأجر غير محدد',
          source: 1,
          suggestion: 'يحدد الأجر الشهري بمبلغ (...) ريال.',
        },
        { clause: 3, risk: 'low', why: 'مصدر مخترع', source: 99, suggestion: '—' },
        { clause: 42, risk: 'high', why: 'بند غير موجود', source: 1, suggestion: '—' },
      ],
    };
    const model = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text', text: JSON.stringify(findings) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      }),
    });
    const answerer = createLegalAnswerer({ db: t.app.db, model });
    const contract = `عقد عمل بين صاحب العمل والعامل
البند الأول: يخضع العامل لفترة تجربة مدتها ٩ أشهر.
البند الثاني: يتنازل العامل عن مكافأة نهاية الخدمة.
البند الثالث: يدفع الأجر حسب ما يراه صاحب العمل.`;
    const review = await answerOf(
      answerer,
      ask('راجع العقد', {
        assistant: 'contract_review',
        attachments: [{ fileName: 'c.txt', mime: 'text/plain', text: contract }],
      }),
    );
    expect(review.text).toMatch(/^مراجعة للعقد أعدّها نموذج لغوي/);
    expect(review.text).toContain('٣ بنود، ٣ ملاحظات');
    expect(review.text).toContain('خطورة مرتفعة — البند ١**: «البند الأول');
    expect(review.text).toContain('الأجر غير محدد');
    expect(review.text).not.toContain('مصدر مخترع');
    expect(review.text).not.toContain('بند غير موجود');
    // The rules' findings rest on the imported Labour Law articles.
    const probation = review.citations.find((c) => c.article === '53')!;
    expect(probation.url).toMatch(/^\/library\/articles\/[0-9a-f-]{36}$/);
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain('clause 1: نظام العمل 53');
    expect(prompt).toContain('[3] البند الثالث');
  });

  it('with a model: foreign-law questions still get the notice without calling it', async () => {
    const model = streamingModel(['should not be used']);
    const answerer = createLegalAnswerer({ db: t.app.db, model });
    const answer = await answerOf(answerer, ask('ما عقوبة الشيك بدون رصيد في الأردن'));
    expect(answer.text).toContain('الأنظمة السعودية فقط');
    expect(model.doStreamCalls).toHaveLength(0);
  });
});

describe('offline answers open with the plain rule of the article that answers', () => {
  // A law no guide covers, so the article's rule and its wording are the only sources.
  let t: TestApp;
  const fixtures = (name: string) =>
    fileURLToPath(new URL(`../plain-rules/test-fixtures/${name}`, import.meta.url));
  beforeAll(async () => {
    t = await createTestApp();
    await importLaws(t.app.db, fixtures('parks-law.jsonl'));
  });
  afterAll(() => t.close());

  it('in the question’s language, then the paragraph of the wording that answers, then the source', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db, plainRules: loadPlainRules(fixtures('')) });
    const ar = await answerOf(answerer, ask('هل يجوز اشعال النار في الحديقة العامة؟ وكم الغرامة'));
    const [opening, proof, source] = ar.text.split('\n\n');
    expect(opening).toBe(
      'لا يجوز إشعال النار في الحدائق العامة إلا في المواقد المخصصة لها، ومن يخالف ذلك يعاقب بغرامة لا تزيد على ٥٠٠ ريال.',
    );
    // The proof is a paragraph quoted whole, without its raw numbering.
    expect(proof).toMatch(/^> (?:يحظر إشعال النار|يعاقب من يخالف)/);
    expect(source).toMatch(/^\*\*المصدر:\*\* نظام الحدائق العامة — المادة السابعة/);
    expect(ar.citations[0]).toMatchObject({ kind: 'article', article: '7' });

    const en = await answerOf(
      answerer,
      ask('Can I light a fire in a public park? What is the fine?', { locale: 'en' }),
    );
    // English: the English rule opens and the law has its English title; the Arabic wording is the cited source's
    // text (under its fold), not the answer's.
    expect(en.text.split('\n\n')[0]).toBe(
      'Lighting a fire in a public park is not allowed except in the fire pits set aside for it; the fine is up to SAR 500.',
    );
    expect(en.text).not.toMatch(/[\u0600-\u06FF]/);
    expect(en.text).toContain('**Source:** Public Parks Law — Article 7');
    expect(en.citations[0]!.excerpt).toMatch(/^(?:يحظر إشعال النار|يعاقب من يخالف)/);

    // Without a rule for the article, the opening is the statute's own sentence, as before.
    const bare = createLegalAnswerer({ db: t.app.db, plainRules: loadPlainRules(fixtures('none')) });
    expect((await answerOf(bare, ask('هل يجوز اشعال النار في الحديقة العامة؟'))).text).toMatch(
      /^يحظر إشعال النار/,
    );
  });
});
