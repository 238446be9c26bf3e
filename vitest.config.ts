import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL set (CI), every server file runs on PostgreSQL, the production database, and only these
// run on PGlite as well: what differs by driver (PGlite's own start, migrations and closed-database path, its error
// shapes in logs, the in-memory database two apps share) rather than every rule twice. Without it (a developer's
// `npm test`), every server file runs on PGlite.
const pgliteSmoke = [
  'src/db/pglite-embedded.test.ts',
  'src/config.test.ts',
  'src/modules/health/health.test.ts',
  'src/lib/log-secrets.test.ts',
  'src/modules/auth/auth.test.ts',
  'src/modules/auth/totp-encryption-key.test.ts',
  // PGlite's backup is a copy of its data directory, PostgreSQL's a pg_dump: each runs on its own driver.
  'src/modules/backup/backup.test.ts',
  // The job queue's claim (FOR UPDATE SKIP LOCKED) on the embedded database.
  'src/modules/jobs/jobs.test.ts',
  // Runs more random sequences on PGlite than on PostgreSQL.
  'src/modules/billing/money.test.ts',
];
// A renamed or moved file would otherwise drop out of the PGlite run without a word.
for (const file of pgliteSmoke)
  if (!existsSync(new URL(`./apps/server/${file}`, import.meta.url)))
    throw new Error(`vitest.config.ts: the PGlite smoke file ${file} does not exist`);

const serverProject = (
  name: string,
  driver: 'pglite' | 'postgres',
  include: string[],
  exclude: string[] = [],
) => ({
  test: {
    name,
    root: './apps/server',
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in one worker on its loaded modules instead of importing the whole server again for each file; every
    // test builds its own app on an emptied database, and must put back any global it changes (env, timers). Web
    // stays isolated.
    isolate: false,
  },
});

const allServerFiles = ['src/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject('server', 'pglite', pgliteSmoke),
            serverProject('server-postgres', 'postgres', allServerFiles, ['src/db/pglite-embedded.test.ts']),
          ]
        : [serverProject('server', 'pglite', allServerFiles)]),
      './apps/web/vite.config.ts',
    ],
  },
});
