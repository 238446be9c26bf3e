/**
 * HTTP path benchmark: `npm run bench:http -- [--pg [URL]] [--duration 8] [--connections 50] [--only a,b]`.
 * Starts the real server (`NODE_ENV=production`, PGlite in a fresh directory, or PostgreSQL with --pg: a database of
 * its own, dropped after) and a bare Fastify "hello world" in the same run, drives each hot route with autocannon
 * from this process, and prints req/s, p50/p99 latency and the share of bare Fastify. Figures, not a pass/fail test.
 * The bare server is measured before and after the routes; the share uses their mean.
 * `--app-root DIR` runs the server of another checkout (e.g. a worktree at an older commit, with its own
 * `npm ci`) against the same seeded database, for a before/after table in one sitting. `--profile DIR` writes the
 * server's CPU profile (`.cpuprofile`, open it in Chrome DevTools) there when the run ends.
 */
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { importLaws } from '../../apps/server/src/modules/legal/corpus/importer.ts';
import { seedPlans } from '../../apps/server/src/modules/plans/service.ts';
import { createUserWithSession } from '../../apps/server/test/support/chat.ts';
import { takePgFlag } from '../support/pg-flag.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const argv = process.argv.slice(2);
const pgBase = takePgFlag(argv);
const { values: args } = parseArgs({
  args: argv,
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'app-root': { type: 'string' },
    profile: { type: 'string' },
  },
  allowPositionals: true,
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const appRoot = args['app-root'] ? path.resolve(args['app-root']) : root;
const APP_PORT = 3911;
const BARE_PORT = 3912;

// A database of the bench's own, seeded before the server opens it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mustashar-bench-http-'));
let databaseUrl = null;
if (pgBase) {
  const name = `bench_http_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  databaseUrl = url.href;
}
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${APP_PORT}`,
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123',
  TOTP_ENCRYPTION_KEY: 'bench-totp-key-0123456789abcdef0123456789',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  // The library's per-address limit is lifted the way a proxy would: each request says it comes from another client.
  TRUST_PROXY: '127.0.0.1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
delete env.REDIS_URL;

const config = loadConfig(env);
const database = await createDatabase(config.database);
await database.migrate();
const fixture = path.join(root, 'apps/server/src/modules/legal/corpus/test-fixtures/fixture.jsonl');
await importLaws(database.db, fixture);
const { token, userId } = await createUserWithSession(database.db, 'bench-http@example.com');
// A subscriber, so the subscribers' reads (chat history) answer 200 rather than 403.
await seedPlans(database.db);
await database.db.execute(
  sql`insert into subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
      select ${userId}, id, 'active', now(), now() + interval '30 days' from plans order by id limit 1`,
);
const article = (await database.db.execute('select id from legal_articles order by id limit 1')).rows?.[0]
  ?.id;
const law = (await database.db.execute('select id from legal_laws order by id limit 1')).rows?.[0]?.id;
await database.close();

function waitForOutput(child, text) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk;
      if (seen.includes(text)) {
        child.stdout.off('data', onData);
        resolve();
      }
      if (seen.length > 1e6) seen = seen.slice(-1e5);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before it was ready:\n${seen.slice(-2000)}`)),
    );
  });
}

const profileFlags = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
const server = spawn(process.execPath, [...profileFlags, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: appRoot,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.setEncoding('utf8');
const bare = fork(fileURLToPath(new URL('./bare.mjs', import.meta.url)), [String(BARE_PORT)], {
  stdio: 'ignore',
});
const stopAll = () => {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
};
process.on('exit', stopAll);
await Promise.all([
  waitForOutput(server, 'Mustashar is ready'),
  new Promise((resolve) => bare.once('message', resolve)),
]);
// The server's log lines are read only up to "ready"; after that they are drained so the pipe never fills.
server.stdout.resume();

const asset = (() => {
  try {
    const file = readdirSync(path.join(appRoot, 'apps/web/dist/assets')).find((f) => f.endsWith('.js'));
    return file ? `/assets/${file}` : null;
  } catch {
    return null;
  }
})();

const auth = { authorization: `Bearer ${token}` };
const ROUTES = [
  { name: 'GET /robots.txt (no database)', path: '/robots.txt' },
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/plans', path: '/api/plans' },
  { name: 'GET /api/config', path: '/api/config' },
  { name: 'GET /api/help', path: '/api/help?lang=ar' },
  { name: 'GET /sitemap.xml', path: '/sitemap.xml' },
  { name: 'GET /api/legal/laws', path: '/api/legal/laws' },
  { name: 'GET /api/legal/laws/:id', path: `/api/legal/laws/${law}` },
  { name: 'GET /api/legal/articles/:id', path: `/api/legal/articles/${article}` },
  { name: 'GET /api/legal/search', path: `/api/legal/search?q=${encodeURIComponent('إجازة سنوية')}` },
  { name: 'GET /api/auth/me (signed in)', path: '/api/auth/me', headers: auth },
  { name: 'GET /api/dashboard/stats', path: '/api/dashboard/stats', headers: auth },
  { name: 'GET /api/chat/history', path: '/api/chat/history', headers: auth },
  { name: 'GET /api/billing/history', path: '/api/billing/history', headers: auth },
  {
    name: 'GET /api/auth/me, bad token → 401',
    path: '/api/auth/me',
    headers: { authorization: 'Bearer nope' },
  },
  ...(asset ? [{ name: 'GET a static asset', path: asset }] : []),
].filter((route) => !args.only || args.only.split(',').some((word) => route.name.includes(word)));

let client = 0;
async function measure(port, route) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        path: route.path,
        setupRequest: (request) => {
          client = (client + 1) % 60_000;
          request.headers = {
            ...request.headers,
            ...route.headers,
            'x-forwarded-for': `10.${(client >> 8) & 255}.${client & 255}.${1 + (client % 200)}`,
          };
          return request;
        },
      },
    ],
  });
  const ok = result['2xx'] + result['3xx'];
  const expected = route.path === '/api/auth/me' && route.headers?.authorization === 'Bearer nope';
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (expected ? result['2xx'] : result.non2xx - result['3xx']),
    ok,
  };
}

console.info(
  `http bench: server NODE_ENV=production on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ` +
    `${duration} s per route, autocannon in this process` +
    (appRoot === root ? '' : `, server from ${path.relative(root, appRoot) || appRoot}`),
);
console.info(
  `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}\n`,
);

await measure(APP_PORT, { path: '/api/plans' }); // warm-up: JIT and first queries
const bareBefore = await measure(BARE_PORT, { path: '/' });
const rows = [];
for (const route of ROUTES) {
  const r = await measure(APP_PORT, route);
  rows.push({ route: route.name, ...r });
}
const bareAfter = await measure(BARE_PORT, { path: '/' });
const bareRate = (bareBefore.reqPerSec + bareAfter.reqPerSec) / 2;

const table = [
  {
    route: 'bare Fastify "hello world"',
    'req/s': `${bareBefore.reqPerSec} / ${bareAfter.reqPerSec}`,
    p50: `${bareBefore.p50} ms`,
    p99: `${bareBefore.p99} ms`,
    'share of bare': '100%',
    'bad answers': bareBefore.errors + bareAfter.errors,
  },
  ...rows.map((r) => ({
    route: r.route,
    'req/s': String(r.reqPerSec),
    p50: `${r.p50} ms`,
    p99: `${r.p99} ms`,
    'share of bare': `${((100 * r.reqPerSec) / bareRate).toFixed(1)}%`,
    'bad answers': r.errors,
  })),
];
const headers = Object.keys(table[0]);
const widths = headers.map((h) => Math.max(h.length, ...table.map((row) => String(row[h]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.info(line(headers));
console.info(line(widths.map((w) => '-'.repeat(w))));
for (const row of table) console.info(line(headers.map((h) => row[h])));
console.info(
  `\nload after: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);

stopAll();
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
if (pgBase && databaseUrl) {
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}
process.exit(0);
