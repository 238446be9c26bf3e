import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import * as schema from './schema.ts';

/** One Drizzle type for both drivers: modules never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  driver: DatabaseConfig['driver'];
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works: it only has to be the same in every copy of the server.
const MIGRATION_LOCK_ID = 7_240_113;

/**
 * `pgliteTemplate`: a dump (`dumpDataDir`) an in-memory PGlite starts from instead of running initdb — the tests
 * start each database from one migrated dump, which takes a fraction of a fresh start.
 */
export async function createDatabase(
  config: DatabaseConfig,
  { pgliteTemplate }: { pgliteTemplate?: Blob } = {},
): Promise<DatabaseHandle> {
  if (config.driver === 'pglite') {
    if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
    const client = config.dataDir
      ? new PGlite(config.dataDir)
      : new PGlite(pgliteTemplate ? { loadDataDir: pgliteTemplate } : {});
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    let closed = false;
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      async close() {
        if (closed) return;
        closed = true;
        await client.close();
      },
    };
  }

  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  // An idle client that loses its connection must not crash the process; the next query reports it instead.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async migrate() {
      // Several copies may start at once: an advisory lock on one connection lets one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
