// Starts the production layout and drives it through its proxy: NODE_ENV=production, a PostgreSQL database made for
// this run, a Redis database index of its own, two app instances (ports 3701 and 3702) serving the built web app,
// and Debian's nginx on 3700 with the repository's ops/nginx/mustashar-proxy.conf. Mail goes to a local SMTP server
// and payments to a local double of Paylink's API (the sandbox provider does not run in production). Then:
//   (a) a subscriber's conversation started on one instance is continued on the other, and its history is whole;
//   (b) a guest's free messages, sent to both instances, stop exactly at the trial's limit;
//   (c) a rate limit counts one client's requests on both instances and through nginx as one;
//   (d) a payment verified on one instance is an active subscription on the other;
//   (e) one instance is killed (SIGKILL) while clients chat through nginx: they reconnect to the other, and every
//       question the server had stored is in its conversation once, with an answer.
// Everything it started is stopped and the database dropped, also when a check fails.
//   TEST_DATABASE_URL=postgres://… TEST_REDIS_URL=redis://… node scripts/check-proxy-layout.mjs
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import WebSocket from 'ws';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROXY_PORT = 3700;
const APP_PORTS = [3701, 3702];
const APP_URL = `http://127.0.0.1:${PROXY_PORT}`;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const START_TIMEOUT_MS = 90_000;
const WAIT_TIMEOUT_MS = 30_000;
const PASSWORD = 'Str0ng-pass!proxy';

const started = Date.now();
const log = (line) =>
  console.info(`[proxy layout] ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

class CheckFailed extends Error {}
function expect(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/** Resolves when `test` returns a truthy value, re-testing whenever `emitter` says something changed. */
function waitFor(emitter, test, what, timeoutMs = WAIT_TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const check = () => {
      let value;
      try {
        value = test();
      } catch (error) {
        done();
        reject(error);
        return;
      }
      if (value) {
        done();
        resolve(value);
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new CheckFailed(`timed out waiting for ${what}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      emitter.off('change', check);
    };
    emitter.on('change', check);
    check();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP and WebSocket clients, each bound to a loopback address of its own so the app sees distinct clients.

function request(url, { method = 'GET', headers = {}, body, localAddress }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.setTimeout(WAIT_TIMEOUT_MS, () => req.destroy(new Error(`${method} ${url}: no answer`)));
    req.end(body);
  });
}

let nextAddress = 10;
/** A browser: a cookie jar and a client address; requests go through nginx unless an instance is named. */
class Visitor {
  constructor(name) {
    this.name = name;
    this.address = `127.0.0.${nextAddress++}`;
    this.cookies = new Map();
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keepCookies(setCookie = []) {
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call(method, path, { json, port = PROXY_PORT } = {}) {
    const headers = { origin: APP_URL, accept: 'application/json' };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body;
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    } else if (method !== 'GET') {
      body = '';
    }
    const res = await request(`http://127.0.0.1:${port}${path}`, {
      method,
      headers,
      body,
      localAddress: this.address,
    });
    this.keepCookies(res.headers['set-cookie']);
    const text = res.body.toString('utf8');
    let parsed = null;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, json: parsed, text };
  }

  async ok(method, path, options, status = 200) {
    const res = await this.call(method, path, options);
    expect(
      res.status === status,
      `${this.name}: ${method} ${path} answered ${res.status}, not ${status}: ${res.text.slice(0, 300)}`,
    );
    return res.json;
  }

  socketUrl(port = PROXY_PORT) {
    return `ws://127.0.0.1:${port}/ws/chat`;
  }
}

/** One chat socket; `upstream` is the instance nginx chose (from the check's own response header). */
class Chat extends EventEmitter {
  static open(visitor, port = PROXY_PORT) {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(visitor.socketUrl(port), {
        headers: { origin: APP_URL, cookie: visitor.cookieHeader() },
        localAddress: visitor.address,
      });
      let upstream = port === PROXY_PORT ? null : `127.0.0.1:${port}`;
      socket.once('upgrade', (res) => {
        upstream ??= String(res.headers['x-check-upstream'] ?? '');
      });
      socket.once('open', () => resolve(new Chat(socket, upstream)));
      socket.once('unexpected-response', (_req, res) => {
        socket.terminate();
        reject(new Error(`upgrade refused: ${res.statusCode}`));
      });
      socket.once('error', reject);
    });
  }

  constructor(socket, upstream) {
    super();
    this.socket = socket;
    this.upstream = upstream;
    this.frames = [];
    this.closeCode = null;
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type !== 'delta') this.frames.push(frame);
      this.emit('change');
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      this.closeCode = code;
      this.emit('change');
    });
  }

  send(frame) {
    this.socket.send(JSON.stringify(frame));
  }

  /** The final frame (reply or error) for this client id. */
  final(clientId) {
    return waitFor(
      this,
      () => {
        const found = this.frames.find((f) => f.clientId === clientId);
        if (found) return found;
        if (this.closeCode !== null)
          throw new CheckFailed(`socket closed (${this.closeCode}) before ${clientId}`);
        return null;
      },
      `the answer to ${clientId}`,
    );
  }

  async ask(frame) {
    this.send(frame);
    return this.final(frame.clientId);
  }

  close() {
    this.socket.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What the layout needs besides itself: a database, a Redis index, mail and a payment provider.

async function onAdmin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const REDIS_CLAIM = 'mustashar-proxy-check:claim';
/** An empty Redis database index, claimed (a key with an expiry) so a second run beside this one picks another. */
async function claimRedisIndex(redisUrl) {
  const base = new URL(redisUrl);
  const own = Number(base.pathname.slice(1) || 0);
  for (let index = 1; index < 16; index += 1) {
    if (index === own) continue;
    const url = new URL(base);
    url.pathname = `/${index}`;
    const redis = new Redis(url.href, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const claimed =
      (await redis.dbsize()) === 0 && (await redis.set(REDIS_CLAIM, '1', 'EX', 900, 'NX')) === 'OK';
    if (claimed) return { url: url.href, redis };
    redis.disconnect();
  }
  throw new CheckFailed('no empty Redis database index (1–15) to use');
}

async function startSmtp() {
  const mail = new EventEmitter();
  mail.received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mail.received.push(parsed);
          mail.emit('change');
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  mail.url = `smtp://127.0.0.1:${smtp.server.address().port}`;
  mail.close = () => new Promise((resolve) => smtp.close(resolve));
  return mail;
}

/** Paylink's three calls the app makes (auth, addInvoice, getInvoice), in the shapes its client reads. */
async function startPaylinkDouble() {
  const apiId = 'APP_ID_PROXY_CHECK';
  const secretKey = randomBytes(16).toString('hex');
  const token = randomBytes(16).toString('hex');
  const invoices = new Map();
  const answer = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const view = (invoice) => ({
    gatewayOrderRequest: { orderNumber: invoice.orderNumber, amount: invoice.amount },
    amount: invoice.amount,
    transactionNo: invoice.transactionNo,
    orderStatus: invoice.orderStatus,
    paymentErrors: null,
    url: `https://paymentpilot.paylink.test/pay/info/${invoice.transactionNo}`,
    qrUrl: '',
    mobileUrl: '',
    checkUrl: '',
    success: true,
    digitalOrder: false,
    paymentReceipt: invoice.paymentReceipt,
    metadata: null,
  });
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      if (req.method === 'POST' && req.url === '/api/auth') {
        if (body.apiId !== apiId || body.secretKey !== secretKey)
          return answer(res, 401, { title: 'Unauthorized' });
        return answer(res, 200, { id_token: token });
      }
      if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, { title: 'Unauthorized' });
      if (req.method === 'POST' && req.url === '/api/addInvoice') {
        const transactionNo = String(Date.now()) + String(invoices.size).padStart(3, '0');
        const invoice = {
          transactionNo,
          orderNumber: String(body.orderNumber),
          amount: Number(body.amount),
          orderStatus: 'Pending',
          paymentReceipt: null,
        };
        invoices.set(transactionNo, invoice);
        return answer(res, 200, view(invoice));
      }
      const match = req.method === 'GET' && /^\/api\/getInvoice\/([^/?]+)$/.exec(req.url ?? '');
      const invoice = match ? invoices.get(match[1]) : undefined;
      if (invoice) return answer(res, 200, view(invoice));
      return answer(res, 404, { title: 'Not Found', status: 404 });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    apiId,
    secretKey,
    pay(transactionNo) {
      const invoice = invoices.get(transactionNo);
      expect(invoice, `the Paylink double has no invoice ${transactionNo}`);
      invoice.orderStatus = 'Paid';
      invoice.paymentReceipt = { paymentMethod: 'mada', bankCardNumber: '446404******1234', passcode: 'R-1' };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The processes: two instances and nginx, each in its own process group so one kill ends all of it.

class Child {
  /** Set once stopping has begun: a process started after that would be left behind. */
  static refuseNew = false;

  constructor(name, command, args, options, logFile) {
    if (Child.refuseNew) throw new CheckFailed(`not starting ${name}: stopping`);
    this.name = name;
    this.logFile = logFile;
    const fd = openSync(logFile, 'a');
    this.process = spawn(command, args, { ...options, detached: true, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    this.exited = new Promise((resolve) => this.process.once('exit', resolve));
  }

  get running() {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  kill(signal) {
    if (this.running) process.kill(-this.process.pid, signal);
  }

  async stop() {
    if (!this.running) return;
    this.kill('SIGTERM');
    const timer = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([this.exited, timer]);
    if (this.running) {
      this.kill('SIGKILL');
      await this.exited;
    }
  }

  tail(lines = 30) {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }
}

function startInstance(index, env, dir) {
  const port = APP_PORTS[index];
  // What `npm start` runs once the web app is built (scripts/start.mjs), in the production mode.
  return new Child(
    `app-${index + 1}`,
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: root, env: { ...env, PORT: String(port) } },
    join(dir, `app-${index + 1}.log`),
  );
}

async function waitForHealth(child, port) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!child.running) throw new CheckFailed(`${child.name} exited while starting:\n${child.tail()}`);
    try {
      const res = await request(`http://127.0.0.1:${port}/api/health`, {});
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new CheckFailed(`${child.name} did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}

function nginxConfig(dir) {
  const upstreams = APP_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`);
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream mustashar {
    least_conn;
${upstreams.join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    server_name _;
    # Only here: which instance answered, so the check knows where each socket went.
    add_header X-Check-Upstream $upstream_addr always;
    include ${join(root, 'ops/nginx/mustashar-proxy.conf')};
  }
}
`;
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts, through the real API.

async function register(visitor, mail) {
  const email = `${visitor.name}-${randomBytes(4).toString('hex')}@example.test`;
  await visitor.ok(
    'POST',
    '/api/auth/register',
    { json: { name: visitor.name, email, password: PASSWORD, termsAccepted: true, marketing: false } },
    201,
  );
  const message = await waitFor(
    mail,
    () => mail.received.find((m) => m.to?.value?.some((to) => to.address === email)),
    `mail to ${email}`,
  );
  const code = message.text?.match(/^\s*(\d{6})\s*$/m)?.[1];
  expect(code, `no verification code in the mail to ${email}`);
  // Registered on whichever instance nginx chose; the code is checked on the other one too (one SESSION_SECRET).
  await visitor.ok('POST', '/api/auth/verify-email', { json: { email, code }, port: APP_PORTS[1] });
  await visitor.ok('POST', '/api/auth/login', { json: { email, password: PASSWORD, remember: false } });
  visitor.email = email;
}

async function subscribe(visitor, paylink, { verifyOn, checkOn } = {}) {
  const { plans } = await visitor.ok('GET', '/api/plans');
  const plan = plans.find((p) => p.interval === 'monthly') ?? plans[0];
  expect(plan, 'no plans on sale');
  const { invoice } = await visitor.ok('POST', '/api/billing/paylink/create-invoice', {
    json: { planId: plan.id, mobile: '0512345678' },
  });
  if (checkOn !== undefined) {
    const before = await visitor.ok('GET', '/api/billing/subscription', { port: checkOn });
    expect(before.subscription === null, 'a subscription was active before its payment');
  }
  paylink.pay(invoice.transactionNo);
  const query = new URLSearchParams({
    TransactionNo: invoice.transactionNo,
    OrderNumber: invoice.orderNumber,
  });
  const verified = await visitor.ok('GET', `/api/billing/paylink/verify-payment?${query}`, {
    port: verifyOn,
  });
  expect(verified.verified === true, `the payment was not verified: ${JSON.stringify(verified)}`);
  return plan;
}

// ---------------------------------------------------------------------------------------------------------------
// The checks.

let questionNumber = 0;
const question = (who) => {
  questionNumber += 1;
  return {
    clientId: `q${questionNumber}-${randomBytes(3).toString('hex')}`,
    message: `ما مدة الإجازة السنوية للعامل؟ (${who}, ${questionNumber})`,
  };
};

async function conversationOf(visitor, id) {
  const { conversation } = await visitor.ok('GET', `/api/chat/conversations/${id}`);
  return conversation.messages;
}

/** (a) One conversation: asked on instance 1, continued on 2, then on 1 again, then through nginx. */
async function chatAcrossInstances(subscriber) {
  const sockets = [await Chat.open(subscriber, APP_PORTS[0]), await Chat.open(subscriber, APP_PORTS[1])];
  const asked = [];
  let conversationId;
  for (const socket of [sockets[0], sockets[1], sockets[0], sockets[1]]) {
    const q = question('a');
    const reply = await socket.ask({ ...q, ...(conversationId ? { conversationId } : {}), locale: 'ar' });
    expect(reply.reply && reply.conversationId, `no answer on ${socket.upstream}: ${JSON.stringify(reply)}`);
    conversationId ??= reply.conversationId;
    expect(reply.conversationId === conversationId, 'a follow-up started another conversation');
    asked.push(q.message);
  }
  for (const socket of sockets) socket.close();
  const messages = await conversationOf(subscriber, conversationId);
  const senders = messages.map((m) => m.sender).join(',');
  expect(senders === 'user,bot,user,bot,user,bot,user,bot', `the history is ${senders}`);
  const questions = messages.filter((m) => m.sender === 'user').map((m) => m.text);
  expect(
    JSON.stringify(questions) === JSON.stringify(asked),
    'the history does not hold the questions in order',
  );
  expect(
    messages.every((m) => m.text.trim()),
    'an empty message in the history',
  );
  log('(a) a conversation asked on both instances is whole: 4 questions, 4 answers, in order');
}

/** (b) A guest's messages, on both instances at once, stop at the trial's limit. */
async function trialLimit() {
  const guest = new Visitor('guest');
  const { status } = await guest.ok('POST', '/api/trial/start');
  const limit = status.messagesLimit;
  expect(limit && limit >= 2, `the trial has no message limit (${limit})`);
  const sockets = [];
  for (let i = 0; i < limit + 3; i += 1) sockets.push(await Chat.open(guest, APP_PORTS[i % 2]));
  // Two in turn, then all the others at once, half on each instance.
  const outcomes = [];
  for (const socket of sockets.slice(0, 2))
    outcomes.push(await socket.ask({ ...question('b'), locale: 'ar' }));
  outcomes.push(
    ...(await Promise.all(sockets.slice(2).map((socket) => socket.ask({ ...question('b'), locale: 'ar' })))),
  );
  const answered = outcomes.filter((f) => typeof f.reply === 'string').length;
  const refused = outcomes.filter((f) => f.error === 'trial_limit' || f.error === 'trial_expired').length;
  const other = outcomes.filter(
    (f) => typeof f.reply !== 'string' && !['trial_limit', 'trial_expired'].includes(f.error),
  );
  expect(other.length === 0, `unexpected answers: ${JSON.stringify(other)}`);
  expect(answered === limit, `${answered} guest messages answered where the trial allows ${limit}`);
  expect(refused === 3, `${refused} guest messages refused, expected 3`);
  for (const socket of sockets) socket.close();
  const after = await guest.ok('GET', '/api/trial/status', { port: APP_PORTS[1] });
  expect(after.messagesUsed === limit, `the trial counts ${after.messagesUsed} messages, not ${limit}`);
  log(`(b) trial: ${limit} of ${limit + 3} guest messages answered across both instances, the rest refused`);
}

/** (c) POST /api/trial/start allows 30 a minute per address: one client's calls on 1, on 2 and via nginx count once. */
async function rateLimitAcrossInstances() {
  const client = new Visitor('rate');
  const targets = [APP_PORTS[0], APP_PORTS[1], PROXY_PORT];
  let allowed = 0;
  let limit = null;
  for (let i = 0; ; i += 1) {
    const res = await client.call('POST', '/api/trial/start', { port: targets[i % 3] });
    limit ??= Number(res.headers['x-ratelimit-limit']);
    if (res.status === 429) {
      expect(
        res.json?.error?.code === 'rate_limited' || /rate/i.test(res.text),
        `a 429 of another kind: ${res.text}`,
      );
      break;
    }
    expect(res.status === 200, `trial start answered ${res.status}: ${res.text.slice(0, 200)}`);
    allowed += 1;
    expect(allowed <= limit, `more than ${limit} requests allowed: the instances count apart`);
  }
  expect(allowed === limit, `${allowed} requests allowed where the limit is ${limit}`);
  // The limit is the client's, not the proxy's: another address through the same nginx is not limited.
  const neighbour = new Visitor('neighbour');
  const res = await neighbour.call('POST', '/api/trial/start');
  expect(res.status === 200, `another client through nginx got ${res.status}: nginx's address was counted`);
  log(
    `(c) rate limit: ${allowed} of a ${limit}-a-minute limit spread over both instances and nginx, then 429`,
  );
}

/**
 * (e) Clients chat through nginx; instance 1 is killed with SIGKILL while they do. Each client resends the question
 * it had in flight (same client id) once its socket reconnects; every question then has exactly one answer.
 */
async function killMidLoad(subscribers, instances, db) {
  const PER_CLIENT = 10;
  const state = new EventEmitter();
  state.setMaxListeners(100);
  let killed = false;
  let releaseResends;
  const resendsReleased = new Promise((resolve) => {
    releaseResends = resolve;
  });
  const clients = [];
  for (const subscriber of subscribers) for (let k = 0; k < 2; k += 1) clients.push({ subscriber, k });
  for (const client of clients) {
    Object.assign(client, {
      conversationId: null,
      sent: [],
      answers: new Map(),
      inFlight: null,
      reconnects: 0,
    });
  }

  async function runClient(client) {
    let socket = null;
    const connect = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          socket = await Chat.open(client.subscriber);
          return;
        } catch (error) {
          if (attempt >= 5) throw error;
        }
      }
    };
    await connect();
    client.firstUpstream = socket.upstream;
    state.emit('change');
    while (client.answers.size < PER_CLIENT) {
      const q = client.inFlight ?? question(`e${clients.indexOf(client)}`);
      if (!client.inFlight) {
        client.inFlight = q;
        client.sent.push(q);
      }
      const frame = {
        ...q,
        locale: 'ar',
        ...(client.conversationId ? { conversationId: client.conversationId } : {}),
      };
      socket.send(frame);
      let reply;
      try {
        reply = await socket.final(q.clientId);
      } catch (error) {
        if (!(error instanceof CheckFailed) || socket.closeCode === null || !killed) throw error;
        // Cut with its question in flight: reconnect (nginx now sends it to the instance still up) and resend.
        client.reconnects += 1;
        client.cutWith ??= q.clientId;
        await resendsReleased;
        await connect();
        continue;
      }
      expect(typeof reply.reply === 'string', `an error instead of an answer: ${JSON.stringify(reply)}`);
      client.conversationId ??= reply.conversationId;
      expect(reply.conversationId === client.conversationId, 'a resend landed in another conversation');
      client.answers.set(q.clientId, reply);
      client.inFlight = null;
      state.emit('change');
      if (killed && socket.closeCode !== null) {
        client.reconnects += 1;
        await connect();
      }
    }
    socket.close();
  }

  const running = Promise.all(clients.map((client) => runClient(client)));
  // A client that fails ends the wait at once instead of at its timeout.
  const unlessFailed = (waiting) => Promise.race([waiting, running.then(() => new Promise(() => {}))]);
  const onFirst = () =>
    clients.every((c) => c.firstUpstream) &&
    clients.some((c) => c.firstUpstream.endsWith(`:${APP_PORTS[0]}`));
  await unlessFailed(waitFor(state, onFirst, 'clients on both instances', 60_000));
  const total = clients.length * PER_CLIENT;
  await unlessFailed(
    waitFor(
      state,
      () => clients.reduce((n, c) => n + c.answers.size, 0) >= total / 3,
      'a third of the answers',
      60_000,
    ),
  );
  const [victim] = instances;
  killed = true;
  victim.kill('SIGKILL');
  await victim.exited;
  // Before anyone resends: which questions in flight had the server stored (accepted) when it died?
  await waitFor(
    state,
    () =>
      clients
        .filter((c) => c.firstUpstream.endsWith(`:${APP_PORTS[0]}`))
        .every((c) => c.cutWith || c.answers.size === PER_CLIENT),
    'the cut sockets to notice',
    60_000,
  );
  const inFlight = clients.filter((c) => c.cutWith && c.inFlight).map((c) => c.inFlight.clientId);
  const { rows } = await db.query(
    `select q.client_id, exists (select 1 from messages a where a.client_id = q.client_id || ':reply') as answered
       from messages q where q.client_id = any($1::text[])`,
    [inFlight],
  );
  const acceptedUnanswered = rows.filter((r) => !r.answered).length;
  releaseResends();
  await running;

  const cut = clients.filter((c) => c.reconnects > 0).length;
  expect(cut > 0, 'no client was connected to the killed instance');
  for (const client of clients) {
    const messages = await conversationOf(client.subscriber, client.conversationId);
    const questions = messages.filter((m) => m.sender === 'user').map((m) => m.text);
    const sentTexts = client.sent.map((q) => q.message);
    expect(
      JSON.stringify(questions) === JSON.stringify(sentTexts),
      `a conversation holds ${questions.length} questions where ${sentTexts.length} were sent (or out of order)`,
    );
    const senders = messages.map((m) => m.sender);
    expect(
      senders.length === sentTexts.length * 2 &&
        senders.every((s, i) => s === (i % 2 === 0 ? 'user' : 'bot')),
      `a question without its one answer: ${senders.join(',')}`,
    );
    for (const [clientId, reply] of client.answers) {
      expect(
        messages.some((m) => m.id === reply.messageId),
        `the answer to ${clientId} is not in the history`,
      );
    }
  }
  log(
    `(e) killed instance 1 under ${clients.length} chatting clients: ${cut} reconnected through nginx, ` +
      `${inFlight.length} had a question in flight (${rows.length} stored by the server, ${acceptedUnanswered} ` +
      `without an answer yet); all ${total} questions are in history once, each with its answer`,
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl) {
    console.error('[proxy layout] needs TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis)');
    process.exit(2);
  }
  if (!existsSync(NGINX)) {
    console.error(`[proxy layout] needs nginx at ${NGINX}: run scripts/ensure-nginx.sh`);
    process.exit(2);
  }
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    log('building the web app');
    const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@mustashar/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new CheckFailed('the web build failed');
  }

  const dir = mkdtempSync(join(tmpdir(), 'mustashar-proxy-'));
  // nginx's workers (an unprivileged user when run as root) read the config and write their temp files here.
  chmodSync(dir, 0o755);
  const dbName = `mustashar_proxy_${randomBytes(4).toString('hex')}`;
  const cleanups = [];
  const children = [];
  let failed = false;
  let signalled = null;
  // Once, whoever asks first (the end of the run, or a signal arriving while it runs).
  let stopping = null;
  const stopAll = () => {
    stopping ??= (async () => {
      Child.refuseNew = true;
      for (const child of children) await child.stop();
      for (const cleanup of [...cleanups].reverse()) {
        await cleanup().catch((e) => console.error(`[proxy layout] cleanup: ${e.message}`));
      }
      if (!failed || signalled) rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const onSignal = (signal) => {
    failed = true;
    signalled = signal;
    console.error(`[proxy layout] stopped by ${signal}: stopping what it started`);
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await onAdmin(adminUrl, `create database ${dbName}`);
    cleanups.push(() => onAdmin(adminUrl, `drop database if exists ${dbName} with (force)`));
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${dbName}`;
    const redis = await claimRedisIndex(redisUrl);
    cleanups.push(async () => {
      await redis.redis.flushdb();
      redis.redis.disconnect();
    });
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const paylink = await startPaylinkDouble();
    cleanups.push(() => paylink.close());
    log(`database ${dbName}, Redis ${redis.url}, temp ${dir}`);

    // What an operator sets for this layout (README, "Deployment"); the secrets are the same on every instance.
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl.href,
      REDIS_URL: redis.url,
      SESSION_SECRET: randomBytes(32).toString('base64'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: mail.url,
      PAYMENT_PROVIDER: 'paylink',
      PAYLINK_API_ID: paylink.apiId,
      PAYLINK_SECRET_KEY: paylink.secretKey,
      PAYLINK_BASE_URL: paylink.url,
      DATA_DIR: join(dir, 'data'),
      UPLOADS_DIR: join(dir, 'uploads'),
      LOG_LEVEL: 'warn',
    };
    const instances = APP_PORTS.map((_, i) => startInstance(i, env, dir));
    children.push(...instances);
    const nginxConf = join(dir, 'nginx.conf');
    writeFileSync(nginxConf, nginxConfig(dir));
    const nginx = new Child(
      'nginx',
      NGINX,
      ['-p', dir, '-c', nginxConf, '-e', join(dir, 'nginx-error.log')],
      {},
      join(dir, 'nginx.log'),
    );
    children.push(nginx);
    await Promise.all(instances.map((child, i) => waitForHealth(child, APP_PORTS[i])));
    await waitForHealth(nginx, PROXY_PORT);
    log('two instances and nginx answer /api/health');

    const page = await request(`${APP_URL}/`, {});
    expect(
      page.status === 200 && /<div id="root"/.test(page.body.toString()),
      'nginx did not serve the web app',
    );
    const asset = page.body.toString().match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset, 'the page names no script under /assets/');
    const script = await request(`${APP_URL}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(
      script.status === 200 && /immutable/.test(script.headers['cache-control'] ?? ''),
      `${asset} was not served for caching`,
    );
    const metrics = await request(`${APP_URL}/metrics`, {});
    expect(metrics.status === 404, 'nginx passed /metrics on');

    const db = new pg.Client({ connectionString: databaseUrl.href });
    await db.connect();
    cleanups.push(() => db.end());

    const subscribers = ['s1', 's2', 's3', 's4'].map((name) => new Visitor(name));
    await Promise.all(subscribers.map((s) => register(s, mail)));
    // (d) first: the others' payments go the same way.
    const [first, ...others] = subscribers;
    await subscribe(first, paylink, { verifyOn: APP_PORTS[0], checkOn: APP_PORTS[1] });
    const seen = await first.ok('GET', '/api/billing/subscription', { port: APP_PORTS[1] });
    expect(
      seen.subscription?.status === 'active',
      `instance 2 sees the subscription as ${seen.subscription?.status}`,
    );
    log('(d) a payment verified on instance 1 is an active subscription on instance 2');
    await Promise.all(others.map((s, i) => subscribe(s, paylink, { verifyOn: APP_PORTS[i % 2] })));

    await chatAcrossInstances(first);
    await trialLimit();
    await rateLimitAcrossInstances();
    await killMidLoad(subscribers, instances, db);

    const health = await request(`${APP_URL}/api/health`, {});
    expect(health.status === 200, `after the kill nginx answered /api/health with ${health.status}`);
    log('passed');
  } catch (error) {
    failed = true;
    if (signalled) return;
    console.error(`[proxy layout] failed: ${error instanceof CheckFailed ? error.message : error.stack}`);
    for (const child of children) {
      const tail = child.tail(15);
      if (tail) console.error(`--- ${child.name} (last lines) ---\n${tail}`);
    }
    console.error(`[proxy layout] logs kept in ${dir}`);
  } finally {
    await stopAll();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(`[proxy layout] failed: ${error.stack}`);
  process.exit(1);
});
