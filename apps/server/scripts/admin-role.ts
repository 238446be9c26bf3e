/**
 * `npm run admin:grant -- EMAIL [--role admin|support]` and `npm run admin:revoke -- EMAIL`: console roles in the
 * configured database (DATABASE_URL, or PGlite under DATA_DIR), after running migrations (ADR 085).
 */
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { runAdminRoleCommand } from '../src/modules/admin/cli.ts';

const [command, ...rest] = process.argv.slice(2);
if (command !== 'grant' && command !== 'revoke') {
  console.error('usage: admin-role.ts grant|revoke EMAIL [--role admin|support]');
  process.exit(2);
}
const config = loadConfig();
const database = await createDatabase(config.database, { timeouts: config.databaseTimeouts });
try {
  await database.migrate();
  process.exitCode = await runAdminRoleCommand(database.db, command, rest, {
    info: (line) => console.info(line),
    error: (line) => console.error(line),
  });
} finally {
  await database.close();
}
