import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite dump each test database starts from ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** Once per run: migrate an in-memory PGlite and dump it, so each test database skips initdb (~2 s each). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_DRIVER === 'postgres' || project.config.env?.TEST_DB_DRIVER === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
