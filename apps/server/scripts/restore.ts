/**
 * `npm run restore -- --from DIR [--force]`: a backup into the configured database and uploads directory (DATABASE_URL, or PGlite under DATA_DIR), ADR 093.
 */
import { loadConfig } from '../src/config.ts';
import { runRestoreCommand } from '../src/modules/backup/index.ts';

process.exitCode = await runRestoreCommand(loadConfig(), process.argv.slice(2), {
  info: (line) => console.info(line),
  error: (line) => console.error(line),
});
