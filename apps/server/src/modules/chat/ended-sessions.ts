import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { openRedisChannel } from '../../lib/redis-channel.ts';

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
    const deliver = (ended: EndedSessions) => {
      for (const listener of listeners) listener(ended);
    };

    // The first subscription is in place before the app serves, so no ended session is missed from the start.
    const channel = app.redis
      ? await openRedisChannel(app.redis, {
          name: CHANNEL,
          schema: MessageSchema,
          log: app.log,
          onMessage: ({ ended }) => deliver(ended),
        })
      : null;
    app.addHook('onClose', async () => channel?.close());

    const end = (ended: EndedSessions) => {
      deliver(ended);
      // A lost message is covered by the sockets' own re-check.
      channel?.publish({ ended });
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
