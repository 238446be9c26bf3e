/**
 * Chat socket benchmark: `npm run bench:chat -- [--levels 1,100,1000] [--messages 3000] [--users 10]`.
 * Starts the real app in this process on in-memory PGlite with an instant answerer (so only the server's own work is
 * measured: frame parsing, session and subscription checks, storing the question and the answer, history), opens 1,
 * 100 and 1000 concurrent WebSocket connections as subscribers, and prints messages per second with the p50/p99
 * round-trip (send → final reply, loopback) and the server's own handling time (from its per-message log line).
 * Figures, not a pass/fail test.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { plans, subscriptions } from '../../apps/server/src/db/schema.ts';
import { chatUrl, createUserWithSession, instantAnswerer } from '../../apps/server/test/support/chat.ts';

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string', default: '1,100,1000' },
    messages: { type: 'string', default: '3000' },
    users: { type: 'string', default: '10' },
  },
});
const levels = args.levels.split(',').map(Number);
const messagesPerLevel = Number(args.messages);
const userCount = Number(args.users);

// Client and server share this process: every connection costs two file descriptors.
const fdLimit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
const needed = 2 * Math.max(...levels) + 200;

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

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  APP_URL: 'http://127.0.0.1',
  WEB_DIST_DIR: path.join(os.tmpdir(), 'mustashar-bench-no-web-build'),
});
config.database = { driver: 'pglite', dataDir: null };
const app = await buildApp(config, {
  answerer: instantAnswerer(),
  logStream,
  // Raised so the bench measures the server, not its limits (all its sockets come from one address); the
  // heartbeat stays at its production interval.
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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (ms) => `${ms.toFixed(1)} ms`;

// The clients run in a worker thread: their WebSocket work gets its own event loop, the server keeps this one.
const load = new Worker(new URL('./load.mjs', import.meta.url));
const cookies = users.map((user) => user.cookie);
function runLevel(connections, perSocket) {
  return new Promise((resolve, reject) => {
    load.once('message', resolve);
    load.once('error', reject);
    load.postMessage({ url, origin, cookies, connections, perSocket });
  });
}

console.info(
  `chat bench: in-process app on PGlite (in memory), instant answerer, ${users.length} subscribers`,
);
console.info(`node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})\n`);
// Warm-up: first queries prepare statements and JIT the hot paths.
await runLevel(1, 50);

const rows = [];
for (const level of levels) {
  const perSocket = Math.max(1, Math.round(messagesPerLevel / level));
  serverMs.length = 0;
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const { seconds, roundTrips, failures, openSeconds } = await runLevel(level, perSocket);
  const elu = performance.eventLoopUtilization(eluBefore);
  const cpu = process.cpuUsage(cpuBefore);
  const handled = [...serverMs].sort((a, b) => a - b);
  const trips = roundTrips.sort((a, b) => a - b);
  rows.push({
    connections: level,
    messages: trips.length,
    'msg/s': Math.round(trips.length / seconds),
    'round trip p50': fmt(percentile(trips, 50)),
    'round trip p99': fmt(percentile(trips, 99)),
    'server p50': fmt(percentile(handled, 50)),
    'server p99': fmt(percentile(handled, 99)),
    // The server thread's busy time per message (event-loop utilisation × wall time, opening included): steadier
    // than wall-clock figures on a shared machine. Process CPU adds the load worker's share.
    'server busy/msg': fmt(elu.active / trips.length),
    'process cpu/msg': fmt((cpu.user + cpu.system) / 1000 / trips.length),
    failures,
    'open (s)': openSeconds.toFixed(2),
  });
}
await load.terminate();

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
    'round trip: client send → final reply over loopback, from a worker thread (includes queueing behind the',
    '  other connections: with every connection waiting on its answer, p50 ≈ connections ÷ msg/s);',
    "server: the handler's own time per message as it logs it (rate limits, session and subscription checks,",
    '  storing question and answer, history; PGlite runs every query on the server thread, one at a time);',
    "server busy/msg: the server thread's busy time divided by the messages.",
  ].join('\n'),
);
await app.close();
