import { fileURLToPath } from 'node:url';
import { type Citation, DRAFT_TEMPLATE_IDS, GuideDetailSchema } from '@mustashar/contracts';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, type TestApp } from '../../test/helpers.ts';
import { createUserWithSession } from '../../test/support/chat.ts';
import { answerRequest as ask } from '../../test/support/legal-answer.ts';
import { TEMPLATES } from './drafting/templates.ts';
import { createLegalAnswerer } from './legal/answer/answer.ts';
import { getGuide } from './legal/api/guides-api.ts';
import { importLaws } from './legal/corpus/importer.ts';
import { GUIDES } from './legal/guides/index.ts';

/**
 * Arabic text we generate is written in Arabic-Indic digits: answers, contract reviews,
 * drafts and guides as they are served. Only what must keep its digits may have Latin ones: link targets and
 * addresses, and the Markdown an answer is written in ([n] citation markers and list markers, which the web app
 * shows in the page's digits).
 */
function latinDigits(text: string): string[] {
  const shown = text
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\[\d+(?:, \d+)*\]/g, '')
    .replace(/^\s*\d+\.(?= )/gm, '');
  return [...shown.matchAll(/[^\s]*[0-9][^\s]*/g)].map((m) => m[0]);
}

const citationTexts = (citations: Citation[]) => citations.flatMap((c) => [c.law, c.label, c.excerpt]);

const fixture = fileURLToPath(new URL('./legal/corpus/test-fixtures/fixture.jsonl', import.meta.url));

/** An Arabic contract as people type it, Latin digits and all, that trips most of the review's rules. */
const CONTRACT = `عقد عمل
البند 1: الطرف الأول شركة الأفق صاحب العمل، والطرف الثاني العامل أحمد سالم.
البند 2: يخضع العامل لفترة تجربة مدتها 12 شهرا من تاريخ مباشرة العمل.
البند 3: يتنازل العامل عن مكافأة نهاية الخدمة عند انتهاء العقد لأي سبب.
البند 4: يعمل العامل 10 ساعات يوميا، وله إجازة سنوية مدتها 15 يوما.
البند 5: يحق لصاحب العمل إنهاء العقد في أي وقت دون إشعار، ويخصم من الراتب ما يراه.
البند 6: لا يعمل العامل لدى أي منافس بعد انتهاء العقد.`;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** A model that streams these pieces (the AI SDK's mock: no network). */
const streamingModel = (pieces: string[]) =>
  new MockLanguageModelV3({
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
  });

describe('generated Arabic text has no Latin digits', () => {
  let t: TestApp;
  let subscriber: Awaited<ReturnType<typeof createUserWithSession>>;
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${subscriber.token}` },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    await importLaws(t.app.db, fixture);
    subscriber = await createUserWithSession(t.app.db, 'digits@example.com');
    // Drafting and contract review come with the plans that include Documents.
    await grantSubscription(t, subscriber.userId, 'practicing-lawyer');
  });
  afterAll(() => t.close());

  it('in an offline answer and its sources', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db, model: null });
    for (const question of ['كم يوم الاجازة السنوية للعامل؟', 'كم مدة التجربة في عقد العمل؟']) {
      const { text, citations } = await answerer.answer(ask(question), () => {});
      expect(text).toMatch(/[٠-٩]/);
      expect(citations.length).toBeGreaterThan(0);
      expect(latinDigits(text), text).toEqual([]);
      expect(citationTexts(citations).flatMap(latinDigits)).toEqual([]);
    }
  });

  it('in a model answer written with Latin digits', async () => {
    const model = streamingModel(['الإجازة السنوية 2', '1 يومًا [1]، وتصبح 30 يو', 'مًا بعد 5 سنوات [1, 2].']);
    const answerer = createLegalAnswerer({ db: t.app.db, model, translateQueries: false });
    const deltas: string[] = [];
    const { text, citations } = await answerer.answer(ask('كم يوم الاجازة السنوية للعامل؟'), (d) =>
      deltas.push(d),
    );
    expect(deltas.join('')).toBe(text);
    expect(text).toContain('٢١ يومًا [1]');
    expect(latinDigits(text), text).toEqual([]);
    expect(citationTexts(citations).flatMap(latinDigits)).toEqual([]);
  });

  it('in a contract review, in the chat and as served by the review export', async () => {
    const answerer = createLegalAnswerer({ db: t.app.db, model: null });
    const { text, citations } = await answerer.answer(
      ask('راجع هذا العقد', {
        assistant: 'contract_review',
        attachments: [{ fileName: 'عقد.txt', mime: 'text/plain', text: CONTRACT }],
      }),
      () => {},
    );
    expect(text).toContain('١٨٠ يومًا');
    expect(latinDigits(text), text).toEqual([]);
    expect(citationTexts(citations).flatMap(latinDigits)).toEqual([]);

    const json = await post('/api/drafting/review', { text: CONTRACT, locale: 'ar', format: 'json' });
    expect(json.statusCode, json.body).toBe(200);
    const findings: { why: string; suggestion: string }[] = json.json().review.findings;
    expect(findings.length).toBeGreaterThanOrEqual(5);
    expect(findings.flatMap((f) => [f.why, f.suggestion]).flatMap(latinDigits)).toEqual([]);

    const docx = await post('/api/drafting/review', { text: CONTRACT, locale: 'ar', format: 'docx' });
    const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(value).toContain('مدتها ١٢ شهرا');
    expect(latinDigits(value)).toEqual([]);
  });

  it.each(DRAFT_TEMPLATE_IDS)('in the %s draft', async (templateId) => {
    const template = TEMPLATES.find((x) => x.id === templateId)!;
    // Values as people type them: Latin digits in ID numbers, amounts and descriptions.
    const fields: Record<string, string> = {};
    for (const f of template.fields) {
      if (f.kind === 'date') fields[f.name] = '2026-02-01';
      else if (f.kind === 'money') fields[f.name] = '15000';
      else if (f.kind === 'number') fields[f.name] = String(Math.max(f.min ?? 1, Math.min(f.max ?? 12, 12)));
      else if (f.kind === 'select') fields[f.name] = f.options![0]!.value;
      else if (f.pattern?.startsWith('[12]')) fields[f.name] = '1098765432';
      else if (f.pattern) fields[f.name] = '1010123456';
      else fields[f.name] = 'شقة 12 في الدور 3';
    }
    const res = await post('/api/drafting/documents', { templateId, fields, locale: 'ar', format: 'docx' });
    expect(res.statusCode, res.body).toBe(200);
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(value).toMatch(/[٠-٩]/);
    expect(latinDigits(value)).toEqual([]);
  });

  it('in every guide as the library serves it in Arabic', async () => {
    // One through the route (which rate-limits a client), every guide through what the route serves.
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/guides/probation-period' });
    expect(res.statusCode).toBe(200);
    const probation = GuideDetailSchema.parse(res.json());
    expect(probation.summary.ar).toContain('١٨٠ يومًا');
    for (const guide of GUIDES) {
      const served = GuideDetailSchema.parse(await getGuide(t.app.db, guide.id));
      const arabic = [served.title.ar, served.summary.ar, served.body.ar].join('\n');
      expect(latinDigits(arabic), guide.id).toEqual([]);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/legal/guides' });
    const summaries: { summary: { ar: string } }[] = list.json().guides;
    expect(summaries.flatMap((g) => latinDigits(g.summary.ar))).toEqual([]);
  });
});
