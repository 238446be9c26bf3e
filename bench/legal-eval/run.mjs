/**
 * Retrieval benchmark: runs the dev set (../shared/legal/qa-dev.jsonl: the whole set and its odd and even
 * halves), our lay questions (lay-questions.jsonl, used for tuning) and held-out lay sets (lay-holdout*.jsonl,
 * each written before a tuning round; see docs/decisions/032) and the sealed lay sets (sealed/*.jsonl: written
 * before the change they judge, only ever run — see docs/decisions/033) through `research` and prints recall@1/5/10,
 * MRR, the share of questions given no article at all, and retrieval latency for each, and how the offline answer treats off-topic questions (off-topic.jsonl). With an
 * LLM configured (LLM_* variables) and --llm N, it also answers N lay questions and prints citation validity and
 * the share of answers citing a gold article. `--help` for options.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { feedbackCounts } from '../../apps/server/src/modules/chat/feedback.ts';
import { createLegalAnswerer, isWeakMatch } from '../../apps/server/src/modules/legal/answer/answer.ts';
import { importLaws } from '../../apps/server/src/modules/legal/corpus/importer.ts';
import { GUIDES } from '../../apps/server/src/modules/legal/guides/index.ts';
import {
  createEmbedder,
  enableSemanticSearch,
} from '../../apps/server/src/modules/legal/ranking/embeddings.ts';
import { RANKING, research } from '../../apps/server/src/modules/legal/ranking/research.ts';
import { searchIndex } from '../../apps/server/src/modules/legal/ranking/statute-index.ts';
import { answerRequest } from '../../apps/server/test/support/legal-answer.ts';
import {
  formDefects,
  isEnglish,
  openingOf,
  quotesSuperseded,
  statesKeyFact,
  statesKeyFactByValue,
  supersededGrams,
} from './answer-score.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../../shared/legal');
const { values: args } = parseArgs({
  options: {
    limit: { type: 'string' },
    postgres: { type: 'string' },
    'data-dir': { type: 'string' },
    reimport: { type: 'boolean', default: false },
    questions: { type: 'string' },
    lay: { type: 'string' },
    holdout: { type: 'string', multiple: true },
    sealed: { type: 'string', multiple: true },
    'skip-sealed': { type: 'boolean', default: false },
    corpus: { type: 'string' },
    misses: { type: 'string', default: '0' },
    half: { type: 'string' },
    set: { type: 'string', multiple: true },
    llm: { type: 'string' },
    answers: { type: 'string', multiple: true },
    'answers-sealed': { type: 'string', multiple: true },
    'answers-only': { type: 'boolean', default: false },
    'answer-misses': { type: 'string', default: '0' },
    'hand-reading': { type: 'string' },
    feedback: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.info(`npm run bench:legal -- [options]
  --limit N          only the first N dev questions
  --half even|odd    only that half of the dev set (lines 0, 2, … or 1, 3, …); default: the whole set and both halves
  --postgres URL     PostgreSQL (default: DATABASE_URL, else TEST_DATABASE_URL, else PGlite under --data-dir)
  --data-dir DIR     PGlite directory (default: $TMPDIR/mustashar-legal-eval/pglite)
  --reimport         import the corpus even when the article count matches
  --questions FILE   dev set (default ../shared/legal/qa-dev.jsonl)
  --lay FILE         lay set (default bench/legal-eval/lay-questions.jsonl)
  --holdout FILE     development lay sets, repeatable (default: bench/legal-eval/lay-holdout*.jsonl)
  --sealed FILE      sealed lay sets, repeatable (default: bench/legal-eval/sealed/*.jsonl); only their figures are
                     printed, never their misses
  --skip-sealed      run no sealed set (while working on a round: a sealed set is run once, at the round's end)
  --corpus FILE      default ../shared/legal/corpus.jsonl (or LEGAL_CORPUS)
  --misses N         print N missed questions of each development set with the top 3 results (never a sealed set's)
  --set KEY=VALUE    override a ranking knob (RANKING in ranking/statute-index.ts), e.g. --set guideWeight=0
  --llm N            with LLM_PROVIDER/LLM_MODEL/… set: answer N lay questions and measure the citations
  --answers FILE     development answer sets, repeatable (default: bench/legal-eval/answer-dev-*.jsonl): each
                     question is answered offline and the answer judged by what a person reads first
                     (answer-score.mjs): the opening states the key fact, the first citation is gold, English
                     questions get English openings, form defects, superseded wording quoted
  --answers-sealed FILE  a sealed answer set (only by naming it; run once, at a round's end): figures only
  --answers-only     run only the answer sets (no retrieval sets)
  --answer-misses N  print N development answers whose opening misses the key fact
  --hand-reading DIR at a round's end: write 40 openings of each sealed answer set (chosen by position) to DIR for a
                     reader to mark; with two sealed answer sets or more, their mean is printed too
  --feedback DB      only print what users' thumbs say (a development signal, never a sealed figure): up and
                     down, downs by reason and by the law the answer cited first, read from the product's database
                     (a postgres:// URL, or a PGlite directory such as DATA_DIR/pglite); nothing is written to it`);
  process.exit(0);
}
if (args.feedback) {
  const source = /^postgres(ql)?:\/\//.test(args.feedback)
    ? { driver: 'postgres', url: args.feedback }
    : { driver: 'pglite', dataDir: args.feedback };
  const product = await createDatabase(source);
  try {
    const counts = await feedbackCounts(product.db);
    const share = (n) => (counts.down ? `${((100 * n) / counts.down).toFixed(0)}%` : '-');
    console.info(`users' ratings: ${counts.up} up, ${counts.down} down`);
    for (const [reason, n] of Object.entries(counts.byReason))
      console.info(`  down, ${reason}: ${n} (${share(n)})`);
    for (const { law, down } of counts.downByLaw.slice(0, 20))
      console.info(`  down, citing ${law} first: ${down}`);
  } finally {
    await product.close();
  }
  process.exit(0);
}
for (const pair of args.set ?? []) {
  const [key, value] = pair.split('=');
  if (!(key in RANKING)) throw new Error(`unknown knob ${key}`);
  RANKING[key] = Number(value);
}
const corpusFile = args.corpus ?? process.env.LEGAL_CORPUS ?? path.join(shared, 'corpus.jsonl');
const questionsFile = args.questions ?? path.join(shared, 'qa-dev.jsonl');
const layFile = args.lay ?? path.join(here, 'lay-questions.jsonl');
const holdoutFiles =
  args.holdout ??
  readdirSync(here)
    .filter((name) => /^lay-holdout(?:-\d+)?\.jsonl$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => path.join(here, name));
const sealedDir = path.join(here, 'sealed');
const sealedFiles = args['skip-sealed']
  ? []
  : (args.sealed ??
    (existsSync(sealedDir)
      ? readdirSync(sealedDir)
          .filter((name) => name.endsWith('.jsonl'))
          .sort()
          .map((name) => path.join(sealedDir, name))
      : []));
const answerDevFiles =
  args.answers ??
  readdirSync(here)
    .filter((name) => /^answer-dev-\d+\.jsonl$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => path.join(here, name));
const answerSealedFiles = args['answers-sealed'] ?? [];
for (const file of [
  corpusFile,
  questionsFile,
  layFile,
  ...holdoutFiles,
  ...sealedFiles,
  ...answerDevFiles,
  ...answerSealedFiles,
]) {
  if (!existsSync(file)) {
    console.error(`missing ${file}`);
    process.exit(2);
  }
}

const pgUrl = args.postgres ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = args['data-dir'] ?? path.join(os.tmpdir(), 'mustashar-legal-eval', 'pglite');
const database = await createDatabase(
  pgUrl ? { driver: 'postgres', url: pgUrl } : { driver: 'pglite', dataDir },
);
await database.migrate();
const db = database.db;
// With EMBEDDINGS_* set (and `npm run laws:embed` run against this database), questions are ranked as the product
// ranks them: lexical and semantic fused.
const embeddingsConfig = loadConfig().embeddings;
if (embeddingsConfig) {
  enableSemanticSearch(db, createEmbedder(embeddingsConfig), {
    log: { warn: (obj, msg) => console.warn(msg, obj) },
  });
  console.info(`semantic search on: ${embeddingsConfig.model}`);
}
const rows = (r) => (Array.isArray(r) ? r : r.rows);

const corpusLines = readFileSync(corpusFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim()).length;
const [{ n }] = rows(await db.execute(sql`select count(*)::int as n from legal_articles`));
// Consolidation may add articles (a note that adds an article "مكرر"), so a complete import holds at least one per line.
if (args.reimport || n < corpusLines) {
  const report = await importLaws(db, corpusFile);
  console.info(
    `imported ${report.articles} articles of ${report.laws} laws in ${(report.ms / 1000).toFixed(1)} s` +
      (report.bad.length ? `, ${report.bad.length} bad lines` : ''),
  );
} else {
  console.info(`corpus already imported (${n} articles)`);
}

const readJsonl = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
let dev = readJsonl(questionsFile).map((item, line) => ({ ...item, line }));
if (args.half) dev = dev.filter((item) => item.line % 2 === (args.half === 'odd' ? 1 : 0));
if (args.limit) dev = dev.slice(0, Number(args.limit));
const lay = readJsonl(layFile);
const holdouts = holdoutFiles.map((file) => ({
  name: path.basename(file, '.jsonl'),
  items: readJsonl(file),
}));
const sealedSets = sealedFiles.map((file) => ({
  name: path.basename(file, '.jsonl'),
  items: readJsonl(file),
}));

const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);
// Warm-up: caches, prepared plans, the law index and the in-process ranking index (built on first use).
global.gc?.();
const memoryBefore = process.memoryUsage();
const buildStarted = performance.now();
const index = await searchIndex(db);
global.gc?.();
console.info(
  `ranking index: ${index.articles} articles, ${index.terms} terms, built in ${index.buildMs} ms ` +
    `(first call ${(performance.now() - buildStarted).toFixed(0)} ms), ` +
    `memory +${mib(process.memoryUsage().heapUsed - memoryBefore.heapUsed)} MiB heap, ` +
    `+${mib(process.memoryUsage().arrayBuffers - memoryBefore.arrayBuffers)} MiB typed arrays` +
    (global.gc ? '' : ' (garbage included: run node with --expose-gc for the index alone)'),
);
for (const item of dev.slice(0, 5)) await research(db, item.question, { limit: 10 });

/** Rank of the first gold article (-1 when not in the top 10) and latency, per question. `withinLaw`: search
 * only the gold law's articles, as the library's in-law search does. */
async function run(items, { withinLaw = false } = {}) {
  const out = [];
  for (const item of items) {
    const started = performance.now();
    const found = await research(db, item.question, {
      locale: item.locale ?? 'ar',
      limit: 10,
      ...(withinLaw ? { lawId: item.law_id } : {}),
    });
    const ms = performance.now() - started;
    const results = found.articles;
    const gold = new Set(item.gold_articles ?? []);
    const none = results.length === 0;
    const rank = results.findIndex((r) => r.lawId === item.law_id && gold.has(r.articleNumber));
    out.push({
      item,
      rank,
      ms,
      top: results.slice(0, 3),
      weak: isWeakMatch(found),
      unnamed: found.unnamedLaw,
      none,
    });
  }
  return out;
}

function report(name, runs) {
  const total = runs.length;
  if (total === 0) return;
  const at = (k) => runs.filter((r) => r.rank >= 0 && r.rank < k).length / total;
  const mrr = runs.reduce((s, r) => s + (r.rank >= 0 ? 1 / (r.rank + 1) : 0), 0) / total;
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))];
  const none = runs.filter((r) => r.none).length / total;
  console.info(
    `${name.padEnd(26)} n=${String(total).padStart(4)}  r@1 ${at(1).toFixed(3)}  r@5 ${at(5).toFixed(3)}  ` +
      `r@10 ${at(10).toFixed(3)}  MRR ${mrr.toFixed(3)}  none ${none.toFixed(3)}  ` +
      `p50 ${pct(50).toFixed(1)} ms  p95 ${pct(95).toFixed(1)} ms`,
  );
}

function misses(name, runs) {
  for (const { item, top } of runs.filter((r) => r.rank < 0 || r.rank >= 5).slice(0, Number(args.misses))) {
    console.info(
      `\nMISS (${name}) ${item.id} ${item.question}\n  gold ${item.law_id} ${item.gold_articles.join(',')}`,
    );
    for (const t of top) console.info(`  got  ${t.lawTitle} ${t.articleNumber} (${t.score.toFixed(3)})`);
  }
}

/**
 * Answer sets: each question answered offline as the chat answers it, judged by what a person reads first
 * (answer-score.mjs; docs/decisions/041). Superseded wording is found from the corpus file itself (the original
 * text and its amendment notes), so the judge does not depend on how the engine consolidates them.
 */
async function answerSets() {
  if (answerDevFiles.length === 0 && answerSealedFiles.length === 0) return;
  const corpusArticles = new Map();
  for (const line of readFileSync(corpusFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    if (r.amendment_notes?.length)
      corpusArticles.set(
        `${r.law_id}|${r.article_number}|${r.bis ? 1 : 0}`,
        supersededGrams(r.text, r.amendment_notes),
      );
  }
  const articleKeys = new Map(
    rows(await db.execute(sql`select id::text as id, law_id, number, bis from legal_articles`)).map((r) => [
      `/library/articles/${r.id}`,
      `${r.law_id}|${r.number}|${r.bis ? 1 : 0}`,
    ]),
  );
  const lawTitles = new Map(
    rows(await db.execute(sql`select id, title_ar from legal_laws`)).map((r) => [r.id, r.title_ar]),
  );
  const answerer = createLegalAnswerer({ db });

  async function judge(item) {
    const locale = item.locale ?? 'ar';
    const result = await answerer.answer(answerRequest(item.question, { locale }), () => {});
    const opening = openingOf(result.text);
    const gold = new Set(item.gold_articles.map((a) => `${item.law_id}|${a}|${item.bis ? 1 : 0}`));
    const title = lawTitles.get(item.law_id);
    const first = result.citations[0];
    const firstGold = first
      ? first.kind === 'guide'
        ? (GUIDES.find((g) => first.url.endsWith(`/${g.id}`))?.citations.some(
            (c) => c.lawTitle === title && c.articles.some((n) => item.gold_articles.includes(n)),
          ) ?? false)
        : gold.has(articleKeys.get(first.url))
      : false;
    const superseded = result.citations
      .map((c) => corpusArticles.get(articleKeys.get(c.url)))
      .filter((g) => g && g.length > 0);
    return {
      item,
      opening,
      keyFact: statesKeyFact(opening, item.key_fact),
      keyFactByValue: statesKeyFactByValue(opening, item.key_fact),
      firstGold,
      firstKey: first ? (articleKeys.get(first.url) ?? first.url) : 'none',
      goldRank: result.citations.findIndex((c) => gold.has(articleKeys.get(c.url))) + 1,
      english: locale === 'en' ? isEnglish(opening) : null,
      defects: formDefects(opening),
      supersededOpening: superseded.some((g) => quotesSuperseded(opening, g)),
      supersededAnywhere: superseded.some((g) => quotesSuperseded(result.text, g)),
    };
  }

  const share = (list, test) => (list.length ? (list.filter(test).length / list.length).toFixed(3) : '  -  ');
  function reportAnswers(name, judged) {
    for (const [label, list] of [
      ['all', judged],
      ['Arabic', judged.filter((j) => (j.item.locale ?? 'ar') !== 'en')],
      ['English', judged.filter((j) => j.item.locale === 'en')],
    ]) {
      if (list.length === 0) continue;
      console.info(
        `${`${name} (${label})`.padEnd(30)} n=${String(list.length).padStart(4)}  key fact in opening ` +
          `${share(list, (j) => j.keyFact)} (by value and unit ${share(list, (j) => j.keyFactByValue)})  first citation gold ${share(list, (j) => j.firstGold)}  ` +
          `English opening ${share(
            list.filter((j) => j.english !== null),
            (j) => j.english,
          )}  form defects ${share(list, (j) => j.defects.length > 0)}  superseded: opening ` +
          `${list.filter((j) => j.supersededOpening).length}, anywhere ${list.filter((j) => j.supersededAnywhere).length}`,
      );
    }
  }

  console.info('-- answer sets: judged by the opening (answer-score.mjs)');
  for (const file of answerDevFiles) {
    const judged = [];
    for (const item of readJsonl(file)) judged.push(await judge(item));
    const name = path.basename(file, '.jsonl');
    reportAnswers(name, judged);
    for (const j of judged
      .filter((x) => !x.keyFact || x.supersededAnywhere)
      .slice(0, Number(args['answer-misses']))) {
      console.info(
        `\n${j.keyFact ? 'SUPERSEDED' : 'MISSED FACT'} (${name}) ${j.item.id} ${j.item.question}\n  expected: ${j.item.expected_answer}\n` +
          `  terms: ${j.item.key_fact.terms.join(' | ')}\n  opening: ${j.opening.slice(0, 400)}` +
          `\n  first citation: ${j.firstGold ? 'gold' : 'not gold'} (${j.firstKey}; gold ${j.item.law_id} ${j.item.gold_articles.join(',')}, cited ${j.goldRank ? `at ${j.goldRank}` : 'nowhere'})` +
          (j.keyFactByValue ? ' · states it by value and unit' : '') +
          (j.defects.length ? `\n  defects: ${j.defects.join(', ')}` : '') +
          (j.supersededAnywhere
            ? `\n  quotes superseded wording${j.supersededOpening ? ' in the opening' : ''}`
            : ''),
      );
    }
  }
  // Sealed answer sets: figures only, never an answer or a miss (docs/decisions/033).
  if (answerSealedFiles.length) console.info('-- sealed answer sets (never tuned on)');
  const sealedJudged = [];
  for (const file of answerSealedFiles) {
    const judged = [];
    for (const item of readJsonl(file)) judged.push(await judge(item));
    reportAnswers(path.basename(file, '.jsonl'), judged);
    sealedJudged.push({ name: path.basename(file, '.jsonl'), judged });
  }
  // A round is judged on the mean of the newest sealed sets, each weighing the same (041).
  if (sealedJudged.length > 1) meanOfSets(sealedJudged);
  if (args['hand-reading'])
    for (const { name, judged } of sealedJudged) writeHandReading(args['hand-reading'], name, judged);
}

function meanOfSets(sets) {
  const rate = (list, test) => (list.length ? list.filter(test).length / list.length : 0);
  const mean = (pick, test) => sets.reduce((sum, s) => sum + rate(pick(s.judged), test), 0) / sets.length;
  for (const [label, pick] of [
    ['all', (l) => l],
    ['Arabic', (l) => l.filter((j) => (j.item.locale ?? 'ar') !== 'en')],
    ['English', (l) => l.filter((j) => j.item.locale === 'en')],
  ])
    console.info(
      `${`mean of ${sets.length} sets (${label})`.padEnd(30)} key fact in opening ${mean(pick, (j) => j.keyFact).toFixed(3)} ` +
        `(by value and unit ${mean(pick, (j) => j.keyFactByValue).toFixed(3)})  first citation gold ${mean(pick, (j) => j.firstGold).toFixed(3)}  ` +
        `form defects ${mean(pick, (j) => j.defects.length > 0).toFixed(3)}  superseded openings ` +
        `${sets.reduce((n, s) => n + pick(s.judged).filter((j) => j.supersededOpening).length, 0)} in all`,
    );
}

/**
 * The hand reading of a round's end (041): 40 openings of each sealed set, chosen by position alone (evenly spaced,
 * so no score picks them), written to a file for a reader to mark "states the right rule: yes / partly / no". Only at
 * the round's end, when the set has judged its round.
 */
function writeHandReading(dir, name, judged) {
  const count = Math.min(40, judged.length);
  const picked = Array.from({ length: count }, (_, i) => judged[Math.floor((i * judged.length) / count)]);
  const lines = [
    `# Hand reading: ${name}`,
    '',
    'For each: does the opening state the rule that answers? yes / partly / no',
    '',
  ];
  for (const j of picked)
    lines.push(
      `## ${j.item.id} (${j.item.locale ?? 'ar'})`,
      `- question: ${j.item.question}`,
      `- the rule (writer): ${j.item.expected_answer}`,
      `- opening: ${j.opening.replace(/\s+/g, ' ')}`,
      '- verdict: ',
      '',
    );
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.md`), lines.join('\n'));
  console.info(`hand reading of ${name}: ${count} openings written to ${path.join(dir, `${name}.md`)}`);
}

if (args['answers-only']) {
  await answerSets();
  await database.close();
  process.exit(0);
}

const devRuns = await run(dev);
// Where the misses come from (docs/decisions/032): many dev questions point at "the law", "the authority" or
// "the council" without naming it (the answer asks which: `unnamedLaw`) — they were generated one law at a time,
// with the law as context. No reader can tell which of the 518 laws such a question means, so they are reported
// apart, and the whole dev set is also ranked within its gold law (the library's in-law search), which measures
// the ranking once the law is known.
const withinLawRuns = await run(dev, { withinLaw: true });
const layRuns = await run(lay);
const holdoutRuns = [];
for (const h of holdouts) holdoutRuns.push({ name: h.name, runs: await run(h.items) });
const sealedRuns = [];
for (const s of sealedSets) sealedRuns.push({ name: s.name, runs: await run(s.items) });
console.info(
  `\ndriver ${database.driver}; dev set ${path.basename(questionsFile)}, lay set ${path.basename(layFile)}`,
);
if (args.half) report(`dev (${args.half} half)`, devRuns);
else {
  report('dev (all)', devRuns);
  report(
    'dev (odd half: tuning)',
    devRuns.filter((r) => r.item.line % 2 === 1),
  );
  report(
    'dev (even half)',
    devRuns.filter((r) => r.item.line % 2 === 0),
  );
}
report(
  'dev, names its subject',
  devRuns.filter((r) => !r.unnamed),
);
report(
  'dev, names no law or body',
  devRuns.filter((r) => r.unnamed),
);
report('dev, within gold law', withinLawRuns);
/** A lay set's figures whole and by language. */
function reportByLanguage(name, runs) {
  report(`${name} (all)`, runs);
  report(
    `${name} (Arabic)`,
    runs.filter((r) => r.item.locale !== 'en'),
  );
  report(
    `${name} (English)`,
    runs.filter((r) => r.item.locale === 'en'),
  );
}
console.info('-- development lay sets (tuned on)');
reportByLanguage('lay', layRuns);
for (const { name, runs } of holdoutRuns) reportByLanguage(name, runs);
// Sealed sets: figures only. Their misses are never printed, so nothing can be tuned on them.
if (sealedRuns.length) console.info('-- sealed lay sets (never tuned on)');
for (const { name, runs } of sealedRuns) reportByLanguage(name, runs);

// Off-topic questions no statute answers: how many the offline answer flags as "may not apply" (or finds nothing
// for), and how many of the lay questions answered in the top five it flags wrongly.
const offTopicRuns = await run(readJsonl(path.join(here, 'off-topic.jsonl')));
const answered = [...layRuns, ...holdoutRuns.flatMap((h) => h.runs)].filter((r) => r.rank >= 0 && r.rank < 5);
console.info(
  `off-topic flagged ${offTopicRuns.filter((r) => r.weak).length}/${offTopicRuns.length}; ` +
    `lay questions answered in the top 5 but flagged ${answered.filter((r) => r.weak).length}/${answered.length}`,
);

// Questions the answer asks to name their law for: on the dev set, and on our lay questions (which should rarely
// need it).
const asked = (runs) => `${runs.filter((r) => r.unnamed).length}/${runs.length}`;
const missed = devRuns.filter((r) => r.rank < 0 || r.rank >= 5);
console.info(
  `asks which law: dev ${asked(devRuns)} (top-5 misses ${asked(missed)}); ` +
    `lay ${asked([...layRuns, ...holdoutRuns.flatMap((h) => h.runs)])}`,
);

// Answer first: how often the source an offline answer opens with is a gold one (a gold article, or a guide citing
// one), against how often the first source the answer used to list (the best guide, else the best article) was.
{
  const answerer = createLegalAnswerer({ db });
  const items = [...lay, ...holdouts.flatMap((h) => h.items)];
  let before = 0;
  let after = 0;
  for (const item of items) {
    const gold = rows(
      await db.execute(sql`select a.id::text as id, l.title_ar as title from legal_articles a
        join legal_laws l on l.id = a.law_id where a.law_id = ${item.law_id} and not a.bis and a.number in (${sql.join(
          item.gold_articles.map((a) => sql`${a}::int`),
          sql`, `,
        )})`),
    );
    const urls = new Set(gold.map((g) => `/library/articles/${g.id}`));
    const title = gold[0]?.title;
    const guideIsGold = (id) =>
      GUIDES.find((g) => g.id === id)?.citations.some(
        (c) => c.lawTitle === title && c.articles.some((n) => item.gold_articles.includes(n)),
      ) ?? false;
    const found = await research(db, item.question, { locale: item.locale ?? 'ar', limit: 5 });
    const first = found.guides[0]
      ? guideIsGold(found.guides[0].guide.id)
      : urls.has(`/library/articles/${found.articles[0]?.articleId}`);
    if (first) before++;
    const result = await answerer.answer(
      answerRequest(item.question, { locale: item.locale ?? 'ar' }),
      () => {},
    );
    const lead = result.citations[0];
    if (lead && (urls.has(lead.url) || (lead.kind === 'guide' && guideIsGold(lead.url.split('/').pop()))))
      after++;
  }
  console.info(
    `answer first (development lay sets, n=${items.length}): opens with a gold source ${(after / items.length).toFixed(3)}` +
      ` (first listed source before: ${(before / items.length).toFixed(3)})`,
  );
}

await answerSets();

misses('dev', devRuns);
misses('lay', layRuns);
for (const { name, runs } of holdoutRuns) misses(name, runs);

if (args.llm) {
  const config = loadConfig();
  if (config.llm.provider === 'none') {
    console.error('--llm needs LLM_PROVIDER and LLM_MODEL');
    process.exit(2);
  }
  let cited = 0;
  let invented = 0;
  let withGold = 0;
  const log = {
    warn: (obj) => {
      invented += obj.invented?.length ?? 0;
    },
  };
  const answerer = createLegalAnswerer({ db, config, log });
  const sample = lay.slice(0, Number(args.llm));
  for (const item of sample) {
    const result = await answerer.answer(
      answerRequest(item.question, { locale: item.locale ?? 'ar' }),
      () => {},
    );
    cited += result.citations.length;
    const ids = new Set(
      rows(
        await db.execute(sql`select id::text from legal_articles where law_id = ${item.law_id}
          and number in (${sql.join(
            item.gold_articles.map((a) => sql`${a}::int`),
            sql`, `,
          )})`),
      ).map((r) => `/library/articles/${r.id}`),
    );
    if (result.citations.some((c) => ids.has(c.url))) withGold++;
  }
  console.info(
    `\nLLM ${config.llm.provider}/${config.llm.model}, ${sample.length} lay answers: citation validity ` +
      `${(cited / Math.max(cited + invented, 1)).toFixed(3)} (${invented} invented removed), ` +
      `answers citing a gold article ${(withGold / sample.length).toFixed(3)}`,
  );
}
await database.close();
