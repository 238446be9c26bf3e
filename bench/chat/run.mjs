/**
 * Chat socket benchmark:
 *   `npm run bench:chat -- [--levels 1,100,1000] [--messages 3000] [--users 10] [--pg [URL]]`.
 * Starts the real app in this process with an instant answerer (so only the server's own work is measured: frame
 * parsing, session and subscription checks, storing the question and the answer, history) on in-memory PGlite, or
 * with `--pg` on PostgreSQL (a database of its own, made on the server URL names — the local test server by default
 * — and dropped at the end). Opens 1, 100 and 1000 concurrent WebSocket connections as subscribers from a child
 * process and prints messages per second, the p50/p99 round trip (send → final reply, loopback), the server's own
 * handling time (from its per-message log line), this process's CPU per message (the server's: the clients run
 * elsewhere) and, with the same client load, the figures of a bare `ws` echo server in this process: the ceiling
 * the socket layer leaves. Figures, not a pass/fail test.
 */
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { plans, subscriptions } from '../../apps/server/src/db/schema.ts';
import { chatUrl, createUserWithSession, instantAnswerer } from '../../apps/server/test/support/chat.ts';
import { takePgFlag } from '../support/pg-flag.mjs';

const argv = process.argv.slice(2);
const pgUrl = takePgFlag(argv);
const { values: args } = parseArgs({
  args: argv,
  options: {
    levels: { type: 'string', default: '1,100,1000' },
    messages: { type: 'string', default: '3000' },
    users: { type: 'string', default: '10' },
  },
});
const levels = args.levels.split(',').map(Number);
const messagesPerLevel = Number(args.messages);
const userCount = Number(args.users);

// Each side (this process and the clients' one) holds one descriptor per connection.
const fdLimit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
const needed = Math.max(...levels) + 200;
if (Number.isFinite(fdLimit) && fdLimit < needed) {
  console.error(
    `Open-file limit ${fdLimit} is below the ${needed} this run needs: run \`ulimit -n ${needed}\` first.`,
  );
  process.exit(1);
}

// The server's handling time per message, read from its own log line (`chat message`, `ms`).
const serverMs = [];
const logStream = {
  write(line) {
    if (!line.includes('"chat message"')) return;
    const ms = /"ms":(\d+(?:\.\d+)?)/.exec(line)?.[1];
    if (ms) serverMs.push(Number(ms));
  },
};

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  APP_URL: 'http://127.0.0.1',
  WEB_DIST_DIR: path.join(os.tmpdir(), 'mustashar-bench-no-web-build'),
});
let benchDatabase = null;
if (pgUrl) {
  benchDatabase = `mustashar_bench_${randomBytes(4).toString('hex')}`;
  await onServer(pgUrl, `create database ${benchDatabase}`);
  const url = new URL(pgUrl);
  url.pathname = `/${benchDatabase}`;
  config.database = { driver: 'postgres', url: url.href };
} else {
  config.database = { driver: 'pglite', dataDir: null };
}

const app = await buildApp(config, {
  answerer: instantAnswerer(),
  logStream,
  // Raised so the bench measures the server, not its limits (all its sockets come from one address); the
  // heartbeat and the session re-check stay at their production intervals.
  chatLimits: { perConnectionPerMinute: 1e9, perUserPerMinute: 1e9, maxSocketsPerAddress: 1e9 },
});
const url = await chatUrl(app);
const origin = new URL(url.replace('ws:', 'http:')).origin;

const [plan] = await app.db.select().from(plans).where(eq(plans.name, 'trainee-lawyer'));
const users = [];
for (let i = 0; i < userCount; i += 1) {
  const user = await createUserWithSession(app.db, `bench-${i}@example.com`);
  const now = new Date();
  await app.db.insert(subscriptions).values({
    userId: user.userId,
    planId: plan.id,
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  });
  users.push(user);
}

// The ceiling: a bare `ws` server in this process that sends every frame straight back.
const echo = new WebSocketServer({ host: '127.0.0.1', port: 0 });
echo.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
});
await new Promise((resolve) => echo.once('listening', resolve));
const echoUrl = `ws://127.0.0.1:${echo.address().port}/`;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const cpuMs = (usage) => (usage.user + usage.system) / 1000;

// PostgreSQL's share: the CPU its backends serving the bench database used (read from /proc, same machine only).
const TICK_MS = 1000 / 100;
async function databaseCpuMs() {
  if (!benchDatabase) return null;
  const rows = await onServer(
    pgUrl,
    `select pid from pg_stat_activity where datname = '${benchDatabase}' and pid <> pg_backend_pid()`,
  );
  const byPid = new Map();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime are fields 14 and 15 of the file, 12 and 13 after the command name.
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      return null;
    }
  }
  return byPid;
}

const load = fork(new URL('./load.mjs', import.meta.url), { execArgv: [], stdio: 'inherit' });
const cookies = users.map((user) => user.cookie);
function runLevel(target, connections, perSocket) {
  return new Promise((resolve, reject) => {
    load.once('message', (reply) =>
      reply.ok ? resolve(reply) : reject(new Error(`load failed: ${reply.error}`)),
    );
    load.send({ url: target, origin, cookies, connections, perSocket });
  });
}

console.info(
  `chat bench: in-process app on ${pgUrl ? `PostgreSQL (${benchDatabase}, dropped at the end)` : 'PGlite (in memory)'}, instant answerer, ${users.length} subscribers`,
);
console.info(`node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`);
console.info(
  `load average before: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}\n`,
);
// Warm-up: first queries prepare statements and JIT the hot paths.
await runLevel(url, 1, 50);
await runLevel(echoUrl, 1, 50);

const rows = [];
for (const level of levels) {
  const perSocket = Math.max(1, Math.round(messagesPerLevel / level));
  serverMs.length = 0;
  const dbBefore = await databaseCpuMs();
  const cpuBefore = process.cpuUsage();
  const app = await runLevel(url, level, perSocket);
  const cpu = cpuMs(process.cpuUsage(cpuBefore));
  const dbAfter = await databaseCpuMs();
  const loadAverage = os.loadavg()[0];
  const echoBefore = process.cpuUsage();
  const bare = await runLevel(echoUrl, level, perSocket);
  const echoCpu = cpuMs(process.cpuUsage(echoBefore));

  const handled = [...serverMs].sort((a, b) => a - b);
  const trips = app.roundTrips.sort((a, b) => a - b);
  let dbCpu = null;
  if (dbBefore && dbAfter) {
    dbCpu = 0;
    for (const [pid, after] of dbAfter) dbCpu += after - (dbBefore.get(pid) ?? 0);
  }
  rows.push({
    conns: level,
    messages: trips.length,
    'msg/s': Math.round(trips.length / app.seconds),
    'rt p50': fmt(percentile(trips, 50)),
    'rt p99': fmt(percentile(trips, 99)),
    'server p50': fmt(percentile(handled, 50)),
    'server p99': fmt(percentile(handled, 99)),
    'cpu/msg': fmt(cpu / trips.length),
    ...(pgUrl ? { 'db cpu/msg': dbCpu === null ? '?' : fmt(dbCpu / trips.length) } : {}),
    'echo msg/s': Math.round(bare.roundTrips.length / bare.seconds),
    'echo cpu/msg': fmt(echoCpu / bare.roundTrips.length),
    failures: app.failures,
    load: loadAverage.toFixed(2),
  });
}
load.send('exit');

/** A plain text table (console.table's index column and quotes add nothing here). */
function printTable(records) {
  const headers = Object.keys(records[0] ?? {});
  const cells = records.map((record) => headers.map((h) => String(record[h])));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (values) => values.map((v, i) => v.padStart(widths[i])).join('  ');
  console.info([line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n'));
}
printTable(rows);
console.info(
  [
    'rt: client send → final reply over loopback, from another process (includes queueing behind the other',
    '  connections: with every connection waiting on its answer, p50 ≈ connections ÷ msg/s);',
    "server: the handler's own time per message as it logs it (rate limits, session and subscription checks,",
    '  storing question and answer, history; PGlite runs every query in this process, one at a time);',
    "cpu/msg: this process's CPU (the server's, and PGlite's when it runs) divided by the messages;",
    ...(pgUrl ? ["db cpu/msg: CPU of PostgreSQL's backends serving the bench database, per message;"] : []),
    'echo: a bare ws server in this process answering the same client load (each frame sent straight back);',
    'load: the 1-minute load average after the level (other work on the machine shares its cores).',
  ].join('\n'),
);
await app.close();
await new Promise((resolve) => echo.close(resolve));
if (benchDatabase) await onServer(pgUrl, `drop database if exists ${benchDatabase} with (force)`);
