/**
 * Retrieval benchmark (issue 5): runs ../shared/legal/qa-dev.jsonl through `retrieve` and prints recall@1/5/10,
 * MRR and retrieval latency. `npm run bench:legal -- [--limit N] [--postgres URL] [--data-dir DIR] [--reimport]
 * [--questions FILE] [--corpus FILE] [--misses N]`. The corpus is imported once into the chosen database.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { importLaws } from '../../apps/server/src/modules/legal/importer.ts';
import { searchIndex } from '../../apps/server/src/modules/legal/search-index.ts';
import { RANKING, retrieve } from '../../apps/server/src/modules/legal/service.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../../shared/legal');
const { values: args } = parseArgs({
  options: {
    limit: { type: 'string' },
    postgres: { type: 'string' },
    'data-dir': { type: 'string' },
    reimport: { type: 'boolean', default: false },
    questions: { type: 'string' },
    corpus: { type: 'string' },
    misses: { type: 'string', default: '0' },
    half: { type: 'string' },
    set: { type: 'string', multiple: true },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.info(`npm run bench:legal -- [options]
  --limit N          only the first N questions
  --half even|odd    only the questions on even (0, 2, …) or odd line numbers: tune on one half, report on the other
  --postgres URL     PostgreSQL (default: DATABASE_URL, else PGlite under --data-dir)
  --data-dir DIR     PGlite directory (default: $TMPDIR/mustashar-legal-eval/pglite)
  --reimport         import the corpus even when the article count matches
  --questions FILE   default ../shared/legal/qa-dev.jsonl
  --corpus FILE      default ../shared/legal/corpus.jsonl (or LEGAL_CORPUS)
  --misses N         print N missed questions with the top 3 results
  --set KEY=VALUE    override a ranking knob (RANKING in search-index.ts), e.g. --set guideWeight=0`);
  process.exit(0);
}
for (const pair of args.set ?? []) {
  const [key, value] = pair.split('=');
  if (!(key in RANKING)) throw new Error(`unknown knob ${key}`);
  RANKING[key] = Number(value);
}
const corpusFile = args.corpus ?? process.env.LEGAL_CORPUS ?? path.join(shared, 'corpus.jsonl');
const questionsFile = args.questions ?? path.join(shared, 'qa-dev.jsonl');
if (!existsSync(corpusFile) || !existsSync(questionsFile)) {
  console.error(`missing ${existsSync(corpusFile) ? questionsFile : corpusFile}`);
  process.exit(2);
}

const pgUrl = args.postgres ?? process.env.DATABASE_URL;
const dataDir = args['data-dir'] ?? path.join(os.tmpdir(), 'mustashar-legal-eval', 'pglite');
const database = await createDatabase(
  pgUrl ? { driver: 'postgres', url: pgUrl } : { driver: 'pglite', dataDir },
);
await database.migrate();
const db = database.db;
const rows = (r) => (Array.isArray(r) ? r : r.rows);

const corpusLines = readFileSync(corpusFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim()).length;
const [{ n }] = rows(await db.execute(sql`select count(*)::int as n from legal_articles`));
if (args.reimport || n !== corpusLines) {
  const report = await importLaws(db, corpusFile);
  console.info(
    `imported ${report.articles} articles of ${report.laws} laws in ${(report.ms / 1000).toFixed(1)} s` +
      (report.bad.length ? `, ${report.bad.length} bad lines` : ''),
  );
} else {
  console.info(`corpus already imported (${n} articles)`);
}

let items = readFileSync(questionsFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));
if (args.half) items = items.filter((_, i) => i % 2 === (args.half === 'odd' ? 1 : 0));
if (args.limit) items = items.slice(0, Number(args.limit));

// Warm-up: caches, prepared plans, the law index and the in-process ranking index (built on first use).
const heapBefore = process.memoryUsage().heapUsed;
const buildStarted = performance.now();
const index = await searchIndex(db);
global.gc?.();
console.info(
  `ranking index: ${index.articles} articles, ${index.terms} terms, built in ${index.buildMs} ms ` +
    `(first call ${(performance.now() - buildStarted).toFixed(0)} ms), heap growth +${((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20).toFixed(0)} MiB (garbage included unless node runs with --expose-gc)`,
);
for (const item of items.slice(0, 5)) await retrieve(db, item.question, { limit: 10 });

const latencies = [];
let r1 = 0;
let r5 = 0;
let r10 = 0;
let mrr = 0;
const misses = [];
for (const item of items) {
  const started = performance.now();
  const results = await retrieve(db, item.question, { locale: 'ar', limit: 10 });
  latencies.push(performance.now() - started);
  const gold = new Set(item.gold_articles);
  const rank = results.findIndex((r) => r.lawId === item.law_id && gold.has(r.articleNumber));
  if (rank === 0) r1++;
  if (rank >= 0 && rank < 5) r5++;
  if (rank >= 0 && rank < 10) r10++;
  if (rank >= 0) mrr += 1 / (rank + 1);
  else misses.push({ item, top: results.slice(0, 3) });
}
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
const total = items.length;
const f = (x) => (x / total).toFixed(3);
console.info(
  `driver ${database.driver}, ${total} questions from ${path.basename(questionsFile)}${args.half ? ` (${args.half} half)` : ''}`,
);
console.info(`recall@1 ${f(r1)}  recall@5 ${f(r5)}  recall@10 ${f(r10)}  MRR ${f(mrr)}`);
console.info(
  `latency p50 ${pct(50).toFixed(1)} ms  p95 ${pct(95).toFixed(1)} ms  max ${pct(100).toFixed(1)} ms`,
);
for (const { item, top } of misses.slice(0, Number(args.misses))) {
  console.info(
    `\nMISS ${item.id} ${item.question}\n  gold ${item.law_title} ${item.gold_articles.join(',')}`,
  );
  for (const t of top) console.info(`  got  ${t.lawTitle} ${t.articleNumber} (${t.score.toFixed(3)})`);
}
await database.close();
