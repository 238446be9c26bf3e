/**
 * `npm run backup -- --out DIR`: a backup of the configured database and the uploaded files (DATABASE_URL, or PGlite under DATA_DIR), ADR 093.
 */
import { loadConfig } from '../src/config.ts';
import { runBackupCommand } from '../src/modules/backup/index.ts';

process.exitCode = await runBackupCommand(loadConfig(), process.argv.slice(2), {
  info: (line) => console.info(line),
  error: (line) => console.error(line),
});
