import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, type DatabaseConfig, loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { plans, subscriptions } from '../src/db/schema.ts';

export type TestApp = { app: FastifyInstance; config: Config; close(): Promise<void> };
export type TestOverrides = { env?: Record<string, string>; deps?: AppDeps };

const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

let template: Promise<Blob | undefined> | undefined;
/** The migrated PGlite dump global-setup.ts wrote, read once per test file. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

/** A fresh, empty database per app: in-memory PGlite, or a throwaway PostgreSQL database dropped afterwards. */
async function createTestDatabase(): Promise<{ database: DatabaseConfig; drop(): Promise<void> }> {
  if (driver === 'pglite') return { database: { driver: 'pglite', dataDir: null }, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `mustashar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { driver: 'postgres', url: url.href },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds the real app on a fresh database, silent, with no web build unless a test points WEB_DIST_DIR at one. */
export async function createTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'mustashar-test-no-web-build'),
    APP_URL: 'http://mustashar.test',
    ...overrides.env,
  });
  const { database, drop } = await createTestDatabase();
  config.database = database;
  // PGlite starts from the migrated template; the app does not close a database it was handed, so we do.
  const own =
    database.driver === 'pglite' && !overrides.deps?.database
      ? await createDatabase(database, { pgliteTemplate: await pgliteTemplate() })
      : undefined;
  const app = await buildApp(config, own ? { ...overrides.deps, database: own } : overrides.deps);
  return {
    app,
    config,
    async close() {
      await app.close();
      await own?.close();
      await drop();
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
 * their answer are out.
 */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxEmail[]> {
  await t.app.backgroundWork.idle();
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
}
