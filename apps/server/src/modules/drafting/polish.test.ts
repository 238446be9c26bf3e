import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockLanguageModelV3 } from 'ai/test';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, type TestApp } from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import { draftDocument, shownValues } from './document.ts';
import { keepsFacts, polishDraft } from './polish.ts';
import { templateById } from './templates.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** The AI SDK's mock model answering with the paragraphs `rewrite` makes of the ones it was sent. */
function rewritingModel(rewrite: (paragraphs: string[]) => string[] | Error) {
  return new MockLanguageModelV3({
    doGenerate: async (call) => {
      const prompt = JSON.stringify(call.prompt);
      const sent = JSON.parse(JSON.parse(prompt.match(/"text":("\{\\"paragraphs.*?\]\}")/)![1]!)) as {
        paragraphs: string[];
      };
      const out = rewrite(sent.paragraphs);
      if (out instanceof Error) throw out;
      return {
        content: [{ type: 'text', text: JSON.stringify({ paragraphs: out }) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
}

const LEASE_VALUES = {
  landlord_name: 'عبدالله الشهري',
  landlord_id: '1023456789',
  tenant_name: 'سارة العتيبي',
  tenant_id: '2034567891',
  city: 'الرياض',
  district: 'النرجس',
  unit_description: 'شقة سكنية',
  start_date: '2026-01-15',
  duration_months: '12',
  annual_rent: '48000',
  payment_schedule: 'monthly',
  deposit: '',
};
const lease = templateById('residential_lease');
const doc = () => draftDocument(lease, LEASE_VALUES, 'ar');
const values = Object.values(shownValues(lease, LEASE_VALUES, 'ar'));

describe('polishing a filled template with a model', () => {
  it('keeps a rewording only when names, numbers and length survive', () => {
    const original = 'الأجرة السنوية ٤٨٬٠٠٠ ريال تدفعها سارة العتيبي.';
    expect(
      keepsFacts(original, 'تدفع سارة العتيبي أجرة سنوية قدرها ٤٨٬٠٠٠ ريال.', [
        'سارة العتيبي',
        '٤٨٬٠٠٠ ريال',
      ]),
    ).toBe(true);
    expect(keepsFacts(original, 'تدفع سارة العتيبي أجرة سنوية قدرها ٤٩٬٠٠٠ ريال.', ['سارة العتيبي'])).toBe(
      false,
    );
    expect(keepsFacts(original, 'الأجرة السنوية ٤٨٬٠٠٠ ريال تدفعها المستأجرة.', ['سارة العتيبي'])).toBe(
      false,
    );
    expect(keepsFacts(original, 'تُدفع.', [])).toBe(false);
  });

  it('uses the faithful rewordings and keeps the template text where the model changed a fact', async () => {
    const model = rewritingModel((paragraphs) =>
      paragraphs.map((p, i) =>
        i === 0 ? p.replace('إنه في تاريخ', 'في تاريخ') : i === 3 ? p.replace('٤٨٬٠٠٠', '٤٠٬٠٠٠') : p,
      ),
    );
    const original = doc();
    const { model: polished, polished: changed } = await polishDraft(model, original, values);
    expect(changed).toBe(true);
    const texts = (m: typeof original) => m.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));
    expect(texts(polished)[0]).toMatch(/^في تاريخ/);
    expect(texts(polished)[3]).toBe(texts(original)[3]);
    expect(texts(polished)[3]).toContain('٤٨٬٠٠٠');
    // Headings and citations never went to the model.
    expect(polished.blocks.filter((b) => b.kind !== 'paragraph')).toEqual(
      original.blocks.filter((b) => b.kind !== 'paragraph'),
    );
  });

  it('falls back to the template text when the model fails or answers the wrong number of paragraphs', async () => {
    const errors: unknown[] = [];
    const failing = await polishDraft(
      rewritingModel(() => new Error('model down')),
      doc(),
      values,
      {
        onError: (e) => errors.push(e),
      },
    );
    expect(failing).toEqual({ model: doc(), polished: false });
    expect(errors).toHaveLength(1);
    const short = await polishDraft(
      rewritingModel((p) => p.slice(1)),
      doc(),
      values,
    );
    expect(short).toEqual({ model: doc(), polished: false });
  });
});

describe('POST /api/drafting/documents with an OpenAI-compatible model configured', () => {
  let t: TestApp;
  let token: string;
  let server: Server;
  let calls = 0;

  beforeAll(async () => {
    // A local OpenAI-compatible server (real HTTP) that drops "إنه " from the preamble and leaves the rest.
    server = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      calls += 1;
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      const user = body.messages.find((m) => m.role === 'user')!;
      const { paragraphs } = JSON.parse(typeof user.content === 'string' ? user.content : '') as {
        paragraphs: string[];
      };
      const content = JSON.stringify({
        paragraphs: paragraphs.map((p) => p.replace('إنه في تاريخ', 'في تاريخ')),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    t = await createTestApp({
      env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: url, LLM_MODEL: 'm' },
    });
    const user = await createUserWithSession(t.app.db, 'huda@example.com');
    await grantSubscription(t, user.userId, 'practicing-lawyer');
    token = user.token;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the polished wording and says so in x-draft-source', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/drafting/documents',
      headers: { authorization: `Bearer ${token}` },
      payload: { templateId: 'residential_lease', fields: LEASE_VALUES, locale: 'ar', format: 'docx' },
    });
    expect(res.statusCode).toBe(200);
    expect(calls).toBe(1);
    expect(res.headers['x-draft-source']).toBe('llm');
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(value).toContain('في تاريخ ١٥ يناير ٢٠٢٦م');
    expect(value).not.toContain('إنه في تاريخ');
    expect(value).toContain('سارة العتيبي');
  });
});
