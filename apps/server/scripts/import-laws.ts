/**
 * `npm run laws:import -- FILE`: loads a statute corpus (JSON Lines, see src/modules/legal/README.md) into the
 * configured database (DATABASE_URL, or PGlite under DATA_DIR), running migrations first, then embeds the articles
 * when EMBEDDINGS_PROVIDER is set.
 */
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { importLaws } from '../src/modules/legal/corpus/importer.ts';
import { embedCorpus } from '../src/modules/legal/ranking/embeddings.ts';
import { announceInvalidation } from '../src/plugins/public-cache.ts';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(`usage: npm run laws:import -- FILE.jsonl${file ? `\n${file}: no such file` : ''}`);
  process.exit(2);
}

const config = loadConfig();
// The configured connect timeout, but no statement timeout: recounting the whole corpus may take a while.
const database = await createDatabase(config.database, {
  timeouts: { ...config.databaseTimeouts, statementMs: 0, idleInTransactionMs: 0 },
});
try {
  await database.migrate();
  const target = config.database.driver === 'pglite' ? `PGlite at ${config.database.dataDir}` : 'PostgreSQL';
  console.info(`importing ${file} into ${target}`);
  const report = await importLaws(database.db, file, {
    onProgress: (n) => {
      if (n % 4000 === 0) console.info(`  ${n} articles…`);
    },
  });
  for (const bad of report.bad.slice(0, 50)) console.warn(`line ${bad.line}: ${bad.error}`);
  if (report.bad.length > 50) console.warn(`… and ${report.bad.length - 50} more bad lines`);
  console.info(
    `${report.laws} laws, ${report.articles} articles imported, ${report.bad.length} bad lines skipped, ` +
      `in ${(report.ms / 1000).toFixed(1)} s`,
  );
  // The in-force wording: how each amendment note was read, and every note that could not be applied, with why.
  const { byShape, byWording, addedArticles, unparsed } = report.consolidation;
  console.info('amendments read, by shape:');
  for (const [shape, n] of Object.entries(byShape)) if (n > 0) console.info(`  ${shape.padEnd(18)} ${n}`);
  console.info(
    `articles by wording: ${Object.entries(byWording)
      .map(([w, n]) => `${w} ${n}`)
      .join(', ')}; ${addedArticles} articles added by notes on a neighbour`,
  );
  console.info(`${unparsed.length} notes not applied (their articles are marked amended-unknown):`);
  for (const u of unparsed) {
    console.info(
      `  ${u.lawId} art. ${u.article}: ${u.reason}\n    ${u.note.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
  }
  process.exitCode = report.bad.length > 0 ? 1 : 0;
  // With EMBEDDINGS_PROVIDER set, the changed articles are embedded too (`laws:embed` does this step alone).
  if (config.embeddings && !(await embedCorpus(database.db, config.embeddings))) process.exitCode = 1;
  // Running instances serve the library from memory: with Redis they drop it now, without it within a minute.
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    await announceInvalidation(redis, 'legal')
      .then(() => console.info('running instances told to reload the library'))
      .catch(() => console.warn('Redis unreachable: running instances reload the library within a minute'))
      .finally(() => redis.disconnect());
  }
} finally {
  await database.close();
}
