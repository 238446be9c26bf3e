import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseProxy, databaseProxy, throughProxy } from '../../test/db-proxy.ts';
import { createTestApp, type TestApp, testClock } from '../../test/helpers.ts';
import { createUserWithSession } from '../../test/support/chat.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

/** Resolves with what `work` gives, or with 'hung' after `ms` (so a test that hangs fails quickly and says so). */
async function within<T>(ms: number, work: Promise<T>): Promise<T | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), ms);
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A TCP server on loopback that accepts connections and never says a word, as a hung database host does. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('DATABASE_* timeouts', () => {
  it('are parsed with defaults: 5 s to connect, 10 s a statement, 60 s idle in a transaction', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 10_000,
      idleInTransactionMs: 60_000,
    });
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '800',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1500',
      }).databaseTimeouts,
    ).toEqual({ connectMs: 800, statementMs: 0, idleInTransactionMs: 1500 });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });
});

describe('a database host that accepts and never answers', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
  });
  afterAll(() => silent.close());

  const config = () =>
    loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'mustashar-test-no-web-build'),
      DATABASE_URL: `postgres://mustashar@127.0.0.1:${silent.port}/mustashar`,
      DATABASE_CONNECT_TIMEOUT_MS: '300',
    });

  it('fails a query after the connect timeout, as unavailable', async () => {
    const database = await createDatabase(config().database, { timeouts: config().databaseTimeouts });
    try {
      const started = Date.now();
      const outcome = await within(
        5_000,
        database.db.execute('select 1').then(
          () => 'answered',
          (error: unknown) => error,
        ),
      );
      expect(outcome).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await database.close();
    }
  });

  it('stops the server from starting within the connect timeout instead of hanging', async () => {
    const started = Date.now();
    const outcome = await within(
      5_000,
      buildApp(config()).then(
        async (app) => {
          await app.close();
          return 'started';
        },
        (error: unknown) => error,
      ),
    );
    expect(outcome).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe.skipIf(!onPostgres)('a locked table on PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  let locker: pg.Client;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '500' } });
    token = (await createUserWithSession(t.app.db, 'locked@example.com')).token;
    if (t.config.database.driver !== 'postgres') throw new Error('needs PostgreSQL');
    locker = new pg.Client({ connectionString: t.config.database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  it('answers 503 unavailable within about the statement timeout, in the caller’s language, then recovers', async () => {
    await locker.query('begin');
    await locker.query('lock table users in access exclusive mode');
    try {
      const started = Date.now();
      const res = await within(
        5_000,
        t.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
        }),
      );
      const ms = Date.now() - started;
      expect(res).not.toBe('hung');
      if (res === 'hung') return;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'http:unavailable', message: expect.stringMatching(/الخدمة/) });
      expect(ms).toBeGreaterThanOrEqual(400);
      expect(ms).toBeLessThan(1_500);
    } finally {
      await locker.query('rollback');
    }
    const res = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)('a frozen PostgreSQL server (every byte held)', () => {
  // The health check shares its answer for a second of this clock; the sessions stay valid on it.
  const clock = testClock(new Date().toISOString());
  let base: TestApp;
  let proxy: DatabaseProxy;
  let database: DatabaseHandle;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    base = await createTestApp();
    if (base.config.database.driver !== 'postgres') throw new Error('needs PostgreSQL');
    const url = new URL(base.config.database.url);
    proxy = await databaseProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const env = { DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_STATEMENT_TIMEOUT_MS: '500' };
    database = await createDatabase(
      { driver: 'postgres', url: throughProxy(url.href, proxy) },
      { timeouts: loadConfig(env).databaseTimeouts },
    );
    t = await createTestApp({ env, deps: { database, clock: clock.now } });
    token = (await createUserWithSession(t.app.db, 'frozen@example.com')).token;
  });
  afterAll(async () => {
    proxy?.thaw();
    await t?.close();
    await database?.close();
    await proxy?.close();
    await base?.close();
  });

  it('gives fast 503s from the health check and from requests, and recovers when it thaws', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    proxy.freeze();
    // The health check's answer is shared for a second: the next probe checks again.
    clock.advance(1_000);
    try {
      let started = Date.now();
      const health = await within(5_000, t.app.inject({ url: '/api/health' }));
      expect(health).not.toBe('hung');
      if (health === 'hung') return;
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ error: 'http:unavailable', database: 'down' });
      expect(Date.now() - started).toBeLessThan(2_500);

      started = Date.now();
      const me = await within(
        5_000,
        t.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        }),
      );
      expect(me).not.toBe('hung');
      if (me === 'hung') return;
      expect(me.statusCode).toBe(503);
      expect(me.json()).toEqual({ error: 'http:unavailable', message: expect.stringMatching(/unavailable/) });
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      proxy.thaw();
    }
    await expect
      .poll(async () => {
        clock.advance(1_000);
        return (await t.app.inject({ url: '/api/health' })).statusCode;
      })
      .toBe(200);
  });
});
