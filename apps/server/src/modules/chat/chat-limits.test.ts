import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { ChatClient, chatUrl, createUserWithSession, scriptedAnswerer } from '../../../test/support/chat.ts';
import { loadConfig } from '../../config.ts';
import { CHAT_CLOSE } from './socket.ts';

describe('CHAT_* settings', () => {
  it('are parsed with the contract defaults and refused out of range', () => {
    expect(loadConfig({}).chat).toEqual({
      perConnectionPerMinute: 30,
      perUserPerMinute: 60,
      frameBytes: 65_536,
      maxSocketsPerAddress: 50,
      sessionRecheckMs: 15_000,
    });
    expect(
      loadConfig({
        CHAT_PER_CONNECTION_PER_MINUTE: '500',
        CHAT_PER_USER_PER_MINUTE: '900',
        CHAT_FRAME_BYTES: '4096',
        CHAT_MAX_SOCKETS_PER_ADDRESS: '200',
        CHAT_SESSION_RECHECK_MS: '5000',
      }).chat,
    ).toEqual({
      perConnectionPerMinute: 500,
      perUserPerMinute: 900,
      frameBytes: 4096,
      maxSocketsPerAddress: 200,
      sessionRecheckMs: 5000,
    });
    expect(() => loadConfig({ CHAT_FRAME_BYTES: String(2 * 1024 * 1024) })).toThrow(/CHAT_FRAME_BYTES/);
    expect(() => loadConfig({ CHAT_MAX_SOCKETS_PER_ADDRESS: '0' })).toThrow(/CHAT_MAX_SOCKETS_PER_ADDRESS/);
  });
});

describe('/ws/chat limits set by configuration', () => {
  let t: TestApp;
  let url: string;
  // Only the addresses a test names: TRUST_PROXY lets X-Forwarded-For stand for a client's address.
  const from = (address: string, extra: Record<string, string> = {}) =>
    ChatClient.open(url, {
      headers: { ...sameOrigin, 'x-forwarded-for': address, 'accept-language': 'en', ...extra },
    });

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        CHAT_MAX_SOCKETS_PER_ADDRESS: '3',
        CHAT_PER_CONNECTION_PER_MINUTE: '2',
        CHAT_FRAME_BYTES: '2048',
      },
      deps: { answerer: scriptedAnswerer() },
    });
    url = await chatUrl(t.app);
  });
  afterAll(() => t.close());

  it('refuses the socket one over the per-address cap with 4429, and takes other addresses', async () => {
    const sockets = await Promise.all([1, 2, 3].map(() => from('203.0.113.70')));
    const refused = await from('203.0.113.70');
    const none = new Promise<'none'>((resolve) => setTimeout(() => resolve('none'), 2_000));
    expect(await Promise.race([refused.next(), none])).toMatchObject({
      type: 'error',
      error: 'rate_limited',
      message: expect.stringMatching(/Too many chats are open from your network/),
    });
    expect((await refused.closed).code).toBe(CHAT_CLOSE.tooManySockets);

    const elsewhere = await from('203.0.113.71');
    expect(elsewhere.socket.readyState).toBe(elsewhere.socket.OPEN);

    // A closed socket frees its place.
    await sockets[0]!.close();
    await expect
      .poll(async () => {
        const again = await from('203.0.113.70');
        const open = await Promise.race([
          again.closed.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 100)),
        ]);
        if (open) await again.close();
        return open;
      })
      .toBe(true);
    await Promise.all([...sockets.slice(1), elsewhere].map((s) => s.close()));
  });

  it('answers a frame over CHAT_FRAME_BYTES with bad_request and keeps the socket', async () => {
    const socket = await from('203.0.113.72');
    const { frame } = await socket.ask({ message: 'x'.repeat(3000) });
    expect(frame).toMatchObject({
      type: 'error',
      error: 'bad_request',
      message: 'The message is too large.',
    });
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it('rate-limits a connection after CHAT_PER_CONNECTION_PER_MINUTE messages', async () => {
    const user = await createUserWithSession(t.app.db, 'limits@example.com', { locale: 'en' });
    await grantSubscription(t, user.userId);
    const socket = await from('203.0.113.73', { cookie: user.cookie });
    expect((await socket.ask({ message: 'one' })).frame).toMatchObject({ type: 'reply' });
    expect((await socket.ask({ message: 'two' })).frame).toMatchObject({ type: 'reply' });
    expect((await socket.ask({ message: 'three' })).frame).toMatchObject({ error: 'rate_limited' });
    await socket.close();
  });
});
