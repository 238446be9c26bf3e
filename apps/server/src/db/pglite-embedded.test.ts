import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { plans } from './schema.ts';

/**
 * The server's own start on its embedded default, as `main.ts` runs it with no DATABASE_URL: PGlite in a directory
 * under DATA_DIR, created and migrated from nothing by the app (test apps start from a migrated copy instead).
 */
describe('the embedded PGlite database under DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-embedded-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Creating a database cluster on disk and running every migration takes longer than a test app's start.
  it('is created and migrated on the first start', { timeout: 90_000 }, async () => {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(os.tmpdir(), 'mustashar-test-no-web-build'),
        APP_URL: 'http://mustashar.test',
      }),
    );
    try {
      expect(app.database.driver).toBe('pglite');
      expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ database: 'ok' });
      expect(await app.db.select({ name: plans.name }).from(plans)).toHaveLength(4);
    } finally {
      await app.close();
    }
  });
});
