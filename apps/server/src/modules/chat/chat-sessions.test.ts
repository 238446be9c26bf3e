import { COOKIE_NAMES } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTwoTestApps,
  latestCodeFor,
  sameOrigin,
  type TestApp,
  type TwoTestApps,
  testClock,
} from '../../../test/helpers.ts';
import { ChatClient, chatUrl, createUserWithSession, scriptedAnswerer } from '../../../test/support/chat.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { CHAT_CLOSE, DEFAULT_CHAT_LIMITS } from './socket.ts';

const PASSWORD = 'correct horse battery staple';
// Far below the fallback re-check (15 s): the socket must close because it was told, not because it looked.
const PROMPTLY_MS = 1_500;

type Session = { token: string; cookie: string; sessionId: string };

async function addSession(db: Db, userId: string): Promise<Session> {
  const token = newToken();
  const now = new Date();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
      createdAt: now,
      lastSeenAt: now,
    })
    .returning({ id: sessions.id });
  return { token, cookie: `${COOKIE_NAMES.session}=${token}`, sessionId: row!.id };
}

async function userWithSessions(db: Db, email: string, count: number) {
  const first = await createUserWithSession(db, email, { locale: 'en' });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, first.userId));
  const [firstSession] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(first.token)));
  const all: Session[] = [{ token: first.token, cookie: first.cookie, sessionId: firstSession!.id }];
  for (let i = 1; i < count; i += 1) all.push(await addSession(db, first.userId));
  return { userId: first.userId, email, sessions: all };
}

const open = (url: string, session: Session) =>
  ChatClient.open(url, { headers: { ...sameOrigin, cookie: session.cookie, 'accept-language': 'en' } });

/** Resolves with the close code if the socket closes within `ms`, else with 'open'. */
async function closedWithin(client: ChatClient, ms: number): Promise<number | 'open'> {
  let timer: NodeJS.Timeout | undefined;
  const open = new Promise<'open'>((resolve) => {
    timer = setTimeout(() => resolve('open'), ms);
  });
  const result = await Promise.race([client.closed.then(({ code }) => code), open]);
  clearTimeout(timer);
  return result;
}

const bearer = (session: Session) => ({ ...sameOrigin, authorization: `Bearer ${session.token}` });

describe('chat sockets close as soon as their session ends (one instance)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ deps: { answerer: scriptedAnswerer() } });
    url = await chatUrl(t.app);
    expect(DEFAULT_CHAT_LIMITS.sessionRecheckMs).toBeGreaterThanOrEqual(10 * PROMPTLY_MS);
  });
  afterAll(() => t.close());

  it('sign-out closes that session’s socket with 4401 after a session_expired frame; other sessions stay', async () => {
    const user = await userWithSessions(t.app.db, 'logout@example.com', 2);
    const [mine, other] = user.sessions as [Session, Session];
    const socket = await open(url, mine);
    const bystander = await open(url, other);
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(mine) });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket, PROMPTLY_MS)).toBe(CHAT_CLOSE.sessionEnded);
    expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
    expect(await socket.next()).toMatchObject({ type: 'error', error: 'session_expired' });
    expect(await closedWithin(bystander, 200)).toBe('open');
    await bystander.close();
  });

  it('ending a session from the sessions list closes its socket', async () => {
    const user = await userWithSessions(t.app.db, 'end-one@example.com', 2);
    const [here, there] = user.sessions as [Session, Session];
    const socket = await open(url, there);
    const mine = await open(url, here);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${there.sessionId}`,
      headers: bearer(here),
    });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket, PROMPTLY_MS)).toBe(CHAT_CLOSE.sessionEnded);
    expect(await closedWithin(mine, 200)).toBe('open');
    await mine.close();
  });

  it('a password change closes the other sessions’ sockets, not this one’s', async () => {
    const user = await userWithSessions(t.app.db, 'change@example.com', 3);
    const [here, ...others] = user.sessions as [Session, Session, Session];
    const mine = await open(url, here);
    const theirs = await Promise.all(others.map((s) => open(url, s)));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(here),
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
    });
    expect(res.statusCode).toBe(200);
    for (const socket of theirs)
      expect(await closedWithin(socket, PROMPTLY_MS)).toBe(CHAT_CLOSE.sessionEnded);
    expect(await closedWithin(mine, 200)).toBe('open');
    await mine.close();
  });

  it('a password reset closes every socket of the account', async () => {
    const user = await userWithSessions(t.app.db, 'reset@example.com', 2);
    const sockets = await Promise.all(user.sessions.map((s) => open(url, s)));
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: sameOrigin,
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin,
      payload: {
        email: user.email,
        code: await latestCodeFor(t, user.email),
        password: 'another new passphrase',
      },
    });
    expect(res.statusCode).toBe(200);
    for (const socket of sockets)
      expect(await closedWithin(socket, PROMPTLY_MS)).toBe(CHAT_CLOSE.sessionEnded);
  });

  it('deleting the account closes every socket of it', async () => {
    const user = await userWithSessions(t.app.db, 'delete@example.com', 2);
    const sockets = await Promise.all(user.sessions.map((s) => open(url, s)));
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(user.sessions[0]!),
      payload: { password: PASSWORD, confirmText: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    for (const socket of sockets)
      expect(await closedWithin(socket, PROMPTLY_MS)).toBe(CHAT_CLOSE.sessionEnded);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('chat sockets close on every instance when their session ends', () => {
  const clock = testClock();
  let apps: TwoTestApps;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl! };
    apps = await createTwoTestApps(() => ({ env, deps: { clock: clock.now, answerer: scriptedAnswerer() } }));
    ({ first, second } = apps);
  });
  afterAll(() => apps?.close());

  it('a sign-out through instance A closes the socket open on instance B at once', async () => {
    const user = await userWithSessions(first.app.db, `shared-${newToken().slice(0, 8)}@example.com`, 2);
    const [mine, other] = user.sessions as [Session, Session];
    const onB = await open(await chatUrl(second.app), mine);
    const otherOnB = await open(await chatUrl(second.app), other);
    const started = Date.now();
    const res = await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(mine) });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(onB, PROMPTLY_MS)).toBe(CHAT_CLOSE.sessionEnded);
    expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
    expect(await closedWithin(otherOnB, 200)).toBe('open');

    // And all of a user's sessions, as a password reset or account deletion ends them.
    first.app.chatSockets.closeUser(user.userId);
    expect(await closedWithin(otherOnB, PROMPTLY_MS)).toBe(CHAT_CLOSE.sessionEnded);
  });
});
