import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logCapture, type TestApp } from '../../../../test/helpers.ts';
import { loadConfig } from '../../../config.ts';
import { importLaws } from '../corpus/importer.ts';
import {
  articleEmbeddingText,
  createEmbedder,
  type EmbeddingsConfig,
  EmbeddingsRunError,
  embedArticles,
  embedCorpus,
  enableSemanticSearch,
  fuseRankings,
  semanticSearchEnabled,
} from './embeddings.ts';
import { research } from './research.ts';

const fixture = fileURLToPath(new URL('../corpus/test-fixtures/fixture.jsonl', import.meta.url));
const MODEL = 'double-embed-1';
const DIM = 64;

/**
 * A local OpenAI-shaped embeddings server: `/v1/embeddings` answers a hashed bag of words (64 dimensions), where
 * the words of one concept share a dimension, so texts about the same thing in different words are close. It
 * counts requests and inputs, and fails (or hangs) on demand.
 */
const CONCEPTS: Record<string, string[]> = {
  // The Personal Status Law's khul' (article 95) and the ways people ask about it without its words.
  khul: ['خلع', 'فراق', 'عوض', 'تبذله', 'افتدي', 'افتداء', 'مهري', 'buyout'],
  spouse: ['زوجة', 'زوجها', 'زوجي', 'رجلي', 'husband', 'wife'],
};
const conceptOf = new Map(Object.entries(CONCEPTS).flatMap(([c, words]) => words.map((w) => [w, c])));

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((w) => (w.length > 4 && w.startsWith('ال') ? w.slice(2) : w))
    .map((w) => w.replace(/ه$/, 'ة'));
}

function hashed(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % DIM;
}

function vectorOf(text: string): number[] {
  const v = new Array<number>(DIM).fill(0);
  for (const w of words(text)) {
    const concept = conceptOf.get(w);
    // A concept weighs more than any one word: it is what the double "understands".
    if (concept) v[hashed(`concept:${concept}`)]! += 3;
    else v[hashed(w)]! += 1;
  }
  return v;
}

type Double = {
  url: string;
  requests: number;
  inputs: number;
  lastAuth: string | undefined;
  /** Answer this status to every request from now on (0: healthy). */
  failStatus: number;
  /** Requests answered before `failStatus` applies. */
  okBeforeFailing: number;
  hangMs: number;
  close(): Promise<void>;
};

async function startDouble(): Promise<Double> {
  const state = {
    requests: 0,
    inputs: 0,
    lastAuth: undefined as string | undefined,
    failStatus: 0,
    okBeforeFailing: 0,
    hangMs: 0,
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      state.requests++;
      state.lastAuth = req.headers.authorization;
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.writeHead(404).end();
        return;
      }
      if (state.hangMs) await new Promise((resolve) => setTimeout(resolve, state.hangMs));
      if (state.failStatus && state.okBeforeFailing-- <= 0) {
        res.writeHead(state.failStatus, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'double failing on purpose', type: 'server_error' } }));
        return;
      }
      const { input, model } = JSON.parse(body) as { input: string | string[]; model: string };
      const values = Array.isArray(input) ? input : [input];
      state.inputs += values.length;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          model,
          data: values.map((value, index) => ({ object: 'embedding', index, embedding: vectorOf(value) })),
          usage: { prompt_tokens: values.length, total_tokens: values.length },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let double: Double;
beforeAll(async () => {
  double = await startDouble();
});
afterAll(async () => {
  await double.close();
});
afterEach(() => {
  double.failStatus = 0;
  double.okBeforeFailing = 0;
  double.hangMs = 0;
});

const env = () => ({
  EMBEDDINGS_PROVIDER: 'openai-compatible',
  EMBEDDINGS_BASE_URL: double.url,
  EMBEDDINGS_MODEL: MODEL,
  EMBEDDINGS_API_KEY: 'test-key',
});
const embeddingsOf = (t: TestApp) => t.config.embeddings as EmbeddingsConfig;
async function storedCount(t: TestApp): Promise<number> {
  const result = await t.app.db.execute(sql`select count(*)::int as n from legal_article_embeddings`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
  return Number((rows[0] as { n: number }).n);
}

// The khul' article, asked about in words none of the fixture's articles contains.
const KHUL_QUESTION = 'ابي افتدي نفسي من رجلي وارد له مهري';
const khulId = (articles: { lawId: string; articleNumber: number }[]) =>
  articles.findIndex((a) => a.lawId === 'fx-family' && a.articleNumber === 95);

describe('configuration', () => {
  it('is off by default and needs a base URL and a model with a provider', () => {
    expect(loadConfig({}).embeddings).toBeNull();
    expect(() => loadConfig({ EMBEDDINGS_PROVIDER: 'openai-compatible', EMBEDDINGS_MODEL: 'm' })).toThrow(
      /EMBEDDINGS_BASE_URL: required/,
    );
    expect(() =>
      loadConfig({
        EMBEDDINGS_PROVIDER: 'openai-compatible',
        EMBEDDINGS_BASE_URL: 'http://127.0.0.1:8080/v1',
      }),
    ).toThrow(/EMBEDDINGS_MODEL: required/);
    expect(() => loadConfig({ EMBEDDINGS_PROVIDER: 'cohere' })).toThrow(
      /EMBEDDINGS_PROVIDER: expected one of/,
    );
    expect(() =>
      loadConfig({
        EMBEDDINGS_PROVIDER: 'openai-compatible',
        EMBEDDINGS_BASE_URL: 'ftp://x',
        EMBEDDINGS_MODEL: 'm',
      }),
    ).toThrow(/EMBEDDINGS_BASE_URL: expected a URL/);
    expect(
      loadConfig({
        EMBEDDINGS_PROVIDER: 'openai-compatible',
        EMBEDDINGS_BASE_URL: 'http://127.0.0.1:8080/v1/',
        EMBEDDINGS_MODEL: 'bge-m3',
      }).embeddings,
    ).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'bge-m3',
      apiKey: null,
    });
  });

  it('embeds the law title, label, newest wording and expansion lines, within the character budget', () => {
    const text = articleEmbeddingText(
      {
        lawId: 'x',
        lawTitle: 'نظام العمل',
        number: 77,
        bis: false,
        label: 'المادة السابعة والسبعون',
        text: 'النص الأصلي '.repeat(400),
        amendmentNotes: ['قديم', 'النص المعدل'],
      },
      { lines: new Map([['x#77#0', ['فصلوني بدون سبب', 'fired without reason']]]), files: 1, bad: [] },
    );
    expect(text.startsWith('نظام العمل — المادة السابعة والسبعون\nالنص المعدل النص الأصلي')).toBe(true);
    expect(text).not.toContain('قديم');
    expect(text.endsWith('فصلوني بدون سبب\nfired without reason')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(1500);
  });
});

describe('computing vectors at import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
    await importLaws(t.app.db, fixture);
  });
  afterAll(async () => {
    await t.close();
  });

  it('embeds in batches, stores float32 vectors, and a second run embeds nothing', async () => {
    const before = double.requests;
    const report = await embedArticles(t.app.db, createEmbedder(embeddingsOf(t)), { batchSize: 4 });
    expect(report).toMatchObject({ articles: 16, embedded: 16, skipped: 0, requests: 4 });
    expect(double.requests - before).toBe(4);
    expect(double.lastAuth).toBe('Bearer test-key');
    expect(await storedCount(t)).toBe(16);
    const result = await t.app.db.execute(
      sql`select model, dim, length(vector)::int as bytes, length(content_hash)::int as hash from legal_article_embeddings limit 1`,
    );
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
    expect(rows[0]).toEqual({ model: MODEL, dim: DIM, bytes: DIM * 4, hash: 64 });

    const again = await embedArticles(t.app.db, createEmbedder(embeddingsOf(t)), { batchSize: 4 });
    expect(again).toMatchObject({ embedded: 0, skipped: 16, requests: 0 });
    expect(double.requests - before).toBe(4);
  });

  it('re-embeds only an article whose text a re-import changed', async () => {
    const line = JSON.stringify({
      law_id: 'fx-labour',
      law_title: 'نظام العمل',
      article_number: 98,
      article_label: 'المادة الثامنة والتسعون',
      text: 'لا تزيد ساعات العمل الفعلية على ثماني ساعات في اليوم، وتخفض في رمضان إلى ست ساعات.',
    });
    await importLaws(t.app.db, [line]);
    const inputs = double.inputs;
    const report = await embedArticles(t.app.db, createEmbedder(embeddingsOf(t)), { batchSize: 4 });
    expect(report).toMatchObject({ embedded: 1, skipped: 15, requests: 1 });
    expect(double.inputs - inputs).toBe(1);
  });
});

describe('a run that fails midway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
    await importLaws(t.app.db, fixture);
  });
  afterAll(async () => {
    await t.close();
  });

  it('retries with backoff, stops with a clear message keeping what was stored, and resumes', async () => {
    double.failStatus = 503;
    double.okBeforeFailing = 2;
    const before = double.requests;
    const run = embedArticles(t.app.db, createEmbedder(embeddingsOf(t)), {
      batchSize: 4,
      retries: 2,
      backoffMs: 5,
    });
    await expect(run).rejects.toThrow(EmbeddingsRunError);
    await expect(run).rejects.toThrow(
      /embedding failed \(AI_APICallError 503\) after 3 attempts; 8 of 16 articles .* stored, 8 remain: run laws:embed again/,
    );
    // Two good batches, then the third batch tried three times.
    expect(double.requests - before).toBe(5);
    expect(await storedCount(t)).toBe(8);

    double.failStatus = 0;
    const resumed = await embedArticles(t.app.db, createEmbedder(embeddingsOf(t)), { batchSize: 4 });
    expect(resumed).toMatchObject({ embedded: 8, skipped: 8, requests: 2 });
    expect(await storedCount(t)).toBe(16);
  });

  it('laws:embed prints progress and what it did', async () => {
    await t.app.db.execute(sql`delete from legal_article_embeddings where article_id in (
      select id from legal_articles where law_id = 'fx-family')`);
    const lines: string[] = [];
    const out = {
      info: (line: string) => void lines.push(line),
      error: (line: string) => void lines.push(`error: ${line}`),
    };
    expect(await embedCorpus(t.app.db, embeddingsOf(t), out)).toBe(true);
    expect(lines[0]).toBe(`embedding articles with ${MODEL} at ${double.url}`);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}3 \/ 3 articles embedded \(\d+(\.\d)?\/s\)$/));
    expect(lines.at(-1)).toMatch(/^3 articles embedded, 13 unchanged, 1 requests, in \d+\.\d s$/);

    lines.length = 0;
    await t.app.db.execute(sql`delete from legal_article_embeddings where article_id in (
      select id from legal_articles where law_id = 'fx-cheques')`);
    double.failStatus = 400;
    const before = double.requests;
    expect(await embedCorpus(t.app.db, embeddingsOf(t), out)).toBe(false);
    // A refusal is not retried.
    expect(double.requests - before).toBe(1);
    expect(lines.at(-1)).toBe(
      'error: embedding failed (AI_APICallError 400) after 1 attempt; 0 of 2 articles embedded in this run are ' +
        'stored, 2 remain: run laws:embed again to resume',
    );
  });
});

describe('searching', () => {
  let t: TestApp;
  let lexicalOnly: TestApp;
  const logs = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ env: { ...env(), LOG_LEVEL: 'warn' }, deps: { logStream: logs.stream } });
    await importLaws(t.app.db, fixture);
    await embedArticles(t.app.db, createEmbedder(embeddingsOf(t)));
    lexicalOnly = await createTestApp();
    await importLaws(lexicalOnly.app.db, fixture);
  });
  afterAll(async () => {
    await t.close();
    await lexicalOnly.close();
  });

  it('finds an article by meaning when none of its words are in the question (reciprocal rank fusion)', async () => {
    const lexical = await research(lexicalOnly.app.db, KHUL_QUESTION, { limit: 5 });
    expect(khulId(lexical.articles)).toBe(-1);
    const before = double.requests;
    const fused = await research(t.app.db, KHUL_QUESTION, { limit: 5 });
    expect(double.requests - before).toBe(1);
    expect(khulId(fused.articles)).toBe(0);

    // The same through the library search API.
    const res = await t.app.inject({
      url: `/api/legal/search?q=${encodeURIComponent(KHUL_QUESTION)}&limit=5`,
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { kind: string; lawId: string; articleNumber: number }[];
    expect(khulId(results.filter((r) => r.kind === 'article'))).toBe(0);
  });

  it('keeps the lexical ranking where both agree, and a cited article first', async () => {
    const question = 'المادة ٨٤ من نظام العمل مكافأة نهاية الخدمة';
    const fused = await research(t.app.db, question, { limit: 5 });
    expect(fused.cited).toBe(true);
    expect(fused.articles[0]).toMatchObject({ lawId: 'fx-labour', articleNumber: 84 });
    const inLaw = await research(t.app.db, KHUL_QUESTION, { limit: 5, lawId: 'fx-labour' });
    expect(inLaw.articles.every((a) => a.lawId === 'fx-labour')).toBe(true);
  });

  it('falls back to the lexical ranking and logs one line without the question when the server fails', async () => {
    const question = 'مكافأة نهاية الخدمة للعامل';
    logs.lines.length = 0;
    double.failStatus = 500;
    const before = double.requests;
    const found = await research(t.app.db, question, { limit: 5 });
    expect(double.requests - before).toBe(1);
    // Same laws and numbers as the lexical ranking (ids differ between the two databases).
    const lexical = await research(lexicalOnly.app.db, question, { limit: 5 });
    expect(found.articles.map((a) => `${a.lawId}#${a.articleNumber}`)).toEqual(
      lexical.articles.map((a) => `${a.lawId}#${a.articleNumber}`),
    );
    expect(found.articles.length).toBeGreaterThan(0);
    const lines = logs.lines.filter((l) => l.includes('legal embeddings unavailable'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ errorClass: 'AI_APICallError', status: 500 });
    expect(lines[0]).not.toContain('مكافأة');
    expect(lines[0]).not.toContain(encodeURIComponent('مكافأة'));

    // For a while after a failure questions do not wait for the server.
    await research(t.app.db, question, { limit: 5 });
    expect(double.requests - before).toBe(1);
  });

  it('gives up on a hung server after the timeout', async () => {
    enableSemanticSearch(t.app.db, createEmbedder(embeddingsOf(t)), { log: t.app.log, timeoutMs: 200 });
    logs.lines.length = 0;
    double.hangMs = 1500;
    const started = performance.now();
    const found = await research(t.app.db, 'مكافأة نهاية الخدمة للعامل', { limit: 5 });
    expect(performance.now() - started).toBeLessThan(1200);
    expect(found.articles[0]).toMatchObject({ lawId: 'fx-labour' });
    const lines = logs.lines.filter((l) => l.includes('legal embeddings unavailable'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ status: null });
    expect(lines[0]).not.toContain('مكافأة');
  });

  it('calls nothing out when EMBEDDINGS_PROVIDER is unset', async () => {
    expect(semanticSearchEnabled(lexicalOnly.app.db)).toBe(false);
    const before = double.requests;
    await research(lexicalOnly.app.db, KHUL_QUESTION, { limit: 5 });
    const res = await lexicalOnly.app.inject({ url: `/api/legal/search?q=${encodeURIComponent('الخلع')}` });
    expect(res.statusCode).toBe(200);
    expect(double.requests).toBe(before);
    expect(await storedCount(lexicalOnly)).toBe(0);
  });
});

describe('fuseRankings', () => {
  it('sums 1 / (60 + rank) over both lists, lexical order breaking ties', () => {
    const fused = fuseRankings([{ id: 'a' }, { id: 'b' }, { id: 'c' }], [{ id: 'c' }, { id: 'd' }]);
    expect(fused.map((h) => h.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(fused[0]!.score).toBeCloseTo(1 / 63 + 1 / 61);
  });
});
