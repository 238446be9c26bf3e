import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, type DatabaseConfig, loadConfig } from '../src/config.ts';
import { announceChange } from '../src/db/changes.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { plans, subscriptions } from '../src/db/schema.ts';

export type TestApp = { app: FastifyInstance; config: Config; close(): Promise<void> };
export type TestOverrides = { env?: Record<string, string>; deps?: AppDeps };

const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

let template: Promise<Blob | undefined> | undefined;
/** The migrated PGlite dump global-setup.ts wrote, read once per worker. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

/**
 * A test database an app may use while it is out of the pool: its config, and on PGlite the open instance (the
 * app does not close a database it was handed, so the pool keeps it open for the next app).
 */
type PooledDatabase = { config: DatabaseConfig; pglite?: DatabaseHandle & { closed: boolean } };

// Starting a database (PGlite from its dump, or a PostgreSQL database from its template) costs seconds; emptying
// one costs milliseconds. So each worker keeps the databases its apps have closed and empties one for the next app.
const idle: PooledDatabase[] = [];
let tables: string | undefined;
let fingerprint: string | undefined;
let created = 0;

type Run = (statement: string) => Promise<Record<string, unknown>[]>;

// Columns, constraints and indexes of our tables: a test that altered the schema and did not put it back (one that
// failed halfway) leaves its database out of the pool instead of handing the change to later tests.
const SCHEMA_FINGERPRINT = `select md5(coalesce(string_agg(x, ',' order by x), '')) as fingerprint from (
  select c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull as x
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
  union all select conname || ':' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace = 'public'::regnamespace
  union all select indexdef from pg_indexes where schemaname = 'public'
) parts`;

/** Empties a database for the next app; false when it can no longer be one (closed, or its schema changed). */
async function emptied(run: Run): Promise<boolean> {
  const [row] = await run(SCHEMA_FINGERPRINT);
  if (row?.fingerprint !== fingerprint) return false;
  await run(`truncate ${tables} restart identity cascade`);
  return true;
}

/** Learns the tables and the schema's fingerprint from a database just made from the template. */
async function learnSchema(run: Run): Promise<void> {
  if (tables !== undefined) return;
  const rows = await run(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  const [row] = await run(SCHEMA_FINGERPRINT);
  tables = rows.map((r) => r.name).join(', ');
  fingerprint = String(row?.fingerprint);
}

async function withPostgres<T>(url: string, use: (run: Run) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(async (statement) => (await client.query(statement)).rows);
  } finally {
    await client.end();
  }
}

function onPglite(handle: DatabaseHandle): Run {
  return async (statement) => {
    const result = (await handle.db.execute(sql.raw(statement))) as unknown as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  };
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

function postgresUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.href;
}

async function newDatabase(): Promise<PooledDatabase> {
  if (driver === 'pglite') {
    const handle = await createDatabase(
      { driver: 'pglite', dataDir: null },
      { pgliteTemplate: await pgliteTemplate() },
    );
    const pglite = Object.assign(handle, { closed: false });
    const close = handle.close;
    // A test may close its app's database on purpose (an outage); such a one does not go back to the pool.
    pglite.close = async () => {
      pglite.closed = true;
      await close();
    };
    await learnSchema(onPglite(handle));
    return { config: { driver: 'pglite', dataDir: null }, pglite };
  }
  // Named after the run (global-setup.ts drops them all at the end) and this worker.
  const name = `${inject('postgresDatabasePrefix')}${process.pid}_${++created}`;
  await withPostgres(adminUrl(), (run) =>
    run(`create database ${name} template ${inject('postgresTemplate')} strategy file_copy`),
  );
  const url = postgresUrl(name);
  await withPostgres(url, learnSchema);
  return { config: { driver: 'postgres', url } };
}

async function reuse(database: PooledDatabase): Promise<boolean> {
  try {
    if (database.pglite) {
      if (database.pglite.closed) return false;
      return await emptied(onPglite(database.pglite));
    }
    const { url } = database.config as { url: string };
    return await withPostgres(url, async (run) => {
      // Connections a test left open (a lock holder, a client behind a cut proxy) would hold up the truncate.
      await run(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return emptied(run);
    });
  } catch {
    return false;
  }
}

async function discard(database: PooledDatabase): Promise<void> {
  if (database.pglite) await database.pglite.close();
  else {
    const name = new URL((database.config as { url: string }).url).pathname.slice(1);
    await withPostgres(adminUrl(), (run) => run(`drop database if exists ${name} with (force)`));
  }
}

/** An empty, migrated database no other open app uses: one from the pool, emptied, or a new one. */
async function acquireDatabase(): Promise<PooledDatabase> {
  for (let database = idle.pop(); database; database = idle.pop()) {
    if (await reuse(database)) return database;
    await discard(database);
  }
  return newDatabase();
}

/** Builds the real app on a fresh database, silent, with no web build unless a test points WEB_DIST_DIR at one. */
export async function createTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'mustashar-test-no-web-build'),
    APP_URL: 'http://mustashar.test',
    // No worker unless a test asks for one: tests run the queue with `app.jobs.drain()` when they need it.
    JOBS_WORKER: 'off',
    ...overrides.env,
  });
  // An app handed a database uses that one; on PostgreSQL it still gets one of its own in its config, as tests that
  // open their own connections (a lock holder, a proxy) read the URL from there.
  const given = overrides.deps?.database;
  const pooled = given && driver === 'pglite' ? undefined : await acquireDatabase();
  if (pooled) config.database = pooled.config;
  const handed = given ?? pooled?.pglite;
  const app = await buildApp(config, handed ? { ...overrides.deps, database: handed } : overrides.deps).catch(
    (error: unknown) => {
      if (pooled) idle.push(pooled);
      throw error;
    },
  );
  return {
    app,
    config,
    async close() {
      await app.close();
      if (pooled) idle.push(pooled);
    },
  };
}

export type TwoTestApps = { first: TestApp; second: TestApp; close(): Promise<void> };

/**
 * Two app instances on one database, as copies of the server behind a load balancer: on PostgreSQL the second
 * reaches it through a connection pool of its own (so races are real); PGlite in memory can only be shared.
 * `overrides` is called once per instance, so each gets its own answerer, probes and the like.
 */
export async function createTwoTestApps(overrides: () => TestOverrides = () => ({})): Promise<TwoTestApps> {
  const first = await createTestApp(overrides());
  const database =
    first.config.database.driver === 'postgres'
      ? await createDatabase(first.config.database)
      : first.app.database;
  const forSecond = overrides();
  const second = await createTestApp({ ...forSecond, deps: { ...forSecond.deps, database } });
  return {
    first,
    second,
    async close() {
      await second.close();
      if (database !== first.app.database) await database.close();
      await first.close();
    },
  };
}

/**
 * Opens what `open` builds before the enclosing describe block's tests and closes it after them. The answer can be
 * held in a `const` at the top of the block: its `fields` read what was built, and fail plainly before that.
 */
function heldForBlock<T extends { close(): Promise<void> }>(
  open: () => Promise<T>,
  fields: readonly (keyof T)[],
): T {
  let held: T | undefined;
  beforeAll(async () => {
    held = await open();
  });
  afterAll(() => held?.close());
  const built = () => {
    if (!held) throw new Error('opened in beforeAll: read it inside a test or hook');
    return held;
  };
  const view = { close: () => built().close() } as T;
  for (const field of fields) Object.defineProperty(view, field, { get: () => built()[field] });
  return view;
}

/** A test app for the enclosing describe block: built before its tests and closed after them. */
export function useTestApp(overrides: TestOverrides = {}): TestApp {
  return heldForBlock(() => createTestApp(overrides), ['app', 'config']);
}

/** Two app instances on one database for the enclosing describe block, as `useTestApp` holds one. */
export function useTwoTestApps(overrides?: () => TestOverrides): TwoTestApps {
  return heldForBlock(() => createTwoTestApps(overrides), ['first', 'second']);
}

export const sameOrigin = { origin: 'http://mustashar.test' };

/** A clock tests move by hand (handed to buildApp as `deps.clock`), so time-based rules need no sleeping. */
export function testClock(start = '2025-06-01T09:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Collects the app's log lines (handed to buildApp as `deps.logStream`, with LOG_LEVEL set in env). */
export function logCapture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

type OutboxEmail = { to: string; subject: string; text: string; html: string | null; sentAt: string };

/**
 * Emails stored for an address, newest first, as /dev/outbox shows them, once the emails that requests send after
 * their answer are out (the jobs due now have run).
 */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxEmail[]> {
  await t.app.jobs.drain();
  const res = await t.app.inject({ url: '/dev/outbox' });
  return (res.json().emails as OutboxEmail[]).filter((email) => email.to === to);
}

/** The 6-digit code of the newest email to an address that carries one. */
export async function latestCodeFor(t: TestApp, to: string): Promise<string> {
  for (const email of await outboxFor(t, to)) {
    const code = email.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no code emailed to ${to}`);
}

/**
 * Gives a user a current subscription straight in the database, for tests of what subscribers may do (billing's
 * own tests go through checkout and verification instead).
 */
export async function grantSubscription(
  t: TestApp,
  userId: string,
  planName = 'trainee-lawyer',
  periodEnd = new Date(t.app.clock().getTime() + 30 * 24 * 60 * 60 * 1000),
): Promise<void> {
  const [plan] = await t.app.db.select().from(plans).where(eq(plans.name, planName));
  if (!plan) throw new Error(`no plan named ${planName}`);
  await t.app.db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    status: 'active',
    currentPeriodStart: t.app.clock(),
    currentPeriodEnd: periodEnd,
  });
  // As billing does for every subscription it writes: the app's caches of entitlements forget at once.
  announceChange(t.app.db, { kind: 'entitlements' });
}
