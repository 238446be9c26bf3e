/**
 * `npm run laws:embed`: embeds the imported statute articles for semantic search (EMBEDDINGS_* settings; see
 * src/modules/legal/README.md "Embeddings"). Only articles without a vector for the model and their current text
 * are sent, so it resumes after a failure and does nothing when all are embedded.
 */
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { embedCorpus } from '../src/modules/legal/ranking/embeddings.ts';

const config = loadConfig();
if (!config.embeddings) {
  console.error('laws:embed needs EMBEDDINGS_PROVIDER, EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL');
  process.exit(2);
}
const database = await createDatabase(config.database, {
  timeouts: { ...config.databaseTimeouts, statementMs: 0, idleInTransactionMs: 0 },
});
try {
  await database.migrate();
  process.exitCode = (await embedCorpus(database.db, config.embeddings)) ? 0 : 1;
} finally {
  await database.close();
}
