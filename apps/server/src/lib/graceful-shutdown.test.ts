import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { installGracefulShutdown } from './graceful-shutdown.ts';

const EVENTS = ['SIGTERM', 'SIGINT', 'uncaughtException', 'unhandledRejection'] as const;
// process.listeners() is typed per event; the events differ only in their arguments.
const listenersOf = (event: string) => process.listeners(event as 'SIGTERM') as unknown[];
const before = new Map(EVENTS.map((e) => [e, listenersOf(e)]));

afterEach(() => {
  // close-with-grace leaves "second signal" listeners behind; remove whatever it added.
  for (const event of EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)!.includes(listener)) process.removeListener(event, listener as never);
    }
  }
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the server and exits 0', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const t = await createTestApp({
      deps: {
        async extraRoutes(app) {
          app.get('/api/test/slow', async () => {
            started();
            await new Promise((resolve) => setTimeout(resolve, 400));
            return { done: true };
          });
        },
      },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const handle = installGracefulShutdown(t.app, 5000);

      const response = fetch(`http://127.0.0.1:${port}/api/test/slow`);
      await requestStarted;
      const closing = handle.close();

      const res = await response;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await closing;
      expect(t.app.server.listening).toBe(false);
      expect(exit).toHaveBeenCalledWith(0);
    } finally {
      exit.mockRestore();
      await t.close();
    }
  });
});
