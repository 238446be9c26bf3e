import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config, DatabaseConfig } from '../config.ts';
import { trackTransactions } from './changes.ts';
import * as schema from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** One Drizzle type for both drivers: modules never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction on Db, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either one: functions that only run statements take it, so a caller can group their writes in a transaction. */
export type Executor = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  driver: DatabaseConfig['driver'];
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool counts, for the metrics (PGlite has no pool). */
  poolStats?: () => { totalCount: number; idleCount: number; waitingCount: number };
};

export type DatabaseTimeouts = Config['databaseTimeouts'];

/** For scripts and long jobs (the statute import): give up on a dead server, but let a statement run its course. */
export const JOB_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 0,
  idleInTransactionMs: 0,
};

/**
 * The server rejects a statement after `statementMs` and cleanly cancels it; the client gives up a little later,
 * for a server that stops answering at all (frozen, or a network that drops packets).
 */
const CLIENT_READ_GRACE_MS = 1_000;

type NodePgDb = NodePgDatabase<typeof schema>;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Transactions on their own pool client, released with the error when the database failed under them.
 * Drizzle's pool transaction never releases a client whose BEGIN failed (a lost connection each time, until the
 * pool is empty and every request waits for one), and releases a client whose COMMIT or ROLLBACK timed out back
 * into the pool as if healthy, still inside its transaction: the next borrower's statements would run in it.
 * Here Drizzle runs the transaction on the one client (its single-client path issues BEGIN/COMMIT/ROLLBACK the
 * same way), and `release(err)` makes pg-pool close that connection, which ends the transaction on the server.
 * An ordinary error (a constraint, a refusal thrown by the caller) has been rolled back and keeps the connection.
 */
function poolTransaction(pool: pg.Pool): NodePgDb['transaction'] {
  // One Drizzle instance per connection, built on its first transaction.
  const onClient = new WeakMap<pg.PoolClient, NodePgDb>();
  return async (transaction, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) {
        clientDb = drizzleNodePg(client, { schema });
        onClient.set(client, clientDb);
      }
      return await clientDb.transaction(async (tx) => {
        try {
          return await transaction(tx);
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            failure = asError(error);
            // Close the connection now: Drizzle's ROLLBACK then fails at once instead of waiting behind a
            // statement a frozen server never answers (another full read timeout).
            client.end().catch(() => {});
          }
          throw error;
        }
      }, config);
    } catch (error) {
      // The statement's error, not the ROLLBACK's that followed it on the closed connection.
      if (failure) throw failure;
      if (isDatabaseUnavailable(error)) failure = asError(error);
      throw error;
    } finally {
      client.release(failure);
    }
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works: it only has to be the same in every copy of the server.
const MIGRATION_LOCK_ID = 7_240_113;

/**
 * `pgliteTemplate`: a dump (`dumpDataDir`) an in-memory PGlite starts from instead of running initdb — the tests
 * start each database from one migrated dump, which takes a fraction of a fresh start. `timeouts` apply to
 * PostgreSQL only (PGlite runs in this process); the server passes its configured ones.
 */
export async function createDatabase(
  config: DatabaseConfig,
  {
    pgliteTemplate,
    timeouts = JOB_DATABASE_TIMEOUTS,
  }: { pgliteTemplate?: Blob; timeouts?: DatabaseTimeouts } = {},
): Promise<DatabaseHandle> {
  if (config.driver === 'pglite') {
    if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
    const client = config.dataDir
      ? new PGlite(config.dataDir)
      : new PGlite(pgliteTemplate ? { loadDataDir: pgliteTemplate } : {});
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    trackTransactions(db);
    let closed = false;
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      async close() {
        if (closed) return;
        closed = true;
        await client.close();
      },
    };
  }

  // connectionTimeoutMillis bounds both a new connection and the wait for a free one in the pool.
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + CLIENT_READ_GRACE_MS,
        }
      : {}),
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
  });
  // node-postgres emits 'error' on a client whose socket dies (a network cut, the server ending the session) and
  // an 'error' nobody listens to kills the process. pg-pool listens only while a client is idle in the pool, so
  // every client gets a listener of its own for its whole life, checked out or not. The error needs no handling
  // here: the client is no longer queryable, the query in flight (if any) fails with it, later ones fail at once,
  // and pg-pool destroys the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // The pool reports an idle client's error here as well (it has already been removed from the pool).
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  db.transaction = poolTransaction(pool) as typeof db.transaction;
  trackTransactions(db);
  let closed = false;
  return {
    db,
    driver: 'postgres',
    poolStats: () => ({
      totalCount: pool.totalCount,
      idleCount: pool.idleCount,
      waitingCount: pool.waitingCount,
    }),
    async migrate() {
      // Several copies may start at once: an advisory lock on one connection lets one migrate at a time. That
      // connection is outside the pool, without the statement timeout: waiting for another copy's migration, or
      // a migration itself, may take longer than any request should.
      const client = new pg.Client({
        connectionString: config.url,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
