import { defineConfig } from 'vitest/config';

// Server integration tests run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in one worker on its loaded modules instead of importing the whole server again for each file; every
    // test builds its own app and database, and must put back any global it changes (env, timers). Web stays isolated.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
