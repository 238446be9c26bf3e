import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseProxy, databaseProxy, throughProxy } from '../../test/db-proxy.ts';
import { createTestApp, sameOrigin, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

// Short statement timeouts so faults show quickly; the connect timeout (also the wait for a free connection) is
// roomier so a busy machine's burst does not give a 503. The idle-in-transaction timeout keeps its default (60 s),
// far beyond the test, so a transaction the app leaves open is seen open instead of being tidied up by the server.
const env = { DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '500' };

/** Sessions on the test's database left inside a transaction, waited for until none (or `ms` pass). */
async function transactionsLeftOpen(admin: pg.Client, ms = 5_000): Promise<number> {
  const count = async () =>
    (
      await admin.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`,
      )
    ).rows[0].n as number;
  let open = await count();
  for (const deadline = Date.now() + ms; open > 0 && Date.now() < deadline; open = await count()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return open;
}

let ipCounter = 0;
/** A fresh client address per request, past the per-address trial budget and rate limit. */
const nextIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

describe.skipIf(!onPostgres)(
  'a database outage under load, two instances (PostgreSQL only: PGlite has no network to cut)',
  () => {
    const crashes: unknown[] = [];
    const onCrash = (err: unknown) => void crashes.push(err);
    let base: TestApp;
    let proxy: DatabaseProxy;
    let admin: pg.Client;
    const databases: DatabaseHandle[] = [];
    const instances: TestApp[] = [];
    let transactionsOpened = 0;

    beforeAll(async () => {
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      base = await createTestApp();
      if (base.config.database.driver !== 'postgres') throw new Error('needs PostgreSQL');
      const target = new URL(base.config.database.url);
      proxy = await databaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
      admin = new pg.Client({ connectionString: base.config.database.url });
      admin.on('error', () => {});
      await admin.connect();
      for (let i = 0; i < 2; i += 1) {
        // Each instance has a pool of its own, as separate processes would.
        const database = await createDatabase(
          { driver: 'postgres', url: throughProxy(base.config.database.url, proxy) },
          { timeouts: loadConfig(env).databaseTimeouts },
        );
        databases.push(database);
        instances.push(
          await createTestApp({
            env,
            deps: {
              database,
              // A transaction that stays open a while, so a fault lands in the middle of some.
              async extraRoutes(app) {
                app.get('/api/test/slow-transaction', async () => {
                  await app.db.transaction(async (tx) => {
                    await tx.execute(sql`select 1`);
                    transactionsOpened += 1;
                    await tx.execute(sql`select pg_sleep(0.2)`);
                  });
                  return { ok: true };
                });
              },
            },
          }),
        );
      }
    });
    afterAll(async () => {
      proxy?.thaw();
      proxy?.restore();
      for (const t of instances) await t.close();
      for (const database of databases) await database.close();
      await proxy?.close();
      await admin?.end();
      await base?.close();
      process.off('uncaughtException', onCrash);
      process.off('unhandledRejection', onCrash);
    });

    const health = (t: TestApp) => t.app.inject({ url: '/api/health' });
    // Starting a trial runs a transaction (an advisory lock, a read, two inserts).
    const startTrial = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/trial/start', headers: sameOrigin, remoteAddress: nextIp() });
    const slowTransaction = (t: TestApp) => t.app.inject({ url: '/api/test/slow-transaction' });

    /** Both instances, health and a transaction route, answer `status` (polled: the state is waited for). */
    async function allAnswer(status: number) {
      for (const t of instances) {
        for (const request of [health, startTrial, slowTransaction]) {
          await expect
            .poll(async () => (await request(t)).statusCode, { timeout: 15_000, interval: 100 })
            .toBe(status);
        }
      }
    }

    async function transactionsUnderWay() {
      const before = transactionsOpened;
      await expect
        .poll(() => transactionsOpened, { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(before + 1);
    }

    it('answers 503 while the database is cut off or frozen and 200 after, without an uncaught error or a transaction left open', async () => {
      await allAnswer(200);
      let loading = true;
      const unexpected: string[] = [];
      const worker = async (t: TestApp, request: (t: TestApp) => ReturnType<typeof health>) => {
        while (loading) {
          const res = await request(t);
          if (res.statusCode !== 200 && res.statusCode !== 503)
            unexpected.push(`${res.statusCode} ${res.body}`);
        }
      };
      const load = Promise.all(
        instances.flatMap((t) => [
          worker(t, slowTransaction),
          worker(t, slowTransaction),
          worker(t, startTrial),
          worker(t, health),
        ]),
      );
      try {
        // A network cut in the middle of transactions: every connection reset, new ones refused.
        await transactionsUnderWay();
        proxy.cut();
        await allAnswer(503);
        proxy.restore();
        await allAnswer(200);

        // A frozen server, held longer than the statement and connect timeouts.
        await transactionsUnderWay();
        proxy.freeze();
        await allAnswer(503);
        proxy.thaw();
        await allAnswer(200);
      } finally {
        loading = false;
        proxy.thaw();
        proxy.restore();
        await load;
      }

      expect.soft(crashes).toEqual([]);
      expect.soft(unexpected).toEqual([]);
      // No client was lost to a failed transaction: more requests than a pool has connections all succeed.
      for (const t of instances) {
        const burst = await Promise.all(Array.from({ length: 15 }, () => startTrial(t)));
        expect.soft(burst.map((res) => res.statusCode)).toEqual(burst.map(() => 200));
      }
      // Connections that were in a transaction when the fault came were closed, not handed back half-way.
      expect.soft(await transactionsLeftOpen(admin)).toBe(0);
    }, 120_000);
  },
);

describe.skipIf(!onPostgres)(
  'a transaction when the server stops answering (PostgreSQL only: PGlite has no network)',
  () => {
    let base: TestApp;
    let proxy: DatabaseProxy;
    let admin: pg.Client;
    let database: DatabaseHandle;
    beforeAll(async () => {
      base = await createTestApp();
      if (base.config.database.driver !== 'postgres') throw new Error('needs PostgreSQL');
      const target = new URL(base.config.database.url);
      proxy = await databaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
      admin = new pg.Client({ connectionString: base.config.database.url });
      await admin.connect();
      database = await createDatabase(
        { driver: 'postgres', url: throughProxy(base.config.database.url, proxy) },
        { timeouts: loadConfig(env).databaseTimeouts },
      );
    });
    afterAll(async () => {
      proxy?.thaw();
      await database?.close();
      await proxy?.close();
      await admin?.end();
      await base?.close();
    });

    it('closes a connection whose BEGIN got no answer instead of keeping it out of the pool', async () => {
      await database.db.execute(sql`select 1`); // a connection now idle in the pool
      proxy.freeze();
      const outcome = await database.db.transaction(async () => 'ran').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      proxy.thaw();
      // The BEGIN held by the freeze must not reach the server on a connection nobody will ever finish.
      await database.db.execute(sql`select 1`);
      expect(await transactionsLeftOpen(admin, 2_000)).toBe(0);
    });

    it('closes a connection that lost the server mid-transaction instead of pooling it inside that transaction', async () => {
      const outcome = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          proxy.freeze();
          await tx.execute(sql`select 2`);
        })
        .catch((error: unknown) => error);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      // The statement's own error: no ROLLBACK waits its turn behind it on a connection known to be lost.
      expect((outcome as Error).message).toMatch(/^Failed query: select 2/);
      proxy.thaw();
      // The next statement must not run inside the abandoned transaction (it would never be committed).
      await database.db.execute(sql`select 1`);
      expect(await transactionsLeftOpen(admin, 2_000)).toBe(0);
    });
  },
);

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('a Redis outage under load (needs TEST_REDIS_URL)', () => {
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => void crashes.push(err);
  let proxy: DatabaseProxy;
  let t: TestApp;
  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    const target = new URL(redisUrl!);
    proxy = await databaseProxy({ host: target.hostname, port: Number(target.port || 6379) });
    target.host = `127.0.0.1:${proxy.port}`;
    // The shared connection (rate limits, trial counters) and the chat channel's subscriber both go through it.
    t = await createTestApp({ env: { REDIS_URL: target.href } });
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  });

  const health = () => t.app.inject({ url: '/api/health' });
  const startTrial = () =>
    t.app.inject({ method: 'POST', url: '/api/trial/start', headers: sameOrigin, remoteAddress: nextIp() });

  it('reports Redis down while cut off, keeps serving rate-limited routes, and recovers without an uncaught error', async () => {
    await expect
      .poll(async () => (await health()).json(), { timeout: 10_000 })
      .toMatchObject({ redis: 'ok' });
    let loading = true;
    const statuses = new Set<number>();
    const worker = async () => {
      while (loading) statuses.add((await startTrial()).statusCode);
    };
    const load = Promise.all([worker(), worker()]);
    try {
      proxy.cut();
      await expect
        .poll(async () => (await health()).json(), { timeout: 10_000, interval: 100 })
        .toMatchObject({ database: 'ok', redis: 'down' });
      // Rate limits let requests through while their store is unreachable.
      expect((await startTrial()).statusCode).toBe(200);
      proxy.restore();
      await expect
        .poll(async () => (await health()).statusCode, { timeout: 10_000, interval: 100 })
        .toBe(200);
    } finally {
      loading = false;
      proxy.restore();
      await load;
    }
    expect([...statuses]).toEqual([200]);
    expect(crashes).toEqual([]);
  });
});
