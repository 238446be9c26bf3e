import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_LIMITS, COOKIE_NAMES } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTwoTestApps,
  grantSubscription,
  sameOrigin,
  type TestApp,
  type TwoTestApps,
  testClock,
} from '../../../test/helpers.ts';
import {
  ChatClient,
  chatUrl,
  createUserWithSession,
  scriptedAnswerer,
  TEST_CITATION,
} from '../../../test/support/chat.ts';
import { trialGuest } from '../../../test/support/trial-guest.ts';
import { messages } from '../../db/schema.ts';

const HOUR = 3_600_000;
const EN_LIMIT = 'You have used all the free trial messages. Please register and subscribe to continue.';
const EN_ENDED = 'Your trial has ended. Please register and subscribe to continue.';

describe('/ws/chat for guests (trial window mode)', () => {
  const clock = testClock();
  const answerer = scriptedAnswerer();
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, deps: { clock: clock.now, answerer } });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams delta frames before the final reply, with what is left of the trial; stores nothing', async () => {
    const g = trialGuest(t, url, '203.0.113.1');
    expect((await g.start()).statusCode).toBe(200);
    const socket = await g.connect();
    const history = [
      { sender: 'user' as const, text: 'Earlier question' },
      { sender: 'bot' as const, text: 'Earlier answer' },
    ];
    const { deltas, frame } = await socket.ask({ message: 'What is annual leave?', clientId: 'q1', history });
    expect(deltas).toEqual(['Answer', ': ', 'What is annual leave?']);
    expect(frame).toEqual({
      type: 'reply',
      reply: 'Answer: What is annual leave?',
      citations: [TEST_CITATION],
      clientId: 'q1',
      trial: { remainingMs: HOUR, messagesLeft: 4 },
    });
    expect(answerer.calls.at(-1)).toMatchObject({ question: 'What is annual leave?', history, locale: 'en' });
    expect(await t.app.db.select().from(messages)).toEqual([]);
    await socket.close();
  });

  it('tells a guest when the answer fails (the trial message is spent)', async () => {
    const g = trialGuest(t, url, '203.0.113.9');
    await g.start();
    const socket = await g.connect();
    expect(await socket.ask({ message: 'This will fail', clientId: 'x' })).toEqual({
      deltas: ['Answer'],
      frame: {
        type: 'error',
        error: 'unavailable',
        message: 'The answer could not be completed right now. Please try again.',
        clientId: 'x',
      },
    });
    expect((await socket.ask({ message: 'Then this' })).frame).toMatchObject({ trial: { messagesLeft: 3 } });
    await socket.close();
  });

  it('answers 5 messages, refuses the 6th with trial_limit, then trial/start is 440', async () => {
    const g = trialGuest(t, url, '203.0.113.2');
    await g.start();
    const socket = await g.connect();
    for (let i = 1; i <= 5; i += 1) {
      const { frame } = await socket.ask({ message: `Question ${i}` });
      expect(frame).toMatchObject({ type: 'reply', trial: { messagesLeft: 5 - i } });
    }
    const sixth = await socket.ask({ message: 'Question 6', clientId: 'six' });
    expect(sixth).toEqual({
      deltas: [],
      frame: { type: 'error', error: 'trial_limit', message: EN_LIMIT, clientId: 'six' },
    });
    expect((await g.start()).statusCode).toBe(440);
    await socket.close();
  });

  it('a second guest at the same address gets a trial of their own, and the first stays used up', async () => {
    const g = trialGuest(t, url, '203.0.113.3');
    await g.start();
    const first = await g.connect();
    for (let i = 0; i < 5; i += 1) await first.ask({ message: `Q${i}` });
    await first.close();
    const neighbour = trialGuest(t, url, '203.0.113.3');
    const early = await neighbour.connect();
    expect((await early.ask({ message: 'Hello' })).frame).toMatchObject({ error: 'trial_not_started' });
    await early.close();
    expect((await neighbour.start()).statusCode).toBe(200);
    const own = await neighbour.connect();
    expect((await own.ask({ message: 'Hello' })).frame).toMatchObject({ trial: { messagesLeft: 4 } });
    await own.close();
    const again = await g.connect();
    expect((await again.ask({ message: 'One more' })).frame).toMatchObject({ error: 'trial_limit' });
    expect((await g.start()).statusCode).toBe(440);
    await again.close();
  });

  it('after the window, trial/start is 440 and a message gets trial_expired', async () => {
    const g = trialGuest(t, url, '203.0.113.4');
    await g.start();
    const socket = await g.connect();
    expect((await socket.ask({ message: 'Before the end' })).frame).toMatchObject({ type: 'reply' });
    clock.advance(HOUR);
    const start = await g.start();
    expect(start.statusCode).toBe(440);
    expect(start.json()).toEqual({ error: 'trial:ended', message: EN_ENDED });
    expect((await socket.ask({ message: 'After the end' })).frame).toEqual({
      type: 'error',
      error: 'trial_expired',
      message: EN_ENDED,
    });
    await socket.close();
  });

  it('a guest who never started the trial gets trial_not_started, and can chat once it is started', async () => {
    const g = trialGuest(t, url, '203.0.113.5');
    const socket = await g.connect();
    expect((await socket.ask({ message: 'Hello' })).frame).toEqual({
      type: 'error',
      error: 'trial_not_started',
      message: 'Start the free trial first.',
    });
    await g.start();
    // The same socket, opened before the cookies existed: the address alone finds no trial, the frame's device
    // and session ids (which the page sends from its cookies) do.
    expect((await socket.ask({ message: 'No ids' })).frame).toMatchObject({ error: 'trial_not_started' });
    const { sessionId } = JSON.parse(g.jar[COOKIE_NAMES.chatSession]!);
    expect(
      (await socket.ask({ message: 'Hello again', deviceId: g.jar[COOKIE_NAMES.deviceId] })).frame,
    ).toMatchObject({ type: 'reply', trial: { messagesLeft: 4 } });
    expect((await socket.ask({ message: 'And by session', sessionId })).frame).toMatchObject({
      type: 'reply',
      trial: { messagesLeft: 3 },
    });
    await socket.close();
  });

  it('answers malformed frames with bad_request and keeps the socket usable', async () => {
    const g = trialGuest(t, url, '203.0.113.6');
    await g.start();
    const socket = await g.connect();
    expect((await socket.ask('{not json')).frame).toEqual({
      type: 'error',
      error: 'bad_request',
      message: 'The message could not be read.',
    });
    expect((await socket.ask(JSON.stringify({ message: 'x'.repeat(CHAT_LIMITS.frameBytes) }))).frame).toEqual(
      {
        type: 'error',
        error: 'bad_request',
        message: 'The message is too large.',
      },
    );
    const empty = await socket.ask({ message: '   ', clientId: 'e1' });
    expect(empty.frame).toEqual({
      type: 'error',
      error: 'bad_request',
      message: 'Write a message of 1 to 8,000 characters.',
      clientId: 'e1',
    });
    const longMessage = await socket.ask({ message: 'y'.repeat(CHAT_LIMITS.messageChars + 1) });
    expect(longMessage.frame).toMatchObject({ error: 'bad_request' });
    const longHistory = Array.from({ length: CHAT_LIMITS.historyItems + 1 }, () => ({
      sender: 'user',
      text: 'h',
    }));
    expect((await socket.ask({ message: 'ok', history: longHistory })).frame).toMatchObject({
      error: 'bad_request',
      message: 'The conversation history sent is not valid (at most 40 messages).',
    });
    expect((await socket.ask({ message: 'ok', attachments: ['not-an-id'] })).frame).toMatchObject({
      error: 'bad_request',
    });
    expect((await socket.ask([1, 2])).frame).toMatchObject({ error: 'bad_request' });
    socket.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.final()).frame).toMatchObject({ error: 'bad_request' });
    // In the frame's language.
    expect((await socket.ask({ message: '', locale: 'ar' })).frame).toMatchObject({
      error: 'bad_request',
      message: 'اكتب رسالة من حرف واحد إلى ٨٠٠٠ حرف.',
    });

    // None of them cost a trial message; the socket still answers.
    const good = await socket.ask({ message: 'A proper question', locale: 'en' });
    expect(good.frame).toMatchObject({ type: 'reply', trial: { messagesLeft: 4 } });
    await socket.close();
  });

  it('answers in Arabic by default (no Accept-Language)', async () => {
    const g = trialGuest(t, url, '203.0.113.7');
    const socket = await g.connect({ 'accept-language': '' });
    const { frame } = await socket.ask({ message: 'سؤال' });
    expect(frame).toEqual({
      type: 'error',
      error: 'trial_not_started',
      message: 'ابدأ التجربة المجانية أولًا.',
    });
    await socket.close();
  });

  it('refuses a cross-origin upgrade, and a session cookie without Origin; a plain GET is 404', async () => {
    const g = trialGuest(t, url, '203.0.113.8');
    await expect(g.connect({ origin: 'https://evil.example' })).rejects.toMatchObject({ status: 403 });
    await expect(
      ChatClient.open(url, { headers: { cookie: 'mustashar_session=whatever' } }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await t.app.inject({ url: '/ws/chat' })).statusCode).toBe(404);
  });

  it('answers a signed-in user without a current subscription with session_expired, and never counts a trial', async () => {
    const user = await createUserWithSession(t.app.db, 'no-plan@example.com');
    const socket = await ChatClient.open(url, {
      headers: { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' },
    });
    expect((await socket.ask({ message: 'Hello', clientId: 'c' })).frame).toEqual({
      type: 'error',
      error: 'session_expired',
      message: 'Your session or subscription has ended. Please subscribe to continue.',
      clientId: 'c',
    });
    await socket.close();
    // A session that no longer exists is refused the same way (it does not silently become a guest).
    const stale = await ChatClient.open(url, {
      headers: { ...sameOrigin, cookie: 'mustashar_session=gone', 'accept-language': 'en' },
    });
    expect((await stale.ask({ message: 'Hello' })).frame).toMatchObject({ error: 'session_expired' });
    await stale.close();
  });
});

describe('/ws/chat from a blocked network', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mustashar-chat-blocked-'));
    const file = path.join(dir, 'blocked.txt');
    writeFileSync(file, '192.0.2.0/24\n2001:db8:abcd::/48\n');
    t = await createTestApp({
      env: { BLOCKED_NETWORKS_FILE: file, TRUST_PROXY: 'true' },
      deps: { answerer: scriptedAnswerer() },
    });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([['192.0.2.77'], ['2001:db8:abcd:12::1']])('gets vpn_blocked from %s', async (ip) => {
    const g = trialGuest(t, url, ip);
    expect((await g.start()).statusCode).toBe(451);
    const socket = await g.connect();
    expect((await socket.ask({ message: 'Hello' })).frame).toEqual({
      type: 'error',
      error: 'vpn_blocked',
      message: expect.stringMatching(/VPN or proxy/),
    });
    await socket.close();
  });

  it('lets other addresses chat', async () => {
    const g = trialGuest(t, url, '198.51.100.20');
    await g.start();
    const socket = await g.connect();
    expect((await socket.ask({ message: 'Hello' })).frame).toMatchObject({ type: 'reply' });
    await socket.close();
  });
});

describe('/ws/chat rate limits, one answer at a time, heartbeat', () => {
  const clock = testClock();
  const answerer = scriptedAnswerer();
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', TRIAL_MESSAGES: '100' },
      deps: {
        clock: clock.now,
        answerer,
        chatLimits: { perConnectionPerMinute: 3, perUserPerMinute: 5, heartbeatMs: 25 },
      },
    });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits messages per connection and per guest across connections, per minute', async () => {
    const g = trialGuest(t, url, '203.0.113.30');
    await g.start();
    const first = await g.connect();
    for (let i = 0; i < 3; i += 1)
      expect((await first.ask({ message: `Q${i}` })).frame).toMatchObject({ type: 'reply' });
    expect((await first.ask({ message: 'Q3', clientId: 'r' })).frame).toEqual({
      type: 'error',
      error: 'rate_limited',
      message: 'Too many messages in a short time. Please wait a moment and try again.',
      clientId: 'r',
    });
    // A second socket of the same guest has its own per-connection allowance but shares the guest's.
    const second = await g.connect();
    expect((await second.ask({ message: 'Q4' })).frame).toMatchObject({ type: 'reply' });
    expect((await second.ask({ message: 'Q5' })).frame).toMatchObject({ type: 'reply' });
    expect((await second.ask({ message: 'Q6' })).frame).toMatchObject({ error: 'rate_limited' });
    // Another guest is not affected.
    const other = trialGuest(t, url, '203.0.113.31');
    await other.start();
    const third = await other.connect();
    expect((await third.ask({ message: 'Mine' })).frame).toMatchObject({ type: 'reply' });
    // A minute later both may go on; rate-limited messages did not cost trial messages (5 counted, not 6).
    clock.advance(60_000);
    expect((await first.ask({ message: 'Later' })).frame).toMatchObject({
      type: 'reply',
      trial: { messagesLeft: 94 },
    });
    await Promise.all([first.close(), second.close(), third.close()]);
  });

  it('refuses a second question while one is being answered, and stop aborts the running one', async () => {
    const g = trialGuest(t, url, '203.0.113.32');
    await g.start();
    const socket = await g.connect();
    socket.send({ message: 'Please wait for me', clientId: 'slow' });
    expect(await socket.next()).toEqual({ type: 'delta', text: 'Answer' });
    expect((await socket.ask({ message: 'Meanwhile', clientId: 'fast' })).frame).toEqual({
      type: 'error',
      error: 'rate_limited',
      message: 'The previous answer is still being written. Wait for it or stop it.',
      clientId: 'fast',
    });
    const abortedBefore = answerer.aborted;
    socket.send({ type: 'stop' });
    expect((await socket.final()).frame).toEqual({
      type: 'error',
      error: 'unavailable',
      message: 'The answer was stopped.',
      clientId: 'slow',
    });
    expect(answerer.aborted).toBe(abortedBefore + 1);
    // The stopped answer counted as one trial message, the refused one not: this file's 100, less two.
    expect((await socket.ask({ message: 'Next one' })).frame).toMatchObject({
      type: 'reply',
      trial: { messagesLeft: 98 },
    });
    await socket.close();
  });

  it('closing the socket aborts the running answer', async () => {
    const g = trialGuest(t, url, '203.0.113.33');
    await g.start();
    const socket = await g.connect();
    socket.send({ message: 'wait here' });
    await socket.next();
    const abortedBefore = answerer.aborted;
    await socket.close();
    await expect.poll(() => answerer.aborted).toBe(abortedBefore + 1);
  });

  it('pings live sockets and closes one that stops answering pings', async () => {
    const g = trialGuest(t, url, '203.0.113.34');
    const live = await g.connect();
    const dead = await ChatClient.open(url, { headers: sameOrigin, autoPong: false });
    const { code } = await dead.closed;
    expect(code).toBe(1006);
    await expect.poll(() => live.pings).toBeGreaterThanOrEqual(3);
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    await live.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('/ws/chat on two instances sharing one database and one Redis', () => {
  const clock = testClock();
  let apps: TwoTestApps;
  let first: TestApp;
  let second: TestApp;
  // Redis outlives the test databases: random addresses keep runs from sharing counters.
  const randomIp = () =>
    `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::${Math.floor(Math.random() * 0xffff).toString(16)}`;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, TRUST_PROXY: 'true' };
    const chatLimits = { perUserPerMinute: 6 };
    apps = await createTwoTestApps(() => ({
      env,
      deps: { clock: clock.now, answerer: scriptedAnswerer(), chatLimits },
    }));
    ({ first, second } = apps);
  });
  afterAll(() => apps?.close());

  it('counts one guest across both instances: 5 answers in all, then trial_limit on either', async () => {
    const ip = randomIp();
    const a = trialGuest(first, await chatUrl(first.app), ip);
    await a.start();
    const b = trialGuest(second, await chatUrl(second.app), ip);
    Object.assign(b.jar, a.jar);
    const [onFirst, onSecond] = await Promise.all([a.connect(), b.connect()]);
    const frames = [];
    for (let i = 0; i < 3; i += 1) {
      frames.push((await onFirst.ask({ message: `A${i}` })).frame);
      frames.push((await onSecond.ask({ message: `B${i}` })).frame);
    }
    expect(frames.filter((f) => 'reply' in f)).toHaveLength(5);
    expect(frames.at(-1)).toMatchObject({ error: 'trial_limit' });
    await Promise.all([onFirst.close(), onSecond.close()]);
  });

  it('shares the per-user rate limit across instances', async () => {
    const user = await createUserWithSession(
      first.app.db,
      `shared-${randomIp().replaceAll(':', '')}@example.com`,
    );
    await grantSubscription(first, user.userId);
    const headers = { ...sameOrigin, cookie: user.cookie, 'accept-language': 'en' };
    const onFirst = await ChatClient.open(await chatUrl(first.app), { headers });
    const onSecond = await ChatClient.open(await chatUrl(second.app), { headers });
    for (let i = 0; i < 3; i += 1) {
      expect((await onFirst.ask({ message: `A${i}` })).frame).toMatchObject({ type: 'reply' });
      expect((await onSecond.ask({ message: `B${i}` })).frame).toMatchObject({ type: 'reply' });
    }
    expect((await onFirst.ask({ message: 'seventh' })).frame).toMatchObject({ error: 'rate_limited' });
    expect((await onSecond.ask({ message: 'eighth' })).frame).toMatchObject({ error: 'rate_limited' });
    await Promise.all([onFirst.close(), onSecond.close()]);
  });
});
