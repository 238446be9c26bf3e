/**
 * `npm run discounts -- create|list|disable|enable …`: discount codes in the configured database (DATABASE_URL, or
 * PGlite under DATA_DIR), after running migrations. `npm run discounts` alone prints the usage.
 */
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { runDiscountsCommand } from '../src/modules/billing/discount-cli.ts';
import { seedPlans } from '../src/modules/plans/service.ts';

const config = loadConfig();
const database = await createDatabase(config.database, { timeouts: config.databaseTimeouts });
try {
  await database.migrate();
  // Plans are named by --plans; a database the server never started on has them too.
  await seedPlans(database.db);
  process.exitCode = await runDiscountsCommand(database.db, process.argv.slice(2), {
    info: (line) => console.info(line),
    error: (line) => console.error(line),
  });
} finally {
  await database.close();
}
