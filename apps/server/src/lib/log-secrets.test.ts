import { COOKIE_NAMES } from '@mustashar/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantSubscription,
  latestCodeFor,
  logCapture,
  sameOrigin,
  type TestApp,
} from '../../test/helpers.ts';
import { ChatClient, chatUrl, createUserWithSession, scriptedAnswerer } from '../../test/support/chat.ts';
import { users } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';
import { hashToken } from './tokens.ts';

const en = { ...sameOrigin, 'accept-language': 'en' };
const CHECK_VIOLATION = '23514';
const UNDEFINED_COLUMN = '42703';

type LogLine = { level: number; msg: string; err?: Record<string, unknown> };

/**
 * Real queries fail here with their real parameters (a CHECK constraint no new row passes, or a renamed column),
 * and the captured log must say that a database error happened without carrying any of the values.
 */
describe('logs of failed queries carry no secrets', () => {
  const logs = logCapture();
  let t: TestApp;
  let url: string;
  const run = (statement: string) => t.app.db.execute(sql.raw(statement));
  const refuseRows = (table: string) =>
    run(`alter table ${table} add constraint test_refuse_${table} check (false) not valid`);
  const allowRows = (table: string) => run(`alter table ${table} drop constraint test_refuse_${table}`);
  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: path, headers: { ...en, ...headers }, payload });

  const parsed = () => logs.lines.map((line) => JSON.parse(line) as LogLine);
  /** Every captured line must be free of every secret, and of the query text and parameters. */
  function expectClean(secrets: string[]) {
    const text = logs.lines.join('');
    for (const secret of secrets) expect(text, `log holds ${secret}`).not.toContain(secret);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/params:|Failed query:|Failing row|insert into|select "|update "/i);
    // A token hash or a code hash: 64 hex digits.
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  }
  /** The error is still logged, as a database error with its SQLSTATE. */
  function expectDatabaseError(code: string, msg: string) {
    const line = parsed().find((l) => l.msg === msg && l.err?.code === code);
    expect(line, `no "${msg}" line with SQLSTATE ${code}`).toBeDefined();
    expect(line?.level).toBeGreaterThanOrEqual(40);
    expect(line?.err?.type).toMatch(/Drizzle|Database/);
    return line!;
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      deps: {
        logStream: logs.stream,
        answerer: scriptedAnswerer(),
        chatLimits: { perConnectionPerMinute: 1000, perUserPerMinute: 1000 },
      },
    });
    url = await chatUrl(t.app);
  });
  afterAll(() => t.close());

  it('register: a refused user row logs neither the password, its hash nor the email', async () => {
    logs.lines.length = 0;
    const password = 'Leaky-Password-42';
    const email = 'nadia.leak@example.com';
    await refuseRows('users');
    try {
      const res = await post('/api/auth/register', {
        name: 'Nadia Privatename',
        email,
        password,
        termsAccepted: true,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await allowRows('users');
    }
    expectClean([password, email, 'Nadia Privatename']);
    const line = expectDatabaseError(CHECK_VIOLATION, 'unhandled error');
    expect(line.err?.constraint).toBe('test_refuse_users');
    expect(line.err?.table).toBe('users');
  });

  it('register: an email that cannot be stored logs not its code', async () => {
    logs.lines.length = 0;
    const sent: MailMessage[] = [];
    const send = t.app.mailer.send.bind(t.app.mailer);
    t.app.mailer.send = (message) => {
      sent.push(message);
      return send(message);
    };
    await refuseRows('outbox');
    try {
      const res = await post('/api/auth/register', {
        name: 'Sami',
        email: 'sami.code@example.com',
        password: 'Leaky-Password-43',
        termsAccepted: true,
      });
      expect(res.statusCode).toBe(201);
    } finally {
      t.app.mailer.send = send;
      await allowRows('outbox');
    }
    const code = sent[0]?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    expectClean([code!, 'sami.code@example.com', 'Leaky-Password-43']);
    expectDatabaseError(CHECK_VIOLATION, 'account email failed');
  });

  it('login: a refused session row logs neither the token hash, the user nor the device', async () => {
    const email = 'huda.login@example.com';
    const password = 'Leaky-Password-44';
    await post('/api/auth/register', { name: 'Huda', email, password, termsAccepted: true });
    const code = await latestCodeFor(t, email);
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error('registered user not found');
    logs.lines.length = 0;
    const userAgent = 'Secret-Agent/7.7 (private device)';
    await refuseRows('sessions');
    try {
      const res = await post('/api/auth/login', { email, password }, { 'user-agent': userAgent });
      expect(res.statusCode).toBe(500);
    } finally {
      await allowRows('sessions');
    }
    expectClean([password, email, user.id, userAgent]);
    expectDatabaseError(CHECK_VIOLATION, 'unhandled error');
  });

  it('chat as a subscriber: a refused message logs neither the question nor the session', async () => {
    const user = await createUserWithSession(t.app.db, 'rana.chat@example.com');
    await grantSubscription(t, user.userId);
    const question = 'My brother forged my signature on the family house deed, can I sue him privately?';
    logs.lines.length = 0;
    await refuseRows('messages');
    try {
      const socket = await ChatClient.open(url, { headers: { ...en, cookie: user.cookie } });
      const { frame } = await socket.ask({ message: question, clientId: 'c1' });
      expect(frame).toMatchObject({ type: 'error', error: 'unavailable' });
      await socket.close();
    } finally {
      await allowRows('messages');
    }
    expectClean([question, question.slice(0, 30), user.token, hashToken(user.token), user.userId]);
    expectDatabaseError(CHECK_VIOLATION, 'chat answer failed');

    // The session lookup itself failing carries the token hash as its parameter. A session the app has not seen
    // yet, so the lookup reaches the database (a known one is answered from memory).
    const fresh = await createUserWithSession(t.app.db, 'rana.chat.fresh@example.com');
    logs.lines.length = 0;
    await run('alter table sessions rename column last_seen_at to last_seen_at_moved');
    try {
      const socket = await ChatClient.open(url, { headers: { ...en, cookie: fresh.cookie } }).catch(
        (error: { status?: number }) => error,
      );
      if (socket instanceof ChatClient) {
        const { frame } = await socket.ask({ message: question });
        expect(frame).toMatchObject({ type: 'error' });
        await socket.close();
      } else expect(socket.status).toBe(500);
    } finally {
      await run('alter table sessions rename column last_seen_at_moved to last_seen_at');
    }
    expectClean([
      question,
      user.token,
      hashToken(user.token),
      user.userId,
      fresh.token,
      hashToken(fresh.token),
    ]);
    expect(parsed().some((l) => l.err?.code === UNDEFINED_COLUMN)).toBe(true);
  });

  it('request lines blank query values: a conversation search is a question too', async () => {
    const user = await createUserWithSession(t.app.db, 'salma.search@example.com');
    await grantSubscription(t, user.userId);
    logs.lines.length = 0;
    const words = 'custody after divorce';
    const res = await t.app.inject({
      url: `/api/chat/conversations?q=${encodeURIComponent(words)}&limit=5`,
      headers: { ...en, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expectClean([words, encodeURIComponent(words), 'custody', user.token]);
    expect(logs.lines.join('')).toContain('/api/chat/conversations?q=…&limit=…');
  });

  it('chat as a guest: a failed trial lookup logs neither the device nor the chat session', async () => {
    const start = await post('/api/trial/start', {});
    expect(start.statusCode).toBe(200);
    const jar: Record<string, string> = {};
    for (const line of [start.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar[pair!.slice(0, at)] = decodeURIComponent(pair!.slice(at + 1));
    }
    const deviceId = jar[COOKIE_NAMES.deviceId];
    const chatSession = jar[COOKIE_NAMES.chatSession];
    expect(deviceId && chatSession).toBeTruthy();
    const cookie = Object.entries(jar)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    const question = 'Can my sponsor keep my passport while I change jobs secretly?';
    logs.lines.length = 0;
    await run('alter table trial_devices rename column trial_id to trial_id_moved');
    try {
      const socket = await ChatClient.open(url, { headers: { ...en, cookie } });
      const { frame } = await socket.ask({ message: question });
      expect(frame).toMatchObject({ type: 'error', error: 'unavailable' });
      await socket.close();
    } finally {
      await run('alter table trial_devices rename column trial_id_moved to trial_id');
    }
    expectClean([question, deviceId!, chatSession!]);
    expectDatabaseError(UNDEFINED_COLUMN, 'chat answer failed');
  });
});
