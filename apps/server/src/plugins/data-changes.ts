import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type DataChange, watchChanges } from '../db/changes.ts';
import { openRedisChannel } from '../lib/redis-channel.ts';

/** A change, or `gap`: messages from other instances may have been lost, so forget everything. */
export type DataChangeEvent = DataChange | { kind: 'gap' };

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes announced by the owning modules (db/changes.ts), on this instance and, through Redis, on the others. */
    dataChanges: { subscribe(listener: (event: DataChangeEvent) => void): void };
  }
}

const DataChangeSchema: z.ZodType<DataChange> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.string() }),
  z.object({ kind: z.literal('session'), sessionId: z.string() }),
  z.object({ kind: z.literal('entitlements') }),
]);

/** Registered once the database is open; the caches of signed-in reads (ADR 101) listen here. */
export const dataChangesPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: ((event: DataChangeEvent) => void)[] = [];
    const deliver = (event: DataChangeEvent) => {
      for (const listener of listeners) listener(event);
    };
    const channel = app.redis
      ? await openRedisChannel(app.redis, {
          name: 'mustashar-data:changed',
          schema: DataChangeSchema,
          log: app.log,
          onMessage: deliver,
          onGap: () => deliver({ kind: 'gap' }),
        })
      : null;
    const unwatch = watchChanges(app.db, (change) => {
      deliver(change);
      channel?.publish(change);
    });
    app.addHook('onClose', async () => {
      unwatch();
      channel?.close();
    });
    app.decorate('dataChanges', {
      subscribe: (listener: (event: DataChangeEvent) => void) => {
        listeners.push(listener);
      },
    });
  },
  { name: 'data-changes', dependencies: ['rate-limiting'] },
);
