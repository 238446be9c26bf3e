import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** Sessions that just ended: one, or all of a user's but one (a password change keeps the current session). */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes the chat sockets of sessions that ended, on this instance at once and on the others through Redis. */
    chatSockets: {
      closeSession(sessionId: string): void;
      closeUser(userId: string, exceptSessionId?: string): void;
      /** The chat hub's hook: called for every ended session, whichever instance ended it. */
      onEnded(listener: (ended: EndedSessions) => void): void;
    };
  }
}

const CHANNEL = 'mustashar-chat:sessions-ended';

const MessageSchema = z.object({
  from: z.string(),
  ended: z.union([
    z.object({ sessionId: z.string() }),
    z.object({ userId: z.string(), exceptSessionId: z.string().optional() }),
  ]),
});

/**
 * Registered before the modules, so auth and account routes can end sockets while the chat module owns them. A
 * socket also re-checks its session now and then (`sessionRecheckMs`), which covers a lost message.
 */
export const chatSocketsPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: ((ended: EndedSessions) => void)[] = [];
    const self = randomUUID();
    const deliver = (ended: EndedSessions) => {
      for (const listener of listeners) listener(ended);
    };

    const redis = app.redis;
    if (redis) {
      // A connection in subscriber mode can do nothing else, hence a second one. It subscribes again whenever
      // it (re)connects, and commands fail at once while it is down instead of queueing.
      const subscriber = redis.duplicate({ enableOfflineQueue: false, autoResubscribe: false });
      let failing = false;
      subscriber.on('error', (err) => {
        if (!failing) app.log.warn({ err }, 'chat session channel: Redis unreachable; retrying');
        failing = true;
      });
      const subscribe = () =>
        subscriber.subscribe(CHANNEL).then(
          () => {
            failing = false;
          },
          (err: unknown) => app.log.warn({ err }, 'chat session channel: subscribe failed'),
        );
      subscriber.on('ready', () => void subscribe());
      subscriber.on('message', (channel: string, raw: string) => {
        if (channel !== CHANNEL) return;
        let parsed: z.infer<typeof MessageSchema> | null = null;
        try {
          parsed = MessageSchema.parse(JSON.parse(raw));
        } catch {
          app.log.warn('chat session channel: unreadable message ignored');
          return;
        }
        if (parsed.from !== self) deliver(parsed.ended);
      });
      app.addHook('onClose', async () => {
        subscriber.disconnect();
      });
      // The first subscription is in place before the app serves, so no ended session is missed from the start.
      await subscriber.connect().then(subscribe, () => {});
    }

    const end = (ended: EndedSessions) => {
      deliver(ended);
      redis?.publish(CHANNEL, JSON.stringify({ from: self, ended })).catch((err: unknown) => {
        app.log.warn(
          { err },
          'chat session channel: publish failed; other instances re-check sessions later',
        );
      });
    };

    app.decorate('chatSockets', {
      closeSession: (sessionId: string) => end({ sessionId }),
      closeUser: (userId: string, exceptSessionId?: string) =>
        end(exceptSessionId ? { userId, exceptSessionId } : { userId }),
      onEnded: (listener: (ended: EndedSessions) => void) => {
        listeners.push(listener);
      },
    });
  },
  { name: 'chat-sockets', dependencies: ['rate-limiting'] },
);
