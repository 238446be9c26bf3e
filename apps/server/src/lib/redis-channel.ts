import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { z } from 'zod';

export type RedisChannel<T> = {
  /** Sends to the other instances (never back to this one); a failure is logged and otherwise ignored. */
  publish(message: T): void;
  close(): void;
};

/**
 * A Redis pub/sub channel between the app's instances, for messages the others must act on at once (a cache to
 * forget, a socket to close). A subscriber connection can do nothing else, hence a second one; it subscribes again
 * whenever it reconnects, and `onGap` is called then, since messages sent while it was away are lost. Resolves once
 * the first subscription is in place (or failed), so an app that awaits it misses nothing from the start.
 */
export async function openRedisChannel<T>(
  redis: Redis,
  options: {
    name: string;
    schema: z.ZodType<T>;
    log: FastifyBaseLogger;
    onMessage: (message: T) => void;
    onGap?: () => void;
  },
): Promise<RedisChannel<T>> {
  const { name, schema, log } = options;
  const self = randomUUID();
  const subscriber = redis.duplicate({ enableOfflineQueue: false, autoResubscribe: false });
  let failing = false;
  subscriber.on('error', (err) => {
    if (!failing) log.warn({ err, channel: name }, 'instance channel: Redis unreachable; retrying');
    failing = true;
  });
  const subscribe = () =>
    subscriber.subscribe(name).then(
      () => {
        if (failing) options.onGap?.();
        failing = false;
      },
      (err: unknown) => log.warn({ err, channel: name }, 'instance channel: subscribe failed'),
    );
  subscriber.on('ready', () => void subscribe());
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== name) return;
    let envelope: { from?: unknown; message?: unknown } | null = null;
    try {
      envelope = JSON.parse(raw);
    } catch {}
    const parsed = schema.safeParse(envelope?.message);
    if (!parsed.success) return log.warn({ channel: name }, 'instance channel: unreadable message ignored');
    if (envelope?.from !== self) options.onMessage(parsed.data);
  });
  await subscriber.connect().then(subscribe, () => {});
  return {
    publish(message) {
      redis.publish(name, JSON.stringify({ from: self, message })).catch((err: unknown) => {
        log.warn({ err, channel: name }, 'instance channel: publish failed');
      });
    },
    close: () => subscriber.disconnect(),
  };
}
