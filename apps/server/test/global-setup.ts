import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite dump each test database starts from ('' on PostgreSQL). */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated, empty database each test database is copied from ('' on PGlite). */
    postgresTemplate: string;
    /** On PostgreSQL: how this run's test databases are named, so the end of the run drops them all. */
    postgresDatabasePrefix: string;
  }
}

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

async function onAdmin(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** Once per run: one migrated, empty database that every test database starts as a copy of. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_DRIVER === 'postgres' || project.config.env?.TEST_DB_DRIVER === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    const prefix = `mustashar_t_${randomBytes(4).toString('hex')}_`;
    const name = `${prefix}template`;
    await onAdmin(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await createDatabase({ driver: 'postgres', url: url.href });
    await database.migrate();
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    project.provide('postgresDatabasePrefix', prefix);
    return async () => {
      const rows = await onAdmin(adminUrl, 'select datname from pg_database where starts_with(datname, $1)', [
        prefix,
      ]);
      for (const { datname } of rows)
        await onAdmin(adminUrl, `drop database if exists ${datname} with (force)`);
    };
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  project.provide('postgresDatabasePrefix', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
