import { createHash } from 'node:crypto';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany } from 'ai';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { bundledExpansions, type Expansions, expansionKey } from '../expansions/expansions.ts';
import { indexCache, numberLaws } from './index-cache.ts';

/**
 * Optional semantic search over the statute articles (docs/decisions/035). Off unless EMBEDDINGS_PROVIDER is set:
 * then each article's text is embedded once by an OpenAI-shaped `/v1/embeddings` server (at import, or by
 * `laws:embed`), stored in `legal_article_embeddings` as float32 bytes, loaded into one normalised Float32Array
 * per model, and searched by a linear cosine scan. The question is embedded at query time; the semantic ranking is
 * fused with the lexical one (research.ts) by reciprocal rank fusion. Any failure falls back to lexical only.
 */

export type EmbeddingsConfig = NonNullable<Config['embeddings']>;
type Log = { warn(obj: object, msg?: string): void };

/** A model that turns texts into vectors (one HTTP request per call). */
export type Embedder = {
  model: string;
  embed(values: string[], signal?: AbortSignal): Promise<number[][]>;
};

/** Tuning knobs of the fusion and the query-time call, kept together for the ADR's figures. */
export const SEMANTIC = {
  /** Reciprocal rank fusion: score = Σ 1 / (k + rank) over the lexical and semantic lists (rank from 1). */
  rrfK: 60,
  /** How many of each list take part in the fusion. */
  depth: 50,
  /** The question's embedding call gives up after this; the search is then lexical only. */
  queryTimeoutMs: 2000,
  /** After a failed call, questions skip the embeddings server for this long (a hung server costs one timeout). */
  cooldownMs: 15_000,
  /** Texts per request at import. */
  batchSize: 64,
  /** Characters embedded per article: fits 512-token models (Arabic runs about 3–4 characters a token). */
  maxChars: 1500,
  /** Of which the expansion lines take at most this much, so a long article keeps its lay wording. */
  maxExpansionChars: 500,
};

/** The configured model through the AI SDK (one request per `embed` call; retries are ours, see embedArticles). */
export function createEmbedder(config: EmbeddingsConfig): Embedder {
  const model = createOpenAICompatible({
    name: 'embeddings',
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? undefined,
  }).embeddingModel(config.model);
  return {
    model: config.model,
    async embed(values, signal) {
      const { embeddings } = await embedMany({
        model,
        values,
        maxRetries: 0,
        maxParallelCalls: 1,
        abortSignal: signal,
      });
      return embeddings;
    },
  };
}

export type EmbeddableArticle = {
  lawId: string;
  lawTitle: string;
  number: number;
  bis: boolean;
  label: string;
  text: string;
  amendmentNotes: string[];
};

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max * 0.8 ? cut.slice(0, space) : cut;
}

/**
 * What is embedded for an article: law title and label, the newest wording (as `displayText` in research.ts), and
 * its expansion lines; the text is cut so the whole stays within `maxChars` and the expansions survive.
 */
export function articleEmbeddingText(
  article: EmbeddableArticle,
  expansions: Expansions = bundledExpansions(),
): string {
  const head = `${article.lawTitle} — ${article.label}`.trim();
  const notes = article.amendmentNotes;
  const body = (notes.length > 0 ? `${notes[notes.length - 1]}\n${article.text}` : article.text)
    .replace(/\s+/g, ' ')
    .trim();
  const lines = expansions.lines.get(expansionKey(article.lawId, article.number, article.bis)) ?? [];
  const extra = clip(lines.join('\n'), SEMANTIC.maxExpansionChars);
  const room = Math.max(SEMANTIC.maxChars - head.length - extra.length - 2, 200);
  return [head, clip(body, room), extra].filter(Boolean).join('\n');
}

export const contentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Little-endian float32 bytes (every platform we run on is little-endian, as is the loader below). */
function toBytes(vector: number[]): Buffer {
  return Buffer.from(Float32Array.from(vector).buffer);
}

/** The error's class and HTTP status: all that is logged (never the texts sent). */
export function describeError(err: unknown): { errorClass: string; status: number | null } {
  const e = err as { name?: unknown; statusCode?: unknown; constructor?: { name?: string } } | null;
  const errorClass = typeof e?.name === 'string' ? e.name : (e?.constructor?.name ?? typeof err);
  return { errorClass, status: typeof e?.statusCode === 'number' ? e.statusCode : null };
}

export class EmbeddingsRunError extends Error {
  override name = 'EmbeddingsRunError';
}

export type EmbedProgress = { done: number; total: number; perSecond: number };
export type EmbedReport = {
  model: string;
  articles: number;
  embedded: number;
  /** Articles whose vector for this model and text was already stored. */
  skipped: number;
  requests: number;
  ms: number;
};

type ArticleRow = {
  id: string;
  law_id: string;
  title: string;
  number: number;
  bis: boolean;
  label: string;
  text_ar: string;
  amendment_notes: string[] | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Embeds every article lacking a vector for this model and its current text, in batches of `batchSize`; each
 * batch is stored as soon as it is embedded, so a run that stops resumes where it stopped. A failing batch is
 * retried `retries` times (backoff `backoffMs` × 2^attempt) unless the server refused it, then the run throws EmbeddingsRunError saying what
 * was stored.
 */
export async function embedArticles(
  db: Db,
  embedder: Embedder,
  options: {
    batchSize?: number;
    retries?: number;
    backoffMs?: number;
    expansions?: Expansions;
    onProgress?: (progress: EmbedProgress) => void;
  } = {},
): Promise<EmbedReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? SEMANTIC.batchSize;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 1000;
  const rows = rowsOf<ArticleRow>(
    await db.execute(sql`
      select a.id, a.law_id, l.title_ar as title, a.number, a.bis, a.label, a.text_ar, a.amendment_notes
      from legal_articles a join legal_laws l on l.id = a.law_id
      order by a.law_id, a.number, a.bis`),
  );
  const stored = new Map(
    rowsOf<{ article_id: string; content_hash: string }>(
      await db.execute(sql`
        select article_id, content_hash from legal_article_embeddings where model = ${embedder.model}`),
    ).map((r) => [r.article_id, r.content_hash]),
  );
  const todo: { id: string; text: string; hash: string }[] = [];
  for (const row of rows) {
    const text = articleEmbeddingText(
      {
        lawId: row.law_id,
        lawTitle: row.title,
        number: Number(row.number),
        bis: row.bis,
        label: row.label,
        text: row.text_ar,
        amendmentNotes: row.amendment_notes ?? [],
      },
      options.expansions,
    );
    const hash = contentHash(text);
    if (stored.get(row.id) !== hash) todo.push({ id: row.id, text, hash });
  }

  let requests = 0;
  let done = 0;
  for (let start = 0; start < todo.length; start += batchSize) {
    const batch = todo.slice(start, start + batchSize);
    let vectors: number[][];
    for (let attempt = 0; ; attempt++) {
      requests++;
      try {
        vectors = await embedder.embed(batch.map((b) => b.text));
        const dim = vectors[0]?.length ?? 0;
        if (vectors.length !== batch.length || dim === 0 || vectors.some((v) => v.length !== dim))
          throw new EmbeddingsRunError(`expected ${batch.length} vectors of one dimension`);
        break;
      } catch (err) {
        // A refusal (bad key, unknown model, input too long: 4xx other than 408/409/429) is not retried.
        if (attempt >= retries || (err as { isRetryable?: unknown }).isRetryable === false) {
          const { errorClass, status } = describeError(err);
          const tries = attempt === 0 ? '1 attempt' : `${attempt + 1} attempts`;
          throw new EmbeddingsRunError(
            `embedding failed (${errorClass}${status ? ` ${status}` : ''}) after ${tries}; ` +
              `${done} of ${todo.length} articles embedded in this run are stored, ` +
              `${todo.length - done} remain: run laws:embed again to resume`,
          );
        }
        await sleep(backoffMs * 2 ** attempt);
      }
    }
    await db.execute(sql`
      insert into legal_article_embeddings (article_id, model, dim, vector, content_hash)
      values ${sql.join(
        batch.map((b, i) => {
          const v = vectors[i]!;
          return sql`(${b.id}, ${embedder.model}, ${v.length}, ${toBytes(v)}, ${b.hash})`;
        }),
        sql`, `,
      )}
      on conflict (article_id, model) do update set
        dim = excluded.dim, vector = excluded.vector, content_hash = excluded.content_hash, updated_at = now()`);
    done += batch.length;
    const seconds = (performance.now() - started) / 1000;
    options.onProgress?.({ done, total: todo.length, perSecond: seconds > 0 ? done / seconds : done });
  }
  if (done > 0) invalidateVectorIndex(db);
  return {
    model: embedder.model,
    articles: rows.length,
    embedded: done,
    skipped: rows.length - todo.length,
    requests,
    ms: Math.round(performance.now() - started),
  };
}

/** The stored vectors of one model, normalised, in one array (row i is `ids[i]`). */
export type VectorIndex = {
  model: string;
  dim: number;
  count: number;
  ids: string[];
  lawOf: Int32Array;
  lawIds: string[];
  vectors: Float32Array;
  signature: string;
  checkedAt: number;
  buildMs: number;
};

const CHECK_MS = 60_000;

async function vectorSignature(db: Db, model: string): Promise<string> {
  const [row] = rowsOf<{ n: number; at: string | null }>(
    await db.execute(sql`
      select count(*)::int as n, max(updated_at)::text as at from legal_article_embeddings where model = ${model}`),
  );
  return `${row?.n ?? 0}/${row?.at ?? ''}`;
}

async function buildVectorIndex(db: Db, model: string): Promise<VectorIndex> {
  const started = performance.now();
  const signature = await vectorSignature(db, model);
  const rows = rowsOf<{ id: string; law_id: string; dim: number; vector: Uint8Array }>(
    await db.execute(sql`
      select e.article_id as id, a.law_id, e.dim, e.vector
      from legal_article_embeddings e join legal_articles a on a.id = e.article_id
      where e.model = ${model}
      order by e.article_id`),
  );
  // One dimension per model; rows of another (a server that changed under the same name) are left out.
  const dim = rows.length > 0 ? Number(rows[rows.length - 1]!.dim) : 0;
  const kept = rows.filter((r) => Number(r.dim) === dim && r.vector.byteLength === dim * 4);
  const vectors = new Float32Array(kept.length * dim);
  const { lawIds, lawOf } = numberLaws(kept);
  kept.forEach((row, i) => {
    const bytes = row.vector;
    const v = new Float32Array(dim);
    new Uint8Array(v.buffer).set(bytes.subarray(0, dim * 4));
    let norm = 0;
    for (let j = 0; j < dim; j++) norm += v[j]! * v[j]!;
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < dim; j++) vectors[i * dim + j] = v[j]! * inv;
  });
  return {
    model,
    dim,
    count: kept.length,
    ids: kept.map((r) => r.id),
    lawOf,
    lawIds,
    vectors,
    signature,
    checkedAt: Date.now(),
    buildMs: Math.round(performance.now() - started),
  };
}

const vectorIndexes = indexCache({
  build: (db, model) => buildVectorIndex(db, model),
  signature: (db, model) => vectorSignature(db, model),
  keyOf: (index: VectorIndex) => index.model,
  checkMs: CHECK_MS,
});

/** Built once per database and model, shared by concurrent callers, rebuilt when the stored vectors change. */
export const vectorIndex = (db: Db, model: string): Promise<VectorIndex> => vectorIndexes.get(db, model);

export function invalidateVectorIndex(db: Db) {
  vectorIndexes.invalidate(db);
}

/** The `k` rows nearest the query by cosine (a linear scan), optionally within one law. */
export function nearest(
  index: VectorIndex,
  query: ArrayLike<number>,
  k: number,
  onlyLaw?: string,
): { id: string; score: number }[] {
  const { dim, vectors } = index;
  if (query.length !== dim || index.count === 0) return [];
  const q = Float32Array.from(query);
  let norm = 0;
  for (let j = 0; j < dim; j++) norm += q[j]! * q[j]!;
  if (norm === 0) return [];
  const inv = 1 / Math.sqrt(norm);
  for (let j = 0; j < dim; j++) q[j] = q[j]! * inv;
  const law = onlyLaw === undefined ? -1 : index.lawIds.indexOf(onlyLaw);
  if (onlyLaw !== undefined && law < 0) return [];
  // Best k kept sorted, worst last (k is small).
  const best: { i: number; s: number }[] = [];
  for (let i = 0; i < index.count; i++) {
    if (law >= 0 && index.lawOf[i] !== law) continue;
    let s = 0;
    const base = i * dim;
    for (let j = 0; j < dim; j++) s += q[j]! * vectors[base + j]!;
    if (best.length === k && s <= best[k - 1]!.s) continue;
    let at = best.length < k ? best.length : k - 1;
    while (at > 0 && best[at - 1]!.s < s) at--;
    best.splice(at, 0, { i, s });
    if (best.length > k) best.pop();
  }
  return best.map(({ i, s }) => ({ id: index.ids[i]!, score: s }));
}

/**
 * Reciprocal rank fusion: each list gives an article 1 / (k + rank); the sum decides. Ties keep the lexical order.
 * The lexical list arrives with its boosts (named law, "this law", guides, preferences) already applied.
 */
export function fuseRankings(
  lexical: { id: string }[],
  semantic: { id: string }[],
  k: number = SEMANTIC.rrfK,
): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const list of [lexical, semantic])
    for (const [r, h] of list.entries()) scores.set(h.id, (scores.get(h.id) ?? 0) + 1 / (k + r + 1));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

type SemanticSearch = {
  embedder: Embedder;
  log: Log;
  timeoutMs: number;
  cooldownMs: number;
  failedUntil: number;
};

const enabled = new WeakMap<object, SemanticSearch>();

/** Turns semantic search on for this database's searches (the legal module does so when configured). */
export function enableSemanticSearch(
  db: Db,
  embedder: Embedder,
  options: { log: Log; timeoutMs?: number; cooldownMs?: number },
) {
  enabled.set(db, {
    embedder,
    log: options.log,
    timeoutMs: options.timeoutMs ?? SEMANTIC.queryTimeoutMs,
    cooldownMs: options.cooldownMs ?? SEMANTIC.cooldownMs,
    failedUntil: 0,
  });
}

export function disableSemanticSearch(db: Db) {
  enabled.delete(db);
}

export function semanticSearchEnabled(db: Db): boolean {
  return enabled.has(db);
}

/** The question's nearest articles: call `nearest(k, onlyLaw)` once the vector is in. */
export type SemanticQuery = { nearest(k: number, onlyLaw?: string): { id: string; score: number }[] };

/**
 * Embeds the question (one call, `timeoutMs` at most) against the configured model's vectors. Resolves to null
 * when semantic search is off, nothing is embedded yet, or the server fails; a failure is logged as one line with
 * the error's class and status (never the question) and the search goes on lexical only. Never rejects.
 */
export async function semanticQuery(db: Db, question: string): Promise<SemanticQuery | null> {
  const semantic = enabled.get(db);
  if (!semantic || !question.trim() || Date.now() < semantic.failedUntil) return null;
  try {
    const index = await vectorIndex(db, semantic.embedder.model);
    if (index.count === 0) return null;
    const [vector] = await semantic.embedder.embed(
      [question.slice(0, SEMANTIC.maxChars)],
      AbortSignal.timeout(semantic.timeoutMs),
    );
    if (!vector || vector.length !== index.dim) throw new EmbeddingsRunError('dimension mismatch');
    return { nearest: (k, onlyLaw) => nearest(index, vector, k, onlyLaw) };
  } catch (err) {
    semantic.failedUntil = Date.now() + semantic.cooldownMs;
    semantic.log.warn(describeError(err), 'legal embeddings unavailable');
    return null;
  }
}

/**
 * `laws:import` and `laws:embed`: embeds what is missing with the configured model, printing progress about every
 * 2 s. Returns false (the reason printed) when the run stops; what was embedded stays stored.
 */
export async function embedCorpus(
  db: Db,
  config: EmbeddingsConfig,
  out: Pick<Console, 'info' | 'error'> = console,
): Promise<boolean> {
  out.info(`embedding articles with ${config.model} at ${config.baseUrl}`);
  let printed = 0;
  try {
    const report = await embedArticles(db, createEmbedder(config), {
      onProgress: ({ done, total, perSecond }) => {
        if (done < total && performance.now() - printed < 2000) return;
        printed = performance.now();
        out.info(`  ${done} / ${total} articles embedded (${perSecond.toFixed(1)}/s)`);
      },
    });
    out.info(
      `${report.embedded} articles embedded, ${report.skipped} unchanged, ${report.requests} requests, ` +
        `in ${(report.ms / 1000).toFixed(1)} s`,
    );
    return true;
  } catch (err) {
    if (!(err instanceof EmbeddingsRunError)) throw err;
    out.error(err.message);
    return false;
  }
}
