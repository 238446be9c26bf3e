import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { ChatClient, chatUrl, scriptedAnswerer } from '../../../test/support/chat.ts';
import { CHAT_CLOSE } from './socket.ts';

/**
 * The chat's per-address caps (open sockets, a guest's messages a minute) count an IPv6 client by its /64: one
 * subscriber line hands out a whole /64, so every address of it is the same guest.
 */
describe('/ws/chat per-address caps count an IPv6 /64 as one address', () => {
  let t: TestApp;
  let url: string;
  const from = (address: string) =>
    ChatClient.open(url, { headers: { ...sameOrigin, 'x-forwarded-for': address, 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        CHAT_MAX_SOCKETS_PER_ADDRESS: '3',
        CHAT_PER_CONNECTION_PER_MINUTE: '30',
        CHAT_PER_USER_PER_MINUTE: '2',
      },
      deps: { answerer: scriptedAnswerer() },
    });
    url = await chatUrl(t.app);
  });
  afterAll(() => t.close());

  it('refuses a fourth socket from a fourth address of the same /64', async () => {
    const sockets = await Promise.all(['2001:db8:7:8::1', '2001:db8:7:8::2', '2001:db8:7:8:a::'].map(from));
    const refused = await from('2001:0db8:0007:0008:ffff:ffff:ffff:ffff');
    // Bounded, so the code before the fix (which keeps the socket open) fails here rather than timing out.
    const none = new Promise<'none'>((resolve) => setTimeout(() => resolve('none'), 5_000));
    expect(await Promise.race([refused.next(), none])).toMatchObject({
      type: 'error',
      error: 'rate_limited',
    });
    expect((await refused.closed).code).toBe(CHAT_CLOSE.tooManySockets);
    // Another /64 is another address.
    const elsewhere = await from('2001:db8:7:9::1');
    expect(elsewhere.socket.readyState).toBe(elsewhere.socket.OPEN);
    await Promise.all([...sockets, elsewhere].map((s) => s.close()));
  });

  it("counts guests' messages a minute across the addresses of one /64", async () => {
    const errors: string[] = [];
    for (const address of ['2001:db8:7:a::1', '2001:db8:7:a::2', '2001:db8:7:a::3']) {
      const socket = await from(address);
      const { frame } = await socket.ask({ message: 'hello' });
      errors.push(String(frame.type === 'error' ? frame.error : frame.type));
      await socket.close();
    }
    expect(errors[0]).not.toBe('rate_limited');
    expect(errors[1]).not.toBe('rate_limited');
    expect(errors[2]).toBe('rate_limited');
  });
});
