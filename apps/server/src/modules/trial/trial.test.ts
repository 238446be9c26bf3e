import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_NAMES, type TrialStatus } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTwoTestApps,
  sameOrigin,
  type TestApp,
  type TwoTestApps,
  testClock,
} from '../../../test/helpers.ts';
import { trials } from '../../db/schema.ts';
import { parseBlockedNetworks } from './blocked-networks.ts';
import { consumeTrialMessage } from './service.ts';

const HOUR = 3_600_000;
const EN_ENDED = 'Your trial has ended. Please register and subscribe to continue.';
const AR_ENDED = 'انتهت تجربتك المجانية. يُرجى التسجيل والاشتراك للمتابعة.';

/** The ids of the trials started from this address. */
async function trialIdsOf(t: TestApp, ip: string) {
  return (await t.app.db.select({ id: trials.id }).from(trials).where(eq(trials.ip, ip))).map((r) => r.id);
}

/** Stands in for the later /ws/chat: one guest message per call. */
const messageProbe: FastifyPluginAsync = async (app) => {
  app.post('/test/trial/message', async (request) => consumeTrialMessage(request));
};

type Jar = Record<string, string>;

/** A browser: its cookies and its address. */
function guest(t: TestApp, ip: string, jar: Jar = {}) {
  const cookieHeader = () =>
    Object.entries(jar)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar[pair!.slice(0, eq)] = decodeURIComponent(pair!.slice(eq + 1));
    }
  };
  const send = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...sameOrigin, cookie: cookieHeader(), 'accept-language': 'en', ...headers },
    });
    remember(res.headers['set-cookie']);
    return res;
  };
  return {
    jar,
    start: (headers?: Record<string, string>) => send('POST', '/api/trial/start', headers),
    status: async () => (await send('GET', '/api/trial/status')).json() as TrialStatus,
    message: () => send('POST', '/test/trial/message'),
    clearCookies() {
      for (const key of Object.keys(jar)) delete jar[key];
    },
  };
}

describe('trial, window mode (default)', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock: clock.now, extraRoutes: messageProbe } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('start sets the three cookies with their lifetimes and status reports the running trial', async () => {
    const g = guest(t, '203.0.113.10');
    expect(await g.status()).toEqual({
      blocked: false,
      exists: false,
      remainingMs: HOUR,
      messagesUsed: 0,
      messagesLimit: 5,
      mode: 'window',
      durationMs: HOUR,
    });
    const res = await g.start();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      status: { exists: true, blocked: false, remainingMs: HOUR },
    });
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(
      new RegExp(`${COOKIE_NAMES.deviceId}=[^;]+; Max-Age=31536000; Path=/; SameSite=Lax`),
    );
    expect(cookies).toMatch(
      new RegExp(`${COOKIE_NAMES.chatSession}=[^;]+; Max-Age=86400; Path=/; SameSite=Lax`),
    );
    expect(cookies).toMatch(new RegExp(`${COOKIE_NAMES.deviceMessages}=0; Max-Age=31536000`));
    const session = JSON.parse(g.jar[COOKIE_NAMES.chatSession]!);
    expect(session.startedAt).toBe(clock.now().getTime());
    expect(session.sessionId).toMatch(/^[\w-]{16,}$/);

    clock.advance(10 * 60_000);
    const later = await g.status();
    expect(later).toMatchObject({ exists: true, blocked: false, remainingMs: HOUR - 10 * 60_000 });
    // Starting again resumes the same trial (the window does not restart).
    expect((await g.start()).json().status.remainingMs).toBe(HOUR - 10 * 60_000);
  });

  it('allows 5 messages per device, refuses the 6th with trial:limit, then start is 440', async () => {
    const g = guest(t, '203.0.113.20');
    expect((await g.message()).json().error).toBe('trial:not_started');
    await g.start();
    for (let i = 1; i <= 5; i += 1) {
      const res = await g.message();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ messagesUsed: i, messagesRemaining: 5 - i });
    }
    const sixth = await g.message();
    expect(sixth.statusCode).toBe(440);
    expect(sixth.json().error).toBe('trial:limit');
    expect(await g.status()).toMatchObject({ blocked: true, messagesUsed: 5 });
    expect((await g.start()).statusCode).toBe(440);
  });

  it('never lets concurrent messages past the limit', async () => {
    const g = guest(t, '203.0.113.25');
    await g.start();
    const results = await Promise.all(Array.from({ length: 8 }, () => g.message()));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.json().error === 'trial:limit')).toHaveLength(3);
  });

  it('after the window, start is 440 with the trial-ended message, in English and Arabic', async () => {
    const g = guest(t, '203.0.113.30');
    await g.start();
    clock.advance(HOUR);
    const res = await g.start();
    expect(res.statusCode).toBe(440);
    expect(res.json()).toEqual({
      error: 'trial:ended',
      message: 'Your trial has ended. Please register and subscribe to continue.',
    });
    const ar = await g.start({ 'accept-language': 'ar' });
    expect(ar.json().message).toBe('انتهت تجربتك المجانية. يُرجى التسجيل والاشتراك للمتابعة.');
    expect((await g.message()).json().error).toBe('trial:ended');
    expect(await g.status()).toMatchObject({ blocked: true, exists: true, remainingMs: 0 });
  });

  it('a second person behind the same address (no cookies) gets a fresh trial; the first keeps theirs', async () => {
    const first = guest(t, '203.0.113.40');
    await first.start();
    for (let i = 0; i < 5; i += 1) await first.message();
    const second = guest(t, '203.0.113.40');
    expect(await second.status()).toMatchObject({ exists: false, blocked: false, messagesUsed: 0 });
    expect((await second.message()).json().error).toBe('trial:not_started');
    expect((await second.start()).statusCode).toBe(200);
    expect((await second.message()).json()).toMatchObject({ messagesUsed: 1, messagesRemaining: 4 });
    // The first device's own trial is still used up.
    expect(await first.status()).toMatchObject({ exists: true, blocked: true, messagesUsed: 5 });
    expect((await first.start()).statusCode).toBe(440);

    const other = guest(t, '198.51.100.7');
    expect(await other.status()).toMatchObject({ exists: false, blocked: false });
    expect((await other.start()).statusCode).toBe(200);
    expect((await other.message()).json()).toMatchObject({ messagesUsed: 1 });
  });

  it('a trial blocked in the database is refused by start, status and messages, whatever its count', async () => {
    const g = guest(t, '203.0.113.45');
    await g.start();
    expect((await g.message()).statusCode).toBe(200);
    const [id] = await trialIdsOf(t, '203.0.113.45');
    await t.app.db.update(trials).set({ blocked: true }).where(eq(trials.id, id!));
    expect(await g.status()).toMatchObject({ exists: true, blocked: true, messagesUsed: 1 });
    const start = await g.start();
    expect(start.statusCode).toBe(440);
    expect(start.json()).toEqual({ error: 'trial:ended', message: EN_ENDED });
    expect((await g.message()).json().error).toBe('trial:ended');
    expect(await g.status()).toMatchObject({ messagesUsed: 1 });
  });

  it('the message that reaches the limit marks the trial blocked in the database', async () => {
    const g = guest(t, '203.0.113.46');
    await g.start();
    const blocked = async () =>
      (
        await t.app.db.select({ blocked: trials.blocked }).from(trials).where(eq(trials.ip, '203.0.113.46'))
      )[0]?.blocked;
    for (let i = 0; i < 4; i += 1) await g.message();
    expect(await blocked()).toBe(false);
    await g.message();
    expect(await blocked()).toBe(true);
  });

  it('the device cookie follows the trial to another network', async () => {
    const home = guest(t, '203.0.113.50');
    await home.start();
    for (let i = 0; i < 5; i += 1) await home.message();
    const roaming = guest(t, '192.0.2.99', { ...home.jar });
    expect(await roaming.status()).toMatchObject({ exists: true, blocked: true });
    expect((await roaming.start()).statusCode).toBe(440);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const spoofed = guest(t, '203.0.113.60');
    expect((await spoofed.start({ 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(200);
    // The trial (and so the address budget) belongs to the socket's address, not the header's.
    expect(await trialIdsOf(t, '203.0.113.60')).toHaveLength(1);
    expect(await trialIdsOf(t, '192.0.2.1')).toHaveLength(0);
  });
});

describe('trial, a daily budget of new trials per address', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRIAL_NEW_PER_ADDRESS_PER_DAY: '3' },
      deps: { clock: clock.now, extraRoutes: messageProbe },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each new device at an address its own trial until the budget is spent, then the ended refusal', async () => {
    const ip = '203.0.113.90';
    const people = [guest(t, ip), guest(t, ip), guest(t, ip)];
    for (const [i, person] of people.entries()) {
      expect((await person.start()).statusCode).toBe(200);
      for (let m = 0; m <= i; m += 1) await person.message();
    }
    expect(new Set(people.map((p) => p.jar[COOKIE_NAMES.deviceId])).size).toBe(3);

    const fourth = guest(t, ip);
    expect(await fourth.status()).toMatchObject({ exists: false, blocked: true, remainingMs: 0 });
    const refused = await fourth.start();
    expect(refused.statusCode).toBe(440);
    expect(refused.json()).toEqual({ error: 'trial:ended', message: EN_ENDED });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await fourth.start({ 'accept-language': 'ar' })).json()).toEqual({
      error: 'trial:ended',
      message: AR_ENDED,
    });
    expect((await fourth.message()).json().error).toBe('trial:not_started');

    // Each device keeps its own trial and count, by the device cookie or by the chat-session cookie alone.
    for (const [i, person] of people.entries()) {
      expect((await person.start()).json().status).toMatchObject({ messagesUsed: i + 1 });
    }
    const sessionOnly = guest(t, ip, {
      [COOKIE_NAMES.chatSession]: people[1]!.jar[COOKIE_NAMES.chatSession]!,
    });
    expect(await sessionOnly.status()).toMatchObject({ exists: true, messagesUsed: 2 });
    const deviceOnly = guest(t, ip, { [COOKIE_NAMES.deviceId]: people[2]!.jar[COOKIE_NAMES.deviceId]! });
    expect((await deviceOnly.message()).json()).toMatchObject({ messagesUsed: 4 });
    expect(await trialIdsOf(t, ip)).toHaveLength(3);

    // Other addresses have budgets of their own; this one's refills 24 hours after its trials started.
    expect((await guest(t, '203.0.113.91').start()).statusCode).toBe(200);
    clock.advance(24 * HOUR - 1);
    expect((await fourth.start()).statusCode).toBe(440);
    clock.advance(1);
    expect((await fourth.start()).statusCode).toBe(200);
    expect((await fourth.message()).json()).toMatchObject({ messagesUsed: 1 });
  });

  it('spends the budget of the socket address, whatever X-Forwarded-For says without TRUST_PROXY', async () => {
    const ip = '203.0.113.92';
    for (let i = 0; i < 3; i += 1) expect((await guest(t, ip).start()).statusCode).toBe(200);
    const spoofed = guest(t, ip);
    expect((await spoofed.start({ 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(440);
  });
});

describe('trial budget shared by two instances on one database', () => {
  let apps: TwoTestApps;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { TRIAL_NEW_PER_ADDRESS_PER_DAY: '4' };
    apps = await createTwoTestApps(() => ({ env, deps: { extraRoutes: messageProbe } }));
    ({ first, second } = apps);
  });
  afterAll(() => apps?.close());

  it('N+5 parallel starts of new devices from one address give exactly N trials', async () => {
    const ip = '203.0.113.95';
    const starts = await Promise.all(
      Array.from({ length: 9 }, (_, i) => guest(i % 2 ? second : first, ip).start()),
    );
    const codes = starts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 440, 440, 440, 440, 440]);
    expect(await trialIdsOf(first, ip)).toHaveLength(4);
  });

  it('parallel messages of one guest over both instances stop at the limit', async () => {
    const a = guest(first, '203.0.113.96');
    await a.start();
    const b = guest(second, '203.0.113.96', a.jar);
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => (i % 2 ? b : a).message()));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.json().error === 'trial:limit')).toHaveLength(4);
    expect(await b.status()).toMatchObject({ blocked: true, messagesUsed: 5 });
  });
});

describe('trial behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', TRIAL_NEW_PER_ADDRESS_PER_DAY: '1' },
      deps: { extraRoutes: messageProbe },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the address budget by X-Forwarded-For', async () => {
    const a = guest(t, '10.0.0.1');
    expect((await a.start({ 'x-forwarded-for': '192.0.2.10' })).statusCode).toBe(200);
    expect(await trialIdsOf(t, '192.0.2.10')).toHaveLength(1);
    const status = (xff: string) =>
      t.app.inject({
        url: '/api/trial/status',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': xff },
      });
    expect((await status('192.0.2.10')).json()).toMatchObject({ exists: false, blocked: true });
    expect((await status('192.0.2.11')).json()).toMatchObject({ exists: false, blocked: false });
    expect((await guest(t, '10.0.0.1').start({ 'x-forwarded-for': '192.0.2.10' })).statusCode).toBe(440);
    expect((await guest(t, '10.0.0.1').start({ 'x-forwarded-for': '192.0.2.11' })).statusCode).toBe(200);
  });
});

describe('trial, minutes mode', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRIAL_MODE: 'minutes', TRIAL_MINUTES: '10' },
      deps: { clock: clock.now, extraRoutes: messageProbe },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs 10 minutes with no message limit, then 440', async () => {
    const g = guest(t, '203.0.113.70');
    const started = await g.start();
    expect(started.json().status).toMatchObject({
      mode: 'minutes',
      remainingMs: 600_000,
      messagesLimit: null,
      durationMs: 600_000,
    });
    for (let i = 0; i < 8; i += 1) expect((await g.message()).statusCode).toBe(200);
    clock.advance(9 * 60_000);
    expect(await g.status()).toMatchObject({ blocked: false, remainingMs: 60_000, messagesUsed: 8 });
    clock.advance(60_000);
    expect((await g.start()).statusCode).toBe(440);
    expect((await g.message()).json().error).toBe('trial:ended');
  });
});

describe('blocked networks', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mustashar-blocked-'));
    const file = path.join(dir, 'blocked.txt');
    writeFileSync(
      file,
      '# VPN ranges\n192.0.2.0/24\n\n2001:db8:abcd::/48  # a hosting provider\n198.51.100.5\n',
    );
    t = await createTestApp({ env: { BLOCKED_NETWORKS_FILE: file }, deps: { extraRoutes: messageProbe } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([['192.0.2.77'], ['::ffff:192.0.2.77'], ['2001:db8:abcd:12::1'], ['198.51.100.5']])(
    'answers 451 with the VPN message to %s',
    async (ip) => {
      const g = guest(t, ip);
      const res = await g.start();
      expect(res.statusCode).toBe(451);
      expect(res.json()).toEqual({
        error: 'trial:vpn_blocked',
        message: expect.stringMatching(/VPN or proxy/),
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await t.app.inject({ url: '/api/trial/status', remoteAddress: ip })).statusCode).toBe(451);
      expect((await g.message()).statusCode).toBe(451);
    },
  );

  it('lets other addresses through', async () => {
    expect((await guest(t, '192.0.3.1').start()).statusCode).toBe(200);
    expect((await guest(t, '2001:db8:abce::1').start()).statusCode).toBe(200);
  });

  it('refuses a bad line at start-up, naming it', () => {
    expect(() => parseBlockedNetworks('10.0.0.0/8\nnot-a-network\n')).toThrow(/line 2/);
    expect(() => parseBlockedNetworks('10.0.0.0/33')).toThrow(/line 1/);
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits trial/start per address', async () => {
    const g = guest(t, '203.0.113.80');
    let last = 0;
    for (let i = 0; i < 31; i += 1) last = (await g.start()).statusCode;
    expect(last).toBe(429);
    expect((await guest(t, '203.0.113.81').start()).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('trial counts with Redis configured, shared by two instances', () => {
  const clock = testClock();
  let apps: TwoTestApps;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl! };
    apps = await createTwoTestApps(() => ({ env, deps: { clock: clock.now, extraRoutes: messageProbe } }));
    ({ first, second } = apps);
  });
  afterAll(() => apps?.close());

  it('counts one guest across both instances, 5 then trial:limit, also when sent at once', async () => {
    expect(first.app.redis).not.toBeNull();
    const ip = `203.0.113.${100 + Math.floor(Math.random() * 100)}`;
    const a = guest(first, ip);
    await a.start();
    const b = guest(second, ip, a.jar);
    expect(await b.status()).toMatchObject({ exists: true, messagesUsed: 0 });
    const results = await Promise.all([
      a.message(),
      b.message(),
      a.message(),
      b.message(),
      a.message(),
      b.message(),
      a.message(),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 440, 440]);
    expect(await a.status()).toMatchObject({ blocked: true, messagesUsed: 5 });
    expect(await b.status()).toMatchObject({ blocked: true, messagesUsed: 5 });
    expect((await b.start()).statusCode).toBe(440);
  });

  it('a Redis flush of the trial keys resets no count: the database holds it', async () => {
    const ip = `203.0.113.${100 + Math.floor(Math.random() * 100)}`;
    const a = guest(first, ip);
    await a.start();
    const b = guest(second, ip, a.jar);
    await Promise.all([a.message(), b.message(), a.message()]);
    const [trialId] = await trialIdsOf(first, ip);
    // Only this test's keys: the Redis is shared with other tests.
    const flush = async () => {
      const redis = first.app.redis!;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', 'mustashar-trial:*', 'COUNT', 1000);
        cursor = next;
        const ours = keys.filter((key) => key.includes(trialId!) || key.includes(ip));
        if (ours.length > 0) await redis.del(...ours);
      } while (cursor !== '0');
    };
    await flush();
    expect(await b.status()).toMatchObject({ blocked: false, messagesUsed: 3 });
    expect((await b.message()).json()).toMatchObject({ messagesUsed: 4 });
    expect((await a.message()).json()).toMatchObject({ messagesUsed: 5 });
    await flush();
    expect(await a.status()).toMatchObject({ blocked: true, messagesUsed: 5 });
    expect((await b.message()).json().error).toBe('trial:limit');
    expect((await a.start()).statusCode).toBe(440);
  });
});
